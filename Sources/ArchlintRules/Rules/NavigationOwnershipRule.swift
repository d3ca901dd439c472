import ArchlintFacts
import ArchlintFindings
import ArchlintModel

/// With coordinators in the code base, navigation belongs to them.
public struct NavigationOwnershipRule: Rule {
    public init() {}

    public static let description = RuleDescription(
        identifier: "navigation_ownership",
        name: "Navigation Ownership",
        summary: "View controllers in a coordinator's flow do not navigate themselves, and coordinators navigate through the Router.",
        rationale: """
            The Coordinator pattern takes navigation out of view controllers so screens can be reused and \
            flows changed in one place. A view controller in a coordinator's flow (the coordinator builds, \
            holds or shows it, or it holds the coordinator) that pushes or presents the next screen itself \
            bypasses its coordinator, and the flow's state (child coordinators, back navigation) drifts. \
            Screens outside every coordinator's flow are not flagged: they have no coordinator to defer to. \
            Where the code base has a navigation Router, coordinators that drive `UINavigationController` \
            directly bypass it the same way. A VIP router navigating through its view controller is doing \
            its job and is not flagged.
            """,
        howToFix: "Ask the coordinator to navigate (through a delegate or a closure), and let the coordinator use the Router.",
        defaultSeverity: .warning,
        triggeringExamples: [
            Example("""
                // The coordinator starts its flow by installing the first screen as the window's root.
                final class OnboardingCoordinator {
                    let window: UIWindow
                    init(window: UIWindow) { self.window = window }
                    func start() { window.rootViewController = WelcomeViewController(coordinator: self) }
                }
                final class WelcomeViewController: UIViewController {
                    let coordinator: OnboardingCoordinator
                    init(coordinator: OnboardingCoordinator) {
                        self.coordinator = coordinator
                        super.init(nibName: nil, bundle: nil)
                    }
                    func showTerms() { ↓present(TermsViewController(), animated: true) }
                }
                final class TermsViewController: UIViewController {}
                """),
            Example("""
                final class AppCoordinator {
                    let navigationController: UINavigationController
                    init(navigationController: UINavigationController) { self.navigationController = navigationController }
                    func start() { navigationController.setViewControllers([ProductListViewController()], animated: false) }
                }
                final class ProductListViewController: UIViewController {
                    func didSelect() {
                        ↓navigationController?.pushViewController(ProductDetailViewController(), animated: true)
                    }
                    func showHelp() {
                        ↓present(HelpViewController(), animated: true)
                    }
                    func startOver() {
                        ↓navigationController?.setViewControllers([ProductListViewController()], animated: true)
                    }
                    func showDetail() {
                        ↓show(ProductDetailViewController(), sender: self)
                    }
                }
                """),
            Example("""
                final class NavigationRouter {
                    let navigationController: UINavigationController
                    init(navigationController: UINavigationController) { self.navigationController = navigationController }
                }
                final class CheckoutCoordinator {
                    let navigationController: UINavigationController
                    init(navigationController: UINavigationController) { self.navigationController = navigationController }
                    func start() {
                        ↓navigationController.pushViewController(CartViewController(), animated: true)
                    }
                }
                """),
            Example("""
                // The demo app's host screen builds the feature's coordinator and presents what it drives:
                // it owns the coordinator and is not a screen of its flow. The flow's own screen is.
                final class ViewController: UIViewController {
                    private var coordinator: LoginCoordinator?
                    func openLogin() {
                        let navigation = UINavigationController()
                        let coordinator = LoginCoordinator(navigationController: navigation)
                        self.coordinator = coordinator
                        coordinator.start()
                        present(navigation, animated: true)
                    }
                }
                final class LoginCoordinator {
                    let navigationController: UINavigationController
                    init(navigationController: UINavigationController) { self.navigationController = navigationController }
                    func start() { navigationController.setViewControllers([LoginViewController()], animated: false) }
                }
                final class LoginViewController: UIViewController {
                    func forgotPassword() {
                        ↓navigationController?.pushViewController(RecoverViewController(), animated: true)
                    }
                }
                """),
            Example("""
                // A screen that holds the coordinator it was given is in that coordinator's flow.
                final class ProfileCoordinator {
                    let navigationController: UINavigationController
                    init(navigationController: UINavigationController) { self.navigationController = navigationController }
                }
                final class ProfileViewController: UIViewController {
                    let coordinator: ProfileCoordinator
                    init(coordinator: ProfileCoordinator) {
                        self.coordinator = coordinator
                        super.init(nibName: nil, bundle: nil)
                    }
                    func editName() { ↓present(EditNameViewController(), animated: true) }
                }
                """),
            Example("""
                // A project's own `show(_:)` on every view controller may push a screen: a screen's
                // `show(_:)` without a sender is then that helper.
                final class AppCoordinator {
                    let navigationController: UINavigationController
                    init(navigationController: UINavigationController) { self.navigationController = navigationController }
                    func start() { navigationController.setViewControllers([OrdersViewController()], animated: false) }
                }
                final class OrdersViewController: UIViewController {
                    func didSelect() { ↓show(OrderDetailViewController()) }
                }
                extension UIViewController {
                    func show(_ controller: UIViewController) {
                        navigationController?.pushViewController(controller, animated: true)
                    }
                }
                """),
        ],
        nonTriggeringExamples: [
            Example("""
                // A split view controller revealing a column is not navigation either.
                final class SplitCoordinator {
                    let window: UIWindow
                    init(window: UIWindow) { self.window = window }
                    func start() { window.rootViewController = VaultSplitViewController() }
                }
                final class VaultSplitViewController: UISplitViewController {
                    func revealList() { show(.primary) }
                }
                // Nor when the only other `show` is an unrelated view's.
                final class ToastView: UIView {
                    func show(animated: Bool) { isHidden = false }
                }
                // A page view controller turning between its own pages is not navigation.
                final class AppCoordinator {
                    let window: UIWindow
                    init(window: UIWindow) { self.window = window }
                    func start() { window.rootViewController = CodePageController() }
                }
                final class CodePageController: UIPageViewController {
                    let pages = [ShowCodeViewController(), ScanCodeViewController()]
                    func showPage(_ index: Int) {
                        setViewControllers([pages[index]], direction: .forward, animated: true, completion: nil)
                    }
                }
                """),
            Example("""
                // The app's root object builds the main screen and passes deep links to it: it navigates nothing
                // itself, so the screens have no coordinator to defer to.
                final class MainCoordinator {
                    let controller: MainViewController
                    init() { controller = MainViewController() }
                    func start() { controller.loadViewIfNeeded() }
                    func openSettings() { controller.segueToSettings() }
                }
                final class MainViewController: UIViewController {
                    func segueToSettings() { present(SettingsViewController(), animated: true) }
                }
                final class SettingsViewController: UIViewController {}
                """),
            Example("""
                // A static factory that builds a new screen and presents it on the navigation controller
                // it is handed is not the screen navigating itself.
                final class SettingsCoordinator {
                    let navigationController: UINavigationController
                    init(navigationController: UINavigationController) { self.navigationController = navigationController }
                    func start() { navigationController.setViewControllers([AboutViewController()], animated: false) }
                    func showAbout() { AboutViewController.present(on: navigationController) }
                }
                final class AboutViewController: UIViewController {
                    static func present(on navigationController: UINavigationController) {
                        navigationController.present(UINavigationController(rootViewController: AboutViewController()), animated: true)
                    }
                }
                """),
            Example("""
                // A search field's results handler that the wallet screens build for themselves: it holds
                // their navigation controller and pushes the chosen token, but it has no flow of its own
                // (no start, no children), so it is their helper and no screen here has a coordinator.
                final class SearchTokenHandler {
                    private weak var navigationController: UINavigationController?
                    init(navigationController: UINavigationController?) { self.navigationController = navigationController }
                    func didSelectToken() {
                        navigationController?.pushViewController(TokenViewController(), animated: true)
                    }
                }
                final class WalletViewController: UIViewController {
                    private var searchHandler: SearchTokenHandler?
                    func beginSearch() { searchHandler = SearchTokenHandler(navigationController: navigationController) }
                    func openHistory() { navigationController?.pushViewController(HistoryViewController(), animated: true) }
                }
                final class TokenViewController: UIViewController {
                    func openDeposit() { navigationController?.pushViewController(DepositViewController(), animated: true) }
                }
                """),
            Example("""
                // No coordinators in the code base: view controllers navigating is the app's pattern.
                final class ProductListViewController: UIViewController {
                    func didSelect() {
                        navigationController?.pushViewController(ProductDetailViewController(), animated: true)
                    }
                }
                """),
            Example("""
                final class AppCoordinator {}
                protocol ListProductsRoutingLogic {}
                final class ListProductsRouter: ListProductsRoutingLogic {
                    weak var viewController: UIViewController?
                    func routeToDetail() {
                        viewController?.navigationController?.pushViewController(UIViewController(), animated: true)
                    }
                }
                final class SettingsViewController: UIViewController {
                    func confirm() {
                        let alert = UIAlertController(title: "Sure?", message: nil, preferredStyle: .alert)
                        present(alert, animated: true)
                    }
                }
                """),
            Example("""
                // A screen in a coordinator's flow may still present alerts: built here, built by a factory
                // whose declared return type says so, or shown by its own `show(message:)` helper.
                final class AccountCoordinator {
                    let navigationController: UINavigationController
                    init(navigationController: UINavigationController) { self.navigationController = navigationController }
                    func start() { navigationController.pushViewController(AccountViewController(), animated: false) }
                }
                final class AccountViewController: UIViewController {
                    func confirmDelete() {
                        let sheet = makeDeleteSheet()
                        present(sheet, animated: true)
                        present(makeDeleteSheet(), animated: true)
                    }
                    func failed() { show(message: "Try again") }
                    private func makeDeleteSheet() -> UIAlertController {
                        UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
                    }
                    private func show(message: String) {
                        present(UIAlertController(title: message, message: nil, preferredStyle: .alert), animated: true)
                    }
                }
                """),
            Example("""
                // The alert factory is the project's extension of UIViewController, in a file of its own.
                final class ExposureCoordinator {
                    let navigationController: UINavigationController
                    init(navigationController: UINavigationController) { self.navigationController = navigationController }
                    func start() { navigationController.pushViewController(ResultViewController(), animated: false) }
                }
                final class ResultViewController: UITableViewController {
                    func failed() {
                        let alert = setupErrorAlert(message: "Try again")
                        present(alert, animated: true)
                        present(makeRetrySheet(), animated: true)
                    }
                }
                protocol RetryOffering {}
                extension RetryOffering {
                    func makeRetrySheet() -> UIAlertController { UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet) }
                }
                extension ResultViewController: RetryOffering {}
                extension UIViewController {
                    func setupErrorAlert(message: String) -> UIAlertController {
                        UIAlertController(title: message, message: nil, preferredStyle: .alert)
                    }
                }
                """),
            Example("""
                // A "coordinator" that only coordinates a feature (no flow, no children, no navigation)
                // does not make this a Coordinator-pattern code base.
                final class TextZoomCoordinator {
                    func zoom(to level: Int) {}
                }
                final class SettingsViewController: UIViewController {
                    func openAbout() { navigationController?.pushViewController(AboutViewController(), animated: true) }
                }
                """),
            Example("""
                // Coordinators exist, but no coordinator shows this screen and it holds none: it is not
                // part of a coordinator's flow, so it has no coordinator to defer to.
                final class ReferralsCoordinator {
                    let navigationController: UINavigationController
                    init(navigationController: UINavigationController) { self.navigationController = navigationController }
                    func start() { navigationController.pushViewController(ReferralsViewController(), animated: true) }
                }
                final class SettingsViewController: UIViewController {
                    func openAbout() { navigationController?.pushViewController(AboutViewController(), animated: true) }
                }
                """),
            Example("""
                // A coordinator with no navigation Router in the code base drives its navigation controller.
                final class AppCoordinator {
                    let navigationController: UINavigationController
                    init(navigationController: UINavigationController) { self.navigationController = navigationController }
                    func start() { navigationController.pushViewController(HomeViewController(), animated: false) }
                }
                """),
        ]
    )

