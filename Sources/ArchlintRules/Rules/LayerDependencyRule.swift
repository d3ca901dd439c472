import ArchlintFacts
import ArchlintModel

/// User-declared layers and what they may depend on (dependency-cruiser / import-linter style).
public struct LayerDependencyRule: Rule {
    public init() {}

    static let domain = Layer(name: "domain", paths: ["Sources/Domain/**"], mustNotDependOn: ["ui"])
    static let ui = Layer(name: "ui", roles: [.view, .presenter])
    static let data = Layer(name: "data", names: ["*Repository", "*Client"], mayDependOn: ["domain"])

    public static let description = RuleDescription(
        identifier: "layer_dependency",
        name: "Layer Dependency",
        summary: "Declared layers depend only on what their contracts allow (may_depend_on / must_not_depend_on).",
        rationale: """
            Architecture rules that live only in a wiki drift. Declaring layers (by role, type-name glob or \
            path glob) and their allowed dependencies makes the architecture checkable: a domain model that \
            reaches into the UI, or a data layer that knows about presenters, fails the build where it \
            happens. Every stored reference, injection, construction, call, conformance and inheritance \
            counts as a dependency.
            """,
        howToFix: """
            Invert the dependency: have the lower layer declare a protocol and let the higher layer \
            implement it, or move the type into the layer it belongs to.
            """,
        defaultSeverity: .error,
        options: [RuleOption(name: "layers", summary: "name: { roles | names | paths, may_depend_on, must_not_depend_on }",
                             defaultValue: "none (the rule does nothing until layers are declared)")],
        triggeringExamples: [
            Example(files: [
                ("Sources/Domain/Order.swift", """
                    final class Order {
                        var ↓screen: OrderViewController?
                    }
                    """),
                ("Sources/App/OrderViewController.swift", "final class OrderViewController: UIViewController {}"),
            ]).with { $0.layers = [LayerDependencyRule.domain, LayerDependencyRule.ui] },
            Example("""
                final class OrdersRepository {
                    func save() {
                        let presenter = ↓OrdersPresenter()
                        _ = presenter
                    }
                }
                final class OrdersPresenter {}
                struct Order {}
                """).with { $0.layers = [LayerDependencyRule.data, LayerDependencyRule.ui,
                                         Layer(name: "domain", names: ["Order"])] },
        ],
        nonTriggeringExamples: [
            Example(files: [
                ("Sources/Domain/Order.swift", "final class Order {}\nprotocol OrderDisplaying: AnyObject {}"),
                ("Sources/App/OrderViewController.swift", """
                    final class OrderViewController: UIViewController, OrderDisplaying {
                        let order: Order
                        init(order: Order) { self.order = order }
                    }
                    """),
            ]).with { $0.layers = [LayerDependencyRule.domain, LayerDependencyRule.ui] },
            Example("""
                // No layers declared: nothing to check.
                final class Order { var screen: OrderViewController? }
                final class OrderViewController: UIViewController {}
                """),
        ]
    )

    public func check(_ context: RuleContext) -> [Violation] {
        let layers = context.options.layers
        guard !layers.isEmpty else { return [] }
        let model = context.model
        var membership: [TypeID: [String]] = [:]
        for id in model.typeIDs {
            guard let type = model[id], type.role != .testDouble else { continue }
            let names = layers.filter { $0.contains(type) }.map(\.name)
            if !names.isEmpty { membership[id] = names }
        }
        var violations: [Violation] = []
        var reported = Set<String>()
        for edge in context.graph.edges {
            guard let fromLayers = membership[edge.from], let toLayers = membership[edge.to] else { continue }
            for fromName in fromLayers {
                guard let layer = layers.first(where: { $0.name == fromName }) else { continue }
                for toName in toLayers where toName != fromName && !fromLayers.contains(toName) {
                    let forbidden = layer.mustNotDependOn.contains(toName)
                        || (layer.mayDependOn.map { !$0.contains(toName) } ?? false)
                    let key = "\(edge.location.file):\(edge.location.line):\(edge.location.column):\(fromName)>\(toName)"
                    guard forbidden, reported.insert(key).inserted else { continue }
                    violations.append(violation(
                        at: edge.location, symbol: "\(edge.from.name)→\(edge.to.name)",
                        "\(edge.from.name) (layer \(fromName)) depends on \(edge.to.name) (layer \(toName)) through "
                            + "\(edge.kind.rawValue)\(edge.label.isEmpty ? "" : " \(edge.label)"); \(fromName) must not depend on \(toName)"))
                }
            }
        }
        return violations
    }
}
