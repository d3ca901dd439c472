/// A fast 64-bit hash of bytes (after wyhash's multiply-and-fold step): what the facts cache keys a
/// file's contents by and checks its own entries with. Not cryptographic; a cache key also holds the
/// file's size, and a file edited to collide on purpose is not a case a linter's cache defends against.
public enum ContentHash {
    private static let prime0: UInt64 = 0xa076_1d64_78bd_642f
    private static let prime1: UInt64 = 0xe703_7ed1_a0b4_28db
    private static let prime2: UInt64 = 0x8ebc_6af0_9c88_c6e3
    private static let prime3: UInt64 = 0x5899_65cc_7537_4cc3

    /// The 128-bit product folded to 64 bits: every input bit reaches every output bit.
    @inline(__always)
    private static func fold(_ a: UInt64, _ b: UInt64) -> UInt64 {
        let product = a.multipliedFullWidth(by: b)
        return product.high ^ product.low
    }

    public static func of(_ bytes: UnsafeRawBufferPointer, seed: UInt64 = 0) -> UInt64 {
        let count = bytes.count
        var state = seed ^ prime0 ^ UInt64(truncatingIfNeeded: count)
        guard let base = bytes.baseAddress else { return fold(state ^ prime2, prime3) }
        var offset = 0
        if count >= 32 {
            // Two independent lanes per 32 bytes, so the multiplies overlap; folded into one at the end.
            var other = state ^ prime3
            while offset + 32 <= count {
                let a = base.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
                let b = base.loadUnaligned(fromByteOffset: offset + 8, as: UInt64.self)
                let c = base.loadUnaligned(fromByteOffset: offset + 16, as: UInt64.self)
                let d = base.loadUnaligned(fromByteOffset: offset + 24, as: UInt64.self)
                state = fold(a ^ prime1, b ^ state)
                other = fold(c ^ prime2, d ^ other)
                offset += 32
            }
            state = fold(state ^ prime2, other ^ prime1)
        }
        while offset + 16 <= count {
            let a = base.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
            let b = base.loadUnaligned(fromByteOffset: offset + 8, as: UInt64.self)
            state = fold(a ^ prime1, b ^ state)
            offset += 16
        }
        if offset < count {
            var tail: (UInt64, UInt64) = (0, 0)
            withUnsafeMutableBytes(of: &tail) { raw in
                raw.copyMemory(from: UnsafeRawBufferPointer(rebasing: bytes[offset...]))
            }
            state = fold(tail.0 ^ prime1, tail.1 ^ state)
        }
        return fold(state ^ prime2, UInt64(truncatingIfNeeded: count) ^ prime3)
    }

    public static func of(_ bytes: UnsafeBufferPointer<UInt8>, seed: UInt64 = 0) -> UInt64 {
        of(UnsafeRawBufferPointer(bytes), seed: seed)
    }

    public static func of(_ bytes: [UInt8], seed: UInt64 = 0) -> UInt64 {
        bytes.withUnsafeBytes { of($0, seed: seed) }
    }

    public static func of(_ text: String, seed: UInt64 = 0) -> UInt64 {
        var text = text
        return text.withUTF8 { of(UnsafeRawBufferPointer($0), seed: seed) }
    }

    /// Several values hashed as one, each length-delimited so `["ab", "c"]` and `["a", "bc"]` differ.
    public static func combining(_ parts: [String]) -> UInt64 {
        var bytes: [UInt8] = []
        for part in parts {
            withUnsafeBytes(of: UInt64(part.utf8.count).littleEndian) { bytes.append(contentsOf: $0) }
            bytes.append(contentsOf: part.utf8)
        }
        return of(bytes)
    }
}
