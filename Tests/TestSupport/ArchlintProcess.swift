import Foundation

/// Runs the real `archlint` binary built next to the tests, as a user would.
public struct ArchlintProcess {
    public struct Outcome {
        public var exitCode: Int32
        public var standardOutput: String
        public var standardError: String
    }

    public static let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// The folder holding the built products (`.build/debug`).
    public static var productsDirectory: URL {
        #if os(macOS)
        for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
            return bundle.bundleURL.deletingLastPathComponent()
        }
        fatalError("cannot find the products directory")
        #else
        return Bundle.main.bundleURL
        #endif
    }

    public static var binary: URL { productsDirectory.appendingPathComponent("archlint") }

    @discardableResult
    public static func run(_ arguments: [String], in directory: URL = repositoryRoot,
                           executable: URL = binary) throws -> Outcome {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = directory
        let output = Pipe()
        let error = Pipe()
        process.standardOutput = output
        process.standardError = error
        try process.run()
        // Read both pipes before waiting, so a large output cannot block the child.
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        let errorData = error.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Outcome(exitCode: process.terminationStatus,
                       standardOutput: String(decoding: outputData, as: UTF8.self),
                       standardError: String(decoding: errorData, as: UTF8.self))
    }

    /// A fresh temporary directory, removed by the caller's `defer`.
    public static func temporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("archlint-test-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// A configuration with the default presets and the opt-in rules on, at the severities and options
    /// they had by default before their precision on unseen code made them opt-in or scoped (SPEC §5):
    /// for tests of reporters, baselines and the pipeline that use those rules' findings as material
    /// (a delegate nothing assigns is reported only with weak_delegate's `untraced`).
    public static let optInRulesConfiguration = """
        extends: [clean-swift, coordinator, di-container]
        rules:
          container_only_construction:
            severity: warning
            allow_scene_setup: true
          weak_delegate:
            severity: error
            untraced: true
          unsafe_unowned_capture: warning

        """

    /// Writes `files` (relative path → contents) under `root`.
    public static func write(_ files: [String: String], under root: URL) throws {
        for (path, contents) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(contents.utf8).write(to: url)
        }
    }
}

/// The JSON reporter's output, decoded.
public struct JSONReport: Decodable {
    public struct Entry: Decodable, Hashable {
        public var rule: String
        public var severity: String
        public var file: String
        public var line: Int
        public var column: Int
        public var message: String
    }

    public struct Summary: Decodable {
        public var files: Int
        public var violations: Int
        public var errors: Int
        public var warnings: Int
    }

    public var violations: [Entry]
    public var summary: Summary

    public static func decode(_ text: String) throws -> JSONReport {
        try JSONDecoder().decode(JSONReport.self, from: Data(text.utf8))
    }
}
