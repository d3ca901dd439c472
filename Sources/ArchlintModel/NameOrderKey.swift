/// The first sixteen bytes of an ASCII string as two integers, so that most comparisons in a sort by
/// name are two integer comparisons instead of two string comparisons (`!=`, then `<`).
///
/// For ASCII strings, `String`'s order is the order of their bytes, and two keys that differ order
/// their strings the same way (a string shorter than sixteen bytes is padded with zero bytes, which
/// sort first). Keys that are equal, or a string with a byte outside ASCII (whose order depends on
/// normalisation), leave the order to `String`.
struct NameOrderKey: Sendable {
    var high: UInt64
    var low: UInt64
    var isASCII: Bool

    init(_ name: String) {
        var name = name
        (high, low, isASCII) = name.withUTF8 { bytes -> (UInt64, UInt64, Bool) in
            var high: UInt64 = 0, low: UInt64 = 0
            for index in 0..<min(bytes.count, 16) {
                let shift = UInt64(8 * (7 - index % 8))
                if index < 8 { high |= UInt64(bytes[index]) << shift } else { low |= UInt64(bytes[index]) << shift }
            }
            return (high, low, bytes.allSatisfy { $0 < 0x80 })
        }
    }

    /// Whether the keys alone order two strings: both ASCII, and the keys differ; `precedes` then
    /// says whether the first comes first.
    @inline(__always)
    static func order(_ left: NameOrderKey, _ right: NameOrderKey) -> (decided: Bool, precedes: Bool) {
        guard left.isASCII, right.isASCII else { return (false, false) }
        if left.high != right.high { return (true, left.high < right.high) }
        if left.low != right.low { return (true, left.low < right.low) }
        return (false, false)
    }
}
