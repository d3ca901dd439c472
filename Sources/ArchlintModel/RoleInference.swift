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

    func role(of id: TypeID) -> Role? {
        var visited = Set<TypeID>()
        return role(of: id, visited: &visited)
    }

    private func role(of id: TypeID, visited: inout Set<TypeID>) -> Role? {
        guard visited.insert(id).inserted, let type = model[id], type.kind != .protocol else { return nil }
        if !model.roleRules.isEmpty {
            let conformances = conformanceNames(type)
            if let rule = model.roleRules.first(where: { $0.matches(type, conformanceNames: conformances) }) {
                return rule.role
            }
        }
        if isTestDouble(type) { return .testDouble }
        if isRepresentableCoordinator(type) { return nil }
        if let role = roleFromConformance(type) { return role }
        if type.kind == .class {
            let chain = model.superclassChain(of: id)
            for superclass in chain.projectTypes {
                if let role = role(of: superclass, visited: &visited), role != .testDouble, role != .model { return role }
            }
            if let external = chain.externalName, RoleInference.viewControllerBases.contains(external) { return .view }
        }
        let named = roleFromName(type)
        if (named == nil || named == .service), type.isReferenceType, buildsAndStoresServices(type) >= 3 {
            return .compositionRoot
        }
        if let named { return named }
        if type.isValueType, !conformsToUI(type) { return .model }
        return nil
    }

    /// Base types and conformances of test code: XCTest and Quick cases, SwiftUI previews.
    static let testBases: Set<String> = ["XCTestCase", "QuickSpec", "AsyncSpec", "PreviewProvider"]

    func isTestDouble(_ type: ProjectType) -> Bool {
        let simple = type.simpleName
        if ["Spy", "Mock", "Stub", "Fake", "Dummy"].contains(where: { simple.hasSuffix($0) }) { return true }
        if conformanceNames(type).contains(where: { RoleInference.testBases.contains($0) }) { return true }
        return type.files.allSatisfy { model.testFiles.contains($0) }
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

    private func roleFromConformance(_ type: ProjectType) -> Role? {
        let names = conformanceNames(type)
        if names.contains(where: { $0.hasSuffix("DisplayLogic") }) { return .view }
        if names.contains(where: { $0.hasSuffix("BusinessLogic") }) { return .interactor }
        if names.contains(where: { $0.hasSuffix("PresentationLogic") }) { return .presenter }
        if names.contains(where: { $0.hasSuffix("RoutingLogic") || $0.hasSuffix("DataPassing") }) { return .vipRouter }
        if type.isReferenceType, names.contains(where: { name in
            name.contains("Coordinator") && model.resolve(name, fromModule: type.id.module, context: type.id)
                .contains { model[$0]?.kind == .protocol }
        }) {
            return .coordinator
        }
        return nil
    }

    func conformsToVIPRouting(_ id: TypeID) -> Bool {
        guard let type = model[id] else { return false }
        return conformanceNames(type).contains { $0.hasSuffix("RoutingLogic") || $0.hasSuffix("DataPassing") }
    }

    /// An implementation suffix does not change what a type is (`ModuleFactoryImpl` is a factory).
    static func nameWithoutImplementationSuffix(_ name: String) -> String {
        for suffix in ["Implementation", "Impl", "Imp"] where name.hasSuffix(suffix) && name.count > suffix.count {
            return String(name.dropLast(suffix.count))
        }
        return name
    }

    private func roleFromName(_ type: ProjectType) -> Role? {
        let name = RoleInference.nameWithoutImplementationSuffix(type.simpleName)
        if type.attributes.contains("@main") || name == "AppDelegate" || name == "SceneDelegate" { return .compositionRoot }
        if RoleInference.compositionRootSuffixes.contains(where: { name.hasSuffix($0) }) { return .compositionRoot }
        if name.hasSuffix("ViewController") { return .view }
        if name.hasSuffix("ViewModel") { return type.isReferenceType ? .viewModel : nil }
        if name.hasSuffix("Interactor") { return .interactor }
        if name.hasSuffix("Presenter") { return .presenter }
        if name.hasSuffix("Router") || name.hasSuffix("Wireframe") {
            return storesNavigationController(type) ? .navigationRouter : .vipRouter
        }
        if name.hasSuffix("Worker") { return .worker }
        if name.hasSuffix("Coordinator") { return type.isReferenceType ? .coordinator : nil }
        if let suffix = RoleInference.serviceSuffixes.first(where: { name.hasSuffix($0) }) {
            // A provider or builder of screens (`SettingsViewProvider`) is a factory, not a service.
            let stem = name.dropLast(suffix.count)
            if ["View", "ViewController", "Screen", "Module", "Scene"].contains(where: { stem.hasSuffix($0) }) {
                return .compositionRoot
            }
            return .service
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

    /// How many services the type constructs itself and keeps in stored properties.
    private func buildsAndStoresServices(_ type: ProjectType) -> Int {
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
        return names.count
    }
}