    static let viewNavigationCalls: Set<String> = ["pushViewController", "present", "performSegue", "show",
                                                   "showDetailViewController", "setViewControllers"]
    static let navigationCalls = viewNavigationCalls.union(navigationControllerCalls)
    static let navigationControllerCalls: Set<String> = ["pushViewController", "popViewController",
                                                         "popToRootViewController", "popToViewController",
                                                         "setViewControllers", "present", "dismiss"]
    /// Presenting these is not navigation: alerts, share sheets and the system's pickers and composers
    /// return to the screen that presented them.
    static let transientControllers: Set<String> = ["UIAlertController", "UIActivityViewController",
                                                    "UIDocumentPickerViewController", "UIImagePickerController",
                                                    "SFSafariViewController", "UIDocumentInteractionController",
                                                    "PHPickerViewController", "UIColorPickerViewController",
                                                    "UIFontPickerViewController", "MFMailComposeViewController",
                                                    "MFMessageComposeViewController", "CNContactPickerViewController"]

    /// `UIPageViewController.setViewControllers(_:direction:animated:completion:)`: a page view
    /// controller turning between the pages it shows, not a screen navigating to another.
    static func isPageTurn(_ call: CallFact) -> Bool {
        call.name == "setViewControllers" && (call.base == nil || call.base == "self")
            && call.arguments.contains { $0.label == "direction" }
    }

