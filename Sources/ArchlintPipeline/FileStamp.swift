#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What `stat` says of a file that only a change of the file can change: its size, modification and
/// status-change times (nanoseconds), inode and device. The facts cache keeps it beside a Swift
/// file's key, and a later run whose `stat` gives the same stamp takes the kept key without reading
/// and hashing the file (git's index does the same). The status-change time cannot be set back by
/// anyone (`touch -r`, `cp -p`, `rsync -t` and extracting an archive all leave it at the time of the
/// change), and a file replaced by another has a new inode or status-change time.
///
/// A stamp is only made for a file that last changed at least `settled` seconds before it was read:
/// a file edited again within the clock's granularity of its last change (or of the read) could keep
/// every field, so a young file is read and hashed on every run until it settles. Left, as git
/// leaves it: Linux updates the times only at the first write to a clean page of a file mapped
/// shared, so a second write through the mapping before writeback changes no field (README).
struct FileStamp: Equatable, Sendable {
    var size: Int64
    var modified: Int64
    var changed: Int64
    var inode: UInt64
    var device: UInt64

    static let settled: Int64 = 2

    /// The stamp of `status`, read at `now` (seconds since the epoch); nil for a file that is not
    /// regular or changed within `settled` seconds of `now`.
    init?(_ status: stat, now: Int64) {
        guard status.st_mode & S_IFMT == S_IFREG else { return nil }
        #if canImport(Darwin)
        let (modified, changed) = (status.st_mtimespec, status.st_ctimespec)
        #else
        let (modified, changed) = (status.st_mtim, status.st_ctim)
        #endif
        guard Int64(modified.tv_sec) <= now - FileStamp.settled, Int64(changed.tv_sec) <= now - FileStamp.settled else {
            return nil
        }
        size = Int64(status.st_size)
        self.modified = Int64(modified.tv_sec) * 1_000_000_000 + Int64(modified.tv_nsec)
        self.changed = Int64(changed.tv_sec) * 1_000_000_000 + Int64(changed.tv_nsec)
        inode = UInt64(status.st_ino)
        device = UInt64(status.st_dev)
    }

    init(size: Int64, modified: Int64, changed: Int64, inode: UInt64, device: UInt64) {
        (self.size, self.modified, self.changed, self.inode, self.device) = (size, modified, changed, inode, device)
    }

    /// The stamp of the file at `path` now, or nil (no such file, not regular, or not settled).
    static func of(_ path: String) -> FileStamp? {
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        return FileStamp(status, now: now())
    }

    static func now() -> Int64 { Int64(time(nil)) }
}
