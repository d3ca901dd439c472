import Foundation

/// The view controllers an app's main storyboard makes at launch, once per process. An app whose
/// Info.plist names a main storyboard (`UIMainStoryboardFile`, `NSMainStoryboardFile`; a WatchKit
/// app's `Interface`) and declares no
/// scenes (`UIApplicationSceneManifest`) has UIKit or AppKit instantiate that storyboard's initial
/// controller when it starts, and the application delegate's window keeps it until the process
/// exits; so do the controllers it contains through relationship and embed segues (a navigation
/// controller's root, a tab bar's tabs, a split view's columns, a window controller's content, a
/// container view's child), also through a reference to another storyboard that nothing else refers
/// to (that storyboard's initial controller and its chain). No code of the
/// project builds them, so nothing else shows this (SPEC §3, "Evidence beats names"). With scenes,
/// each scene connection makes its own: not once per process, and not listed here.
///
/// Found from files, never from names: Info.plist files and storyboards under the checked paths,
/// an XML property list's keys and a storyboard's `initialViewController`, controller elements and
/// relationship segues.
public struct LaunchStoryboards: Sendable, Equatable {
    /// A controller class a launch storyboard makes once.
    public struct Root: Sendable, Equatable, Comparable {
        /// The class the storyboard names (`customClass`), without a module.
        public var className: String
        /// The storyboard's path, as the run names it.
        public var storyboard: String
        /// The app's Info.plist. A class is this root only where its files belong to that app
        /// (`owner(of:)`): another app or extension of the tree may declare a class of the name.
        public var infoPlist: String
        /// Reached through a reference from another storyboard: then no code anywhere in the tree
        /// may instantiate a storyboard's initial controller (another target may make this one).
        public var isReferenced: Bool = false

        public static func < (lhs: Root, rhs: Root) -> Bool {
            (lhs.className, lhs.storyboard, lhs.infoPlist, lhs.isReferenced ? 1 : 0)
                < (rhs.className, rhs.storyboard, rhs.infoPlist, rhs.isReferenced ? 1 : 0)
        }
    }

    /// What a storyboard makes with one of its controllers: with its initial controller, or with the
    /// one that has a storyboard identifier. Code of an app without scenes that makes its window's
    /// root this way at launch makes them once; code that instantiates one elsewhere makes them again
    /// (`ProcessLifetime`).
    public struct StoryboardChain: Sendable, Equatable, Comparable {
        /// The storyboard's path, as the run names it.
        public var storyboard: String
        /// The app the storyboard belongs to (`owner(of:)`), if one.
        public var infoPlist: String?
        /// The controller's storyboard identifier; nil for the initial controller.
        public var identifier: String?
        /// The classes the storyboard names (`customClass`), without a module, of the controller and
        /// of those it contains through relationship and embed segues, and through references that
        /// nothing else makes (another storyboard's initial controller and what it contains): what
        /// it makes once with it; sorted.
        public var classes: [String]
        /// Every class it may make: those, and those of every controller any reference of theirs
        /// leads to (by name or by identifier, whatever else refers to it), transitively; sorted.
        public var reachable: [String]
        /// Whether a segue that makes its destination each time it runs leads to one of them.
        public var isRemade: Bool

        public static func < (lhs: StoryboardChain, rhs: StoryboardChain) -> Bool {
            if (lhs.storyboard, lhs.identifier ?? "") != (rhs.storyboard, rhs.identifier ?? "") {
                return (lhs.storyboard, lhs.identifier ?? "") < (rhs.storyboard, rhs.identifier ?? "")
            }
            if (lhs.identifier == nil) != (rhs.identifier == nil) { return lhs.identifier == nil }
            if lhs.classes != rhs.classes { return lhs.classes.lexicographicallyPrecedes(rhs.classes) }
            if lhs.reachable != rhs.reachable { return lhs.reachable.lexicographicallyPrecedes(rhs.reachable) }
            return !lhs.isRemade && rhs.isRemade
        }

        /// The storyboard's name as code writes it (`UIStoryboard(name: "Main", bundle: nil)`).
        public var storyboardName: String
    }

    /// Sorted.
    public private(set) var roots: [Root] = []
    /// Sorted: the chains of every storyboard's controllers that code can make (the initial
    /// controller, and those with identifiers): what an app's window's root made at launch makes, and
    /// what code that instantiates one of them makes.
    public private(set) var chains: [StoryboardChain] = []
    /// The Info.plists of apps that declare no scenes (`UIApplicationSceneManifest`) and are no app
    /// extension (`NSExtension`): their application delegate keeps the window. Sorted.
    public private(set) var appsWithoutScenes: [String] = []
    /// Each class the tree's storyboards name for a controller (`customClass`), with where.
    public private(set) var placements: [String: Placement] = [:]

