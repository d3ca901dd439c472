import ArchlintFacts
import ArchlintFindings
import ArchlintModel

/// A coordinator that adds child coordinators also removes them.
public struct CoordinatorChildLifecycleRule: Rule {
    public init() {}

    public static let description = RuleDescription(
        identifier: "coordinator_child_lifecycle",
        name: "Coordinator Child Lifecycle",
        summary: "A coordinator that appends to childCoordinators also removes finished children.",
        rationale: """
            `childCoordinators` keeps child flows alive while they run. A coordinator that only ever \
            appends keeps every finished flow, its screens and their services in memory for the life of \
            the app, and a flow started twice runs twice.
            """,
        howToFix: """
            Remove the child when it finishes: `childCoordinators.removeAll { $0 === child }` (or a \
            `filter` reassignment) in the child's completion closure or delegate callback.
            """,
        defaultSeverity: .warning,
        triggeringExamples: [
            Example("""
                // A flow started from a method may finish; the list keeps it after it has.
                final class AppCoordinator {
                    var childCoordinators: [AnyObject] = []
                    private(set) lazy var contactsCoordinator: ContactsCoordinator = {
                        let coordinator = ContactsCoordinator()
                        childCoordinators.append(coordinator)
                        return coordinator
                    }()
                    func showOnboarding() {
                        let onboarding = OnboardingCoordinator()
                        ↓childCoordinators.append(onboarding)
                        onboarding.start()
                    }
                }
                final class ContactsCoordinator { func start() {} }
                final class OnboardingCoordinator { func start() {} }
                // A property's observer runs on every set: the flows it appends may finish.
                final class MainCoordinator {
                    var childCoordinators: [AnyObject] = []
                    var current: FlowCoordinator? {
                        didSet { if let current { ↓childCoordinators.append(current) } }
                    }
                }
                final class FlowCoordinator {}
                """),
            Example("""
                // Children kept through a shared addCoordinator(_:) and never removed.
                protocol Coordinator: AnyObject {
                    var coordinators: [Coordinator] { get set }
                }
                extension Coordinator {
                    func addCoordinator(_ coordinator: Coordinator) { coordinators.append(coordinator) }
                    func removeCoordinator(_ coordinator: Coordinator) { coordinators.removeAll { $0 === coordinator } }
                }
                final class PaymentCoordinator: Coordinator {
                    var coordinators: [Coordinator] = []
                    func showSwap() {
                        let swap = SwapCoordinator()
                        ↓addCoordinator(swap)
                    }
                }
                final class SwapCoordinator: Coordinator {
                    var coordinators: [Coordinator] = []
                }
                """),
            Example("""
                protocol Coordinator: AnyObject {
                    var childCoordinators: [Coordinator] { get set }
                    func start()
                }
                final class AppCoordinator: Coordinator {
                    var childCoordinators: [Coordinator] = []
                    func start() {
                        let onboarding = OnboardingCoordinator()
                        ↓childCoordinators.append(onboarding)
                        onboarding.start()
                        let settings = SettingsCoordinator()
                        childCoordinators.append(settings)
                    }
                }
                final class OnboardingCoordinator: Coordinator {
                    var childCoordinators: [Coordinator] = []
                    func start() {}
                }
                final class SettingsCoordinator: Coordinator {
                    var childCoordinators: [Coordinator] = []
                    func start() {}
                }
                """),
            Example("""
                // A child that only takes its own children off leaves its parent's list never; nor does a
                // child a factory makes, whose kind archlint cannot tell.
                protocol Coordinator: AnyObject {
                    var childCoordinators: [Coordinator] { get set }
                    func start()
                }
                extension Coordinator {
                    func childDidFinish(_ child: Coordinator?) {
                        childCoordinators.removeAll { $0 === child }
                    }
                }
                final class AppCoordinator: Coordinator {
                    var childCoordinators: [Coordinator] = []
                    func start() {}
                    func showSettings() {
                        let child = SettingsCoordinator()
                        ↓childCoordinators.append(child)
                        child.start()
                    }
                }
                final class SettingsCoordinator: Coordinator {
                    var childCoordinators: [Coordinator] = []
                    func start() {}
                    func showAbout() {
                        let child = AboutCoordinator()
                        child.onDone = { [weak self] about in self?.childDidFinish(about) }
                        childCoordinators.append(child)
                    }
                }
                final class AboutCoordinator: Coordinator {
                    var childCoordinators: [Coordinator] = []
                    var onDone: ((AboutCoordinator) -> Void)?
                    func start() {}
                }
                final class VaultCoordinator: Coordinator {
                    weak var parentCoordinator: Coordinator?
                    var childCoordinators: [Coordinator] = []
                    let factory: CoordinatorFactory
                    init(factory: CoordinatorFactory) { self.factory = factory }
                    func start() {}
                    func showCreateFolder() {
                        let child = FolderCoordinator()
                        child.parentCoordinator = self
                        ↓childCoordinators.append(child)
                    }
                    func showSettings() {
                        childCoordinators.append(factory.makeSettings())
                    }
                }
                final class FolderCoordinator: Coordinator {
                    weak var parentCoordinator: Coordinator?
                    var childCoordinators: [Coordinator] = []
                    func start() {}
                    func done() { parentCoordinator?.childDidFinish(self) }
                }
                protocol CoordinatorFactory { func makeSettings() -> Coordinator }
                """),
            Example("""
                // A child that would leave through a parent property nobody sets stays on the list.
                protocol Coordinator: AnyObject {
                    var childCoordinators: [Coordinator] { get set }
                }
                extension Coordinator {
                    func childDidFinish(_ child: Coordinator?) { childCoordinators.removeAll { $0 === child } }
                }
                final class AppCoordinator: Coordinator {
                    var childCoordinators: [Coordinator] = []
                    func showSettings() {
                        let child = SettingsCoordinator()
                        ↓childCoordinators.append(child)
                    }
                }
                final class SettingsCoordinator: Coordinator {
                    weak var parentCoordinator: Coordinator?
                    var childCoordinators: [Coordinator] = []
                    func done() { parentCoordinator?.childDidFinish(self) }
                }
                """),
            Example("""
                // A child that calls the helper only from `deinit`, or a parent whose own method of that name
                // does not remove, keeps the list growing.
                protocol Coordinator: AnyObject {
                    var childCoordinators: [Coordinator] { get set }
                }
                extension Coordinator {
                    func childDidFinish(_ child: Coordinator?) { childCoordinators.removeAll { $0 === child } }
                }
                final class AppCoordinator: Coordinator {
                    var childCoordinators: [Coordinator] = []
                    func showSettings() {
                        let child = SettingsCoordinator()
                        child.parentCoordinator = self
                        ↓childCoordinators.append(child)
                    }
                }
                final class SettingsCoordinator: Coordinator {
                    weak var parentCoordinator: Coordinator?
                    var childCoordinators: [Coordinator] = []
                    deinit { parentCoordinator?.childDidFinish(self) }
                }
                final class MainCoordinator: Coordinator {
                    var childCoordinators: [Coordinator] = []
                    let navigationController = UINavigationController()
                    func showProfile() {
                        let child = ProfileCoordinator()
                        child.parentCoordinator = self
                        ↓childCoordinators.append(child)
                    }
                    func childDidFinish(_ child: Coordinator?) { navigationController.popViewController(animated: true) }
                }
                final class ProfileCoordinator: Coordinator {
                    weak var parentCoordinator: MainCoordinator?
                    var childCoordinators: [Coordinator] = []
                    func done() { parentCoordinator?.childDidFinish(self) }
                }
                """),
            Example("""
                // A closure `init` stores may run again and again.
                final class PollDetailCoordinator {
                    var childCoordinators: [AnyObject] = []
                    var onVote: (() -> Void)?
                    init(poll: Poll) {
                        onVote = { [unowned self] in
                            ↓self.childCoordinators.append(TimelinePollCoordinator(poll: poll))
                        }
                    }
                }
                final class TimelinePollCoordinator { init(poll: Poll) {} }
                """),
            Example("""
                // One kind of child that never takes itself off stays on the list, though another kind does.
                protocol Coordinator: AnyObject {
                    var childCoordinators: [Coordinator] { get set }
                    func start()
                }
                extension Coordinator {
                    func childDidFinish(_ child: Coordinator?) {
                        for (index, coordinator) in childCoordinators.enumerated() where coordinator === child {
                            childCoordinators.remove(at: index)
                            break
                        }
                    }
                }
                final class CreateVaultCoordinator: Coordinator {
                    var childCoordinators: [Coordinator] = []
                    func start() {}
                    func showCreateFolder() {
                        let child = FolderCreationCoordinator()
                        child.parentCoordinator = self
                        ↓childCoordinators.append(child)
                        child.start()
                    }
                    func showSuccess() {
                        let child = SuccessCoordinator()
                        child.parentCoordinator = self
                        childCoordinators.append(child)
                        child.start()
                    }
                }
                final class FolderCreationCoordinator: Coordinator {
                    weak var parentCoordinator: Coordinator?
                    var childCoordinators: [Coordinator] = []
                    func start() {}
                    func done() { parentCoordinator?.childDidFinish(self) }
                }
                final class SuccessCoordinator: Coordinator {
                    weak var parentCoordinator: Coordinator?
                    var childCoordinators: [Coordinator] = []
                    func start() {}
                    func close() { dismiss() }
                    func dismiss() {}
                }
                """),
            Example("""
                // A removal helper nobody calls removes nothing.
                protocol Coordinator: AnyObject {
                    var childCoordinators: [Coordinator] { get set }
                }
                extension Coordinator {
                    func removeChild(_ child: Coordinator) {
                        childCoordinators = childCoordinators.filter { $0 !== child }
                    }
                }
                final class CatalogCoordinator: Coordinator {
                    var childCoordinators: [Coordinator] = []
                    func showCheckout() {
                        let checkout = CheckoutCoordinator()
                        ↓childCoordinators.append(checkout)
                    }
                }
                final class CheckoutCoordinator: Coordinator {
                    var childCoordinators: [Coordinator] = []
                }
                """),
            Example("""
                // A local copy of the stored list, appended to and stored back, is the list.
                final class AppCoordinator {
                    private var childCoordinators: [AnyObject] = []
                    func showLogin() {
                        var children = childCoordinators
                        ↓children.append(LoginCoordinator())
                        childCoordinators = children
                    }
                }
                final class LoginCoordinator {}
                """),
            Example("""
                final class TabCoordinator {
                    var children: [AnyObject] = []
                    func showTab() {
                        ↓children.append(ProfileCoordinator())
                    }
                }
                final class ProfileCoordinator {}
                """),
            Example("""
                // The base class can take a child out, but this coordinator never has one leave.
                class Coordinator {
                    private var children: [Coordinator] = []
                    private weak var parent: Coordinator?
                    func addChild(_ child: Coordinator) {
                        children.append(child)
                        child.parent = self
                    }
                    func removeChild(_ child: Coordinator) {
                        children.removeAll { $0 === child }
                    }
                    func removeFromParent() { parent?.removeChild(self) }
                }
                final class WelcomeCoordinator: Coordinator {
                    func showSetup() {
                        let setup = SetupCoordinator()
                        ↓addChild(setup)
                    }
                }
                final class SetupCoordinator: Coordinator {
                    var didFinish: (() -> Void)?
                }
                """),
        ],
        nonTriggeringExamples: [
            Example("""
                // Every kind of child it appends takes itself off the list through the protocol's helper.
                protocol Coordinator: AnyObject {
                    var childCoordinators: [Coordinator] { get set }
                    func start()
                }
                extension Coordinator {
                    func childDidFinish(_ child: Coordinator?) {
                        for (index, coordinator) in childCoordinators.enumerated() where coordinator === child {
                            childCoordinators.remove(at: index)
                            break
                        }
                    }
                }
                final class CreateVaultCoordinator: Coordinator {
                    var childCoordinators: [Coordinator] = []
                    func start() {}
                    func showCreateFolder() {
                        let child = FolderCreationCoordinator()
                        child.parentCoordinator = self
                        childCoordinators.append(child)
                        child.start()
                    }
                    func showSuccess() {
                        let child = SuccessCoordinator()
                        child.parentCoordinator = self
                        childCoordinators.append(child)
                        child.start()
                    }
                }
                final class FolderCreationCoordinator: Coordinator {
                    weak var parentCoordinator: Coordinator?
                    var childCoordinators: [Coordinator] = []
                    func start() {}
                    func done() { parentCoordinator?.childDidFinish(self) }
                }
                final class SuccessCoordinator: Coordinator {
                    weak var parentCoordinator: Coordinator?
                    var childCoordinators: [Coordinator] = []
                    func start() {}
                    func close() { parentCoordinator?.childDidFinish(self) }
                }
                """),
            Example("""
                // Tab coordinators made once, each in its own lazy property, and kept for the app
                // coordinator's life: they never finish, and the property keeps each one anyway.
                final class AppCoordinator {
                    var childCoordinators: [AnyObject] = []
                    let tabBarController = UITabBarController()
                    private(set) lazy var contactsCoordinator: ContactsCoordinator = {
                        let coordinator = ContactsCoordinator()
                        childCoordinators.append(coordinator)
                        coordinator.start()
                        return coordinator
                    }()
                    private(set) lazy var settingsCoordinator: SettingsCoordinator = {
                        let coordinator = SettingsCoordinator()
                        childCoordinators.append(coordinator)
                        coordinator.start()
                        return coordinator
                    }()
                    func start() {
                        tabBarController.viewControllers = [contactsCoordinator.root, settingsCoordinator.root]
                    }
                }
                final class ContactsCoordinator { let root = UINavigationController(); func start() {} }
                final class SettingsCoordinator { let root = UINavigationController(); func start() {} }
                """),
            Example("""
                // A local list of the same name (menu items a coordinator builds) is no list of children.
                final class MainCoordinator {
                    let navigationController: UINavigationController
                    init(navigationController: UINavigationController) { self.navigationController = navigationController }
                    func start() { navigationController.setViewControllers([HomeViewController()], animated: false) }
                    func buildMenu(with builder: UIMenuBuilder) {
                        var children = [UIMenuElement]()
                        children.append(UIKeyCommand(title: "New", action: #selector(newDocument), input: "n"))
                        builder.insertChild(UIMenu(children: children), atStartOfMenu: .file)
                    }
                    @objc func newDocument() {}
                }
                """),
            Example("""
                // A child leaves through the base class's removeFromParent(), which removes it from its parent.
                class Coordinator {
                    private var children: [Coordinator] = []
                    private weak var parent: Coordinator?
                    func addChild(_ child: Coordinator) {
                        children.append(child)
                        child.parent = self
                    }
                    func removeChild(_ child: Coordinator) {
                        children.removeAll { $0 === child }
                    }
                    func removeFromParent() { parent?.removeChild(self) }
                }
                final class LocationsCoordinator: Coordinator {
                    func showEdit() {
                        let edit = EditCoordinator()
                        edit.didFinish = { edit in edit.removeFromParent() }
                        addChild(edit)
                    }
                }
                final class EditCoordinator: Coordinator {
                    var didFinish: ((EditCoordinator) -> Void)?
                }
                """),
            Example("""
                // Children added and removed through the coordinator's own methods.
                protocol Coordinator: AnyObject {}
                final class WalletCoordinator: Coordinator {
                    private var coordinators: [Coordinator] = []
                    func showSend() {
                        let send = SendCoordinator()
                        addCoordinator(send)
                    }
                    func sendDidFinish(_ send: SendCoordinator) { removeCoordinator(send) }
                    func addCoordinator(_ coordinator: Coordinator) { coordinators.append(coordinator) }
                    func removeCoordinator(_ coordinator: Coordinator) { coordinators.removeAll { $0 === coordinator } }
                }
                final class SendCoordinator: Coordinator {}
                """),
            Example("""
                protocol Coordinator: AnyObject {
                    var childCoordinators: [Coordinator] { get set }
                }
                extension Coordinator {
                    func removeChild(_ child: Coordinator) {
                        childCoordinators = childCoordinators.filter { $0 !== child }
                    }
                }
                final class AppCoordinator: Coordinator {
                    var childCoordinators: [Coordinator] = []
                    func showAuth() {
                        let auth = AuthCoordinator()
                        auth.onFinish = { [weak self, unowned auth] in self?.removeChild(auth) }
                        childCoordinators.append(auth)
                    }
                }
                final class AuthCoordinator: Coordinator {
                    var childCoordinators: [Coordinator] = []
                    var onFinish: (() -> Void)?
                }
                """),
            Example("""
                class BaseCoordinator {
                    var childCoordinators: [BaseCoordinator] = []
                    func didFinish(_ child: BaseCoordinator) {
                        childCoordinators.removeAll { $0 === child }
                    }
                }
                final class MainCoordinator: BaseCoordinator {
                    func start() {
                        let child = BaseCoordinator()
                        childCoordinators.append(child)
                    }
                }
                final class ProfileCoordinator: BaseCoordinator {
                    weak var parent: SettingsCoordinator?
                    func finish() { parent?.childDidFinish(self) }
                }
                final class SettingsCoordinator {
                    var childCoordinators: [BaseCoordinator] = []
                    func showProfile() {
                        let profile = ProfileCoordinator()
                        profile.parent = self
                        childCoordinators.append(profile)
                    }
                    func childDidFinish(_ child: BaseCoordinator) {
                        childCoordinators.removeAll { $0 === child }
                    }
                }
                final class ResetCoordinator {
                    var childCoordinators: [AnyObject] = []
                    func start() { childCoordinators.append(ResetCoordinator()) }
                    func reset() { childCoordinators = [] }
                }
                """),
        ]
    )

