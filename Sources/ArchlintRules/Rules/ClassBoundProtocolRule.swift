import ArchlintFacts
import ArchlintFindings
import ArchlintModel

/// Protocols used for back references are class-bound.
public struct ClassBoundProtocolRule: Rule {
    public init() {}

    public static let description = RuleDescription(
        identifier: "class_bound_protocol",
        name: "Class-Bound Protocol",
        summary: "Protocols used for back references (display logic, delegates, the type of a weak property) are class-bound.",
        rationale: """
            Only a class-bound protocol can be the type of a `weak` property. A `*DisplayLogic` or \
            `*Delegate` protocol that is not class-bound forces every holder to keep a strong reference, \
            and the retain cycle is built into the API.
            """,
        howToFix: "Declare the protocol `: AnyObject` (or refine a class-bound protocol).",
        defaultSeverity: .warning,
        triggeringExamples: [
            Example("""
                protocol ↓ListProductsDisplayLogic {
                    func displayProducts()
                }
                """),
            Example("""
                protocol ↓CheckoutDelegate {
                    func checkoutDidFinish()
                }
                protocol ↓OnboardingNavigation {
                    func showHome()
                }
                final class OnboardingViewModel {
                    weak var navigation: OnboardingNavigation?
                }
                """),
        ],
        nonTriggeringExamples: [
            Example("""
                protocol ListProductsDisplayLogic: AnyObject {}
                protocol CheckoutDelegate: NSObjectProtocol {}
                @objc protocol LegacyDelegate {}
                protocol BaseDelegate: AnyObject {}
                protocol RefinedDelegate: BaseDelegate {}
                protocol OldStyleDelegate: class {}
                """),
            Example("""
                // A factory or helper named like a coordinator is not a back reference; a weak property
                // that composes the protocol with AnyObject is class-bound where it is used.
                protocol CoordinatorFactory {
                    func makeCatalog() -> AnyObject
                }
                protocol TextZoomCoordinating {
                    func zoom()
                }
                final class SettingsViewModel {
                    let coordinatorFactory: CoordinatorFactory
                    let textZoomCoordinator: TextZoomCoordinating
                    weak var handler: (ErrorPageHandling & AnyObject)?
                    init(coordinatorFactory: CoordinatorFactory, textZoomCoordinator: TextZoomCoordinating) {
                        self.coordinatorFactory = coordinatorFactory
                        self.textZoomCoordinator = textZoomCoordinator
                    }
                }
                protocol ErrorPageHandling {}
                """),
            Example("""
                // A protocol used only for values and services is not a back reference.
                protocol PriceFormatting {
                    func format(_ value: Decimal) -> String
                }
                protocol ProductServicing {
                    func fetch()
                }
                """),
        ]
    )

    static let classBoundParents: Set<String> = ["AnyObject", "class", "NSObjectProtocol"]

    public func check(_ context: RuleContext) -> [Finding] {
        let model = context.model
        // Protocols used as the type of a weak or navigation property anywhere.
        var usedForBackReferences = Set<TypeID>()
        for id in model.typeIDs {
            guard let type = model[id] else { continue }
            for property in type.storedProperties {
                guard let typeName = property.typeName else { continue }
                // `weak var x: (P & AnyObject)?` makes P class-bound where it is used.
                guard property.ownership != .strong, !model.typeReference(typeName).names.contains("AnyObject")
                else { continue }
                for target in model.resolveTypeText(typeName, from: id).ids where model[target]?.kind == .protocol {
                    usedForBackReferences.insert(target)
                }
            }
        }
        var violations: [Finding] = []
        for id in model.typeIDs {
            guard let type = model[id], type.kind == .protocol, !type.isTestCode else { continue }
            let name = type.simpleName
            let byName = name.hasSuffix("DisplayLogic") || name.hasSuffix("Delegate")
            guard byName || usedForBackReferences.contains(id), !isClassBound(id, model: model) else { continue }
            violations.append(finding(
                at: type.location, .type(type.typeName),
                "protocol \(type.name) is used for back references but is not class-bound, so they cannot be weak; "
                    + "declare it `: AnyObject`"))
        }
        return violations
    }

    /// `AnyObject`, `: class`, `NSObjectProtocol`, `@objc`, or a class-bound parent protocol.
    private func isClassBound(_ id: TypeID, model: ProjectModel) -> Bool {
        var visited = Set<TypeID>()
        var stack = [id]
        while let current = stack.popLast() {
            guard visited.insert(current).inserted, let type = model[current] else { continue }
            if type.attributes.contains("@objc") { return true }
            for entry in type.inherited {
                let names = model.typeReference(entry).names
                if entry == "class" || names.contains(where: { ClassBoundProtocolRule.classBoundParents.contains($0) }) {
                    return true
                }
                for parent in model.resolveTypeText(entry, from: current).ids {
                    if model[parent]?.kind == .protocol { stack.append(parent) } else { return true }  // a superclass bound
                }
            }
        }
        return false
    }
}