    /// `show(_:sender:)` and `showDetailViewController(_:sender:)` always take a sender; without one,
    /// `show` is something else (a split view controller revealing a column, `show(.primary)`, or a
    /// method of the project's own).
    static func isShowWithoutSender(_ call: CallFact, projectDeclaresShow: Bool) -> Bool {
        !projectDeclaresShow && (call.name == "show" || call.name == "showDetailViewController")
            && !call.arguments.contains { $0.label == "sender" }
    }

    /// Where the project declares a `show` function that a screen's own `show(…)` may call: the
    /// screen's class and its project superclasses, any protocol (a requirement or an extension the
    /// screen may conform to), or an extension of a type the project does not declare (`extension
    /// UIViewController { func show(_:) }`, which every screen inherits). A `show` of an unrelated
    /// class (a toast view's `show(animated:)`) is not the screen's.
    struct ShowDeclarations {
        private let anyScreen: Bool

        init(model: ProjectModel) {
            anyScreen = model.files.contains { file in
                file.types.contains { type in
                    guard type.functions.contains(where: { $0.name == "show" }) else { return false }
                    if type.kind == .protocol { return true }
                    guard type.kind == .extension else { return false }
                    let name = ProjectModel.stripGenericArguments(type.name)
                    let extended = model.resolve(name, fromModule: model.module(of: file.path), context: nil, file: file.path)
                    return extended.isEmpty || extended.contains { model[$0]?.kind == .protocol }
                }
            }
        }

