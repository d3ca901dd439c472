import ArchlintFacts
import XCTest
@testable import SwiftScanner

final class DeclarationScannerTests: XCTestCase {
    func scan(_ source: String) -> FileFacts { SwiftFileScanner.scan(path: "Test.swift", source: source) }

    /// A non-breaking space (U+00A0) is a space to the compiler (with a warning), so it ends a name:
    /// `AnyObject` followed by one before the brace is still `AnyObject`, and so is a name after one.
    func testNonBreakingSpaceSeparatesNames() throws {
        let facts = scan("protocol AmountViewDelegate: AnyObject\u{A0}{}\nfinal class\u{A0}AmountView {\n"
            + "    weak var delegate:\u{A0}AmountViewDelegate?\n    let café = 1\n}\n")
        XCTAssertEqual(facts.types.map(\.name), ["AmountViewDelegate", "AmountView"])
        XCTAssertEqual(facts.types.first?.inherited, ["AnyObject"])
        XCTAssertEqual(facts.types.last?.properties.map(\.name), ["delegate", "café"])
        XCTAssertEqual(facts.types.last?.properties.first?.typeName, "AmountViewDelegate?")
    }

    /// A comparison before a parenthesised operand (`row > (items.count)!`) is no generic clause: the
    /// type before the body's brace (`-> CGFloat{`) is not built with that operand, while a type
    /// specialised where it is built still is (`Box<Int>(1)`).
    func testAComparisonBeforeParenthesesBuildsNothing() throws {
        let facts = scan("""
            final class Table {
                var items: [Int] = []
                func height(row: Int) -> CGFloat{
                    if row > (self.items.count)! + 4 { return CGFloat(row) }
                    let box = Box<Int>(1)
                    if Limit < row && row > (items.count) { return 0 }
                    let handler = Box<() -> Void>({})
                    let spaced = Box <Int>(2)
                    return 44
                }
            }
            """)
        XCTAssertEqual(facts.constructions.map(\.typeName), ["CGFloat", "Box", "Box", "Box"])
        XCTAssertEqual(facts.constructions.map(\.location.line), [4, 5, 7, 8])
    }

    /// A cast in a pattern names a type, whose words bind nothing: `params` is bound, `Any` is not.
    func testACastPatternBindsOnlyItsNames() throws {
        let facts = scan("""
            func option(key: String, value: Any) -> Int {
                switch (key, value) {
                case let ("connectParams", params as [String: Any]): return params.count
                case let (name, cookies as [String]) where name.isEmpty: return cookies.count
                case .some(let x as Int): return x
                default: return 0
                }
            }
            """)
        XCTAssertEqual(facts.assignments.map(\.target), ["params", "name", "cookies", "x"])
    }

    /// A typed `.init` with a trailing closure alone builds the declared type, as `.init(…)` does; a
    /// statement on the line after `break` is code too; a tuple's element ends a chain of calls.
    func testTrailingClosureInitsBreakAndTupleElements() throws {
        let facts = scan("""
            let container: Container = .init { container in container.setUp() }
            final class Screen {
                let assembler: Assembler = .init { $0.load() }
                func route(_ kind: Int, pairs: [(Int, String)]) -> String? {
                    switch kind {
                    case 1: break
                        self.title = "one"
                    default: break
                    }
                    return pairs.first(where: { $0.0 == kind })?.1
                }
            }
            """)
        XCTAssertEqual(facts.assignments.map(\.target), ["container", "title"])
        XCTAssertEqual(facts.assignments.first?.value, .construction("Container"))
        XCTAssertEqual(facts.types.first?.properties.first?.initializer, .construction("Assembler"))
        XCTAssertEqual(facts.closures.last?.chainedCalls.map(\.name), ["1"])
    }

    /// What an enum's cases hold: each associated value's type, after its label, before a default;
    /// nothing for a raw value, a case of no value, or a `case` in a switch.
    func testEnumCasesRecordTheTypesTheyHold() throws {
        let facts = scan("""
            enum SectionItem: Equatable {
                case image(image: UIImage?)
                case content(String), sport(item: CategoryDTO, _ count: Int = 0)
                case empty
                indirect case nested(SectionItem, (Int) -> Void)
                func title() -> String {
                    switch self { case .content(let text): return text
                    default: return "" }
                }
            }
            enum Raw: String { case a = "A", b }
            """)
        XCTAssertEqual(facts.types.first?.caseValueTypes,
                       ["UIImage?", "String", "CategoryDTO", "Int", "SectionItem", "(Int)->Void"])
        XCTAssertEqual(facts.types.last?.caseValueTypes, [])
    }

