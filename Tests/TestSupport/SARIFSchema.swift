import Foundation

/// The OASIS SARIF 2.1.0 schema as a real validator applies it (`Scripts/validate-sarif.py`:
/// Python's jsonschema with the schema file from PyPI, installed by `Scripts/setup.sh`).
public enum SARIFSchema {
    /// The validator's complaints about `text`, one per line; empty when the log is valid.
    /// Throws when the validator cannot run, so a missing tool fails the test instead of passing it.
    public static func problems(in text: String) throws -> String {
        let directory = try ArchlintProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("log.sarif")
        try Data(text.utf8).write(to: file)
        let script = ArchlintProcess.repositoryRoot.appendingPathComponent("Scripts/validate-sarif.py").path
        let outcome = try ArchlintProcess.run(["python3", script, file.path], executable: URL(fileURLWithPath: "/usr/bin/env"))
        switch outcome.exitCode {
        case 0: return ""
        case 1: return outcome.standardOutput
        default: throw ValidatorUnavailable(message: outcome.standardError)
        }
    }

    public struct ValidatorUnavailable: Error, CustomStringConvertible {
        public var message: String
        public var description: String { "the SARIF validator did not run: \(message)" }
    }
}
