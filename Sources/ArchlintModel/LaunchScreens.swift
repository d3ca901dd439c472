import Foundation

/// The screens an app's main storyboard makes once, at launch, in an app without scenes: the
/// storyboard's initial controller and what it holds through relationship segues (a navigation
/// controller's root, a tab bar's tabs, a split view's columns, a window's content). No code builds
/// them, so only `Info.plist` (`UIMainStoryboardFile`, `NSMainStoryboardFile`) and the storyboard
/// show that they are made once and kept by the window until the process exits. With a scene
/// manifest they are made once per scene, which the system may discard (the corpus rules those
/// `policy`), so such an app gives none.
public struct LaunchScreens: Sendable, Equatable {
    /// The classes (`customClass`, as written) of the initial controllers.
    public private(set) var initial: Set<String> = []
    /// The classes of the controllers an initial one holds through relationships, at any depth.
    public private(set) var held: Set<String> = []

    public init() {}

    public var isEmpty: Bool { initial.isEmpty && held.isEmpty }

    /// Reads each property list that names a main storyboard, and that storyboard beside it (in the
    /// list's folder or its `Base.lproj`, else the first other `.lproj`). Unreadable or binary lists
    /// and storyboards give nothing. A screen with a storyboard ID (or held by one that has one) counts
    /// only when no source file writes that ID as a string literal (`instantiateViewController(
    /// withIdentifier: "tokens")` would make another).
    public static func read(propertyLists: [String], sources: [String]) -> LaunchScreens {
        var candidates: [Candidate] = []
        for list in propertyLists.sorted() {
            guard let text = try? String(contentsOfFile: list, encoding: .utf8) else { continue }
            let folder = (list as NSString).deletingLastPathComponent
            for name in mainStoryboardNames(propertyList: text) {
                guard let path = storyboardPath(named: name, near: folder),
                      let storyboard = try? String(contentsOfFile: path, encoding: .utf8) else { continue }
                candidates += launchCandidates(storyboard: storyboard)
            }
        }
        let identifiers = Set(candidates.flatMap(\.identifiers))
        let written = identifiers.isEmpty ? [] : literals(identifiers, writtenIn: sources)
        var screens = LaunchScreens()
        for candidate in candidates where candidate.identifiers.isDisjoint(with: written) {
            if candidate.isInitial { screens.initial.insert(candidate.name) } else { screens.held.insert(candidate.name) }
        }
        return screens
    }

    /// A class a storyboard makes at launch, with the storyboard IDs of its scene and of those that
    /// hold it.
    struct Candidate: Equatable {
        var name: String
        var isInitial: Bool
        var identifiers: Set<String>
    }

    /// Which of the identifiers the sources write as string literals (`"tokens"`).
    private static func literals(_ identifiers: Set<String>, writtenIn sources: [String]) -> Set<String> {
        let quoted = identifiers.map { (identifier: $0, bytes: Array("\"\($0)\"".utf8)) }
        var found: Set<String> = []
        for source in sources {
            guard found.count < identifiers.count, let data = FileManager.default.contents(atPath: source) else { continue }
            data.withUnsafeBytes { raw in
                let bytes = raw.bindMemory(to: UInt8.self)
                for (identifier, pattern) in quoted where !found.contains(identifier) && contains(pattern, in: bytes) {
                    found.insert(identifier)
                }
            }
        }
        return found
    }

    private static func contains(_ pattern: [UInt8], in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let first = pattern.first, bytes.count >= pattern.count else { return false }
        var index = 0
        while index <= bytes.count - pattern.count {
            if bytes[index] == first, pattern.indices.allSatisfy({ bytes[index + $0] == pattern[$0] }) { return true }
            index += 1
        }
        return false
    }

    /// The main storyboards an XML property list names (`UIMainStoryboardFile`, its `~ipad` twin,
    /// `NSMainStoryboardFile`); none when it declares a scene manifest, or names one by a build
    /// setting (`$(…)`).
    static func mainStoryboardNames(propertyList text: String) -> [String] {
        guard !text.contains("<key>UIApplicationSceneManifest</key>") else { return [] }
        var names: [String] = []
        var rest = Substring(text)
        while let key = rest.range(of: "<key>") {
            rest = rest[key.upperBound...]
            guard let end = rest.range(of: "</key>") else { break }
            let name = rest[..<end.lowerBound]
            rest = rest[end.upperBound...]
            guard name.hasPrefix("UIMainStoryboardFile") || name == "NSMainStoryboardFile" else { continue }
            let trimmed = rest.drop { $0.isWhitespace }
            guard trimmed.hasPrefix("<string>"), let close = trimmed.range(of: "</string>") else { continue }
            let value = trimmed[trimmed.index(trimmed.startIndex, offsetBy: 8)..<close.lowerBound]
            if !value.isEmpty, !value.contains("$"), !value.contains("/") { names.append(String(value)) }
        }
        return names
    }