    /// Names that begin with two capitals, wherever the code writes them (an import's module, an enum
    /// case's payload, a condition, a backticked name), once each and sorted; not in comments, string
    /// literals, a `#Preview` macro's own name or the path an import selects after its module.
    func testPrefixedNamesAreEveryTwoCapitalNameOfTheCode() throws {
        let facts = scan("""
            import UIKit
            import struct UIKit.UIEdgeInsets
            import UIKit.UIDevice
            // UIColor in a comment
            enum Trigger { case showAlert(UIAlertController?) }
            final class BackupManager {
                let title = "NSAlert in a string"
                func restore() {
                    if UIApplication.shared.applicationState == .active, `NSApp`.isActive { restore() }
                    _ = UIApplication.shared
                    _ = UIDevice.current
                }
            }
            #Preview { BRView() }
            """)
        XCTAssertEqual(facts.prefixedNames, ["BRView", "NSApp", "UIAlertController", "UIApplication", "UIDevice", "UIKit"])
    }

    func testPropertiesWithOwnershipCompositionAndSharedTypes() throws {
        let facts = scan("""
            final class ListProductsRouter: NSObject, ListProductsRoutingLogic {
                weak var viewController: ListProductsViewController?
                var router: (NSObjectProtocol & ListProductsRoutingLogic)?
                unowned(unsafe) let owner: Owner
                var a, b: Int
                lazy var worker = ListProductsWorker()
                @Published private(set) var count = 0
                var computed: Int { a + b }
                static let shared = ListProductsRouter()
            }
            """)
        let type = try XCTUnwrap(facts.types.first)
        XCTAssertEqual(type.name, "ListProductsRouter")
        XCTAssertEqual(type.inherited, ["NSObject", "ListProductsRoutingLogic"])
        let properties = Dictionary(uniqueKeysWithValues: type.properties.map { ($0.name, $0) })
        XCTAssertEqual(properties["viewController"]?.ownership, .weak)
        XCTAssertEqual(properties["viewController"]?.typeName, "ListProductsViewController?")
        XCTAssertEqual(properties["router"]?.typeName, "(NSObjectProtocol&ListProductsRoutingLogic)?")
        XCTAssertEqual(properties["owner"]?.ownership, .unownedUnsafe)
        XCTAssertEqual(properties["a"]?.typeName, "Int")
        XCTAssertEqual(properties["b"]?.typeName, "Int")
        XCTAssertEqual(properties["worker"]?.isLazy, true)
        XCTAssertEqual(properties["worker"]?.initializer, .construction("ListProductsWorker"))
        XCTAssertEqual(properties["count"]?.attributes, ["@Published"])
        XCTAssertEqual(properties["computed"]?.isStored, false)
        XCTAssertEqual(properties["computed"]?.references, ["a", "b"])
        XCTAssertEqual(properties["shared"]?.isStatic, true)
    }

    /// References are gathered as byte ranges; they still come out sorted and distinct as Strings, two
    /// spellings of one canonically equivalent name kept once, the first seen, as `Set<String>` kept them.
    func testReferencesAreSortedDistinctAndCanonicallyDeduplicated() throws {
        let precomposed = "caf\u{E9}"
        let decomposed = "cafe\u{301}"
        let facts = scan("""
            struct Menu {
                func order() {
                    zeta(beta, alpha)
                    beta = alpha + zeta
                    print(\(decomposed), \(precomposed), alpha)
                }
            }
            """)
        let function = try XCTUnwrap(facts.types.first?.functions.first)
        XCTAssertEqual(function.references, ["alpha", "beta", precomposed, "print", "zeta"])
        XCTAssertEqual(function.references.first { $0 == precomposed }?.unicodeScalars.count, 5, "the first spelling seen")
    }

    /// A member reached through another value (`interval.start`) is not a mention of a name of the
    /// code's own; `self.start` is, and so is the method `#selector(…)` names, whose type it qualifies.
    func testSelectorOperandsAreMentionsAndOtherMembersAreNot() throws {
        let facts = scan("""
            final class Flow {
                func listen() {
                    center.addObserver(home, selector: #selector(HomeCoordinator.start), name: nil, object: nil)
                    center.addObserver(home, selector: #selector(HomeCoordinator.restart(with:)), name: nil, object: nil)
                    print(interval.end, self.title)
                }
            }
            """)
        let function = try XCTUnwrap(facts.types.first?.functions.first)
        XCTAssertEqual(function.references, ["center", "home", "interval", "print", "restart", "start", "title"])
    }

