import ArchlintConfiguration
import ArchlintFacts
import Foundation
import ObjCFrontend

/// The per-file facts cache (SPEC §6): a run keeps what the front ends extracted from each file, and
/// the next run over the same roots decodes those facts instead of scanning a file whose key did not
/// change. A Swift file's key is its size and content hash; an Objective-C file's also covers the
/// headers it may include and the front end's options (`ObjectiveCCacheKeys`). The whole cache is
/// keyed by archlint's version and build and by the codec's format: any other pack is ignored.
///
/// One pack file per working directory, list of roots and archlint build
/// (`facts-<scope>-<build>.pack`), read with one `read` and written whole to a temporary file that is
/// then renamed over it, so a reader never sees a partial pack. Two builds used on one tree (two
/// installed versions, a debug and a release build) keep a pack each instead of overwriting each
/// other's. A pack's modification time is when it was last used; packs of builds that are no longer
/// used are removed (`PackEviction`), so the folder does not grow without end. Every entry carries a checksum of its bytes; a pack or an entry that is
/// truncated, damaged, from another build or for other contents is a miss, and the file is scanned
/// again: the cache can make a run faster, never different. Failures (unreadable files, libclang
/// errors) are never cached.
public final class FactsCache: @unchecked Sendable {
    public struct Settings: Sendable {
        /// The folders to try, in order; the first that exists or can be created holds the cache.
        public var directories: [String]
        /// What produced the facts: archlint's version and build. A rebuilt binary starts afresh.
        public var toolIdentity: String
        /// Told once when the cache cannot be read or written; the run goes on without it.
        public var warn: @Sendable (String) -> Void

        public init(directories: [String], toolIdentity: String, warn: @escaping @Sendable (String) -> Void = { _ in }) {
            self.directories = directories
            self.toolIdentity = toolIdentity
            self.warn = warn
        }

        /// Without `--cache-path`: `.build/archlint-cache` of the Swift package holding the first
        /// path (the folder SwiftPM already keeps its build products in and version control already
        /// ignores), then `$XDG_CACHE_HOME/archlint`, else `~/.cache/archlint`
        /// (`~/Library/Caches/archlint` on macOS). Never a new folder inside a tree that is not a
        /// Swift package.
        public static func defaultDirectories(firstPath: String,
                                              environment: [String: String] = ProcessInfo.processInfo.environment) -> [String] {
            var directories: [String] = []
            if let package = swiftPackageRoot(above: firstPath) { directories.append(package + "/.build/archlint-cache") }
            if let xdg = environment["XDG_CACHE_HOME"], xdg.hasPrefix("/") {
                directories.append(xdg + "/archlint")
            } else if let home = environment["HOME"], home.hasPrefix("/") {
                #if os(macOS)
                directories.append(home + "/Library/Caches/archlint")
                #else
                directories.append(home + "/.cache/archlint")
                #endif
            }
            return directories
        }

