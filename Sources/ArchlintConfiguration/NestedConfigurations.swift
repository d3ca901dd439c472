import ArchlintFindings
import Foundation

/// `.archlint.yml` files in folders below the root configuration, merged as SwiftLint merges nested
/// configurations: a file is checked with the configuration nearest to it (its own folder's, else
/// its parent folders'), and a nested file applies on top of its parent's, which stays in force for
/// everything the nested file does not set (rule severities and options, the rule lists, the rules
/// its `extends` turns on). What describes the tree as a whole comes from the root configuration
/// only: SwiftLint ignores `included` and `excluded` in nested files, and archlint does the same
/// with `roles` (roles are drawn once, for the whole model); each ignored key is a warning.
public struct NestedConfigurations: Sendable {
    public struct Scope: Sendable {
        /// The folder the configuration applies to (absolute, standardized).
        public var folder: String
        public var file: String
        public var configuration: Configuration
    }

    public let root: Configuration
    /// Deepest folder first, so the first scope that holds a path is the nearest.
    public let scopes: [Scope]
    /// A nested file that set keys only the root configuration may set.
    public struct IgnoredKeys: Sendable {
        public var file: String
        public var message: String
    }

    public let warnings: [IgnoredKeys]

    /// The configuration of each folder holding `files` whose nearest `.archlint.yml` is not the root
    /// configuration `rootFile` (nil: the root is the default presets).
    public init(root: Configuration, rootFile: String?, files: [String]) throws {
        self.root = root
        let workingDirectory = FileManager.default.currentDirectoryPath
        let rootPath = rootFile.map { AbsolutePath.of($0, in: workingDirectory) }
        var nearest: [String: String?] = [:]
        func nearestFile(in folder: String) -> String? {
            if let known = nearest[folder] { return known }
            let candidate = folder == "/" ? "/" + Configuration.fileName : folder + "/" + Configuration.fileName
            var found: String?
            if candidate == rootPath {
                found = nil
            } else if ConfigurationFile.isRegular(candidate) {
                found = candidate
            } else {
                let parent = AbsolutePath.folder(of: folder)
                found = parent == folder ? nil : nearestFile(in: parent)
            }
            nearest[folder] = .some(found)
            return found
        }
        var folders = Set<String>()
        for file in files { folders.insert(AbsolutePath.folder(of: AbsolutePath.of(file, in: workingDirectory))) }
        var nestedFiles = Set<String>()
        for folder in folders { if let file = nearestFile(in: folder) { nestedFiles.insert(file) } }

        var merged: [String: Configuration] = [:]
        var warnings: [IgnoredKeys] = []
        // A nested file's parent is the nearest file above its folder, merged first.
        func configuration(of file: String) throws -> Configuration {
            if let done = merged[file] { return done }
            let folder = AbsolutePath.folder(of: file)
            let above = AbsolutePath.folder(of: folder)
            let parent = try above == folder ? root : nearestFile(in: above).map(configuration(of:)) ?? root
            var configuration = parent
            try configuration.apply(file: file, depth: 0)
            var ignored: [String] = []
            if configuration.included.count != parent.included.count || configuration.excluded.count != parent.excluded.count {
                ignored.append("included and excluded")
            }
            if configuration.roleRules.count != parent.roleRules.count { ignored.append("roles") }
            if !ignored.isEmpty {
                warnings.append(IgnoredKeys(file: file, message: "\(ignored.joined(separator: " and ")) apply from the root "
                                            + "configuration only; ignored in this nested configuration"))
            }
            configuration.included = parent.included
            configuration.excluded = parent.excluded
            configuration.baseDirectory = parent.baseDirectory
            configuration.roleRules = parent.roleRules
            merged[file] = configuration
            return configuration
        }
        scopes = try nestedFiles.sorted().map { file in
            Scope(folder: AbsolutePath.folder(of: file), file: file, configuration: try configuration(of: file))
        }.sorted { ($0.folder.count, $0.folder) > ($1.folder.count, $1.folder) }
        self.warnings = warnings.sorted { $0.file < $1.file }
    }

    /// The configuration for a file: its nearest nested one, else the root.
    public func configuration(for path: String) -> Configuration {
        scopeIndex(for: path).map { scopes[$0].configuration } ?? root
    }

    /// The index into `scopes` of the nearest nested configuration, nil for the root.
    public func scopeIndex(for path: String) -> Int? {
        guard !scopes.isEmpty else { return nil }
        let absolute = AbsolutePath.of(path)
        return scopes.firstIndex { absolute.hasPrefix($0.folder.hasSuffix("/") ? $0.folder : $0.folder + "/") }
    }

}

/// Paths made absolute and standardized by their text alone: `.` and empty components dropped, `..`
/// taking off the component before it, links never resolved. Foundation's
/// `URL.standardizedFileURL` and `NSString.deletingLastPathComponent` did the same at some 40,000
/// instructions a call, a folder of the tree each.
public enum AbsolutePath {
    /// `path` against `directory` (the working directory unless given), standardized.
    public static func of(_ path: String, in directory: @autoclosure () -> String = FileManager.default.currentDirectoryPath)
        -> String {
        let joined = path.hasPrefix("/") ? path : directory() + "/" + path
        var components: [Substring] = []
        for component in joined.split(separator: "/") where component != "." {
            if component == ".." { _ = components.popLast() } else { components.append(component) }
        }
        return "/" + components.joined(separator: "/")
    }

    /// The folder of a standardized absolute path (`/` for `/` itself and for `/name`).
    public static func folder(of path: String) -> String {
        guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")), slash != path.utf8.startIndex else { return "/" }
        return String(path[..<slash])
    }
}

/// A regular file (never a FIFO or folder named `.archlint.yml`).
enum ConfigurationFile {
    /// A regular file, or a link to anything that exists. `lstat` and `stat` only: Foundation's
    /// `attributesOfItem` also read the owner's and group's names from /etc/passwd and /etc/group.
    static func isRegular(_ path: String) -> Bool {
        var status = stat()
        guard lstat(path, &status) == 0 else { return false }
        switch status.st_mode & S_IFMT {
        case S_IFREG: return true
        case S_IFLNK: return stat(path, &status) == 0
        default: return false
        }
    }
}
