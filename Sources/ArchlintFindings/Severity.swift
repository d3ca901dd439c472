/// How much a finding matters: `error` fails the run, `warning` fails it only with `--strict`, `off`
/// switches a rule off.
public enum Severity: String, Codable, Sendable, Comparable, CaseIterable {
    case error, warning, off

    private var rank: Int {
        switch self {
        case .error: return 0
        case .warning: return 1
        case .off: return 2
        }
    }

    public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }
}
