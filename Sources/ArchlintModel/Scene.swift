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
        for suffix in memberSuffixes where hasProperSuffix(name, suffix) {
            return String(name.dropLast(suffix.count))
        }
        return nil
    }

    /// `name` ends in `suffix` and is longer. (Comparing bytes by hand was measured slower than the
    /// standard library's ASCII fast path.)
    static func hasProperSuffix(_ name: String, _ suffix: String) -> Bool {
        name.hasSuffix(suffix) && name.count > suffix.count
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
            guard let type = model[id], !id.name.utf8.contains(UInt8(ascii: ".")) else { return ([], nil) }
            var declared: [String] = []
            if type.kind == .protocol {
                for suffix in SceneDetection.protocolSuffixes where SceneDetection.hasProperSuffix(type.name, suffix) {
                    declared.append(String(type.name.dropLast(suffix.count)))
                }
            }
            return (declared, detection.sceneName(of: type, prefix: prefixes[Int(id.index)]))
        }
        var cleanSwift = Set<String>()
        var candidates: [String: [TypeID]] = [:]
        for (id, entry) in zip(ids, placed) {
            for name in entry.declared { cleanSwift.insert(name) }
            if let prefix = entry.scene { candidates[prefix, default: []].append(id) }
        }
        let names = Array(candidates.keys)
        let found = ParallelWork.map(names.count, jobs: jobs) { [cleanSwift, candidates] index -> Scene? in
            let name = names[index]
            var members = (candidates[name] ?? []).filter { id in
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