    /// Where a class is a controller of the tree's storyboards.
    public struct Placement: Sendable, Equatable {
        /// The names of the storyboards that have a controller of the class, sorted: code that
        /// instantiates a controller from another storyboard does not make one.
        public var storyboardNames: [String] = []
        /// Whether a storyboard makes one itself: as the destination of a segue (`show`, `embed`, a
        /// container's relationship), as the initial controller of a storyboard an app's Info.plist
        /// names or another storyboard refers to, or as the controller a reference names by its
        /// identifier. Otherwise only code makes it, by instantiating it from its storyboard.
        public var isMadeByAStoryboard = false
        /// Whether a segue that makes its destination each time it runs (`show`, `presentation`, …)
        /// leads to one, or to a controller that contains one (through relationship and embed segues,
        /// and references): a storyboard makes it again and again.
        public var isSegueDestination = false
    }
    /// Every Info.plist under the checked paths, sorted: each app's and extension's, which decide
    /// which app a file belongs to.
    public private(set) var infoPlists: [String] = []
    /// A WatchKit extension's Info.plist (`WKAppBundleIdentifier`) by the watch app's whose code it
    /// holds, where the tree has one watch app: the interface controllers the app's storyboard makes
    /// are the extension's classes.
    public private(set) var watchAppOfExtension: [String: String] = [:]

    public init() {}

    public init(roots: [Root], infoPlists: [String] = [], watchAppOfExtension: [String: String] = [:],
                chains: [StoryboardChain] = [], appsWithoutScenes: [String] = [], placements: [String: Placement] = [:]) {
        self.placements = placements
        self.roots = roots.sorted()
        self.chains = chains.sorted()
        self.appsWithoutScenes = appsWithoutScenes.sorted()
        self.infoPlists = infoPlists.sorted()
        self.watchAppOfExtension = watchAppOfExtension
    }

    /// The Info.plist a file belongs to: the one sharing the deepest folder with it
    /// (`App/Supporting Files/Info.plist` for `App/Base.lproj/Main.storyboard` and
    /// `App/Controllers/RootViewController.swift`), one whose own folder holds the file first
    /// (`App/Info.plist` rather than `App/Tests/Info.plist`); nil when two remain.
    /// A WatchKit extension's files belong to its watch app.
    public func owner(of path: String) -> String? {
        let owner = LaunchStoryboards.owner(of: path, among: infoPlists)
        return owner.flatMap { watchAppOfExtension[$0] } ?? owner
    }

    static func owner(of path: String, among plists: [String]) -> String? {
        func rank(_ plist: String) -> (depth: Int, holds: Int) {
            (commonFolder(plist, path).utf8.count, isBelow(path, folder: folder(of: plist)) ? 1 : 0)
        }
        let ranked = plists.map { ($0, rank($0)) }
        guard let best = ranked.max(by: { $0.1 < $1.1 }) else { return nil }
        return ranked.filter { $0.1 == best.1 }.count == 1 ? best.0 : nil
    }

