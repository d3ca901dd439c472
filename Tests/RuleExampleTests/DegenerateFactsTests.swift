import ArchlintFindings
import ArchlintFacts
import ArchlintModel
import ArchlintRules
import XCTest

/// Facts a front end may produce from broken or unusual code (an anonymous member's empty name, a
/// category of an unknown class) must not crash the model, the graph or any rule. Found when
/// SDWebImage's Objective-C crashed an early build.
final class DegenerateFactsTests: XCTestCase {
    func testEmptyNamesAndPathsAreTolerated() {
        let here = SourceLocation(file: "A.m", line: 1, column: 1)
        let context = DeclarationContext(typeName: "A", member: "run")
        let facts = FileFacts(
            path: "A.m",
            types: [TypeFact(kind: .class, name: "A", location: here),
                    TypeFact(kind: .extension, name: "", location: here),
                    TypeFact(kind: .class, name: "", location: here)],
            constructions: [ConstructionFact(typeName: "", arguments: [], context: context, inDefaultArgument: false, location: here)],
            calls: [CallFact(name: "append", base: "", arguments: [ArgumentFact(label: nil, value: .call(""))],
                             context: context, location: here)],
            assignments: [AssignmentFact(target: "", value: .reference(""), isDeclaration: false, context: context, location: here),
                          AssignmentFact(target: ".", value: .call("."), isDeclaration: false, context: context, location: here)],
            closures: [ClosureFact(captures: [], referencesSelf: true, destination: .assigned(target: ""), context: context,
                                   location: here, end: here)])
        let model = ProjectModel(files: [facts])
        let graph = DependencyGraph(model: model)
        let violations = RuleCatalog.check(RuleContext(model: model, graph: graph))
        XCTAssertTrue(violations.allSatisfy { $0.location.file == "A.m" })
    }
}