    static let collectionNames: Set<String> = ["childCoordinators", "children", "childFlows", "coordinators"]
    /// Children added through a method rather than an append (SPEC §3: `addChild(_:)`, `addCoordinator(_:)`).
    static let addingMethods: Set<String> = ["addCoordinator", "addChild", "addChildCoordinator", "add"]

    public func check(_ context: RuleContext) -> [Finding] {
        let model = context.model
        var violations: [Finding] = []
        for id in model.ids(withRole: .coordinator) {
            let calls = model.calls[id] ?? []
            let appends = calls.filter { call in
                guard call.name == "append" || call.name == "insert", let base = call.base,
                      CoordinatorChildLifecycleRule.collectionNames.contains(base) else { return false }
                // A local or a parameter of that name (`var children = [UIMenuElement]()` in a menu
                // builder) is no list the coordinator keeps.
                guard let member = call.context.member else { return true }
                // In a stored property's initialiser (`lazy var profile: ProfileCoordinator = { …;
                // childCoordinators.append(coordinator); return coordinator }()`), the child is a tab's,
                // made once and kept in that property for the coordinator's life: taking it off the
                // list would free nothing.
                // (Not `init`: the facts do not show a nested function `init` declares and stores, which
                // may append again and again.)
                if isStoredPropertyInitializer(member, at: call.location, of: id, model: model) { return false }
                return !isLocalList(base, at: call, in: id, member: member, model: model)
                    && !(model[id]?.functions(named: member).contains { $0.parameters.contains { $0.name == base } } ?? false)
            }
            if let first = appends.min(by: { $0.location < $1.location }), let collection = first.base {
                guard !removesChildren(id, collection: collection, model: model, graph: context.graph) else { continue }
                violations.append(finding(
                    at: first.location, .reference(id.typeName, property: collection),
                    "\(id.name) appends to \(collection) but never removes a finished child; remove it when the child finishes"))
                continue
            }
            // `addCoordinator(child)` on itself, with a coordinator-typed argument.
            let adds = calls.filter { call in
                (call.base == nil || call.base == "self") && CoordinatorChildLifecycleRule.addingMethods.contains(call.name)
                    && call.arguments.count == 1 && addsCoordinator(call, in: id, context: context)
                    && !(call.context.member.map { isStoredPropertyInitializer($0, at: call.location, of: id, model: model) } ?? false)
            }
            guard let first = adds.min(by: { $0.location < $1.location }),
                  !callsARemover(id, model: model) else { continue }
            violations.append(finding(
                at: first.location, .member(id.typeName, signature: "\(first.name)(_:)"),
                "\(id.name) adds child coordinators with \(first.name)(_:) but never removes a finished one; "
                    + "remove it when the child finishes"))
        }
        return violations
    }

