import ArchlintFacts
import ArchlintFindings
import ArchlintModel

/// A rule's documentation and tests in one value: SwiftLint's model. The examples mark each expected
/// finding with `↓` right before the reported position; the generic example test runs them all.
public struct RuleDescription: Sendable {
    /// What configuration, reporters and documentation need to know of the rule.
    public var documentation: RuleDocumentation
    public var triggeringExamples: [Example]
    public var nonTriggeringExamples: [Example]

    public init(identifier: String, name: String, summary: String, rationale: String, howToFix: String,
                defaultSeverity: Severity, options: [RuleOption] = [], triggeringExamples: [Example],
                nonTriggeringExamples: [Example]) {
        self.documentation = RuleDocumentation(identifier: identifier, name: name, summary: summary, rationale: rationale,
                                               howToFix: howToFix, defaultSeverity: defaultSeverity, options: options)
        self.triggeringExamples = triggeringExamples
        self.nonTriggeringExamples = nonTriggeringExamples
    }

    public var identifier: String { documentation.identifier }
    public var name: String { documentation.name }
    public var summary: String { documentation.summary }
    public var rationale: String { documentation.rationale }
    public var howToFix: String { documentation.howToFix }
    public var defaultSeverity: Severity { documentation.defaultSeverity }
    public var options: [RuleOption] { documentation.options }
}

/// A small project for a rule example: one or more files; `↓` marks where findings are expected.
public struct Example: Sendable {
    public var files: [(path: String, code: String)]
    /// Options the example runs with (layers for `layer_dependency`, a lower container size…).
    public var options = RuleOptionValues()
    /// Where the example is declared, so a failing example points at its source.
    public var sourceFile: String
    public var sourceLine: Int

    public init(_ code: String, file: StaticString = #filePath, line: UInt = #line) {
        self.files = [("Example.swift", code)]
        self.sourceFile = "\(file)"
        self.sourceLine = Int(line)
    }

    public init(files: [(path: String, code: String)], file: StaticString = #filePath, line: UInt = #line) {
        self.files = files
        self.sourceFile = "\(file)"
        self.sourceLine = Int(line)
    }

    /// The same example run with one option of a rule set.
    public func with(_ rule: String, _ option: RuleOption, _ value: RuleOptionValue) -> Example {
        var copy = self
        copy.options[rule, option.name] = value
        return copy
    }
}

/// What every rule sees: the model, the graph and its ownership, and the run's options. Immutable:
/// rules do not coordinate; "one defect, one report" is applied to their findings afterwards.
public struct RuleContext: Sendable {
    public let model: ProjectModel
    public let graph: DependencyGraph
    public let ownership: OwnershipAnalysis
    public let lifetime: ProcessLifetime
    public let options: RuleOptionValues

    public init(model: ProjectModel, graph: DependencyGraph, options: RuleOptionValues = RuleOptionValues()) {
        self.model = model
        self.graph = graph
        self.ownership = OwnershipAnalysis(graph: graph)
        self.lifetime = ProcessLifetime(graph: graph)
        self.options = options
    }
}

/// A rule reads the model and the graph and returns findings. It shares no state with other rules.
public protocol Rule: Sendable {
    static var description: RuleDescription { get }
    init()
    func check(_ context: RuleContext) -> [Finding]
}

extension Rule {
    public var description: RuleDescription { Self.description }
    static var identifier: String { description.identifier }

    func finding(at location: SourceLocation, _ subject: Subject, defects: [Defect] = [], _ message: String) -> Finding {
        Finding(ruleID: Self.identifier, severity: Self.description.defaultSeverity, location: location,
                message: message, subject: subject, defects: defects)
    }

    /// Says which of the finding's roles rest on a name alone (SPEC §3: "where evidence is only a
    /// name, a rule that would report on it must be able to say so"); empty when none does.
    func nameOnlyNote(_ types: ProjectType...) -> String {
        let named = types.filter(\.roleRestsOnName).compactMap { type in
            type.role.map { role in
                let article = role.displayName.first.map { "aeiou".contains($0) } == true ? "an" : "a"
                return "\(type.name) is \(article) \(role.displayName)"
            }
        }
        guard !named.isEmpty else { return "" }
        return " [by name only: " + named.joined(separator: ", ") + "]"
    }

    // Typed reads of the rule's own declared options.

    func bool(_ option: RuleOption, _ context: RuleContext) -> Bool {
        if case .bool(let value) = context.options.value(of: option, rule: Self.identifier) { return value }
        if case .bool(let value) = option.defaultValue { return value }
        return false
    }

    func integer(_ option: RuleOption, _ context: RuleContext) -> Int {
        if case .integer(let value) = context.options.value(of: option, rule: Self.identifier) { return value }
        if case .integer(let value) = option.defaultValue { return value }
        return 0
    }

    func names(_ option: RuleOption, _ context: RuleContext) -> [String] {
        if case .names(let value) = context.options.value(of: option, rule: Self.identifier) { return value }
        return []
    }

    func layers(_ option: RuleOption, _ context: RuleContext) -> [LayerDeclaration] {
        if case .layers(let value) = context.options.value(of: option, rule: Self.identifier) { return value }
        return []
    }
}

/// How findings name model things.
extension ProjectType {
    var typeName: TypeName { TypeName(module: id.module, name: id.name) }
}

extension TypeID {
    var typeName: TypeName { TypeName(module: module, name: name) }
}

extension Edge {
    /// The stored reference an edge comes from, as a defect several rules may report.
    var referenceDefect: Defect { .reference(from.typeName, property: label) }
}

/// A user-declared layer, ready to match types: its members by role, type-name glob or path glob.
struct Layer {
    var declaration: LayerDeclaration
    var roles: Set<Role>
    var names: [Glob]
    var paths: [Glob]

    init(_ declaration: LayerDeclaration) {
        self.declaration = declaration
        self.roles = Set(declaration.roles.compactMap(Role.init(rawValue:)))
        self.names = declaration.names.map(Glob.init)
        self.paths = declaration.paths.map(Glob.init)
    }

    var name: String { declaration.name }

    func contains(_ type: ProjectType) -> Bool {
        if let role = type.role, roles.contains(role) { return true }
        if names.contains(where: { $0.matches(type.name) || $0.matches(type.simpleName) }) { return true }
        // A type is in the path layer where it is declared, not everywhere it is extended.
        return type.declarationFiles.contains { file in paths.contains { $0.matchesPath(file) } }
    }
}
