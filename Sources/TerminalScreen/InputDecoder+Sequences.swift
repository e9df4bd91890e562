/// What the decoder knows of terminals: the keys CSI and SS3 sequences stand for, X10 mouse
/// reports, and how a paste's bytes become text.
extension InputDecoder {
    /// The key a CSI sequence stands for, modifiers ignored (`1;5A` is ↑).
    static func csiKey(parameters: String, final: UInt8) -> Key? {
        let number = parameters.split(separator: ";").first.flatMap { Int($0) }
        switch final {
        case UInt8(ascii: "A"): return .up
        case UInt8(ascii: "B"): return .down
        case UInt8(ascii: "C"): return .right
        case UInt8(ascii: "D"): return .left
        case UInt8(ascii: "H"): return .home
        case UInt8(ascii: "F"): return .end
        case UInt8(ascii: "Z"): return .backTab
        case UInt8(ascii: "P"): return .function(1)
        case UInt8(ascii: "Q"): return .function(2)
        case UInt8(ascii: "R"): return .function(3)
        case UInt8(ascii: "S"): return .function(4)
        case UInt8(ascii: "~"):
            switch number {
            case 1, 7: return .home
            case 4, 8: return .end
            case 3: return .delete
            case 5: return .pageUp
            case 6: return .pageDown
            case let n? where (11...15).contains(n): return .function(n - 10)
            case let n? where (17...21).contains(n): return .function(n - 11)
            case let n? where (23...24).contains(n): return .function(n - 12)
            default: return nil
            }
        default: return nil
        }
    }

    /// The keys an SS3 sequence (`ESC O` and a letter: application cursor keys) stands for.
    static let ss3Keys: [UInt8: Key] = [
        UInt8(ascii: "A"): .up, UInt8(ascii: "B"): .down, UInt8(ascii: "C"): .right, UInt8(ascii: "D"): .left,
        UInt8(ascii: "H"): .home, UInt8(ascii: "F"): .end, UInt8(ascii: "M"): .enter,
        UInt8(ascii: "P"): .function(1), UInt8(ascii: "Q"): .function(2), UInt8(ascii: "R"): .function(3),
        UInt8(ascii: "S"): .function(4),
    ]

    /// An X10 mouse report's button byte and position (each plus 32, counted from 1).
    static func x10Mouse(_ button: UInt8, _ column: UInt8, _ line: UInt8) -> MouseEvent? {
        guard button >= 32, column > 32, line > 32 else { return nil }
        let report = "\(Int(button) - 32);\(Int(column) - 32);\(Int(line) - 32)"
        // Button 3 is X10's release (which button, it does not say).
        if (Int(button) - 32) & 3 == 3, (Int(button) - 32) & 64 == 0 {
            return MouseEvent(.release, at: Point(x: Int(column) - 33, y: Int(line) - 33))
        }
        return MouseEvent(sgrReport: report + "M")
    }

    /// What a terminal sends at the end of a bracketed paste.
    static let pasteEnd: [UInt8] = Array("\u{1B}[201~".utf8)

    /// A paste's bytes as text: bytes that are not UTF-8 are U+FFFD, a line break is a line
    /// break (CR or LF), tabs stay, other control characters are dropped (a pasted escape
    /// sequence never runs), and at most ``pasteLimit`` characters are kept.
    static func pasteText(_ bytes: [UInt8]) -> String {
        var text = String.UnicodeScalarView()
        var kept = 0
        var lastWasCR = false
        for scalar in String(decoding: bytes, as: UTF8.self).unicodeScalars where kept < pasteLimit {
            defer { lastWasCR = scalar == "\r" }
            switch scalar {
            case "\r": text.append("\n")
            case "\n" where lastWasCR: continue
            case "\n", "\t": text.append(scalar)
            case _ where scalar.value < 0x20 || scalar.value == 0x7F: continue
            default: text.append(scalar)
            }
            kept += 1
        }
        return String(text)
    }
}