    /// Whether code at this place runs in a lazy stored property's initialiser, once: directly, or in
    /// closures called at once. Not an observer (`didSet`) or a property holding a closure, which
    /// share the property's name and run again and again.
    private func isStoredPropertyInitializer(_ member: String, at location: SourceLocation, of id: TypeID, model: ProjectModel) -> Bool {
        guard let type = model[id], let property = type.property(named: member), property.isLazy, property.isStored,
              !property.isStatic, type.functions(named: member).isEmpty,
              property.typeName.map({ !$0.contains("->") }) ?? true else { return false }
        // Every closure around it is one called at once (the initialiser's `{ … }()`, an argument's).
        let enclosing = (model.closures[id] ?? []).filter {
            $0.context.member == member && $0.location.file == location.file && $0.encloses(location)
        }
        return enclosing.allSatisfy { $0.destination == .invoked }
    }

    /// Whether an append is on a list of the member's own: a local declared before it, not a copy of a
    /// stored property (`var children = childCoordinators`) and not stored back into one
    /// (`childCoordinators = children`). A local declared later, in a closure, does not shadow it.
    private func isLocalList(_ name: String, at call: CallFact, in id: TypeID, member: String, model: ProjectModel) -> Bool {
        let assignments = (model.assignments[id] ?? []).filter { $0.context.member == member }
        let declarations = assignments.filter { $0.isDeclaration && $0.target == name && $0.location < call.location }
        guard !declarations.isEmpty, let type = model[id] else { return false }
        let copiesStored = declarations.contains { declaration in
            guard case .reference(let path) = declaration.value, let stored = ProjectModel.ownPropertyName(path) else { return false }
            return type.property(named: stored) != nil
        }
        let storedBack = assignments.contains { assignment in
            guard !assignment.isDeclaration, assignment.value == .reference(name),
                  let stored = ProjectModel.ownPropertyName(assignment.target) else { return false }
            return type.property(named: stored) != nil
        }
        return !copiesStored && !storedBack
    }

