import ArchlintFindings
import ArchlintModel
import Foundation

/// What `.archlint.yml` (and the presets it extends) decides: which files, which rules at which
/// severity with which options, and explicit roles.
public struct Configuration: Sendable {
    /// Path globs relative to the configuration file's folder; empty means everything.
    public var included: [Glob] = []
    public var excluded: [Glob] = []
    /// The folder `included` and `excluded` are relative to.
    public var baseDirectory: String = "."
    public var severities: [String: Severity] = [:]
    /// Whether presets select the rules: once a configuration extends a preset or another file, a
    /// rule runs only when something in the chain turns it on (`extends: [coordinator]` alone runs no
    /// Clean Swift scene rule). Without any `extends`, every rule that is not opt-in runs.
    public var presetsSelectRules = false
    /// Rules a preset or file turned on (a severity other than `off`, or options).
    public var mentionedRules: Set<String> = []
    /// SwiftLint's keys: `only_rules` (exactly these), `opt_in_rules` (also these), `disabled_rules`.
    public var onlyRules: Set<String>?
    public var optInRules: Set<String> = []
    public var disabledRules: Set<String> = []
    public var options = RuleOptionValues()
    public var roleRules: [RoleRule] = []
    /// The presets and files this configuration was built from, in order.
    public var sources: [String] = []
    /// The rules it may configure, with their declared options: the reader validates against them.
    public let rules: [RuleDocumentation]

    public init(rules: [RuleDocumentation]) {
        self.rules = rules
    }

    func rule(_ id: String) -> RuleDocumentation? { rules.first { $0.identifier == id } }

    public static let fileName = ".archlint.yml"
    public static let defaultPresets = ["clean-swift", "coordinator", "di-container"]

    /// The configuration that applies when there is no file: the default presets.
    public static func defaultConfiguration(rules: [RuleDocumentation]) throws -> Configuration {
        var configuration = Configuration(rules: rules)
        for preset in defaultPresets { try configuration.apply(preset: preset, from: nil, depth: 0) }
        return configuration
    }

    /// Loads a configuration file, with everything it extends.
    public static func load(path: String, rules: [RuleDocumentation]) throws -> Configuration {
        var configuration = Configuration(rules: rules)
        configuration.baseDirectory = URL(fileURLWithPath: path).deletingLastPathComponent().path
        try configuration.apply(file: path, depth: 0)
        return configuration
    }

    /// The nearest `.archlint.yml` from `directory` upward.
    public static func find(from directory: String) -> String? {
        var url = URL(fileURLWithPath: directory).standardizedFileURL
        while true {
            let candidate = url.appendingPathComponent(fileName)
            if FileManager.default.fileExists(atPath: candidate.path) { return candidate.path }
            let parent = url.deletingLastPathComponent()
            if parent.path == url.path { return nil }
            url = parent
        }
    }

    /// The names of the bundled presets.
    public static var presetNames: [String] { EmbeddedPresets.all.keys.sorted() }

    /// A bundled preset's text.
    public static func presetText(_ name: String) -> String? { EmbeddedPresets.all[name] }

    /// Whether a file (given as the path discovery found) is checked under `included` / `excluded`.
    public func includes(_ path: String) -> Bool {
        let relative = relativePath(path)
        if !included.isEmpty, !included.contains(where: { covers($0, relative) }) { return false }
        return !excluded.contains { covers($0, relative) }
    }

    /// The severity a rule runs at (`off` disables it).
    public func severity(of ruleID: String, default defaultSeverity: Severity) -> Severity {
        guard isEnabled(ruleID) else { return .off }
        return severities[ruleID] ?? defaultSeverity
    }

    /// The severity a rule runs at, from its declared default.
    public func severity(of ruleID: String) -> Severity {
        severity(of: ruleID, default: rule(ruleID)?.defaultSeverity ?? .warning)
    }

    /// Whether a rule runs at all: `only_rules` and `disabled_rules` decide first, an explicit `off`
    /// next; then presets select their rules, or — with no preset — every rule that is not opt-in.
    /// The pipeline's own findings (unreadable files, suppressions, baselines) run unless switched off.
    func isEnabled(_ ruleID: String) -> Bool {
        if let onlyRules, !onlyRules.contains(ruleID), rule(ruleID)?.isPipelineRule != true { return false }
        if disabledRules.contains(ruleID) || severities[ruleID] == .off { return false }
        if onlyRules?.contains(ruleID) == true || optInRules.contains(ruleID) || mentionedRules.contains(ruleID) {
            return true
        }
        guard let rule = rule(ruleID) else { return true }
        if rule.isPipelineRule { return true }
        return presetsSelectRules ? false : !rule.isOptIn
    }

    private func relativePath(_ path: String) -> String {
        let absolute = URL(fileURLWithPath: path).standardizedFileURL.path
        let base = URL(fileURLWithPath: baseDirectory).standardizedFileURL.path
        let prefix = base.hasSuffix("/") ? base : base + "/"
        return absolute.hasPrefix(prefix) ? String(absolute.dropFirst(prefix.count)) : absolute
    }

    /// A pattern covers a path when it matches the path or one of its folders (`Sources/Generated`
    /// covers everything below it).
    private func covers(_ glob: Glob, _ path: String) -> Bool {
        if glob.matches(path) { return true }
        var folder = Substring(path)
        while let slash = folder.lastIndex(of: "/") {
            folder = folder[..<slash]
            if glob.matches(String(folder)) { return true }
        }
        return false
    }
}
