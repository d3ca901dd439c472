import Foundation

/// The roots are a wall for libclang too (SPEC §9): a virtual file system overlay that lists the
/// discovered source files (regular files inside the given roots) and hides everything else, so an
/// `#import` of `/dev/zero`, of a FIFO, of `../../etc/passwd` or through a link out of the root
/// finds nothing instead of blocking, growing without end or reading outside the roots. The SDK
/// stand-ins are in-memory files and stay visible.
public enum IncludeWall {
    /// Writes the overlay for `files` to a new temporary file and returns its path; the caller removes it.
    public static func writeOverlay(allowing files: [String]) throws -> String {
        var byDirectory: [String: [(name: String, external: String)]] = [:]
        for file in files {
            let absolute = absolute(file)
            let directory = (absolute as NSString).deletingLastPathComponent
            let external = URL(fileURLWithPath: absolute).resolvingSymlinksInPath().path
            byDirectory[directory, default: []].append(((absolute as NSString).lastPathComponent, external))
        }
        let roots: [[String: Any]] = byDirectory.keys.sorted().map { directory in
            ["type": "directory", "name": directory,
             "contents": byDirectory[directory]!.sorted { $0.name < $1.name }.map {
                 ["type": "file", "name": $0.name, "external-contents": $0.external]
             }]
        }
        // JSON is YAML, which is what clang reads; without `fallthrough` nothing else is visible.
        let overlay: [String: Any] = ["version": 0, "case-sensitive": true, "use-external-names": false,
                                      "fallthrough": false, "roots": roots]
        let data = try JSONSerialization.data(withJSONObject: overlay, options: [.sortedKeys, .withoutEscapingSlashes])
        let path = FileManager.default.temporaryDirectory
            .appendingPathComponent("archlint-include-wall-\(UUID().uuidString).yaml").path
        try data.write(to: URL(fileURLWithPath: path))
        return path
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
