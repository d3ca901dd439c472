import ArchlintFacts
import ArchlintFindings
import ArchlintModel

/// Manual DI stops scaling when one container holds everything.
public struct ContainerSizeRule: Rule {
    public init() {}

    public static let description = RuleDescription(
        identifier: "container_size",
        name: "Container Size",
        summary: "A composition root with more than N (default 20) top-level dependencies should be split into scoped containers.",
        rationale: """
            A hand-written container that holds every service of the app becomes the file everyone edits, \
            its lazy vars hide initialisation order, and every feature can reach every service. Scoped \
            child containers (per flow or per feature) keep each scope small and make lifetimes explicit.
            """,
        howToFix: "Move a feature's dependencies into a scoped container (`CheckoutContainer(parent: self)`) that lives as long as the feature.",
        defaultSeverity: .warning,
        options: [maximumDependencies],
        triggeringExamples: [
            Example("""
                final class ↓AppContainer {
                    lazy var a = ServiceA()
                    lazy var b = ServiceB()
                    lazy var c = ServiceC()
                    let d = ServiceD()
                }
                final class ServiceA {}
                final class ServiceB {}
                final class ServiceC {}
                final class ServiceD {}
                """).with("container_size", maximumDependencies, .integer(3)),
            Example("""
                final class ↓DependencyContainer {
                    let network: NetworkClient
                    let storage: StorageClient
                    let analytics: AnalyticsClient
                    init(network: NetworkClient, storage: StorageClient, analytics: AnalyticsClient) {
                        self.network = network
                        self.storage = storage
                        self.analytics = analytics
                    }
                }
                final class NetworkClient {}
                final class StorageClient {}
                final class AnalyticsClient {}
                """).with("container_size", maximumDependencies, .integer(2)),
            Example("""
                // A fetched results controller is no view, written with its type or not.
                @main
                final class ↓AppDelegate: UIResponder, UIApplicationDelegate {
                    var window: UIWindow?
                    let accounts = AccountManager()
                    lazy var itemsController = NSFetchedResultsController<NSManagedObject>()
                    lazy var banner = UIView()
                }
                final class AccountManager {}
                """).with("container_size", maximumDependencies, .integer(1)),
            Example("""
                // Its services are counted, its windows are not.
                @main
                final class ↓AppDelegate: NSObject, NSApplicationDelegate {
                    let accounts = AccountManager()
                    let refresher = Refresher()
                    let updater = Updater()
                    var aboutWindowController: AboutWindowController?
                }
                final class AccountManager {}
                final class Refresher {}
                final class Updater {}
                final class AboutWindowController: NSWindowController {}
                """).with("container_size", maximumDependencies, .integer(2)),
            Example("""
                // A root by what it builds holds each object it builds and keeps; a type it builds more
                // than once (a box per setting, a second queue) counts once, unless it is a service by its
                // name (a repository per entity).
                final class ↓World {
                    let api = APIClient()
                    let database = Database()
                    let player = AudioPlayer()
                    lazy var downloads = DownloadQueue()
                    lazy var uploads = DownloadQueue()
                    let volume = Setting<Double>(key: "volume")
                    let speed = Setting<Double>(key: "speed")
                    let autoplay = Setting<Bool>(key: "autoplay")
                    let users = Repository<String>()
                    let posts = Repository<Int>()
                    let tags = Repository<Double>()
                }
                final class Setting<T> { init(key: String) {} }
                final class Repository<Entity> {}
                final class APIClient {}
                final class Database {}
                final class AudioPlayer {}
                final class DownloadQueue {}
                """).with("container_size", maximumDependencies, .integer(7)),
        ],
        nonTriggeringExamples: [
            Example("""
                // The windows an app delegate keeps on hand are screens, not services to split.
                @main
                final class AppDelegate: NSObject, NSApplicationDelegate {
                    let accounts = AccountManager()
                    let refresher = Refresher()
                    var aboutWindowController: AboutWindowController?
                    var inspectorWindowController: InspectorWindowController?
                    var logWindowController: NSWindowController?
                }
                final class AccountManager {}
                final class Refresher {}
                final class AboutWindowController: NSWindowController {}
                final class InspectorWindowController: NSWindowController {}
                """).with("container_size", maximumDependencies, .integer(2)),
            Example("""
                // Outlets the nib fills and the root's own flags and values are not dependencies.
                @main
                final class AppDelegate: NSObject, NSApplicationDelegate {
                    @IBOutlet var debugMenuItem: NSMenuItem!
                    @IBOutlet var sortMenuItem: NSMenuItem!
                    var isTerminating = false
                    let launchDate: Date
                    lazy var refresher = Refresher()
                    lazy var updater = Updater()
                    override init() { launchDate = Date() }
                }
                final class Refresher {}
                final class Updater {}
                """).with("container_size", maximumDependencies, .integer(2)),
            Example("""
                // Views it draws itself and its observers' tokens are not dependencies either.
                @main
                final class AppDelegate: UIResponder, UIApplicationDelegate {
                    var window: UIWindow?
                    var notificationObservations: [NSObjectProtocol] = []
                    private lazy var session = createSession()
                    private lazy var router = Router()
                    private lazy var networkBannerView = UIView()
                    private lazy var containerBlurView = UIVisualEffectView()
                    private func createSession() -> Session { Session() }
                }
                final class Session {}
                final class Router {}
                """).with("container_size", maximumDependencies, .integer(2)),
            Example("""
                final class AppContainer {
                    lazy var a = ServiceA()
                    lazy var b = ServiceB()
                    static let shared = AppContainer()
                    var isConfigured: Bool { true }
                }
                final class ServiceA {}
                final class ServiceB {}
                """).with("container_size", maximumDependencies, .integer(2)),
            Example("""
                // A root only by behaviour (it builds and stores three objects) is measured by what it
                // builds, not by its flags and counters.
                final class JobQueue {
                    let pending = PendingList()
                    let running = RunningList()
                    let finished = FinishedList()
                    var isPaused = false
                    var retries = 0
                }
                final class PendingList {}
                final class RunningList {}
                final class FinishedList {}
                """).with("container_size", maximumDependencies, .integer(3)),
            Example("""
                // The UIKit objects and values an app delegate keeps and what it refers to weakly are its
                // own state, not dependencies.
                @main
                final class AppDelegate: UIResponder, UIApplicationDelegate {
                    let launchTaskManager = LaunchTaskManager()
                    var pendingShortcutItem: UIApplicationShortcutItem?
                    var orientationLock: UIInterfaceOrientationMask = .all
                    weak var magicTapHandler: MagicTapHandler?
                }
                final class LaunchTaskManager {}
                protocol MagicTapHandler: AnyObject {}
                """).with("container_size", maximumDependencies, .integer(1)),
            Example("""
                // A settings store keeps each setting in a box it builds: one type many times over, values
                // rather than services, so no container.
                final class Storage {
                    var deviceToken = StorageValue<String>(key: "deviceToken", defaultValue: "")
                    var teamId = StorageValue<String?>(key: "teamId", defaultValue: nil)
                    var mealWithBolus = StorageValue<Bool>(key: "mealWithBolus", defaultValue: false)
                    var maxBolus = SecureStorageValue<Double>(key: "maxBolus", defaultValue: 1)
                    var maxCarbs = SecureStorageValue<Double>(key: "maxCarbs", defaultValue: 30)
                }
                final class StorageValue<T> { init(key: String, defaultValue: T) {} }
                final class SecureStorageValue<T> { init(key: String, defaultValue: T) {} }
                """).with("container_size", maximumDependencies, .integer(3)),
            Example("""
                // Not a composition root: a view model with many fields is another rule's business.
                final class FormViewModel {
                    var a = 1, b = 2, c = 3, d = 4
                }
                """).with("container_size", maximumDependencies, .integer(2)),
        ]
    )

