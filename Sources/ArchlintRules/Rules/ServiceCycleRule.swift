import ArchlintFacts
import ArchlintFindings
import ArchlintModel

/// Circular dependencies among concrete services, and `lazy var` initialisation cycles in containers.
public struct ServiceCycleRule: Rule {
    public init() {}

    public static let description = RuleDescription(
        identifier: "service_cycle",
        name: "Service Cycle",
        summary: "A container's lazy vars do not build each other; with an option, concrete services do not depend on each other in a circle.",
        rationale: """
            Two concrete services that inject, store or build each other cannot be created, tested or \
            replaced on their own, and the cycle usually shows up as a retain cycle or an initialisation \
            order bug. Inside a container, `lazy var a = A(b: b)` with `lazy var b = B(a: a)` recurses \
            forever at run time, even when A and B only know each other's protocols. The lazy var \
            cycles are always reported; circular dependencies among services with `dependencies: true` (on \
            in `strict`): on 81 code bases archlint was not tuned on none of them was right, for the \
            precision contract.
            """,
        howToFix: """
            Make one side depend on a protocol that the other implements (`UserService → NotificationInput \
            ← NotificationService`), or move the shared part into a third service. For a lazy var cycle, \
            build one side without the other and connect them afterwards (property injection), or pass a \
            closure that resolves the dependency on first use.
            """,
        defaultSeverity: .error,
        options: [dependencies],
        triggeringExamples: [
            Example("""
                final class UserService {
                    let notifications: NotificationService
                    init(notifications: NotificationService) { self.notifications = notifications }
                }
                final class NotificationService {
                    var ↓users: UserService?
                }
                """).with("service_cycle", dependencies, .bool(true)),
            Example("""
                final class AppContainer {
                    lazy var userService: UserServicing = UserService(notifications: notificationService)
                    lazy var ↓notificationService: NotificationServicing = NotificationService(users: userService)
                }
                protocol UserServicing {}
                protocol NotificationServicing {}
                final class UserService: UserServicing { init(notifications: NotificationServicing) {} }
                final class NotificationService: NotificationServicing { init(users: UserServicing) {} }
                """),
            Example("""
                final class AppContainer {
                    lazy var ↓cart: CartRepository = makeCart()
                    lazy var payments: PaymentService = PaymentService(cart: cart)
                    func makeCart() -> CartRepository { CartRepository(payments: payments) }
                }
                protocol Paying {}
                protocol CartStoring {}
                final class CartRepository: CartStoring { init(payments: Paying) {} }
                final class PaymentService: Paying { init(cart: CartStoring) {} }
                """),
            Example("""
                // One builder among a service's methods does not make it a factory.
                final class SessionService {
                    let ↓tokens: TokenStore
                    init(tokens: TokenStore) { self.tokens = tokens }
                    func makeRefresher() -> TokenRefresher { TokenRefresher() }
                    func signIn() {}
                    func signOut() {}
                }
                final class TokenStore {
                    var session: SessionService?
                }
                final class TokenRefresher {}
                """).with("service_cycle", dependencies, .bool(true)),
            Example("""
                // Each initialiser reads the other while it runs.
                final class AppDependencies {
                    lazy var repository: Repository = {
                        Repository(resolver: engine)
                    }()
                    lazy var ↓engine: DependencyEngine = {
                        DependencyEngine(repository: repository)
                    }()
                }
                final class Repository {
                    init(resolver: DependencyEngine) {}
                }
                final class DependencyEngine {
                    init(repository: Repository) {}
                    func register<T>(for type: T.Type, factory: @escaping (DependencyEngine) -> T) {}
                }
                """),
            Example("""
                // A callback handed on does not defer what the initialiser passes while it runs.
                final class AppContainer {
                    lazy var ↓session = SessionService(tokens: tokens, onExpire: { print("expired") })
                    lazy var tokens = TokenService(session: session)
                }
                final class SessionService {
                    ↓init(tokens: TokenService, onExpire: @escaping () -> Void) {}
                }
                final class TokenService {
                    init(session: SessionService) {}
                }
                """).with("service_cycle", dependencies, .bool(true)),
            Example("""
                // The closure of a synchronous operation runs while the initialiser does.
                final class AppContainer {
                    let kinds = [1, 2]
                    lazy var ↓handlers: [Handler] = kinds.map { Handler(kind: $0, router: router) }
                    lazy var router = Router(handlers: handlers)
                }
                final class Handler { init(kind: Int, router: Router) {} }
                final class Router { init(handlers: [Handler]) {} }
                """),
            Example("""
                // A local closure the initialiser calls, and a function of the container that runs the
                // closure it is handed before it returns, run while the initialiser does.
                final class AppContainer {
                    lazy var ↓session: Session = {
                        let build = { Session(tracker: self.tracker) }
                        return build()
                    }()
                    lazy var tracker = Tracker(session: session)
                    lazy var ↓account = make { Account(ledger: self.ledger) }
                    lazy var ledger = Ledger(account: account)
                    func make<T>(_ build: () -> T) -> T { build() }
                }
                final class Session { init(tracker: Tracker) {} }
                final class Tracker { init(session: Session) {} }
                final class Account { init(ledger: Ledger) {} }
                final class Ledger { init(account: Account) {} }
                """),
            Example("""
                // A method handed to `map` runs there, and a configuring block runs at once.
                final class AppContainer {
                    let kinds = [1, 2]
                    lazy var ↓handlers: [Handler] = kinds.map(makeHandler)
                    lazy var router = Router(handlers: handlers)
                    lazy var ↓player = Player().then { $0.queue = self.queue }
                    lazy var queue = Queue(player: player)
                    func makeHandler(_ kind: Int) -> Handler { Handler(kind: kind, router: router) }
                }
                final class Handler { init(kind: Int, router: Router) {} }
                final class Router { init(handlers: [Handler]) {} }
                final class Player { var queue: Queue? }
                final class Queue { init(player: Player) {} }
                """),
        ],
        nonTriggeringExamples: [
            Example("""
                // Without `dependencies`, two services that know each other are left to strict.
                final class UserService {
                    let notifications: NotificationService
                    init(notifications: NotificationService) { self.notifications = notifications }
                }
                final class NotificationService {
                    var users: UserService?
                }
                """),
            Example("""
                // The engine mentions the repository only in a factory it registers, which runs when the
                // repository is resolved, after both initialisers have finished.
                final class AppDependencies {
                    lazy var repository: Repository = {
                        Repository(resolver: engine)
                    }()
                    lazy var engine: DependencyEngine = {
                        let engine = DependencyEngine()
                        engine.register(for: Repository.self) { _ in
                            return self.repository
                        }
                        return engine
                    }()
                }
                final class Repository {
                    init(resolver: DependencyEngine) {}
                }
                final class DependencyEngine {
                    func register<T>(for type: T.Type, factory: @escaping (DependencyEngine) -> T) {}
                }
                """),
            Example("""
                // A lazy var whose value is a closure reads the socket when the closure is called, after
                // both initialisers have finished.
                final class AppDependencies {
                    lazy var conductorFactory: () -> Conductor = { Conductor(socket: self.socket) }
                    lazy var socket = Socket(conductorFactory: conductorFactory)
                }
                final class Conductor { init(socket: Socket) {} }
                final class Socket { init(conductorFactory: @escaping () -> Conductor) {} }
                """),
            Example("""
                // Each initialiser reaches the other only in a handler it subscribes, or in the closure
                // an object keeps to build its value on first use.
                final class AppDependencies {
                    lazy var resetter: Resetter = {
                        let resetter = Resetter(server: server)
                        resetter.completed.subscribe(onNext: { [weak self] in self?.server.stop() })
                        return resetter
                    }()
                    lazy var server: Server = {
                        let server = Server(socket: socket)
                        server.resetRequested.subscribe(onNext: { [weak self] in self?.resetter.reset() })
                        return server
                    }()
                    lazy var socket = LazyItem<Socket> { [unowned self] in
                        let socket = Socket()
                        socket.closed.subscribe(onNext: { [weak self] in self?.server.stop() })
                        return socket
                    }
                }
                final class Resetter { let completed = PublishSubject<Void>(); init(server: Server) {}; func reset() {} }
                final class Server { let resetRequested = PublishSubject<Void>(); init(socket: LazyItem<Socket>) {}; func stop() {} }
                final class Socket { let closed = PublishSubject<Void>() }
                final class LazyItem<T> { init(constructor: @escaping () -> T) {} }
                final class PublishSubject<T> { func subscribe(onNext: @escaping (T) -> Void) {} }
                """),
            Example("""
                // A method named in `#selector` runs when the stepper changes, not while it is built.
                final class AppContainer {
                    lazy var label: UILabel = {
                        let label = UILabel()
                        label.text = "\\(stepper.value)"
                        return label
                    }()
                    lazy var stepper: UIStepper = {
                        let stepper = UIStepper()
                        stepper.addTarget(self, action: #selector(stepperChanged(_:)), for: .valueChanged)
                        return stepper
                    }()
                    @objc func stepperChanged(_ sender: UIStepper) { label.text = "\\(sender.value)" }
                }
                """),
            Example("""
                // `scene` here is the property, not the scene delegate method of the same name.
                final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                    weak var scene: UIScene?
                    lazy var context: ClientContext = { ClientContext(scene: scene) }()
                    lazy var root: RootViewController = { RootViewController(context: context) }()
                    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
                        _ = root
                    }
                }
                final class ClientContext { init(scene: UIScene?) {} }
                final class RootViewController: UIViewController { init(context: ClientContext) { super.init(nibName: nil, bundle: nil) } }
                """),
            Example("""
                // A `*Provider` whose members build and return use cases is a factory, not a service: the
                // super use case it builds with itself asks it for its parts.
                final class UseCaseProvider {
                    func getTransfersUseCase() -> TransfersUseCase { TransfersUseCase() }
                    func getAccountsUseCase() -> AccountsUseCase { AccountsUseCase() }
                    func getUsualTransfersSuperUseCase() -> UsualTransfersSuperUseCase {
                        UsualTransfersSuperUseCase(useCaseProvider: self)
                    }
                }
                final class UsualTransfersSuperUseCase {
                    private let useCaseProvider: UseCaseProvider
                    init(useCaseProvider: UseCaseProvider) { self.useCaseProvider = useCaseProvider }
                }
                final class TransfersUseCase {}
                final class AccountsUseCase {}
                """),
            Example("""
                // Two factories that hand each other on (navigators need presenters and back) are not a
                // service cycle, whatever their names; a `make<P>() -> P` builds what it declares.
                final class NavigatorProvider {
                    let presenterProvider: PresenterProvider
                    init(presenterProvider: PresenterProvider) { self.presenterProvider = presenterProvider }
                    var homeNavigator: HomeNavigator { HomeNavigator(presenterProvider: presenterProvider) }
                    var cardsNavigator: CardsNavigator { CardsNavigator(presenterProvider: presenterProvider) }
                }
                final class PresenterProvider {
                    var navigatorProvider: NavigatorProvider!
                    func stepPresenter<P: StepPresenter>() -> P { P(provider: self) }
                    func summaryPresenter<P: StepPresenter>() -> P { P(provider: self) }
                }
                protocol StepPresenter { init(provider: PresenterProvider) }
                final class HomeNavigator { init(presenterProvider: PresenterProvider) {} }
                final class CardsNavigator { init(presenterProvider: PresenterProvider) {} }
                """),
            Example("""
                protocol NotificationInput: AnyObject {}
                final class UserService {
                    let notifications: NotificationService
                    init(notifications: NotificationService) { self.notifications = notifications }
                }
                final class NotificationService {
                    weak var input: NotificationInput?
                }
                extension UserService: NotificationInput {}
                """),
            Example("""
                // A child container that holds its parent is a scope, not a cycle.
                final class AppContainer {
                    lazy var checkout = CheckoutContainer(parent: self)
                    lazy var payments = PaymentService()
                }
                final class CheckoutContainer {
                    let parent: AppContainer
                    init(parent: AppContainer) { self.parent = parent }
                }
                final class PaymentService {}
                """),
            Example("""
                final class AppContainer {
                    lazy var userService = UserService(api: apiClient)
                    lazy var apiClient = APIClient()
                }
                final class UserService { init(api: APIClient) {} }
                final class APIClient {}
                """),
        ]
    )