        func reach(_ id: TypeID, model: ProjectModel) -> Bool {
            anyScreen || model.typeAndSuperclasses(of: id).contains {
                !(model[$0]?.functions(named: "show").isEmpty ?? true)
            }
        }
    }

    /// A call that is not the screen navigating itself: made in a static method (a factory that
    /// builds a new screen and presents it on the navigation controller it is handed), or on a
    /// parameter or local that shadows the screen's own `navigationController`.
    private func isOnAnotherNavigator(_ call: CallFact, in id: TypeID, model: ProjectModel) -> Bool {
        guard let member = call.context.member, let type = model[id] else { return false }
        let functions = type.functions(named: member)
        if !functions.isEmpty, functions.allSatisfy(\.isStatic) { return true }
        guard call.base == "navigationController" else { return false }
        return functions.contains { $0.parameters.contains { $0.name == "navigationController" } }
            || model.isLocal("navigationController", in: id, member: member)
    }

    public func check(_ context: RuleContext) -> [Finding] {
        let model = context.model
        // Coordinators that navigate: they start flows, keep children, or hold navigation.
        let coordinators = model.ids(withRole: .coordinator).filter {
            isNavigationCoordinator($0, model: model, graph: context.graph)
        }
        guard !coordinators.isEmpty else { return [] }
        let hasNavigationRouter = !model.ids(withRole: .navigationRouter).isEmpty
        let screens = coordinatorOfScreens(coordinators, context: context)
        let factories = Factories(model: model)
        // A `show(_:)` of the project's own (a helper extension pushing a screen) may navigate.
        let showDeclarations = ShowDeclarations(model: model)
        var violations: [Finding] = []
        for (id, coordinator) in screens.sorted(by: { $0.key < $1.key }) {
            for call in model.calls[id] ?? [] where NavigationOwnershipRule.viewNavigationCalls.contains(call.name) {
                guard call.base == nil || call.base == "navigationController" || call.base == "self",
                      !NavigationOwnershipRule.isPageTurn(call),
                      !NavigationOwnershipRule.isShowWithoutSender(call, projectDeclaresShow: showDeclarations.reach(id, model: model)),
                      !presentsTransientController(call, in: id, model: model, factories: factories),
                      !isOnAnotherNavigator(call, in: id, model: model) else { continue }
                violations.append(finding(
                    at: call.location, .member(id.typeName, signature: model.signature(of: call.context, at: call.location, in: id)),
                    "\(id.name) navigates itself (\(call.name)); let \(coordinator.name), its coordinator, navigate"))
            }
        }
        guard hasNavigationRouter else { return violations }
        for id in coordinators {
            guard let type = model[id] else { continue }
            for call in model.calls[id] ?? [] where NavigationOwnershipRule.navigationControllerCalls.contains(call.name) {
                guard let base = call.base, let property = type.property(named: base), let typeName = property.typeName,
                      model.typeReference(typeName).names.contains(where: { $0.hasSuffix("NavigationController") })
                else { continue }
                violations.append(finding(
                    at: call.location, .member(id.typeName, signature: model.signature(of: call.context, at: call.location, in: id)),
                    "\(id.name) drives \(base) directly (\(call.name)); navigate through the Router"))
            }
        }
        return violations
    }

