import Foundation

/// `#import "Foo.h"` resolved by name through one clang header map (the `.hmap` files Xcode writes)
/// instead of a `-I` per folder that holds a header. With 175 such folders every include that is not
/// next to its includer was looked up in up to 175 places, and every missing one (a pod or an SDK
/// header the tree lacks) in all of them; the map answers each in one hash lookup.
///
/// The map lists, for each include folder in its `-I` order, every file the include wall lets clang
/// read below that folder, keyed by its path relative to the folder, the first folder winning: what
/// the `-I` search found. Two differences, both Xcode's own (its builds resolve through header maps,
/// on case-insensitive disks): keys match regardless of case, and a name with `.` or `..` components
/// that only some other folder's `-I` entry resolved is no longer found (the includer's own folder is
/// still searched first, as before).
enum HeaderMap {
    /// The entries in `-I` order; later keys equal to an earlier one regardless of case are dropped,
    /// as clang would never reach them.
    static func entries(includeDirectories: [String], files: [String]) -> [(key: String, destination: String)] {
        let absoluteFiles = files.map(IncludeWall.absolute).sorted()
        // Bytes, not `String`s: Swift's string equality would merge names that differ only in their
        // Unicode normalisation, which clang (and the file system) keep apart.
        var seen = Set<[UInt8]>()
        var entries: [(key: String, destination: String)] = []
        for directory in includeDirectories {
            let prefix = IncludeWall.absolute(directory)
            let folder = prefix.hasSuffix("/") ? prefix : prefix + "/"
            for file in absoluteFiles where file.utf8.starts(with: folder.utf8) {
                let key = String(decoding: file.utf8.dropFirst(folder.utf8.count), as: UTF8.self)
                guard seen.insert(key.utf8.map(lowercased)).inserted else { continue }
                entries.append((key, file))
            }
        }
        return entries
    }

    /// clang's header map format (`clang/Lex/HeaderMapTypes.h`): a header, a power-of-two table of
    /// buckets (key, prefix, suffix as offsets into the string table), open addressing on a
    /// case-insensitive hash, then the strings. Little-endian, which clang reads on any host.
    static func encode(_ entries: [(key: String, destination: String)]) -> Data {
        var bucketCount = 1
        while bucketCount < entries.count * 4 + 1 { bucketCount *= 2 }  // room for the second hashes below
        var strings: [UInt8] = [0]  // offset 0 is the empty string; a key offset of 0 marks an empty bucket
        var offsets: [[UInt8]: UInt32] = [:]
        func intern(_ text: Substring) -> UInt32 {
            let bytes = Array(text.utf8)
            if let offset = offsets[bytes] { return offset }
            let offset = UInt32(strings.count)
            strings += bytes + [0]
            offsets[bytes] = offset
            return offset
        }
        var buckets = [(key: UInt32, prefix: UInt32, suffix: UInt32)](repeating: (0, 0, 0), count: bucketCount)
        var longest = 0
        var stored = 0
        for entry in entries {
            let slash = entry.destination.lastIndex(of: "/").map { entry.destination.index(after: $0) } ?? entry.destination.startIndex
            let bucket = (intern(Substring(entry.key)), intern(entry.destination[..<slash]), intern(entry.destination[slash...]))
            // clang hashes `char`s, signed on some hosts and unsigned on others: a name with bytes
            // above 127 is stored under both hashes so either finds it.
            for hash in Set([hash(entry.key, signed: false), hash(entry.key, signed: true)]) {
                var index = Int(hash & UInt32(bucketCount - 1))
                while buckets[index].key != 0 { index = (index + 1) & (bucketCount - 1) }
                buckets[index] = bucket
                stored += 1
            }
            longest = max(longest, entry.destination.utf8.count)
        }
        let headerSize = 24
        var data = Data()
        func append(_ value: UInt32) { withUnsafeBytes(of: value.littleEndian) { data.append(contentsOf: $0) } }
        func append(_ value: UInt16) { withUnsafeBytes(of: value.littleEndian) { data.append(contentsOf: $0) } }
        append(UInt32(0x686D_6170))  // "hmap"
        append(UInt16(1))  // version
        append(UInt16(0))  // reserved
        append(UInt32(headerSize + bucketCount * 12))  // where the strings start
        append(UInt32(stored))
        append(UInt32(bucketCount))
        append(UInt32(longest))
        for bucket in buckets {
            append(bucket.key)
            append(bucket.prefix)
            append(bucket.suffix)
        }
        data.append(contentsOf: strings)
        return data
    }

    /// clang's `HashHMapKey`: the sum of the lowercased `char`s, each times 13.
    private static func hash(_ key: String, signed: Bool) -> UInt32 {
        key.utf8.reduce(UInt32(0)) { sum, byte in
            let value = signed ? UInt32(bitPattern: Int32(Int8(bitPattern: lowercased(byte)))) : UInt32(lowercased(byte))
            return sum &+ value &* 13
        }
    }

    /// ASCII lowercasing, byte by byte, as clang compares keys.
    private static func lowercased(_ byte: UInt8) -> UInt8 {
        (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) ? byte + 32 : byte
    }
}
