import ArchlintFacts

/// One finding, at one place: what a rule (or a pipeline stage such as file reading, suppression or
/// the baseline) reports.
public struct Finding: Codable, Hashable, Sendable, Comparable {
    public var ruleID: String
    public var severity: Severity
    public var location: SourceLocation
    public var message: String
    public var subject: Subject
    /// The defects this finding reports, for "one defect, one report".
    public var defects: [Defect]

    public init(ruleID: String, severity: Severity, location: SourceLocation, message: String, subject: Subject,
                defects: [Defect] = []) {
        self.ruleID = ruleID
        self.severity = severity
        self.location = location
        self.message = message
        self.subject = subject
        self.defects = defects
    }

    /// The subject's stable text (baselines, SARIF fingerprints).
    public var symbol: String { subject.key }

    public static func < (lhs: Finding, rhs: Finding) -> Bool {
        (lhs.location, lhs.ruleID, lhs.message) < (rhs.location, rhs.ruleID, rhs.message)
    }
}