    static let participatingRoles: Set<Role> = [.service, .worker]
    static let dependencies = RuleOption.bool(
        "dependencies", default: false,
        "Also report circular dependencies among concrete services and workers, not only lazy var initialisation cycles.")

    public func check(_ context: RuleContext) -> [Finding] {
        (bool(Self.dependencies, context) ? serviceCycles(context) : []) + lazyCycles(context)
    }

    private func serviceCycles(_ context: RuleContext) -> [Finding] {
        let model = context.model
        var successors: [TypeID: [Edge]] = [:]
        var factories: [TypeID: Bool] = [:]
        func isFactory(_ id: TypeID) -> Bool {
            if let known = factories[id] { return known }
            let result = isFactoryByBehaviour(id, model: model)
            factories[id] = result
            return result
        }
        // By index: the filter reads an edge in place; a loop over the edges copied every one (a
        // retain and a release of its label and file) to skip most of them.
        let edges = context.graph.edges
        for position in edges.indices where [.stores, .injects, .constructs].contains(edges[position].kind) {
            let edge = edges[position]
            guard !edge.isResolvedThroughAbstraction, edge.from != edge.to,
                  let fromRole = model[edge.from]?.role, ServiceCycleRule.participatingRoles.contains(fromRole),
                  let toRole = model[edge.to]?.role, ServiceCycleRule.participatingRoles.contains(toRole),
                  model[edge.from]?.kind != .protocol, model[edge.to]?.kind != .protocol,
                  !isFactory(edge.from), !isFactory(edge.to) else { continue }
            successors[edge.from, default: []].append(edge)
        }
        // Prefer stored properties as the reported edge: they are where the fix goes.
        for key in successors.keys {
            successors[key]?.sort { (rank($0.kind), $0.location) < (rank($1.kind), $1.location) }
        }
        var violations: [Finding] = []
        for cycle in CycleFinder(successors: successors).cycles() {
            let subject = Subject.cycle(of: cycle.map(\.from.typeName))
            guard case .cycle(let members) = subject else { continue }
            let first = cycle[0]
            violations.append(finding(
                at: first.location, subject, defects: [.cycle(members)],
                "circular service dependency \(describe(cycle)); depend on a protocol on one side"))
        }
        return violations
    }

