import ArchlintFacts

/// A VIP scene: the types that share a name prefix (`ListProducts` from `ListProductsInteractor`,
/// `ListProductsBusinessLogic`, enum `ListProducts`).
public struct Scene: Sendable, Equatable {
    public var name: String
    public var members: [TypeID]
    /// Declares a `*BusinessLogic`, `*PresentationLogic`, `*DisplayLogic` or `*RoutingLogic` protocol.
    public var isCleanSwift: Bool
}

public struct SceneDetection {
    let model: ProjectModel

    static let protocolSuffixes = CleanSwift.sceneDeclaringSuffixes
    static let memberSuffixes = ["ViewController", "BusinessLogic", "PresentationLogic", "DisplayLogic",
                                 "RoutingLogic", "DataPassing", "DataStore", "Interactor", "Presenter", "Router",
                                 "Wireframe", "Worker", "Configurator", "View"]

    /// The scene prefix of a name: the name without its role suffix, or nil.
    public static func prefix(of name: String) -> String? {
        for suffix in memberSuffixes where name.hasSuffix(suffix) && name.count > suffix.count {
            return String(name.dropLast(suffix.count))
        }
        return nil
    }

    func scenes() -> [String: Scene] {
        var cleanSwift = Set<String>()
        var candidates: [String: [TypeID]] = [:]
        for id in model.typeIDs {
            guard let type = model[id], !id.name.utf8.contains(UInt8(ascii: ".")) else { continue }
            if type.kind == .protocol {
                for suffix in SceneDetection.protocolSuffixes where type.name.hasSuffix(suffix) && type.name.count > suffix.count {
                    cleanSwift.insert(String(type.name.dropLast(suffix.count)))
                }
            }
            if let prefix = sceneName(of: type) { candidates[prefix, default: []].append(id) }
        }
        var scenes: [String: Scene] = [:]
        for (name, ids) in candidates {
            var members = ids.filter { id in
                guard let type = model[id] else { return false }
                if type.kind == .protocol { return true }
                return type.role?.isSceneMember ?? false
            }
            // The scene's models: the namespace enum and everything nested in it.
            for id in model.typesByNamespace[name] ?? [] {
                if let type = model[id], type.isValueType, !members.contains(id) { members.append(id) }
            }
            let concrete = members.filter { model[$0]?.kind != .protocol && model[$0]?.role != .model }
            guard cleanSwift.contains(name) || concrete.count >= 2 else { continue }
            scenes[name] = Scene(name: name, members: members.sorted(), isCleanSwift: cleanSwift.contains(name))
        }
        return scenes
    }

    /// The scene a type's name or conformance places it in.
    private func sceneName(of type: ProjectType) -> String? {
        if type.role == .testDouble { return nil }
        if let prefix = SceneDetection.prefix(of: type.name) { return prefix }
        for entry in type.inherited {
            for name in model.typeReference(entry).names {
                for suffix in SceneDetection.protocolSuffixes where name.hasSuffix(suffix) && name.count > suffix.count {
                    return String(name.dropLast(suffix.count))
                }
            }
        }
        return nil
    }
}
