import Foundation

/// Runs the real binary on hostile input within a time budget: a regression must show up as a
/// failed assertion (a signal, a timeout), never as a test run that hangs.
public struct BoundedRun {
    public var exitCode: Int32
    public var standardOutput: String
    public var standardError: String
    /// The process died of a signal (a crash) instead of exiting.
    public var crashed: Bool
    /// The budget ran out and the process was killed.
    public var timedOut: Bool

    /// Exited with 0, 1 or 2 in time: what every input must give (SPEC §9).
    public var endedCleanly: Bool { !crashed && !timedOut && (0...2).contains(exitCode) }

    public var summary: String {
        "exit \(exitCode)\(crashed ? " (signal)" : "")\(timedOut ? " (timed out)" : ""): \(standardError.prefix(2_000))"
    }

    public static func run(_ arguments: [String], in directory: URL, seconds: Double,
                           environment: [String: String] = [:]) throws -> BoundedRun {
        let process = Process()
        process.executableURL = ArchlintProcess.binary
        process.arguments = arguments
        process.currentDirectoryURL = directory
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        let output = Pipe()
        let error = Pipe()
        process.standardOutput = output
        process.standardError = error
        let ended = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in ended.signal() }
        try process.run()
        // Both pipes drain on their own threads, so a large output cannot block the child.
        let outputData = PipeDrain(output.fileHandleForReading)
        let errorData = PipeDrain(error.fileHandleForReading)
        var timedOut = false
        if ended.wait(timeout: .now() + seconds) == .timedOut {
            timedOut = true
            kill(process.processIdentifier, SIGKILL)
            ended.wait()
        }
        return BoundedRun(exitCode: process.terminationStatus,
                          standardOutput: String(decoding: outputData.wait(), as: UTF8.self),
                          standardError: String(decoding: errorData.wait(), as: UTF8.self),
                          crashed: !timedOut && process.terminationReason == .uncaughtSignal, timedOut: timedOut)
    }
}

/// Reads a pipe to its end on a background thread (BoundedRun, ExternalTool).
final class PipeDrain: @unchecked Sendable {
    private var data = Data()
    private let done = DispatchSemaphore(value: 0)

    init(_ handle: FileHandle) {
        Thread.detachNewThread { [self] in
            data = handle.readDataToEndOfFile()
            done.signal()
        }
    }

    func wait() -> Data {
        done.wait()
        return data
    }
}
