import Foundation

/// The module each source file belongs to, read from the project's own structure: the manifests are
/// read as text, never built or run.
///
/// Precedence, for each file: the nearest folder, walking up from the file, that is
/// 1. a SwiftPM target (`.target`, `.executableTarget`, `.testTarget`, `.macro` in a `Package.swift`,
///    at its `path:` or the default `Sources/NAME`, `Tests/NAME` for test targets),
/// 2. a CocoaPods pod's sources (a `*.podspec`'s `source_files`, named by `module_name` or `name`),
/// 3. an Xcode target's folder (a folder beside the `.xcodeproj` named after one of the targets in
///    its `project.pbxproj`, or a target's `sources` in an XcodeGen `project.yml`);
/// 4. otherwise, below a `Package.swift`, the SwiftPM layout (the folder after `Sources`/`Tests`);
/// 5. the folder holding an `.xcodeproj` (or XcodeGen `project.yml`): the project's main target.
///
/// A file below none of these takes the SwiftPM layout's module, or none (`""`); such modules are
/// not held to imports (`declaredModules`). Module names are
/// Swift module names: characters that cannot be in an identifier become `_`, as Xcode and SwiftPM
/// spell them.
public struct ModuleMap: Sendable {
    public enum Origin: String, Sendable, Comparable {
        case swiftPackage = "SwiftPM target"
        case podspec = "CocoaPods pod"
        case xcodeTarget = "Xcode target"
        case xcodeProject = "Xcode project"

        public static func < (lhs: Origin, rhs: Origin) -> Bool { lhs.rank < rhs.rank }
        var rank: Int {
            switch self {
            case .swiftPackage: return 0
            case .podspec: return 1
            case .xcodeTarget: return 2
            case .xcodeProject: return 3
            }
        }
    }

    /// A folder whose files belong to a module (absolute, standardised, without a trailing `/`).
    public struct Root: Sendable, Equatable {
        public var folder: String
        public var module: String
        public var origin: Origin
        /// An Xcode app or app extension: no other module can import it, so code of another such
        /// target that names its types compiles the same files (target membership).
        public var sharesSources = false
    }

    /// Every root found, sorted by folder.
    public private(set) var roots: [Root] = []
    private var moduleByFile: [String: String] = [:]
    /// The modules a manifest declares. Only these are held to imports: a module guessed from the
    /// SwiftPM layout alone, or none, names and is named as before modules were read.
    public private(set) var declaredModules: Set<String> = []
    /// The modules of Xcode apps and app extensions (`Root.sharesSources`).
    public private(set) var sourceSharingModules: Set<String> = []

    /// No structure known: every file takes the SwiftPM layout's module (in-memory sources, tests).
    public init() {}

    /// The module of a file: the one its project structure gives, else the SwiftPM layout's.
    public func module(ofFile path: String) -> String {
        moduleByFile[path] ?? ModuleMap.layoutModule(ofFile: path)
    }

    /// Reads the structure around `files` (paths as the run names them, relative to
    /// `workingDirectory` unless absolute): every folder holding one of them, and the folders above.
    public static func discover(files: [String],
                                workingDirectory: String = FileManager.default.currentDirectoryPath) -> ModuleMap {
        var map = ModuleMap()
        let base = workingDirectory.hasSuffix("/") ? String(workingDirectory.dropLast()) : workingDirectory
        // Each file's folder, absolute and standardised. A run names a folder's files with one
        // prefix, so the prefix is made absolute once per folder, not once per file.
        var folderOfFile: [String] = []
        folderOfFile.reserveCapacity(files.count)
        var absoluteByWrittenFolder: [Substring: String] = [:]
        var folders = Set<String>()
        for file in files {
            let slash = file.utf8.lastIndex(of: UInt8(ascii: "/"))
            let written = slash.map { file[..<$0] } ?? ""
            if let known = absoluteByWrittenFolder[written] {
                folderOfFile.append(known)
                continue
            }
            let absolute = file.hasPrefix("/") ? standardised(String(written))
                : standardised(written.isEmpty ? base : base + "/" + written)
            let folder = absolute == "/" ? "" : absolute
            absoluteByWrittenFolder[written] = folder
            folderOfFile.append(folder)
            var current = folder
            while !current.isEmpty, folders.insert(current).inserted {
                current = parent(of: current)
            }
        }
        var rootByFolder: [String: Root] = [:]
        var packageFolders = Set<String>()
        func add(_ root: Root) {
            if let existing = rootByFolder[root.folder], existing.origin <= root.origin { return }
            rootByFolder[root.folder] = root
        }
        for folder in folders.sorted() {
            guard let names = manifestNames(in: folder.isEmpty ? "/" : folder) else { continue }
            for name in names {
                let path = folder + "/" + name
                if name == "Package.swift" {
                    packageFolders.insert(folder)
                    for root in swiftPackageRoots(manifest: path, folder: folder) { add(root) }
                } else if name.hasSuffix(".podspec") {
                    for root in podspecRoots(path, folder: folder) { add(root) }
                } else if name.hasSuffix(".xcodeproj") {
                    for root in xcodeProjectRoots(path, folder: folder) { add(root) }
                }
            }
            if rootByFolder[folder]?.origin != .xcodeProject, !names.contains(where: { $0.hasSuffix(".xcodeproj") }),
               names.contains("project.yml") {
                for root in xcodeGenRoots(folder + "/project.yml", folder: folder, projectName: nil) { add(root) }
            }
        }
        map.roots = rootByFolder.values.sorted { $0.folder < $1.folder }
        map.sourceSharingModules = Set(map.roots.filter(\.sharesSources).map(\.module))
        map.declaredModules = Set(map.roots.map(\.module))
        guard !rootByFolder.isEmpty else { return map }
        // Files in one folder share their answer; most folders hold several files.
        var moduleByFolder: [String: String?] = [:]
        for (file, folder) in zip(files, folderOfFile) {
            if let cached = moduleByFolder[folder] {
                if let cached { map.moduleByFile[file] = cached }
                continue
            }
            let found = nearestModule(of: file, folder: folder, roots: rootByFolder, packages: packageFolders)
            moduleByFolder[folder] = .some(found)
            if let found { map.moduleByFile[file] = found }
        }
        return map
    }

