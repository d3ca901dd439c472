// swift-tools-version:6.1
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

/// libclang for the Objective-C front end, its headers and its library file: `ARCHLINT_LIBCLANG_PREFIX`,
/// else the newest `/usr/lib/llvm-*` (Debian's libclang-dev), else the LLVM of the `llvm-config` on
/// the PATH, else Homebrew's llvm under `$HOMEBREW_PREFIX` (keg-only: `brew shellenv` sets the
/// variable), else `/usr`. Nothing is tied to one LLVM version or one install location.
/// The library is opened at run time (`LibClang`), not linked: archlint runs without it, and only
/// the processes that parse Objective-C map it.
func libclangPrefix() -> (include: String, library: String)? {
    let fileManager = FileManager.default
    let environment = ProcessInfo.processInfo.environment
    var candidates: [String] = []
    if let prefix = environment["ARCHLINT_LIBCLANG_PREFIX"] { candidates.append(prefix) }
    let llvmVersions = ((try? fileManager.contentsOfDirectory(atPath: "/usr/lib")) ?? [])
        .filter { $0.hasPrefix("llvm-") }
        .sorted { (Int($0.dropFirst(5)) ?? 0) > (Int($1.dropFirst(5)) ?? 0) }
    candidates += llvmVersions.map { "/usr/lib/" + $0 }
    for directory in (environment["PATH"] ?? "").split(separator: ":") {
        let tool = URL(fileURLWithPath: String(directory)).appendingPathComponent("llvm-config")
        guard fileManager.isExecutableFile(atPath: tool.path) else { continue }
        candidates.append(tool.resolvingSymlinksInPath().deletingLastPathComponent().deletingLastPathComponent().path)
        break
    }
    if let homebrew = environment["HOMEBREW_PREFIX"] { candidates.append(homebrew + "/opt/llvm") }
    candidates.append("/usr")
    for prefix in candidates {
        let header = prefix + "/include/clang-c/Index.h"
        let libraries = ["/lib/libclang.so", "/lib/libclang.dylib"].map { prefix + $0 }
        if fileManager.fileExists(atPath: header), let library = libraries.first(where: fileManager.fileExists(atPath:)) {
            return (prefix + "/include", library)
        }
    }
    return nil
}

var targets: [Target] = [
    .target(name: "ArchlintFacts"),
    .target(name: "SwiftScanner", dependencies: ["ArchlintFacts"]),
    .target(name: "ArchlintModel", dependencies: ["ArchlintFacts"]),
    // Findings, severities and rule options: what rules produce and what configures them, below the
    // rules so configuration and reporters need not import them.
    .target(name: "ArchlintFindings", dependencies: ["ArchlintFacts"]),
    .target(name: "ArchlintRules", dependencies: ["ArchlintModel", "ArchlintFindings"]),
    .target(name: "ArchlintReporting", dependencies: ["ArchlintFindings"]),
    .target(name: "ArchlintGraph", dependencies: ["ArchlintModel", "ArchlintFindings", "ArchlintFacts"]),
    // What a change does to the architecture: two revisions' findings and pictures compared.
    .target(name: "ArchlintDiff", dependencies: ["ArchlintGraph", "ArchlintFindings", "ArchlintReporting"]),
    // The HTML report: findings, pictures and rule docs in one self-contained page.
    .target(name: "ArchlintHTMLReport", dependencies: ["ArchlintGraph", "ArchlintReporting", "ArchlintFindings"]),
    // Configuration: .archlint.yml through libyaml (Debian libyaml-dev, Homebrew libyaml), presets from
    // Rules/*.yml embedded as source: `preset-embedder` writes EmbeddedPresets.swift, and a test fails
    // when it is out of date. (Not a build-tool plugin: SwiftPM does not apply those when it builds
    // archlint as the tool of archlint's own plugins in a package that depends on it.)
    .systemLibrary(name: "CYaml", pkgConfig: "yaml-0.1", providers: [.apt(["libyaml-dev"]), .brew(["libyaml"])]),
    .executableTarget(name: "preset-embedder"),
    .target(name: "ArchlintConfiguration", dependencies: ["CYaml", "ArchlintModel", "ArchlintFindings"]),
    .target(name: "ArchlintPipeline", dependencies: ["SwiftScanner", "ObjCFrontend", "ArchlintModel", "ArchlintFindings",
                                                     "ArchlintRules", "ArchlintConfiguration"]),
    // ObjCFrontend directly: the binary is also the Objective-C worker it starts for itself.
    .executableTarget(name: "archlint", dependencies: ["ArchlintPipeline", "ArchlintReporting", "ArchlintGraph", "ArchlintDiff", "ArchlintHTMLReport",
                                                     "ArchlintConfiguration", "ArchlintFindings", "ArchlintRules", "ArchlintFacts",
                                                     "ObjCFrontend"]),
    // The benchmark and the generated-app test share the synthetic app generator.
    .target(name: "SyntheticApp", path: "Benchmarks/SyntheticApp"),
    .executableTarget(name: "archlint-bench", dependencies: ["ArchlintPipeline", "ArchlintRules", "SwiftScanner", "SyntheticApp"],
                     path: "Benchmarks/archlint-bench"),
    // Shared by the test targets: runs the real binary, makes temporary trees.
    .target(name: "ArchlintTestSupport", path: "Tests/TestSupport"),
    // For packages that depend on archlint: `swift package archlint …`, and violations as build diagnostics.
    .plugin(name: "ArchlintCommandPlugin",
            capability: .command(intent: .custom(verb: "archlint", description: "Check the package's architecture with archlint")),
            dependencies: ["archlint"]),
    .plugin(name: "ArchlintBuildToolPlugin", capability: .buildTool(), dependencies: ["archlint"]),
    .testTarget(name: "SwiftScannerTests", dependencies: ["SwiftScanner", "ObjCFrontend", "ArchlintTestSupport"]),
    .testTarget(name: "ArchlintModelTests", dependencies: ["ArchlintModel", "ArchlintTestSupport"]),
    .testTarget(name: "RuleExampleTests", dependencies: ["ArchlintPipeline", "ArchlintRules", "ArchlintFindings",
                                                     "ArchlintConfiguration", "ArchlintModel"]),
    .testTarget(name: "SampleCatalogTests", dependencies: ["archlint", "ArchlintTestSupport"]),
    .testTarget(name: "CommandLineTests", dependencies: ["archlint", "ArchlintTestSupport", "SyntheticApp", "ArchlintFacts"]),
]

