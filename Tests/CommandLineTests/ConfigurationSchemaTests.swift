import ArchlintTestSupport
import Foundation
import XCTest

/// The published JSON schema of `.archlint.yml` (`docs/archlint.schema.json`): it is exactly what
/// `archlint schema` generates from the rule catalog, and the real `jsonschema` validator from PyPI
/// (`Scripts/validate-config.py`, installed by `Scripts/setup.sh`) agrees with archlint's own reader
/// on the presets, the sample's and the README's configuration, `archlint init`'s output and the
/// fixtures in `Tests/Fixtures/Configurations`.
final class ConfigurationSchemaTests: XCTestCase {
    static let root = ArchlintProcess.repositoryRoot
    static let fixtures = root.appendingPathComponent("Tests/Fixtures/Configurations")

    func validate(_ files: [String]) throws -> (exitCode: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "Scripts/validate-config.py", "--schema", "docs/archlint.schema.json"] + files
        process.currentDirectoryURL = Self.root
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let text = String(decoding: data, as: UTF8.self)
        XCTAssertFalse(text.contains("ModuleNotFoundError"), "run Scripts/setup.sh to install jsonschema and PyYAML: \(text)")
        return (process.terminationStatus, text)
    }

    func yamlFiles(in folder: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: Self.root.appendingPathComponent(folder).path)
            .filter { $0.hasSuffix(".yml") }.sorted().map { folder + "/" + $0 }
    }

    /// Every YAML block of the README (the configuration example and the nested one).
    static func readmeExamples() throws -> [String] {
        let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
        // Blocks that open with another tool's file name (`# .pre-commit-config.yaml`) are not archlint's.
        return readme.components(separatedBy: "```yaml\n").dropFirst().compactMap { $0.components(separatedBy: "\n```").first }
            .filter { !$0.hasPrefix("# .") || $0.hasPrefix("# .archlint.yml") }
            .map { $0 + "\n" }
    }

    func testPublishedSchemaIsTheGeneratedOne() throws {
        let generated = try ArchlintProcess.run(["schema"])
        XCTAssertEqual(generated.exitCode, 0)
        let published = try String(contentsOf: Self.root.appendingPathComponent("docs/archlint.schema.json"), encoding: .utf8)
        XCTAssertEqual(generated.standardOutput, published,
                       "regenerate it: .build/debug/archlint schema > docs/archlint.schema.json")
        // Every rule and option of the catalog is in it.
        let catalog = try JSONSerialization.jsonObject(with: Data(generated.standardOutput.utf8)) as? [String: Any]
        let rules = ((catalog?["properties"] as? [String: Any])?["rules"] as? [String: Any])?["properties"] as? [String: Any]
        let listed = try ArchlintProcess.run(["rules"]).standardOutput
        for id in listed.split(separator: "\n").dropFirst().compactMap({ $0.split(separator: " ").first.map(String.init) }) {
            XCTAssertNotNil(rules?[id], "the schema lacks rule \(id)")
        }
        let sizeOptions = (((rules?["container_size"] as? [String: Any])?["oneOf"] as? [[String: Any]])?.last?["properties"]
                           as? [String: Any])?.keys.sorted()
        XCTAssertEqual(sizeOptions, ["max_dependencies", "severity"])
    }

    func testValidatorAndReaderAcceptTheShippedConfigurations() throws {
        let temporary = try ArchlintProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: temporary) }
        let examples = try Self.readmeExamples()
        XCTAssertGreaterThanOrEqual(examples.count, 2)
        let readme = try examples.indices.map { index in
            let file = temporary.appendingPathComponent("readme-\(index).archlint.yml")
            try Data(examples[index].utf8).write(to: file)
            return file.path
        }
        try ArchlintProcess.write(["App/OrdersCoordinator.swift": "final class OrdersCoordinator { var childCoordinators: [AnyObject] = [] }\n"],
                                  under: temporary)
        XCTAssertEqual(try ArchlintProcess.run(["init", temporary.path]).exitCode, 0)
        let files = try yamlFiles(in: "Rules") + ["Samples/Catalog/.archlint.yml"] + readme + [
                                                  temporary.appendingPathComponent(".archlint.yml").path]
            + yamlFiles(in: "Tests/Fixtures/Configurations/valid")
        let (exitCode, output) = try validate(files)
        XCTAssertEqual(exitCode, 0, output)
        XCTAssertEqual(output.split(separator: "\n").count, files.count, output)
        // archlint reads each of them too (presets through extends).
        for file in files {
            let path = file.hasPrefix("/") ? file : Self.root.appendingPathComponent(file).path
            let configuration = temporary.appendingPathComponent("check.archlint.yml")
            let text = file.hasPrefix("Rules/")
                ? "extends: [\((file as NSString).lastPathComponent.replacingOccurrences(of: ".yml", with: ""))]\n"
                : try String(contentsOfFile: path, encoding: .utf8)
            try Data(text.utf8).write(to: configuration)
            let outcome = try ArchlintProcess.run(["check", "App", "--config", configuration.path, "--quiet"], in: temporary)
            XCTAssertTrue([0, 1].contains(outcome.exitCode), "\(file): \(outcome.standardError)")
        }
    }

    func testValidatorAndReaderRejectTheSameMistakes() throws {
        let temporary = try ArchlintProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: temporary) }
        try ArchlintProcess.write(["A.swift": "final class A {}\n"], under: temporary)
        let files = try yamlFiles(in: "Tests/Fixtures/Configurations/invalid")
        XCTAssertGreaterThanOrEqual(files.count, 8)
        // One validator run for all of them: each must have a problem line and none may be valid.
        let (exitCode, output) = try validate(files)
        XCTAssertEqual(exitCode, 1, output)
        for file in files {
            XCTAssertTrue(output.contains("\(file): "), "the validator says nothing about \(file): \(output)")
            XCTAssertFalse(output.contains("\(file): valid"), "the schema accepts \(file)")
            let text = try String(contentsOf: Self.root.appendingPathComponent(file), encoding: .utf8)
            let expected = try XCTUnwrap(text.split(separator: "\n").first?.components(separatedBy: "# expect: ").last)
            let outcome = try ArchlintProcess.run(["check", ".", "--config", Self.root.appendingPathComponent(file).path],
                                                  in: temporary)
            XCTAssertEqual(outcome.exitCode, 2, file)
            XCTAssertTrue(outcome.standardError.contains(expected), "\(file): \(outcome.standardError)")
        }
    }
}