    static let maximumDependencies = RuleOption.integer(
        "max_dependencies", default: 20, "The most top-level dependencies (stored properties) one composition root may hold.")

    /// Standard value types a stored property of a composition root keeps as its own state, and the
    /// tokens it keeps its subscriptions and observers with (`[NSObjectProtocol]`, a `DisposeBag`).
    /// Objective-C's are spelled as clang gives them (`BOOL`, `NSDate`, `CFTimeInterval`).
    static let stateTypes: Set<String> = ["Bool", "Int", "Double", "Float", "CGFloat", "String", "Date", "URL", "UUID",
                                          "TimeInterval", "Data",
                                          "NSObjectProtocol", "AnyCancellable", "Cancellable", "DisposeBag", "NSKeyValueObservation",
                                          "BOOL", "NSInteger", "NSUInteger", "NSTimeInterval", "CFTimeInterval", "NSString",
                                          "NSMutableString", "NSDate", "NSURL", "NSData", "NSNumber", "NSUUID"]

    /// Whether a stored property of a composition root holds one of its dependencies: not an Interface
    /// Builder outlet (a menu item, a window the nib makes), not a flag, counter or other value
    /// (`var isRefreshing = false`, `let launchDate: Date`, a struct of settings), not its observers'
    /// tokens (`var observations: [NSObjectProtocol]`), not a screen, a view or another UI object it
    /// keeps on hand (`var aboutWindowController: AboutWindowController?`, `lazy var bannerView =
    /// UIView()`), and not what it refers to weakly: the services it wires are what scoped containers
    /// would split.
    func isDependency(_ property: PropertyFact, of id: TypeID, model: ProjectModel) -> Bool {
        if property.attributes.contains("@IBOutlet") { return false }
        // A weak or unowned reference is to something the root does not hold (its delegate, a handler).
        if !property.ownership.isOwning { return false }
        if case .literal? = property.initializer { return false }
        guard let text = property.typeName else {
            // Built without a written type: a view of a UI framework (`lazy var banner = UIView()`)
            // is the root's own; anything else it builds may be a service.
            if case .construction(let built)? = property.initializer {
                return !model.isUIFrameworkTypeName(ProjectModel.stripGenericArguments(built), from: id)
            }
            return true
        }
        let reference = model.typeReference(text)
        if !reference.names.isEmpty, reference.names.allSatisfy(ContainerSizeRule.stateTypes.contains) { return false }
        let resolved = model.resolveTypeText(text, from: id).ids
        if !resolved.isEmpty, resolved.count == reference.names.count,
           resolved.allSatisfy({ isScreen($0, model) }) { return false }
        // A view, or any other UI framework object or value it keeps (`UIApplicationShortcutItem`,
        // `UIInterfaceOrientationMask`): the app's UI state, not a service to split off.
        if resolved.isEmpty, !reference.names.isEmpty,
           reference.names.allSatisfy({ ProjectModel.isViewObjectName($0) || model.isUIFrameworkTypeName($0, from: id) }) { return false }
        return resolved.isEmpty || !resolved.allSatisfy { model[$0]?.isValueType == true }
    }