        /// The nearest folder at or above `path` that holds a `Package.swift`.
        static func swiftPackageRoot(above path: String) -> String? {
            var directory = AbsolutePath.of(path)
            var isDirectory: ObjCBool = false
            if !FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory) || !isDirectory.boolValue {
                directory = (directory as NSString).deletingLastPathComponent
            }
            while true {
                var isFolder: ObjCBool = true
                if FileManager.default.fileExists(atPath: directory + "/Package.swift", isDirectory: &isFolder), !isFolder.boolValue {
                    return directory
                }
                if directory == "/" || directory.isEmpty { return nil }
                directory = (directory as NSString).deletingLastPathComponent
            }
        }
    }

    /// Bumped when the pack's own layout changes (the facts' layout is `FactsCodec.formatVersion`).
    static let packLayoutVersion: UInt32 = 2
    static let magic = Array("archlint-facts\n\u{0}".utf8)

    let packPath: String
    private let eviction: PackEviction
    private let warn: @Sendable (String) -> Void
    let identity: [UInt8]
    /// The pack read at the start: its bytes and, per file, where its entry lies.
    private let stored: [UInt8]
    private let index: [String: StoredEntry]
    private let lock = NSLock()
    /// What the next pack holds: every file of this run that has facts.
    private var entries: [String: Entry] = [:]
    private var changed = false

    private struct StoredEntry {
        var size: Int
        var key: UInt64
        var range: Range<Int>
        var checksum: UInt64
        /// The file's stamp when its key was last computed, if it had settled (`FileStamp`).
        var stamp: FileStamp?
    }

    private struct Entry {
        var size: Int
        var key: UInt64
        /// The checksum of the entry's encoded facts: the stored pack's bytes at `storedRange`, or the
        /// new facts' encoding once `save` has made it (nil before).
        var checksum: UInt64?
        /// New facts, encoded when the pack is saved; nil: still the stored pack's bytes at `storedRange`.
        var facts: FileFacts?
        var storedRange: Range<Int>
        var stamp: FileStamp?
    }

    /// Opens the cache for a run over `roots`; nil (after one warning) when no folder can hold it.
    public init?(_ settings: Settings, roots: [String]) {
        guard let directory = settings.directories.first(where: FactsCache.prepare) else {
            settings.warn("cannot create the facts cache in \(settings.directories.joined(separator: " or ")); running without it")
            return nil
        }
        let scope = ContentHash.combining([FileManager.default.currentDirectoryPath] + roots)
        warn = settings.warn
        var identity: [UInt8] = []
        withUnsafeBytes(of: FactsCache.packLayoutVersion.littleEndian) { identity += $0 }
        withUnsafeBytes(of: FactsCodec.formatVersion.littleEndian) { identity += $0 }
        identity += Array(settings.toolIdentity.utf8)
        self.identity = identity
        eviction = PackEviction(directory: directory, scope: String(scope, radix: 16),
                                build: String(ContentHash.of(identity), radix: 16))
        packPath = eviction.packPath
        stored = WholeFile.read(packPath) ?? []
        index = FactsCache.readIndex(stored, identity: identity) ?? [:]
    }

    private static func prepare(_ directory: String) -> Bool {
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory) { return isDirectory.boolValue }
        return (try? FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)) != nil
    }

    // MARK: Looking up and storing

    /// What a file's cached facts are valid for: its size and a hash of its contents (and, for
    /// Objective-C, of what else decides its facts).
    public struct Key: Hashable, Sendable {
        public var size: Int
        public var value: UInt64
    }

    /// A Swift file's key: the scanner reads nothing but the file.
    public static func swiftKey(_ bytes: UnsafeBufferPointer<UInt8>) -> Key {
        Key(size: bytes.count, value: ContentHash.of(bytes, seed: swiftSeed))
    }

    /// Distinguishes a Swift key from any other front end's for the same bytes.
    private static let swiftSeed = ContentHash.of("swift")

    /// The facts stored for `path` under `key`, or nil: never stored, stored for other contents, or damaged.
    public func cachedFacts(path: String, key: Key) -> FileFacts? {
        guard let entry = index[path], entry.size == key.size, entry.key == key.value,
              let facts = decode(entry, path: path) else { return nil }
        lock.lock()
        // The stamp a lookup of this run gave the key (`holdsFacts`, `unchangedKey`) stays.
        keep(entry, at: path, stamp: entries[path].flatMap { $0.key == key.value ? $0.stamp : nil })
        lock.unlock()
        return facts
    }

    /// The facts the pack this run read holds for `path`, whatever the file's contents now, if their
    /// encoding has `checksum`: the facts an earlier run's findings came from (`FindingsCache`).
    func storedFacts(path: String, checksum: UInt64) -> FileFacts? {
        guard let entry = index[path], entry.checksum == checksum else { return nil }
        return decode(entry, path: path)
    }

    /// An entry's facts; nil when its bytes are damaged. Facts of another file would change the
    /// result, so they are a miss too.
    private func decode(_ entry: StoredEntry, path: String) -> FileFacts? {
        let facts = stored.withUnsafeBytes { raw -> FileFacts? in
            let bytes = UnsafeRawBufferPointer(rebasing: raw[entry.range])
            guard ContentHash.of(bytes) == entry.checksum else { return nil }
            return try? FactsCodec.decode(bytes)
        }
        return facts?.path == path ? facts : nil
    }

    /// Whether facts for `path` under `key` are stored. They are kept for the next pack without being
    /// decoded: a run whose findings are kept (`FindingsCache`) never needs them, and `cachedFacts`
    /// decodes them when a run does (a damaged entry is a miss then, and the file is scanned again).
    /// `stamp`: the file's stamp when it was read, kept with the key for the next run (`unchangedKey`).
    func holdsFacts(path: String, key: Key, stamp: FileStamp?) -> Bool {
        guard let entry = index[path], entry.size == key.size, entry.key == key.value else { return false }
        lock.lock()
        keep(entry, at: path, stamp: stamp)
        // A stamp made or lost is written, so that the next run need not read the file.
        if stamp != entry.stamp { changed = true }
        lock.unlock()
        return true
    }

    /// The key kept for `path` when the pack holds a stamp for it and `stamp()` (called only then)
    /// gives the same: the file did not change since its key was computed, so it is not read
    /// (`FileStamp`). Its facts are kept for the next pack, as `holdsFacts` keeps them.
    func unchangedKey(path: String, stamp: () -> FileStamp?) -> Key? {
        guard let entry = index[path], let kept = entry.stamp, Int64(entry.size) == kept.size, stamp() == kept else {
            return nil
        }
        lock.lock()
        keep(entry, at: path, stamp: kept)
        lock.unlock()
        return Key(size: entry.size, value: entry.key)
    }

    /// Keeps a stored entry's bytes for the next pack, with the stamp this run gives it. Called with
    /// the lock held.
    private func keep(_ entry: StoredEntry, at path: String, stamp: FileStamp?) {
        entries[path] = Entry(size: entry.size, key: entry.key, checksum: entry.checksum, facts: nil, storedRange: entry.range,
                              stamp: stamp)
    }

    /// The checksum of the encoded facts this run took for `path` from the pack or gave it (after
    /// `save`); nil for a file without cached facts. Facts with the same checksum are the same facts,
    /// so kept findings are tied to exactly the facts they were computed from (`FindingsCache`).
    public func factsChecksum(path: String) -> UInt64? {
        lock.lock()
        defer { lock.unlock() }
        return entries[path]?.checksum
    }

    /// Keeps `facts` for the next run. They are encoded by `save`, which runs beside the model and
    /// graph stages, so the scan's threads spend no time on the cache.
    public func store(_ facts: FileFacts, path: String, key: Key) {
        store(facts, path: path, key: key, stamp: nil)
    }

    func store(_ facts: FileFacts, path: String, key: Key, stamp: FileStamp?) {
        lock.lock()
        entries[path] = Entry(size: key.size, key: key.value, checksum: nil, facts: facts, storedRange: 0..<0, stamp: stamp)
        changed = true
        lock.unlock()
    }

    /// Objective-C facts in the order of `files`, each with its key (nil without the cache): cached
    /// facts where a file's key (`ObjectiveCCacheKeys`) is unchanged, the rest from one `scan` of the
    /// files that missed, kept for the next run.
    static func objectiveCFacts(_ files: [String], cache: FactsCache?, readable: [String], frontEndOptions: [String],
                                jobs: Int = 1, scan: ([String]) -> [Result<FileFacts, ObjCFrontend.Problem>])
        -> [(result: Result<FileFacts, ObjCFrontend.Problem>, key: Key?)] {
        guard let cache else { return scan(files).map { ($0, nil) } }
        let keys = ObjectiveCCacheKeys(readable: readable, frontEndOptions: frontEndOptions,
                                       frontEndIdentity: ObjCFrontend.factsIdentity,
                                       includesLeaveTheRoots: ObjCFrontend.includesLeaveTheRoots, jobs: jobs)
        let fileKeys = files.map { keys.key(of: $0) }
        var results = zip(files, fileKeys).map { path, key -> Result<FileFacts, ObjCFrontend.Problem>? in
            key.flatMap { cache.cachedFacts(path: path, key: $0) }.map { .success($0) }
        }
        let missing = files.indices.filter { results[$0] == nil }
        for (index, result) in zip(missing, missing.isEmpty ? [] : scan(missing.map { files[$0] })) {
            results[index] = result
            if case .success(let facts) = result, let key = fileKeys[index] {
                cache.store(facts, path: files[index], key: key)
            }
        }
        // `scan` answers every file it is given.
        return zip(results, fileKeys).compactMap { result, key in result.map { ($0, key) } }
    }

    // MARK: The pack file

    /// Header: magic, identity length and identity, entry count, index length, index checksum.
    /// Index: per entry (sorted by path) the path, size, key, payload offset and length, checksum,
    /// then whether it has a stamp (0 or 1) and the stamp's modification and status-change times,
    /// inode and device (zero without one).
    /// Payload: the entries' encoded facts.
    private static func readIndex(_ pack: [UInt8], identity: [UInt8]) -> [String: StoredEntry]? {
        var reader = PackReader(bytes: pack)
        guard reader.take(magic.count) == magic[...],
              let identityLength = reader.length(), identityLength == identity.count,
              reader.take(identity.count) == identity[...],
              let count = reader.length(), let indexLength = reader.length(), let indexChecksum = reader.word()
        else { return nil }
        var entries = reader
        guard let indexBytes = reader.take(indexLength),
              indexBytes.withUnsafeBytes({ ContentHash.of($0) }) == indexChecksum else { return nil }
        let payloadStart = reader.position
        let payloadLength = pack.count - payloadStart
        var index: [String: StoredEntry] = [:]
        index.reserveCapacity(count)
        // The entries tile the payload in order: a pack with bytes to spare is damaged too.
        var tiled = 0
        for _ in 0..<count {
            guard let pathLength = entries.length(), let pathBytes = entries.take(pathLength),
                  let size = entries.word(), let key = entries.word(), let offset = entries.length(),
                  let length = entries.length(), let checksum = entries.word(),
                  let stamped = entries.word(), let modified = entries.word(), let changed = entries.word(),
                  let inode = entries.word(), let device = entries.word(),
                  offset == tiled, length <= payloadLength - offset, stamped <= 1
            else { return nil }
            tiled += length
            let start = payloadStart + offset
            let stamp = stamped == 1 ? FileStamp(size: Int64(bitPattern: size), modified: Int64(bitPattern: modified),
                                                 changed: Int64(bitPattern: changed), inode: inode, device: device) : nil
            index[String(decoding: pathBytes, as: UTF8.self)] = StoredEntry(size: Int(truncatingIfNeeded: size), key: key, range: start..<start + length,
                                                                            checksum: checksum, stamp: stamp)
        }
        return entries.position == payloadStart && tiled == payloadLength && index.count == count ? index : nil
    }

    /// Writes the pack when this run scanned anything or saw a different set of files; a warning,
    /// never a failure, when it cannot.
    public func save() {
        lock.lock()
        let entries = self.entries
        let changed = self.changed
        lock.unlock()
        guard changed || entries.count != index.count else {
            eviction.markUsed()
            return
        }
        // The encodings go straight into the pack, behind room for the index, whose size the paths
        // alone decide. A dictionary of per-file encodings, each copied into the pack afterwards, and
        // several lookups by path for each entry made the save's own work, beside the encoding, 69 M
        // instructions on a generated 250k-line app instead of 38 M (most of that is the sort).
        let paths = entries.keys.sorted()
        let indexLength = paths.reduce(0) { $0 + 8 + $1.utf8.count + 10 * 8 }
        var pack: [UInt8] = []
        pack.reserveCapacity(FactsCache.magic.count + identity.count + 32 + indexLength + stored.count)
        pack += FactsCache.magic
        append(UInt64(identity.count), to: &pack)
        pack += identity
        append(UInt64(paths.count), to: &pack)
        append(UInt64(indexLength), to: &pack)
        let indexChecksumStart = pack.count
        append(0, to: &pack)
        let indexStart = pack.count
        let payloadStart = indexStart + indexLength
        pack += repeatElement(0, count: indexLength)
        var indexBytes: [UInt8] = []
        indexBytes.reserveCapacity(indexLength)
        var newChecksums: [(path: String, checksum: UInt64)] = []
        let encoder = FactsEncoder()
        for path in paths {
            let entry = entries[path]!
            let start = pack.count
            let checksum: UInt64
            if let facts = entry.facts {
                encoder.encode(facts, appendingTo: &pack)
                checksum = pack.withUnsafeBytes { ContentHash.of(UnsafeRawBufferPointer(rebasing: $0[start...])) }
                newChecksums.append((path, checksum))
            } else {
                pack += stored[entry.storedRange]
                checksum = entry.checksum ?? stored[entry.storedRange].withUnsafeBytes { ContentHash.of($0) }
            }
            append(UInt64(path.utf8.count), to: &indexBytes)
            indexBytes += path.utf8
            let stamp = entry.stamp
            for value in [UInt64(entry.size), entry.key, UInt64(start - payloadStart), UInt64(pack.count - start), checksum,
                          stamp == nil ? 0 : 1, UInt64(bitPattern: stamp?.modified ?? 0), UInt64(bitPattern: stamp?.changed ?? 0),
                          stamp?.inode ?? 0, stamp?.device ?? 0] {
                append(value, to: &indexBytes)
            }
        }
        assert(indexBytes.count == indexLength)
        // The new facts' checksums, for the findings kept for them (`factsChecksum`).
        lock.lock()
        for (path, checksum) in newChecksums where self.entries[path]?.checksum == nil { self.entries[path]?.checksum = checksum }
        lock.unlock()
        pack.replaceSubrange(indexStart..<payloadStart, with: indexBytes)
        withUnsafeBytes(of: ContentHash.of(indexBytes).littleEndian) { checksum in
            pack.replaceSubrange(indexChecksumStart..<indexStart, with: checksum)
        }
        do {
            try WholeFile.writeAtomically(pack, to: packPath)
        } catch {
            warn("cannot write the facts cache \(packPath): \(error)")
        }
        eviction.removeUnused()
    }

    private func append(_ value: UInt64, to bytes: inout [UInt8]) {
        withUnsafeBytes(of: value.littleEndian) { bytes += $0 }
    }
}

