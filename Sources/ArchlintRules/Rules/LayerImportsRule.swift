import ArchlintFacts
import ArchlintFindings
import ArchlintModel

/// Business and presentation logic does not import UI frameworks.
public struct LayerImportsRule: Rule {
    public init() {}

    public static let description = RuleDescription(
        identifier: "layer_imports",
        name: "Layer Imports",
        summary: "Interactors, presenters, workers, models and services import no UI framework (UIKit, SwiftUI, AppKit).",
        rationale: """
            Business logic that imports UIKit starts to use it: a `UIImage` in a response model, a \
            `UIColor` decided in a presenter, an interactor that can only run on the main thread and only \
            on iOS. Keeping those layers free of UI frameworks keeps them testable on any platform and \
            reusable across UIKit and SwiftUI. A file is judged by its primary type, reported once at \
            its first UI import; display models (a struct `*ViewModel`, a value type holding `UIColor` \
            or SwiftUI `Image` in a property or in what its cases carry, a section RxDataSources takes) \
            and types that subclass, conform to or keep UI types are presentation, \
            whatever their names say. A type that is a service by its name alone (`*Manager`, \
            `*Provider`) is not judged when its file works with UI types (in its declarations, where \
            AppKit's `NSPasteboard` or `NSMenu` count as UIKit's `UIPasteboard` does, and UIKit's \
            `NSDiffableDataSourceSnapshot` or `NSCollectionLayoutSection` as its `UI` types do, in what it \
            builds (the project's own views and other subclasses of UI framework classes but screens \
            included, and another module's view), casts or calls on, or by \
            animating SwiftUI state \
            with `withAnimation`): the name is not evidence enough that it is a service rather than a UI helper. Give such a type its \
            role in `roles:` to have it judged. One that only reads a UI name inside an expression \
            (`if UIApplication.shared.applicationState == .active`) is judged, and the message names \
            what it uses. A type of static members only is no instance of a layer: a presenter by its \
            name that shows screens from static functions is a UI helper (one that decides a colour or an \
            image is still judged), constants named like a service hold no service, and a scene's \
            constants are no data model. A file that extends a UI framework's own type (`UIDevice.swift` \
            with `extension UIDevice`, a type nested in one) needs the framework; so does a file named \
            after none of its types that extends one of the project's presentation types (a screen's \
            builders beside a small interactor) or whose top-level constants and functions use the \
            framework (the app's globals beside a small model); and a file of models \
            beside a display model is presentation.
            """,
        howToFix: "Import Foundation instead, and move the UI-specific code into the view (or pass plain values).",
        defaultSeverity: .warning,
        options: [uiFreeRoles, uiFrameworks],
        triggeringExamples: [
            Example("""
                ↓import UIKit

                protocol ListProductsBusinessLogic {}
                final class ListProductsInteractor: ListProductsBusinessLogic {}
                """),
            Example(files: [
                // A globals file whose top-level code uses nothing of the framework it imports.
                ("Tools/CommonData.swift",
                 "↓import UIKit\nlet pageSize = 20\nstruct RequestHandleModel {\n    var type: String\n}\n"
                 + "func handled(_ type: String) -> RequestHandleModel { RequestHandleModel(type: type) }"),
                // A model file named after its model, whose other type keeps a colour: the model is judged.
                ("Models/OrderModel.swift",
                 "↓import UIKit\nstruct OrderModel {\n    var id: String\n}\nlet orderTint = UIColor.red"),
                // A request that holds an attachment which may carry an image in one of its cases: the
                // request's own file needs no UI framework.
                ("Domain/SendMessageRequest.swift",
                 "↓import UIKit\nstruct SendMessageRequest {\n    let text: String\n    let attachment: AttachmentRequest?\n}"),
                ("Domain/AttachmentRequest.swift", "import UIKit\nenum AttachmentRequest {\n    case photo(UIImage)\n    case file(URL)\n}"),
                // A model whose cases carry plain values.
                ("Orders/OrderStatusModel.swift",
                 "↓import UIKit\nenum OrderStatusModel {\n    case shipped(date: Date)\n    case pending\n}"),
                // A presenter beside a global function deciding a colour, which it calls: the presenter
                // decides the colour through it.
                ("Orders/OrderLogic.swift",
                 "↓import UIKit\nfunc amountColor(_ value: Double) -> UIColor { UIColor(white: value, alpha: 1) }\n"
                 + "final class OrderPresenter {\n    func present(amount: Double) { _ = amountColor(amount) }\n}"),
                // An analytics event named like a view, in a file that names no UI type, and a string's
                // view of its scalars: no views.
                ("Analytics/AnalyticsService.swift",
                 "↓import UIKit\nimport SnowplowTracker\nfinal class AnalyticsService {\n"
                 + "    func track(_ name: String) { _ = ScreenView(name: name) }\n}"),
                ("Text/TextSanitizerService.swift",
                 "↓import UIKit\nfinal class TextSanitizerService {\n"
                 + "    func clean(_ text: String) -> String {\n        var scalars = String.UnicodeScalarView()\n"
                 + "        scalars.append(contentsOf: text.unicodeScalars)\n        return String(scalars)\n    }\n}"),
            ]),
            Example(files: [
                // A parameter named like one of the project's views is no view.
                ("Services/PingService.swift",
                 "↓import UIKit\nfinal class PingService {\n    func ping(Banner: BannerCounter) { Banner.show(\"x\") }\n}"),
                ("Banner/Banner.swift",
                 "import UIKit\nfinal class Banner: UIView {\n    static func show(_ text: String) {}\n}\n"
                 + "struct BannerCounter {\n    func show(_ text: String) {}\n}"),
            ]),
            Example(files: [
                // A file named after none of its types that only adds plain values to a display model
                // needs no UI framework; nor does a service storing a document.
                ("Scenes/Profile/ProfileScene.swift",
                 "↓import UIKit\nfinal class ProfileInteractor {\n    func isValid(name: String) -> Bool { !name.isEmpty }\n}\n"
                 + "extension ProfileViewModel {\n    var title: String { name.uppercased() }\n}"),
                ("Scenes/Profile/ProfileViewModel.swift", "import Foundation\nstruct ProfileViewModel {\n    let name: String\n}"),
                ("Services/NotesService.swift",
                 "↓import UIKit\nfinal class NotesService {\n    func create(at url: URL) { _ = NoteDocument(fileURL: url) }\n}"),
                ("Models/NoteDocument.swift", "import UIKit\nfinal class NoteDocument: UIDocument {}"),
            ]),
            Example(files: [
                // A file named after its interactor is the interactor's, whatever else it extends.
                ("Onboarding/OnboardingInteractor.swift",
                 "↓import UIKit\nfinal class OnboardingInteractor {\n    func start() {}\n}\n"
                 + "extension AppController {\n    func makeOnboarding() -> UIViewController { UIViewController() }\n}"),
                ("App/AppController.swift",
                 "import UIKit\nfinal class AppController {\n    var rootViewController: UIViewController = UIViewController()\n}"),
            ]),
            Example(files: [
                // Building a plain model is no UI helper's work, nor is handing out images in a model:
                // what goes on screen is decided in the service.
                ("Services/ReportService.swift",
                 "↓import SwiftUI\nfinal class ReportService {\n    func report() -> Report { Report(title: \"\") }\n}"),
                ("Models/Report.swift", "import Foundation\nstruct Report {\n    let title: String\n}"),
                ("Services/ExtrasService.swift",
                 "↓import UIKit\nfinal class ExtrasService {\n"
                 + "    func extras() -> [ExtrasModel] { [ExtrasModel(icon: Assets.calculator)] }\n}"),
                ("Models/ExtrasModel.swift",
                 "import UIKit\nstruct ExtrasModel {\n    let icon: UIImage\n}\nenum Assets {\n    static let calculator = UIImage()\n}"),
            ]),
            Example(files: [
                // A service that has one of the project's screens present itself is the UI leak itself.
                ("Services/SessionService.swift",
                 "↓import UIKit\nfinal class SessionService {\n    func expire() { LoginViewController.presentAgain() }\n}"),
                ("Login/LoginViewController.swift",
                 "import UIKit\nfinal class LoginViewController: UIViewController {\n    static func presentAgain() {}\n}"),
            ]),
            Example(files: [
                // A type alias of the project's own type named like UIKit's is no use of UIKit.
                ("Services/ThemeService.swift",
                 "↓import UIKit\nenum UIPalette { case light, dark }\nfinal class ThemeService {\n    typealias Palette = UIPalette\n"
                 + "    var palette: Palette = .light\n}"),
            ]),
            Example(files: [
                ("Services/ProductService.swift", "import Foundation\n↓import SwiftUI\nfinal class ProductService {}"),
                ("Models/OrderModel.swift", "↓import UIKit\nstruct OrderModel { let id: Int }"),
                // A protocol named like the file that refines no UI type leaves the model beside it judged.
                // Combine's observable object, written through SwiftUI, which re-exports it, is no UI.
                ("Services/SessionStore.swift",
                 "↓import SwiftUI\nfinal class SessionStore: SwiftUI.ObservableObject {\n    @Published var token: String?\n}"),
                ("Models/ReceiptFormatting.swift",
                 "↓import UIKit\nstruct ReceiptModel { let id: Int }\nprotocol ReceiptFormatting: CustomStringConvertible {}"),
                // Nor does one handing an event bus handlers of event types, and a protocol of the
                // project's own named like SwiftUI's `Commands` is no SwiftUI conformance.
                ("Services/AnalyticsService.swift",
                 "import Foundation\n↓import UIKit\nfinal class AnalyticsService {\n    let bus = EventBus()\n    var events: [String] = []\n"
                 + "    func start() {\n        bus.register(UserLoggedIn.self) { [weak self] event in self?.events.append(\"login\") }\n"
                 + "        bus.register(PurchaseCompleted.self) { [weak self] event in self?.events.append(\"purchase\") }\n    }\n}"),
                ("Services/SyncService.swift",
                 "import Foundation\n↓import SwiftUI\nprotocol Commands {\n    func execute(_ name: String)\n}\n"
                 + "final class SyncService: Commands {\n    func execute(_ name: String) {}\n}"),
                // A service registering itself as an observer of several kinds composes nothing.
                ("Services/WatchManager.swift",
                 "import Foundation\n↓import UIKit\nfinal class WatchManager {\n    func subscribe(to broadcaster: Broadcaster) {\n"
                 + "        broadcaster.register(SettingsObserver.self, observer: self)\n"
                 + "        broadcaster.register(PumpSettingsObserver.self, observer: self)\n    }\n}"),
                // A closure of plain values makes no display model.
                ("Models/FilterModel.swift", "↓import SwiftUI\nstruct FilterModel {\n    let title: String\n    let onSelect: (String) -> Void\n}"),
                // An enum model whose statics hand out its own cases holds data.
                ("Models/SortOrderModel.swift",
                 "↓import UIKit\nenum SortOrderModel {\n    case newest, oldest\n    static let fallback: SortOrderModel = .newest\n}"),
                // A worker of static functions that decides an image is still a worker.
                ("Upload/ImageCompressionWorker.swift",
                 "↓import UIKit\nenum ImageCompressionWorker {\n"
                 + "    static func compress(_ data: Data) -> Data? { UIImage(data: data)?.jpegData(compressionQuality: 0.5) }\n}"),
                // So is a service reading UIKit's application state beside its environment entry.
                ("Services/SessionManager.swift",
                 "import Foundation\n↓import UIKit\nimport SwiftUI\nfinal class SessionManager {\n"
                 + "    static let shared = SessionManager()\n    private(set) var token: String?\n"
                 + "    func refresh() {\n        if UIApplication.shared.applicationState == .active { token = UUID().uuidString }\n    }\n}\n"
                 + "extension EnvironmentValues {\n    var isSignedIn: Bool { SessionManager.shared.token != nil }\n}"),
                // And one keeping its settings in `@AppStorage` beside its environment entry.
                ("Services/SettingsService.swift",
                 "↓import SwiftUI\nfinal class SettingsService {\n    @AppStorage(\"units\") var units = \"metric\"\n}\n"
                 + "extension EnvironmentValues {\n    var units: String { SettingsService().units }\n}"),
                // So is a scene's interactor in a file that extends SwiftUI's environment.
                ("Scenes/Feed/FeedInteractor.swift",
                 "↓import SwiftUI\nprotocol FeedBusinessLogic {}\nprotocol FeedPresentationLogic {}\n"
                 + "final class FeedInteractor: FeedBusinessLogic {\n    var presenter: FeedPresentationLogic?\n}\n"
                 + "final class FeedPresenter: FeedPresentationLogic {}\n"
                 + "extension EnvironmentValues {\n    var feedLimit: Int { 20 }\n}"),
                // A file named for the UIKit type it extends is still judged by an interactor of a scene.
                ("Theme/UIColor+Theme.swift",
                 "↓import UIKit\nextension UIColor { static let brand = UIColor.red }\nprotocol ThemeBusinessLogic {}\n"
                 + "protocol ThemePresentationLogic {}\nfinal class ThemeInteractor: ThemeBusinessLogic {\n"
                 + "    var presenter: ThemePresentationLogic?\n}\nfinal class ThemePresenter: ThemePresentationLogic {}"),
                // Members that are plain data make no display model.
                ("Models/CartModel.swift", "↓import UIKit\nstruct CartModel {\n    let lines: [Line]\n    struct Line { let sku: String; let count: Int }\n}"),
                // Once per file, at the first UI import; an extension-only file is judged by what it extends.
                ("Services/ProductService+Search.swift", "↓import UIKit\nimport SwiftUI\nextension ProductService {}"),
                // Static helpers named like a service that an interactor calls too serve more than views.
                ("Routes/RouteTypeProvider.swift",
                 "↓import SwiftUI\nenum RouteTypeProvider {\n    static func title(for kind: Int) -> String { kind == 0 ? \"Run\" : \"Ride\" }\n}"),
                ("Routes/RouteCardHeader.swift",
                 "import SwiftUI\nstruct RouteCardHeader: View {\n    let kind: Int\n"
                 + "    var body: some View { Text(RouteTypeProvider.title(for: kind)) }\n}"),
                ("Routes/RouteInteractor.swift",
                 "protocol RouteBusinessLogic {}\nfinal class RouteInteractor: RouteBusinessLogic {\n"
                 + "    func summary(kind: Int) -> String { RouteTypeProvider.title(for: kind) }\n}"),
                // A helper with static properties may be read where no call shows it (a view model
                // building a request from `WorkoutService.endpoint`).
                ("Workouts/WorkoutService.swift",
                 "↓import SwiftUI\nenum WorkoutService {\n    static let endpoint = \"/workouts\"\n"
                 + "    static func title(for kind: Int) -> String { kind == 0 ? \"Run\" : \"Ride\" }\n}"),
                ("Workouts/WorkoutRow.swift",
                 "import SwiftUI\nstruct WorkoutRow: View {\n    let kind: Int\n"
                 + "    var body: some View { Text(WorkoutService.title(for: kind)) }\n}"),
                // Nor is a screen's call evidence: in an MVC app a screen calls every service.
                ("Users/UserService.swift",
                 "↓import UIKit\nenum UserService {\n    static func name(of id: Int) -> String { \"user \\(id)\" }\n}"),
                ("Users/UsersViewController.swift",
                 "import UIKit\nfinal class UsersViewController: UITableViewController {\n"
                 + "    func title(for id: Int) -> String { UserService.name(of: id) }\n}"),
                // A service by its name that imports UIKit and uses nothing from it.
                ("Services/SettingService.swift",
                 "↓import UIKit\nfinal class SettingService {\n    func isEnabled(_ key: String) -> Bool { UserDefaults.standard.bool(forKey: key) }\n}"),
                // Reading UIKit in a member's code is a dependency of the service, not its job: the
                // message names what it uses.
                ("Backup/BackupManager.swift",
                 "↓import UIKit\nfinal class BackupManager {\n    func restore(_ data: Data) {\n"
                 + "        if UIApplication.shared.applicationState == .active { save(data) }\n    }\n"
                 + "    func save(_ data: Data) {}\n}"),
                // So is an alert it runs from its code, in AppKit as in UIKit.
                ("Updates/UpdateService.swift",
                 "↓import AppKit\nfinal class UpdateService {\n    func install(_ data: Data) {\n"
                 + "        if data.isEmpty { NSAlert().runModal() }\n    }\n}"),
                // A struct of static helpers that take or return UIKit values is no display model: a
                // service by its name, judged where it uses nothing from UIKit.
                ("Assets/AssetManager.swift",
                 "import UIKit\nstruct AssetManager {\n"
                 + "    static func orientation(of data: Data) -> UIImage.Orientation { .up }\n}"),
                ("Assets/AssetManager+Export.swift", "↓import UIKit\nextension AssetManager {\n    static func export(_ data: Data) {}\n}"),
                // A store that keeps its settings in `@AppStorage` is still a service; the message names
                // the wrapper.
                ("Settings/SettingsStore.swift",
                 "↓import SwiftUI\nfinal class SettingsStore: ObservableObject {\n    @AppStorage(\"sound\") var sound = true\n}"),
                // A service that keeps a coordinator keeps a flow, not a drawing: still judged.
                ("Services/SessionService.swift",
                 "↓import UIKit\nfinal class SessionService {\n    let coordinator: AppCoordinator\n"
                 + "    init(coordinator: AppCoordinator) { self.coordinator = coordinator }\n}"),
                ("App/AppCoordinator.swift",
                 "import UIKit\nfinal class AppCoordinator {\n    let navigationController: UINavigationController\n"
                 + "    init(navigationController: UINavigationController) { self.navigationController = navigationController }\n"
                 + "    func start() {}\n}"),
                // So is one that keeps a navigation helper of its own, whatever its name: a flow, not a
                // drawing.
                ("Services/LinkService.swift",
                 "↓import UIKit\nfinal class LinkService {\n    let navigator: AppNavigator\n"
                 + "    init(navigator: AppNavigator) { self.navigator = navigator }\n}"),
                ("App/AppNavigator.swift",
                 "import UIKit\nfinal class AppNavigator {\n    let navigationController: UINavigationController\n"
                 + "    init(navigationController: UINavigationController) { self.navigationController = navigationController }\n}"),
                // So is one that keeps a class of its own holding a fetched-results controller, which
                // only shares AppKit's prefix.
                ("Stores/SiteService.swift",
                 "↓import UIKit\nfinal class SiteService {\n    let sites = SitesController()\n}"),
                ("Stores/SitesController.swift",
                 "import CoreData\nfinal class SitesController {\n    var fetched: NSFetchedResultsController<NSManagedObject>?\n}"),
                // So is a subclass of one, a service by its base's name.
                ("Providers/TransferProvider.swift", "final class TransferProvider {\n    var symbol: String { \"\" }\n}"),
                ("Providers/BtcProvider.swift",
                 "↓import UIKit\nfinal class BtcProvider: TransferProvider {\n    override var symbol: String { \"BTC\" }\n}"),
                // A client by its name whose stored closures take and return plain values, or the
                // project's own type, whatever its name.
                ("Clients/SearchClient.swift",
                 "↓import SwiftUI\nstruct SearchClient {\n    let search: (String) async throws -> [String]\n}"),
                ("Services/ProfileService.swift",
                 "↓import UIKit\nfinal class ProfileService {\n    var onChange: ((UIStateSnapshot) -> Void)?\n}\n"
                 + "struct UIStateSnapshot { let isLoading: Bool }"),
                // Extending the project's own type is no UI use, whatever its name (a typealias included).
                ("Shared/AppResetManager.swift",
                 "↓import UIKit\nfinal class AppResetManager {}\nextension UITestSettingsKey: ResettableKey {}\n"
                 + "private extension UITestSettingsPolicy {\n    static let reset = \"reset\"\n}"),
                ("Shared/UITestSettingsKey.swift",
                 "protocol ResettableKey {}\nenum UITestSettingsKey {}\ntypealias UITestSettingsPolicy = [UITestSettingsKey]"),
                // `@Observable` alone makes no presentation state of a service, nor does a model of plain
                // data it keeps, whatever the model's name.
                ("Services/SessionService.swift",
                 "↓import SwiftUI\n@Observable\nfinal class SessionService {\n    var token: String?\n"
                 + "    var user = SessionUser(name: \"\", id: 0)\n    var profile = ProfileViewModel(title: \"\")\n}\n"
                 + "struct SessionUser {\n    let name: String\n    let id: Int\n}\nstruct ProfileViewModel {\n    let title: String\n}"),
                // A plain model the view layer's extension gives a color is no display data it keeps.
                ("Services/CatalogService.swift",
                 "↓import SwiftUI\n@Observable\nfinal class CatalogService {\n    var products: [CatalogProduct] = []\n}"),
                ("Models/CatalogProduct.swift", "struct CatalogProduct {\n    let id: Int\n    let name: String\n}"),
                ("Views/CatalogProduct+Display.swift",
                 "import SwiftUI\nextension CatalogProduct {\n    var placeholderColor: Color { id.isMultiple(of: 2) ? .gray : .secondary }\n}"),
                // A protocol of the project's named `Assembly` (screen modules) is no container's.
                ("Routing/RoutingService.swift",
                 "↓import UIKit\nfinal class RoutingService {\n"
                 + "    func route() -> [String] { [ProfileAssembly().build(), CourseAssembly().build()] }\n}"),
                ("Routing/Assemblies.swift",
                 "protocol Assembly {\n    func build() -> String\n}\nfinal class ProfileAssembly: Assembly {\n"
                 + "    func build() -> String { \"profile\" }\n}\nfinal class CourseAssembly: Assembly {\n"
                 + "    func build() -> String { \"course\" }\n}"),
                // A VIPER presenter that keeps its view and router stays a presenter, even when it hands
                // the router the navigation controller it is given.
                ("Onboarding/OnboardingViewController.swift",
                 "import UIKit\nprotocol OnboardingViewProtocol: AnyObject {}\n"
                 + "final class OnboardingViewController: UIViewController, OnboardingViewProtocol {}"),
                ("Onboarding/OnboardingRouter.swift",
                 "import UIKit\nfinal class OnboardingRouter {\n    func navigateToLogin(_ navigationController: UINavigationController) {}\n}"),
                ("Onboarding/OnboardingPresenter.swift",
                 "↓import UIKit\nfinal class OnboardingPresenter {\n    weak var view: OnboardingViewProtocol?\n"
                 + "    let router = OnboardingRouter()\n    func navigateToSignIn(_ navigationController: UINavigationController) {\n"
                 + "        router.navigateToLogin(navigationController)\n    }\n}"),
                // A member that returns one of the project's screens, or a document, makes no view.
                ("Checkout/CheckoutInteractor.swift",
                 "↓import UIKit\nfinal class CheckoutInteractor {\n    func receiptScreen() -> ReceiptScreen? { nil }\n}"),
                ("Checkout/ReceiptScreen.swift", "import UIKit\nfinal class ReceiptScreen: UIViewController {}"),
                ("Notes/NotesWorker.swift",
                 "↓import UIKit\nfinal class NotesWorker {\n    func open(_ url: URL) -> NoteDocument { NoteDocument(fileURL: url) }\n}"),
                ("Notes/NoteDocument.swift", "import UIKit\nfinal class NoteDocument: UIDocument {}"),
                // A VIPER presenter that keeps its view and router stays a presenter, even when it
                // makes a placeholder view of the project's for its display.
                ("Favorites/FavoritesPresenter.swift",
                 "↓import UIKit\nprotocol FavoritesViewProtocol: AnyObject {}\nfinal class FavoritesRouter {}\n"
                 + "final class FavoritesPresenter {\n    weak var view: FavoritesViewProtocol?\n    let router = FavoritesRouter()\n"
                 + "    func makePlaceholder() -> EmptyStateView { EmptyStateView() }\n}"),
                ("Favorites/EmptyStateView.swift", "import UIKit\nfinal class EmptyStateView: UIView {}"),
                // A VIPER presenter that keeps its view stays a presenter, even when it builds an alert.
                ("Checkout/CheckoutViewController.swift",
                 "import UIKit\nprotocol CheckoutViewProtocol: AnyObject {}\n"
                 + "final class CheckoutViewController: UIViewController, CheckoutViewProtocol {}"),
                ("Checkout/CheckoutPresenter.swift",
                 "↓import UIKit\nfinal class CheckoutPresenter {\n    weak var view: CheckoutViewProtocol?\n"
                 + "    func failed() -> UIAlertController { UIAlertController(title: nil, message: nil, preferredStyle: .alert) }\n}"),
                // So does one whose interactor and router are built without a written type; and a Core
                // Data controller that shares AppKit's prefix is no UI object.
                ("Login/LoginInteractor.swift", "import Foundation\nfinal class LoginInteractor {\n    func login(user: String) {}\n}"),
                ("Login/LoginRouter.swift",
                 "import UIKit\nfinal class LoginRouter {\n    weak var viewController: UIViewController?\n}"),
                ("Login/LoginPresenter.swift",
                 "↓import UIKit\nfinal class LoginPresenter {\n    let interactor = LoginInteractor()\n    let router = LoginRouter()\n"
                 + "    func loginFailed() -> UIAlertController { UIAlertController(title: nil, message: nil, preferredStyle: .alert) }\n}"),
                ("Items/ItemsPresenter.swift",
                 "↓import UIKit\nimport CoreData\nfinal class ItemsPresenter {\n"
                 + "    func titles(in context: NSManagedObjectContext) -> Int {\n"
                 + "        let results = NSFetchedResultsController(fetchRequest: request, managedObjectContext: context, "
                 + "sectionNameKeyPath: nil, cacheName: nil)\n        return results.sections?.count ?? 0\n    }\n}"),
                // A presenter by its name that is handed a window it never uses works with no UI.
                ("Scenes/ReceiptPresenter.swift",
                 "↓import AppKit\nfinal class ReceiptPresenter {\n    func present(total: Int, window: NSWindow?) { print(total) }\n}"),
                // Nor is one of static variables: global state in the model layer.
                ("Models/SessionModel.swift",
                 "↓import UIKit\nstruct SessionModel {\n    static var token: String?\n    static var deviceName = UIDevice.current.name\n}\n"
                 + "extension SessionModel {\n    struct User { let name: String }\n}"),
                // A struct with instance state is no namespace.
                ("Models/OnboardingModel.swift",
                 "↓import SwiftUI\nstruct OnboardingModel {\n    static let speechWidth: CGFloat = 320\n    let step: Int\n}\n"
                 + "extension OnboardingModel {\n    struct Step { let title: String }\n}"),
                // A presenter by its name that calls its display, not a controller it is handed.
                ("Scenes/OrdersPresenter.swift",
                 "↓import UIKit\nprotocol OrdersDisplayLogic: AnyObject { func display(_ titles: [String]) }\n"
                 + "final class OrdersPresenter {\n    weak var viewController: OrdersDisplayLogic?\n"
                 + "    func present(orders: [String]) { viewController?.display(orders) }\n}"),
            ]),
            Example("""
                // A scene presenter nested in the scene's namespace is judged as the presenter it is.
                ↓import UIKit

                protocol SalesPresentationLogic: AnyObject {}
                enum Sales {}
                extension Sales {
                    final class Presenter {}
                }
                extension Sales.Presenter: SalesPresentationLogic {}
                """),
            Example(files: [
                // A value nested in a data-transfer namespace is a data model, whatever its own name.
                ("DTO/ResponseDTO.swift", "import Foundation\nenum ResponseDTO {}"),
                ("DTO/CreateProfile.Res.swift",
                 "↓import UIKit\nextension ResponseDTO {\n    struct CreateProfile: Decodable {\n        let status: String\n    }\n}"),
            ]),
            Example(files: [
                // A Clean Swift interactor that nests a HUD of its own drives UI: judged.
                ("Login/LoginInteractor.swift",
                 "import Foundation\nprotocol LoginBusinessLogic {}\nprotocol LoginPresentationLogic {}\n"
                 + "final class LoginInteractor: LoginBusinessLogic {\n    var presenter: LoginPresentationLogic?\n    var hud = HUD()\n}"),
                ("Login/LoginInteractor+HUD.swift",
                 "↓import UIKit\nextension LoginInteractor {\n    final class HUD {\n"
                 + "        let spinner: UIActivityIndicatorView = .init(style: .large)\n    }\n}"),
            ]),
            Example(files: [
                // A file that nests a value of plain data in a service is judged as the service it extends.
                ("Updates/UpdateRepository.swift", "import Foundation\nfinal class UpdateRepository {\n    var entries: [Entry] = []\n}"),
                ("Updates/UpdateRepository+Entry.swift",
                 "↓import AppKit\nextension UpdateRepository {\n    struct Entry: Decodable {\n        let name: String\n    }\n}"),
            ]),
            Example(files: [
                // A service module that adds UI to another module's service is judged as that service.
                ("Sources/Core/SyncService.swift", "import Foundation\npublic final class SyncService { public func sync() {} }"),
                ("Sources/Networking/SyncService+Background.swift",
                 "↓import UIKit\nimport Core\nextension SyncService {\n"
                 + "    public func syncIfActive() { if UIApplication.shared.applicationState == .active { sync() } }\n}"),
            ]),
            Example(files: [
                // An extension from a UI module that imports AppKit for nothing.
                ("Sources/CommonUtils/SystemExtensionManager.swift",
                 "import Foundation\npublic final class SystemExtensionManager {}"),
                ("Sources/AppUI/SystemExtensionManager+Links.swift",
                 "↓import AppKit\nimport CommonUtils\nextension SystemExtensionManager {\n"
                 + "    public var preferencesURL: URL? { URL(string: \"x-apple.systempreferences:\") }\n}"),
            ]),
        ],
        nonTriggeringExamples: [
            Example(files: [
                // A type written with its framework's module is a use of it; a button's role is display data.
                ("Map/ViewportProvider.swift",
                 "import SwiftUI\nfinal class ViewportProvider: ObservableObject {\n"
                 + "    static let padding: SwiftUI.EdgeInsets = .init(top: 75, leading: 50, bottom: 75, trailing: 50)\n}"),
                // A store that has one of the project's views show itself works with the UI.
                ("Notices/NoticeStore.swift",
                 "import UIKit\nfinal class NoticeStore {\n    func remove() { ToastView.show(text: \"Removed\") }\n}"),
                ("DesignSystem/ToastView.swift",
                 "import UIKit\npublic final class ToastView: UIView {\n    public static let shared = ToastView()\n"
                 + "    public static func show(text: String) {}\n    public func start() {}\n}"),
                ("Uploads/UploadService.swift",
                 "import UIKit\nfinal class UploadService {\n    func upload() { ToastView.shared.start() }\n}"),
                // So is a type alias of one: the service works with SwiftUI's geometry.
                ("Map/LayoutService.swift",
                 "import SwiftUI\nfinal class LayoutService {\n    typealias Insets = SwiftUI.EdgeInsets\n"
                 + "    func insets() -> Insets { Insets() }\n}"),
                ("Alerts/AlertDataModel.swift",
                 "import SwiftUI\nstruct AlertDataModel {\n    let title: String\n    let role: ButtonRole?\n}"),
            ]),
            Example(files: [
                // The file of a protocol that refines a UIKit class: its import is needed, and the display
                // model beside it is the protocol's.
                ("Home/Builder/BuilderCollectionCell.swift",
                 "import UIKit\nstruct BuilderCollectionModel {\n    let title: String\n}\n"
                 + "protocol BuilderCollectionCell: UICollectionViewCell {\n    func setup(with model: BuilderCollectionModel)\n}"),
            ]),
            Example(files: [
                // A `*Manager` that keeps one of the project's SwiftUI views, and writes to it, is UI.
                ("Terminal/TerminalSessionManager.swift",
                 "import SwiftUI\nfinal class TerminalSessionManager {\n    let terminal: TerminalView = .init()\n"
                 + "    func write(_ text: String) { terminal.write(text) }\n}"),
                ("Terminal/TerminalView.swift",
                 "import SwiftUI\nstruct TerminalView: NSViewRepresentable {\n"
                 + "    func makeNSView(context: Context) -> NSTextView { NSTextView() }\n"
                 + "    func updateNSView(_ view: NSTextView, context: Context) {}\n    func write(_ text: String) {}\n}"),
            ]),
            Example(files: [
                // A store by its name that is a SwiftUI property wrapper, or that takes SwiftUI's size
                // class to lay the sidebar out, is view-side.
                ("Stores/Store.swift",
                 "import SwiftUI\n@propertyWrapper\nstruct Store<Object: ObservableObject>: DynamicProperty {\n"
                 + "    @ObservedObject var object: Object\n    var wrappedValue: Object { object }\n}"),
                ("Sidebar/SidebarStore.swift",
                 "import SwiftUI\nfinal class SidebarStore: ObservableObject {\n    @Published var isCollapsed = false\n"
                 + "    func update(with sizeClass: UserInterfaceSizeClass?) { isCollapsed = sizeClass == .compact }\n}"),
            ]),
            Example(files: [
                // `TerminalManager+Context.swift` nests a class that keeps one of the project's SwiftUI
                // views in the manager: the import serves that view's holder.
                ("Terminal/TerminalManager.swift", "import Foundation\nfinal class TerminalManager {\n    var contexts: [Context] = []\n}"),
                ("Terminal/TerminalManager+Context.swift",
                 "import SwiftUI\nextension TerminalManager {\n    final class Context: ObservableObject {\n"
                 + "        let terminal: TerminalView = .init()\n        @Published var title = \"\"\n    }\n}"),
                ("Terminal/TerminalView.swift",
                 "import SwiftUI\nstruct TerminalView: NSViewRepresentable {\n"
                 + "    func makeNSView(context: Context) -> NSTextView { NSTextView() }\n"
                 + "    func updateNSView(_ view: NSTextView, context: Context) {}\n}"),
            ]),
            Example(files: [
                // A UI module's extension that opens System Settings adds UI to that module; the
                // service's own module stays free of it.
                ("Sources/CommonUtils/SystemExtensionManager.swift",
                 "import Foundation\npublic final class SystemExtensionManager {}"),
                ("Sources/AppUI/SystemExtensionManager+UI.swift",
                 "import AppKit\nimport CommonUtils\nextension SystemExtensionManager {\n"
                 + "    public func openPreferences() { NSWorkspace.shared.open(URL(string: \"x-apple.systempreferences:\")!) }\n}"),
                ("Sources/AppUI/SettingsView.swift", "import SwiftUI\nstruct SettingsView: View { var body: some View { Text(\"\") } }"),
            ]),
            Example("""
                import UIKit

                final class ListProductsViewController: UIViewController {}
                """),
            Example(files: [
                ("Services/ProductService.swift", "import Foundation\nimport Combine\nfinal class ProductService {}"),
                // A namespace of constants or an app state is not a data model.
                ("App/Constants.swift", "import UIKit\nenum Constants { static let margin: CGFloat = 8 }"),
                // A view that declares a small value type for itself is still a view file.
                ("Views/Badge.swift", "import SwiftUI\nstruct Badge: View { var body: some View { Text(\"1\") } }"),
                // A "provider" whose members take and return UIKit views works on views.
                ("Views/CellProvider.swift", "import UIKit\nfinal class CellProvider {\n    func provideCell(for collectionView: "
                 + "UICollectionView, at indexPath: IndexPath) -> UICollectionViewCell { UICollectionViewCell() }\n}"),
                // So does one whose members take a screen of the project, a `UIViewController` two
                // classes up, as they would take a `UIViewController`.
                ("Editor/EditorConfigurationProvider.swift",
                 "import UIKit\nfinal class EditorConfigurationProvider {\n"
                 + "    func configuration(for editor: EditorViewController) -> String { editor.title ?? \"\" }\n}"),
                ("Editor/EditorViewController.swift",
                 "import UIKit\nclass AppViewController: UIViewController {}\nfinal class EditorViewController: AppViewController {}"),
                // A value named a presenter that keeps one of the project's screens and sets its
                // navigation items is a view-side helper, as a class that keeps one is.
                ("FAQ/FAQPresenter.swift",
                 "import UIKit\nstruct FAQPresenter {\n    var viewController: FAQViewController?\n"
                 + "    func setupNavigationItem() { viewController?.navigationItem.leftBarButtonItem = UIBarButtonItem() }\n}"),
                ("FAQ/FAQViewController.swift", "import UIKit\nfinal class FAQViewController: UIViewController {}"),
                // A `*Manager` that keeps one of the project's views, named through an alias, is a
                // helper of that view.
                ("Calendar/CVCalendarManager.swift",
                 "import UIKit\nfinal class CVCalendarManager {\n    private unowned let calendarView: CalendarView\n"
                 + "    init(calendarView: CalendarView) { self.calendarView = calendarView }\n}"),
                ("Calendar/CVCalendarView.swift",
                 "import UIKit\ntypealias CalendarView = CVCalendarView\nfinal class CVCalendarView: UIView {}"),
                // A `*Manager` only by its name whose code works with UIKit is a UI helper: the evidence
                // beats the name (a team that wants it judged names it a service in `roles:`).
                ("Utilities/ToastManager.swift",
                 "import UIKit\nfinal class ToastManager {\n    func show(_ text: String, in window: UIWindow?) {\n"
                 + "        let label = UILabel()\n        label.text = text\n        window?.addSubview(label)\n    }\n}"),
                // A provider of the macOS Services menu takes pasteboards, as a UIKit one would take
                // `UIPasteboard`: AppKit's application objects in its declarations are UI work.
                ("Services/ServicesProvider.swift",
                 "import AppKit\nfinal class ServicesProvider: NSObject {\n"
                 + "    @objc func openFile(_ pboard: NSPasteboard, userData: String) {}\n}"),
                // So is a client whose stored closures are typed with UIKit types, which SwiftUI re-exports.
                ("Clients/HapticsClient.swift",
                 "import SwiftUI\nstruct HapticsClient {\n"
                 + "    let generateFeedback: @MainActor (UIImpactFeedbackGenerator.FeedbackStyle) -> Void\n}"),
                ("Theme/ThemeService.swift",
                 "import UIKit\nfinal class ThemeService {\n    func apply() { UINavigationBar.appearance().tintColor = .red }\n}"),
                // A model whose closure makes the page's view is display data.
                ("Tabs/TabBarPageModel.swift",
                 "import SwiftUI\nstruct TabBarPageModel {\n    let title: String\n    let view: () -> AnyView\n}"),
                // So is one that keeps an action SwiftUI's environment hands out, to call it later.
                ("Review/AppReviewManager.swift",
                 "import SwiftUI\nfinal class AppReviewManager: ObservableObject {\n"
                 + "    var requestReview: RequestReviewAction?\n    func ask() { requestReview?() }\n}"),
                // A store by its name that animates its changes drives SwiftUI views: its state is theirs.
                ("Claims/ClaimsStore.swift",
                 "import SwiftUI\n@MainActor\nfinal class ClaimsStore: AppStore {\n    @Published var claims: [String] = []\n"
                 + "    func reload(_ new: [String]) {\n        withAnimation { claims = new }\n    }\n}\n"
                 + "class AppStore: ObservableObject {}"),
                // A subclass that is a service only by its base's name, and hands out an image.
                ("Messages/TransferBaseProvider.swift", "import UIKit\nclass TransferBaseProvider {\n    var logo: UIImage { UIImage() }\n}"),
                ("Messages/EthProvider.swift",
                 "import UIKit\nfinal class EthProvider: TransferBaseProvider {\n    override var logo: UIImage { UIImage(named: \"eth\") ?? UIImage() }\n}"),
                // A file that makes a UIKit type adopt a protocol works with UIKit.
                ("App/StoreLinkService.swift",
                 "import UIKit\nprotocol AppStoreOpening {}\nfinal class StoreLinkService {}\nextension UIApplication: AppStoreOpening {}"),
                // A "service" that returns SwiftUI views is a view factory; an `@Observable` presenter holds
                // SwiftUI presentation state (a toast the views bind to).
                ("Features/WhatsNewService.swift",
                 "import SwiftUI\nenum WhatsNewService {\n    static func makeView() -> some View { Text(\"New\") }\n}"),
                ("Onboarding/FeatureUiModel.swift",
                 "import SwiftUI\nstruct FeatureUiModel {\n    let title: LocalizedStringKey\n}"),
                ("Shared/ToastPresenter.swift",
                 "import SwiftUI\n@Observable\nfinal class ToastPresenter {\n    var message: String?\n"
                 + "    func show(_ text: String) { message = text }\n}"),
                // An observable "manager" that keeps the item a snack bar draws, whose icon holds a SwiftUI
                // color, holds the state the view draws.
                ("DesignSystem/SnackBarManager.swift",
                 "import SwiftUI\n@Observable\nfinal class SnackBarManager {\n    var currentItem: SnackBarItem?\n"
                 + "    func show(_ item: SnackBarItem) { currentItem = item }\n}"),
                ("DesignSystem/SnackBarItem.swift",
                 "import SwiftUI\nstruct SnackBarItem {\n    let text: String\n    let icon: SnackBarIcon?\n}\n"
                 + "struct SnackBarIcon {\n    let name: String\n    let color: Color\n}"),
                // A `*Presenter` by name that pops up the menu it is handed, or shows a sheet in the
                // window it is given, presents in AppKit's sense; a struct of static constants that its
                // views extend is a namespace, not a model.
                ("Menus/ContextMenuPresenter.swift",
                 "import AppKit\nstruct ContextMenuPresenter {\n    func showContextMenu(_ menu: NSMenu) {\n"
                 + "        menu.popUp(positioning: nil, at: NSEvent.mouseLocation, in: nil)\n    }\n}"),
                ("Reports/ReportIssuesPresenter.swift",
                 "import AppKit\nfinal class ReportIssuesPresenter {\n    func show(domain: String, in parentWindow: NSWindow?) async {\n"
                 + "        await ReportIssuesView(domain: domain).show(in: parentWindow)\n    }\n}"),
                ("Onboarding/Onboarding.swift",
                 "import SwiftUI\nstruct Onboarding {\n    static let speechWidth: CGFloat = 320\n}\n"
                 + "extension Onboarding {\n    struct DaxSpeech: View { var body: some View { Text(\"\") } }\n}"),
                // So does one that builds an alert to show on a screen it is given as `AnyObject`, or
                // that hands the screen it is given to a presentation context.
                ("Errors/ErrorPresenter.swift",
                 "import UIKit\nfinal class ErrorPresenter {\n    static func showError(_ message: String, from source: AnyObject?) {\n"
                 + "        guard let source = source as? UIViewController else { return }\n"
                 + "        source.present(UIAlertController(title: nil, message: message, preferredStyle: .alert), animated: true)\n"
                 + "    }\n}"),
                ("Indicators/IndicatorPresenter.swift",
                 "import UIKit\nfinal class IndicatorPresenter {\n    let context: PresentationContext\n"
                 + "    init(presentingViewController: UIViewController) {\n"
                 + "        context = PresentationContext(viewController: presentingViewController)\n    }\n}"),
                // A `*Presenter` by name that presents alerts on the controller it is handed presents in
                // UIKit's sense: a view-side helper, not a Clean Swift presenter.
                ("Alerts/RatingAlertPresenter.swift",
                 "import UIKit\nfinal class RatingAlertPresenter {\n    func presentAlert(in controller: UIViewController) {\n"
                 + "        controller.present(UIAlertController(title: nil, message: nil, preferredStyle: .alert), animated: true)\n"
                 + "    }\n}"),
                // So does one that builds the project's own alert controller and shows it on the top screen.
                ("Prompts/PermissionPromptPresenter.swift",
                 "import UIKit\nstruct PermissionPromptPresenter {\n    func request(title: String, on screen: AnyObject?) {\n"
                 + "        let alert = PromptAlertController(title: title, message: nil, preferredStyle: .alert)\n"
                 + "        UIApplication.shared.keyWindow?.rootViewController?.present(alert, animated: true)\n    }\n}"),
                ("Prompts/PromptAlertController.swift", "import UIKit\nfinal class PromptAlertController: UIAlertController {}"),
                // A `*Manager` or a model whose members make and hand out the project's own views (a
                // SwiftUI view, a `UIView` subclass) makes UI.
                ("Keyboard/KeyActionManager.swift",
                 "import SwiftUI\nopen class KeyActionManager {\n    public init() {}\n"
                 + "    open func makeSwitchButton() -> SwitchButtonView { SwitchButtonView() }\n}"),
                ("Keyboard/SwitchButtonView.swift",
                 "import SwiftUI\nstruct SwitchButtonView: View {\n    var body: some View { Text(\"🌐\") }\n}"),
                ("Keyboard/FlickKeyModel.swift",
                 "import SwiftUI\nstruct FlickKeyModel {\n    let title: String\n"
                 + "    func label(width: Double) -> KeyLabelView { KeyLabelView(title: title) }\n}"),
                ("Keyboard/KeyLabelView.swift",
                 "import SwiftUI\nstruct KeyLabelView: View {\n    let title: String\n    var body: some View { Text(title) }\n}"),
                // A value type that holds a UIKit image it builds is a display model, and so is one that
                // holds a font a static member of UIFont makes.
                ("Cells/TraceLocationsCellModel.swift",
                 "import UIKit\nstruct TraceLocationsCellModel {\n    let title = \"Check in\"\n    let image = UIImage(named: \"Illu\")\n}"),
                ("Charts/BarChartModel.swift",
                 "import UIKit\nstruct BarChartModel {\n    var values: [Double] = []\n    var labelFont = UIFont.systemFont(ofSize: 13)\n}"),
                // So is one whose members are display data: a section whose header holds an icon, a
                // shape whose gradient holds colours.
                ("Wallets/WalletsSectionModel.swift",
                 "import UIKit\nstruct WalletsSectionModel {\n    let header: Header?\n    let rows: [String]\n"
                 + "    struct Header { let title: String; let icon: UIImage? }\n}"),
                ("Glare/GlareRectModel.swift",
                 "import UIKit\nstruct GlareRectModel {\n    let gradient: GradientModel\n    let cornerRadius: CGFloat\n}\n"
                 + "struct GradientModel { let colors: [UIColor] }"),
                // A `*Manager` that keeps the project's status-bar items, each holding its `NSStatusItem`,
                // drives the menu bar.
                ("StatusBar/MenubarItem.swift",
                 "import AppKit\nfinal class MenubarItem: NSObject {\n    let statusItem: NSStatusItem\n"
                 + "    init(statusItem: NSStatusItem) { self.statusItem = statusItem }\n}"),
                ("StatusBar/PluginManager.swift",
                 "import AppKit\nfinal class PluginManager {\n    var items: [String: MenubarItem] = [:]\n"
                 + "    func remove(_ id: String) { items[id] = nil }\n}"),
                // A button of an alert whose style is UIKit's (`UIAlertAction.Style`) is display data.
                ("Alerts/AlertModel.swift",
                 "import UIKit\nstruct AlertModel {\n    struct ButtonModel { let title: String; let style: UIAlertAction.Style }\n"
                 + "    let title: String?\n    let buttons: [ButtonModel]\n}"),
                // A `*Manager` that builds one of the project's own views, or SwiftUI shapes, draws.
                ("Toast/ToastView.swift", "import UIKit\nfinal class ToastView: UIView {}"),
                ("Toast/ToastManager.swift",
                 "import UIKit\nfinal class ToastManager {\n    static func show(_ text: String) {\n"
                 + "        let toast = ToastView(frame: .zero)\n        toast.accessibilityLabel = text\n    }\n}"),
                ("Theme/ShapeManager.swift",
                 "import SwiftUI\nfinal class ShapeManager {\n    let small: CGFloat = 16\n"
                 + "    var capsuleShape: AnyShape { AnyShape(Capsule()) }\n}"),
                // So does one whose file's items carry SwiftUI keyboard shortcuts: a toolbar's registry.
                ("Toolbar/ToolbarManager.swift",
                 "import SwiftUI\nstruct ToolbarItem {\n    let title: String\n    var shortcut: KeyboardShortcut?\n}\n"
                 + "final class ToolbarManager {\n    var items: [ToolbarItem] = []\n}"),
                // A presenter by its name with nothing of an instance shows UI; it keeps no view of a scene.
                ("Common/WebBrowserPresenter.swift",
                 "import UIKit\nenum WebBrowserPresenter {\n    static func open(_ url: URL) {\n"
                 + "        let browser = WebBrowserViewController()\n        UIApplication.shared.topController?.present(browser, animated: true)\n"
                 + "    }\n}"),
                ("Common/WebBrowserViewController.swift", "import UIKit\nfinal class WebBrowserViewController: UIViewController {}"),
                // A scene's constants are no data model.
                ("Chart/ChartConstants.swift",
                 "import UIKit\nenum Chart {}\nextension Chart {\n    enum Constants {\n        static let lineColor = UIColor.red\n"
                 + "        static let labelFont = UIFont.systemFont(ofSize: 10)\n    }\n}"),
                ("Chart/ChartPresenter.swift", "final class ChartPresenter {\n    weak var view: ChartViewController?\n}"),
                ("Chart/ChartViewController.swift", "import UIKit\nfinal class ChartViewController: UIViewController {}"),
                // A file of a screen's models judged by its first is presentation when a sibling is a
                // display model.
                ("Filter/FilterModel.swift",
                 "import UIKit\nstruct FilterModel { let id: Int }\nstruct FilterViewModel {\n    let title: String\n"
                 + "    let color: UIColor\n}"),
                // Static helpers named like a service that only views call are part of the view layer.
                ("Views/Workouts/WorkoutTypeProvider.swift",
                 "import SwiftUI\nenum WorkoutTypeProvider {\n    static func icon(for kind: Int) -> String { kind == 0 ? \"figure.run\" : \"bicycle\" }\n}"),
                ("Views/Workouts/WorkoutCardHeader.swift",
                 "import SwiftUI\nstruct WorkoutCardHeader: View {\n    let kind: Int\n"
                 + "    var body: some View { Image(systemName: WorkoutTypeProvider.icon(for: kind)) }\n}"),
                // Constants named like a service hold no service.
                ("Literals/ExternalURL.swift",
                 "import UIKit\nenum ExternalURL {\n    struct AppStore {\n        static let link = \"https://apps.apple.com\"\n    }\n}"),
                // So does a shared cache behind an empty private initializer, which forbids instances.
                ("Utils/ImageCacheManager.swift",
                 "import UIKit\nfinal class ImageCacheManager {\n    static let shared = NSCache<NSString, UIImage>()\n"
                 + "    private init() {}\n}"),
                // A type nested in an extension of UIKit's own type is part of it.
                ("Extensions/UIDevice.swift",
                 "import UIKit\nextension UIDevice {\n    enum Model: String { case iPhone, iPad }\n"
                 + "    var model: Model { userInterfaceIdiom == .pad ? .iPad : .iPhone }\n}"),
                // So is a file named for the UIKit type it extends, whatever it declares beside the extension.
                ("Extensions/UIScreen+Size.swift",
                 "import UIKit\nenum ScreenModel: String { case compact, regular }\nextension UIScreen {\n"
                 + "    var screenModel: ScreenModel { bounds.width < 375 ? .compact : .regular }\n}"),
                // A type that keeps the window scene whose windows it sets up works with UI, whatever
                // its name says.
                ("App/AppInteractor.swift",
                 "import UIKit\nfinal class AppInteractor {\n    private weak var windowScene: UIWindowScene!\n"
                 + "    init(windowScene: UIWindowScene) { self.windowScene = windowScene }\n}"),
                // And a value type the extension hands out, whatever the file's name.
                ("Extensions/DeviceExtras.swift",
                 "import UIKit\npublic enum Model: String { case iPhone, iPad }\npublic extension UIDevice {\n"
                 + "    var type: Model { userInterfaceIdiom == .pad ? .iPad : .iPhone }\n}"),
                // A file that declares the document SwiftUI's file exporter writes needs SwiftUI for it.
                ("Backup/BackupManager.swift",
                 "import Foundation\nimport SwiftUI\nimport UniformTypeIdentifiers\nfinal class BackupManager {\n"
                 + "    func export() -> Data { Data() }\n}\nstruct BackupDocument: FileDocument {\n"
                 + "    static var readableContentTypes: [UTType] { [.json] }\n    var data: Data\n}"),
                // And one whose base is a service by its name.
                ("Providers/ServiceProvider.swift", "import Swinject\nclass ServiceProvider {\n    let container = Container()\n    func register() {}\n}"),
                ("Providers/AboutServiceProvider.swift",
                 "import UIKit\nfinal class AboutServiceProvider: ServiceProvider {\n    override func register() {\n"
                 + "        container.storyboardInitCompleted(AboutViewController.self) { r, c in c.store = r.resolve(SettingsStore.self) }\n"
                 + "        container.storyboardInitCompleted(LicensesViewController.self) { r, c in c.store = r.resolve(SettingsStore.self) }\n"
                 + "    }\n}"),
                // So does a provider of the app's coordinators.
                ("Coordinator/CoordinatorProviderImp.swift",
                 "import UIKit\nfinal class CoordinatorProviderImp {\n    let factory = CoordinatorFactory()\n"
                 + "    func makeAlbumCoordinator() -> Coordinator { factory.makeAlbumCoordinator() }\n"
                 + "    func makeAlertCoordinator(frame: CGRect) -> Coordinator { factory.makeAlertCoordinator(frame: frame) }\n}"),
                ("Coordinator/Coordinator.swift", "protocol Coordinator: AnyObject {\n    func start()\n}"),
                // A module of container registrations composes the app, whatever its name says.
                ("Providers/SettingsServiceProvider.swift",
                 "import UIKit\nimport Swinject\nfinal class SettingsServiceProvider {\n    let container = Container()\n"
                 + "    func register() {\n        container.register(SettingsStore.self) { _ in SettingsStore() }\n"
                 + "        container.storyboardInitCompleted(SettingsViewController.self) { r, c in c.store = r.resolve(SettingsStore.self) }\n"
                 + "    }\n}"),
                // So does a type that puts the app's container assemblies together and hands out what
                // they resolve.
                ("Injection/Provider.swift",
                 "import UIKit\nimport Swinject\nfinal class Provider {\n    static let get = Provider()\n"
                 + "    private let assembler = Assembler([ScreenAssembly(), ServicesAssembly()])\n"
                 + "    func instanceOf<Service>(_ type: Service.Type) -> Service { assembler.resolver.resolve(type)! }\n}"),
                ("Injection/Assemblies.swift",
                 "import Swinject\nfinal class ScreenAssembly: Assembly {\n    func assemble(container: Container) {}\n}\n"
                 + "final class ServicesAssembly: Assembly {\n    func assemble(container: Container) {}\n}"),
                // A game's display model that keeps its SpriteKit nodes is presentation, whatever its name.
                ("Game/DnDGridUIModel.swift",
                 "import SpriteKit\nimport SwiftUI\nstruct DnDGridUIModel {\n    var choices: [DnDAnswerNode]\n}"),
                ("Game/DnDAnswerNode.swift", "import SpriteKit\nfinal class DnDAnswerNode: SKSpriteNode {}"),
                // The devices SwiftUI's previews run on, named by the enum the extension takes.
                ("Constants/Iphones.swift",
                 "import Foundation\nimport SwiftUI\nenum iPhoneModel: String {\n    case iPhone13 = \"iPhone 13\"\n}\n"
                 + "extension PreviewDevice {\n    init(_ model: iPhoneModel) { self.init(stringLiteral: model.rawValue) }\n}"),
                // A provider of a compositional layout's sections works with UIKit's `NS` layout types.
                ("Feed/SectionProvider.swift",
                 "import UIKit\nfinal class SectionProvider {\n"
                 + "    func section(at index: Int, environment: NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection? { nil }\n"
                 + "    func snapshot() -> NSDiffableDataSourceSnapshot<Int, String> { NSDiffableDataSourceSnapshot() }\n}"),
                // A service by its name whose file builds another module's view drives a view.
                ("Map/MapService.swift",
                 "import SwiftUI\nimport MapKitPlus\nstruct MapService {\n    var move: (Double) -> Void\n}\n"
                 + "final class MapDriver {\n    private let view = PlusMapView(frame: .zero)\n}"),
                ("Experiments/ExperimentManager.swift",
                 "import UIKit\nimport ProgressKit\nfinal class ExperimentManager {\n    func failed(_ name: String) {\n"
                 + "        let hud = ProgressHUD(style: .dark)\n        hud.indicatorView = ProgressErrorIndicatorView()\n"
                 + "        (UIApplication.shared.keyWindow?.rootViewController?.view).map { hud.show(in: $0) }\n    }\n}"),
                // A service by its name that builds a share sheet's item provider is a UI helper.
                ("Share/ShareService.swift",
                 "import SwiftUI\nfinal class ShareService {\n    func items() -> [Any] { [ReportItemProvider(placeholderItem: \"\")] }\n}"),
                ("Share/ReportItemProvider.swift", "import UIKit\nfinal class ReportItemProvider: UIActivityItemProvider {}"),
                // A file of screen builders that extends the app's controller, whose first class is a
                // screen's small interactor.
                ("Integration/Integration.swift",
                 "import UIKit\nextension AppRootController {\n    func makeOnboarding() -> UIViewController { UIViewController() }\n}\n"
                 + "final class OnboardingStepInteractor {\n    func next() {}\n}"),
                ("Integration/AppRootController.swift",
                 "import UIKit\nfinal class AppRootController {\n    var rootViewController: UIViewController = UIViewController()\n}"),
                // A provider whose values the file hands to SwiftUI's views through their environment.
                ("Config/KeysProvider.swift",
                 "import SwiftUI\nfinal class KeysProvider {\n    static let shared = KeysProvider()\n"
                 + "    let apiKey = \"\"\n}\nextension EnvironmentValues {\n"
                 + "    var apiKey: String { KeysProvider.shared.apiKey }\n}"),
                // A service the file hands to SwiftUI's views through their environment.
                ("Helpers/ReviewManager.swift",
                 "import Foundation\nimport SwiftUI\nextension EnvironmentValues {\n"
                 + "    @Entry var reviewManager = ReviewManager()\n}\nstruct ReviewManager {\n"
                 + "    func requestReviewIfNeeded() {}\n}"),
                // A section model RxDataSources takes as a table's section.
                ("Certification/DetailSectionModel.swift",
                 "import UIKit\nimport RxDataSources\nenum DetailSectionModel {\n    case info(items: [String])\n}\n"
                 + "extension DetailSectionModel: SectionModelType {\n    typealias Item = String\n"
                 + "    var items: [String] { [] }\n    init(original: DetailSectionModel, items: [String]) { self = .info(items: items) }\n}"),
                // A chat message's model beside its actions, which carry SwiftUI's geometry, and one that
                // lays out its reactions.
                ("Chat/TextMessageContentModel.swift",
                 "import SwiftUI\nextension TextMessageContentModel {\n    enum ActionType {\n"
                 + "        case openDetail(GeometryProxy?)\n    }\n}\nstruct TextMessageContentModel: Equatable {\n"
                 + "    let text: String\n}"),
                ("Chat/MessageReactionsModel.swift",
                 "import SwiftUI\nstruct MessageReactionsModel: Equatable {\n    let horizontalAlignment: HorizontalAlignment\n}"),
                // The app's globals file: its top-level constants and functions use the framework, and the
                // small model it declares beside them uses none of it.
                ("Tools/CommonData.swift",
                 "import UIKit\nlet defaultBackgroundColor = UIColor.white\nvar screenWidth: CGFloat { UIScreen.main.bounds.width }\n"
                 + "struct RequestHandleModel {\n    var type: String\n}\n"
                 + "func handled(_ type: String) -> RequestHandleModel { RequestHandleModel(type: type) }"),
            ]),
        ]
    )