    /// Whether the argument of an `add…(_:)` call is visibly a coordinator.
    private func addsCoordinator(_ call: CallFact, in id: TypeID, context: RuleContext) -> Bool {
        guard let argument = call.arguments.first else { return false }
        return context.graph.valueTypes(of: argument.value, in: id, member: call.context.member).contains {
            context.model[$0]?.role == .coordinator
        }
    }

    /// Whether the coordinator (or its superclasses) calls a method that removes a child:
    /// `removeCoordinator(_:)`, `removeChild(_:)`, `removeChildCoordinator(_:)`, `remove(_:)`; or has a
    /// child leave by itself through a method of the coordinator's family (`child.removeFromParent()`).
    private func callsARemover(_ id: TypeID, model: ProjectModel) -> Bool {
        let own = model.typeAndSuperclasses(of: id)
        let removesOnItself = own.contains { owner in
            (model.calls[owner] ?? []).contains { call in
                (call.base == nil || call.base == "self" || call.base?.hasSuffix("parentCoordinator") == true)
                    && call.name.hasPrefix("remove")
            }
        }
        if removesOnItself { return true }
        let leaving = familyRemovers(own, model: model)
        return !leaving.isEmpty && (model.calls[id] ?? []).contains { call in
            call.base != nil && call.base != "self" && leaving.contains(call.name) && !leaving.contains(call.context.member ?? "")
        }
    }

