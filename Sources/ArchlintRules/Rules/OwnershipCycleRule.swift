import ArchlintFacts
import ArchlintFindings
import ArchlintModel

/// Cycles of strong references, reported once each with the whole chain.
public struct OwnershipCycleRule: Rule {
    public init() {}

    public static let description = RuleDescription(
        identifier: "ownership_cycle",
        name: "Ownership Cycle",
        summary: "No cycle of strong stored references between types.",
        rationale: """
            When A strongly holds B and B, directly or through others, strongly holds A, none of them is \
            ever freed. Protocol-typed references count through the types visibly stored in them, so a \
            cycle hidden behind `XDelegate` or `XDisplayLogic` is found too.
            """,
        howToFix: "Decide which object owns the other and make the reference back to the owner `weak` (or `unowned`).",
        defaultSeverity: .error,
        triggeringExamples: [
            Example("""
                // The class hands itself into the value it keeps: the same instance, all the way round.
                final class Slideshow {
                    var style: SlideStyle?
                    func configure() { style = SlideStyle(owner: self) }
                }
                struct SlideStyle {
                    let ↓owner: Slideshow
                }
                """),
            Example("""
                // So does a subclass of it.
                class Slideshow {
                    var style: SlideStyle?
                }
                final class KioskSlideshow: Slideshow {
                    func configure() { style = SlideStyle(owner: self) }
                }
                struct SlideStyle {
                    let ↓owner: Slideshow
                }
                """),
            Example("""
                // A factory hands the instance into the value it then stores in that instance.
                final class Slideshow {
                    var style: SlideStyle?
                }
                struct SlideStyle {
                    let ↓owner: Slideshow
                }
                final class SlideshowFactory {
                    func make() -> Slideshow {
                        let slideshow = Slideshow()
                        slideshow.style = SlideStyle(owner: slideshow)
                        return slideshow
                    }
                }
                """),
            Example("""
                // A `@Transient` property of a SwiftData model is a plain stored property.
                @Model
                final class Article {
                    var title: String
                    @Transient var renderer: ArticleRenderer?
                    init(title: String) { self.title = title }
                }
                final class ArticleRenderer {
                    var ↓article: Article?
                }
                extension Article {
                    func render() {
                        let renderer = ArticleRenderer()
                        renderer.article = self
                        self.renderer = renderer
                    }
                }
                """),
            Example("""
                // The same providers, built by dependencies that nothing keeps for the life of the
                // process: each set of them is freed only if nothing holds it, and the cycles hold it.
                final class ScreenDependencies {
                    lazy var presenters: PresenterProvider = {
                        return PresenterProvider(navigator: navigator)
                    }()
                    lazy var navigator: Navigator = {
                        return Navigator()
                    }()
                }
                final class Navigator {
                    var ↓presenters: PresenterProvider?
                }
                final class PresenterProvider {
                    let navigator: Navigator
                    init(navigator: Navigator) {
                        self.navigator = navigator
                        navigator.presenters = self
                    }
                    lazy var loans: LoanPresenterProvider = {
                        return LoanPresenterProvider(navigator: navigator)
                    }()
                }
                final class LoanPresenterProvider {
                    let ↓navigator: Navigator
                    init(navigator: Navigator) { self.navigator = navigator }
                }
                """),
            Example("""
                final class CartStore {
                    var badge: BadgeView?
                    func showBadge() {
                        let badge = BadgeView()
                        badge.store = self
                        self.badge = badge
                    }
                }
                final class BadgeView {
                    var ↓store: CartStore?
                }
                """),
            Example("""
                protocol SyncListener: AnyObject {}
                final class SyncEngine {
                    var ↓listener: SyncListener?
                }
                final class SyncStatusView: SyncListener {
                    var engine: SyncEngine?
                    func bind(engine: SyncEngine) {
                        self.engine = engine
                        engine.listener = self
                    }
                }
                """),
            Example("""
                // A stored factory closure may run again and again: what it builds is not made once
                // by the immortal dependencies, so the cycle through it may leak each time.
                @main
                final class AppDelegate: UIResponder, UIApplicationDelegate {
                    let dependencies = SharedDependencies()
                }
                final class SharedDependencies {
                    let presenters = PresenterProvider()
                    lazy var makeNavigators: () -> NavigatorProvider = {
                        let navigators = NavigatorProvider()
                        presenters.navigators = navigators
                        return navigators
                    }
                }
                final class PresenterProvider {
                    var navigators: NavigatorProvider?
                }
                final class NavigatorProvider {
                    var modules: [ModuleNavigator] = []
                    func open() {
                        modules.append(ModuleNavigator(components: Components(navigators: self)))
                    }
                }
                final class Components {
                    let ↓navigators: NavigatorProvider
                    init(navigators: NavigatorProvider) { self.navigators = navigators }
                }
                final class ModuleNavigator {
                    let components: Components
                    init(components: Components) { self.components = components }
                }
                """),
            Example("""
                // A box specialised for a UIKit base class may hold the project's subclass of it.
                final class Box<Wrapped> {
                    var ↓value: Wrapped
                    init(_ value: Wrapped) { self.value = value }
                }
                final class Router {
                    let screenBox: Box<UIViewController?> = Box(nil)
                    func show(_ screen: ProfileViewController) { screenBox.value = screen }
                }
                final class ProfileViewController: UIViewController {
                    let router = Router()
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        router.show(self)
                    }
                }
                """),
        ],
        nonTriggeringExamples: [
            Example("""
                // A builder hands a new comment into the reply it appends to the parent's replies: a tree
                // of comments, not an instance holding itself.
                final class Comment {
                    let text: String
                    var replies: [Reply] = []
                    init(text: String) { self.text = text }
                }
                struct Reply {
                    let comment: Comment
                }
                final class ThreadBuilder {
                    func addReply(_ text: String, to parent: Comment) {
                        let child = Comment(text: text)
                        parent.replies.append(Reply(comment: child))
                    }
                }
                """),
            Example("""
                // One class reaching its own type through values links different instances of it: a
                // submission's review session lists the reviews of other submissions.
                final class Submission {
                    var session: ReviewSession?
                }
                struct ReviewSession {
                    let reviews: [Review]
                }
                struct Review {
                    let submission: Submission?
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
                // CoreStore keeps a relationship and its inverse in the store: the objects read each other
                // through their context and hold nothing.
                final class StoredAccessToken: CoreStoreObject {
                    @Field.Stored("value")
                    var value: String = ""
                    @Field.Relationship("user")
                    var user: StoredUser?
                }
                final class StoredUser: CoreStoreObject {
                    @Field.Relationship("accessToken", inverse: \\StoredAccessToken.$user)
                    var accessToken: StoredAccessToken?
                    func signIn(_ token: StoredAccessToken) {
                        accessToken = token
                        token.user = self
                    }
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
                // SwiftData persists a model's relationships through its context: the `@Model` macro
                // turns the properties into accessors, and no model holds another.
                @Model
                public class Author {
                    public var name: String
                    public var item: Item?
                    public init(name: String) { self.name = name }
                }
                @Model
                public class Item {
                    public var url: String
                    @Relationship(deleteRule: .cascade, inverse: \\Author.item) public var authors: [Author]?
                    public init(url: String, authors: [Author]) {
                        self.url = url
                        self.authors = authors
                    }
                }
                """),
            Example("""
                // A cycle through objects that are never freed leaks nothing: the app delegate's
                // dependencies build the navigator and the presenter providers once each, in lazy
                // properties set by closures, and keep them for the life of the process.
                @main
                final class AppDelegate: UIResponder, UIApplicationDelegate {
                    let dependencies = AppDependencies()
                }
                final class AppDependencies {
                    lazy var presenters: PresenterProvider = {
                        return PresenterProvider(navigator: navigator)
                    }()
                    lazy var navigator: Navigator = {
                        return Navigator()
                    }()
                }
                final class Navigator {
                    var presenters: PresenterProvider?
                }
                final class PresenterProvider {
                    let navigator: Navigator
                    init(navigator: Navigator) {
                        self.navigator = navigator
                        navigator.presenters = self
                    }
                    lazy var loans: LoanPresenterProvider = {
                        return LoanPresenterProvider(navigator: navigator)
                    }()
                }
                final class LoanPresenterProvider {
                    let navigator: Navigator
                    init(navigator: Navigator) { self.navigator = navigator }
                }
                """),
            Example("""
                // A slot declared with a protocol holds only its conformers: the overload of `resolve()`
                // that returns the screen is not the one the compiler picks for it.
                protocol TransactionsCoordinator: AnyObject {}
                final class DefaultTransactionsCoordinator: TransactionsCoordinator {}
                protocol TransactionsResolver {
                    func resolve() -> TransactionsViewController
                    func resolve() -> TransactionsCoordinator
                }
                final class TransactionsViewController: UIViewController {
                    var details: MovementDetails?
                }
                final class MovementDetails {
                    var coordinator: TransactionsCoordinator?
                    init(resolver: TransactionsResolver) {
                        self.coordinator = resolver.resolve()
                    }
                }
                """),
            Example("""
                // Constants all the way round: each object's targets exist before it does, so a decoded
                // status quoting another status is a tree, not a cycle.
                final class Status {
                    let quote: Quote?
                    init(quote: Quote?) { self.quote = quote }
                }
                final class Quote {
                    let status: Status
                    init(status: Status) { self.status = status }
                }
                """),
            Example("""
                // A constant that starts as nil never holds anything.
                final class AuthenticationViewController {
                    let intent: AuthenticationIntent
                    init(intent: AuthenticationIntent) { self.intent = intent }
                }
                final class AuthenticationIntent {
                    let authenticationViewController: AuthenticationViewController? = nil
                }
                """),
            Example("""
                final class CartStore {
                    var badge: BadgeView?
                }
                final class BadgeView {
                    weak var store: CartStore?
                }
                """),
            Example("""
                // A lazy property's initialiser runs once per holder: the navigators the app delegate's
                // dependencies build there, bound to a local and handed on, are made once and never
                // freed, so a cycle through them leaks nothing.
                @main
                final class AppDelegate: UIResponder, UIApplicationDelegate {
                    let dependencies = SharedDependencies()
                }
                final class SharedDependencies {
                    let presenters = PresenterProvider()
                    lazy var navigators: NavigatorProvider = {
                        let navigators = NavigatorProvider()
                        presenters.navigators = navigators
                        return navigators
                    }()
                }
                final class PresenterProvider {
                    var navigators: NavigatorProvider?
                }
                final class NavigatorProvider {
                    var modules: [ModuleNavigator] = []
                    func open() {
                        modules.append(ModuleNavigator(components: Components(navigators: self)))
                    }
                }
                final class Components {
                    let navigators: NavigatorProvider
                    init(navigators: NavigatorProvider) { self.navigators = navigators }
                }
                final class ModuleNavigator {
                    let components: Components
                    init(components: Components) { self.components = components }
                }
                """),
            Example("""
                // A collection resolves only to what is appended to it, never to every conformer.
                protocol Coordinator: AnyObject {}
                final class AppCoordinator: Coordinator {
                    var childCoordinators: [Coordinator] = []
                }
                final class SettingsCoordinator: Coordinator {
                    var childCoordinators: [Coordinator] = []
                }
                """),
        ]
    )