    /// A model in the layered sense: a scene's models, or a value type named as data (`*Model`,
    /// `*Entity`, `*DTO`, `*Request`, `*Response`), or nested in a transfer type's namespace
    /// (`extension ResponseDTO { struct CreateProfile: Decodable }`). Any other struct (a namespace of
    /// constants, an app state) is not a layer this rule guards.
    static func isDataModel(_ type: ProjectType) -> Bool {
        // A scene's namespace of constants holds no data (`enum Layout { static let inset = 8.0 }`);
        // a type named as data still is one.
        if type.scene != nil { return !hasOnlyStaticMembers(type) }
        if ["Model", "Entity", "DTO", "Request", "Response"].contains(where: { type.simpleName.hasSuffix($0) }) { return true }
        // Only a transfer namespace: a scene's `Model` namespace or a view's `ViewModel` also holds
        // display values (an icon state with a `UIImage` case, a diffable section).
        return type.name.split(separator: ".").dropLast().last?.hasSuffix("DTO") == true && !hasOnlyStaticMembers(type)
    }

    static let uiFreeRoles = RuleOption.roles(
        "roles", default: ["interactor", "model", "presenter", "service", "worker"],
        "The roles whose files must not import a UI framework.")
    static let uiFrameworks = RuleOption.names(
        "frameworks", default: ProjectModel.uiFrameworkModuleNames, "The modules that count as UI frameworks.")