    /// Reads `resources` (paths of Info.plist files, storyboards and Xcode projects' `project.pbxproj`,
    /// as the run names them).
    public static func discover(resources: [String]) -> LaunchStoryboards {
        let storyboards = resources.filter { $0.hasSuffix(".storyboard") }
        let candidates = resources.filter { $0.hasSuffix(".plist") }
        var plistTexts = Dictionary(uniqueKeysWithValues: candidates.compactMap { path in readText(path).map { (path, $0) } })
        // What Xcode's build settings put into an app's Info.plist when the build generates it
        // (`INFOPLIST_KEY_UIMainStoryboardFile = Main;` beside `INFOPLIST_FILE = "App/Info.plist";`).
        let projects = resources.filter { lastComponent(of: $0) == "project.pbxproj" }
        let generatedKeys = buildSettingKeys(projects: projects, plists: Set(candidates))
        // A property list named like an Info.plist that is no bundle's (Firebase's `GoogleService-Info.plist`
        // beside the app's own, or in a folder of its own): it has no bundle's key and no target names it
        // its Info.plist, while another in the tree has or is. Counted, it made every file as near to it
        // as to the app's Info.plist of no app, or the files nearest to it its own app's. In a tree where
        // none is a bundle's for sure, each still counts (an app's whose project is not in the tree).
        let isBundle = { (plist: String) in generatedKeys[plist] != nil || plistTexts[plist].map(LaunchStoryboards.hasBundleKeys) ?? true }
        let bundles = candidates.contains(where: isBundle) ? candidates.filter(isBundle) : candidates
        // The build settings' keys, written as the file would have them, unless the file says otherwise itself.
        for (plist, keys) in generatedKeys {
            guard var text = plistTexts[plist] else { continue }
            for (key, value) in keys.sorted(by: { $0.key < $1.key }) where !text.contains("<key>\(key)</key>") {
                text += "\n<key>\(key)</key>\n" + (value.map { "<string>\($0)</string>" } ?? "<dict/>") + "\n"
            }
            plistTexts[plist] = text
        }
        let plists = oneOfEachVariant(bundles, texts: plistTexts)
        let texts = Dictionary(uniqueKeysWithValues: storyboards.compactMap { path in readText(path).map { (path, $0) } })
        // Each storyboard's app, and the storyboards of each name (a storyboard's localisations), found once.
        let storyboardOwners = Dictionary(uniqueKeysWithValues: storyboards.map { ($0, owner(of: $0, among: plists)) })
        let storyboardsByName = Dictionary(grouping: storyboards, by: storyboardName(ofPath:))
        // A storyboard another one refers to (`<viewControllerPlaceholder storyboardName="Main">`) can
        // have its initial controller built again by a segue to the reference. Its references, by the
        // referring storyboard's file name and the reference's id (a storyboard's localisations repeat
        // its references), tell whether a launch chain's reference is the only one. Each storyboard's
        // tags are read once for both.
        var referenced = Set<String>()
        var references: [String: Set<String>] = [:]
        var tagsByPath: [String: [Tag]] = [:]
        // What references make: storyboards' initial controllers, by name, and controllers by
        // storyboard name and identifier (`Settings#Profile`).
        var referencedInitials = Set<String>()
        var referencedIdentifiers = Set<String>()
        for (path, text) in texts {
            let tags = tags(in: text)
            tagsByPath[path] = tags
            for tag in tags {
                // A reference that names no storyboard is to one of its own storyboard's controllers.
                guard !tag.isClosing, let name = tag.attributes["storyboardName"].flatMap({ $0.isEmpty ? nil : $0 })
                    ?? (tag.name == "viewControllerPlaceholder" ? storyboardName(ofPath: path) : nil) else { continue }
                if let identifier = tag.attributes["referencedIdentifier"] {
                    referencedIdentifiers.insert(name + "#" + identifier)
                } else {
                    referencedInitials.insert(name)
                }
                referenced.insert(name)
                if tag.name == "viewControllerPlaceholder", let id = tag.attributes["id"] {
                    references[name, default: []].insert(lastComponent(of: path) + "#" + id)
                }
            }
        }
        // A watch app's code is in its WatchKit extension: with one watch app in the tree, every
        // extension's files are that app's.
        let watchApps = plists.filter { plistTexts[$0].map(isWatchKitApp) ?? false }
        var watchAppOfExtension: [String: String] = [:]
        if watchApps.count == 1 {
            for plist in plists where plistTexts[plist]?.contains("<key>WKAppBundleIdentifier</key>") == true {
                watchAppOfExtension[plist] = watchApps[0]
            }
        }
        var roots: [Root] = []
        for plist in plists {
            // A reference to the storyboard's initial controller may make the launch chain again; one to a
            // controller by its identifier makes that controller (`Main#ProposalDetail`), which is then a
            // segue's destination (`Placement.isSegueDestination`), and leaves the launch chain alone.
            guard let text = plistTexts[plist], let mainName = mainStoryboardName(inPropertyList: text),
                  !referencedInitials.contains(mainName)
            else { continue }
            // The launch storyboard, then each storyboard a controller of its chain contains through a
            // reference (a tab bar's tab kept in `Feed.storyboard`) when nothing else refers to that
            // storyboard: its initial controller is made with the one that contains it, once.
            var pending = [mainName]
            var visited: Set<String> = [mainName]
            while let name = pending.popLast() {
                // The app's own storyboard of that name: one that belongs to this Info.plist. Several
                // localisations (`Base.lproj`, `en.lproj`) are all read.
                for storyboard in storyboardsByName[name] ?? [] where storyboardOwners[storyboard] == plist {
                    guard let source = texts[storyboard] else { continue }
                    let chain = launchChain(inStoryboard: source, name: name)
                    for className in chain.classes {
                        roots.append(Root(className: className, storyboard: storyboard, infoPlist: plist, isReferenced: name != mainName))
                    }
                    for contained in chain.references where references[contained]?.count == 1 && visited.insert(contained).inserted {
                        pending.append(contained)
                    }
                }
            }
        }
        var unique: [Root] = []
        for root in roots.sorted() where unique.last != root { unique.append(root) }
        // Every chain of every storyboard, for roots code makes at launch and for what code that
        // instantiates a controller makes.
        let appsWithoutScenes = plists.filter { plist in
            guard let text = plistTexts[plist] else { return false }
            return !text.contains("<key>UIApplicationSceneManifest</key>") && !text.contains("<key>NSExtension</key>")
        }
        var chains: [StoryboardChain] = []
        var graphs: [String: ControllerGraph] = [:]
        func graph(of storyboard: String) -> ControllerGraph? {
            if let made = graphs[storyboard] { return made }
            guard let tags = tagsByPath[storyboard] else { return nil }
            let made = ControllerGraph(tags: tags, name: storyboardName(ofPath: storyboard))
            graphs[storyboard] = made
            return made
        }
        // Every class a chain may make, through every reference it holds (by name or by identifier,
        // however many others refer to the same storyboard), transitively: what code that makes it may
        // make, and what a segue to it makes.
        func reach(_ chain: Chain) -> Set<String> {
            var classes = Set(chain.classes)
            var pending = chain.references + chain.referencedControllers
            var followed = Set<String>()
            while let reference = pending.popLast() {
                guard followed.insert(reference).inserted else { continue }
                let parts = reference.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
                guard let first = parts.first, !first.isEmpty else { continue }
                for storyboard in storyboardsByName[first] ?? [] {
                    guard let made = graph(of: storyboard) else { continue }
                    let starts = parts.count == 1 ? made.initial.map { [$0] } ?? []
                        : made.controllers.filter { $0.value.identifier == parts[1] }.map(\.key).sorted()
                    for start in starts {
                        let contained = made.chain(from: start)
                        classes.formUnion(contained.classes)
                        pending += contained.references + contained.referencedControllers
                    }
                }
            }
            return classes
        }
        for storyboard in storyboards {
            guard let made = graph(of: storyboard) else { continue }
            let app = storyboardOwners[storyboard] ?? nil
            var starts: [(id: String, identifier: String?)] = made.initial.map { [($0, nil)] } ?? []
            starts += made.controllers.compactMap { id, controller in controller.identifier.map { (id, $0) } }
                .sorted { $0.id < $1.id }
            for start in starts {
                let own = made.chain(from: start.id)
                var chain = own
                var names = [storyboardName(ofPath: storyboard)]
                var isRemade = chain.isRemade
                // With what a storyboard nothing else refers to makes at its initial controller, as the
                // launch chain is followed above (each of the app's localisations).
                var pendingReferences = chain.references
                while let name = pendingReferences.popLast() {
                    guard references[name]?.count == 1, !names.contains(name) else { continue }
                    names.append(name)
                    for other in storyboardsByName[name] ?? [] where storyboardOwners[other] ?? nil == app {
                        guard let otherGraph = graph(of: other), let initial = otherGraph.initial else { continue }
                        let contained = otherGraph.chain(from: initial)
                        chain.classes += contained.classes
                        isRemade = isRemade || contained.isRemade
                        pendingReferences += contained.references
                    }
                }
                let reachable = reach(own)
                guard !reachable.isEmpty else { continue }
                chains.append(StoryboardChain(storyboard: storyboard, infoPlist: app, identifier: start.identifier,
                                              classes: Array(Set(chain.classes)).sorted(), reachable: reachable.sorted(),
                                              isRemade: isRemade, storyboardName: names[0]))
            }
        }
        // Every storyboard's classes, and whether a storyboard makes them. A storyboard an Info.plist
        // names in any way (`UIMainStoryboardFile`, a scene's `UISceneStoryboardFile`) makes its
        // initial controller.
        var namedByPlists = Set<String>()
        for text in plistTexts.values {
            var rest = text[...]
            while let open = rest.range(of: "<string>"), let close = rest[open.upperBound...].range(of: "</string>") {
                namedByPlists.insert(String(rest[open.upperBound..<close.lowerBound]))
                rest = rest[close.upperBound...]
            }
        }
        // The classes segues make each time they run: a destination and what it contains, through
        // references too (another storyboard's initial controller by its name, a controller by name
        // and identifier, `Settings#Profile`).
        var segued = Set<String>()
        for storyboard in storyboards {
            guard let made = graph(of: storyboard) else { continue }
            for id in made.rebuilt.sorted() { segued.formUnion(reach(made.chain(from: id))) }
        }
        var placements: [String: Placement] = [:]
        for storyboard in storyboards {
            guard let made = graph(of: storyboard) else { continue }
            let name = storyboardName(ofPath: storyboard)
            let contained = Set(made.controllers.values.flatMap(\.relationships))
            let isLaunched = referencedInitials.contains(name) || namedByPlists.contains(name)
            for (id, controller) in made.controllers {
                guard let customClass = controller.customClass else { continue }
                var placement = placements[customClass] ?? Placement()
                if !placement.storyboardNames.contains(name) {
                    placement.storyboardNames.append(name)
                    placement.storyboardNames.sort()
                }
                if made.rebuilt.contains(id) || contained.contains(id) || (id == made.initial && isLaunched)
                    || controller.identifier.map({ referencedIdentifiers.contains(name + "#" + $0) }) == true {
                    placement.isMadeByAStoryboard = true
                }
                if segued.contains(customClass) { placement.isSegueDestination = true }
                placements[customClass] = placement
            }
        }
        return LaunchStoryboards(roots: unique, infoPlists: plists, watchAppOfExtension: watchAppOfExtension,
                                 chains: chains, appsWithoutScenes: appsWithoutScenes, placements: placements)
    }

