import ArchlintFacts

/// A VIP scene: the types that share a name prefix (`ListProducts` from `ListProductsInteractor`,
/// `ListProductsBusinessLogic`, enum `ListProducts`).
public struct Scene: Sendable, Equatable {
    public var name: String
    public var members: [TypeID]
    /// Declares a `*BusinessLogic`, `*PresentationLogic`, `*DisplayLogic` or `*RoutingLogic` protocol.
    public var isCleanSwift: Bool
}

public struct SceneDetection: Sendable {
    let model: ProjectModel

    static let protocolSuffixes = CleanSwift.sceneDeclaringSuffixes
    static let memberSuffixes = ["ViewController", "BusinessLogic", "PresentationLogic", "DisplayLogic",
                                 "RoutingLogic", "DataPassing", "DataStore", "Interactor", "Presenter", "Router",
                                 "Wireframe", "Worker", "Configurator", "View"]

    /// The scene prefix of a name: the name without its role suffix, or nil.
    public static func prefix(of name: String) -> String? {
        // A name of ASCII bytes other than a carriage return (nearly every name) has a character per
        // byte: the same suffixes, counts and prefix found on its bytes in place. Counting the
        // characters (`count`, `dropLast`) broke graphemes at every step: two thirds of this.
        let fast = name.utf8.withContiguousStorageIfAvailable { bytes -> String?? in
            guard SceneDetection.isOneCharacterPerByte(bytes) else { return .none }
            for suffix in memberSuffixBytes
            where bytes.count > suffix.count && bytes.suffix(suffix.count).elementsEqual(suffix) {
                let stem = UnsafeBufferPointer(rebasing: bytes.prefix(bytes.count - suffix.count))
                return .some(String(decoding: stem, as: UTF8.self))
            }
            return .some(nil)
        }
        if let fast, let known = fast { return known }
        for suffix in memberSuffixes where hasProperSuffix(name, suffix) {
            return String(name.dropLast(suffix.count))
        }
        return nil
    }

    private static let memberSuffixBytes = memberSuffixes.map { Array($0.utf8) }

    /// ASCII without a carriage return (`\r\n` is one character): each byte is one character.
    static func isOneCharacterPerByte(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        bytes.allSatisfy { $0 < 0x80 && $0 != UInt8(ascii: "\r") }
    }

    /// `name` ends in `suffix` and is longer. (Comparing bytes by hand was measured slower than the
    /// standard library's ASCII fast path; counting characters was most of the cost.)
    static func hasProperSuffix(_ name: String, _ suffix: String) -> Bool {
        guard name.hasSuffix(suffix) else { return false }
        // A name of one character per byte has as many characters as bytes.
        if name.utf8.withContiguousStorageIfAvailable(isOneCharacterPerByte) == true {
            return name.utf8.count > suffix.count
        }
        return name.count > suffix.count
    }

    /// The scenes, computed type by type on up to `jobs` threads; `prefixes`: each type's
    /// `prefix(of:)` its name, by `TypeID.index`.
    func scenes(jobs: Int = 1, prefixes: [String?]) -> [String: Scene] {
        let detection = self
        let model = self.model
        let ids = model.typeIDs
        // For each type: the Clean Swift scene its protocol declares, and the scene it is placed in.
        let placed = ParallelWork.map(ids.count, jobs: jobs) { index -> (declared: [String], scene: String?) in
            let id = ids[index]
            guard let type = model[id], !id.name.utf8Contains(UInt8(ascii: ".")) else { return ([], nil) }
            var declared: [String] = []
            if type.kind == .protocol {
                for suffix in SceneDetection.protocolSuffixes where SceneDetection.hasProperSuffix(type.name, suffix) {
                    declared.append(String(type.name.dropLast(suffix.count)))
                }
            }
            return (declared, detection.sceneName(of: type, prefix: prefixes[Int(id.index)]))
        }
        var cleanSwift = Set<String>()
        // Each prefix's candidates by the prefix's position among `names`: a `StringMap`, which hashes
        // a name in a few instructions where a dictionary ran SipHash on each of the types.
        var positions = StringMap<Int>()
        var candidates: [[TypeID]] = []
        for (id, entry) in zip(ids, placed) {
            for name in entry.declared { cleanSwift.insert(name) }
            guard let prefix = entry.scene else { continue }
            if let position = positions[prefix] {
                candidates[position].append(id)
            } else {
                positions[prefix] = candidates.count
                candidates.append([id])
            }
        }
        let names = positions.keys
        let found = ParallelWork.map(names.count, jobs: jobs) { [cleanSwift, candidates] index -> Scene? in
            let name = names[index]
            var members = candidates[index].filter { id in
                guard let type = model[id] else { return false }
                if type.kind == .protocol { return true }
                return type.role?.isSceneMember ?? false
            }
            // The scene's models: the namespace enum and everything nested in it.
            for id in model.types(inNamespace: name) {
                if let type = model[id], type.isValueType, !members.contains(id) { members.append(id) }
            }
            let concrete = members.filter { model[$0]?.kind != .protocol && model[$0]?.role != .model }
            guard cleanSwift.contains(name) || concrete.count >= 2 else { return nil }
            // A class named exactly as the scene is no part of one: `KeychainManager:
            // KeychainManagerBusinessLogic` borrows the scene naming for a service's interface (and
            // its test double adopting the same protocol joins no scene either). A scene's parts carry
            // a role suffix; its models' namespace, of the scene's own name, is a model.
            guard !concrete.contains(where: { $0.name == name }) else { return nil }
            return Scene(name: name, members: members.sorted(), isCleanSwift: cleanSwift.contains(name))
        }
        var scenes: [String: Scene] = [:]
        for scene in found { if let scene { scenes[scene.name] = scene } }
        return scenes
    }

    /// The scene a type's name (whose `prefix(of:)` is `prefix`) or conformance places it in.
    private func sceneName(of type: ProjectType, prefix: String?) -> String? {
        if type.role == .testDouble { return nil }
        if let prefix { return prefix }
        for entry in type.inherited {
            for name in model.typeReference(entry).names {
                for suffix in SceneDetection.protocolSuffixes where SceneDetection.hasProperSuffix(name, suffix) {
                    return String(name.dropLast(suffix.count))
                }
            }
        }
        return nil
    }
}
