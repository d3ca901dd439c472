import ArchlintFacts

/// Infers a type's role (SPEC §3): explicit configuration, then conformance, then superclass
/// (transitively through project types), then name.
struct RoleInference {
    let model: ProjectModel

    static let viewControllerBases: Set<String> = [
        "UIViewController", "UITableViewController", "UICollectionViewController", "NSViewController",
        "UIHostingController", "UIPageViewController", "UISplitViewController", "UITabBarController",
    ]
    static let compositionRootSuffixes = ["Container", "Assembly", "Assembler", "Configurator", "Factory", "Builder",
                                          "Composer", "CompositionRoot", "Dependencies"]
    static let serviceSuffixes = ["Service", "Repository", "UseCase", "Client", "Store", "Provider", "API", "Manager"]
    /// Conformances that make a value type a UI or app type rather than a model.
    static let uiConformances: Set<String> = ["View", "App", "Scene", "PreviewProvider", "ViewModifier",
                                              "UIViewRepresentable", "UIViewControllerRepresentable",
                                              "NSViewRepresentable", "NSViewControllerRepresentable", "Shape"]

    /// A type's role with the evidence it was drawn from.
    func role(of id: TypeID) -> RoleAssignment? {
        var visited = Set<TypeID>()
        return role(of: id, visited: &visited)
    }

    private func role(of id: TypeID, visited: inout Set<TypeID>) -> RoleAssignment? {
        guard visited.insert(id).inserted, let type = model[id], type.kind != .protocol else { return nil }
        if !model.roleRules.isEmpty {
            let conformances = conformanceNames(type)
            if let rule = model.roleRules.first(where: { $0.matches(type, conformanceNames: conformances) }) {
                return RoleAssignment(rule.role, .configuration, "a roles rule for \(rule.role.rawValue) matches")
            }
        }
        if let evidence = testCodeEvidence(type) { return RoleAssignment(.testDouble, .testCode, evidence) }
        if isRepresentableCoordinator(type) { return nil }
        if let assignment = roleFromConformance(type) { return assignment }
        if type.kind == .class {
            let chain = model.superclassChain(of: id)
            for superclass in chain.projectTypes {
                if let inherited = role(of: superclass, visited: &visited), inherited.role != .testDouble,
                   inherited.role != .model {
                    return RoleAssignment(inherited.role, .superclass,
                                          "subclass of \(superclass.name) (\(inherited.role.displayName))")
                }
            }
            if let external = chain.externalName, RoleInference.viewControllerBases.contains(external) {
                return RoleAssignment(.view, .superclass, "subclass of \(external)")
            }
        }
        let named = roleFromName(type)
        if named == nil || named?.role == .service, type.isReferenceType {
            let services = buildsAndStoresServices(type)
            if services.count >= 3 {
                return RoleAssignment(.compositionRoot, .behaviour,
                                      "builds and stores \(services.count) services (\(services.prefix(3).joined(separator: ", "))…)")
            }
        }
        if let named { return named }
        if type.isValueType, !conformsToUI(type) {
            return RoleAssignment(.model, .declaration, "\(type.kind == .enum ? "an" : "a") \(type.kind.rawValue) with no other role")
        }
        return nil
    }

    /// Base types and conformances of test code: XCTest and Quick cases, SwiftUI previews.
    static let testBases: Set<String> = ["XCTestCase", "QuickSpec", "AsyncSpec", "PreviewProvider"]

    /// Why a type is test code, if it is.
    func testCodeEvidence(_ type: ProjectType) -> String? {
        let simple = type.simpleName
        if let suffix = ["Spy", "Mock", "Stub", "Fake", "Dummy"].first(where: { simple.hasSuffix($0) }) {
            return "name ends in \(suffix)"
        }
        if let base = conformanceNames(type).first(where: { RoleInference.testBases.contains($0) }) {
            return "inherits \(base)"
        }
        return type.files.allSatisfy { model.testFiles.contains($0) } ? "declared in test code" : nil
    }

    /// SwiftUI's `Coordinator` nested in a representable is a delegate object, not a navigation coordinator.
    private func isRepresentableCoordinator(_ type: ProjectType) -> Bool {
        guard type.simpleName == "Coordinator", let dot = type.name.lastIndex(of: ".") else { return false }
        let parentName = String(type.name[..<dot])
        guard let parent = model.resolve(parentName, fromModule: type.id.module, context: nil).first,
              let parentType = model[parent] else { return false }
        return parentType.inherited.contains { $0.hasSuffix("Representable") }
    }

    private func conformanceNames(_ type: ProjectType) -> [String] {
        type.inherited.flatMap { model.typeReference($0).names }.map { name in
            ProjectModel.lastComponent(of: name)
        }
    }

