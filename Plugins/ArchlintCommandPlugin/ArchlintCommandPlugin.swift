import Foundation
import PackagePlugin

/// `swift package archlint [check|graph|roles] [--target NAME]… [archlint's options]`: runs archlint on
/// the package's directory, or on the folders of the named targets, from the package's directory.
@main
struct ArchlintCommandPlugin: CommandPlugin {
    static let commands: Set<String> = ["check", "graph", "roles"]

    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let targetNames = extractor.extractOption(named: "target")
        var remaining = extractor.remainingArguments
        let command = remaining.first.map { Self.commands.contains($0) } == true ? remaining.removeFirst() : "check"
        let targets = try context.package.targets(named: targetNames)
        // Relative to the package's directory, where archlint runs, so reported paths are short.
        let root = context.package.directoryURL.standardizedFileURL.path
        let paths = targets.isEmpty ? ["."] : targets.map { target -> String in
            let path = target.directoryURL.standardizedFileURL.path
            return path.hasPrefix(root + "/") ? String(path.dropFirst(root.count + 1)) : path
        }.sorted()
        let status = try run(context.tool(named: "archlint").url, [command] + paths + remaining,
                             in: context.package.directoryURL)
        if status != 0 {
            // archlint's exit code (1: violations, 2: usage or I/O error) becomes the command's.
            Diagnostics.error("archlint \(command) exited with status \(status)")
            exit(status)
        }
    }

    private func run(_ executable: URL, _ arguments: [String], in directory: URL) throws -> Int32 {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = directory
        try process.run()
        process.waitUntilExit()
        return process.terminationStatus
    }
}