    /// A factory, whatever its name (SPEC §3, "Evidence beats names"; §5 keeps factories out of this
    /// rule): most of its members build and return another object (`var loginPresenter: LoginPresenter
    /// { LoginPresenter(…) }`, `func getTransfersUseCase() -> TransfersUseCase { TransfersUseCase(…) }`),
    /// at least two of them. A member builds and returns when it has a declared type and constructs a
    /// project class, or the very type it declares (`func make<P: StepPresenter>() -> P { P(…) }`).
    /// Building value types does not count: a repository that maps its answers into models is a service.
    /// Nor does building itself: a type's own `static func make() -> Self` is not a factory of others.
    private func isFactoryByBehaviour(_ id: TypeID, model: ProjectModel) -> Bool {
        guard let type = model[id] else { return false }
        var declaredTypes: [String: String] = [:]
        for function in type.functions where !function.isInitializer {
            if let returnType = function.returnType { declaredTypes[function.name] = returnType }
        }
        for property in type.properties where !property.isStored {
            if let typeName = property.typeName { declaredTypes[property.name] = typeName }
        }
        let members = type.functions.filter { !$0.isInitializer }.count + type.properties.filter { !$0.isStored }.count
        var builders = Set<String>()
        for construction in model.constructions[id] ?? [] where !construction.inDefaultArgument {
            guard let member = construction.context.member, !builders.contains(member),
                  let declared = declaredTypes[member] else { continue }
            let built = ProjectModel.stripGenericArguments(construction.typeName)
            let declaredNames = model.typeReference(declared).names.map(ProjectModel.stripGenericArguments)
            let resolved = model.resolve(built, fromModule: id.module, context: id)
            if resolved.contains(where: { model[$0]?.isValueType == true }) { continue }
            if resolved.contains(where: { $0 != id && model[$0]?.isReferenceType == true })
                || resolved.isEmpty && declaredNames.contains(built) {
                builders.insert(member)
            }
        }
        return builders.count >= 2 && builders.count * 2 > members
    }