    public func check(_ context: RuleContext) -> [Finding] {
        let model = context.model
        let uiFreeRoles = Set(names(Self.uiFreeRoles, context).compactMap(Role.init(rawValue:)))
        let uiFrameworks = Set(names(Self.uiFrameworks, context))
        var violations: [Finding] = []
        // The modules that declare a view or a screen, found once, the first time a file asks.
        var uiModules: Set<String>?
        let isUIModule = { (module: String) -> Bool in
            if uiModules == nil {
                uiModules = Set(model.typeIDs.lazy.filter { id in
                    !model.isTestCode(id) && (model[id]?.role == .view || model.uiTypeEvidence(id) != nil)
                }.map(\.module))
            }
            return uiModules!.contains(module)
        }
        for file in model.files where !model.testFiles.contains(file.path) {
            // Once per file, at its first UI import.
            let uiImports = file.imports.filter { uiFrameworks.contains($0.module) }
            guard let first = uiImports.first else { continue }
            // What the file declares and extends, looked up once for both questions below.
            let declared = model.declaredTypes(in: file)
            let extended = model.extendedTypes(in: file)
            guard let type = primaryType(of: file, declared: declared, extended: extended, model: model).flatMap({ model[$0] }),
                  !isUIExtensionFromAnotherModule(type, file: file, declared: declared, model: model, isUIModule: isUIModule),
                  let role = type.role, uiFreeRoles.contains(role),
                  role != .model || LayerImportsRule.isDataModel(type),
                  model.presentationEvidence(type.id) == nil, model.keptDrawingHolder(type.id) == nil else { continue }
            // Asked by several of the questions below, answered once.
            let declaredIDs = declared.map(\.id)
            let byName = roleRestsOnAName(type, model: model)
            guard !declaresView(declaredIDs + extended, model: model),
                  !(byName && extendsPresentationType(file, judged: type, extended: extended, model: model)),
                  !isNestedInUIFrameworkType(type, model: model),
                  !isNamedForUIFrameworkExtension(file, judged: type, roleRestsOnAName: byName, model: model),
                  !isHandedOutByUIFrameworkExtension(file, judged: type, model: model),
                  !(byName && extendsSwiftUIEnvironment(file, judged: type, uiImports: uiImports, model: model)),
                  !(role == .model && declaresDisplayModel(declaredIDs, besides: type.id, model: model)),
                  !declaresNestedViewHolder(declaredIDs, in: type, roleRestsOnAName: byName, model: model),
                  !importServesTopLevelCode(file, judged: type, roleRestsOnAName: byName, declared: declared, model: model),
                  !(byName && LayerImportsRule.holdsOnlyConstants(type)),
                  !(byName && servesOnlyViews(type, context: context)),
                  !isUIHelperByName(type, file: file, roleRestsOnAName: byName, model: model) else { continue }
            let modules = uiImports.map(\.module).reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
            // Only a service by name whose declarations show no UI gets this far: say whether its code
            // uses the import at all.
            var use = ""
            if role == .service, byName {
                use = (model.uiFrameworkMention(in: file, from: type.id) ?? swiftUIPropertyWrapper(in: file)
                    ?? LayerImportsRule.implementationFiles(of: file, type: type, model: model).lazy
                        .compactMap({ model.uiFrameworkMention(in: $0, from: type.id) }).first)
                    .map { " and uses \($0) in its code" } ?? " but names none of its types"
            }
            violations.append(finding(
                at: first.location, .moduleImport(first.module),
                "\(file.path.split(separator: "/").last ?? "") declares \(type.name) (\(role.displayName)) and imports "
                    + "\(modules.joined(separator: " and "))" + use
                    + "; keep \(role.displayName)s free of UI frameworks" + nameOnlyNote(type)))
        }
        return violations
    }

