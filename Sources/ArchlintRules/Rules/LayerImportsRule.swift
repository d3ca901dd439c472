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
            reusable across UIKit and SwiftUI.
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
                ("Services/ProductService.swift", "import Foundation\n↓import SwiftUI\nfinal class ProductService {}"),
                ("Models/OrderModel.swift", "↓import UIKit\nstruct OrderModel { let id: Int }"),
            ]),
        ],
        nonTriggeringExamples: [
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
            ]),
        ]
    )

    /// A model in the layered sense: a scene's models, or a value type named as data (`*Model`,
    /// `*Entity`, `*DTO`, `*Request`, `*Response`). Any other struct (a namespace of constants, an app
    /// state) is not a layer this rule guards. Nested models follow their enclosing type's file.
    static func isDataModel(_ type: ProjectType) -> Bool {
        guard !type.name.contains(".") else { return false }
        if type.scene != nil { return true }
        return ["Model", "Entity", "DTO", "Request", "Response"].contains { type.simpleName.hasSuffix($0) }
    }

    static let uiFreeRoles = RuleOption.roles(
        "roles", default: ["interactor", "model", "presenter", "service", "worker"],
        "The roles whose files must not import a UI framework.")
    static let uiFrameworks = RuleOption.names(
        "frameworks", default: ["AppKit", "SwiftUI", "UIKit"], "The modules that count as UI frameworks.")

    public func check(_ context: RuleContext) -> [Finding] {
        let model = context.model
        let uiFreeRoles = Set(names(Self.uiFreeRoles, context).compactMap(Role.init(rawValue:)))
        let uiFrameworks = Set(names(Self.uiFrameworks, context))
        var typesByFile: [String: [ProjectType]] = [:]
        for id in model.typeIDs {
            guard let type = model[id] else { continue }
            for file in type.files { typesByFile[file, default: []].append(type) }
        }
        var violations: [Finding] = []
        for file in typesByFile.keys.sorted() {
            let types = typesByFile[file] ?? []
            // The file's first type whose role must stay UI-free; nested models follow their enclosing type.
            guard let type = types.first(where: { type in
                guard type.kind != .protocol, let role = type.role, uiFreeRoles.contains(role) else { return false }
                return role != .model || LayerImportsRule.isDataModel(type)
            }), let role = type.role else { continue }
            // A file that also declares a view is a view file (a SwiftUI view with its model beside it).
            let declaresView = types.contains { other in
                other.role == .view || other.inherited.contains("View") || other.inherited.contains("SwiftUI.View")
            }
            if declaresView { continue }
            for fact in model.importsByFile[file] ?? [] where uiFrameworks.contains(fact.module) {
                violations.append(finding(
                    at: fact.location, .moduleImport(fact.module),
                    "\(file.split(separator: "/").last ?? "") declares \(type.name) (\(role.displayName)) and imports "
                        + "\(fact.module); keep \(role.displayName)s free of UI frameworks" + nameOnlyNote(type)))
            }
        }
        return violations
    }
}