    // MARK: Property lists

    /// The main storyboard's name in an XML property list of an app without scenes; nil when it
    /// names none or declares scenes.
    static func mainStoryboardName(inPropertyList text: String) -> String? {
        guard !text.contains("<key>UIApplicationSceneManifest</key>") else { return nil }
        for key in ["UIMainStoryboardFile", "NSMainStoryboardFile"] {
            guard let keyRange = text.range(of: "<key>\(key)</key>") else { continue }
            let rest = text[keyRange.upperBound...].drop { $0.isWhitespace }
            guard rest.hasPrefix("<string>"), let end = rest.range(of: "</string>") else { continue }
            let value = rest[rest.index(rest.startIndex, offsetBy: "<string>".count)..<end.lowerBound]
                .trimmingCharacters(in: .whitespacesAndNewlines)
            // A build setting (`$(MAIN_STORYBOARD)`) names a file only the build knows.
            if !value.isEmpty, !value.contains("$") { return value }
        }
        // A WatchKit app starts from its `Interface` storyboard.
        return isWatchKitApp(text) ? "Interface" : nil
    }

    /// The Info.plist keys the Xcode projects' build settings generate, by the Info.plist file each
    /// target names (`INFOPLIST_FILE`, relative to the folder holding the `.xcodeproj`, or to
    /// `$(SRCROOT)`), in configurations that generate their Info.plist (`GENERATE_INFOPLIST_FILE =
    /// YES`): the main storyboard (`INFOPLIST_KEY_UIMainStoryboardFile`, AppKit's
    /// `INFOPLIST_KEY_NSMainStoryboardFile`) and a scene manifest
    /// (`INFOPLIST_KEY_UIApplicationSceneManifest_Generation = YES`, nil: a dictionary). A key is
    /// kept only when every configuration of that Info.plist sets it, to one value the build does
    /// not make (`$(MAIN_STORYBOARD)`): a Debug storyboard and a Release one, or a Release that
    /// leaves it out, say nothing of what the app launches. Every Info.plist a target names is a key
    /// of the result, with no keys when none is generated.
    static func buildSettingKeys(projects: [String], plists: Set<String>) -> [String: [String: String?]] {
        var configurations: [String: [[String: String?]]] = [:]
        for project in projects {
            guard let text = readText(project) else { continue }
            let projectFolder = folder(of: folder(of: project))
            for settings in buildSettingsBlocks(in: text) {
                guard var file = settings["INFOPLIST_FILE"] else { continue }
                for prefix in ["$(SRCROOT)/", "${SRCROOT}/", "$(PROJECT_DIR)/", "${PROJECT_DIR}/", "./"] where file.hasPrefix(prefix) {
                    file.removeFirst(prefix.count)
                }
                guard !file.isEmpty, !file.contains("$"), !file.hasPrefix("/"), !file.split(separator: "/").contains("..") else { continue }
                let plist = projectFolder.isEmpty || projectFolder == "." ? file : projectFolder + "/" + file
                guard plists.contains(plist) else { continue }
                var keys: [String: String?] = [:]
                if settings["GENERATE_INFOPLIST_FILE"] == "YES" {
                    for key in ["UIMainStoryboardFile", "NSMainStoryboardFile"] {
                        if let value = settings["INFOPLIST_KEY_" + key], !value.isEmpty, !value.contains("$") { keys[key] = .some(value) }
                    }
                    if settings["INFOPLIST_KEY_UIApplicationSceneManifest_Generation"] == "YES" {
                        keys["UIApplicationSceneManifest"] = .some(nil)
                    }
                }
                configurations[plist, default: []].append(keys)
            }
        }
        var found: [String: [String: String?]] = [:]
        for (plist, all) in configurations {
            guard let first = all.first else { continue }
            found[plist] = first.filter { key, value in all.allSatisfy { $0[key] == .some(value) } }
        }
        return found
    }