    /// A `let` stored property declared in Swift (an Objective-C `readonly` property can still be set
    /// through its instance variable).
    private func isSwiftConstant(_ edge: Edge, _ model: ProjectModel) -> Bool {
        guard let holder = model[edge.from], let property = holder.property(named: edge.label),
              property.isLet, !property.isLazy, !property.isStatic else { return false }
        return holder.files.allSatisfy { $0.hasSuffix(".swift") }
    }

    public func check(_ context: RuleContext) -> [Finding] {
        let model = context.model
        var successors: [TypeID: [Edge]] = [:]
        // A guessed edge (a protocol slot fanned out to one of several conformers, or filled with values
        // of unknown type) says who could be there, not who is: a cycle must be one set of objects that
        // really own each other (SPEC §3, "Instances, not just types").
        // A collection nothing is visibly put in holds no object either.
        // By index: the filter reads an edge in place; a loop over the edges copied every one (a
        // retain and a release of its label and file) to skip most of them.
        let edges = context.graph.edges
        for position in edges.indices where edges[position].isStrongReference && edges[position].from != edges[position].to
            && !edges[position].isGuess && !model.isTestCode(edges[position].from) && !model.isTestCode(edges[position].to) {
            let edge = edges[position]
            guard !context.graph.isVisiblyNeverFilled(edge) else { continue }
            successors[edge.from, default: []].append(edge)
        }
        var violations: [Finding] = []
        for cycle in CycleFinder(successors: successors).cycles() where isOneSetOfObjects(cycle, context) {
            // A cycle through an object that is never freed leaks nothing: while an object is on the
            // cycle the immortal one reaches it, and once a reference on the way is let go, what the
            // immortal one no longer reaches holds nothing that holds it (a singleton's DAOs pointing
            // back to it, a composition root's lazy services pointing back to their factory).
            if cycle.contains(where: { context.lifetime.livesAsLongAsTheProcess($0.from) }) { continue }
            // Swift constants all the way round: each object's references are fixed before its `init`
            // ends, so every object's targets exist before it does, and no object can be reached from
            // itself (a tree decoded from JSON, a page whose widgets link to new sub-pages).
            if cycle.allSatisfy({ isSwiftConstant($0, model) }) { continue }
            // One class reaching its own type through values only is a property typed with its own
            // class, which is skipped above: the objects on the way are other instances of it.
            if isSelfReferenceThroughValues(cycle, context) { continue }
            // A reference on the way is set back to nil once used: the cycle is broken by design.
            if cycle.contains(where: { $0.kind == .stores && context.graph.isLetGoAfterUse($0.from, property: $0.label) }) { continue }
            // Each object holds there only objects it builds itself: every step leads to a newer
            // object, so none leads back (a room flow starting a space flow that starts another room
            // flow is a tree of instances of types that nest).
            if cycle.allSatisfy({ $0.kind == .stores && model.holdsOnlyObjectsItBuilds($0.from, in: $0.label) }) { continue }
            // Reported by an earlier rule if one of its references or the cycle itself already is.
            let subject = Subject.cycle(of: cycle.map(\.from.typeName))
            guard case .cycle(let members) = subject else { continue }
            let backReference = self.backReference(in: cycle, context)
            let fix = backReference.map { "\($0.from.name).\($0.label) refers back to its owner \($0.to.name); make it weak" }
                ?? "make the reference back to the owner weak"
            violations.append(finding(
                at: (backReference ?? cycle[0]).location, subject, defects: [.cycle(members)] + cycle.map(\.referenceDefect),
                "strong reference cycle \(Chains.describe(cycle)); \(fix)"))
        }
        return violations
    }

