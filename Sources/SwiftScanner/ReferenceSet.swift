#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

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
    /// Open addressing over `names`: an index + 1, or 0 for an empty slot. Its count is a power of two.
    private var slots: [UInt32] = []

    var isEmpty: Bool { names.isEmpty }

    /// The room of the hash table: an emptied set is cleared slot by slot.
    var slotCount: Int { slots.count }

    /// Empties the set and keeps its room, so the next member's set needs no allocation: each member
    /// made a set, and its first names cost two arrays and their growth (about 800 instructions a
    /// name in a short body).
    mutating func removeAll() {
        guard !names.isEmpty else { return }
        names.removeAllKeepingCapacity()
        slots.withUnsafeMutableBufferPointer { $0.update(repeating: 0) }
    }

    /// Eight bytes at a time, the last eight overlapping the ones before when the length is not a
    /// multiple of eight; a name shorter than eight bytes byte by byte. Mixed so the table's low bits
    /// depend on every byte.
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
        } else {
            var word: UInt64 = 0
            for offset in 0..<length { word = word << 8 | UInt64(base[start + offset]) }
            value = (value ^ word) &* 0xBF58_476D_1CE4_E5B9
        }
        value ^= value >> 29
        value = value &* 0x94D0_49BB_1331_11EB
        return value ^ (value >> 32)
    }

    @inline(__always)
    private static func equal(_ base: UnsafePointer<UInt8>, _ first: Int, _ second: Int, _ length: Int) -> Bool {
        first == second || memcmp(base + first, base + second, length) == 0
    }

    mutating func insert(_ bytes: UnsafeBufferPointer<UInt8>, start: Int, end: Int) {
        guard let base = bytes.baseAddress else { return }
        let length = end - start
        if slots.isEmpty { slots = [UInt32](repeating: 0, count: 16) }
        let mask = slots.count - 1
        var slot = Int(truncatingIfNeeded: ReferenceSet.hash(base, start, length)) & mask
        while true {
            let entry = slots[slot]
            if entry == 0 { break }
            let name = names[Int(entry) - 1]
            let nameStart = Int(name >> 32)
            if Int(name & 0xFFFF_FFFF) == length,
               ReferenceSet.equal(base, nameStart, start, length) {
                return
            }
            slot = (slot + 1) & mask
        }
        names.append(UInt64(start) << 32 | UInt64(length))
        slots[slot] = UInt32(names.count)
        if names.count * 2 > slots.count { grow(base) }
    }

    private mutating func grow(_ base: UnsafePointer<UInt8>) {
        var larger = [UInt32](repeating: 0, count: slots.count * 2)
        let mask = larger.count - 1
        for (index, name) in names.enumerated() {
            var slot = Int(truncatingIfNeeded: ReferenceSet.hash(base, Int(name >> 32), Int(name & 0xFFFF_FFFF))) & mask
            while larger[slot] != 0 { slot = (slot + 1) & mask }
            larger[slot] = UInt32(index + 1)
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