    /// Whether the file only extends the type, from another module that is a UI module, and uses the
    /// UI framework it imports (a UI target's `SystemExtensionManager+UI.swift` opening System
    /// Settings with `NSWorkspace`): the UI it adds is that module's, and the type's own module stays
    /// free of it. An import such an extension does not use is still judged.
    func isUIExtensionFromAnotherModule(_ type: ProjectType, file: FileFacts, declared: [(id: TypeID, fact: TypeFact)],
                                        model: ProjectModel, isUIModule: (String) -> Bool) -> Bool {
        let module = model.module(of: file.path)
        guard !declared.contains(where: { $0.id == type.id }), type.id.module != module,
              model.uiFrameworkUse(in: file, from: type.id) != nil || model.uiFrameworkMention(in: file, from: type.id) != nil
        else { return false }
        // A UI module: one that declares a view or a screen. A service layer extending another
        // module's service with UI is still judged.
        return isUIModule(module)
    }

    /// The type a file is judged by (SPEC §5): the one named like the file (`APIService+Search.swift`
    /// → `APIService`, `SessionManager.swift` → `SessionManagerImpl`), else the first class it declares
    /// (the small structs and error enums beside a class are its helpers), else the first type it
    /// declares, nested ones included, else the first it extends. Protocols, namespaces (the scene enum
    /// extended in every file), private helpers and preview mocks do not count. None for the file of a
    /// protocol that refines a UI framework's type.
    func primaryType(of file: FileFacts, declared allDeclared: [(id: TypeID, fact: TypeFact)], extended allExtended: [TypeID],
                     model: ProjectModel) -> TypeID? {
        func counts(_ id: TypeID) -> Bool {
            model[id]?.kind != .protocol && !model.isNamespace(id) && !model.isTestCode(id)
        }
        let declared = allDeclared.filter { entry in
            !entry.fact.modifiers.contains("private") && !entry.fact.modifiers.contains("fileprivate")
                && !LayerImportsRule.isPreviewDouble(entry.fact.name)
        }.map(\.id).filter(counts)
        let extended = allExtended.filter { counts($0) && !declared.contains($0) }
        let stem = LayerImportsRule.fileStem(of: file.path)
        let isNamedLikeFile = { (id: TypeID) in LayerImportsRule.isNamed(id, like: stem) }
        // A file named after a protocol that refines a UI framework's type (`protocol BuilderCollectionCell:
        // UICollectionViewCell`) is that protocol's: it needs the import, and what is beside it is its.
        let isUIProtocolsFile = allDeclared.contains { entry in
            model[entry.id]?.kind == .protocol && isNamedLikeFile(entry.id) && entry.fact.inherited.contains {
                model.isUIFrameworkTypeName(ProjectModel.stripGenericArguments($0), from: entry.id)
            }
        }
        if isUIProtocolsFile { return nil }
        return (declared + extended).first(where: isNamedLikeFile)
            ?? declared.first { model[$0]?.isReferenceType == true }
            ?? declared.first ?? extended.first
    }