    /// Whether the cycle's only class or actor reaches its own type through structs and enums alone (a
    /// submission whose review session's reviews hold submissions). Like a property typed with its
    /// own class, that links instances of one type (a tree of decoded records), unless the class
    /// visibly hands itself on (`self.style = Style(owner: self)`, in the class or a subclass of it), or
    /// code anywhere builds one of the cycle's values with an instance of the class
    /// (`slideshow.style = SlideStyle(owner: slideshow)` in a factory): the ways an instance ends up in
    /// the values it keeps.
    private func isSelfReferenceThroughValues(_ cycle: [Edge], _ context: RuleContext) -> Bool {
        let model = context.model
        guard let only = cycle.first(where: { model[$0.from]?.isReferenceType ?? false })?.from,
              cycle.allSatisfy({ $0.from == only || model[$0.from]?.isValueType == true }) else { return false }
        let family = Set([only] + model.subclasses(of: only))
        let itself = ValueFact.reference("self")
        for member in family.sorted() {
            if (model.constructions[member] ?? []).contains(where: { $0.arguments.contains { $0.value == itself } })
                || (model.calls[member] ?? []).contains(where: { $0.arguments.contains { $0.value == itself } })
                || (model.assignments[member] ?? []).contains(where: { $0.value == itself }) { return false }
        }
        // A value built with an instance and stored back into that same instance, on one line
        // (`slideshow.style = SlideStyle(owner: slideshow)`); not one stored elsewhere (a reply built
        // with a new comment and appended to its parent's replies is a tree).
        let values = Set(cycle.map(\.from)).subtracting([only])
        for owner in model.typeIDs {
            for (construction, targets) in zip(model.constructions[owner] ?? [], context.graph.constructionTargets(of: owner))
            where !values.isDisjoint(with: targets) {
                let member = construction.context.member
                let handsInstance = construction.arguments.contains { argument in
                    guard case .reference(let path) = argument.value, !path.utf8Contains(UInt8(ascii: ".")),
                          context.graph.valueTypes(of: argument.value, in: owner, member: member).contains(where: family.contains)
                    else { return false }
                    return (model.assignments[owner] ?? []).contains { assignment in
                        !assignment.isDeclaration && assignment.context.member == member
                            && assignment.location.file == construction.location.file
                            && assignment.location.isOnSameLine(as: construction.location)
                            && assignment.target.hasPrefix(path + ".")
                    }
                }
                if handsInstance { return false }
            }
        }
        return true
    }

