// swift-tools-version:6.0
// archlint: one target per pipeline stage (SPEC §2). Data flows down this list; no stage imports a later one.
import Foundation
import PackageDescription

/// The toolchain's SwiftSyntax host libraries, found from `swiftc` on the PATH (never a fixed path).
/// They are linked by the oracle test target only; the shipped binary never needs them.
/// On macOS the Xcode or swift.org toolchain has the same `usr/lib/swift/host` folder.
func toolchainHostLibraries() -> String? {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
    for directory in path.split(separator: ":") {
        let candidate = URL(fileURLWithPath: String(directory)).appendingPathComponent("swiftc")
        guard FileManager.default.isExecutableFile(atPath: candidate.path) else { continue }
        let binDirectory = candidate.resolvingSymlinksInPath().deletingLastPathComponent()
        let host = binDirectory.deletingLastPathComponent().appendingPathComponent("lib/swift/host")
        if FileManager.default.fileExists(atPath: host.appendingPathComponent("libSwiftParser.so").path)
            || FileManager.default.fileExists(atPath: host.appendingPathComponent("libSwiftParser.dylib").path) {
            return host.path
        }
    }
    return nil
}

var targets: [Target] = [
    .target(name: "ArchlintFacts"),
    .target(name: "SwiftScanner", dependencies: ["ArchlintFacts"]),
    .target(name: "ArchlintModel", dependencies: ["ArchlintFacts"]),
    .target(name: "ArchlintRules", dependencies: ["ArchlintModel"]),
    .target(name: "ArchlintReporting", dependencies: ["ArchlintRules"]),
    .target(name: "ArchlintGraph", dependencies: ["ArchlintRules"]),
    // Configuration: .archlint.yml through libyaml (Debian libyaml-dev, Homebrew libyaml), presets from
    // Rules/*.yml embedded at build time.
    .systemLibrary(name: "CYaml", pkgConfig: "yaml-0.1", providers: [.apt(["libyaml-dev"]), .brew(["libyaml"])]),
    .executableTarget(name: "preset-embedder"),
    .plugin(name: "EmbedPresets", capability: .buildTool(), dependencies: ["preset-embedder"]),
    .target(name: "ArchlintConfiguration", dependencies: ["CYaml", "ArchlintRules"], plugins: ["EmbedPresets"]),
    .target(name: "ArchlintPipeline", dependencies: ["SwiftScanner", "ArchlintModel", "ArchlintRules", "ArchlintConfiguration"]),
    .executableTarget(name: "archlint", dependencies: ["ArchlintPipeline", "ArchlintReporting", "ArchlintGraph",
                                                     "ArchlintConfiguration", "ArchlintFacts"]),
    // The benchmark and the generated-app test share the synthetic app generator.
    .target(name: "SyntheticApp", path: "Benchmarks/SyntheticApp"),
    .executableTarget(name: "archlint-bench", dependencies: ["ArchlintPipeline", "SwiftScanner", "SyntheticApp"],
                     path: "Benchmarks/archlint-bench"),
    // Shared by the test targets: runs the real binary, makes temporary trees.
    .target(name: "ArchlintTestSupport", path: "Tests/TestSupport"),
    .testTarget(name: "SwiftScannerTests", dependencies: ["SwiftScanner", "ArchlintTestSupport"]),
    .testTarget(name: "RuleExampleTests", dependencies: ["ArchlintPipeline"]),
    .testTarget(name: "SampleCatalogTests", dependencies: ["archlint", "ArchlintTestSupport"]),
    .testTarget(name: "CommandLineTests", dependencies: ["archlint", "ArchlintTestSupport", "SyntheticApp"]),
]

if let host = toolchainHostLibraries() {
    targets.append(.testTarget(
        name: "ScannerOracleTests",
        dependencies: ["SwiftScanner"],
        swiftSettings: [.unsafeFlags(["-I", host])],
        linkerSettings: [.unsafeFlags(["-L", host, "-lSwiftSyntax", "-lSwiftParser",
                                       "-Xlinker", "-rpath", "-Xlinker", host])]
    ))
}

let package = Package(
    name: "archlint",
    platforms: [.macOS(.v13)],
    products: [.executable(name: "archlint", targets: ["archlint"])],
    targets: targets,
    swiftLanguageModes: [.v6]
)
