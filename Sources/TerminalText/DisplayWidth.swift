import CWideChar
import LibC

/// How many terminal columns text takes, as the terminal library itself counts them.
///
/// ncurses advances the cursor by the C library's `wcwidth`, so the layout must use the same
/// numbers or the screen tears. `wcwidth` needs a UTF-8 `LC_CTYPE`; ``prepareLocale(fromEnvironment:)``
/// sets one (the app calls it before opening the terminal, tests before rendering).
public enum DisplayWidth {
    /// Sets `LC_ALL` from the environment and, if that gives no UTF-8 character type
    /// (LANG unset means "C"), `LC_CTYPE` to `C.UTF-8`, so that widths of the text shown are
    /// still known. Returns whether the environment's own locale is UTF-8: if it is not, the
    /// view draws its controls in ASCII, since the terminal may not show ⊖ ⊕ ≡.
    @discardableResult
    public static func prepareLocale(fromEnvironment: Bool = true) -> Bool {
        if fromEnvironment { setlocale(LC_ALL, "") }
        if isUTF8 { return true }
        setlocale(LC_CTYPE, "C.UTF-8")
        return false
    }

    /// Whether the current character type is UTF-8.
    public static var isUTF8: Bool { cwc_locale_is_utf8() }

    /// The columns of one scalar: 0 for combining marks, 2 for wide ones, -1 for what the C
    /// library does not consider printable.
    public static func of(_ scalar: Unicode.Scalar) -> Int {
        Int(cwc_width(scalar.value))
    }

    /// The columns of a grapheme: the sum of its scalars' widths, as ncurses places them;
    /// `nil` if any scalar is not printable.
    public static func of(_ character: Character) -> Int? {
        var total = 0
        for scalar in character.unicodeScalars {
            let width = of(scalar)
            if width < 0 { return nil }
            total += width
        }
        return total
    }

    /// The columns of text made only of printable graphemes (labels, already escaped text).
    public static func of(_ text: String) -> Int {
        // Labels are nearly always printable ASCII: a column a byte, no graphemes to find.
        if text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) { return text.utf8.count }
        return text.reduce(0) { $0 + (of($1) ?? 1) }
    }
}