    /// Whether a type is the one a file of this stem is named after (`APIService` for
    /// `APIService+Search.swift`, `SessionManagerImpl` for `SessionManager.swift`).
    static func isNamed(_ id: TypeID, like stem: String) -> Bool {
        let name = ProjectModel.nameWithoutImplementationSuffix(id.name)
        // Without a period the name is its own joined form: Foundation's replacing is not needed.
        let joined = name.utf8Contains(UInt8(ascii: ".")) ? name.replacingOccurrences(of: ".", with: "") : name
        return joined == stem || ProjectModel.lastComponent(of: name) == stem
    }

    /// Whether a file named after none of its types is the code of a presentation type of the project's
    /// it extends with UI: a view or a screen, or a type with presentation evidence, whose extension
    /// here declares a member that takes, returns or keeps a UI framework's type or one of the
    /// project's UI classes (`Integration.swift` extending `CoordinatedAppController`, which keeps the
    /// app's root view controller, with `func makeOnboarding() -> UIViewController`). The class judged
    /// is only the first the file declares (a screen's small interactor). An extension that adds
    /// plain values to a display model (`var title: String` on a `ProfileViewModel`) needs no UI.
    func extendsPresentationType(_ file: FileFacts, judged: ProjectType, extended: [TypeID], model: ProjectModel) -> Bool {
        let stem = LayerImportsRule.fileStem(of: file.path)
        guard !LayerImportsRule.isNamed(judged.id, like: stem) else { return false }
        return extended.contains { id in
            guard id != judged.id, !model.isTestCode(id),
                  model[id]?.role == .view || model.uiTypeEvidence(id) != nil || model.presentationEvidence(id) != nil
            else { return false }
            let isUIName = { (text: String) in
                model.typeReference(text).names.contains { name in
                    model.isUIFrameworkTypeName(name, from: id)
                        || model.resolve(name, fromModule: id.module, context: id).contains { model.uiFrameworkSuperclass(of: $0) != nil }
                }
            }
            return file.types.contains { fact in
                guard fact.kind == .extension, ProjectModel.lastComponent(of: fact.name) == ProjectModel.lastComponent(of: id.name)
                else { return false }
                return fact.properties.contains { $0.typeName.map(isUIName) == true }
                    || fact.functions.contains { function in
                        function.parameters.contains { isUIName($0.typeName) } || function.returnType.map(isUIName) == true
                    }
            }
        }
    }

