import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Finds the source files under the given roots. Skips hidden folders and vendored or build output
/// (`.build`, `Pods`, `Carthage`, `DerivedData`, a prebuilt `X.framework` or `X.xcframework` bundle),
/// never follows a symbolic link out of the roots, and never loops on one.
///
/// A folder is listed with `readdir`, whose entry types say what each name is: an ordinary file or
/// folder costs no system call of its own, and only symbolic links (and file systems that report no
/// types) are looked at with `stat`. Real paths are carried down from each folder to its entries, so
/// links are the only names resolved one by one.
public struct SourceDiscovery {
    public static let skippedFolders: Set<String> = ["Pods", "Carthage", "DerivedData", ".build", "build", "node_modules"]
    /// A prebuilt framework's bundle (`HockeySDK.framework/Headers`): a library's public headers, whose
    /// code is in a binary the project cannot change and archlint cannot read.
    public static let skippedFolderExtensions = [".framework", ".xcframework"]

    /// Whether the walk leaves a folder of this name out: hidden, vendored or build output.
    public static func isSkippedFolder(_ name: String) -> Bool {
        name.hasPrefix(".") || skippedFolders.contains(name) || skippedFolderExtensions.contains { name.hasSuffix($0) }
    }
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

    /// What discovery found: the files to check, and what it could not look at (an unreadable
    /// folder, a name that is not UTF-8), so nothing is lost in silence.
    public struct Discovery {
        public var files: [String]
        /// Info.plist files and storyboards, sorted: what an app makes at launch (`LaunchStoryboards`).
        public var resources: [String] = []
        public var problems: [(path: String, message: String)]
    }

    /// The files to check, sorted, each listed once.
    public func files(under roots: [String]) throws -> [String] {
        try discover(under: roots).files
    }

    /// A folder waiting to be listed: the name it was reached under, that name made absolute, and
    /// the real path behind it.
    private struct Folder {
        var path: String
        var absolute: String
        var real: String
    }

    /// The files to check, sorted; a file reached twice (through a link inside the root, or through
    /// two roots that are one folder) is listed once, under its own name where that is one of them.
    public func discover(under roots: [String]) throws -> Discovery {
        // Every name found, by the real file behind it.
        var found: [String: [String]] = [:]
        // By real folder, so a folder reached twice is reported once, under its first name.
        var problems: [String: (path: String, message: String)] = [:]
        func report(_ path: String, _ key: String, _ message: String) {
            if problems[key].map({ path < $0.path }) ?? true { problems[key] = (path, message) }
        }
        var resources: [String] = []
        let readAhead = ListingReadAhead()
        defer { readAhead.stop() }
        for root in roots {
            guard let status = FileStatus(following: root) else { throw Failure.missingPath(root) }
            if !status.isDirectory {
                found[SourceDiscovery.realPath(root), default: []].append(root)
                continue
            }
            let rootReal = SourceDiscovery.realPath(root)
            let rootInside = rootReal + "/"
            // Folders by absolute name, or by real path for one reached through a link.
            var visitedDirectories: Set<String> = [rootReal]
            var stack = [Folder(path: root, absolute: SourceDiscovery.absolutePath(root), real: rootReal)]
            readAhead.request(stack.map(\.path))
            while let folder = stack.popLast() {
                let listing: DirectoryListing
                do {
                    listing = try readAhead.take(folder.path)
                } catch {
                    report(folder.path, folder.real, "cannot read folder (\(error)); its files are not checked")
                    continue
                }
                // Its plain subfolders are read ahead while its files are gone through, in the order
                // the walk pushes them (it takes the last first). Folders behind links are listed by
                // the walk when it reaches them.
                readAhead.request(listing.entries.compactMap { entry in
                    entry.type == .directory && !SourceDiscovery.isSkippedFolder(entry.name)
                        ? join(folder.path, entry.name) : nil
                })
                for undecodable in listing.undecodableNames {
                    report(join(folder.path, undecodable), join(folder.real, undecodable), "name is not valid UTF-8; not checked")
                }
                for entry in listing.entries {
                    let name = entry.name
                    if SourceDiscovery.isSkippedFolder(name) { continue }
                    var type = entry.type
                    let path = join(folder.path, name)
                    if type == .unknown { type = FileStatus(notFollowing: path)?.type ?? .unknown }
                    switch type {
                    case .directory:
                        let absolute = join(folder.absolute, name)
                        if visitedDirectories.insert(absolute).inserted {
                            stack.append(Folder(path: path, absolute: absolute, real: join(folder.real, name)))
                        }
                    case .regular:
                        if SourceDiscovery.hasSourceExtension(name) {
                            found[join(folder.real, name), default: []].append(path)
                        } else if SourceDiscovery.isLaunchResource(name) {
                            resources.append(path)
                        }
                    case .link:
                        // A dangling link names nothing; a link out of the root is not followed.
                        guard let target = FileStatus(following: path) else { continue }
                        let real = SourceDiscovery.realPath(path)
                        guard real == rootReal || real.hasPrefix(rootInside) else { continue }
                        if target.isDirectory {
                            if visitedDirectories.insert(real).inserted {
                                stack.append(Folder(path: path, absolute: join(folder.absolute, name), real: real))
                            }
                        } else if target.type == .regular, SourceDiscovery.hasSourceExtension(name) {
                            found[real, default: []].append(path)
                        }
                    case .other, .unknown:
                        // FIFOs, devices and sockets are never read: a FIFO named `.swift` would block.
                        continue
                    }
                }
            }
        }
        return Discovery(files: SourceDiscovery.oncePerFile(found), resources: Array(Set(resources)).sorted(),
                         problems: problems.values.sorted { $0.path < $1.path })
    }