// The Objective-C front end reads .h/.m/.mm through libclang; without libclang it reports the files
// as unreadable instead of failing the build.
if let clang = libclangPrefix() {
    // The library file is compiled in as a C string (`archlint_libclang_build_path` in CClang's shim).
    let quoted = "\"" + clang.library.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    targets.append(.systemLibrary(name: "CClang"))
    targets.append(.target(
        name: "ObjCFrontend",
        dependencies: ["CClang", "ArchlintFacts"],
        swiftSettings: [.unsafeFlags(["-Xcc", "-I" + clang.include, "-Xcc", "-DARCHLINT_LIBCLANG_PATH=" + quoted])],
        linkerSettings: [.linkedLibrary("dl", .when(platforms: [.linux]))]  // dlopen, outside libc before glibc 2.34
    ))
} else {
    targets.append(.target(name: "ObjCFrontend", dependencies: ["ArchlintFacts"],
                           swiftSettings: [.define("ARCHLINT_NO_LIBCLANG")]))
}

if let host = toolchainHostLibraries() {
    targets.append(.testTarget(
        name: "ScannerOracleTests",
        dependencies: ["SwiftScanner"],
        swiftSettings: [.unsafeFlags(["-I", host])],
        linkerSettings: [.unsafeFlags(["-L", host, "-lSwiftSyntax", "-lSwiftParser",
                                       "-Xlinker", "-rpath", "-Xlinker", host])]
    ))
}

// mimalloc replaces the C allocator on Linux when the build machine has it (Debian libmimalloc-dev,
// which Scripts/setup.sh installs): archlint makes millions of small strings and arrays, and with
// mimalloc a run executes 5 % fewer instructions (`Scripts/instructions.sh`) and takes up to a tenth
// less CPU on a million-line app (`Scripts/compare-builds.sh`). Without the library the build keeps the
// system allocator, as on macOS, where it is not replaced; `ARCHLINT_SYSTEM_ALLOCATOR=1` keeps it too.
// The binary then needs libmimalloc at run time, as it needs libyaml.
func mimallocLibrary() -> Bool {
    #if os(Linux)
    if ProcessInfo.processInfo.environment["ARCHLINT_SYSTEM_ALLOCATOR"] == "1" { return false }
    let folders = ["/usr/lib/x86_64-linux-gnu", "/usr/lib/aarch64-linux-gnu", "/usr/lib64", "/usr/lib", "/usr/local/lib"]
    return folders.contains { FileManager.default.fileExists(atPath: $0 + "/libmimalloc.so") }
    #else
    return false
    #endif
}

if mimallocLibrary() {
    // The benchmark too: its in-process figures (the scanner's MB/s, the stages) measure the
    // allocator the product runs with, not glibc's.
    for target in targets where target.name == "archlint" || target.name == "archlint-bench" {
        target.linkerSettings = (target.linkerSettings ?? []) + [.linkedLibrary("mimalloc", .when(platforms: [.linux]))]
    }
    // The tests that the running binary really allocates through it know that it should.
    for target in targets where target.name == "CommandLineTests" {
        target.swiftSettings = (target.swiftSettings ?? []) + [.define("ARCHLINT_MIMALLOC")]
    }
}

let package = Package(
    name: "archlint",
    platforms: [.macOS(.v13)],
    products: [.executable(name: "archlint", targets: ["archlint"]),
               .plugin(name: "ArchlintCommandPlugin", targets: ["ArchlintCommandPlugin"]),
               .plugin(name: "ArchlintBuildToolPlugin", targets: ["ArchlintBuildToolPlugin"])],
    targets: targets,
    swiftLanguageModes: [.v6]
)
