import Foundation

/// The real Graphviz `dot`, on DOT text: the exit code, the SVG and what Graphviz complained about.
public enum Graphviz {
    public static func render(_ dot: String, format: String = "svg") throws -> (status: Int32, output: String, errors: String) {
        let directory = try ArchlintProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let input = directory.appendingPathComponent("graph.dot")
        try Data(dot.utf8).write(to: input)
        let outcome = try ArchlintProcess.run(["dot", "-T\(format)", input.path], executable: URL(fileURLWithPath: "/usr/bin/env"))
        return (outcome.exitCode, outcome.standardOutput, outcome.standardError)
    }
}