    /// Whether a file named after none of its types needs its UI import for its top-level code, the
    /// constants and functions outside every type (`CommonData.swift` with `let defaultBackgroundColor =
    /// UIColor.white` beside a small `RequestHandleModel`), while no type it declares uses any of it
    /// in its own code, nor names one of those globals: the import serves the file's globals, which are
    /// no layer's, and which of the file's types comes first is no evidence. Only for a data model whose
    /// role is no evidence of a layer (a name, or a value type's default); a presenter or interactor
    /// beside UI globals may be the one deciding the colour.
    func importServesTopLevelCode(_ file: FileFacts, judged: ProjectType, roleRestsOnAName: Bool,
                                  declared: [(id: TypeID, fact: TypeFact)], model: ProjectModel) -> Bool {
        guard judged.role == .model, roleRestsOnAName || judged.roleEvidence?.kind == .declaration else { return false }
        // Named after none of the types it declares or extends (`OrderModel+Colors.swift` is the model's).
        let stem = LayerImportsRule.fileStem(of: file.path)
        guard !declared.contains(where: { LayerImportsRule.isNamed($0.id, like: stem) }),
              !file.types.contains(where: { ProjectModel.lastComponent(of: $0.name) == stem }) else { return false }
        // The file's facts of one part of its code, by the type (or none, at the top level) they sit in.
        func part(_ isInPart: (String?) -> Bool) -> FileFacts {
            var part = file
            part.types = file.types.filter { isInPart($0.name) }
            part.constructions = file.constructions.filter { isInPart($0.context.typeName) }
            part.calls = file.calls.filter { isInPart($0.context.typeName) }
            part.assignments = file.assignments.filter { isInPart($0.context.typeName) }
            part.typeAliases = file.typeAliases.filter { isInPart($0.typeName) }
            return part
        }
        let topLevel = part { $0 == nil }
        guard model.uiFrameworkUse(in: topLevel, from: judged.id) != nil,
              model.uiFrameworkUse(in: part({ $0 != nil }), from: judged.id) == nil else { return false }
        // The globals' names: constants and variables, and the functions the top-level code sits in.
        var globals = Set(topLevel.assignments.lazy.filter(\.isDeclaration).map(\.target))
        for context in topLevel.calls.map(\.context) + topLevel.constructions.map(\.context) + topLevel.assignments.map(\.context) {
            if let member = context.member { globals.insert(member) }
        }
        return !file.types.contains { type in
            type.properties.contains { !globals.isDisjoint(with: $0.references) }
                || type.functions.contains { !globals.isDisjoint(with: $0.references) }
        }
    }

