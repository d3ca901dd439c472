import ArchlintFacts
import Foundation

/// Graphviz's `dot`, found on the PATH, turning archlint's DOT into a picture (`graph --format svg`).
/// Graphviz is optional: without it, a clear error says how to get it.
public enum GraphvizRenderer {
    public struct Failure: Error, CustomStringConvertible {
        public var description: String
    }

    /// `dot` on the PATH, or nil.
    public static func executable(environment: [String: String] = ProcessInfo.processInfo.environment) -> URL? {
        for directory in (environment["PATH"] ?? "").split(separator: ":") {
            let candidate = URL(fileURLWithPath: String(directory)).appendingPathComponent("dot")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        return nil
    }

    /// What to say when Graphviz is not installed.
    public static func missing(format: String) -> Failure {
        Failure(description: "--format \(format) needs Graphviz's `dot` on the PATH (Debian: apt-get install graphviz; "
            + "macOS: brew install graphviz), or use --format dot and render it elsewhere")
    }

    /// How long `dot` may take before it is stopped: a layout that has not finished by then would not
    /// be read anyway, and a report or a CI job must not wait on it forever. `ARCHLINT_GRAPHVIZ_TIME_LIMIT`
    /// (seconds) overrides it.
    public static func timeLimit(environment: [String: String] = ProcessInfo.processInfo.environment) -> Double {
        if let text = environment["ARCHLINT_GRAPHVIZ_TIME_LIMIT"], let seconds = Double(text), seconds > 0 { return seconds }
        return 120
    }

    /// Lays out and renders `dot` text in `format` (`svg`, `png`, …).
    public static func render(_ dot: String, format: String = "svg", timeLimit: Double = timeLimit()) throws -> Data {
        guard let executable = executable() else { throw missing(format: format) }
        // The DOT goes through a file, so neither side of a pipe can block the other.
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("archlint-dot-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let input = directory.appendingPathComponent("graph.dot")
        try Data(dot.utf8).write(to: input)
        let outcome = try Subprocess.run(executable, ["-T\(format)", input.path], timeLimit: timeLimit)
        if outcome.timedOut {
            throw Failure(description: "Graphviz did not finish laying out the graph within \(Int(timeLimit.rounded(.up))) s; "
                + "narrow the picture (--focus, --violations-only, --collapse, --exclude) or leave out --no-limit")
        }
        guard outcome.status == 0 else {
            throw Failure(description: "Graphviz could not render the graph (dot exit \(outcome.status)): \(outcome.errorText)")
        }
        return outcome.output
    }
}