    func testTokenMapFindsOverwritesAndGrowsPastItsReservation() {
        var map = TokenMap<String>()
        XCTAssertNil(map[3])
        XCTAssertTrue(map.isEmpty)
        map.reserveCapacity(4)
        for key in stride(from: 0, to: 5_000, by: 7) { map[key] = "v\(key)" }
        map[7] = "seven"
        XCTAssertEqual(map[7], "seven")
        XCTAssertEqual(map[0], "v0")
        XCTAssertEqual(map[4_998], "v4998")
        XCTAssertNil(map[8])
        XCTAssertNil(map[5_005])
        XCTAssertFalse(map.isEmpty)
    }

    func testConstructionsCallsAndAssignmentsCarryTheirContext() {
        let facts = scan("""
            extension ListProductsViewController {
                func setup() {
                    let interactor = ListProductsInteractor()
                    presenter.viewController = self
                    interactor?.fetchProducts(request: .init())
                }
            }
            """)
        let context = DeclarationContext(typeName: "ListProductsViewController", member: "setup")
        // The untyped `.init()` argument is a construction its parameter types.
        XCTAssertEqual(facts.constructions.map(\.typeName), ["ListProductsInteractor", ConstructionFact.untypedInit])
        XCTAssertEqual(facts.constructions.first?.context, context)
        XCTAssertEqual(facts.calls.first?.arguments.first?.value, .construction(ConstructionFact.untypedInit))
        XCTAssertEqual(facts.calls.map { "\($0.base ?? "").\($0.name)" }, ["interactor.fetchProducts"])
        XCTAssertEqual(facts.assignments.map(\.target), ["interactor", "presenter.viewController"])
        XCTAssertEqual(facts.assignments.last?.value, .reference("self"))
        XCTAssertEqual(facts.assignments.last?.location.line, 4)
        XCTAssertEqual(facts.assignments.last?.location.column, 9)
    }

    func testAValueKeepsSelfWhereAParameterHasTheName() throws {
        let facts = scan("""
            final class StampViewModel {
                private let bag = Bag()
                private let other = Bag()
                func bind(input: Input, bag: Bag) {
                    input.tap.sink { _ in }.store(in: self.bag)
                    input.tap.sink { _ in }.store(in: bag)
                    input.tap.sink { _ in }.store(in: self.other)
                    func nested(other: Bag) { keep(self.other, self.bag) }
                    let copy = self.bag
                }
                func plain() { keep(self.bag) }
            }
            """)
        let stores = facts.calls.filter { $0.name == "store" }.compactMap(\.arguments.first?.value)
        XCTAssertEqual(stores, [.reference("self.bag"), .reference("bag"), .reference("other")])
        // A function declared in a body is read as part of its member: `bind`'s parameters decide.
        let kept = facts.calls.filter { $0.name == "keep" }.map { $0.arguments.map(\.value) }
        XCTAssertEqual(kept, [[.reference("other"), .reference("self.bag")], [.reference("bag")]])
        XCTAssertEqual(facts.assignments.first { $0.target == "copy" }?.value, .reference("self.bag"))
    }

    func testALocalDeclaredWithoutAValueIsALocal() throws {
        let facts = scan("""
            final class MenuBuilder {
                func add(_ definition: MenuDefinition) {
                    let menuItem: NSMenuItem, count: Int
                    var title: String { definition.title }
                    if definition.isSeparator { menuItem = .separator() } else { menuItem = NSMenuItem() }
                    definition.item = menuItem
                }
            }
            """)
        let declared = facts.assignments.filter(\.isDeclaration)
        // A computed local (`title`) is a local name too, with a value archlint does not read; the
        // others have none yet.
        XCTAssertEqual(declared.map(\.target), ["menuItem", "count", "title"])
        XCTAssertEqual(declared.map(\.value), [.unset, .unset, .other])
        XCTAssertEqual(declared.first?.location.line, 3)
        XCTAssertEqual(facts.assignments.filter { !$0.isDeclaration }.map(\.target), ["menuItem", "menuItem", "definition.item"])
    }