    /// A storyboard, a property list named like an app's Info.plist (`Info.plist`, `App-Info.plist`),
    /// or an Xcode project, whose build settings may generate an Info.plist's keys.
    static func isLaunchResource(_ name: String) -> Bool {
        name.hasSuffix(".storyboard") || (name.hasSuffix(".plist") && name.contains("Info")) || name == "project.pbxproj"
    }

    private func join(_ directory: String, _ entry: String) -> String {
        directory == "." ? entry : (directory.utf8.last == UInt8(ascii: "/") ? directory + entry : directory + "/" + entry)
    }

    /// Whether the name ends in `.swift`, `.h`, `.m` or `.mm` (after something: `.swift` alone is hidden).
    static func hasSourceExtension(_ name: String) -> Bool {
        let utf8 = name.utf8
        guard let dot = utf8.lastIndex(of: UInt8(ascii: ".")), dot != utf8.startIndex else { return false }
        let suffix = utf8[utf8.index(after: dot)...]
        switch suffix.count {
        case 1: return suffix.first == UInt8(ascii: "h") || suffix.first == UInt8(ascii: "m")
        case 2: return suffix.elementsEqual("mm".utf8)
        case 5: return suffix.elementsEqual("swift".utf8)
        default: return false
        }
    }

    /// The path with every symbolic link resolved, as Foundation resolves it (paths through links
    /// only: plain entries get their folder's real path plus their name).
    static func realPath(_ path: String) -> String {
        URL(fileURLWithPath: path).resolvingSymlinksInPath().path
    }

    /// The path made absolute, without resolving links.
    static func absolutePath(_ path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.path
    }

    /// One path per real file: the one that names the file itself when there is one, else the first.
    static func oncePerFile(_ found: [String: [String]]) -> [String] {
        found.map { real, candidates in
            if candidates.count == 1 { return candidates[0] }
            return candidates.sorted().first { absolutePath($0) == real } ?? candidates.min()!
        }.sorted()
    }
}

/// Folder listings read ahead on a thread of its own while the walk works through the folders it
/// already has: listing (the `getdents` calls, decoding and sorting the names) was half of
/// discovery, which runs before anything else and on one core. The walk itself, and so its result,
/// is unchanged: it still takes the folders one by one in its own order and only asks for their
/// listings here; a folder the reader has not reached yet is listed by the walk itself.
private final class ListingReadAhead: @unchecked Sendable {
    private let condition = NSCondition()
    /// Folders to list, the next one last (the walk takes the folders it pushed last first).
    private var queue: [String] = []
    /// How many requests for each folder are not yet taken by the reader or the walk.
    private var pending: [String: Int] = [:]
    private var listing: Set<String> = []
    private var listed: [String: Result<DirectoryListing, Error>] = [:]
    private var stopped = false