    /// Each `buildSettings = { … };` block of a project file, as the `KEY = value;` lines whose key
    /// names the Info.plist or one of its generated keys (quotes taken off the value), read byte by
    /// byte in one pass: a project file runs to megabytes, and most of its lines are of no interest.
    static func buildSettingsBlocks(in text: String) -> [[String: String]] {
        var text = text
        return text.withUTF8 { bytes -> [[String: String]] in
            var blocks: [[String: String]] = []
            var current: [String: String]?
            let opening = Array("buildSettings = {".utf8)
            let wanted: [[UInt8]] = ["INFOPLIST_", "GENERATE_INFOPLIST_FILE"].map { Array($0.utf8) }
            func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 || byte == 0x0D }
            func hasPrefix(_ prefix: [UInt8], at start: Int, end: Int) -> Bool {
                end - start >= prefix.count && prefix.indices.allSatisfy { bytes[start + $0] == prefix[$0] }
            }
            var lineStart = 0
            while lineStart < bytes.count {
                var lineEnd = lineStart
                while lineEnd < bytes.count, bytes[lineEnd] != 0x0A { lineEnd += 1 }
                defer { lineStart = lineEnd + 1 }
                var start = lineStart
                var end = lineEnd
                while start < end, isSpace(bytes[start]) { start += 1 }
                while end > start, isSpace(bytes[end - 1]) { end -= 1 }
                if current == nil {
                    if end - start >= opening.count, hasPrefix(opening, at: end - opening.count, end: end) { current = [:] }
                    continue
                }
                if end - start == 2, bytes[start] == UInt8(ascii: "}"), bytes[start + 1] == UInt8(ascii: ";") {
                    blocks.append(current ?? [:])
                    current = nil
                    continue
                }
                guard end > start, bytes[end - 1] == UInt8(ascii: ";"), wanted.contains(where: { hasPrefix($0, at: start, end: end) })
                else { continue }
                // `KEY = value;`
                var equals = start
                while equals + 2 < end, !(bytes[equals] == 0x20 && bytes[equals + 1] == UInt8(ascii: "=") && bytes[equals + 2] == 0x20) {
                    equals += 1
                }
                guard equals + 2 < end else { continue }
                var valueStart = equals + 3
                var valueEnd = end - 1
                if valueEnd - valueStart >= 2, bytes[valueStart] == UInt8(ascii: "\""), bytes[valueEnd - 1] == UInt8(ascii: "\"") {
                    valueStart += 1
                    valueEnd -= 1
                }
                guard valueStart <= valueEnd else { continue }
                let key = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<equals]), as: UTF8.self)
                current?[key] = String(decoding: UnsafeBufferPointer(rebasing: bytes[valueStart..<valueEnd]), as: UTF8.self)
            }
            return blocks
        }
    }

    /// Whether an XML property list is a WatchKit app's (`WKWatchKitApp` true).
    static func isWatchKitApp(_ text: String) -> Bool {
        guard let keyRange = text.range(of: "<key>WKWatchKitApp</key>") else { return false }
        return text[keyRange.upperBound...].drop { $0.isWhitespace }.hasPrefix("<true/>")
    }

    // MARK: Storyboards

    /// One element's start tag: its name and attributes.
    struct Tag {
        var name: String
        var attributes: [String: String]
        var isClosing: Bool
        var isSelfClosing: Bool
    }

    /// A storyboard's controllers and the segues between them, read from its tags.
    struct ControllerGraph {
        struct Controller {
            var customClass: String?
            var identifier: String?
            var relationships: [String] = []
            /// The storyboard whose initial controller a reference stands for.
            var reference: String?
            /// The controller of another storyboard a reference names by identifier (`Settings#Profile`).
            var referencedController: String?
        }
        var initial: String?
        var controllers: [String: Controller] = [:]
        /// Destinations of segues that build their controller each time they run.
        var rebuilt = Set<String>()

        /// `name`: the storyboard's own name, for a reference that names no storyboard (one to a
        /// controller of the same storyboard).
        init(tags: [Tag], name: String) {
            // The open elements' names, innermost last, and the open controllers among them with their depth.
            var open: [String] = []
            var openControllers: [(depth: Int, id: String)] = []
            for tag in tags {
                if tag.isClosing {
                    // The element it closes is the innermost open one in a well-formed storyboard; a few
                    // levels down at most in a damaged one (a stray closing tag is ignored), so unbalanced
                    // input stays linear.
                    if let index = open.indices.reversed().prefix(LaunchStoryboards.closingSearchDepth).first(where: { open[$0] == tag.name }) {
                        open.removeSubrange(index...)
                        while let last = openControllers.last, last.depth >= index { openControllers.removeLast() }
                    }
                    continue
                }
                if tag.name == "document" { initial = tag.attributes["initialViewController"] }
                var controllerID: String?
                // A WatchKit interface controller is a `controller` element, named by `identifier`.
                if tag.attributes["sceneMemberID"] == "viewController" || tag.name == "controller", let id = tag.attributes["id"] {
                    controllerID = id
                    controllers[id] = Controller(customClass: tag.attributes["customClass"],
                                                 identifier: tag.attributes["storyboardIdentifier"]
                                                    ?? (tag.name == "controller" ? tag.attributes["identifier"] : nil))
                    // A reference to one controller of the other storyboard by its identifier is not followed.
                    if tag.name == "viewControllerPlaceholder" {
                        let storyboard = tag.attributes["storyboardName"].flatMap { $0.isEmpty ? nil : $0 } ?? name
                        if let identifier = tag.attributes["referencedIdentifier"] {
                            controllers[id]?.referencedController = storyboard + "#" + identifier
                        } else {
                            controllers[id]?.reference = storyboard
                        }
                    }
                }
                if tag.name == "segue", let destination = tag.attributes["destination"] {
                    // A relationship (a container's children) or an embed (a container view's child) is
                    // made with its owner, once per owner.
                    if tag.attributes["kind"] == "relationship" || tag.attributes["kind"] == "embed",
                       let owner = openControllers.last?.id {
                        controllers[owner]?.relationships.append(destination)
                    } else if tag.attributes["kind"] != "unwind" {
                        rebuilt.insert(destination)
                    }
                }
                if !tag.isSelfClosing {
                    if let controllerID { openControllers.append((open.count, controllerID)) }
                    open.append(tag.name)
                }
            }
        }

        /// The classes of the controller `start` and of every controller it contains through
        /// relationship and embed segues, transitively, the storyboard identifiers of those that have
        /// one, and the storyboards whose initial controllers it contains through references
        /// (`<viewControllerPlaceholder storyboardName="Feed">` as a tab); nothing when another segue
        /// (`show`, `presentation`, …; an unwind builds nothing) leads to one of them, which would build
        /// it again.
        /// `skippingRebuilt`: without the controllers another segue leads to and what they contain.
        func chain(from start: String, skippingRebuilt: Bool = false) -> Chain {
            var chain = Chain()
            var pending = [start]
            var seen = Set<String>()
            while let id = pending.popLast() {
                guard seen.insert(id).inserted, let controller = controllers[id] else { continue }
                if rebuilt.contains(id) {
                    if skippingRebuilt { continue }
                    chain.isRemade = true
                }
                if let customClass = controller.customClass { chain.classes.append(customClass) }
                if let reference = controller.reference { chain.references.append(reference) }
                if let named = controller.referencedController { chain.referencedControllers.append(named) }
                if let identifier = controller.identifier { chain.identifiers.append(identifier) }
                pending += controller.relationships
            }
            chain.classes.sort()
            chain.identifiers.sort()
            chain.references.sort()
            return chain
        }
    }

    /// What a storyboard makes with one controller (`ControllerGraph.chain(from:)`), each sorted, and
    /// whether a segue makes one of them again.
    struct Chain {
        var classes: [String] = []
        var identifiers: [String] = []
        var references: [String] = []
        /// Controllers of other storyboards it contains through references by identifier
        /// (`Settings#Profile`).
        var referencedControllers: [String] = []
        var isRemade = false
    }

    /// The chain of the storyboard's initial controller (`ControllerGraph.chain(from:)`) without the
    /// controllers a segue makes again and what they contain (a split view's detail column that a
    /// list's `show` segue replaces): what the launch makes once. Nothing when it has no initial
    /// controller, or a segue makes that one again.
    static func launchChain(inStoryboard text: String, name: String) -> (classes: [String], identifiers: [String], references: [String]) {
        let graph = ControllerGraph(tags: tags(in: text), name: name)
        guard let initial = graph.initial else { return ([], [], []) }
        let chain = graph.chain(from: initial, skippingRebuilt: true)
        return (chain.classes, chain.identifiers, chain.references)
    }

    /// The start and end tags of an XML text, without comments, processing instructions or CDATA.
    static func tags(in text: String) -> [Tag] {
        var tags: [Tag] = []
        let bytes = Array(text.utf8)
        var index = 0
        func skip(past terminator: String) {
            let pattern = Array(terminator.utf8)
            while index < bytes.count, !bytes[index...].starts(with: pattern) { index += 1 }
            index = min(bytes.count, index + pattern.count)
        }
        while index < bytes.count {
            guard bytes[index] == UInt8(ascii: "<") else {
                index += 1
                continue
            }
            if bytes[index...].starts(with: commentOpening) { skip(past: "-->"); continue }
            if bytes[index...].starts(with: characterDataOpening) { skip(past: "]]>"); continue }
            if index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "?") || bytes[index + 1] == UInt8(ascii: "!") {
                skip(past: ">")
                continue
            }
            index += 1
            let isClosing = index < bytes.count && bytes[index] == UInt8(ascii: "/")
            if isClosing { index += 1 }
            let nameStart = index
            while index < bytes.count, !isSpace(bytes[index]), bytes[index] != UInt8(ascii: ">"), bytes[index] != UInt8(ascii: "/") {
                index += 1
            }
            let name = String(decoding: bytes[nameStart..<index], as: UTF8.self)
            var attributes: [String: String] = [:]
            var isSelfClosing = false
            while index < bytes.count, bytes[index] != UInt8(ascii: ">") {
                if bytes[index] == UInt8(ascii: "/") {
                    isSelfClosing = true
                    index += 1
                    continue
                }
                if isSpace(bytes[index]) {
                    index += 1
                    continue
                }
                let attributeStart = index
                while index < bytes.count, bytes[index] != UInt8(ascii: "="), bytes[index] != UInt8(ascii: ">"), !isSpace(bytes[index]) {
                    index += 1
                }
                let attribute = String(decoding: bytes[attributeStart..<index], as: UTF8.self)
                // A name without `=` (or `=` at the end of the text) has no value: step past it, so a
                // truncated file cannot stop the scan in place.
                guard index < bytes.count, bytes[index] == UInt8(ascii: "=") else {
                    if index == attributeStart { index += 1 }
                    continue
                }
                guard index + 1 < bytes.count else {
                    index += 1
                    continue
                }
                let quote = bytes[index + 1]
                guard quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") else {
                    index += 1
                    continue
                }
                index += 2
                let valueStart = index
                while index < bytes.count, bytes[index] != quote { index += 1 }
                attributes[attribute] = String(decoding: bytes[valueStart..<min(index, bytes.count)], as: UTF8.self)
                index += 1
                isSelfClosing = false
            }
            index += 1
            tags.append(Tag(name: name, attributes: attributes, isClosing: isClosing, isSelfClosing: isSelfClosing))
        }
        return tags
    }

    /// Made once: spelt out at each `<`, they were two arrays allocated per tag.
    private static let commentOpening = Array("<!--".utf8)
    private static let characterDataOpening = Array("<![CDATA[".utf8)

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\r")
    }

    /// How far below the innermost open element a closing tag is looked for.
    static let closingSearchDepth = 16

    // MARK: Files and paths

    /// The Info.plists without the variants of one app's for its build configurations (`Info-Develop.plist`,
    /// `Info-Release.plist` beside `Info-Production.plist`): of those in one folder that say the same of
    /// what the bundle launches (its main storyboard, scenes or none, an app extension or an app, a
    /// watch app's keys, its platform's launch keys), the first by path stands for all. Counted apart, they made every file beside
    /// them equally near each, and so of no app. One that cannot be read is kept as it is.
    static func oneOfEachVariant(_ plists: [String], texts: [String: String]) -> [String] {
        var seen = Set<String>()
        return plists.sorted().filter { plist in
            guard let text = texts[plist] else { return true }
            let keys = ["UIApplicationSceneManifest", "NSExtension", "WKAppBundleIdentifier",
                        // The platform: an iOS app's and a macOS app's in one folder are two apps.
                        "UIMainStoryboardFile", "NSMainStoryboardFile", "LSRequiresIPhoneOS", "LSMinimumSystemVersion"]
            let signature = [folder(of: plist), mainStoryboardName(inPropertyList: text) ?? "", isWatchKitApp(text) ? "watch" : ""]
                + keys.map { text.contains("<key>\($0)</key>") ? $0 : "" }
            return seen.insert(signature.joined(separator: "\u{0}")).inserted
        }
    }

    /// Whether a property list's text has a key only a bundle's Info.plist has: Core Foundation's
    /// (`CFBundleIdentifier`), UIKit's, AppKit's and Foundation's (`UIMainStoryboardFile`,
    /// `NSAppTransportSecurity`), Launch Services' (`LSRequiresIPhoneOS`), WatchKit's or the App
    /// Store's (`ITSAppUsesNonExemptEncryption`).
    static func hasBundleKeys(_ text: String) -> Bool {
        ["<key>CFBundle", "<key>UI", "<key>NS", "<key>LS", "<key>WK", "<key>ITS"].contains { text.contains($0) }
    }

    /// Property lists and storyboards are small; a file over this is not one an app ships.
    static let maximumSize = 16 << 20

    /// The file's text, read no further than one byte past `maximumSize`.
    private static func readText(_ path: String) -> String? {
        guard let handle = FileHandle(forReadingAtPath: path) else { return nil }
        defer { try? handle.close() }
        guard let data = try? handle.read(upToCount: maximumSize + 1), data.count <= maximumSize else { return nil }
        return String(data: data, encoding: .utf8)
    }

    /// A storyboard's name as code and Info.plists write it: the file's name without `.storyboard`,
    /// and without a device modifier (`Main~iphone.storyboard` is `Main`, which UIKit loads on an
    /// iPhone).
    static func storyboardName(ofPath path: String) -> String {
        var name = String(lastComponent(of: path).dropLast(".storyboard".count))
        for modifier in ["~iphone", "~ipad"] where name.hasSuffix(modifier) { name.removeLast(modifier.count) }
        return name
    }

    static func lastComponent(of path: String) -> Substring {
        path.split(separator: "/", omittingEmptySubsequences: false).last ?? Substring(path)
    }

    /// The folder of a path as written (`""` for a bare name).
    static func folder(of path: String) -> String {
        path.utf8.lastIndex(of: UInt8(ascii: "/")).map { String(path[..<$0]) } ?? ""
    }

    /// The deepest folder holding both files, as written (`""` when they share none; `"."`-relative
    /// paths share their leading components).
    static func commonFolder(_ first: String, _ second: String) -> String {
        let a = first.split(separator: "/", omittingEmptySubsequences: false).dropLast()
        let b = second.split(separator: "/", omittingEmptySubsequences: false).dropLast()
        var shared: [Substring] = []
        for (x, y) in zip(a, b) {
            guard x == y else { break }
            shared.append(x)
        }
        return shared.joined(separator: "/")
    }

    /// Whether `path` lies below `folder` (every file lies below `""`).
    static func isBelow(_ path: String, folder: String) -> Bool {
        folder.isEmpty || path.hasPrefix(folder + "/")
    }
}
