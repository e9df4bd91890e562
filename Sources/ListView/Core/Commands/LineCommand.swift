/// A command typed on the `:` line, as vim reads it.
enum LineCommand: Equatable {
    /// `:w`.
    case write
    /// `:q`.
    case quit
    /// `:q!`.
    case quitDiscarding
    /// `:wq`.
    case writeAndQuit
    /// `:x`.
    case exit
    /// `:e`, `:e!`.
    case readAgain(dropping: Bool)
    /// `:cq`: quit with an error (git aborts the rebase).
    case quitWithError
    /// `:N`: row N (1-based).
    case goToRow(Int)
    /// `:$`.
    case goToLastRow
    /// `:+N`, `:-N`.
    case goBy(Int)
    /// `:noh`: clear the filter.
    case clearFilter
    /// `:sort[!] [u][n][i]`.
    case sort(RowSortOrder)
    /// `:!cmd`, `:%!cmd`.
    case filterThrough(String)
    /// `:g/re/d` (`keepingMatches` false) and `:v/re/d` (true).
    case deleteMatching(String, keepingMatches: Bool)

    /// The command `text` names, or why it names none.
    static func parse(_ text: String) -> Result<LineCommand, LineCommandError> {
        let command = String(Substring(text).trimmingSpaces)
        // vim's forms for one window (`qa`) and its forced writes (`w!`) are the same here: a
        // save that needs a yes (a read-only or changed file) still asks, once.
        switch command {
        case "w", "w!": return .success(.write)
        case "q", "qa": return .success(.quit)
        case "q!", "qa!": return .success(.quitDiscarding)
        case "wq", "wq!", "wqa", "wqa!": return .success(.writeAndQuit)
        case "x", "x!", "xa", "xa!": return .success(.exit)
        case "e", "e!": return .success(.readAgain(dropping: command == "e!"))
        case "cq", "cq!", "cquit": return .success(.quitWithError)
        case "$": return .success(.goToLastRow)
        case "noh", "nohl", "nohlsearch": return .success(.clearFilter)
        default: break
        }
        if command.hasPrefix("%!") { return filter(String(command.dropFirst(2))) }
        if command.hasPrefix("!") { return filter(String(command.dropFirst())) }
        if command.hasPrefix("sor") { return sort(command) }
        if command.hasPrefix("g/") || command.hasPrefix("v/") || command.hasPrefix("g!/") {
            return deleteMatching(command)
        }
        if let sign = command.first, sign == "+" || sign == "-" {
            let digits = command.dropFirst()
            guard digits.allSatisfy({ $0.isASCII && $0.isNumber }) else { return .failure(.unknown(command)) }
            let amount = digits.isEmpty ? 1 : Int(digits) ?? Int.max / 2
            return .success(.goBy(sign == "+" ? amount : -amount))
        }
        if !command.isEmpty, command.allSatisfy({ $0.isASCII && $0.isNumber }) {
            // A number past any list's end (or past Int) is the last row, as in vim.
            return .success(.goToRow(max(1, Int(command) ?? Int.max)))
        }
        return .failure(.unknown(command))
    }

    private static func filter(_ command: String) -> Result<LineCommand, LineCommandError> {
        let trimmed = String(command.drop { $0 == " " })
        return trimmed.isEmpty ? .failure(.usage("!cmd: a shell command to pipe the rows through")) : .success(.filterThrough(trimmed))
    }

    private static func sort(_ command: String) -> Result<LineCommand, LineCommandError> {
        // `sor`, `sort`, then `!`, then the flags in any order, spaces allowed.
        var rest = Substring(command)
        for name in ["sort", "sor"] where rest.hasPrefix(name) {
            rest = rest.dropFirst(name.count)
            break
        }
        var order = RowSortOrder()
        if rest.first == "!" {
            order.reverse = true
            rest = rest.dropFirst()
        }
        for flag in rest where flag != " " {
            switch flag {
            case "u": order.unique = true
            case "n": order.numeric = true
            case "i": order.ignoreCase = true
            default: return .failure(.usage("sort: flags are u (unique), n (numeric), i (ignore case), and ! reverses"))
            }
        }
        return .success(.sort(order))
    }

    private static func deleteMatching(_ command: String) -> Result<LineCommand, LineCommandError> {
        let keeping = command.hasPrefix("v/") || command.hasPrefix("g!/")
        let body = command.drop { $0 != "/" }.dropFirst()
        // g/re/d: the pattern runs to the last `/`, which `d` follows.
        guard let end = body.lastIndex(of: "/"), body[body.index(after: end)...].trimmingSpaces == "d" else {
            return .failure(.usage("g/text/d deletes the rows that contain text, v/text/d those that do not"))
        }
        let pattern = String(body[..<end])
        guard !pattern.isEmpty else { return .failure(.usage("g/text/d: the text to look for is empty")) }
        return .success(.deleteMatching(pattern, keepingMatches: keeping))
    }
}

/// Why a `:` line is not a command.
enum LineCommandError: Error, Equatable, CustomStringConvertible {
    case unknown(String)
    case usage(String)

    var description: String {
        switch self {
        case let .unknown(command):
            "Not a command: :\(command) (:w :q :x :sort :!cmd :g/text/d :$ :N — ? lists them)"
        case let .usage(text): text
        }
    }
}

extension Substring {
    /// Without the spaces at either end.
    var trimmingSpaces: Substring {
        var trimmed = self
        while trimmed.first == " " { trimmed = trimmed.dropFirst() }
        while trimmed.last == " " { trimmed = trimmed.dropLast() }
        return trimmed
    }
}
