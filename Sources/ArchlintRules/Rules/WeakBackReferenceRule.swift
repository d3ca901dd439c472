import ArchlintFacts
import ArchlintFindings
import ArchlintModel

/// Back references must not own their owner.
public struct WeakBackReferenceRule: Rule {
    public init() {}

    public static let description = RuleDescription(
        identifier: "weak_back_reference",
        name: "Weak Back Reference",
        summary: "References back to an owner (presenter → view; with options router → view, child → parent coordinator, any owner) are weak.",
        rationale: """
            An object that strongly references the object owning it closes a retain cycle: neither is ever \
            freed, and a dismissed screen keeps its whole scene, its observers and its network callbacks \
            alive. Some pairs are back references by definition (presenter → view, router → view, child \
            coordinator → parent, view model → coordinator); any strong reference to an object that owns the \
            holder through strong references is one too. By default only presenter → view is reported; \
            the other pairs with `role_pairs: true` and owners shown by a chain of strong references with \
            `ownership_chains: true` (both on in `strict`): on code bases archlint was never tuned on, the \
            roles rested too often on names, and whether such an owner is ever freed (or lives as long as \
            the process) was too often out of sight, for the precision contract.
            """,
        howToFix: "Declare the property `weak var` (or `unowned let` when the owner always outlives the holder).",
        defaultSeverity: .error,
        options: [requireWeak, rolePairs, ownershipChains],
        triggeringExamples: [
            Example("""
                // The factory that makes the root screen at launch makes a new one on every logout too:
                // each old one is kept alive by its presenter.
                @main
                final class AppDelegate: UIResponder, UIApplicationDelegate {
                    var window: UIWindow?
                    private var rootViewController: RootViewController?
                    func application(_ application: UIApplication,
                                     didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                        window = UIWindow()
                        rootViewController = RootFlowController.setAsRoot(in: window)
                        return true
                    }
                    func logout() { rootViewController = RootFlowController.setAsRoot(in: window) }
                }
                final class RootFlowController {
                    static func setAsRoot(in window: UIWindow?) -> RootViewController {
                        let view = RootViewController()
                        let presenter = RootPresenter()
                        view.presenter = presenter
                        presenter.view = view
                        window?.rootViewController = view
                        return view
                    }
                }
                final class RootViewController: UIViewController { var presenter: RootPresenter? }
                final class RootPresenter { var ↓view: RootViewController? }
                """),
            Example("""
                // The child flow is handed the flow that starts it: a reference back to its owner.
                final class RoomFlowCoordinator {
                    private var spaceFlow: SpaceFlowCoordinator?
                    func startSpaceFlow() {
                        let coordinator = SpaceFlowCoordinator()
                        coordinator.roomFlow = self
                        spaceFlow = coordinator
                    }
                }
                final class SpaceFlowCoordinator {
                    var ↓roomFlow: RoomFlowCoordinator?
                }
                """).with("weak_back_reference", rolePairs, .bool(true)),
            Example("""
                // Made in a handler that runs on every opened link, the controller is one of many: the
                // flow's reference back to it keeps it alive.
                @main
                final class AppDelegate: UIResponder, UIApplicationDelegate {
                    var appController: AppController?
                    func application(_ application: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any]) -> Bool {
                        appController = AppController()
                        return true
                    }
                }
                final class AppController {
                    var currentFlow: FlowController?
                    func showSignIn() { currentFlow = FlowController(app: self) }
                }
                final class FlowController {
                    let ↓app: AppController
                    init(app: AppController) { self.app = app }
                }
                """).with("weak_back_reference", ownershipChains, .bool(true)),
            Example("""
                protocol ListProductsDisplayLogic: AnyObject {}
                final class ListProductsViewController: UIViewController, ListProductsDisplayLogic {
                    var presenter: ListProductsPresenter?
                }
                final class ListProductsPresenter {
                    var ↓viewController: ListProductsDisplayLogic?
                }
                enum ListProductsConfigurator {
                    static func configure(_ viewController: ListProductsViewController) {
                        let presenter = ListProductsPresenter()
                        presenter.viewController = viewController
                        viewController.presenter = presenter
                    }
                }
                """),
            Example("""
                final class AppCoordinator {
                    var childCoordinators: [Coordinator] = []
                    func showCatalog() {
                        let catalog = CatalogCoordinator(parent: self)
                        childCoordinators.append(catalog)
                    }
                }
                final class CatalogCoordinator: Coordinator {
                    let ↓parent: AppCoordinator
                    init(parent: AppCoordinator) { self.parent = parent }
                }
                protocol Coordinator: AnyObject {}
                """).with("weak_back_reference", rolePairs, .bool(true)),
            Example("""
                final class ProductListViewModel {
                    var ↓coordinator: CatalogCoordinator?
                }
                final class CatalogCoordinator {
                    func showList() {
                        let viewModel = ProductListViewModel()
                        viewModel.coordinator = self
                    }
                }
                """).with("weak_back_reference", rolePairs, .bool(true)),
            Example("""
                // One base class for parent and child: the parent appends the child and sets itself as its parent.
                class FlowCoordinator {
                    var childCoordinators: [FlowCoordinator] = []
                    private var ↓parentCoordinator: FlowCoordinator?
                    func start(_ coordinator: FlowCoordinator) {
                        childCoordinators.append(coordinator)
                        coordinator.parentCoordinator = self
                    }
                }
                """).with("weak_back_reference", rolePairs, .bool(true)),
            Example("""
                // VIPER: the presenter owns the interactor it is given; the interactor's output points back.
                protocol BalanceInteractorInputProtocol: AnyObject {}
                protocol BalanceInteractorOutputProtocol: AnyObject {}
                final class BalanceInteractor: BalanceInteractorInputProtocol {
                    var ↓presenter: BalanceInteractorOutputProtocol?
                }
                final class BalancePresenter: BalanceInteractorOutputProtocol {
                    let interactor: BalanceInteractorInputProtocol
                    init(interactor: BalanceInteractorInputProtocol) { self.interactor = interactor }
                }
                enum BalanceViewFactory {
                    static func createView() -> BalancePresenter {
                        let interactor = BalanceInteractor()
                        let presenter = BalancePresenter(interactor: interactor)
                        interactor.presenter = presenter
                        return presenter
                    }
                }
                """).with("weak_back_reference", ownershipChains, .bool(true)),
            Example("""
                // A container built per flow is freed with it: its service holding it back keeps both alive.
                protocol CheckoutFactory: AnyObject {}
                final class CheckoutCoordinator { let container = CheckoutContainer() }
                final class CheckoutContainer: CheckoutFactory {
                    private lazy var cart = CartService(factory: self)
                }
                final class CartService {
                    private let ↓factory: CheckoutFactory
                    init(factory: CheckoutFactory) { self.factory = factory }
                }
                """).with("weak_back_reference", ownershipChains, .bool(true)),
            Example("""
                // The wrapper's box is specialised for wrappers: it may hold the wrapper that holds it.
                final class Box<Wrapped> {
                    var ↓value: Wrapped
                    init(_ value: Wrapped) { self.value = value }
                }
                final class Router {
                    let wrapperBox: Box<Wrapper?> = Box(nil)
                    func show(_ wrapper: Wrapper) { wrapperBox.value = wrapper }
                }
                final class Wrapper {
                    let previousBox: Box<Wrapper?> = Box(nil)
                }
                """).with("weak_back_reference", ownershipChains, .bool(true)),
            Example("""
                // Handed the screen that detached it, the window holds its owner.
                final class TranscriptViewController: NSViewController {
                    var detachedWindowController: TranscriptWindowController?
                    func detach() {
                        let controller = TranscriptWindowController()
                        detachedWindowController = controller
                        controller.transcriptController = self
                        controller.showWindow(nil)
                    }
                }
                final class TranscriptWindowController: NSWindowController {
                    lazy var ↓transcriptController: TranscriptViewController = {
                        TranscriptViewController()
                    }()
                }
                """).with("weak_back_reference", ownershipChains, .bool(true)),
            Example("""
                // A lazy initialiser that may return the screen that detached the window keeps its owner.
                final class TranscriptViewController: NSViewController {
                    var detachedWindowController: TranscriptWindowController?
                    func detach() {
                        let controller = TranscriptWindowController()
                        detachedWindowController = controller
                        controller.source = self
                        controller.showWindow(nil)
                    }
                }
                final class TranscriptWindowController: NSWindowController {
                    weak var source: TranscriptViewController?
                    lazy var ↓transcriptController: TranscriptViewController = {
                        if let source = self.source { return source }
                        return TranscriptViewController()
                    }()
                }
                """).with("weak_back_reference", ownershipChains, .bool(true)),
            Example("""
                // A static function that hands out an existing coordinator builds nothing.
                final class AreasViewModel {
                    var ↓entitiesCoordinator: EntitiesCoordinator?
                    func open() {
                        entitiesCoordinator = EntitiesCoordinator.current()
                    }
                }
                final class EntitiesCoordinator {
                    static var shown: [EntitiesCoordinator] = []
                    static func current() -> EntitiesCoordinator? {
                        shown.last
                    }
                    func showSubareas() -> AreasViewModel { AreasViewModel() }
                }
                """).with("weak_back_reference", rolePairs, .bool(true)),
            Example("""
                // So does one whose subscriptions, kept in its own bag, call the interactor.
                protocol SearchDisplayLogic: AnyObject { func displayResults(_ rows: [String]) }
                protocol SearchBusinessLogic { func search(_ query: String) }
                protocol SearchPresentationLogic { func presentResults(_ rows: [String]) }
                final class SearchViewState: ObservableObject, SearchDisplayLogic {
                    @Published var query = ""
                    @Published var rows: [String] = []
                    var cancellables = Set<AnyCancellable>()
                    func displayResults(_ rows: [String]) { self.rows = rows }
                }
                final class SearchInteractor: SearchBusinessLogic {
                    private let presenter: SearchPresentationLogic
                    init(presenter: SearchPresentationLogic) { self.presenter = presenter }
                    func search(_ query: String) { presenter.presentResults([]) }
                }
                final class SearchPresenter: SearchPresentationLogic {
                    private let ↓view: SearchDisplayLogic
                    init(view: SearchDisplayLogic) { self.view = view }
                    func presentResults(_ rows: [String]) { view.displayResults(rows) }
                }
                enum SearchConfigurator {
                    static func makeState() -> SearchViewState {
                        let state = SearchViewState()
                        let interactor = SearchInteractor(presenter: SearchPresenter(view: state))
                        state.$query.sink { query in interactor.search(query) }.store(in: &state.cancellables)
                        return state
                    }
                }
                """),
            Example("""
                // So does one whose closure slot, of a type an alias names, captures the interactor.
                protocol OrdersDisplayLogic: AnyObject { func displayOrders(_ rows: [String]) }
                protocol OrdersBusinessLogic { func fetchOrders() }
                protocol OrdersPresentationLogic { func presentOrders(_ rows: [String]) }
                typealias Handler = () -> Void
                final class OrdersViewState: ObservableObject, OrdersDisplayLogic {
                    @Published var rows: [String] = []
                    var onAppear: Handler = {}
                    func displayOrders(_ rows: [String]) { self.rows = rows }
                }
                final class OrdersInteractor: OrdersBusinessLogic {
                    private let presenter: OrdersPresentationLogic
                    init(presenter: OrdersPresentationLogic) { self.presenter = presenter }
                    func fetchOrders() { presenter.presentOrders([]) }
                }
                final class OrdersPresenter: OrdersPresentationLogic {
                    private let ↓view: OrdersDisplayLogic
                    init(view: OrdersDisplayLogic) { self.view = view }
                    func presentOrders(_ rows: [String]) { view.displayOrders(rows) }
                }
                enum OrdersConfigurator {
                    static func makeState() -> OrdersViewState {
                        let state = OrdersViewState()
                        let interactor = OrdersInteractor(presenter: OrdersPresenter(view: state))
                        state.onAppear = { interactor.fetchOrders() }
                        return state
                    }
                }
                """),
            Example("""
                // A SwiftUI scene's observable state that keeps the interactor leads back to the presenter
                // that keeps it.
                protocol FeedDisplayLogic: AnyObject { func displayItems(_ items: [String]) }
                protocol FeedBusinessLogic { func load() }
                protocol FeedPresentationLogic { func presentItems(_ items: [String]) }
                final class FeedViewState: ObservableObject, FeedDisplayLogic {
                    @Published var items: [String] = []
                    var interactor: FeedBusinessLogic?
                    func displayItems(_ items: [String]) { self.items = items }
                }
                final class FeedInteractor: FeedBusinessLogic {
                    let presenter: FeedPresentationLogic
                    init(presenter: FeedPresentationLogic) { self.presenter = presenter }
                    func load() { presenter.presentItems([]) }
                }
                final class FeedPresenter: FeedPresentationLogic {
                    private let ↓view: FeedDisplayLogic
                    init(view: FeedDisplayLogic) { self.view = view }
                    func presentItems(_ items: [String]) { view.displayItems(items) }
                }
                enum FeedConfigurator {
                    static func makeState() -> FeedViewState {
                        let state = FeedViewState()
                        state.interactor = FeedInteractor(presenter: FeedPresenter(view: state))
                        return state
                    }
                }
                """),
            Example("""
                // Filled through a subscript, which the facts record no assignment for: the presenter's
                // view is a back reference by definition, whoever sets it.
                protocol DetailDisplayLogic: AnyObject {}
                final class DetailViewController: UIViewController, DetailDisplayLogic { var presenter: DetailPresenter? }
                final class DetailPresenter { var ↓viewController: DetailDisplayLogic? }
                final class Pager {
                    var pages: [DetailViewController] = []
                    var presenters: [DetailPresenter] = []
                    func wire() {
                        for index in pages.indices {
                            presenters[index].viewController = pages[index]
                            pages[index].presenter = presenters[index]
                        }
                    }
                }
                """),
        ],
        nonTriggeringExamples: [
            Example("""
                // A VIPER template's back references that the module builder never sets hold nothing: it sets
                // the view's presenter and the interactor's output, not the interactor's presenter or the
                // router's.
                protocol DetailViewInput: AnyObject {}
                final class DetailViewController: UIViewController, DetailViewInput {
                    var presenter: DetailPresenter?
                }
                final class DetailPresenter {
                    weak var view: DetailViewInput?
                    var interactor: DetailInteractor?
                    var router: DetailRouter?
                }
                final class DetailInteractor {
                    var presenter: DetailPresenter?
                    weak var output: DetailPresenter?
                }
                final class DetailRouter {
                    var presenter: DetailPresenter?
                    weak var viewController: UIViewController?
                }
                enum DetailModuleBuilder {
                    static func build() -> UIViewController {
                        let view = DetailViewController()
                        let presenter = DetailPresenter()
                        let interactor = DetailInteractor()
                        let router = DetailRouter()
                        view.presenter = presenter
                        presenter.view = view
                        presenter.interactor = interactor
                        presenter.router = router
                        interactor.output = presenter
                        router.viewController = view
                        return view
                    }
                }
                """).with("weak_back_reference", ownershipChains, .bool(true)),
            Example("""
                // A SwiftUI scene's observable state holds only what the screen shows: the SwiftUI view
                // keeps it and the interactor, so the presenter's reference to it points down.
                protocol OrdersDisplayLogic: AnyObject { func displayOrders(_ rows: [String]) }
                protocol OrdersBusinessLogic { func fetchOrders() }
                protocol OrdersPresentationLogic { func presentOrders(_ rows: [String]) }
                final class OrdersViewState: ObservableObject, OrdersDisplayLogic {
                    @Published var rows: [String] = []
                    func displayOrders(_ rows: [String]) { self.rows = rows }
                }
                final class OrdersInteractor: OrdersBusinessLogic {
                    private let presenter: OrdersPresentationLogic
                    init(presenter: OrdersPresentationLogic) { self.presenter = presenter }
                    func fetchOrders() { presenter.presentOrders([]) }
                }
                final class OrdersPresenter: OrdersPresentationLogic {
                    private let view: OrdersDisplayLogic
                    init(view: OrdersDisplayLogic) { self.view = view }
                    func presentOrders(_ rows: [String]) { view.displayOrders(rows) }
                }
                struct OrdersView: View {
                    @ObservedObject var state: OrdersViewState
                    let interactor: OrdersBusinessLogic
                    var body: some View { List(state.rows, id: \\.self) { Text($0) } }
                }
                enum OrdersConfigurator {
                    static func makeView() -> OrdersView {
                        let state = OrdersViewState()
                        let interactor = OrdersInteractor(presenter: OrdersPresenter(view: state))
                        return OrdersView(state: state, interactor: interactor)
                    }
                }
                """),
            Example("""
                // A VIPER view keeps its presenter only through a weak delegate, and the wireframe keeps
                // both: the presenter's reference to its view points down.
                protocol SearchUserInterfaceDelegate: AnyObject { func viewDidLoad() }
                final class SearchViewController: UIViewController {
                    weak var delegate: SearchUserInterfaceDelegate?
                }
                final class SearchPresenter: SearchUserInterfaceDelegate {
                    private var userInterface: SearchViewController?
                    func configure(_ view: SearchViewController) {
                        userInterface = view
                        view.delegate = self
                    }
                    func viewDidLoad() {}
                }
                final class SearchWireframe {
                    private let presenter = SearchPresenter()
                    private let view = SearchViewController()
                    func start() { presenter.configure(view) }
                }
                """),
            Example("""
                // The root screen is made once, at launch, by a static factory the application
                // delegate's launch handler alone calls: it lives as long as the process, and a strong
                // reference back to it leaks nothing.
                @main
                final class AppDelegate: UIResponder, UIApplicationDelegate {
                    var window: UIWindow?
                    private var rootViewController: RootViewController?
                    func application(_ application: UIApplication,
                                     didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                        window = UIWindow()
                        rootViewController = RootFlowController.setAsRoot(in: window)
                        return true
                    }
                }
                final class RootFlowController {
                    static func setAsRoot(in window: UIWindow?) -> RootViewController {
                        let view = RootViewController()
                        let presenter = RootPresenter()
                        view.presenter = presenter
                        presenter.view = view
                        window?.rootViewController = view
                        return view
                    }
                }
                final class RootViewController: UIViewController { var presenter: RootPresenter? }
                final class RootPresenter { var view: RootViewController? }
                """),
            Example("""
                // Without `role_pairs`, a view model's reference to its coordinator is not judged by the
                // pair's roles alone (on unseen code those rested too often on names).
                final class ProductListViewModel {
                    var coordinator: CatalogCoordinator?
                }
                final class CatalogCoordinator {
                    func showList() {
                        let viewModel = ProductListViewModel()
                        viewModel.coordinator = self
                    }
                }
                """),
            Example("""
                // Without `ownership_chains`, only the pairs that are back references by their roles are
                // reported: an owner shown by a chain of stored references is left to strict.
                protocol CheckoutFactory: AnyObject {}
                final class CheckoutCoordinator { let container = CheckoutContainer() }
                final class CheckoutContainer: CheckoutFactory {
                    private lazy var cart = CartService(factory: self)
                }
                final class CartService {
                    private let factory: CheckoutFactory
                    init(factory: CheckoutFactory) { self.factory = factory }
                }
                """),
            Example("""
                // A view model that builds its coordinator through the coordinator's own factory owns it,
                // as with a construction: the reference points down, not back.
                final class AreasViewModel {
                    var entitiesCoordinator: EntitiesCoordinator?
                    func open() {
                        entitiesCoordinator = EntitiesCoordinator.make(title: "Areas")
                    }
                }
                final class EntitiesCoordinator {
                    init(title: String) {}
                    static func make(title: String) -> EntitiesCoordinator {
                        EntitiesCoordinator(title: title)
                    }
                    func showSubareas() -> AreasViewModel { AreasViewModel() }
                }
                """),
            Example("""
                // The detached window builds a transcript screen of its own in its lazy property: a new
                // instance, never the screen that detached it.
                final class TranscriptViewController: NSViewController {
                    var detachedWindowController: TranscriptWindowController?
                    func detach() {
                        let controller = TranscriptWindowController()
                        detachedWindowController = controller
                        controller.showWindow(nil)
                    }
                }
                final class TranscriptWindowController: NSWindowController {
                    lazy var transcriptController: TranscriptViewController = {
                        TranscriptViewController()
                    }()
                }
                """),
            Example("""
                // Two specialisations of one generic box: the router's box holds the wrapper, and the
                // wrapper's own box holds a `Bool`, so no box leads back to a wrapper that holds it.
                final class Box<Wrapped> {
                    var value: Wrapped
                    init(_ value: Wrapped) { self.value = value }
                }
                final class Router {
                    let wrapperBox: Box<Wrapper?> = Box(nil)
                    func show(_ wrapper: Wrapper) { wrapperBox.value = wrapper }
                }
                final class Wrapper {
                    let isRootBox: Box<Bool?> = Box(nil)
                }
                """),
            Example("""
                // Flows of types that nest, each holding only the child flow it builds itself: a tree of
                // instances, and no flow holds the one that started it.
                final class RoomFlowCoordinator {
                    private var spaceFlow: SpaceFlowCoordinator?
                    func startSpaceFlow() {
                        let coordinator = SpaceFlowCoordinator()
                        spaceFlow = coordinator
                    }
                    func stopSpaceFlow() { spaceFlow = nil }
                }
                final class SpaceFlowCoordinator {
                    private var roomFlow: RoomFlowCoordinator?
                    func startRoomFlow() { roomFlow = RoomFlowCoordinator() }
                }
                """),
            Example("""
                // UIKit calls the launch handler once per process: the controller the app delegate makes
                // there never dies, and a flow's reference back to it leaks nothing.
                @main
                final class AppDelegate: UIResponder, UIApplicationDelegate {
                    var appController: AppController?
                    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                        appController = AppController()
                        return true
                    }
                }
                final class AppController {
                    var currentFlow: FlowController?
                    func showSignIn() { currentFlow = FlowController(app: self) }
                }
                final class FlowController {
                    let app: AppController
                    init(app: AppController) { self.app = app }
                }
                """),
            Example("""
                // A singleton built in a closure called once is a singleton too: the store it builds
                // once in `init` lives as long as it does, and its reference back leaks nothing.
                final class Database {
                    static let shared: Database = {
                        return Database()
                    }()
                    var transactions: TransactionStore!
                    private init() {
                        transactions = TransactionStore(database: self)
                    }
                }
                final class TransactionStore {
                    let database: Database
                    init(database: Database) { self.database = database }
                }
                """),
            Example("""
                // The singleton container and the services it builds once live as long as the process:
                // a reference back to it leaks nothing.
                protocol SessionFactory: AnyObject {}
                final class AppContainer: SessionFactory {
                    static let shared = AppContainer()
                    private lazy var sessionManager = SessionManager(factory: self)
                }
                final class SessionManager {
                    private let factory: SessionFactory
                    init(factory: SessionFactory) { self.factory = factory }
                }
                """),
            Example("""
                protocol ListProductsDisplayLogic: AnyObject {}
                final class ListProductsViewController: UIViewController, ListProductsDisplayLogic {}
                final class ListProductsPresenter {
                    weak var viewController: ListProductsDisplayLogic?
                }
                final class ListProductsRouter {
                    unowned let viewController: ListProductsViewController
                    init(viewController: ListProductsViewController) { self.viewController = viewController }
                }
                """),
            Example("""
                // A parent holding its children strongly is ownership, not a back reference.
                final class AppCoordinator {
                    var childCoordinators: [Coordinator] = []
                    func showCatalog() {
                        let catalog = CatalogCoordinator()
                        childCoordinators.append(catalog)
                    }
                }
                final class CatalogCoordinator: Coordinator {
                    weak var parent: AppCoordinator?
                }
                protocol Coordinator: AnyObject {}
                """),
            Example("""
                // A "coordinator" that only helps the view model and never builds or holds it owns nothing.
                final class SettingsViewModel {
                    let textZoomCoordinator: TextZoomCoordinator
                    init(textZoomCoordinator: TextZoomCoordinator) { self.textZoomCoordinator = textZoomCoordinator }
                }
                final class TextZoomCoordinator {}
                """),
            Example("""
                // A presenter by name that builds the controller it keeps owns it.
                final class PopoverPresenter {
                    private var popoverController: PopoverViewController?
                    func show(_ content: UIViewController) {
                        popoverController = PopoverViewController(content: content)
                    }
                }
                final class PopoverViewController: UIViewController {
                    init(content: UIViewController) { super.init(nibName: nil, bundle: nil) }
                }
                """),
            Example("""
                // A router may hold its navigation controller strongly.
                final class NavigationRouter {
                    let navigationController: UINavigationController
                    init(navigationController: UINavigationController) { self.navigationController = navigationController }
                }
                """),
        ]
    )