    /// A SwiftUI property wrapper a property of the file wears (`@State`, `@AppStorage`), in a file
    /// that imports SwiftUI: the import is not unused, though the type is still judged (a store that
    /// keeps `@AppStorage` settings is a service).
    func swiftUIPropertyWrapper(in file: FileFacts) -> String? {
        guard file.imports.contains(where: { $0.module == "SwiftUI" }) else { return nil }
        return file.types.lazy.flatMap(\.properties).lazy.flatMap(\.attributes).first { attribute in
            LayerImportsRule.swiftUIPropertyWrappers.contains(String(attribute.prefix { $0 != "(" }))
        }.map { String($0.prefix { $0 != "(" }) }
    }

    static let swiftUIPropertyWrappers: Set<String> = ["@AppStorage", "@Binding", "@Environment", "@EnvironmentObject",
                                                       "@FocusState", "@GestureState", "@Namespace", "@ObservedObject",
                                                       "@SceneStorage", "@State", "@StateObject"]

    /// The file an Objective-C header's class is implemented in beside it (`YubiManager.m` for
    /// `YubiManager.h`): it imports the header, and the UI framework it uses may come to it through
    /// the header's import, as the class's code is the two files together. Not a category's file
    /// (`APIService+Alerts.m`, which has a header of its own) nor a class of the name elsewhere
    /// (another target's). None for any other file.
    static func implementationFiles(of header: FileFacts, type: ProjectType, model: ProjectModel) -> [FileFacts] {
        guard header.path.hasSuffix(".h") else { return [] }
        let stem = header.path.dropLast(2)
        return [stem + ".m", stem + ".mm"].filter(type.files.contains).compactMap { model.facts(ofFile: String($0)) }
    }

    /// A type with a role by its name only whose file (with an Objective-C header, its implementation
    /// beside it) uses the UI framework it imports, when the role is a service (`*Manager`,
    /// `*Provider`, `*Store`: a toast drawer, a theme setting appearance proxies, a window manager)
    /// or the type has nothing of an instance and works with what goes on
    /// screen (`enum PopUpPresenter { static func show(popUp: TariPopUp) }`: a presenter of a scene is
    /// an object that keeps its view, whatever scene the name places this one in). The name says
    /// layer, the code says UI, and evidence beats names (SPEC §3). Such a type is judged only when it
    /// imports a UI framework for nothing; one with its role by evidence is judged whatever it uses.
    /// `roleRestsOnAName`: `roleRestsOnAName(type, model:)`, which the caller has at hand.
    func isUIHelperByName(_ type: ProjectType, file: FileFacts, roleRestsOnAName: Bool, model: ProjectModel) -> Bool {
        guard roleRestsOnAName, model.uiFrameworkUse(in: file, from: type.id) != nil
                || LayerImportsRule.implementationFiles(of: file, type: type, model: model).contains(where: { implementation in
                    model.uiFrameworkUse(in: implementation, from: type.id) != nil
                })
        else { return false }
        if type.role == .service { return true }
        // A presenter or worker deciding a display value (`UIColor`, `UIImage`) is what the rule is
        // about, whether or not it has instances: only one that builds what goes on screen is a helper.
        return LayerImportsRule.hasOnlyStaticMembers(type) && handlesUIObject(type, file: file, model: model)
    }

    /// Whether the type works with something that goes on screen: the file builds a UIKit or AppKit
    /// view or controller (`UIAlertController(…)`) or a project class that subclasses one
    /// (`TariPopUp(…)`), or the type's functions take or return one (`show(popUp: TariPopUp)`). Not
    /// a payload such as `UIImage` or `UIColor`.
    func handlesUIObject(_ type: ProjectType, file: FileFacts, model: ProjectModel) -> Bool {
        func isUIObject(_ written: String) -> Bool {
            model.typeReference(written).names.contains { name in
                let resolved = model.resolve(name, fromModule: type.id.module, context: type.id)
                guard !resolved.isEmpty else { return ProjectModel.isViewObjectName(ProjectModel.lastComponent(of: name)) }
                return resolved.contains { model.uiFrameworkSuperclass(of: $0) != nil }
            }
        }
        return file.constructions.contains { isUIObject(ProjectModel.stripGenericArguments($0.typeName)) }
            || type.functions.contains { function in
                function.parameters.contains { isUIObject($0.typeName) } || function.returnType.map(isUIObject) == true
            }
    }

    /// Members, and every one of them static and stateless (`enum Constants { static let tint =
    /// UIColor.red }`, `static func show()`): a namespace of constants or helpers, never an instance
    /// holding data or a view. A `static var` that is stored is global state, which a model layer may
    /// hold.
    ///
    /// The facts record no enum cases: a static member that hands out the type itself (`static let
    /// default: SortOrderModel = .newest`, `static func from(_:) -> Response?`) shows instances exist.
    /// Unlike `ProjectModel.isNamespace`, which asks for nested types and allows an enum's `static var`,
    /// this asks for members and no state.
    static func hasOnlyStaticMembers(_ type: ProjectType) -> Bool {
        guard type.inherited.isEmpty, !type.properties.isEmpty || type.functions.contains(where: { !$0.isInitializer })
        else { return false }
        let simpleName = type.simpleName
        func isOwnType(_ written: String?) -> Bool {
            guard let text = written.map(ProjectModel.withoutOptionality) else { return false }
            return text == simpleName || text == "Self" || text == type.name
        }
        return type.properties.allSatisfy { property in
            guard property.isStatic, property.isLet || !property.isStored, !isOwnType(property.typeName) else { return false }
            if case .implicitMember? = property.initializer { return false }
            // `static let shared = Store()`: a singleton, an instance.
            if case .construction(let built)? = property.initializer, isOwnType(ProjectModel.stripGenericArguments(built)) {
                return false
            }
            return true
        } && type.functions.allSatisfy { function in
            // An empty initializer without parameters (`private init() {}`, the idiom that forbids
            // instances) sets up nothing an instance could hold.
            if function.isInitializer { return function.parameters.isEmpty && function.references.isEmpty && !function.isStatic }
            return function.isStatic && !isOwnType(function.returnType)
        }
    }

    /// A file named for the UI framework type it extends (`UIDevice.swift`, `UIColor+Theme.swift` holding
    /// `extension UIDevice { … }`): the extension is what the file is about, whatever it declares beside it.
    /// Only for a judged type whose role is no evidence of a layer (a name, or a value type's
    /// default): an interactor by its scene protocol in `UIColor+Theme.swift` is still judged.
    func isNamedForUIFrameworkExtension(_ file: FileFacts, judged type: ProjectType, roleRestsOnAName: Bool,
                                        model: ProjectModel) -> Bool {
        guard roleRestsOnAName || type.roleEvidence?.kind == .declaration else { return false }
        let stem = LayerImportsRule.fileStem(of: file.path)
        let module = model.module(of: file.path)
        return file.types.contains { fact in
            // `extension UIKit.UIDevice` extends `UIDevice`.
            fact.kind == .extension && ProjectModel.lastComponent(of: fact.name) == stem
                && model.resolve(stem, fromModule: module, context: nil).isEmpty && ProjectModel.isUIFrameworkName(stem)
        }
    }