    /// Walks up from a file's folder to the nearest root; below a package the SwiftPM layout applies
    /// before any root above the package. Nil: the SwiftPM layout's module.
    private static func nearestModule(of file: String, folder: String, roots: [String: Root], packages: Set<String>) -> String? {
        var current = folder
        while !current.isEmpty {
            if let root = roots[current] { return root.module }
            if packages.contains(current) { return nil }
            current = parent(of: current)
        }
        return nil
    }

    /// The SwiftPM layout: the folder after the last `Sources`/`Source`/`Tests` component; `""`
    /// when there is none.
    public static func layoutModule(ofFile path: String) -> String {
        // An ASCII path's characters are its bytes: its components walked in its bytes in place, with
        // no array of bytes or of components (asked of every file, that was most of the model's
        // per-file work).
        let fast = path.utf8.withContiguousStorageIfAvailable { bytes -> String? in
            guard bytes.allSatisfy({ $0 < 0x80 }) else { return nil }
            var count = 0
            var lastRoot = -1
            var afterRoot = 0..<0
            var start = 0
            for offset in 0...bytes.count where offset == bytes.count || bytes[offset] == UInt8(ascii: "/") {
                defer { start = offset + 1 }
                guard offset > start else { continue }
                let component = UnsafeBufferPointer(rebasing: bytes[start..<offset])
                if count == lastRoot + 1, lastRoot >= 0 { afterRoot = start..<offset }
                if layoutRoots.contains(where: { $0.elementsEqual(component) }) {
                    lastRoot = count
                }
                count += 1
            }
            guard lastRoot >= 0, lastRoot + 2 < count else { return "" }
            return String(decoding: UnsafeBufferPointer(rebasing: bytes[afterRoot]), as: UTF8.self)
        }
        if let fast, let module = fast { return module }
        let components = path.split(separator: "/")
        if let index = components.lastIndex(where: { $0 == "Sources" || $0 == "Source" || $0 == "Tests" }),
           index + 2 < components.count {
            return String(components[index + 1])
        }
        return ""
    }

    /// The folders under which the SwiftPM layout's modules are, as bytes.
    private static let layoutRoots = ["Sources", "Source", "Tests"].map { Array($0.utf8) }

    // MARK: Paths

    /// The names in a folder that may be a manifest (`Package.swift`, `*.podspec`, `*.xcodeproj`,
    /// `project.yml`), sorted; nil when the folder cannot be listed. Listed with `readdir`:
    /// Foundation's `contentsOfDirectory` made and fixed up a path string per entry, and the
    /// million-line tree's 4,300 folders cost 0.1 s of CPU beside the scan.
    static func manifestNames(in folder: String) -> [String]? {
        guard let directory = opendir(folder) else { return nil }
        defer { closedir(directory) }
        var names: [String] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: &entry.pointee.d_name) { raw in
                let bytes = raw.bindMemory(to: UInt8.self)
                return String(decoding: UnsafeBufferPointer(rebasing: bytes[..<(bytes.firstIndex(of: 0) ?? bytes.count)]),
                              as: UTF8.self)
            }
            if name == "Package.swift" || name == "project.yml" || name.hasSuffix(".podspec") || name.hasSuffix(".xcodeproj") {
                names.append(name)
            }
        }
        return names.sorted()
    }

    /// `/a/./b/../c` → `/a/c`, without resolving links (the run's paths keep their spelling).
    static func standardised(_ path: String) -> String {
        var parts: [Substring] = []
        for part in path.split(separator: "/") {
            if part == "." { continue }
            if part == ".." { if !parts.isEmpty { parts.removeLast() }; continue }
            parts.append(part)
        }
        return "/" + parts.joined(separator: "/")
    }

    /// `/a/b` → `/a`; `/a` → `` (the file system's root, spelled empty).
    static func parent(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "" }
        return String(path[..<slash])
    }

    /// A target or product name as a Swift module name (`My-App` → `My_App`).
    static func swiftModuleName(_ name: String) -> String {
        var result = ""
        for (offset, character) in name.enumerated() {
            let allowed = character == "_" || character.isLetter || (character.isNumber && offset > 0)
            result.append(allowed ? character : "_")
        }
        return result
    }

    static func read(_ path: String) -> String? {
        guard let data = FileManager.default.contents(atPath: path), data.count < 8_000_000 else { return nil }
        return String(decoding: data, as: UTF8.self)
    }

    static func isDirectory(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
    }

    /// A relative path below `folder`, standardised.
    static func join(_ folder: String, _ relative: String) -> String {
        relative.hasPrefix("/") ? standardised(relative) : standardised(folder + "/" + relative)
    }
}
