#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// Writes archlint's outputs (`graph --output`, `init`, `--write-baseline`) so that nothing but the
/// named output changes: a regular file (or a new one) is replaced atomically, a temporary file
/// renamed over it, so a reader never sees half a file; a device or FIFO is written through (a
/// rename would put a regular file in place of `/dev/full` or a pipe); a symbolic link is followed
/// and its target treated the same way. Every write error, a full disk included, is thrown.
public enum OutputFile {
    public struct Failure: Error, LocalizedError, CustomStringConvertible {
        public var message: String
        public var description: String { message }
        public var errorDescription: String? { message }
    }

    public static func write(_ data: Data, to path: String) throws {
        var status = stat()
        guard stat(path, &status) == 0 else {
            guard errno == ENOENT else { throw failure() }
            var linkStatus = stat()
            if lstat(path, &linkStatus) == 0 {
                throw Failure(message: "it is a symbolic link to a file that does not exist")
            }
            return try replaceAtomically(path, with: data, mode: nil)
        }
        switch status.st_mode & S_IFMT {
        case S_IFREG:
            // Through a link, the link's target is replaced and the link kept.
            let target = URL(fileURLWithPath: path).resolvingSymlinksInPath().path
            try replaceAtomically(target, with: data, mode: status.st_mode & 0o7777)
        case S_IFCHR, S_IFIFO:
            try writeThrough(path, data)
        case S_IFDIR:
            throw Failure(message: "it is a folder")
        default:
            throw Failure(message: "it is neither a regular file, a character device nor a FIFO")
        }
    }

    private static func replaceAtomically(_ path: String, with data: Data, mode: mode_t?) throws {
        let url = URL(fileURLWithPath: path)
        let temporary = url.deletingLastPathComponent()
            .appendingPathComponent(".\(url.lastPathComponent).archlint-\(UUID().uuidString).tmp").path
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL, mode ?? 0o644)
        guard descriptor >= 0 else { throw failure() }
        do {
            if let mode { fchmod(descriptor, mode) }
            try writeAll(descriptor, data)
            guard fsync(descriptor) == 0 else { throw failure() }
        } catch {
            close(descriptor)
            unlink(temporary)
            throw error
        }
        guard close(descriptor) == 0 else {
            let error = failure()
            unlink(temporary)
            throw error
        }
        guard rename(temporary, path) == 0 else {
            let error = failure()
            unlink(temporary)
            throw error
        }
    }

    private static func writeThrough(_ path: String, _ data: Data) throws {
        let descriptor = open(path, O_WRONLY)
        guard descriptor >= 0 else { throw failure() }
        do {
            try writeAll(descriptor, data)
        } catch {
            close(descriptor)
            throw error
        }
        guard close(descriptor) == 0 else { throw failure() }
    }

    private static func writeAll(_ descriptor: Int32, _ data: Data) throws {
        try data.withUnsafeBytes { (bytes: UnsafeRawBufferPointer) in
            var offset = 0
            while offset < bytes.count {
                let written = systemWrite(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
                if written < 0 && errno == EINTR { continue }
                guard written > 0 else { throw failure() }
                offset += written
            }
        }
    }

    /// The system's reason; callers say what they were writing (`cannot write FILE: …`).
    private static func failure() -> Failure {
        Failure(message: String(cString: strerror(errno)))
    }
}

/// `write(2)`, named apart from `OutputFile.write(_:to:)`.
@inline(__always)
private func systemWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
    #if canImport(Glibc)
    return Glibc.write(descriptor, buffer, count)
    #else
    return Darwin.write(descriptor, buffer, count)
    #endif
}