    private func roleFromConformance(_ type: ProjectType) -> RoleAssignment? {
        let names = conformanceNames(type)
        for (suffix, role) in CleanSwift.sceneProtocols {
            if let name = names.first(where: { $0.hasSuffix(suffix) }) {
                return RoleAssignment(role, .sceneProtocol, "conforms to \(name)")
            }
        }
        if type.isReferenceType, let name = names.first(where: { name in
            // Only a coordinator protocol makes a coordinator (SPEC §3): a `*CoordinatorDelegate` a
            // class adopts to hear from one, or a `*CoordinatorDependencies` factory contract, does not.
            RoleInference.isCoordinatorProtocolName(name)
                && model.resolve(name, fromModule: type.id.module, context: type.id)
                .contains { model[$0]?.kind == .protocol }
        }) {
            return RoleAssignment(.coordinator, .conformance, "conforms to \(name)")
        }
        return nil
    }

    static func isCoordinatorProtocolName(_ name: String) -> Bool {
        name.hasSuffix("Coordinator") || name.hasSuffix("Coordinating") || name.hasSuffix("CoordinatorProtocol")
    }

    func conformsToVIPRouting(_ id: TypeID) -> Bool {
        guard let type = model[id] else { return false }
        return conformanceNames(type).contains(where: CleanSwift.isRoutingProtocol)
    }

    /// An implementation suffix does not change what a type is (`ModuleFactoryImpl` is a factory).
    static func nameWithoutImplementationSuffix(_ name: String) -> String {
        for suffix in ["Implementation", "Impl", "Imp"] where name.hasSuffix(suffix) && name.count > suffix.count {
            return String(name.dropLast(suffix.count))
        }
        return name
    }

    private func roleFromName(_ type: ProjectType) -> RoleAssignment? {
        let name = RoleInference.nameWithoutImplementationSuffix(type.simpleName)
        func named(_ role: Role, _ detail: String) -> RoleAssignment { RoleAssignment(role, .name, detail) }
        if type.attributes.contains("@main") {
            return RoleAssignment(.compositionRoot, .declaration, "the @main type")
        }
        if name == "AppDelegate" || name == "SceneDelegate" { return named(.compositionRoot, "named \(name)") }
        if let suffix = RoleInference.compositionRootSuffixes.first(where: { name.hasSuffix($0) }) {
            return named(.compositionRoot, "name ends in \(suffix)")
        }
        if name.hasSuffix("ViewController") { return named(.view, "name ends in ViewController") }
        if name.hasSuffix("ViewModel") {
            return type.isReferenceType ? named(.viewModel, "a class whose name ends in ViewModel") : nil
        }
        if name.hasSuffix("Interactor") { return named(.interactor, "name ends in Interactor") }
        if name.hasSuffix("Presenter") { return named(.presenter, "name ends in Presenter") }
        if let suffix = ["Router", "Wireframe"].first(where: { name.hasSuffix($0) }) {
            if storesNavigationController(type) {
                return RoleAssignment(.navigationRouter, .behaviour, "a \(suffix) that stores a navigation controller")
            }
            return named(.vipRouter, "name ends in \(suffix)")
        }
        if name.hasSuffix("Worker") { return named(.worker, "name ends in Worker") }
        if name.hasSuffix("Coordinator") {
            return type.isReferenceType ? named(.coordinator, "a class whose name ends in Coordinator") : nil
        }
        if let suffix = RoleInference.serviceSuffixes.first(where: { name.hasSuffix($0) }) {
            // A provider or builder of screens (`SettingsViewProvider`) is a factory, not a service.
            let stem = name.dropLast(suffix.count)
            if let screen = ["View", "ViewController", "Screen", "Module", "Scene"].first(where: { stem.hasSuffix($0) }) {
                return named(.compositionRoot, "a \(suffix) of a \(screen)")
            }
            return named(.service, "name ends in \(suffix)")
        }
        return nil
    }

    private func storesNavigationController(_ type: ProjectType) -> Bool {
        type.storedProperties.contains { property in
            guard let typeName = property.typeName else { return false }
            return model.typeReference(typeName).names.contains { $0.hasSuffix("NavigationController") }
        }
    }

    private func conformsToUI(_ type: ProjectType) -> Bool {
        conformanceNames(type).contains { RoleInference.uiConformances.contains($0) || $0.hasPrefix("UI") || $0.hasPrefix("NS") && $0.hasSuffix("View") }
    }

    /// The properties in which the type keeps services it constructs itself.
    private func buildsAndStoresServices(_ type: ProjectType) -> [String] {
        var names = Set<String>()
        for property in type.storedProperties {
            guard case .construction(let constructed)? = property.initializer else { continue }
            let simple = ProjectModel.lastComponent(of: constructed)
            if RoleInference.serviceSuffixes.contains(where: { simple.hasSuffix($0) }) { names.insert(property.name) }
        }
        for assignment in model.assignments[type.id] ?? [] where !assignment.isDeclaration {
            guard case .construction(let constructed) = assignment.value, type.property(named: assignment.target) != nil
            else { continue }
            let simple = ProjectModel.lastComponent(of: constructed)
            if RoleInference.serviceSuffixes.contains(where: { simple.hasSuffix($0) }) { names.insert(assignment.target) }
        }
        return names.sorted()
    }
}

/// A role and the evidence it was drawn from.
struct RoleAssignment: Sendable {
    var role: Role
    var evidence: RoleEvidence

    init(_ role: Role, _ kind: RoleEvidence.Kind, _ detail: String) {
        self.role = role
        self.evidence = RoleEvidence(kind, detail)
    }
}
