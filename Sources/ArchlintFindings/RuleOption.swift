/// One option of a rule, declared once, beside the rule: the configuration reader validates and
/// parses it from this declaration, and `archlint rules ID` and `docs/rules.md` document it from the
/// same value, so an option cannot be parsed and undocumented.
public struct RuleOption: Sendable {
    public enum Kind: String, Sendable {
        /// `true` / `false`.
        case bool
        /// A whole number ≥ 0.
        case integer
        /// A list of names (`[UIKit, SwiftUI]`).
        case names
        /// A list of role names, checked against the known roles.
        case roles
        /// A map of layer declarations: `name: { roles, names, paths, may_depend_on, must_not_depend_on }`.
        case layers
        /// A list of `{ from: layer, to: layer }` contracts, added to the layers' `must_not_depend_on`.
        case layerContracts = "layer contracts"
    }

    public var name: String
    public var kind: Kind
    public var summary: String
    public var defaultValue: RuleOptionValue

    public init(name: String, kind: Kind, summary: String, defaultValue: RuleOptionValue) {
        self.name = name
        self.kind = kind
        self.summary = summary
        self.defaultValue = defaultValue
    }

    public static func bool(_ name: String, default value: Bool, _ summary: String) -> RuleOption {
        RuleOption(name: name, kind: .bool, summary: summary, defaultValue: .bool(value))
    }

    public static func integer(_ name: String, default value: Int, _ summary: String) -> RuleOption {
        RuleOption(name: name, kind: .integer, summary: summary, defaultValue: .integer(value))
    }

    public static func names(_ name: String, default value: [String], _ summary: String) -> RuleOption {
        RuleOption(name: name, kind: .names, summary: summary, defaultValue: .names(value))
    }

    public static func roles(_ name: String, default value: [String], _ summary: String) -> RuleOption {
        RuleOption(name: name, kind: .roles, summary: summary, defaultValue: .names(value))
    }

    public static func layers(_ name: String, _ summary: String) -> RuleOption {
        RuleOption(name: name, kind: .layers, summary: summary, defaultValue: .layers([]))
    }

    public static func layerContracts(_ name: String, _ summary: String) -> RuleOption {
        RuleOption(name: name, kind: .layerContracts, summary: summary, defaultValue: .layers([]))
    }

    /// The default as documentation shows it.
    public var defaultText: String { defaultValue.text }
}

extension RuleOptionValue {
    /// The value as a configuration file writes it (`true`, `20`, `[a, b]`); declared layers as `layers`.
    public var text: String {
        switch self {
        case .bool(let value): return String(value)
        case .integer(let value): return String(value)
        case .names(let names): return names.isEmpty ? "[]" : "[" + names.joined(separator: ", ") + "]"
        case .layers(let layers): return layers.isEmpty ? "none" : "layers"
        }
    }
}

/// A parsed option value.
public enum RuleOptionValue: Sendable, Equatable {
    case bool(Bool)
    case integer(Int)
    case names([String])
    case layers([LayerDeclaration])
}

/// A user-declared layer (`layer_dependency`): members by role, type-name glob or path glob, and its
/// contracts. Plain data; the rule decides membership.
public struct LayerDeclaration: Sendable, Equatable {
    public var name: String
    public var roles: [String]
    public var names: [String]
    public var paths: [String]
    /// When set, the only layers this one may depend on (besides itself).
    public var mayDependOn: [String]?
    public var mustNotDependOn: [String]

    public init(name: String, roles: [String] = [], names: [String] = [], paths: [String] = [],
                mayDependOn: [String]? = nil, mustNotDependOn: [String] = []) {
        self.name = name
        self.roles = roles
        self.names = names
        self.paths = paths
        self.mayDependOn = mayDependOn
        self.mustNotDependOn = mustNotDependOn
    }
}

/// The options a run uses: configured values by rule and option name; a rule reads its declared
/// default where nothing is configured.
public struct RuleOptionValues: Sendable, Equatable {
    private var values: [String: RuleOptionValue] = [:]

    public init() {}

    private static func key(_ rule: String, _ option: String) -> String { rule + "." + option }

    public subscript(rule: String, option: String) -> RuleOptionValue? {
        get { values[Self.key(rule, option)] }
        set { values[Self.key(rule, option)] = newValue }
    }

    /// The configured value, else the declaration's default.
    public func value(of option: RuleOption, rule: String) -> RuleOptionValue {
        self[rule, option.name] ?? option.defaultValue
    }
}

/// What the rest of the pipeline knows of a rule: its documentation, severity and options. The rule
/// module fills it in; configuration, reporters and documentation read it without importing the rules.
public struct RuleDocumentation: Sendable {
    public var identifier: String
    public var name: String
    public var summary: String
    public var rationale: String
    public var howToFix: String
    public var defaultSeverity: Severity
    public var options: [RuleOption]
    /// Runs only when a configuration turns it on, even without presets (SPEC §5, the precision
    /// contract: a rule that is not yet precise enough on unseen code).
    public var isOptIn: Bool
    /// Reported by a pipeline stage (file reading, suppression, baseline) rather than by a rule over
    /// the model; configurable and suppressible like any rule.
    public var isPipelineRule: Bool

    public init(identifier: String, name: String, summary: String, rationale: String, howToFix: String,
                defaultSeverity: Severity, options: [RuleOption] = [], isOptIn: Bool = false,
                isPipelineRule: Bool = false) {
        self.identifier = identifier
        self.name = name
        self.summary = summary
        self.rationale = rationale
        self.howToFix = howToFix
        self.defaultSeverity = defaultSeverity
        self.options = options
        self.isOptIn = isOptIn
        self.isPipelineRule = isPipelineRule
    }
}