    init() {
        Thread { [self] in run() }.start()
    }

    /// Folders the walk will ask for, in the order it pushed them.
    func request(_ paths: [String]) {
        guard !paths.isEmpty else { return }
        condition.lock()
        queue += paths
        for path in paths { pending[path, default: 0] += 1 }
        condition.signal()
        condition.unlock()
    }

    /// The listing of a folder the walk takes now.
    func take(_ path: String) throws -> DirectoryListing {
        condition.lock()
        while true {
            if let result = listed.removeValue(forKey: path) {
                condition.unlock()
                return try result.get()
            }
            if !listing.contains(path) { break }
            condition.wait()
        }
        // Not reached yet: listed here, and the reader skips the request.
        if let count = pending[path] { pending[path] = count > 1 ? count - 1 : nil }
        condition.unlock()
        return try DirectoryListing(path)
    }

    func stop() {
        condition.lock()
        stopped = true
        condition.signal()
        condition.unlock()
    }

    private func run() {
        condition.lock()
        while true {
            while queue.isEmpty && !stopped { condition.wait() }
            if stopped { break }
            let path = queue.removeLast()
            guard let count = pending[path] else { continue }
            pending[path] = count > 1 ? count - 1 : nil
            listing.insert(path)
            condition.unlock()
            let result = Result { try DirectoryListing(path) }
            condition.lock()
            listing.remove(path)
            listed[path] = result
            condition.broadcast()
        }
        condition.unlock()
    }
}

/// What `stat` or `lstat` says of a path: its type.
struct FileStatus {
    enum Kind { case regular, directory, link, other, unknown }
    var type: Kind

    var isDirectory: Bool { type == .directory }

    init?(following path: String) {
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        type = FileStatus.kind(of: status.st_mode)
    }

    init?(notFollowing path: String) {
        var status = stat()
        guard lstat(path, &status) == 0 else { return nil }
        type = FileStatus.kind(of: status.st_mode)
    }

    static func kind(of mode: mode_t) -> Kind {
        switch mode & S_IFMT {
        case S_IFREG: return .regular
        case S_IFDIR: return .directory
        case S_IFLNK: return .link
        default: return .other
        }
    }
}

/// A folder's entries with their types, read with `readdir` so a name that is not UTF-8 is seen
/// (and reported) instead of being dropped or mangled.
private struct DirectoryListing {
    var entries: [(name: String, type: FileStatus.Kind)] = []
    var undecodableNames: [String] = []

    struct Failure: Error, CustomStringConvertible {
        var code: Int32
        var description: String { String(cString: strerror(code)).lowercased() }
    }

    init(_ path: String) throws {
        guard let directory = opendir(path) else { throw Failure(code: errno) }
        defer { closedir(directory) }
        while let entry = readdir(directory) {
            let type: FileStatus.Kind
            switch Int32(entry.pointee.d_type) {
            case Int32(DT_REG): type = .regular
            case Int32(DT_DIR): type = .directory
            case Int32(DT_LNK): type = .link
            case Int32(DT_UNKNOWN): type = .unknown
            default: type = .other
            }
            let decoded: String? = withUnsafeBytes(of: &entry.pointee.d_name) { raw in
                let bytes = raw.bindMemory(to: UInt8.self)
                let length = bytes.firstIndex(of: 0) ?? bytes.count
                let name = UnsafeBufferPointer(rebasing: bytes[..<length])
                if name.count == 1 && name[0] == UInt8(ascii: ".") { return "" }
                if name.count == 2 && name[0] == UInt8(ascii: ".") && name[1] == UInt8(ascii: ".") { return "" }
                if let text = String(validating: name, as: UTF8.self) { return text }
                undecodableNames.append(String(decoding: name, as: UTF8.self))
                return nil
            }
            if let decoded, !decoded.isEmpty { entries.append((decoded, type)) }
        }
        entries.sort { $0.name < $1.name }
        undecodableNames.sort()
    }
}
