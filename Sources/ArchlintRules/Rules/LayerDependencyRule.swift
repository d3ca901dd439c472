import ArchlintFacts
import ArchlintFindings
import ArchlintModel

/// User-declared layers and what they may depend on (dependency-cruiser / import-linter style).
public struct LayerDependencyRule: Rule {
    public init() {}

    static let domain = LayerDeclaration(name: "domain", paths: ["Sources/Domain/**"], mustNotDependOn: ["ui"])
    static let ui = LayerDeclaration(name: "ui", roles: ["view", "presenter"])
    static let data = LayerDeclaration(name: "data", names: ["*Repository", "*Client"], mayDependOn: ["domain"])

    public static let description = RuleDescription(
        identifier: "layer_dependency",
        name: "Layer Dependency",
        summary: "Declared layers depend only on what their contracts allow (may_depend_on / must_not_depend_on).",
        rationale: """
            Architecture rules that live only in a wiki drift. Declaring layers (by role, type-name glob or \
            path glob) and their allowed dependencies makes the architecture checkable: a domain model that \
            reaches into the UI, or a data layer that knows about presenters, fails the build where it \
            happens. Every stored reference, injection, construction, call, conformance and inheritance \
            counts as a dependency, on the type the code writes: a property typed with a protocol depends \
            on the protocol's layer, not on the layers of the types that implement it.
            """,
        howToFix: """
            Invert the dependency: have the lower layer declare a protocol and let the higher layer \
            implement it, or move the type into the layer it belongs to.
            """,
        defaultSeverity: .error,
        options: [layersOption, forbiddenOption],
        triggeringExamples: [
            Example(files: [
                ("Sources/Domain/Order.swift", """
                    final class Order {
                        var ↓screen: OrderViewController?
                    }
                    """),
                ("Sources/App/OrderViewController.swift", "final class OrderViewController: UIViewController {}"),
            ]).with("layer_dependency", layersOption, .layers([LayerDependencyRule.domain, LayerDependencyRule.ui])),
            Example("""
                final class OrdersRepository {
                    func save() {
                        let presenter = ↓OrdersPresenter()
                        _ = presenter
                    }
                }
                final class OrdersPresenter {}
                struct Order {}
                """).with("layer_dependency", layersOption, .layers([LayerDependencyRule.data, LayerDependencyRule.ui,
                                                                 LayerDeclaration(name: "domain", names: ["Order"])])),
            Example(files: [
                // A protocol the UI declares is still the UI's, whoever implements it.
                ("Sources/Domain/CheckoutUseCase.swift", """
                    final class CheckoutUseCase {
                        weak var ↓output: CheckoutOutput?
                        func complete() { ↓output?.checkoutDidComplete() }
                    }
                    """),
                ("Sources/App/CheckoutViewController.swift", """
                    protocol CheckoutOutput: AnyObject { func checkoutDidComplete() }
                    final class CheckoutViewController: UIViewController, CheckoutOutput {
                        func checkoutDidComplete() {}
                    }
                    """),
            ]).with("layer_dependency", layersOption, .layers([
                LayerDependencyRule.domain, LayerDeclaration(name: "ui", paths: ["Sources/App/**"]),
            ])),
            Example(files: [
                // A protocol no layer names is in the layer of the screen whose file declares it; a type
                // alias is read through, and a framework's base class is the object behind it.
                ("Sources/LoginInteractor.swift", """
                    typealias LoginOutput = LoginDisplayLogic
                    final class LoginInteractor {
                        weak var ↓viewController: LoginDisplayLogic?
                        weak var ↓output: LoginOutput?
                        weak var ↓screen: UIViewController?
                    }
                    """),
                ("Sources/LoginViewController.swift", """
                    protocol LoginDisplayLogic: AnyObject { func displayWelcome() }
                    final class LoginViewController: UIViewController, LoginDisplayLogic {
                        let interactor = LoginInteractor()
                        override func viewDidLoad() {
                            interactor.viewController = self
                            interactor.output = self
                            interactor.screen = self
                        }
                        func displayWelcome() {}
                    }
                    """),
            ]).with("layer_dependency", layersOption, .layers([
                LayerDeclaration(name: "business", roles: ["interactor"], mustNotDependOn: ["ui"]),
                LayerDeclaration(name: "ui", roles: ["view"]),
            ])),
        ],
        nonTriggeringExamples: [
            Example(files: [
                // The inversion the rule asks for: the domain declares the protocols it stores and calls,
                // the UI and the data layer implement them, and the composition root wires them.
                ("Sources/Domain/CheckoutUseCase.swift", """
                    protocol CheckoutOutput: AnyObject { func checkoutDidComplete() }
                    protocol OrderRepository { func save() }
                    final class CheckoutUseCase {
                        weak var output: CheckoutOutput?
                        private let repository: OrderRepository
                        init(repository: OrderRepository) { self.repository = repository }
                        func complete() {
                            repository.save()
                            output?.checkoutDidComplete()
                        }
                    }
                    """),
                ("Sources/App/CheckoutViewController.swift", """
                    final class CheckoutViewController: UIViewController, CheckoutOutput {
                        let useCase = CheckoutUseCase(repository: APIOrderRepository())
                        override func viewDidLoad() { useCase.output = self }
                        func checkoutDidComplete() {}
                    }
                    """),
                ("Sources/Data/APIOrderRepository.swift", "final class APIOrderRepository: OrderRepository {\n    func save() {}\n}"),
            ]).with("layer_dependency", layersOption, .layers([
                LayerDeclaration(name: "domain", paths: ["Sources/Domain/**"], mayDependOn: []),
                LayerDeclaration(name: "ui", paths: ["Sources/App/**"]),
                LayerDeclaration(name: "data", paths: ["Sources/Data/**"], mayDependOn: ["domain"]),
            ])),
            Example(files: [
                ("Sources/Domain/Order.swift", "final class Order {}\nprotocol OrderDisplaying: AnyObject {}"),
                ("Sources/App/OrderViewController.swift", """
                    final class OrderViewController: UIViewController, OrderDisplaying {
                        let order: Order
                        init(order: Order) { self.order = order }
                    }
                    """),
            ]).with("layer_dependency", layersOption, .layers([LayerDependencyRule.domain, LayerDependencyRule.ui])),
            Example(files: [
                // An extension adds members; it never puts its type into another folder's layer: Order
                // stays in the domain although the UI folder extends it.
                ("Sources/Domain/Order.swift", """
                    struct Order { let id: Int }
                    final class OrderBook {
                        var orders: [Order] = []
                    }
                    """),
                ("Sources/UI/Order+Display.swift", "extension Order {\n    var title: String { \"#\\(id)\" }\n}"),
            ]).with("layer_dependency", layersOption, .layers([
                LayerDependencyRule.domain, LayerDeclaration(name: "ui", paths: ["Sources/UI/**"]),
            ])),
            Example("""
                // No layers declared: nothing to check.
                final class Order { var screen: OrderViewController? }
                final class OrderViewController: UIViewController {}
                """),
        ]
    )