    /// A project type that is a screen or part of one: a view, a view or window controller.
    private func isScreen(_ id: TypeID, _ model: ProjectModel) -> Bool {
        if model[id]?.role == .view || model.uiTypeEvidence(id) != nil { return true }
        return model.superclassChain(of: id).externalName.map { ProjectModel.isViewObjectName(ProjectModel.stripGenericArguments($0)) } ?? false
    }

    public func check(_ context: RuleContext) -> [Finding] {
        let model = context.model
        let limit = integer(Self.maximumDependencies, context)
        var violations: [Finding] = []
        for id in model.ids(withRole: .compositionRoot) {
            guard let type = model[id], type.isReferenceType else { continue }
            // A container by its name, conformance or configuration holds its dependencies in its
            // stored properties. A type that is a composition root only because it builds and stores
            // objects is measured by those objects: its other stored properties are its own state
            // (flags, queues, counters), not dependencies.
            let dependencies = type.roleEvidence?.kind == .behaviour
                ? ProjectModel.dependencyCount(model.objectTypesBuiltAndStored(by: id).map(\.type))
                : type.storedProperties.filter { isDependency($0, of: id, model: model) }.count
            guard dependencies > limit else { continue }
            violations.append(finding(
                at: type.location, .type(type.typeName),
                "\(type.name) holds \(dependencies) dependencies (more than \(limit)); split it into scoped containers"))
        }
        return violations
    }
}