    /// A collection by its declared type (`[Coordinator]`, `Set<Flow>`), or by its empty-literal
    /// initialiser (`var children = [Coordinator]()` is a construction of the array type).
    static func isCollection(_ property: PropertyFact, model: ProjectModel) -> Bool {
        if let type = property.typeName { return model.typeReference(type).isCollection }
        if case .construction(let name)? = property.initializer { return model.typeReference(name).isCollection }
        return false
    }

    /// The methods of the coordinator's family (it and its project superclasses) that take a child out:
    /// one that removes from the family's own stored collection (`removeChild(_:)` doing
    /// `_children.remove(at:)`), and one that calls such a method on a stored property
    /// (`removeFromParent()` doing `_parent?.removeChild(self)`).
    private func familyRemovers(_ family: [TypeID], model: ProjectModel) -> Set<String> {
        var removers = Set<String>()
        for owner in family {
            guard let type = model[owner] else { continue }
            for call in model.calls[owner] ?? [] where call.name.hasPrefix("remove") || call.name == "popLast" {
                guard let base = call.base, let member = call.context.member, let property = type.property(named: base),
                      property.isStored, CoordinatorChildLifecycleRule.isCollection(property, model: model),
                      !type.functions(named: member).isEmpty else { continue }
                removers.insert(member)
            }
        }
        guard !removers.isEmpty else { return [] }
        // Through the family's own storage only (`_parent?.removeChild(self)`), not a child in a local.
        for owner in family {
            guard let type = model[owner] else { continue }
            for call in model.calls[owner] ?? [] where removers.contains(call.name) {
                guard let base = call.base, type.property(named: base)?.isStored == true, let member = call.context.member,
                      !type.functions(named: member).isEmpty else { continue }
                removers.insert(member)
            }
        }
        return removers
    }

