/// A map from token indices to values, for the tables the body scanner fills and looks up at every
/// token (`jumps`, the tokens a body's scan skips to): open addressing over token indices with a
/// multiplicative hash, where `Dictionary` ran the standard hasher per lookup and rehashed as it grew.
/// Each slot packs a key and the index of its value in a dense array: 8 bytes a slot plus the value.
struct TokenMap<Value> {
    /// `key << 32 | (value index + 1)`, or 0 for an empty slot. The count is zero or a power of two.
    private var slots: [UInt64] = []
    private var values: [Value] = []

    var isEmpty: Bool { values.isEmpty }

    @inline(__always)
    private static func slot(_ key: Int, _ mask: Int) -> Int {
        // Odd multiplier: token indices close together land in distinct slots.
        Int(truncatingIfNeeded: UInt64(truncatingIfNeeded: key) &* 0x9E37_79B9_7F4A_7C15) & mask
    }

    mutating func reserveCapacity(_ count: Int) {
        var size = max(16, slots.count)
        while size < count * 2 { size *= 2 }
        if size > slots.count { rehash(size) }
        values.reserveCapacity(count)
    }

    subscript(key: Int) -> Value? {
        get {
            guard !values.isEmpty else { return nil }
            let mask = slots.count - 1
            var slot = TokenMap.slot(key, mask)
            while true {
                let entry = slots[slot]
                if entry == 0 { return nil }
                if Int(entry >> 32) == key { return values[Int(entry & 0xFFFF_FFFF) - 1] }
                slot = (slot + 1) & mask
            }
        }
        set {
            guard let newValue else { preconditionFailure("TokenMap holds no removals") }
            insert(newValue, at: key)
        }
    }

    /// `map[key] = value` without the optional: the value is moved in, not copied and then released.
    mutating func insert(_ newValue: __owned Value, at key: Int) {
        precondition(key >= 0 && key <= Int(UInt32.max), "token index out of range")
        if (values.count + 1) * 2 > slots.count { rehash(max(16, slots.count * 2)) }
        let mask = slots.count - 1
        var slot = TokenMap.slot(key, mask)
        while true {
            let entry = slots[slot]
            if entry == 0 { break }
            if Int(entry >> 32) == key {
                values[Int(entry & 0xFFFF_FFFF) - 1] = newValue
                return
            }
            slot = (slot + 1) & mask
        }
        values.append(newValue)
        slots[slot] = UInt64(key) << 32 | UInt64(values.count)
    }

    private mutating func rehash(_ size: Int) {
        var larger = [UInt64](repeating: 0, count: size)
        let mask = size - 1
        for entry in slots where entry != 0 {
            var slot = TokenMap.slot(Int(entry >> 32), mask)
            while larger[slot] != 0 { slot = (slot + 1) & mask }
            larger[slot] = entry
        }
        slots = larger
    }
}
