import ArchlintFacts
import Foundation

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

    /// "name ends in …" for each suffix a role is named by: one shared string each rather than one per
    /// type (a million-line file of services held a million copies).
    private static let nameEvidence: [String: String] = Dictionary(
        (["Spy", "Mock", "Stub", "Fake", "Dummy", "AppDelegate", "SceneDelegate", "Router", "Wireframe"]
            + compositionRootSuffixes + serviceSuffixes).map { ($0, "name ends in \($0)") },
        uniquingKeysWith: { first, _ in first })

    static func nameEndsIn(_ suffix: String) -> String { nameEvidence[suffix] ?? "name ends in \(suffix)" }

    /// Roles already inferred, shared by the threads of one inference.
    private let known: KnownRoles

    init(model: ProjectModel) {
        self.model = model
        known = KnownRoles(count: model.typeIDs.count)
    }

    /// A type's role with the evidence it was drawn from.
    func role(of id: TypeID) -> RoleAssignment? {
        // Ancestors first, farthest first, so each one finds its superclass's role already known:
        // the recursion stays shallow and each class is inferred once, however long the chain.
        var ancestors: [TypeID] = []
        for ancestor in model.superclassChain(of: id).projectTypes {
            if known[ancestor] != nil { break }
            ancestors.append(ancestor)
        }
        for ancestor in ancestors.reversed() {
            var visited = VisitedTypes()
            var cut = false
            _ = role(of: ancestor, visited: &visited, cut: &cut)
        }
        var visited = VisitedTypes()
        var cut = false
        return role(of: id, visited: &visited, cut: &cut)
    }

    /// The types an inference passed through: nearly always one or two (a class and its project
    /// superclass), so a short array searched in turn, not a `Set`, which cost an allocation,
    /// a seeded hash and a release for each of the 23,000 types of the 250k-line tree.
    private struct VisitedTypes {
        private var ids: [TypeID] = []

        /// Whether `id` was not there yet.
        mutating func insert(_ id: TypeID) -> Bool {
            if ids.contains(id) { return false }
            ids.append(id)
            return true
        }
    }

    /// A role is remembered only when no cycle was cut while inferring it (then it does not depend
    /// on where the inference started, and every thread sees the same answer).
    private func role(of id: TypeID, visited: inout VisitedTypes, cut: inout Bool) -> RoleAssignment? {
        if let remembered = known[id] { return remembered }
        guard visited.insert(id) else {
            cut = true
            return nil
        }
        var cutHere = false
        let role = inferRole(of: id, visited: &visited, cut: &cutHere)
        if cutHere { cut = true } else { known[id] = .some(role) }
        return role
    }

    private func inferRole(of id: TypeID, visited: inout VisitedTypes, cut: inout Bool) -> RoleAssignment? {
        guard let type = model[id], type.kind != .protocol else { return nil }
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
                if let inherited = role(of: superclass, visited: &visited, cut: &cut), inherited.role != .testDouble,
                   inherited.role != .model {
                    // A subclass of a service base that composes the app (`ApplicationServiceProvider:
                    // ServiceProvider` registering the app's objects) is what its code shows.
                    if inherited.role == .service, let evidence = compositionEvidence(type) {
                        return RoleAssignment(.compositionRoot, .behaviour, evidence)
                    }
                    return RoleAssignment(inherited.role, .superclass,
                                          "subclass of \(superclass.name) (\(inherited.role.displayName))")
                }
            }
            if let external = chain.externalName, RoleInference.viewControllerBases.contains(external) {
                return RoleAssignment(.view, .superclass, "subclass of \(external)")
            }
            // An app extension's principal class is its entry point: the system builds it, and
            // everything the extension uses is composed there.
            if let external = chain.externalName, RoleInference.isExtensionEntryPoint(external) {
                return RoleAssignment(.compositionRoot, .superclass, "subclass of \(external), an app extension's entry point")
            }
        }
        var named = roleFromName(type)
        // UI evidence beats a name (SPEC §3): a `*Presenter`, `*Manager`, `*Provider`… that subclasses
        // or adopts a UIKit/SwiftUI type, or that subclasses any framework class, is a helper of that
        // framework, not a VIP presenter or an app service.
        if let assignment = named, assignment.role == .service || assignment.role == .presenter,
           frameworkEvidence(type, allowingObjectBase: assignment.role == .service) != nil
            || (assignment.role == .service && heldUIView(type) != nil) {
            named = nil
        }
        // The same for a `*Coordinator` that coordinates no flow: a gesture-recognizer delegate, a
        // transition animator or an overlay layout helper adopts a UIKit protocol or keeps UIKit views,
        // and has no `start`, no navigation controller or window and no child coordinators.
        if let assignment = named, assignment.role == .coordinator, !hasFlow(type),
           frameworkEvidence(type, allowingObjectBase: false) != nil || heldUIView(type) != nil
            || handledUIView(type) != nil {
            named = nil
        }
        if named == nil, type.kind == .class, let screen = buildsAndShowsScreens(type) {
            return RoleAssignment(.coordinator, .behaviour, "builds and shows screens (\(screen))")
        }
        if named == nil || named?.role == .service, type.isReferenceType {
            // Three or more dependencies (so three or more objects): a box type built over and over
            // counts once.
            let objects = objectTypesBuiltAndStored(type)
            let built = objects.map(\.property)
            if RoleInference.dependencyCount(objects.map(\.type)) >= 3 {
                return RoleAssignment(.compositionRoot, .behaviour,
                                      "builds and stores \(built.count) objects (\(built.prefix(3).joined(separator: ", "))…)")
            }
            if let evidence = compositionEvidence(type) { return RoleAssignment(.compositionRoot, .behaviour, evidence) }
        }
        if let named { return named }
        if type.isValueType, !conformsToUI(type) {
            return RoleAssignment(.model, .declaration, "\(type.kind == .enum ? "an" : "a") \(type.kind.rawValue) with no other role")
        }
        return nil
    }

    /// Name suffixes and prefixes of test doubles, made once: an array literal in `testCodeEvidence`,
    /// asked of every type, was an allocation and a release each time.
    static let testDoubleSuffixes = ["Spy", "Mock", "Stub", "Fake", "Dummy"]
    static let testDoublePrefixes = ["Mock", "Stub"]

    /// Base types and conformances of test code: XCTest and Quick cases, SwiftUI previews.
    static let testBases: Set<String> = ["XCTestCase", "QuickSpec", "AsyncSpec", "PreviewProvider"]

    /// Why a type is test code, if it is.
    func testCodeEvidence(_ type: ProjectType) -> String? {
        let simple = type.simpleName
        if let suffix = RoleInference.testDoubleSuffixes.first(where: { simple.hasSuffix($0) }) {
            return RoleInference.nameEndsIn(suffix)
        }
        // `MockDataInjector`, `StubScheduleViewModel`: the prefix is followed by a word. Not `Fake`:
        // production code fakes things on purpose (`FakeRequestService` sends decoy traffic).
        for prefix in RoleInference.testDoublePrefixes where simple.hasPrefix(prefix) {
            if let next = simple.dropFirst(prefix.count).first, next.isUppercase { return "name starts with \(prefix)" }
        }
        if let base = conformanceNames(type).first(where: { RoleInference.testBases.contains($0) }) {
            return "inherits \(base)"
        }
        // Without test files no declaration is in test code (asked of every type, each file a long
        // path to hash).
        guard !model.testFiles.isEmpty || type.files.isEmpty else { return nil }
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

    private func conformanceNames(_ type: ProjectType) -> [String] { model.conformanceNames(of: type.id) }

    private func roleFromConformance(_ type: ProjectType) -> RoleAssignment? {
        let names = conformanceNames(type)
        for (suffix, role) in CleanSwift.sceneProtocols {
            if let name = names.first(where: { $0.hasSuffix(suffix) }) {
                return RoleAssignment(role, .sceneProtocol, "conforms to \(name)")
            }
        }
        // Only a coordinator protocol makes a coordinator (SPEC §3): `*CoordinatorDependencies` is a
        // factory contract and `*CoordinatorDelegate` is what a coordinator's client adopts.
        if type.isReferenceType, let name = names.first(where: { name in
            RoleInference.isCoordinatorProtocolName(name)
                && model.resolve(name, fromModule: type.id.module, context: type.id).contains { model[$0]?.kind == .protocol }
        }) {
            return RoleAssignment(.coordinator, .conformance, "conforms to \(name)")
        }
        // The app's and scenes' entry points are where the object graph is composed.
        if type.isReferenceType, let name = names.first(where: RoleInference.appDelegateProtocols.contains) {
            return RoleAssignment(.compositionRoot, .conformance, "adopts \(name)")
        }
        return nil
    }

    /// The system classes an app extension's principal class subclasses (`UNNotificationServiceExtension`,
    /// `NEPacketTunnelProvider`, `NEAppPushProvider`, `CXCallDirectoryProvider`, `INExtension`…).
    static func isExtensionEntryPoint(_ name: String) -> Bool {
        let simple = ProjectModel.lastComponent(of: name)
        guard ["UN", "NE", "CX", "IN", "NS", "MX", "WK", "CP"].contains(where: { simple.hasPrefix($0) }) else { return false }
        return simple.hasSuffix("Extension") || (simple.hasPrefix("NE") && simple.hasSuffix("Provider"))
            || simple == "CXCallDirectoryProvider"
    }

    static func isCoordinatorProtocolName(_ name: String) -> Bool {
        ["Coordinator", "Coordinating", "CoordinatorProtocol", "CoordinatorType"].contains { name.hasSuffix($0) }
    }

    static let appDelegateProtocols: Set<String> = ["UIApplicationDelegate", "UIWindowSceneDelegate", "UISceneDelegate",
                                                    "NSApplicationDelegate", "WKApplicationDelegate",
                                                    "WKExtensionDelegate"]

    func conformsToVIPRouting(_ id: TypeID) -> Bool {
        guard let type = model[id] else { return false }
        return conformanceNames(type).contains(where: CleanSwift.isRoutingProtocol)
    }

    private static let implementationSuffixes = ["Implementation", "Impl", "Imp"]

    /// An implementation suffix does not change what a type is (`ModuleFactoryImpl` is a factory).
    static func nameWithoutImplementationSuffix(_ name: String) -> String {
        for suffix in implementationSuffixes where name.hasSuffix(suffix) && name.count > suffix.count {
            return String(name.dropLast(suffix.count))
        }
        return name
    }

    /// Made once, for the same reason as `testDoubleSuffixes`.
    private static let entryPointSuffixes = ["AppDelegate", "SceneDelegate"]
    private static let routerSuffixes = ["Router", "Wireframe"]

    private func roleFromName(_ type: ProjectType) -> RoleAssignment? {
        let name = RoleInference.nameWithoutImplementationSuffix(type.simpleName)
        func named(_ role: Role, _ detail: String) -> RoleAssignment { RoleAssignment(role, .name, detail) }
        if type.attributes.contains("@main") {
            return RoleAssignment(.compositionRoot, .declaration, "the @main type")
        }
        if let suffix = RoleInference.entryPointSuffixes.first(where: { name.hasSuffix($0) }) {
            return named(.compositionRoot, RoleInference.nameEndsIn(suffix))
        }
        if let suffix = RoleInference.compositionRootSuffixes.first(where: { name.hasSuffix($0) }) {
            return named(.compositionRoot, RoleInference.nameEndsIn(suffix))
        }
        if name.hasSuffix("ViewController") { return named(.view, "name ends in ViewController") }
        if name.hasSuffix("ViewModel") {
            return type.isReferenceType ? named(.viewModel, "a class whose name ends in ViewModel") : nil
        }
        if name.hasSuffix("Interactor") { return named(.interactor, "name ends in Interactor") }
        if name.hasSuffix("Presenter") { return named(.presenter, "name ends in Presenter") }
        if let suffix = RoleInference.routerSuffixes.first(where: { name.hasSuffix($0) }) {
            if storesNavigationController(type) {
                return RoleAssignment(.navigationRouter, .behaviour, "a \(suffix) that stores a navigation controller")
            }
            return named(.vipRouter, RoleInference.nameEndsIn(suffix))
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
            return named(.service, RoleInference.nameEndsIn(suffix))
        }
        return nil
    }

    /// Whether a router holds what it navigates: a navigation controller (`UINavigationController`,
    /// `NavigationControllerProtocol`), a window or a view controller to present from.
    func holdsNavigation(_ id: TypeID) -> Bool {
        guard let type = model[id] else { return false }
        return type.storedProperties.contains { property in
            guard let typeName = property.typeName else { return false }
            return model.typeReference(typeName).names.contains { name in
                let simple = ProjectModel.lastComponent(of: name)
                return RoleInference.isNavigationContainer(simple) || simple == "UIViewController"
            }
        }
    }

    private func storesNavigationController(_ type: ProjectType) -> Bool {
        type.storedProperties.contains { property in
            guard let typeName = property.typeName else { return false }
            return model.typeReference(typeName).names.contains { ProjectModel.lastComponent(of: $0).contains("NavigationController") }
        }
    }

    private func conformsToUI(_ type: ProjectType) -> Bool {
        conformanceNames(type).contains { RoleInference.uiConformances.contains($0) || $0.hasPrefix("UI") || $0.hasPrefix("NS") && $0.hasSuffix("View") }
    }

    /// The properties in which the type keeps objects it constructs itself: services by name, or any
    /// class of the project that is not a view, a view model or one of its own nested helpers. Three
    /// dependencies or more (`dependencyCount`) make it a container, whatever its name.
    func buildsAndStoresObjects(_ type: ProjectType) -> [String] {
        objectTypesBuiltAndStored(type).map(\.property)
    }

    /// How many dependencies objects of these types make (each built into a property): one each, but a
    /// type built into two or more properties that is no service by its name is a box for values
    /// (`Pref<Bool>(key: …)`, one per setting) or a part (a view's two buttons), and counts once. A
    /// service counts each time: a container may build one twice (for Objective-C callers, say), and
    /// a generic one once per argument (`Repository<User>`, `Repository<Post>`).
    static func dependencyCount(_ types: [String]) -> Int {
        var perType: [String: Int] = [:]
        for type in types { perType[type, default: 0] += 1 }
        return perType.reduce(0) { total, entry in
            let simple = ProjectModel.lastComponent(of: entry.key)
            let isService = serviceSuffixes.contains { simple.hasSuffix($0) }
            return total + (entry.value >= 2 && !isService ? 1 : entry.value)
        }
    }

    /// Why a type composes the app by what its code does, or nil: it makes two or more of the
    /// project's coordinators (`coordinatorsMade`), or registers two or more types in a container
    /// (`typesRegistered`).
    func compositionEvidence(_ type: ProjectType) -> String? {
        func listed(_ names: [String]) -> String { names.prefix(3).joined(separator: ", ") + (names.count > 3 ? "…" : "") }
        let coordinators = coordinatorsMade(by: type)
        if coordinators.count >= 2 { return "makes \(coordinators.count) coordinators (\(listed(coordinators)))" }
        let registered = typesRegistered(by: type)
        if registered.count >= 2 { return "registers \(registered.count) types in a container (\(listed(registered)))" }
        let assemblies = assembliesBuilt(by: type)
        if assemblies.count >= 2 { return "assembles \(assemblies.count) container assemblies (\(listed(assemblies)))" }
        return nil
    }

    /// The project's Swinject assemblies a type builds, sorted by name (`Assembler([ScreenAssembly(),
    /// ServicesAssembly()])`): a type that puts the app's assemblies together is its container,
    /// whatever its name says (a `Provider` handing out resolved screens). An assembly adopts
    /// Swinject's `Assembly` in a file that imports Swinject; a project's own protocol of that name (a
    /// screen module's `makeModule()`) makes no container.
    func assembliesBuilt(by type: ProjectType) -> [String] {
        var built = Set<String>()
        for construction in model.constructions[type.id] ?? [] {
            let name = ProjectModel.stripGenericArguments(construction.typeName)
            for id in model.resolve(name, fromModule: type.id.module, context: type.id) where id != type.id && isSwinjectAssembly(id) {
                built.insert(id.name)
            }
        }
        return built.sorted()
    }

    private func isSwinjectAssembly(_ id: TypeID) -> Bool {
        guard model.conformanceNames(of: id).contains("Assembly"),
              model.resolve("Assembly", fromModule: id.module, context: id).isEmpty,
              let type = model[id],
              // Written bare or as Swinject's, not another module's (`ModuleKit.Assembly`).
              !type.inherited.contains(where: { $0.hasSuffix(".Assembly") && $0 != "Swinject.Assembly" }) else { return false }
        return model.isDeclared(type, inFileImporting: { $0.hasPrefix("Swinject") })
    }

    /// The methods of a type that make and hand out the project's coordinators, sorted (`func
    /// makeAlbumCoordinator(delegate:) -> Coordinator` of a `CoordinatorProviderImp`): a factory of the
    /// app's navigation flows composes them, whatever its name says.
    func coordinatorsMade(by type: ProjectType) -> [String] {
        var made = Set<String>()
        for function in type.functions where !function.isInitializer {
            guard let returned = function.returnType.map(ProjectModel.withoutOptionality),
                  ProjectModel.lastComponent(of: ProjectModel.stripGenericArguments(returned)).hasSuffix("Coordinator"),
                  !model.resolveTypeText(returned, from: type.id).ids.isEmpty else { continue }
            made.insert(function.name)
        }
        return made.sorted()
    }

    /// The types a type's code registers in a dependency container, sorted: the first argument of a
    /// registration is the type, and another its factory (`container.register(WalletClient.self) { r in
    /// … }`, SwinjectStoryboard's `storyboardInitCompleted(SettingsViewController.self) { r, c in … }`,
    /// `autoregister(…, initializer: …)`). A module that registers the app's objects composes them,
    /// whatever its name says (a `SettingsServiceProvider` of Swinject registrations is no service).
    func typesRegistered(by type: ProjectType) -> [String] {
        var registered = Set<String>()
        for call in model.calls[type.id] ?? [] where RoleInference.registrationCalls.contains(call.name) {
            // Not a table's or collection's cell class (`register(Cell.self, forCellReuseIdentifier: …)`).
            guard let first = call.arguments.first, first.label == nil, case .reference(let path) = first.value,
                  path.hasSuffix(".self"), path.count > 5,
                  !call.arguments.contains(where: { argument in
                      argument.label.map { $0.contains("Reuse") || $0.contains("Kind") } ?? false
                  }),
                  // With the factory that makes the object (`initializer: Service.init`, or a closure that
                  // builds or resolves one: `{ r in Service(api: r.resolve(API.self)!) }`), not an observer
                  // registering itself (`broadcaster.register(SettingsObserver.self, observer: self)`) or a
                  // handler of an event type (`bus.register(UserLoggedIn.self) { event in … }`).
                  call.arguments.contains(where: { $0.label == "initializer" || $0.label == "factory" })
                    || makesOrResolves(factoryOf: call, in: type.id)
            else { continue }
            registered.insert(String(path.dropLast(5)))
        }
        return registered.sorted()
    }

    /// Whether the closure a registration call is handed builds an object or resolves one.
    private func makesOrResolves(factoryOf call: CallFact, in id: TypeID) -> Bool {
        guard call.arguments.contains(where: { if case .closure = $0.value { return true } else { return false } }),
              let closure = (model.closures[id] ?? []).first(where: { closure in
                  guard case .argument(let callee, _, _) = closure.destination, callee == call.name,
                        closure.context.member == call.context.member else { return false }
                  return call.location < closure.location
              })
        else { return false }
        return (model.constructions[id] ?? []).contains { closure.encloses($0.location) }
            || (model.calls[id] ?? []).contains { ["resolve", "resolved"].contains($0.name) && closure.encloses($0.location) }
    }

    /// The calls that register a type in a dependency container (Swinject, SwinjectStoryboard,
    /// SwinjectAutoregistration, Dip).
    static let registrationCalls: Set<String> = ["register", "autoregister", "storyboardInitCompleted"]

    /// Each property `buildsAndStoresObjects` finds with the type of the object built into it,
    /// generic arguments left out, sorted by property. A store that keeps a hundred settings as
    /// `StorageValue<Bool>(key: …)` boxes builds one type a hundred times: values, not an app's services.
    func objectTypesBuiltAndStored(_ type: ProjectType) -> [(property: String, type: String)] {
        var built: [String: String] = [:]
        func counts(_ constructed: String) -> Bool {
            let simple = ProjectModel.lastComponent(of: constructed)
            if RoleInference.serviceSuffixes.contains(where: { simple.hasSuffix($0) }) { return true }
            let name = ProjectModel.stripGenericArguments(constructed)
            guard let id = model.resolve(name, fromModule: type.id.module, context: type.id).first, id != type.id,
                  let target = model[id], target.isReferenceType, !id.name.hasPrefix(type.name + ".") else { return false }
            let targetName = target.simpleName
            return !["ViewController", "View", "Cell", "ViewModel", "Controller"].contains { targetName.hasSuffix($0) }
                && model.superclassChain(of: id).externalName.map { !RoleInference.isUIKitName($0) } ?? true
        }
        // By index: these loops read a field or two of each fact, and copying each one out of its array
        // retained and released all of its strings.
        let properties = type.storedProperties
        for position in properties.indices {
            guard case .construction(let constructed)? = properties[position].initializer, counts(constructed) else { continue }
            built[properties[position].name] = ProjectModel.stripGenericArguments(constructed)
        }
        let assignments = model.assignments[type.id] ?? []
        for position in assignments.indices where !assignments[position].isDeclaration {
            guard case .construction(let constructed) = assignments[position].value else { continue }
            let target = assignments[position].target
            guard type.property(named: target) != nil, counts(constructed) else { continue }
            if built[target] == nil { built[target] = ProjectModel.stripGenericArguments(constructed) }
        }
        return built.map { (property: $0.key, type: $0.value) }.sorted { $0.property < $1.property }
    }

    /// What screens are shown on: a navigation controller (`UINavigationController`, a project's
    /// `NavigationControllerProtocol`), a window, CarPlay's interface controller.
    /// A UIKit view a type keeps in a stored property (its own or a superclass's): `UIScrollView`,
    /// `UIToolbar`, `NSHashTable<UIView>`, a gesture recognizer or a layer. A view controller is not
    /// one: coordinators and services keep those to present on.
    private func heldUIView(_ type: ProjectType) -> String? {
        let written = selfAndSuperclasses(type).flatMap(\.storedProperties).compactMap(\.writtenOrBuiltType)
        return firstUIKitView(in: written)
    }

    /// A UIKit view in a type's own members' signatures: a computed property's type, a function's
    /// parameter or return type (`func register(overlay: UIView)`).
    private func handledUIView(_ type: ProjectType) -> String? {
        var written = type.properties.compactMap(\.typeName)
        for function in type.functions {
            written += function.parameters.compactMap(\.typeName)
            if let returnType = function.returnType { written.append(returnType) }
        }
        return firstUIKitView(in: written)
    }

    /// The first UIKit view any of these written types names.
    private func firstUIKitView(in typeTexts: [String]) -> String? {
        for typeText in typeTexts {
            if let view = model.typeReference(typeText).names.first(where: RoleInference.isUIKitView) { return view }
        }
        return nil
    }

    /// The type and its project superclasses, nearest first: what a class holds and declares includes
    /// what it inherits.
    private func selfAndSuperclasses(_ type: ProjectType) -> [ProjectType] {
        [type] + model.superclassChain(of: type.id).projectTypes.compactMap { model[$0] }
    }

    static func isUIKitView(_ name: String) -> Bool {
        let simple = ProjectModel.lastComponent(of: name)
        return isUIKitName(simple) && !simple.hasSuffix("Controller")
            && ["View", "Bar", "Toolbar", "Button", "Label", "Field", "Window", "Control", "Layer", "Recognizer"].contains { simple.hasSuffix($0) }
    }

    /// What makes a coordinator one, besides its name: it starts a flow, keeps the navigation it drives
    /// (a navigation controller, a window, a router) or keeps child coordinators.
    private func hasFlow(_ type: ProjectType) -> Bool {
        let holders = selfAndSuperclasses(type)
        for holder in holders {
            if !holder.functions(named: "start").isEmpty { return true }
            let properties = holder.storedProperties
            for position in properties.indices {
                guard let typeName = properties[position].typeName else { continue }
                if model.typeReference(typeName).names.contains(where: { name in
                    let simple = ProjectModel.lastComponent(of: name)
                    return RoleInference.isNavigationContainer(simple) || simple.hasSuffix("Coordinator")
                        || simple.hasSuffix("Router") || simple.hasSuffix("ViewController")
                }) { return true }
            }
        }
        return false
    }

    static func isNavigationContainer(_ simpleName: String) -> Bool {
        simpleName.contains("NavigationController") || simpleName == "UIWindow" || simpleName == "CPInterfaceController"
    }

    /// Calls that put a screen on screen, from outside it.
    static let showingCalls: Set<String> = ["pushViewController", "present", "setViewControllers", "show",
                                            "showDetailViewController", "pushTemplate", "presentTemplate",
                                            "setRootTemplate"]

    /// A class that is not itself a screen or a UIKit helper but builds view controllers and shows
    /// them on a navigation controller, window or CarPlay interface it holds is a coordinator by
    /// behaviour, whatever its name (a `*FlowController`, a `*Flow`): the first screen it builds, or nil.
    /// (A table adapter pushing from its host's navigation controller holds none and adopts UIKit's
    /// data-source protocols: it is not one.)
    private func buildsAndShowsScreens(_ type: ProjectType) -> String? {
        guard frameworkEvidence(type, allowingObjectBase: false) == nil else { return nil }
        // What it holds, its superclasses' properties included (a base flow controller's navigation).
        let holders = selfAndSuperclasses(type)
        var showsTemplates = false
        let shows = (model.calls[type.id] ?? []).contains { call in
            guard RoleInference.showingCalls.contains(call.name), let base = call.base else { return false }
            // What the call navigates: a stored property, a parameter, or a local it built.
            let written: String? = {
                if let property = holders.lazy.compactMap({ $0.property(named: base) }).first, property.isStored {
                    return property.writtenOrBuiltType
                }
                if let member = call.context.member,
                   let parameter = type.functions(named: member).lazy.compactMap({ $0.parameters.first { $0.name == base } }).first {
                    return parameter.typeName
                }
                for value in model.localBindings(base, in: type.id, member: call.context.member) ?? [] {
                    if case .construction(let constructed) = value { return constructed }
                }
                return nil
            }()
            guard let typeName = written else { return false }
            return model.typeReference(typeName).names.contains { name in
                let simple = ProjectModel.lastComponent(of: name)
                if simple == "CPInterfaceController" { showsTemplates = true }
                return RoleInference.isNavigationContainer(simple)
            }
        }
        guard shows else { return nil }
        // CarPlay's templates are the framework's own screens: pushing them is the flow's navigation.
        if showsTemplates { return "CarPlay templates" }
        let constructions = model.constructions[type.id] ?? []
        for position in constructions.indices {
            let name = ProjectModel.stripGenericArguments(constructions[position].typeName)
            guard let id = model.resolve(name, fromModule: type.id.module, context: type.id).first, id != type.id,
                  let target = model[id], target.kind == .class else { continue }
            let external = model.superclassChain(of: id).externalName
            if target.simpleName.hasSuffix("ViewController")
                || external.map({ RoleInference.viewControllerBases.contains($0) || $0.hasPrefix("CP") }) == true {
                return target.name
            }
        }
        return nil
    }

    /// A UIKit, AppKit, SwiftUI, CarPlay, WebKit, MapKit or Core Animation type name (`UIView`,
    /// `UITableViewDataSource`, `NSLayoutManager`, `CPTemplate`, `WKNavigationDelegate`). Foundation's
    /// `NS…` types (`NSObject`, `NSCache`) and Combine's `ObservableObject` are not UI.
    static func isUIKitName(_ name: String) -> Bool {
        let simple = ProjectModel.lastComponent(of: name)
        if uiConformances.contains(simple) { return true }
        guard simple.count > 2, let third = simple.dropFirst(2).first, third.isUppercase else { return false }
        if ["UI", "CP", "WK", "MK", "CA"].contains(where: { simple.hasPrefix($0) }) { return true }
        guard simple.hasPrefix("NS") else { return false }
        return ["View", "Window", "Controller", "Layout", "TextStorage", "TextContainer", "Responder", "Menu", "Cell",
                "Button", "Image", "Color", "Font"].contains { simple.contains($0) }
    }

    /// The framework type a class subclasses or adopts that makes it a framework helper: a UIKit/SwiftUI
    /// superclass or conformance, or — for service names — a superclass from outside the project that
    /// is itself a manager, provider, client or operation (`ServerTrustManager`, `Operation`): a
    /// specialisation of a library's class. (An outside name could be a protocol; these suffixes are
    /// class names in practice, `…able`/`…Protocol` ones are not.)
    private func frameworkEvidence(_ type: ProjectType, allowingObjectBase: Bool) -> String? {
        let chain: (projectTypes: [TypeID], externalName: String?) = type.kind == .class ? model.superclassChain(of: type.id) : ([], nil)
        for adopter in [type] + chain.projectTypes.compactMap({ model[$0] }) {
            if let ui = conformanceNames(adopter).first(where: RoleInference.isUIKitName) { return ui }
        }
        guard type.kind == .class, let external = chain.externalName else { return nil }
        if RoleInference.isUIKitName(external) { return external }
        let simple = ProjectModel.lastComponent(of: external)
        if allowingObjectBase, type.inherited.first.map(ProjectModel.stripGenericArguments) == external,
           ["Manager", "Provider", "Client", "Operation", "Session"].contains(where: { simple.hasSuffix($0) }) {
            return external
        }
        return nil
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

/// Inferred roles by type, written from the inference's threads.
private final class KnownRoles: @unchecked Sendable {
    /// By `TypeID.index`, nil until inferred: a dictionary hashed every id and grew a hundred-thousand
    /// entries on the way, a tenth of role inference.
    private var roles: [RoleAssignment??]
    private let lock = NSLock()

    init(count: Int) {
        roles = [RoleAssignment??](repeating: nil, count: count)
    }

    subscript(id: TypeID) -> RoleAssignment?? {
        get { lock.lock(); defer { lock.unlock() }; return roles[Int(id.index)] }
        set { lock.lock(); roles[Int(id.index)] = newValue; lock.unlock() }
    }
}