    /// Removal in the coordinator or its superclasses — directly, or by calling a function (its own, a
    /// superclass's or a protocol extension's) that removes — or by one of its children calling such a
    /// function on it (`parentCoordinator?.childDidFinish(self)`).
    private func removesChildren(_ id: TypeID, collection: String, model: ProjectModel, graph: DependencyGraph) -> Bool {
        let own = model.typeAndSuperclasses(of: id)
        var scope = own
        var visited = Set(scope)
        var index = 0
        while index < scope.count {
            for entry in model[scope[index]]?.inherited ?? [] {
                for parent in model.resolveTypeText(entry, from: scope[index]).ids where visited.insert(parent).inserted {
                    scope.append(parent)
                }
            }
            index += 1
        }
        // Members (functions) that remove from the collection, anywhere in scope.
        var removers = Set<String>()
        for owner in scope {
            for call in model.calls[owner] ?? [] where call.base == collection
                && (call.name.hasPrefix("remove") || call.name == "popLast") {
                if own.contains(owner) { return true }
                if let member = call.context.member { removers.insert(member) }
            }
            for assignment in model.assignments[owner] ?? [] where !assignment.isDeclaration && assignment.target == collection {
                if own.contains(owner) { return true }  // `= []`, `= children.filter { … }`
                if let member = assignment.context.member { removers.insert(member) }
            }
        }
        guard !removers.isEmpty else { return false }
        // Someone must call a remover: the coordinator itself or a child type it appends.
        var callers = own
        for site in graph.wiringSites(of: id, property: collection) {
            for child in site.values where !callers.contains(child) { callers.append(child) }
        }
        let callsARemover = { (caller: TypeID) in (model.calls[caller] ?? []).contains { removers.contains($0.name) } }
        if callers.contains(where: callsARemover) { return true }
        // Or every child it appends (`childCoordinators.append(child)`) is of a kind that takes itself
        // off another object's list (`parentCoordinator?.childDidFinish(self)`, a protocol extension's
        // helper); one kind that never does, or a child of a kind archlint cannot tell, stays on the list.
        // On a property the coordinator visibly fills with itself (`child.parentCoordinator = self`,
        // `Child(parent: self)`).
        // Not from `deinit`, which cannot run while the list holds the child, and not a name the
        // coordinator declares again itself (its own `childDidFinish` may only pop a screen).
        let redeclared = { (name: String) in own.contains { model[$0]?.functions(named: name).isEmpty == false } }
        let leavesByItself = { (child: TypeID) in
            (model.calls[child] ?? []).contains { call in
                guard removers.contains(call.name), call.context.member != "deinit", !redeclared(call.name),
                      call.arguments.contains(where: { $0.value == .reference("self") }),
                      let base = call.base, let property = ProjectModel.ownPropertyName(base) else { return false }
                return graph.wiredTypes(of: child, property: property).contains(id)
                    || graph.wiringSites(of: child, property: property).contains { $0.values.contains(id) }
            }
        }
        let appended = (model.calls[id] ?? []).filter { call in
            (call.name == "append" || call.name == "insert") && call.base == collection
        }
        var children = Set<TypeID>()
        for call in appended {
            guard let argument = call.arguments.first else { return false }
            let kinds = graph.valueTypes(of: argument.value, in: id, member: call.context.member)
            guard !kinds.isEmpty else { return false }
            children.formUnion(kinds)
        }
        return !children.isEmpty && children.allSatisfy(leavesByItself)
    }
}
