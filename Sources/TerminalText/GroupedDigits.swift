extension Int {
    /// The number with thousands separated by commas, as the status line shows positions:
    /// `4000.groupedDigits` is "4,000".
    public var groupedDigits: String {
        let n = self
        // Written backwards into a small buffer: the status line shows two of these on every
        // frame, and Int's own description goes through generic radix conversion.
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 28) { buffer in
            var magnitude = n.magnitude
            var at = buffer.count
            var digits = 0
            repeat {
                if digits > 0, digits % 3 == 0 {
                    at -= 1
                    buffer[at] = UInt8(ascii: ",")
                }
                at -= 1
                buffer[at] = UInt8(ascii: "0") + UInt8(magnitude % 10)
                magnitude /= 10
                digits += 1
            } while magnitude > 0
            if n < 0 {
                at -= 1
                buffer[at] = UInt8(ascii: "-")
            }
            return String(decoding: UnsafeBufferPointer(rebasing: buffer[at...]), as: UTF8.self)
        }
    }
}
