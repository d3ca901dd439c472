/// The names a member's initialiser, accessors or body mention, gathered as byte ranges of the file:
/// a body mentions the same few names over and over, and a `Set<String>` made and hashed a String for
/// every mention. A String is made once per distinct name, when the member's fact is stored.
///
/// `sortedNames` gives exactly what `Set<String>` then `sorted()` gave: distinct byte sequences are kept
/// in the order first seen, turned into Strings, sorted stably, and Strings that compare equal (two
/// spellings of one canonically equivalent name) are kept once, the first seen, as the set kept it.
struct ReferenceSet {
    /// Each distinct name: its start offset (high 32 bits) and length (low 32 bits).
    private var names: [UInt64] = []
    /// Open addressing over `names`: `generation << 32 | (index + 1)`; a slot of an older generation
    /// is empty. Its count is a power of two.
    private var slots: [UInt64] = []
    /// The set's generation: emptying the set starts the next one, which leaves every slot empty
    /// without writing one. Clearing the table slot by slot cost a `memset` of all of it per member,
    /// up to 32 KB once a long body had grown it, for members that mostly mention a few names.
    private var generation: UInt64 = 1

    var isEmpty: Bool { names.isEmpty }

    /// The room of the hash table.
    var slotCount: Int { slots.count }

    /// Empties the set and keeps its room, so the next member's set needs no allocation: each member
    /// made a set, and its first names cost two arrays and their growth (about 800 instructions a
    /// name in a short body).
    mutating func removeAll() {
        guard !names.isEmpty else { return }
        names.removeAllKeepingCapacity()
        generation += 1
        if generation > UInt64(UInt32.max) {  // after four billion members: start over from a clear table
            slots.withUnsafeMutableBufferPointer { $0.update(repeating: 0) }
            generation = 1
        }
    }

    /// Eight bytes at a time, the last eight overlapping the ones before when the length is not a
    /// multiple of eight; four to seven bytes as two four-byte loads that may overlap; a shorter name
    /// byte by byte. Mixed so the table's low bits depend on every byte.
    @inline(__always)
    private static func hash(_ base: UnsafePointer<UInt8>, _ start: Int, _ length: Int) -> UInt64 {
        let raw = UnsafeRawPointer(base + start)
        var value = UInt64(truncatingIfNeeded: length) &* 0x9E37_79B9_7F4A_7C15
        if length >= 8 {
            var offset = 0
            while offset + 8 < length {
                value = (value ^ raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)) &* 0xBF58_476D_1CE4_E5B9
                value ^= value >> 31
                offset += 8
            }
            value = (value ^ raw.loadUnaligned(fromByteOffset: length - 8, as: UInt64.self)) &* 0xBF58_476D_1CE4_E5B9
        } else if length >= 4 {
            let word = UInt64(raw.loadUnaligned(as: UInt32.self)) << 32
                | UInt64(raw.loadUnaligned(fromByteOffset: length - 4, as: UInt32.self))
            value = (value ^ word) &* 0xBF58_476D_1CE4_E5B9
        } else {
            var word: UInt64 = 0
            for offset in 0..<length { word = word << 8 | UInt64(base[start + offset]) }
            value = (value ^ word) &* 0xBF58_476D_1CE4_E5B9
        }
        value ^= value >> 29
        value = value &* 0x94D0_49BB_1331_11EB
        return value ^ (value >> 32)
    }

    /// Whether two names of `length` bytes in the file are the same bytes, by the loads `hash` makes:
    /// a `memcmp` call cost more than the comparison of the few bytes of a name.
    @inline(__always)
    private static func equal(_ base: UnsafePointer<UInt8>, _ first: Int, _ second: Int, _ length: Int) -> Bool {
        if first == second { return true }
        let one = UnsafeRawPointer(base + first)
        let other = UnsafeRawPointer(base + second)
        if length >= 8 {
            var offset = 0
            while offset + 8 < length {
                if one.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
                    != other.loadUnaligned(fromByteOffset: offset, as: UInt64.self) { return false }
                offset += 8
            }
            return one.loadUnaligned(fromByteOffset: length - 8, as: UInt64.self)
                == other.loadUnaligned(fromByteOffset: length - 8, as: UInt64.self)
        }
        if length >= 4 {
            return one.loadUnaligned(as: UInt32.self) == other.loadUnaligned(as: UInt32.self)
                && one.loadUnaligned(fromByteOffset: length - 4, as: UInt32.self)
                    == other.loadUnaligned(fromByteOffset: length - 4, as: UInt32.self)
        }
        for offset in 0..<length where base[first + offset] != base[second + offset] { return false }
        return true
    }

    mutating func insert(_ bytes: UnsafeBufferPointer<UInt8>, start: Int, end: Int) {
        guard let base = bytes.baseAddress else { return }
        let length = end - start
        if slots.isEmpty { slots = [UInt64](repeating: 0, count: 16) }
        let mask = slots.count - 1
        var slot = Int(truncatingIfNeeded: ReferenceSet.hash(base, start, length)) & mask
        while true {
            let entry = slots[slot]
            if entry >> 32 != generation { break }
            let name = names[Int(entry & 0xFFFF_FFFF) - 1]
            let nameStart = Int(name >> 32)
            if Int(name & 0xFFFF_FFFF) == length,
               ReferenceSet.equal(base, nameStart, start, length) {
                return
            }
            slot = (slot + 1) & mask
        }
        names.append(UInt64(start) << 32 | UInt64(length))
        slots[slot] = generation << 32 | UInt64(names.count)
        if names.count * 2 > slots.count { grow(base) }
    }

    private mutating func grow(_ base: UnsafePointer<UInt8>) {
        var larger = [UInt64](repeating: 0, count: slots.count * 2)
        let mask = larger.count - 1
        for (index, name) in names.enumerated() {
            var slot = Int(truncatingIfNeeded: ReferenceSet.hash(base, Int(name >> 32), Int(name & 0xFFFF_FFFF))) & mask
            while larger[slot] >> 32 == generation { slot = (slot + 1) & mask }
            larger[slot] = generation << 32 | UInt64(index + 1)
        }
        slots = larger
    }

    func sortedNames(_ bytes: UnsafeBufferPointer<UInt8>) -> [String] {
        guard !names.isEmpty else { return [] }
        var strings = names.map { name in
            makeString(UnsafeBufferPointer(rebasing: bytes[Int(name >> 32)..<(Int(name >> 32) + Int(name & 0xFFFF_FFFF))]))
        }
        strings.sort()
        var kept = 1
        for index in 1..<strings.count where strings[index] != strings[kept - 1] {
            strings[kept] = strings[index]
            kept += 1
        }
        strings.removeSubrange(kept...)
        return strings
    }
}