    func testAnAssignmentInsideAnIfThatTestsItsTargetForNilFillsOnlyWhenEmpty() throws {
        let facts = scan("""
            final class Toasts {
                static var shared: Toasts?
                static func install(window: UIWindow) {
                    if shared == nil {
                        shared = Toasts()
                        shared?.window = window
                    }
                    if self.cache == nil { queue.async { cache = Cache() } }
                    if Toasts.shared == nil { prepare() } else { Toasts.shared = Toasts() }
                    if shared == nil, ready { shared = Toasts() }
                    if shared == nil && ready { shared = Toasts() }
                    if other == nil { shared = Toasts() }
                    if Self.shared == nil { Self.shared = Toasts() }
                    if let shared { self.shared = shared }
                    if package == nil { package = Package() }
                    shared = nil
                }
            }
            """)
        let assignments = facts.assignments.filter { !$0.isDeclaration }
        XCTAssertEqual(assignments.map(\.target), ["shared", "shared.window", "cache", "Toasts.shared", "shared", "shared",
                                                    "shared", "shared", "package", "shared"])
        // Only the first; one in a closure opened in a tested block (it may run later), an `else`, a second
        // condition, another target or an unconditional assignment does not count.
        XCTAssertEqual(assignments.map(\.onlyWhenNil), [true, false, false, false, false, false, false, false, true, false])
    }

    func testNamesAPatternBindsAreLocals() throws {
        let facts = scan("""
            final class AddressInput {
                func update(_ info: Info) {
                    switch info {
                    case let .memo(destination), let .tag(destination): show(destination)
                    case .install(url: let url), Outcome.loaded(let url): show(url)
                    case let (nil, .some(height)): show(height)
                    case let code: show(code)
                    case .pair(let first, let second), (let first, let second): show(first, second)
                    }
                    if let (artist, title) = metadata(), let name = artist.name, let title {
                        show(name + title)
                    }
                    do { try run() } catch let error { show(error) }
                }
            }
            """)
        let declared = facts.assignments.filter(\.isDeclaration)
        XCTAssertEqual(declared.map(\.target), ["destination", "destination", "url", "url", "height", "code",
                                                 "first", "second", "first", "second", "artist", "title", "name", "error"])
        XCTAssertEqual(declared.filter { $0.target == "name" }.map(\.value), [.reference("artist.name")])
    }

    func testCodeInAPreviewBlockIsThePreviewsOwn() throws {
        let facts = scan("""
            let shared = Store()
            #Preview("Dark") {
                SearchView(store: Store())
            }
            """)
        XCTAssertEqual(facts.constructions.map(\.context.member), [nil, "#Preview", "#Preview"])
    }

    func testClosureCaptureListOnTheNextLineAndDestinations() throws {
        let facts = scan("""
            final class A {
                var onTap: (() -> Void)?
                func bind() {
                    onTap = {
                        [weak self] in
                        self?.run()
                    }
                    items.map { self.f($0) }
                    let f: NumberFormatter = { NumberFormatter() }()
                }
            }
            """)
        XCTAssertEqual(facts.closures.count, 3)
        XCTAssertEqual(facts.closures[0].destination, .assigned(target: "onTap"))
        XCTAssertEqual(facts.closures[0].selfCapture, .weak)
        XCTAssertEqual(facts.closures[0].location.line, 4)
        XCTAssertEqual(facts.closures[1].destination, .argument(callee: "map", base: "items", label: nil))
        XCTAssertTrue(facts.closures[1].referencesSelf)
        XCTAssertEqual(facts.closures[2].destination, .invoked)
        XCTAssertFalse(facts.closures[2].referencesSelf)
    }

    func testImplicitMemberCallsAreToldToTheInnermostClosureAroundThem() {
        let facts = scan("""
            final class A {
                func bind() {
                    completion(.failure(.timeout))
                    tap.flatMap { id -> Observable<Int> in
                        guard let id else { return .never() }
                        return self.load(id).catch { _ in .just(.init(0)) }.map { .success($0) }
                    }
                    let value: Int = .init(3)
                }
            }
            """)
        // Outside every closure (`.failure`), an implicit `.init` and a member that is not called
        // (`.timeout`) are told to none.
        XCTAssertEqual(facts.closures.map(\.implicitMemberCalls), [["never"], ["just"], ["success"]])
        XCTAssertEqual(facts.closures.map { $0.location.line }, [4, 6, 6])
    }