    /// The view controllers that are part of a coordinator's flow, each with its coordinator (the first
    /// in type order when several): a coordinator builds, holds or shows it (`router.push(container.makeLogin())`),
    /// or it holds a reference to a coordinator it did not build. A screen that builds the coordinator
    /// it holds (a demo app's host screen starting a feature's flow) is that coordinator's owner, not a
    /// screen of its flow. Other screens have no coordinator to defer to.
    private func coordinatorOfScreens(_ coordinators: [TypeID], context: RuleContext) -> [TypeID: TypeID] {
        let model = context.model
        var result: [TypeID: TypeID] = [:]
        func add(_ screen: TypeID, _ coordinator: TypeID) {
            guard model[screen]?.role == .view, !context.graph.builds(screen, coordinator) else { return }
            if let existing = result[screen], existing < coordinator { return }
            result[screen] = coordinator
        }
        for coordinator in coordinators {
            // A protocol-typed slot fanned out to every conformer (`weak var delegate: FlowDelegate?`) is a
            // guess, not a screen the coordinator visibly holds (SPEC §3, "Instances, not just types").
            for edge in context.graph.edges(from: coordinator) where !edge.isGuess { add(edge.to, coordinator) }
            for call in model.calls[coordinator] ?? [] {
                for argument in call.arguments {
                    for shown in context.graph.valueTypes(of: argument.value, in: coordinator, member: call.context.member) {
                        add(shown, coordinator)
                    }
                }
            }
        }
        let coordinatorSet = Set(coordinators)
        for screen in model.ids(withRole: .view) {
            for edge in context.graph.edges(from: screen) where coordinatorSet.contains(edge.to) { add(screen, edge.to) }
        }
        return result
    }

    /// A coordinator that navigates: it starts a flow it drives, keeps children, or holds a navigation
    /// controller or Router. One with no flow of its own (no `start`, no children) that only screens build is a
    /// helper of the screens that own it (a search field's results handler pushing the chosen item):
    /// what it shows, they show, so it makes no screen part of a coordinator's flow.
    private func isNavigationCoordinator(_ id: TypeID, model: ProjectModel, graph: DependencyGraph) -> Bool {
        guard let type = model[id] else { return false }
        if type.storedProperties.contains(where: { CoordinatorChildLifecycleRule.collectionNames.contains($0.name) }) {
            return true
        }
        // A `start()` starts a flow when something in the type navigates: UIKit's navigation calls, or
        // a window's root screen. A root object named a coordinator that builds the main screen and
        // passes deep links to it (`controller.segueToSettings()`) leaves navigation to its screens.
        if !type.functions(named: "start").isEmpty {
            if (model.calls[id] ?? []).contains(where: { NavigationOwnershipRule.navigationCalls.contains($0.name) })
                || (model.assignments[id] ?? []).contains(where: { !$0.isDeclaration && $0.target.hasSuffix("rootViewController") }) {
                return true
            }
        }
        let builders = graph.builders(of: id)
        if !builders.isEmpty, builders.allSatisfy({ model[$0]?.role == .view }) { return false }
        return type.storedProperties.contains { property in
            guard let typeName = property.typeName else { return false }
            return model.typeReference(typeName).names.contains { name in
                name.hasSuffix("NavigationController")
                    || model.resolve(name, fromModule: id.module, context: id).contains { model[$0]?.role == .navigationRouter }
            }
        }
    }

    /// `present(alert, …)` where what is presented is visibly a transient controller (SPEC §5: presenting
    /// an alert, a system picker or a share sheet is not navigation): built here, bound to a local built
    /// here, kept in a property of that type, cast to it, or returned by a factory whose declared return
    /// type is one (`present(makeDeleteAlert())`). A `show(message:)` with a label on its first argument is
    /// the screen's own helper, not UIKit's `show(_:sender:)`.
    private func presentsTransientController(_ call: CallFact, in owner: TypeID, model: ProjectModel,
                                             factories: Factories) -> Bool {
        if call.name == "show" || call.name == "showDetailViewController", call.arguments.first?.label != nil {
            return true
        }
        guard call.name == "present" || call.name == "show", let first = call.arguments.first else { return false }
        return isTransient(first.value, in: owner, member: call.context.member, model: model, factories: factories, depth: 0)
    }