    private func rank(_ kind: EdgeKind) -> Int {
        switch kind {
        case .stores: return 0
        case .injects: return 1
        default: return 2
        }
    }

    private func describe(_ cycle: [Edge]) -> String {
        var parts = cycle.map { edge -> String in
            edge.kind == .stores ? "\(edge.from.name).\(edge.label)" : "\(edge.from.name) (\(edge.kind.rawValue))"
        }
        parts.append(cycle[0].from.name)
        return parts.joined(separator: " → ")
    }

    /// `lazy var` initialisers that reach each other, directly or through the container's functions.
    private func lazyCycles(_ context: RuleContext) -> [Finding] {
        let model = context.model
        var violations: [Finding] = []
        for id in model.typeIDs {
            guard let type = model[id], type.role == .compositionRoot else { continue }
            let lazy = type.properties.filter { $0.isLazy && !$0.isStatic }
            let lazyNames = Set(lazy.map(\.name))
            guard lazyNames.count > 1 else { continue }
            let running = RunningCode(of: type, model: model)
            var successors: [String: [LazyLink]] = [:]
            // Each lazy var is a node; links go to the lazy vars its initialiser reads while it runs.
            for property in lazy {
                for target in reachedLazyNames(from: property.name, mentions: property.references, in: type,
                                               lazyNames: lazyNames, running: running).sorted()
                where target != property.name {
                    successors[property.name, default: []].append(LazyLink(from: property.name, to: target,
                                                                           location: property.location))
                }
            }
            for cycle in CycleFinder(successors: successors).cycles() {
                let chain = (cycle.map { "\(type.name).\($0.from)" } + ["\(type.name).\(cycle[0].from)"]).joined(separator: " → ")
                violations.append(finding(
                    at: cycle[0].location, .cycle(of: cycle.map { TypeName(module: id.module, name: "\(type.name).\($0.from)") }),
                    "lazy var initialisation cycle \(chain) recurses forever on first use; "
                        + "build one side first and connect the other afterwards"))
            }
        }
        return violations
    }

