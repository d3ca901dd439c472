import ArchlintFacts
import ArchlintModel

/// A rule's documentation and tests in one value: SwiftLint's model. The examples mark each expected
/// violation with `↓` right before the reported position; the generic example test runs them all.
public struct RuleDescription: Sendable {
    public var identifier: String
    public var name: String
    public var summary: String
    public var rationale: String
    public var howToFix: String
    public var defaultSeverity: Severity
    public var options: [RuleOption]
    public var triggeringExamples: [Example]
    public var nonTriggeringExamples: [Example]

    public init(identifier: String, name: String, summary: String, rationale: String, howToFix: String,
                defaultSeverity: Severity, options: [RuleOption] = [], triggeringExamples: [Example],
                nonTriggeringExamples: [Example]) {
        self.identifier = identifier
        self.name = name
        self.summary = summary
        self.rationale = rationale
        self.howToFix = howToFix
        self.defaultSeverity = defaultSeverity
        self.options = options
        self.triggeringExamples = triggeringExamples
        self.nonTriggeringExamples = nonTriggeringExamples
    }
}

public struct RuleOption: Sendable {
    public var name: String
    public var summary: String
    public var defaultValue: String
}

/// A small project for a rule example: one or more files; `↓` marks where violations are expected.
public struct Example: Sendable {
    public var files: [(path: String, code: String)]
    /// Options the example runs with (layers for `layer_dependency`, a lower container size…).
    public var options: RuleOptions = RuleOptions()
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

    /// The same example run with adjusted options.
    public func with(_ adjust: (inout RuleOptions) -> Void) -> Example {
        var copy = self
        adjust(&copy.options)
        return copy
    }
}

/// What every rule sees: the model, the graph, ownership, options, and the defects earlier rules
/// already reported (one defect, one report).
public final class RuleContext: @unchecked Sendable {
    public let model: ProjectModel
    public let graph: DependencyGraph
    public let ownership: OwnershipAnalysis
    public let options: RuleOptions
    /// `(holder, property)` pairs already reported by `vip_direction`, `weak_delegate` or `weak_back_reference`.
    public var reportedReferences: Set<PropertyKey> = []
    /// Cycles already reported by `service_cycle`, as sorted member sets.
    public var reportedCycles: Set<[TypeID]> = []

    public init(model: ProjectModel, graph: DependencyGraph, options: RuleOptions = RuleOptions()) {
        self.model = model
        self.graph = graph
        self.ownership = OwnershipAnalysis(graph: graph)
        self.options = options
    }
}

public struct PropertyKey: Hashable, Sendable {
    public var holder: TypeID
    public var property: String

    public init(holder: TypeID, property: String) {
        self.holder = holder
        self.property = property
    }
}

/// Options the rules read. Defaults are the default preset's (SPEC §5).
public struct RuleOptions: Sendable {
    /// Clean Swift scene wiring in a view controller's `setup()` is allowed (preset `clean-swift`).
    public var allowSceneSetup = true
    /// Only `weak` satisfies `weak_back_reference`, not `unowned`.
    public var requireWeak = false
    /// `container_size`: more top-level dependencies than this in one composition root is a warning.
    public var maximumContainerDependencies = 20
    /// `layer_imports`: the roles that must not import a UI framework, and the frameworks.
    public var uiFreeRoles: Set<Role> = [.interactor, .presenter, .worker, .model, .service]
    public var uiFrameworks: Set<String> = ["UIKit", "SwiftUI", "AppKit"]
    /// `layer_dependency`: user-declared layers and their contracts.
    public var layers: [Layer] = []

    public init() {}
}

/// A user-declared layer (`layer_dependency`): its members by role, type-name glob or path glob, and
/// what it may or must not depend on.
public struct Layer: Sendable {
    public var name: String
    public var roles: Set<Role>
    public var names: [Glob]
    public var paths: [Glob]
    /// When set, the only layers this one may depend on (besides itself).
    public var mayDependOn: Set<String>?
    public var mustNotDependOn: Set<String>

    public init(name: String, roles: Set<Role> = [], names: [String] = [], paths: [String] = [],
                mayDependOn: Set<String>? = nil, mustNotDependOn: Set<String> = []) {
        self.name = name
        self.roles = roles
        self.names = names.map(Glob.init)
        self.paths = paths.map(Glob.init)
        self.mayDependOn = mayDependOn
        self.mustNotDependOn = mustNotDependOn
    }

    public func contains(_ type: ProjectType) -> Bool {
        if let role = type.role, roles.contains(role) { return true }
        if names.contains(where: { $0.matches(type.name) || $0.matches(type.simpleName) }) { return true }
        return type.files.contains { file in paths.contains { $0.matchesPath(file) } }
    }
}

public protocol Rule: Sendable {
    static var description: RuleDescription { get }
    init()
    func check(_ context: RuleContext) -> [Violation]
}

extension Rule {
    public var description: RuleDescription { Self.description }

    func violation(at location: SourceLocation, symbol: String, _ message: String) -> Violation {
        Violation(ruleID: Self.description.identifier, severity: Self.description.defaultSeverity,
                  location: location, message: message, symbol: symbol)
    }
}
