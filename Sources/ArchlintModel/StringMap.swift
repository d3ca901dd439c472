import Foundation

/// A hash table keyed by strings, for the model's hottest lookups: type names, type texts and file
/// paths. The standard `Dictionary` hashes a key with SipHash through `Hasher` (about 200
/// instructions for a 20-byte type name, and every lookup pays it); this table hashes the key's
/// UTF-8 bytes eight at a time with a multiply-and-shift mix, keeps each entry's full hash so a probe
/// compares strings only when the hashes agree, and probes linearly in a table at most half full.
///
/// Keys compare by `==`, as `Dictionary`'s do: canonically equivalent strings (`"Caf\u{E9}"` and
/// `"Cafe\u{301}"`, the Kelvin sign and `K`) are one key, because a key with a byte outside ASCII
/// is hashed in its NFC form. There is no iteration in hash order: `keys` and
/// `values` are in the order the keys were first inserted, so nothing that reads them depends on a
/// per-process hash seed. A deliberately colliding input only makes lookups slower, never wrong.
public struct StringMap<Value>: Sendable where Value: Sendable {
    /// Entries in insertion order.
    public private(set) var keys: [String] = []
    public private(set) var values: [Value] = []
    private var hashes: [UInt64] = []
    /// Open addressing: each slot holds an entry's index, or -1. The count is a power of two.
    private var slots: [Int32] = []

    public init() {}

    public init(minimumCapacity: Int) {
        reserveCapacity(minimumCapacity)
    }

    public var count: Int { keys.count }
    public var isEmpty: Bool { keys.isEmpty }

    public subscript(key: String) -> Value? {
        get {
            guard let entry = entry(of: key, hash: StringMap.hash(key)) else { return nil }
            return values[entry]
        }
        set {
            let hash = StringMap.hash(key)
            if let entry = entry(of: key, hash: hash) {
                if let newValue {
                    values[entry] = newValue
                } else {
                    remove(entry)
                }
            } else if let newValue {
                append(key, newValue, hash: hash)
            }
        }
    }

    public func contains(_ key: String) -> Bool {
        entry(of: key, hash: StringMap.hash(key)) != nil
    }

    /// Inserts `value` under `key` unless the key is there; whether it was inserted.
    @discardableResult
    public mutating func insert(_ key: String, _ value: Value) -> Bool {
        let hash = StringMap.hash(key)
        guard entry(of: key, hash: hash) == nil else { return false }
        append(key, value, hash: hash)
        return true
    }

    /// Changes the value under `key` in place, `defaultValue` when the key is new: what
    /// `dictionary[key, default: []].append(element)` does, with one hash and no copy of the value.
    public mutating func update(_ key: String, default defaultValue: @autoclosure () -> Value, _ change: (inout Value) -> Void) {
        let hash = StringMap.hash(key)
        let entry: Int
        if let found = self.entry(of: key, hash: hash) {
            entry = found
        } else {
            entry = keys.count
            append(key, defaultValue(), hash: hash)
        }
        change(&values[entry])
    }

    public mutating func reserveCapacity(_ capacity: Int) {
        keys.reserveCapacity(capacity)
        values.reserveCapacity(capacity)
        hashes.reserveCapacity(capacity)
        if StringMap.slotCount(for: capacity) > slots.count { rebuildSlots(StringMap.slotCount(for: capacity)) }
    }

    // MARK: The table

    private func entry(of key: String, hash: UInt64) -> Int? {
        guard !slots.isEmpty else { return nil }
        return slots.withUnsafeBufferPointer { slots in
            hashes.withUnsafeBufferPointer { hashes in
                let mask = slots.count - 1
                var slot = Int(truncatingIfNeeded: hash) & mask
                while true {
                    let entry = Int(slots[slot])
                    if entry < 0 { return nil }
                    if hashes[entry] == hash, keys[entry] == key { return entry }
                    slot = (slot + 1) & mask
                }
            }
        }
    }

    private mutating func append(_ key: String, _ value: Value, hash: UInt64) {
        if StringMap.slotCount(for: keys.count + 1) > slots.count {
            rebuildSlots(StringMap.slotCount(for: max(keys.count + 1, keys.count * 2)))
        }
        let entry = keys.count
        keys.append(key)
        values.append(value)
        hashes.append(hash)
        place(entry, hash: hash)
    }

