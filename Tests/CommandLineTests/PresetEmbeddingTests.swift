import ArchlintTestSupport
import Foundation
import XCTest

/// The presets are embedded as generated source (`EmbeddedPresets.swift`), so a binary built by any
/// build, a plugin's tool build included, carries them. This fails while the file is out of date.
final class PresetEmbeddingTests: XCTestCase {
    func testEmbeddedPresetsAreTheGeneratorsOutputForRules() throws {
        let root = ArchlintProcess.repositoryRoot
        let presets = try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("Rules").path)
            .filter { $0.hasSuffix(".yml") }.sorted().map { root.appendingPathComponent("Rules/" + $0).path }
        XCTAssertFalse(presets.isEmpty)
        let directory = try ArchlintProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let generated = directory.appendingPathComponent("EmbeddedPresets.swift")
        let run = try ArchlintProcess.run([generated.path] + presets,
                                          executable: ArchlintProcess.productsDirectory.appendingPathComponent("preset-embedder"))
        XCTAssertEqual(run.exitCode, 0, run.standardError)
        let committed = root.appendingPathComponent("Sources/ArchlintConfiguration/EmbeddedPresets.swift")
        XCTAssertEqual(try String(contentsOf: generated, encoding: .utf8), try String(contentsOf: committed, encoding: .utf8),
                       "EmbeddedPresets.swift is out of date: swift run preset-embedder Sources/ArchlintConfiguration/EmbeddedPresets.swift Rules/*.yml")
    }

    func testTheBinaryCarriesEveryPresetWithNoFilesBesideIt() throws {
        let directory = try ArchlintProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let copy = directory.appendingPathComponent("archlint")
        try FileManager.default.copyItem(at: ArchlintProcess.binary, to: copy)
        let presets = try FileManager.default.contentsOfDirectory(atPath: ArchlintProcess.repositoryRoot.appendingPathComponent("Rules").path)
            .filter { $0.hasSuffix(".yml") }.map { String($0.dropLast(4)) }.sorted()
        try ArchlintProcess.write([".archlint.yml": "extends: [\(presets.joined(separator: ", "))]\n",
                                   "App.swift": "final class AppContainer {}\n"], under: directory)
        let run = try ArchlintProcess.run(["check", "."], in: directory, executable: copy)
        XCTAssertEqual(run.exitCode, 0, run.standardError)
    }
}
