/// A 64-bit check of bytes fed in pieces: FNV-1a over 8-byte words (bytes at the end one by
/// one), so that a copy of hundreds of megabytes is checked at memory speed. It finds bytes
/// cut short, damaged or swapped, not a forger: it is a check, not a signature.
struct ContentHash {
    private(set) var value: UInt64 = 0xcbf2_9ce4_8422_2325
    /// Bytes fed so far.
    private(set) var count = 0
    /// Bytes of a word not yet complete, fed one at a time so that where the pieces are cut
    /// does not change the value.
    private var pending: UInt64 = 0
    private var pendingCount = 0

    private static let prime: UInt64 = 0x0000_0100_0000_01b3

    mutating func feed(_ bytes: UnsafeRawBufferPointer) {
        count += bytes.count
        var index = 0
        // Complete a word begun by the last piece, a byte at a time.
        while pendingCount > 0, index < bytes.count {
            take(bytes[index])
            index += 1
        }
        while bytes.count - index >= 8 {
            let word = bytes.loadUnaligned(fromByteOffset: index, as: UInt64.self)
            value = (value ^ word) &* Self.prime
            index += 8
        }
        while index < bytes.count {
            take(bytes[index])
            index += 1
        }
    }

    mutating func feed(_ bytes: ArraySlice<UInt8>) {
        bytes.withUnsafeBytes { feed($0) }
    }

    private mutating func take(_ byte: UInt8) {
        pending |= UInt64(byte) << (8 * UInt64(pendingCount))
        pendingCount += 1
        if pendingCount == 8 {
            value = (value ^ pending) &* Self.prime
            pending = 0
            pendingCount = 0
        }
    }

    /// The check of everything fed.
    var finished: UInt64 {
        guard pendingCount > 0 else { return value }
        // The last, partial word, marked by its length so that trailing zeros count.
        return (value ^ pending ^ UInt64(pendingCount) << 56) &* Self.prime
    }

    /// The check of `bytes`.
    static func of(_ bytes: ArraySlice<UInt8>) -> UInt64 {
        var hash = ContentHash()
        hash.feed(bytes)
        return hash.finished
    }
}
