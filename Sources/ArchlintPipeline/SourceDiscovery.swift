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

    /// The files to check, sorted, each listed once.
    public func files(under roots: [String]) throws -> [String] {
        var result = Set<String>()
        let fileManager = FileManager.default
        for root in roots {
            var isDirectory: ObjCBool = false
            guard fileManager.fileExists(atPath: root, isDirectory: &isDirectory) else {
                throw Failure.missingPath(root)
            }
            if !isDirectory.boolValue {
                result.insert(root)
                continue
            }
            let rootReal = URL(fileURLWithPath: root).resolvingSymlinksInPath().path
            var visitedDirectories: Set<String> = [rootReal]
            var stack = [root]
            while let directory = stack.popLast() {
                guard let entries = try? fileManager.contentsOfDirectory(atPath: directory) else { continue }
                for entry in entries.sorted() {
                    if entry.hasPrefix(".") || SourceDiscovery.skippedFolders.contains(entry) { continue }
                    let path = directory == "." ? entry : (directory.hasSuffix("/") ? directory + entry : directory + "/" + entry)
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
                        result.insert(path)
                    }
                }
            }
        }
        return result.sorted()
    }
}
