import Foundation

/// Finds the source files under the given roots. Skips hidden folders and vendored or build output
/// (`.build`, `Pods`, `Carthage`, `DerivedData`), never follows a symbolic link out of the roots, and
/// never loops on one.
public struct SourceDiscovery {
    public static let skippedFolders: Set<String> = ["Pods", "Carthage", "DerivedData", ".build", "build", "node_modules"]
    /// Swift, and Objective-C (headers and implementation files) for mixed targets.
    public static let sourceExtensions: Set<String> = ["swift", "h", "m", "mm"]

    public enum Failure: Error, Equatable, CustomStringConvertible {
        case missingPath(String)

        public var description: String {
            switch self {
            case .missingPath(let path): return "no such file or directory: \(path)"
            }
        }
    }

    public init() {}

    /// Only regular files are read: a FIFO or device named `.swift` would block or never end.
    static func isRegularFile(_ path: String) -> Bool {
        let type = (try? FileManager.default.attributesOfItem(atPath: path))?[.type] as? FileAttributeType
        return type == .typeRegular
    }

    /// What discovery found: the files to check, and what it could not look at (an unreadable
    /// folder, a name that is not UTF-8), so nothing is lost in silence.
    public struct Discovery {
        public var files: [String]
        public var problems: [(path: String, message: String)]
    }

    /// The files to check, sorted, each listed once.
    public func files(under roots: [String]) throws -> [String] {
        try discover(under: roots).files
    }

    /// The files to check, sorted; a file reached twice (through a link inside the root, or through
    /// two roots that are one folder) is listed once, under its own name where that is one of them.
    public func discover(under roots: [String]) throws -> Discovery {
        var found = Set<String>()
        // By real folder, so a folder reached twice is reported once, under its first name.
        var problems: [String: (path: String, message: String)] = [:]
        func report(_ path: String, _ key: String, _ message: String) {
            if problems[key].map({ path < $0.path }) ?? true { problems[key] = (path, message) }
        }
        let fileManager = FileManager.default
        for root in roots {
            var isDirectory: ObjCBool = false
            guard fileManager.fileExists(atPath: root, isDirectory: &isDirectory) else {
                throw Failure.missingPath(root)
            }
            if !isDirectory.boolValue {
                found.insert(root)
                continue
            }
            let rootReal = URL(fileURLWithPath: root).resolvingSymlinksInPath().path
            var visitedDirectories: Set<String> = [rootReal]
            var stack = [root]
            while let directory = stack.popLast() {
                let directoryReal = URL(fileURLWithPath: directory).resolvingSymlinksInPath().path
                let listing: DirectoryListing
                do {
                    listing = try DirectoryListing(directory)
                } catch {
                    report(directory, directoryReal, "cannot read folder (\(error)); its files are not checked")
                    continue
                }
                for undecodable in listing.undecodableNames {
                    report(join(directory, undecodable), join(directoryReal, undecodable), "name is not valid UTF-8; not checked")
                }
                for entry in listing.names {
                    if entry.hasPrefix(".") || SourceDiscovery.skippedFolders.contains(entry) { continue }
                    let path = join(directory, entry)
                    var entryIsDirectory: ObjCBool = false
                    guard fileManager.fileExists(atPath: path, isDirectory: &entryIsDirectory) else { continue }
                    let attributes = try? fileManager.attributesOfItem(atPath: path)
                    let isLink = (attributes?[.type] as? FileAttributeType) == .typeSymbolicLink
                    let real = isLink ? URL(fileURLWithPath: path).resolvingSymlinksInPath().path : nil
                    if let real, !(real == rootReal || real.hasPrefix(rootReal + "/")) { continue }  // leaves the root
                    if entryIsDirectory.boolValue {
                        let key = real ?? URL(fileURLWithPath: path).standardizedFileURL.path
                        if visitedDirectories.insert(key).inserted { stack.append(path) }
                    } else if SourceDiscovery.sourceExtensions.contains((entry as NSString).pathExtension),
                              SourceDiscovery.isRegularFile(real ?? path) {
                        found.insert(path)
                    }
                }
            }
        }
        return Discovery(files: SourceDiscovery.oncePerFile(found), problems: problems.values.sorted { $0.path < $1.path })
    }

    private func join(_ directory: String, _ entry: String) -> String {
        directory == "." ? entry : (directory.hasSuffix("/") ? directory + entry : directory + "/" + entry)
    }

    /// One path per real file: the one that names the file itself when there is one, else the first.
    static func oncePerFile(_ paths: Set<String>) -> [String] {
        var byReal: [String: [String]] = [:]
        for path in paths {
            byReal[URL(fileURLWithPath: path).resolvingSymlinksInPath().path, default: []].append(path)
        }
        return byReal.map { real, candidates in
            candidates.sorted().first { URL(fileURLWithPath: $0).standardizedFileURL.path == real } ?? candidates.min()!
        }.sorted()
    }
}

/// A folder's entries, read with `readdir` so a name that is not UTF-8 is seen (and reported)
/// instead of being dropped or mangled.
private struct DirectoryListing {
    var names: [String] = []
    var undecodableNames: [String] = []

    struct Failure: Error, CustomStringConvertible {
        var code: Int32
        var description: String { String(cString: strerror(code)).lowercased() }
    }

    init(_ path: String) throws {
        guard let directory = opendir(path) else { throw Failure(code: errno) }
        defer { closedir(directory) }
        while let entry = readdir(directory) {
            let bytes = withUnsafeBytes(of: entry.pointee.d_name) { raw in Array(raw.prefix { $0 != 0 }) }
            if bytes == [UInt8(ascii: ".")] || bytes == [UInt8(ascii: "."), UInt8(ascii: ".")] { continue }
            if let name = String(validating: bytes, as: UTF8.self) {
                names.append(name)
            } else {
                undecodableNames.append(String(decoding: bytes, as: UTF8.self))
            }
        }
        names.sort()
        undecodableNames.sort()
    }
}
