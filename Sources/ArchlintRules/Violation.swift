import ArchlintFacts

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

/// One finding, at one place.
public struct Violation: Codable, Hashable, Sendable, Comparable {
    public var ruleID: String
    public var severity: Severity
    public var location: SourceLocation
    public var message: String
    /// The symbol it concerns (`ListProductsPresenter.viewController`), stable across line moves.
    public var symbol: String

    public init(ruleID: String, severity: Severity, location: SourceLocation, message: String, symbol: String) {
        self.ruleID = ruleID
        self.severity = severity
        self.location = location
        self.message = message
        self.symbol = symbol
    }

    public static func < (lhs: Violation, rhs: Violation) -> Bool {
        (lhs.location, lhs.ruleID, lhs.message) < (rhs.location, rhs.ruleID, rhs.message)
    }
}
