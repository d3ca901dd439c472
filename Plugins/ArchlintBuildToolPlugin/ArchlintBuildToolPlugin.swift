import Foundation
import PackagePlugin

/// Checks a target's Swift files whenever one of them changes. Violations are printed as
/// `/absolute/path:line:col: severity: message (rule_id)`, which SwiftPM and Xcode show as build
/// diagnostics, and an error-severity violation fails the build.
@main
struct ArchlintBuildToolPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        return try Self.commands(archlint: context.tool(named: "archlint").url, name: target.name,
                                 paths: [target.directoryURL], inputs: target.sourceFiles(withSuffix: "swift").map(\.url),
                                 workDirectory: context.pluginWorkDirectoryURL)
    }

    /// One build command: `archlint check` on the given paths. Its declared output, a Swift file with
    /// only a comment, is written when no error is found, so the build system runs the check again
    /// only when a Swift file changed or the last check failed. The output is a Swift file because
    /// SwiftPM would bundle any other kind of file into the target as a resource.
    static func commands(archlint: URL, name: String, paths: [URL], inputs: [URL], workDirectory: URL) -> [Command] {
        guard !inputs.isEmpty else { return [] }
        let stamp = workDirectory.appending(path: "archlint-checked-\(name).swift")
        // A build command runs one executable; the shell writes the stamp only when archlint passes.
        let script = #"archlint="$1"; stamp="$2"; shift 2; "$archlint" check "$@" --absolute-paths --quiet || exit $?; "#
            + #"printf '// archlint found no error violations in this target.\n' > "$stamp""#
        return [.buildCommand(
            displayName: "archlint: checking \(name)",
            executable: URL(fileURLWithPath: "/bin/sh"),
            arguments: ["-c", script, "archlint-build-tool", archlint.path, stamp.path] + paths.map(\.path),
            inputFiles: inputs,
            outputFiles: [stamp]
        )]
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

/// The same check for an Xcode project's target (Xcode's "Run Build Tool Plug-ins"): the target's Swift
/// files are the checked paths.
extension ArchlintBuildToolPlugin: XcodeBuildToolPlugin {
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
        let inputs = target.inputFiles.filter { $0.type == .source && $0.url.pathExtension == "swift" }.map(\.url)
        return try Self.commands(archlint: context.tool(named: "archlint").url, name: target.displayName,
                                 paths: inputs, inputs: inputs, workDirectory: context.pluginWorkDirectoryURL)
    }
}
#endif
