import Foundation

/// The roots are a wall for libclang too (SPEC §9): a virtual file system overlay that lists the
/// discovered source files (regular files inside the given roots) and hides everything else, so an
/// `#import` of `/dev/zero`, of a FIFO, of `../../etc/passwd` or through a link out of the root
/// finds nothing instead of blocking, growing without end or reading outside the roots. The SDK
/// stand-ins are in-memory files and stay visible.
public enum IncludeWall {
    /// Writes the overlay for `files` to a new temporary file and returns its path; the caller removes it.
    public static func writeOverlay(allowing files: [String]) throws -> String {
        try writeOverlay(files.map(Entry.init))
    }

    /// Writes the overlay for `entries` to a new temporary file and returns its path.
    static func writeOverlay(_ entries: [Entry]) throws -> String {
        let path = FileManager.default.temporaryDirectory
            .appendingPathComponent("archlint-include-wall-\(UUID().uuidString).yaml").path
        try write(entries, to: path)
        return path
    }

    /// One file the overlay shows: where clang sees it, and the file it reads (links resolved).
    /// Its YAML is made once: a run writes an overlay for every file it parses.
    struct Entry {
        var directory: String
        var name: String
        /// The directory's name as YAML, and the file's entry.
        var quotedDirectory: String
        var yaml: String

        init(_ file: String) {
            let absolute = IncludeWall.absolute(file)
            directory = (absolute as NSString).deletingLastPathComponent
            name = (absolute as NSString).lastPathComponent
            let external = URL(fileURLWithPath: absolute).resolvingSymlinksInPath().path
            quotedDirectory = IncludeWall.quoted(directory)
            yaml = "  - type: file\n    name: \(IncludeWall.quoted(name))\n    external-contents: \(IncludeWall.quoted(external))\n"
        }
    }

    /// Writes an overlay that shows `entries` and nothing else.
    static func write(_ entries: [Entry], to path: String) throws {
        var byDirectory: [String: [Entry]] = [:]
        for entry in entries { byDirectory[entry.directory, default: []].append(entry) }
        // Block YAML, each name a JSON string (which YAML reads as a double-quoted scalar): clang
        // parses the overlay once per file it parses, and its YAML scanner reads block style about
        // a fifth faster than the flow style JSON is. Without `fallthrough` nothing else is visible.
        var text = "version: 0\ncase-sensitive: true\nuse-external-names: false\nfallthrough: false\n"
        text += byDirectory.isEmpty ? "roots: []\n" : "roots:\n"
        for directory in byDirectory.keys.sorted() {
            let files = byDirectory[directory]!.sorted(by: { $0.name < $1.name })
            text += "- type: directory\n  name: \(files[0].quotedDirectory)\n  contents:\n"
            for file in files { text += file.yaml }
        }
        try writeFile(Data(text.utf8), to: path)
    }

    /// Writes `data` to `path`, replacing what it held, without `Data.write`'s `fsync`: the file is
    /// read back by this run alone, and a flush to disk per parsed file was most of the kernel's time.
    /// Overwritten, then cut to length, not truncated first: ext4 flushes a file emptied and written
    /// again when it is closed (its guard for programs that replace a file that way).
    static func writeFile(_ data: Data, to path: String) throws {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: path]) }
        let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
        try handle.write(contentsOf: data)
        try handle.truncate(atOffset: UInt64(data.count))
    }

    /// `text` as a JSON string literal: quotes, backslashes and control characters escaped.
    static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F:
                result += "\\u" + String(repeating: "0", count: 4 - String(scalar.value, radix: 16).count) + String(scalar.value, radix: 16)
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }

    /// The path made absolute against the working directory, without resolving links (clang sees
    /// the name the tree uses; the overlay maps it to the real file).
    static func absolute(_ path: String) -> String {
        let joined = path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
        var components: [Substring] = []
        for component in joined.split(separator: "/") where component != "." {
            if component == ".." { _ = components.popLast() } else { components.append(component) }
        }
        return "/" + components.joined(separator: "/")
    }
}
