import ArchlintFacts
import ArchlintFindings
import Foundation

/// SARIF 2.1.0, for GitHub code scanning and other static-analysis dashboards.
public struct SARIFReporter: Reporter {
    public static let identifier = "sarif"

    public init() {}

    struct Log: Encodable {
        var schema = "https://json.schemastore.org/sarif-2.1.0.json"
        var version = "2.1.0"
        var runs: [Run]

        enum CodingKeys: String, CodingKey {
            case schema = "$schema", version, runs
        }
    }

    struct Run: Encodable {
        var tool: Tool
        var originalUriBaseIds: [String: ArtifactLocation]
        var results: [Result]
    }

    struct Tool: Encodable {
        var driver: Driver
    }

    struct Driver: Encodable {
        var name = ToolIdentity.name
        var version = ToolIdentity.version
        var semanticVersion = ToolIdentity.version
        var informationUri = ToolIdentity.informationURI
        var rules: [Descriptor]
    }

    struct Message: Encodable {
        var text: String
    }

    struct Descriptor: Encodable {
        struct Configuration: Encodable {
            var level: String
        }

        var id: String
        var name: String
        var shortDescription: Message
        var fullDescription: Message
        var help: Message
        var helpUri: String
        var defaultConfiguration: Configuration
    }

    struct ArtifactLocation: Encodable {
        var uri: String
        var uriBaseId: String?
    }

    struct Result: Encodable {
        struct Location: Encodable {
            struct Physical: Encodable {
                struct Region: Encodable {
                    var startLine: Int
                    var startColumn: Int
                }

                var artifactLocation: ArtifactLocation
                var region: Region
            }

            var physicalLocation: Physical
        }

        var ruleId: String
        var ruleIndex: Int
        var level: String
        var message: Message
        var locations: [Location]
        var partialFingerprints: [String: String]
    }

    public func render(_ report: Report) -> String {
        let descriptors = report.rules.sorted { $0.identifier < $1.identifier }.map {
            Descriptor(id: $0.identifier, name: $0.name, shortDescription: Message(text: $0.summary),
                       fullDescription: Message(text: $0.rationale), help: Message(text: $0.howToFix),
                       helpUri: ToolIdentity.helpURI(forRule: $0.identifier),
                       defaultConfiguration: .init(level: level($0.defaultSeverity)))
        }
        let indexes = Dictionary(uniqueKeysWithValues: descriptors.enumerated().map { ($0.element.id, $0.offset) })
        let results = report.violations.map { violation in
            // Paths below the working directory are relative to %SRCROOT%; others are absolute file URIs.
            let shown = report.displayPath(violation.location.file)
            let artifact = shown.hasPrefix("/") ? ArtifactLocation(uri: "file://" + uri(shown), uriBaseId: nil)
                : ArtifactLocation(uri: uri(shown), uriBaseId: "%SRCROOT%")
            return Result(ruleId: violation.ruleID, ruleIndex: indexes[violation.ruleID] ?? 0, level: level(violation.severity),
                          message: Message(text: violation.message),
                          locations: [.init(physicalLocation: .init(
                              artifactLocation: artifact,
                              region: .init(startLine: max(1, violation.location.line),
                                            startColumn: max(1, violation.location.column))))],
                          partialFingerprints: ["archlint/v1": "\(violation.ruleID):\(violation.symbol)"])
        }
        let root = report.workingDirectory.hasSuffix("/") ? report.workingDirectory : report.workingDirectory + "/"
        let log = Log(runs: [Run(tool: Tool(driver: Driver(rules: descriptors)),
                                 originalUriBaseIds: ["%SRCROOT%": ArtifactLocation(uri: "file://" + uri(root), uriBaseId: nil)],
                                 results: results)])
        return StableJSON.text(log)
    }

    private func level(_ severity: Severity) -> String {
        switch severity {
        case .error: return "error"
        case .warning: return "warning"
        case .off: return "none"
        }
    }

    /// A URI reference for a path: every character outside the unreserved set and `/` percent-encoded.
    private func uri(_ path: String) -> String {
        var allowed = CharacterSet.alphanumerics
        allowed.insert(charactersIn: "-._~/")
        return path.addingPercentEncoding(withAllowedCharacters: allowed) ?? path
    }
}
