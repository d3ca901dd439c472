import Foundation

/// Runs another real program (a shell, git, make, pre-commit, swift) as a user would, with the
/// environment given on top of the test's own.
public enum ExternalTool {
    /// Where `Scripts/setup.sh` installs the test tools that come from PyPI.
    public static let pythonToolsDirectory = ArchlintProcess.repositoryRoot.appendingPathComponent(".build/test-tools/venv/bin")

    /// The program's path: from the PyPI tools folder, else the first one on the `PATH`.
    public static func find(_ name: String) -> URL? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        let folders = [pythonToolsDirectory.path] + path.split(separator: ":").map(String.init)
        for folder in folders {
            let candidate = URL(fileURLWithPath: folder).appendingPathComponent(name)
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        return nil
    }

    /// The program, or a failure that says how to get it.
    public static func require(_ name: String) throws -> URL {
        guard let url = find(name) else {
            throw Missing(description: "'\(name)' is not installed; Scripts/setup.sh installs it")
        }
        return url
    }

    public struct Missing: Error, CustomStringConvertible {
        public var description: String
    }

    @discardableResult
    public static func run(_ executable: URL, _ arguments: [String], in directory: URL = ArchlintProcess.repositoryRoot,
                           environment: [String: String] = [:], removing removed: [String] = [],
                           input: String? = nil) throws -> ArchlintProcess.Outcome {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = directory
        var merged = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        for name in removed { merged[name] = nil }
        process.environment = merged
        let output = Pipe()
        let error = Pipe()
        let standardInput = Pipe()
        process.standardOutput = output
        process.standardError = error
        process.standardInput = standardInput
        try process.run()
        standardInput.fileHandleForWriting.write(Data((input ?? "").utf8))
        try? standardInput.fileHandleForWriting.close()
        // Both pipes drain at once, so a large output on either cannot block the child.
        let errorData = PipeDrain(error.fileHandleForReading)
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return ArchlintProcess.Outcome(exitCode: process.terminationStatus,
                                       standardOutput: String(decoding: outputData, as: UTF8.self),
                                       standardError: String(decoding: errorData.wait(), as: UTF8.self))
    }

    /// Runs `archlint` itself with an environment.
    @discardableResult
    public static func archlint(_ arguments: [String], in directory: URL = ArchlintProcess.repositoryRoot,
                                environment: [String: String] = [:], removing removed: [String] = []) throws -> ArchlintProcess.Outcome {
        try run(ArchlintProcess.binary, arguments, in: directory, environment: environment, removing: removed)
    }
}
