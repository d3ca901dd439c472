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
        let process = Process()
        process.executableURL = executable
        process.arguments = ["-T\(format)", input.path]
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        let finished = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in finished.signal() }
        try process.run()
        // Both pipes drain on their own threads, so a full pipe never stalls `dot` while we wait.
        let reading = DispatchGroup()
        let collected = Collected()
        for (pipe, isOutput) in [(output, true), (errors, false)] {
            DispatchQueue.global().async(group: reading) {
                let data = pipe.fileHandleForReading.readDataToEndOfFile()
                collected.store(data, isOutput: isOutput)
            }
        }
        if finished.wait(timeout: .now() + timeLimit) == .timedOut {
            process.terminate()
            kill(process.processIdentifier, SIGKILL)
            finished.wait()
            reading.wait()
            throw Failure(description: "Graphviz did not finish laying out the graph within \(Int(timeLimit.rounded(.up))) s; "
                + "narrow the picture (--focus, --violations-only, --collapse, --exclude) or leave out --no-limit")
        }
        reading.wait()
        guard process.terminationStatus == 0 else {
            throw Failure(description: "Graphviz could not render the graph (dot exit \(process.terminationStatus)): "
                + String(decoding: collected.errors, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines))
        }
        return collected.output
    }

    /// What the two pipe readers bring back.
    private final class Collected: @unchecked Sendable {
        private let lock = NSLock()
        private(set) var output = Data()
        private(set) var errors = Data()

        func store(_ data: Data, isOutput: Bool) {
            lock.lock()
            defer { lock.unlock() }
            if isOutput { output = data } else { errors = data }
        }
    }
}