    static let requireWeak = RuleOption.bool("require_weak", default: false, "Accept only `weak`, not `unowned`.")
    static let rolePairs = RuleOption.bool(
        "role_pairs", default: false,
        "Also report router → view, view model → coordinator and child → parent coordinator references, back "
            + "references by their roles (presenter → view always is).")
    static let ownershipChains = RuleOption.bool(
        "ownership_chains", default: false,
        "Also report a strong reference to any object that owns the holder through a chain of strong stored references, "
            + "not only the pairs that are back references by their roles.")

    public func check(_ context: RuleContext) -> [Finding] {
        let model = context.model
        var violations: [Finding] = []
        var reported = Set<Defect>()
        let requireWeak = bool(Self.requireWeak, context)
        let reportsChains = bool(Self.ownershipChains, context)
        let reportsRolePairs = bool(Self.rolePairs, context)
        // By index: the filter reads an edge in place; a loop over the edges copied every one (a
        // retain and a release of its label and file) to skip most of them.
        let edges = context.graph.edges
        for position in edges.indices where edges[position].kind == .stores {
            let edge = edges[position]
            let isOwning = edge.ownership == .strong || (requireWeak && edge.ownership == .unowned)
            guard isOwning, let holder = model[edge.from], let target = model[edge.to],
                  !holder.isTestCode, !target.isTestCode,
                  // A value is copied, never shared: it neither owns its holder back nor is owned by reference.
                  holder.isReferenceType, target.isReferenceType else { continue }
            // The key hashes three strings: made only for the references the checks above let through.
            let key = edge.referenceDefect
            guard !reported.contains(key) else { continue }
            let message: String
            if edge.from == edge.to, reportsRolePairs {
                // One type for parent and child (a base coordinator): the link is a back reference when
                // the type sets another instance's property to itself and takes that instance as a child.
                guard let site = parentLinkSite(edge, context) else { continue }
                message = "\(holder.name).\(edge.label) is a strong back reference to the parent \(holder.name): "
                    + "the \(holder.name) that sets \(site) appends the child and owns it; make it weak"
            } else if holder.role == .presenter || reportsRolePairs,
                      let reason = context.ownership.definitionalBackReference(holder: edge.from, target: edge.to),
                      // A holder that builds what it keeps there owns it (a popover presenter making its
                      // popover controller): the reference points down, not back.
                      !context.graph.builds(edge.from, edge.to), !buildsThroughFactory(edge, context) {
                message = "\(holder.name).\(edge.label) is a strong back reference to \(target.name): \(reason); "
                    + "make it weak" + nameOnlyNote(holder, target)
            } else if reportsChains, !edge.isGuess,
                      // A property nothing visibly sets (a template's `var presenter: Presenter?` that no
                      // builder fills) closes no chain, whatever its type names.
                      !context.graph.isVisiblyNeverFilled(edge), context.ownership.owns(edge.to, edge.from),
                      let chain = context.ownership.owningChain(from: edge.to, to: edge.from),
                      !model.holdsOnlyObjectsItBuilds(edge.from, in: edge.label),
                      // Each generic object on the way holds what its owner specialised it for.
                      zip(chain + [edge], [edge] + chain).allSatisfy({ model.mayHold(through: $1, then: $0) }) {
                message = "\(holder.name).\(edge.label) strongly references its owner \(target.name) "
                    + "(\(Chains.describe(chain))); make it weak"
            } else {
                continue
            }
            // The owner is never freed (a container's service holding the singleton container, a flow
            // holding the app delegate's controller): the reference back keeps alive nothing that would
            // otherwise be freed, and the holder goes when the owner lets go of it. No leak.
            if context.lifetime.livesAsLongAsTheProcess(edge.to) { continue }
            // Set back to nil once used: the reference keeps its owner only while it is needed.
            if context.graph.isLetGoAfterUse(edge.from, property: edge.label) { continue }
            reported.insert(key)
            violations.append(finding(at: edge.location, .reference(holder.typeName, property: edge.label),
                                      defects: [edge.referenceDefect], message))
        }
        return violations
    }

