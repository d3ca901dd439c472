#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Dispatch
import Foundation

/// Runs a tool archlint relies on (git, tar, Graphviz's `dot`) and collects what it printed. Both
/// pipes drain on their own threads, so a tool that fills one while archlint reads the other never
/// stalls; standard input is empty, so a tool that asks never waits; and a time limit, when given,
/// stops a tool that has not finished.
public enum Subprocess {
    public struct Outcome: Sendable {
        public var status: Int32
        public var output: Data
        public var errors: Data
        public var timedOut: Bool

        public var outputText: String { String(decoding: output, as: UTF8.self) }
        public var errorText: String { String(decoding: errors, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines) }
    }

    /// Runs `executable` with `arguments` in `directory`. Throws only when it cannot be started.
    public static func run(_ executable: URL, _ arguments: [String], in directory: String? = nil,
                           timeLimit: Double? = nil) throws -> Outcome {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = URL(fileURLWithPath: directory) }
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        process.standardInput = FileHandle.nullDevice
        let finished = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in finished.signal() }
        try process.run()
        let reading = DispatchGroup()
        let collected = Collected()
        for (pipe, isOutput) in [(output, true), (errors, false)] {
            DispatchQueue.global().async(group: reading) {
                collected.store(pipe.fileHandleForReading.readDataToEndOfFile(), isOutput: isOutput)
            }
        }
        var timedOut = false
        if let timeLimit, finished.wait(timeout: .now() + timeLimit) == .timedOut {
            timedOut = true
            kill(process.processIdentifier, SIGKILL)
            finished.wait()
        } else if timeLimit == nil {
            finished.wait()
        }
        reading.wait()
        return Outcome(status: process.terminationStatus, output: collected.output, errors: collected.errors,
                       timedOut: timedOut)
    }

    /// A tool found through the PATH (`/usr/bin/env NAME …`).
    public static func run(tool: String, _ arguments: [String], in directory: String? = nil) throws -> Outcome {
        try run(URL(fileURLWithPath: "/usr/bin/env"), [tool] + arguments, in: directory)
    }

    /// What the two pipe readers bring back.
    private final class Collected: @unchecked Sendable {
        private let lock = NSLock()
        private var storedOutput = Data()
        private var storedErrors = Data()

        var output: Data { lock.withLock { storedOutput } }
        var errors: Data { lock.withLock { storedErrors } }

        func store(_ data: Data, isOutput: Bool) {
            lock.withLock { if isOutput { storedOutput = data } else { storedErrors = data } }
        }
    }
}