    /// What a container's members (lazy var initialisers and functions) do while they run, as opposed
    /// to what the closures they hand on do later. A closure that is not called where it is written
    /// (`lazy var factory: () -> Conductor = { Conductor(socket: self.socket) }`, a trailing closure
    /// an object keeps to build its value on first use, a `subscribe(onNext:)` handler, a factory
    /// registered with a resolver) runs when its holder calls it, after the initialiser has
    /// finished: the lazy vars it reads are no part of the initialisation. A closure runs where it is
    /// written when it is called there (`{ … }()`, a local closure the member calls), handed to an
    /// operation that runs it before returning (`ServiceCycleRule.runsClosuresAtOnce`), or handed to a
    /// function of the container whose closure parameters are not `@escaping`.
    private struct RunningCode {
        /// Per member that hands closures on, the names it passes as arguments, stores, binds or calls
        /// on outside the closures that run later (the first component of each path, `self.`
        /// removed): mentions are recorded per member, not per place, so they cannot tell.
        var passed: [String: Set<String>] = [:]
        /// Per member, the names of the functions it calls on `self` (or without a receiver), or hands
        /// to an operation that runs them at once (`kinds.map(makeHandler)`), outside the closures
        /// that run later: a method only named (`#selector(stepperChanged(_:))`, `button.action =
        /// save`) runs when its holder calls it.
        var called: [String: Set<String>] = [:]

        /// The closures of one member in one file that run later, as position ranges sorted by start,
        /// with the furthest end of each prefix: whether a place lies in one is a binary search.
        private struct LaterCode {
            var starts: [Position] = []
            var furthestEnds: [Position] = []

            init(_ closures: [ClosureFact]) {
                let sorted = closures.map { (Position($0.location), Position($0.end)) }.sorted { $0.0 < $1.0 }
                var furthest: Position?
                for (start, end) in sorted {
                    furthest = furthest.map { max($0, end) } ?? end
                    starts.append(start)
                    furthestEnds.append(furthest!)
                }
            }

            func encloses(_ location: SourceLocation) -> Bool {
                let place = Position(location)
                // The last closure opening before the place; one of those up to it ends after it.
                var low = 0, high = starts.count
                while low < high {
                    let middle = (low + high) / 2
                    if starts[middle] < place { low = middle + 1 } else { high = middle }
                }
                return low > 0 && place < furthestEnds[low - 1]
            }
        }

        private struct Position: Comparable {
            var line: Int
            var column: Int
            init(_ location: SourceLocation) { (line, column) = (location.line, location.column) }
            static func < (lhs: Position, rhs: Position) -> Bool { (lhs.line, lhs.column) < (rhs.line, rhs.column) }
        }

        private struct Place: Hashable {
            var member: String
            var file: String
        }