    /// Whether the holder fills the property only itself and only from a static factory of the
    /// target's type that builds a new one (`template = EntitiesTemplate.build(…)`, whose body returns
    /// `EntitiesTemplate(…)`): the holder builds what it keeps, as with a construction.
    private func buildsThroughFactory(_ edge: Edge, _ context: RuleContext) -> Bool {
        let model = context.model
        let sites = context.graph.wiringSites(of: edge.from, property: edge.label)
        guard !sites.isEmpty, sites.allSatisfy({ $0.owner == edge.from }) else { return false }
        let stores = (model.assignments[edge.from] ?? []).filter { assignment in
            !assignment.isDeclaration && ProjectModel.ownPropertyName(assignment.target) == edge.label
        }
        guard stores.count == sites.count else { return false }
        return stores.allSatisfy { store in
            guard case .call(let path) = store.value, let dot = path.lastIndex(of: ".") else { return false }
            let function = String(path[path.index(after: dot)...])
            let factoryTypes = model.resolve(String(path[..<dot]), fromModule: edge.from.module, context: edge.from)
            guard factoryTypes == [edge.to], let target = model[edge.to] else { return false }
            // A factory that reads one of the type's static properties may hand out a kept instance
            // (`static weak var current`), not a new one.
            let staticNames = Set(target.properties.filter { $0.isStatic && $0.isStored }.map(\.name))
            let factories = target.functions(named: function).filter(\.isStatic)
            return !factories.isEmpty && factories.allSatisfy { $0.references.allSatisfy { !staticNames.contains($0) } }
                && zip(model.constructions[edge.to] ?? [], context.graph.constructionTargets(of: edge.to)).contains { construction, built in
                    construction.context.member == function && built.contains(edge.to)
                }
        }
    }

    /// The assignment `child.parent = self` in a type that also takes objects of its own type as its
    /// children (appends or builds them), if there is one.
    private func parentLinkSite(_ edge: Edge, _ context: RuleContext) -> String? {
        let holder = edge.from
        guard context.graph.builders(of: holder).contains(holder) else { return nil }
        for assignment in context.model.assignments[holder] ?? [] where !assignment.isDeclaration && assignment.value == .reference("self") {
            let components = assignment.target.split(separator: ".")
            if components.count == 2, components[1] == Substring(edge.label), components[0] != "self" {
                return assignment.target + " = self"
            }
        }
        return nil
    }
}
