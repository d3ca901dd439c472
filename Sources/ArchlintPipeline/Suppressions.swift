import ArchlintFacts
import ArchlintFindings

/// Applies suppression comments (SPEC §8): `archlint:disable:next`, `:this`, `:previous`, and
/// `disable` … `enable` regions, each for named rules or `all`. SwiftLint's comments count for the
/// rules that share an id with SwiftLint, so a team's earlier decisions stay decided.
enum Suppressions {
    static let ruleID = PipelineRules.suppression.identifier
    static let swiftLintSharedRules: Set<String> = ["weak_delegate"]

    /// The violations no directive suppresses, and notes about the directives themselves (unknown rule
    /// ids; with `reportUnused`, directives that suppressed nothing).
    static func apply(_ violations: [Finding], files: [FileFacts], knownRules: Set<String>,
                      reportUnused: Bool) -> (kept: [Finding], notes: [Finding]) {
        var directivesByFile: [String: [CommentDirective]] = [:]
        var notes: [Finding] = []
        for file in files where !file.directives.isEmpty {
            var usable: [CommentDirective] = []
            for directive in file.directives {
                if directive.tool == "swiftlint" {
                    var shared = directive
                    shared.rules = directive.rules.filter { swiftLintSharedRules.contains($0) }
                    if !shared.rules.isEmpty { usable.append(shared) }
                    continue
                }
                for rule in directive.rules where rule != "all" && !knownRules.contains(rule) {
                    notes.append(note(at: directive.location, "unknown rule '\(rule)' in archlint:\(directive.action.rawValue)"))
                }
                if directive.rules.isEmpty {
                    notes.append(note(at: directive.location, "archlint:\(directive.action.rawValue) names no rule (use a rule id or all)"))
                }
                usable.append(directive)
            }
            directivesByFile[file.path] = usable
        }
        var used = Set<SourceLocation>()
        var kept: [Finding] = []
        for violation in violations {
            guard let directives = directivesByFile[violation.location.file],
                  let suppressor = suppressor(of: violation, in: directives) else {
                kept.append(violation)
                continue
            }
            used.insert(suppressor.location)
        }
        if reportUnused {
            for directives in directivesByFile.values {
                for directive in directives where directive.action == .disable && directive.tool == "archlint"
                    && !used.contains(directive.location) {
                    notes.append(note(at: directive.location, "archlint:disable\(directive.scope == .region ? "" : ":" + directive.scope.rawValue) "
                                      + "\(directive.rules.joined(separator: " ")) suppresses nothing"))
                }
            }
        }
        return (kept, notes)
    }

    private static func covers(_ directive: CommentDirective, _ rule: String) -> Bool {
        directive.rules.contains(rule) || (directive.tool == "archlint" && directive.rules.contains("all"))
    }

    /// The directive that suppresses a violation, if one does.
    private static func suppressor(of violation: Finding, in directives: [CommentDirective]) -> CommentDirective? {
        let line = violation.location.line
        for directive in directives where directive.action == .disable && covers(directive, violation.ruleID) {
            switch directive.scope {
            case .this where directive.location.line == line: return directive
            case .next where directive.location.line + 1 == line: return directive
            case .previous where directive.location.line - 1 == line: return directive
            default: break
            }
        }
        // Regions: the last disable or enable before the violation decides.
        var current: CommentDirective?
        for directive in directives where directive.scope == .region && covers(directive, violation.ruleID) {
            guard directive.location.line <= line else { break }
            current = directive.action == .disable ? directive : nil
        }
        return current
    }

    private static func note(at location: SourceLocation, _ message: String) -> Finding {
        Finding(ruleID: ruleID, severity: PipelineRules.suppression.defaultSeverity, location: location,
                message: message, subject: .note(message))
    }
}