    /// A value type the file's extension of a UI framework type hands out (`enum Model` beside
    /// `extension UIDevice { var type: Model { … } }`): it is that extension's API, and the file needs
    /// the framework for it, whatever the file's name.
    func isHandedOutByUIFrameworkExtension(_ file: FileFacts, judged type: ProjectType, model: ProjectModel) -> Bool {
        guard type.isValueType else { return false }
        let module = model.module(of: file.path)
        let names: Set<String> = [type.name, type.simpleName]
        let mentionsJudged = { (written: String?) -> Bool in
            written.map { model.typeReference($0).names.contains(where: names.contains) } ?? false
        }
        let importsSwiftUI = file.imports.contains { $0.module == "SwiftUI" }
        return file.types.contains { fact in
            guard fact.kind == .extension else { return false }
            let extended = ProjectModel.stripGenericArguments(fact.name)
            let name = ProjectModel.lastComponent(of: extended)
            guard model.resolve(extended, fromModule: module, context: nil).isEmpty,
                  ProjectModel.isUIFrameworkName(name)
                    || (importsSwiftUI && LayerImportsRule.swiftUIExtendedValues.contains(String(name))) else { return false }
            // `@Entry var reviewManager = ReviewManager()`: the value's type is its initialiser's.
            return fact.properties.contains { property in
                if mentionsJudged(property.typeName) { return true }
                if case .construction(let built)? = property.initializer { return mentionsJudged(built) }
                return false
            }
                || fact.functions.contains { function in
                    mentionsJudged(function.returnType) || function.parameters.contains { mentionsJudged($0.typeName) }
                }
        }
    }

    /// A file that extends the containers SwiftUI's views read their environment from (`extension
    /// EnvironmentValues { var apiKey: String { KeyProvider.shared.apiKey } }`): the file is how its
    /// type's values reach SwiftUI's views, and the import is there for that extension. Only for a type
    /// whose role rests on a name (`*Provider`): a scene's interactor is judged wherever it is. Only
    /// when SwiftUI is the file's one UI import and its code names no UI type and keeps nothing in
    /// SwiftUI's property wrappers besides: a service that reads `UIApplication.shared`, or keeps its
    /// settings in `@AppStorage`, beside the extension still uses a UI framework.
    func extendsSwiftUIEnvironment(_ file: FileFacts, judged type: ProjectType, uiImports: [ImportFact],
                                   model: ProjectModel) -> Bool {
        guard !uiImports.isEmpty, uiImports.allSatisfy({ $0.module == "SwiftUI" }),
              model.uiFrameworkMention(in: file, from: type.id) == nil, swiftUIPropertyWrapper(in: file) == nil
        else { return false }
        let module = model.module(of: file.path)
        return file.types.contains { fact in
            guard fact.kind == .extension else { return false }
            let extended = ProjectModel.stripGenericArguments(fact.name)
            return LayerImportsRule.swiftUIEnvironmentContainers.contains(String(ProjectModel.lastComponent(of: extended)))
                && model.resolve(extended, fromModule: module, context: nil).isEmpty
        }
    }

    /// The containers of the values SwiftUI's views read from their environment.
    static let swiftUIEnvironmentContainers: Set<String> = ["EnvironmentValues", "FocusedValues", "ContainerValues"]

    /// SwiftUI's types whose names carry no UI prefix that a file's extension may hand a value type
    /// out through: the containers of values its views read from their environment (`extension
    /// EnvironmentValues { @Entry var reviewManager = ReviewManager() }` reaches the views through
    /// SwiftUI), and the devices and platforms its previews run on (`extension PreviewDevice {
    /// init(_ model: iPhoneModel) }`: the enum names preview devices).
    static let swiftUIExtendedValues: Set<String> = ["EnvironmentValues", "FocusedValues", "ContainerValues",
                                                     "PreviewDevice", "PreviewPlatform"]

    /// A file's name up to its first `+` or `.`: `APIService+Search.swift` → `APIService`.
    static func fileStem(of path: String) -> String {
        let fileName = String(ProjectModel.lastComponent(of: path, separator: UInt8(ascii: "/")) ?? "")
        // In ASCII each byte is a character: the stem is found over the bytes, where stepping through
        // the name's characters was most of the work of finding a file's primary type.
        if fileName.utf8.allSatisfy({ $0 < 0x80 }),
           let stem = String(fileName.utf8.prefix { $0 != UInt8(ascii: "+") && $0 != UInt8(ascii: ".") }) {
            return stem
        }
        return String(fileName.prefix { $0 != "+" && $0 != "." })
    }

    /// A file of models judged by one whose sibling holds a UI framework's value (`FilterModel` beside a
    /// `FilterViewModel` with a `UIColor`, a header model with `UIEdgeInsets`): the import serves that
    /// display model, and which of the file's models comes first is no evidence. A sibling that is a
    /// display model by its name alone (the Clean Swift template's `ViewModel` of strings) is not:
    /// the import is still unused.
    func declaresDisplayModel(_ types: [TypeID], besides judged: TypeID, model: ProjectModel) -> Bool {
        types.contains { id in
            guard id != judged, let type = model[id], type.isValueType else { return false }
            let holdsUIValue = { (text: String) in
                TypeReference.writtenNames(in: text).contains { model.isUIFrameworkTypeName($0, from: id) }
            }
            // Its properties' values, or what its cases carry (`enum ActionType { case openDetail(GeometryProxy?) }`).
            return type.properties.contains { $0.writtenOrBuiltType.map(holdsUIValue) ?? false }
                || type.caseValueTypes.contains(where: holdsUIValue)
        }
    }

    /// A namespace of static helpers that only the project's drawn views call (`enum WorkoutTypeProvider
    /// { static func icon(for type: WorkoutType) -> String }`, called by a SwiftUI view's body): a part
    /// of the view layer it serves, whatever layer its name places it in. A screen calling it is no
    /// such evidence: in an MVC app every service's caller is a view controller. Each call of one of
    /// its functions written on its name counts (`WorkoutTypeProvider.icon(for: type)`); one from
    /// top-level code, or none at all, leaves the name to judge it. A function handed on by reference
    /// (`.map(WorkoutTypeProvider.icon)`) is no call the facts show: a type that only does so is not
    /// seen as a caller (a limit).
    func servesOnlyViews(_ type: ProjectType, context: RuleContext) -> Bool {
        // Functions only: a static property read elsewhere (`Provider.endpoint`) is no call the facts show.
        guard LayerImportsRule.hasOnlyStaticMembers(type), !type.functions.isEmpty, type.properties.isEmpty else { return false }
        let name = type.name
        var callers = Set<TypeID>()
        for function in Set(type.functions.map(\.name)) {
            for (owner, call) in context.lifetime.productionCalls(named: function) {
                guard let base = call.base, base == name || base.hasSuffix("." + name) else { continue }
                guard let owner else { return false }
                if owner != type.id { callers.insert(owner) }
            }
        }
        return !callers.isEmpty && callers.allSatisfy { LayerImportsRule.isDrawnView($0, model: context.model) }
    }

    /// A view of the project's that is drawn, not a screen or anything that drives one: a SwiftUI
    /// `View`, or a subclass of a UIKit or AppKit view (not a window, nor a view controller, an
    /// application delegate or a coordinator that adopts a UIKit protocol).
    static func isDrawnView(_ id: TypeID, model: ProjectModel) -> Bool {
        guard let type = model[id], type.kind != .protocol else { return false }
        if let external = model.uiFrameworkSuperclass(of: id) {
            return ProjectModel.isViewClassName(external) && !external.hasSuffix("Window")
        }
        return model.conformanceNames(of: id).contains { name in
            (name == "View" || name == "SwiftUI.View") && !model.declaresProtocol(named: "View", from: id)
        }
    }

    /// Constants and nothing else (`struct AppStore { static let link = "…" }`): no service or
    /// presenter whatever the name says, and no data.
    static func holdsOnlyConstants(_ type: ProjectType) -> Bool {
        type.functions.allSatisfy(\.isInitializer) && hasOnlyStaticMembers(type)
    }

    /// A type nested in an extension of a UI framework's own type (`extension UIDevice { enum Model:
    /// String { … } }`) is part of that UI type, and its file needs the framework to compile.
    func isNestedInUIFrameworkType(_ type: ProjectType, model: ProjectModel) -> Bool {
        guard let dot = type.name.firstIndex(of: ".") else { return false }
        let outer = String(type.name[..<dot])
        return model.resolve(outer, fromModule: type.id.module, context: nil).isEmpty
            && model.isUIFrameworkTypeName(outer, from: type.id)
    }

    /// The role rests on a name: the type's own, or that of the project superclass it has its role
    /// from (`BtcProvider: TransferBaseProvider`, a service because of `Provider` in the base's name).
    func roleRestsOnAName(_ type: ProjectType, model: ProjectModel, depth: Int = 0) -> Bool {
        if type.roleRestsOnName { return true }
        guard type.roleEvidence?.kind == .superclass, depth < 8,
              let parent = model.superclassChain(of: type.id).projectTypes.first.flatMap({ model[$0] }), parent.role == type.role
        else { return false }
        return roleRestsOnAName(parent, model: model, depth: depth + 1)
    }

    /// `MockItemProvider`, `PreviewData`: stand-ins for previews and tests, whatever their suffix.
    static func isPreviewDouble(_ name: String) -> Bool {
        let simple = ProjectModel.lastComponent(of: name)
        return ["Mock", "Fake", "Stub", "Dummy", "Preview"].contains { prefix in
            simple.hasPrefix(prefix) && simple.dropFirst(prefix.count).first?.isUppercase == true
        }
    }

    /// Whether the file declares, nested in the type it is judged by, a class with no role of its own
    /// that keeps a view (`extension TerminalManager { final class Context { let terminal:
    /// TerminalView } }`, one of the project's SwiftUI views): the import serves that view's holder,
    /// when the judged type's role rests on its name alone (`roleRestsOnAName`). A Clean Swift
    /// interactor that nests a HUD of its own drives UI, which the rule is about; and a nested display
    /// value (a presenter's `Section` with an image) does not make the judged type's file a view's.
    func declaresNestedViewHolder(_ types: [TypeID], in judged: ProjectType, roleRestsOnAName: Bool, model: ProjectModel) -> Bool {
        guard roleRestsOnAName else { return false }
        let prefix = judged.name + "."
        return types.contains { id in
            guard id != judged.id, id.name.hasPrefix(prefix), let nested = model[id], nested.kind == .class, nested.role == nil
            else { return false }
            return model.keptView(by: nested) != nil
        }
    }

    /// A file that declares or extends a view (a SwiftUI view with its model beside it, a cell nested in
    /// a scene namespace) is a view file.
    func declaresView(_ types: [TypeID], model: ProjectModel) -> Bool {
        types.contains { id in
            guard let type = model[id] else { return false }
            return type.role == .view || model.uiTypeEvidence(id) != nil
        }
    }
}