    private func isTransient(_ value: ValueFact, in owner: TypeID, member: String?, model: ProjectModel,
                             factories: Factories, depth: Int) -> Bool {
        guard depth < 4 else { return false }
        switch value {
        case .construction(let typeName), .cast(let typeName):
            return isTransientType(typeName, from: owner, model: model)
        case .reference(let name):
            if let bindings = model.localBindings(name, in: owner, member: member) {
                return bindings.contains {
                    isTransient($0, in: owner, member: member, model: model, factories: factories, depth: depth + 1)
                }
            }
            guard !name.utf8Contains(UInt8(ascii: ".")), let typeName = model[owner]?.property(named: name)?.typeName else { return false }
            return model.typeReference(typeName).names.contains { isTransientType($0, from: owner, model: model) }
        case .call(let callee):
            // A static factory of the transient type itself (`UIAlertController.makeError(…)`).
            if let dot = callee.lastIndex(of: "."), isTransientType(String(callee[..<dot]), from: owner, model: model) {
                return true
            }
            guard !callee.utf8Contains(UInt8(ascii: ".")) || callee.hasPrefix("self.") else { return false }
            let name = ProjectModel.lastComponent(of: callee)
            let returnTypes = factories.returnTypes(named: name, in: owner)
            return !returnTypes.isEmpty && returnTypes.allSatisfy { text in
                model.typeReference(text).names.contains { isTransientType($0, from: owner, model: model) }
            }
        default:
            return false
        }
    }

    /// Where a screen's own factories can be declared: in the screen and its project superclasses,
    /// in the project protocols they conform to (with their extensions), and in the project's
    /// extensions of UIKit's view controllers (`extension UIViewController { func makeErrorAlert() ->
    /// UIAlertController }`, in a file of its own), which every screen inherits.
    struct Factories {
        let model: ProjectModel
        /// Functions of production extensions of types that are not the project's, by extended name.
        let externalExtensions: [String: [FunctionFact]]

        init(model: ProjectModel) {
            self.model = model
            var externalExtensions: [String: [FunctionFact]] = [:]
            for file in model.files where !model.testFiles.contains(file.path) {
                for fact in file.types where fact.kind == .extension && !fact.functions.isEmpty {
                    let name = ProjectModel.stripGenericArguments(fact.name)
                    guard model.resolve(name, fromModule: "", context: nil, file: file.path).isEmpty else { continue }
                    externalExtensions[name, default: []] += fact.functions
                }
            }
            self.externalExtensions = externalExtensions
        }

        /// The declared return types of the functions of that name a screen can call unqualified.
        func returnTypes(named name: String, in owner: TypeID) -> [String] {
            let chain = model.superclassChain(of: owner)
            let holders = [owner] + chain.projectTypes
            var functions = holders.flatMap { model[$0]?.functions(named: name) ?? [] }
            for holder in holders {
                for inherited in model[holder]?.inherited ?? [] {
                    for id in model.resolve(ProjectModel.stripGenericArguments(inherited), fromModule: holder.module,
                                            context: holder) where model[id]?.kind == .protocol {
                        functions += model[id]?.functions(named: name) ?? []
                    }
                }
            }
            var extended: Set<String> = ["UIViewController"]
            if let external = chain.externalName { extended.insert(ProjectModel.stripGenericArguments(external)) }
            for typeName in extended.sorted() {
                functions += (externalExtensions[typeName] ?? []).filter { $0.name == name }
            }
            return functions.compactMap(\.returnType)
        }
    }

    /// One of UIKit's transient controllers, or a project subclass of one.
    private func isTransientType(_ typeName: String, from owner: TypeID, model: ProjectModel) -> Bool {
        let name = ProjectModel.stripGenericArguments(typeName)
        if NavigationOwnershipRule.transientControllers.contains(name) { return true }
        guard let id = model.resolve(name, fromModule: owner.module, context: owner).first,
              let external = model.superclassChain(of: id).externalName else { return false }
        return NavigationOwnershipRule.transientControllers.contains(external)
    }
}