    private static func storyboardPath(named name: String, near folder: String) -> String? {
        let file = name + ".storyboard"
        let manager = FileManager.default
        if manager.fileExists(atPath: folder + "/" + file) { return folder + "/" + file }
        let localised = ((try? manager.contentsOfDirectory(atPath: folder)) ?? []).filter { $0.hasSuffix(".lproj") }
            .sorted { ($0 == "Base.lproj" ? 0 : 1, $0) < ($1 == "Base.lproj" ? 0 : 1, $1) }
        return localised.lazy.map { folder + "/" + $0 + "/" + file }.first { manager.fileExists(atPath: $0) }
    }

    /// The classes a storyboard makes at launch. A controller counts only when nothing else in the
    /// storyboard can make it again: no other segue leads to it, and its class appears nowhere else in
    /// the storyboard. (Code may still make it by its storyboard ID: `read` checks the sources.)
    static func launchCandidates(storyboard: String) -> [Candidate] {
        let document = StoryboardDocument(storyboard)
        guard let start = document.initialController else { return [] }
        var classCounts: [String: Int] = [:]
        for controller in document.controllers.values {
            if let name = controller.customClass { classCounts[name, default: 0] += 1 }
        }
        let otherwiseReached = Set(document.segues.filter { !$0.isRelationship }.map(\.destination))
        func isMadeOnce(_ id: String) -> Bool {
            guard let controller = document.controllers[id], !otherwiseReached.contains(id) else { return false }
            return controller.customClass.map { classCounts[$0] == 1 } ?? true
        }
        func identifiers(_ id: String) -> Set<String> {
            document.controllers[id]?.storyboardIdentifier.map { [$0] } ?? []
        }
        guard isMadeOnce(start) else { return [] }
        var candidates: [Candidate] = []
        if let name = document.controllers[start]?.customClass {
            candidates.append(Candidate(name: name, isInitial: true, identifiers: identifiers(start)))
        }
        var seen: Set<String> = [start]
        var pending = [(id: start, identifiers: identifiers(start))]
        while let (source, above) = pending.popLast() {
            for segue in document.segues where segue.isRelationship && segue.source == source {
                // Through a controller that could be made again, what it holds could too.
                guard seen.insert(segue.destination).inserted, isMadeOnce(segue.destination) else { continue }
                let chain = above.union(identifiers(segue.destination))
                if let name = document.controllers[segue.destination]?.customClass {
                    candidates.append(Candidate(name: name, isInitial: false, identifiers: chain))
                }
                pending.append((segue.destination, chain))
            }
        }
        return candidates.sorted { ($0.name, $0.isInitial ? 0 : 1) < ($1.name, $1.isInitial ? 0 : 1) }
    }
}

/// The little of a storyboard's XML that tells what it makes: its controllers (any element named
/// `…Controller` with an `id`), their classes and storyboard IDs, and the segues between them, each
/// from the controller element it sits in.
struct StoryboardDocument {
    struct Controller {
        var customClass: String?
        var storyboardIdentifier: String?
    }
    struct Segue {
        var source: String
        var destination: String
        var isRelationship: Bool
    }

    private(set) var initialController: String?
    private(set) var controllers: [String: Controller] = [:]
    private(set) var segues: [Segue] = []

    init(_ text: String) {
        // The open elements, with the id of each controller among them.
        var open: [(name: Substring, controller: String?)] = []
        var rest = Substring(text)
        while let start = rest.firstIndex(of: "<") {
            rest = rest[rest.index(after: start)...]
            guard let end = rest.firstIndex(of: ">") else { break }
            let tag = rest[..<end]
            rest = rest[rest.index(after: end)...]
            if tag.hasPrefix("?") || tag.hasPrefix("!") { continue }
            if tag.hasPrefix("/") {
                let name = tag.dropFirst()
                if let index = open.lastIndex(where: { $0.name == name }) { open.removeSubrange(index...) }
                continue
            }
            let closesItself = tag.hasSuffix("/")
            let name = tag.prefix { !$0.isWhitespace && $0 != "/" }
            let attributes = StoryboardDocument.attributes(of: tag.dropFirst(name.count))
            var controllerID: String?
            if name == "document" {
                initialController = attributes["initialViewController"] ?? attributes["initialController"]
            } else if name.hasSuffix("Controller"), let id = attributes["id"] {
                controllerID = id
                controllers[id] = Controller(customClass: attributes["customClass"],
                                             storyboardIdentifier: attributes["storyboardIdentifier"])
            } else if name == "segue", let destination = attributes["destination"],
                      let source = open.last(where: { $0.controller != nil })?.controller {
                segues.append(Segue(source: source, destination: destination, isRelationship: attributes["kind"] == "relationship"))
            }
            if !closesItself { open.append((name, controllerID)) }
        }
    }

    /// `key="value"` pairs of a tag.
    private static func attributes(of text: Substring) -> [String: String] {
        var result: [String: String] = [:]
        var rest = text
        while let equals = rest.firstIndex(of: "=") {
            let key = rest[..<equals].trimmingCharacters(in: .whitespaces)
            rest = rest[rest.index(after: equals)...]
            guard let open = rest.firstIndex(of: "\"") else { break }
            rest = rest[rest.index(after: open)...]
            guard let close = rest.firstIndex(of: "\"") else { break }
            result[key] = String(rest[..<close])
            rest = rest[rest.index(after: close)...]
        }
        return result
    }
}