    /// Removes an entry, keeping the others in insertion order (rare: rebuilds the slots).
    private mutating func remove(_ entry: Int) {
        keys.remove(at: entry)
        values.remove(at: entry)
        hashes.remove(at: entry)
        rebuildSlots(slots.count)
    }

    private mutating func place(_ entry: Int, hash: UInt64) {
        let mask = slots.count - 1
        var slot = Int(truncatingIfNeeded: hash) & mask
        while slots[slot] >= 0 { slot = (slot + 1) & mask }
        slots[slot] = Int32(entry)
    }

    private mutating func rebuildSlots(_ count: Int) {
        slots = [Int32](repeating: -1, count: count)
        for (entry, hash) in hashes.enumerated() { place(entry, hash: hash) }
    }

    /// At most half the slots are used: probes stay short.
    private static func slotCount(for entries: Int) -> Int {
        var count = 8
        while count < entries * 2 { count <<= 1 }
        return count
    }

    // MARK: Hashing

    /// The key's UTF-8 bytes, eight at a time, each word mixed in with a multiply and a shift, and
    /// the sum finished with a 64-bit avalanche so that the low bits, which pick the slot, depend on
    /// every byte.
    static func hash(_ key: String) -> UInt64 {
        if let hash = key.utf8.withContiguousStorageIfAvailable(asciiHash(bytes:)), let hash { return hash }
        // Outside ASCII (rare in code: names are mostly ASCII), equal strings may differ in bytes.
        var normalized = key.precomposedStringWithCanonicalMapping
        return normalized.withUTF8(hash(bytes:))
    }

    /// `hash(bytes:)`, or nil when a byte is outside ASCII: found in the same pass.
    @inline(__always)
    static func asciiHash(bytes: UnsafeBufferPointer<UInt8>) -> UInt64? {
        let (hash, high) = hashAndHighBits(bytes)
        return high & 0x8080_8080_8080_8080 == 0 ? hash : nil
    }

    static func hash(bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
        hashAndHighBits(bytes).hash
    }

    /// The hash, and every word read OR-ed together (a byte outside ASCII sets a high bit).
    @inline(__always)
    private static func hashAndHighBits(_ bytes: UnsafeBufferPointer<UInt8>) -> (hash: UInt64, high: UInt64) {
        let count = bytes.count
        var hash: UInt64 = 0x9E37_79B9_7F4A_7C15 ^ UInt64(count)
        guard let base = bytes.baseAddress else { return (finish(hash), 0) }
        let raw = UnsafeRawPointer(base)
        var high: UInt64 = 0
        var offset = 0
        while offset + 8 <= count {
            let word = raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
            high |= word
            hash = mix(hash, word)
            offset += 8
        }
        if offset < count, count >= 8 {
            // The last eight bytes, overlapping the last whole word: the length is in the hash already.
            let word = raw.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self)
            high |= word
            hash = mix(hash, word)
        } else if offset < count {
            var word: UInt64 = 0
            var shift: UInt64 = 0
            while offset < count {
                word |= UInt64(base[offset]) << shift
                shift += 8
                offset += 1
            }
            high |= word
            hash = mix(hash, word)
        }
        return (finish(hash), high)
    }

    @inline(__always)
    private static func mix(_ hash: UInt64, _ word: UInt64) -> UInt64 {
        let mixed = (hash ^ word) &* 0xBF58_476D_1CE4_E5B9
        return mixed ^ (mixed >> 29)
    }

    @inline(__always)
    private static func finish(_ value: UInt64) -> UInt64 {
        var hash = value
        hash ^= hash >> 33
        hash &*= 0xFF51_AFD7_ED55_8CCD
        hash ^= hash >> 33
        hash &*= 0xC4CE_B9FE_1A85_EC53
        hash ^= hash >> 33
        return hash
    }
}

/// A set of strings on `StringMap`'s hashing, in insertion order.
public struct StringSet: Sendable {
    private var map = StringMap<Bool>()

    public init() {}

    public init(_ elements: [String]) {
        for element in elements { insert(element) }
    }

    public var count: Int { map.count }
    public var elements: [String] { map.keys }

    public func contains(_ element: String) -> Bool { map.contains(element) }

    @discardableResult
    public mutating func insert(_ element: String) -> Bool { map.insert(element, true) }
}