/// Reads the pack's fixed-width little-endian words and byte runs, nil past the end (the kept
/// findings' file too, `FindingsCache`).
struct PackReader {
    let bytes: [UInt8]
    var position = 0

    mutating func take(_ count: Int) -> ArraySlice<UInt8>? {
        guard count >= 0, count <= bytes.count - position else { return nil }
        defer { position += count }
        return bytes[position..<position + count]
    }

    mutating func word() -> UInt64? {
        guard let slice = take(8) else { return nil }
        var value: UInt64 = 0
        for (shift, byte) in slice.enumerated() { value |= UInt64(byte) << (8 * UInt64(shift)) }
        return value
    }

    /// A size, count or offset: no larger than the pack, so a damaged one cannot reserve or loop without end.
    mutating func length() -> Int? {
        guard let value = word(), value <= UInt64(bytes.count) else { return nil }
        return Int(value)
    }
}

/// Whole-file reads and atomic writes with plain system calls: the cache reads one pack and, for
/// Objective-C keys, every header, and must not block on a FIFO that replaced a file.
enum WholeFile {
    static func read(_ path: String) -> [UInt8]? {
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG else { return nil }
        let size = Int(status.st_size)
        var bytes = [UInt8](repeating: 0, count: size)
        var filled = 0
        let complete = bytes.withUnsafeMutableBytes { raw -> Bool in
            while filled < size {
                let got = Foundation.read(descriptor, raw.baseAddress! + filled, size - filled)
                if got < 0, errno == EINTR { continue }
                guard got > 0 else { return false }
                filled += got
            }
            return true
        }
        return complete ? bytes : nil
    }

    struct WriteFailure: Error, CustomStringConvertible {
        var description: String
    }

    /// A temporary file beside `path`, renamed over it: a reader sees the old file or the new, whole.
    static func writeAtomically(_ bytes: [UInt8], to path: String) throws {
        let temporary = path + ".\(getpid()).\(UInt32.random(in: 0...UInt32.max)).tmp"
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw WriteFailure(description: String(cString: strerror(errno))) }
        var written = 0
        let complete = bytes.withUnsafeBytes { raw -> Bool in
            while written < raw.count {
                let wrote = write(descriptor, raw.baseAddress! + written, raw.count - written)
                if wrote < 0, errno == EINTR { continue }
                guard wrote > 0 else { return false }
                written += wrote
            }
            return true
        }
        let failure = complete ? nil : String(cString: strerror(errno))
        close(descriptor)
        guard let failure else {
            guard rename(temporary, path) == 0 else {
                let message = String(cString: strerror(errno))
                unlink(temporary)
                throw WriteFailure(description: message)
            }
            return
        }
        unlink(temporary)
        throw WriteFailure(description: failure)
    }
}

