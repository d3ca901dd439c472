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

    /// Lays out and renders `dot` text in `format` (`svg`, `png`, …).
    public static func render(_ dot: String, format: String = "svg") throws -> Data {
        guard let executable = executable() else { throw missing(format: format) }
        // The DOT goes through a file, so neither side of a pipe can block the other.
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("archlint-dot-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let input = directory.appendingPathComponent("graph.dot")
        try Data(dot.utf8).write(to: input)
        let process = Process()
        process.executableURL = executable
        process.arguments = ["-T\(format)", input.path]
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let picture = output.fileHandleForReading.readDataToEndOfFile()
        let complaint = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw Failure(description: "Graphviz could not render the graph (dot exit \(process.terminationStatus)): "
                + String(decoding: complaint, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines))
        }
        return picture
    }
}