    static let layersOption = RuleOption.layers(
        "layers", "The layers, by name: `{ roles, names, paths, may_depend_on, must_not_depend_on }` (also the top-level "
            + "`layers:` key). The rule does nothing until layers are declared.")
    static let forbiddenOption = RuleOption.layerContracts(
        "forbidden", "Contracts `[{ from: layer, to: layer }]`, each added to the `from` layer's `must_not_depend_on`.")

    public func check(_ context: RuleContext) -> [Finding] {
        let layers = layers(Self.layersOption, context).map(Layer.init)
        guard !layers.isEmpty else { return [] }
        let model = context.model
        var membership: [TypeID: [String]] = [:]
        for id in model.typeIDs {
            guard let type = model[id], !type.isTestCode else { continue }
            let names = layers.filter { $0.contains(type) }.map(\.name)
            if !names.isEmpty { membership[id] = names }
        }
        // A protocol no layer names (by role or type name, as a screen's `*DisplayLogic` is not) is in
        // the layers of the other types its file declares: the screen's file declares its contract.
        var fileLayers: [String: Set<String>]?
        func declaringFileLayers(ofProtocol id: TypeID) -> [String]? {
            if fileLayers == nil {
                var found: [String: Set<String>] = [:]
                for (member, names) in membership where model[member]?.kind != .protocol {
                    for file in model[member]?.declarationFiles ?? [] { found[file, default: []].formUnion(names) }
                }
                fileLayers = found
            }
            let names = (model[id]?.declarationFiles ?? []).reduce(into: Set<String>()) { $0.formUnion(fileLayers?[$1] ?? []) }
            return names.isEmpty ? nil : names.sorted()
        }
        var violations: [Finding] = []
        var reported = Set<String>()
        for edge in context.graph.edges {
            guard let fromLayers = membership[edge.from] else { continue }
            for target in writtenTargets(of: edge, model) {
                guard let toLayers = membership[target]
                    ?? (target != edge.to && model[target]?.kind == .protocol ? declaringFileLayers(ofProtocol: target) : nil)
                else { continue }
                for fromName in fromLayers {
                    guard let layer = layers.first(where: { $0.name == fromName }) else { continue }
                    for toName in toLayers where toName != fromName && !fromLayers.contains(toName) {
                        let forbidden = layer.declaration.mustNotDependOn.contains(toName)
                            || (layer.declaration.mayDependOn.map { !$0.contains(toName) } ?? false)
                        let key = "\(edge.location.file):\(edge.location.line):\(edge.location.column):\(fromName)>\(toName)"
                        guard forbidden, reported.insert(key).inserted else { continue }
                        violations.append(finding(
                            at: edge.location, .dependency(from: edge.from.typeName, to: target.typeName),
                            "\(edge.from.name) (layer \(fromName)) depends on \(target.name) (layer \(toName)) through "
                                + "\(edge.kind.rawValue)\(edge.label.isEmpty ? "" : " \(edge.label)"); \(fromName) must not depend on \(toName)"))
                    }
                }
            }
        }
        return violations
    }

    /// The types the code depends on through an edge: what it writes. An edge the graph resolved through
    /// a protocol (`weak var output: CheckoutOutput?`, filled by a screen) depends on that protocol,
    /// not on who implements it: the inversion the rule asks for. The protocols written for the stored
    /// property the edge stores or calls on, through type aliases; the object behind it when the
    /// written type is none of the project's protocols (a framework's base class, a generic parameter).
    private func writtenTargets(of edge: Edge, _ model: ProjectModel) -> [TypeID] {
        guard edge.isResolvedThroughAbstraction else { return [edge.to] }
        let propertyName: String?
        switch edge.kind {
        case .stores:
            propertyName = edge.label
        case .calls:
            propertyName = (model.calls[edge.from] ?? []).first { $0.location == edge.location && $0.name == edge.label }?.base
        default:
            // An initialiser's parameter typed with the protocol: the edge goes to the protocol itself.
            return [edge.to]
        }
        guard let propertyName, let property = model[edge.from]?.property(named: propertyName), let written = property.typeName
        else { return [edge.to] }
        let protocols = model.resolveTypeTextReadingAliases(written, from: edge.from).filter { model[$0]?.kind == .protocol }
        return protocols.isEmpty ? [edge.to] : protocols
    }
}
