import ArgumentParser
import LibC
import ListDocument
import ListEditApp
import TableKit
import TableTerminal

/// Choosing rows for a script (`--pick`, `--filter`), as fzf does: the rows chosen go to
/// standard output, one a line, and the exit status says how it went (0 chosen, 1 nothing to
/// choose, 130 left without choosing).
extension ListEdit {
    /// `--filter Q`: no interface; the rows the filter keeps for `query`, as the interactive
    /// filter would keep them. Exits 1 when none is kept.
    func printMatches(of query: String) throws {
        let document = try chooserInput()
        let matches = rows(of: document, matching: query)
        guard !matches.isEmpty else { throw ExitCode(1) }
        try printRows(matches, of: document)
    }

    /// `--pick`: the list opens for choosing; Enter prints the chosen rows.
    func pickRows(options: ViewOptions) throws {
        let document = try chooserInput()
        // -0 and -1 answer before any screen is drawn. Only they need the matches up front:
        // an index path for each of 10 million rows costs about a second and 460 MiB.
        if exitZero || selectOne {
            let matches = rows(of: document, matching: query ?? "")
            if exitZero, matches.isEmpty { throw ExitCode(1) }
            if selectOne, matches.count == 1 { return try printRows(matches, of: document) }
        }
        let table = Table(dataSource: document, delegate: document)
        var options = options
        if options.title.isEmpty { options.title = options.pick == .single ? "Choose a row" : "Choose rows" }
        // Chosen rows going to a pipe are written before the terminal is restored (restoring
        // waits for the terminal to take its last bytes), so the next command starts on them
        // at once. To a terminal, they wait until it is the shell's again.
        let toPipe = isatty(STDOUT_FILENO) == 0
        var printed = false
        let outcome = try present(table, host: PickHost(), options: options) { outcome in
            guard toPipe, case let .exit(.chosen(rows)) = outcome else { return }
            try printRows(rows, of: document)
            printed = true
        }
        withExtendedLifetime(document) {}
        switch outcome {
        case let .exit(.chosen(rows)): if !printed { try printRows(rows, of: document) }
        case .exit(.nothingChosen): throw ExitCode(1)
        case .exit(.abort), .exit(.quit), .exit(.handOn): throw ExitCode(130)
        case let .signal(signal): try stop(by: signal, unsaved: nil)
        }
    }

    /// The list to choose from: FILE, or standard input.
    private func chooserInput() throws -> ListDocument {
        do {
            if let file, file != "-" {
                return try DocumentFile(path: file, format: format ?? Format.forFileName(file), headerLines: headerLines).document
            }
            guard isatty(STDIN_FILENO) == 0 else {
                throw Failure(status: 2, message: "nothing to choose from: pipe text in (cmd | listedit --pick), or name a file")
            }
            return try ListDocument(
                bytes: try PipeInput.readStandardInput(), format: format ?? .lines, headerLines: headerLines,
                separator: read0 ? 0 : nil)
        } catch let failure as Failure {
            throw failure
        } catch {
            throw Failure(status: 2, message: "\(error)")
        }
    }

    /// The rows `query` keeps, in list order (every row for an empty query).
    private func rows(of document: ListDocument, matching query: String) -> [IndexPath] {
        let filter = FilterQuery(query)
        return (0..<document.model.sections.count).flatMap { section in
            document.rows(inSection: section, among: nil, matching: filter).map { IndexPath(row: $0, section: section) }
        }
    }

    /// Each row's line (a Markdown item with its bullet, a JSON element as it shows), ended
    /// by a newline, or by a NUL with `--print0`.
    private func printRows(_ rows: [IndexPath], of document: ListDocument) throws {
        var out: [UInt8] = []
        for row in rows {
            out += rowContent(row, of: document)
            out.append(print0 ? 0 : 0x0A)
        }
        let failure = writeAll(out, to: STDOUT_FILENO)
        guard failure == 0 else {
            throw Failure(status: 1, message: "the chosen rows could not be written: \(String(cString: strerror(failure)))")
        }
    }

    /// The list a pipe hands on: as the document writes it, or, when the output separates rows
    /// differently from the input (`--print0` without `--read0`, or the other way), its header
    /// lines and rows each ended by the output's separator.
    func handedOn(_ document: ListDocument) -> [UInt8] {
        guard print0 != read0, document.format == .lines else { return document.serialized() }
        let end: UInt8 = print0 ? 0 : 0x0A
        var out: [UInt8] = []
        for section in 0..<document.model.sections.count {
            for row in 0..<document.model.sections[section].rows.count {
                out += rowContent(IndexPath(row: row, section: section), of: document)
                out.append(end)
            }
        }
        return out
    }

    /// A row's bytes without what ends it (its line break, or its separator); for another
    /// format than lines, the row as it shows (a JSON element as compact JSON, a Markdown
    /// item's line), without the whitespace and commas around it.
    private func rowContent(_ row: IndexPath, of document: ListDocument) -> [UInt8] {
        guard document.format == .lines else { return document.packedShownBytes(ofRowsAt: [row]).bytes }
        var bytes = document.bytes(ofRowAt: row)
        if let separator = document.separator {
            if bytes.last == separator { bytes.removeLast() }
        } else {
            while let last = bytes.last, last == 0x0A || last == 0x0D { bytes.removeLast() }
        }
        return bytes
    }
}
