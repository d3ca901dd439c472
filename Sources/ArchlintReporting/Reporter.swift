import ArchlintFindings
import Foundation

/// The input of every reporter: the run's violations (sorted) and what was checked.
public struct Report: Sendable {
    public var violations: [Finding]
    /// The catalog the findings come from (SARIF lists every rule).
    public var rules: [RuleDocumentation]
    public var fileCount: Int
    /// Paths below this directory are shown relative to it, unless `absolutePaths`.
    public var workingDirectory: String
    /// Every path absolute (`--absolute-paths`, and in Xcode builds, whose issue navigator needs them).
    public var absolutePaths = false

    public init(violations: [Finding], rules: [RuleDocumentation], fileCount: Int, workingDirectory: String) {
        self.violations = violations
        self.rules = rules
        self.fileCount = fileCount
        self.workingDirectory = workingDirectory
    }

    public var errorCount: Int { violations.filter { $0.severity == .error }.count }
    public var warningCount: Int { violations.filter { $0.severity == .warning }.count }

    /// A path as the user should see it: relative to the working directory when it lies below it.
    public func displayPath(_ path: String) -> String {
        if absolutePaths { return PathDisplay.absolute(path, from: workingDirectory) }
        return PathDisplay.relative(path, to: workingDirectory)
    }
}

public protocol Reporter: Sendable {
    static var identifier: String { get }
    func render(_ report: Report) -> String
}

public enum Reporters {
    public static let all: [any Reporter.Type] = [XcodeReporter.self, JSONReporter.self, SARIFReporter.self,
                                                  GitHubReporter.self, JUnitReporter.self, CheckstyleReporter.self,
                                                  MarkdownReporter.self, SummaryReporter.self]

    public static func reporter(named name: String) -> (any Reporter)? {
        switch name {
        case XcodeReporter.identifier: return XcodeReporter()
        case JSONReporter.identifier: return JSONReporter()
        case SARIFReporter.identifier: return SARIFReporter()
        case GitHubReporter.identifier: return GitHubReporter()
        case JUnitReporter.identifier: return JUnitReporter()
        case CheckstyleReporter.identifier: return CheckstyleReporter()
        case MarkdownReporter.identifier: return MarkdownReporter()
        case SummaryReporter.identifier: return SummaryReporter()
        default: return nil
        }
    }
}