        init(of type: ProjectType, model: ProjectModel) {
            let id = type.id
            let closures = model.closures[id] ?? []
            let calls = model.calls[id] ?? []
            // The names each member calls without a receiver: a local closure it calls runs there.
            var calledLocally: [String: Set<String>] = [:]
            for call in calls where call.base == nil {
                if let member = call.context.member { calledLocally[member, default: []].insert(call.name) }
            }
            var handsOn = Set<String>()
            var later: [Place: [ClosureFact]] = [:]
            for closure in closures where closure.destination != .invoked {
                guard let member = closure.context.member else { continue }
                handsOn.insert(member)
                if RunningCode.runsLater(closure, in: type, calledLocally: calledLocally[member] ?? []) {
                    later[Place(member: member, file: closure.location.file), default: []].append(closure)
                }
            }
            let laterCode = later.mapValues(LaterCode.init)
            func memberRunningNow(_ member: String?, at location: SourceLocation) -> String? {
                guard let member else { return nil }
                return laterCode[Place(member: member, file: location.file)]?.encloses(location) == true ? nil : member
            }
            func add(_ value: ValueFact, to member: String) {
                guard handsOn.contains(member) else { return }
                switch value {
                case .reference(let path), .call(let path):
                    let parts = path.split(separator: ".")
                    let first = parts.first == "self" ? parts.dropFirst().first : parts.first
                    if let first { passed[member, default: []].insert(String(first)) }
                default: break
                }
            }
            for construction in model.constructions[id] ?? [] {
                guard let member = memberRunningNow(construction.context.member, at: construction.location) else { continue }
                construction.arguments.forEach { add($0.value, to: member) }
            }
            for call in calls {
                guard let member = memberRunningNow(call.context.member, at: call.location) else { continue }
                call.arguments.forEach { add($0.value, to: member) }
                add(call.base.map { .reference($0) } ?? .reference(call.name), to: member)
                if call.base == nil || call.base == "self" { called[member, default: []].insert(call.name) }
                if ServiceCycleRule.runsClosuresAtOnce.contains(call.name) {
                    for argument in call.arguments {
                        if case .reference(let name) = argument.value, !name.contains(".") { called[member, default: []].insert(name) }
                    }
                }
            }
            for assignment in model.assignments[id] ?? [] {
                guard let member = memberRunningNow(assignment.context.member, at: assignment.location) else { continue }
                add(assignment.value, to: member)
            }
            for member in handsOn where passed[member] == nil { passed[member] = [] }
        }

        static func runsLater(_ closure: ClosureFact, in type: ProjectType, calledLocally: Set<String>) -> Bool {
            switch closure.destination {
            case .invoked:
                return false
            case .declared(let name, let isProperty):
                return isProperty || !calledLocally.contains(name)
            case .argument(let callee, let base, _):
                if ServiceCycleRule.runsClosuresAtOnce.contains(callee) { return false }
                // The container's own function, none of whose parameters may outlive the call (an
                // optional closure escapes without the attribute).
                guard base == nil || base == "self" else { return true }
                let functions = type.functions(named: callee)
                return functions.isEmpty || functions.contains { $0.parameters.contains(where: \.isEscapingClosure) }
            default:
                return true
            }
        }

        /// The names a member reads while it runs: all it mentions, or, when it hands closures on,
        /// what its code outside the closures that run later passes, stores and calls on.
        func namesRead(by member: String, mentions: [String]) -> [String] {
            passed[member].map { $0.sorted() } ?? mentions
        }
    }

    /// Operations that run the closures they are handed before they return: the standard library's
    /// (`map`, `forEach`, `sorted`), a queue's `sync`, and configuring blocks (`Session().then { … }`,
    /// `UIView.performWithoutAnimation { … }`, `Result { try … }`).
    static let runsClosuresAtOnce: Set<String> = UnsafeUnownedCaptureRule.synchronousCallees
        .union(["then", "do", "with", "apply", "performWithoutAnimation", "Result"])

    /// Lazy vars an initialiser reads while it runs, following the container's own functions it calls.
    private func reachedLazyNames(from member: String, mentions: [String], in type: ProjectType, lazyNames: Set<String>,
                                  running: RunningCode) -> Set<String> {
        var reached = Set<String>()
        var visitedFunctions = Set<String>()
        var queue = running.namesRead(by: member, mentions: mentions).map { (name: $0, reader: member) }
        while let (name, reader) = queue.popLast() {
            if lazyNames.contains(name) {
                reached.insert(name)
            } else if type.property(named: name) == nil, running.called[reader]?.contains(name) == true,
                      visitedFunctions.insert(name).inserted {
                // A name that is also a property is the property (`Context(scene: scene)` reads
                // `weak var scene`, not `func scene(_:willConnectTo:options:)`).
                for function in type.functions(named: name) {
                    queue += running.namesRead(by: name, mentions: function.references).map { (name: $0, reader: name) }
                }
            }
        }
        return reached
    }
}

/// One lazy var's initialiser reaching another lazy var of the same container.
private struct LazyLink: DirectedLink {
    var from: String
    var to: String
    var location: SourceLocation
}