    func testTypedInitReturnedByAClosureCalledAtOnceBuildsTheDeclaredType() {
        let facts = scan("""
            final class Dependencies {
                lazy var central: Central = {
                    .init(central: Peripheral.central)
                }()
                lazy var router: Router? = { return .init() }()
                lazy var monitor: NetworkMonitor = { [unowned self] in .init(owner: self) }()
                lazy var cache: Cache = { .init(limit: $0) }(10)
            }
            """)
        XCTAssertEqual(facts.constructions.map(\.typeName), ["Central", "Router"])
        XCTAssertEqual(facts.constructions.map(\.context.member), ["central", "router"])
    }

    func testTypeSelfIsNotASelfMention() {
        let facts = scan("final class A { func f() { h = { register(Cell.self) } } }")
        XCTAssertEqual(facts.closures.first?.referencesSelf, false)
    }

    func testTemplatePlaceholdersAreIdentifiers() {
        let facts = scan("final class ___VARIABLE_sceneName___Interactor: ___VARIABLE_sceneName___BusinessLogic {}")
        XCTAssertEqual(facts.types.first?.name, "___VARIABLE_sceneName___Interactor")
    }

    /// A one-line string literal written as a whole argument is kept with its text (a storyboard's
    /// name, a controller's identifier); any other string, or a literal inside a larger expression,
    /// stays `other`.
    func testPlainStringLiteralsAsArgumentsKeepTheirText() {
        let facts = scan(#"""
            final class Router {
                func open() {
                    let storyboard = UIStoryboard(name: "Main", bundle: nil)
                    storyboard.instantiateViewController(withIdentifier: "Settings")
                    show("Hello \(name)", "a\nb", #"raw"#, """
                        multi
                        """, "", "left" + "right")
                }
            }
            """#)
        XCTAssertEqual(facts.constructions.first?.arguments.map(\.value), [.string("Main"), .literal("nil")])
        let instantiation = facts.calls.first { $0.name == "instantiateViewController" }
        XCTAssertEqual(instantiation?.arguments, [ArgumentFact(label: "withIdentifier", value: .string("Settings"))])
        XCTAssertEqual(facts.calls.first { $0.name == "show" }?.arguments.map(\.value), Array(repeating: .other, count: 6))
    }

    /// A chain of calls handed in as an argument is kept with `()` after each member called on the
    /// way; a chain ending with a member, through a subscript or an optional call stays `other`, and
    /// the same chain anywhere but in an argument or a local's value.
    func testCallChainsAsArgumentsKeepTheirPath() {
        let facts = scan("""
            final class ProfileViewController {
                func bind() {
                    viewModel.transform(input: Input(
                        tapped: self.header.rx.tapGesture().asObservable(),
                        swiped: banner.rx.swipeGesture(.left).when(.recognized).share(),
                        plain: button.rx.tap.asObservable(),
                        member: service.load().value,
                        subscripted: items[0].load().run(),
                        optional: handler?(1).run()))
                    let local = header.rx.tapGesture().asObservable()
                }
            }
            """)
        XCTAssertEqual(facts.constructions.first { $0.typeName == "Input" }?.arguments.map(\.value), [
            .callChain("header.rx.tapGesture().asObservable"), .callChain("banner.rx.swipeGesture().when().share"),
            .call("button.rx.tap.asObservable"), .other, .other, .other,
        ])
        // A local bound to a chain keeps it too (`let tap = button.rx.tap.asObservable()` handed in later).
        XCTAssertEqual(facts.assignments.first { $0.target == "local" }?.value, .callChain("header.rx.tapGesture().asObservable"))
    }

    /// A property whose whole initial value is such a literal keeps it too (`NSStoryboard.Name`
    /// constants); any other initial value stays as it was.
    func testPlainStringLiteralsAsPropertyValuesKeepTheirText() {
        let facts = scan(#"""
            extension NSStoryboard.Name {
                static let player = "JSPlayer"
                static let joined = "JS" + "Player"
                static let interpolated = "\(prefix)Player"
                static let empty = ""
                static let typed: String = "Typed"
            }
            """#)
        let values = Dictionary(uniqueKeysWithValues: facts.types.flatMap(\.properties).map { ($0.name, $0.initializer) })
        XCTAssertEqual(values["player"], .string("JSPlayer"))
        XCTAssertEqual(values["typed"], .string("Typed"))
        XCTAssertEqual(values["joined"], .other)
        XCTAssertEqual(values["interpolated"], .other)
        XCTAssertEqual(values["empty"], .other)
    }
}