    /// Whether the objects of a type-level cycle can be one set: at least one of them is a class or an
    /// actor (values are copied, a cycle of structs is a recursive type, not a leak), and wherever one
    /// member builds the next, what it passes into that object is what the next edge leaves through
    /// (the `Scheduler` a `BlockNumberProvider` builds holds the provider it was given, not every
    /// provider some other `Scheduler` was given).
    private func isOneSetOfObjects(_ cycle: [Edge], _ context: RuleContext) -> Bool {
        let model = context.model
        guard cycle.contains(where: { model[$0.from]?.isReferenceType ?? false }) else { return false }
        for (index, into) in cycle.enumerated() {
            let next = cycle[(index + 1) % cycle.count]
            if !model.mayHold(through: into, then: next) { return false }
            guard next.isResolvedThroughAbstraction,
                  let passed = context.graph.passedValues(by: into.from, constructing: into.to, into: next.label)
            else { continue }
            if !passed.types.contains(next.to) { return false }
        }
        return true
    }

    /// The edge that should be weak: the reference from an object to one that owns it, when ownership
    /// (construction, children, roles) says which one that is.
    private func backReference(in cycle: [Edge], _ context: RuleContext) -> Edge? {
        cycle.first { context.ownership.owns($0.to, $0.from) && !context.ownership.owns($0.from, $0.to) }
    }
}
