import ArchlintTestSupport
import Foundation
import XCTest

/// `.archlint.yml` files in folders below the root configuration apply to their folder, merged over
/// their parent's as SwiftLint merges nested configurations; `--config` alone decides.
final class NestedConfigurationTests: XCTestCase {
    var root: URL!

    override func setUpWithError() throws {
        root = try ArchlintProcess.temporaryDirectory()
        // The same strong back reference in three folders, and an oversized container in two.
        var files: [String: String] = [:]
        for (folder, scene) in [("App", "Orders"), ("Legacy", "Legacy"), ("Legacy/Old", "Old")] {
            files["\(folder)/\(scene).swift"] = """
                protocol \(scene)DisplayLogic: AnyObject {}
                final class \(scene)ViewController: UIViewController, \(scene)DisplayLogic {}
                final class \(scene)Presenter {
                    var viewController: \(scene)DisplayLogic?
                }
                """
        }
        for (folder, name) in [("App", "AppContainer"), ("Legacy", "LegacyContainer")] {
            let services = (0..<4).map { "final class \(name)Service\($0) {}\n" }.joined()
            let stored = (0..<4).map { "    lazy var service\($0) = \(name)Service\($0)()\n" }.joined()
            files["\(folder)/\(name).swift"] = services + "final class \(name) {\n" + stored + "}\n"
        }
        try ArchlintProcess.write(files, under: root)
        try ArchlintProcess.write([
            ".archlint.yml": "rules:\n  weak_back_reference: error\n  container_size: { max_dependencies: 3 }\n",
            // The legacy folder softens one rule and keeps the parent's container limit.
            "Legacy/.archlint.yml": "rules:\n  weak_back_reference: warning\n",
            // Deeper still: the rule is off, and its parent's softening does not matter.
            "Legacy/Old/.archlint.yml": "disabled_rules: [weak_back_reference]\n",
        ], under: root)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: root)
    }

    func violations(_ arguments: [String], in folder: String = ".") throws -> [String] {
        let outcome = try ArchlintProcess.run(["check"] + arguments + ["--reporter", "json"],
                                              in: root.appendingPathComponent(folder))
        XCTAssertEqual(outcome.standardError, "")
        return try JSONReport.decode(outcome.standardOutput).violations.map { "\($0.file) \($0.rule) \($0.severity)" }
    }

    func testEachFolderUsesItsNearestConfigurationMergedOverItsParents() throws {
        XCTAssertEqual(try violations(["."]), [
            "App/AppContainer.swift container_size warning",
            "App/Orders.swift weak_back_reference error",
            "Legacy/Legacy.swift weak_back_reference warning",
            "Legacy/LegacyContainer.swift container_size warning",
        ])
        // The root configuration is the nearest to the first path: checking Legacy, its own file is
        // the root (nothing above it applies, the default container limit holds) and Old's is nested.
        XCTAssertEqual(try violations(["Legacy"]), ["Legacy/Legacy.swift weak_back_reference warning"])
        XCTAssertEqual(try violations(["."], in: "Legacy"), ["Legacy.swift weak_back_reference warning"])
        // An explicit --config decides alone.
        XCTAssertEqual(try violations([".", "--config", ".archlint.yml"]).filter { $0.contains("weak_back_reference") }, [
            "App/Orders.swift weak_back_reference error",
            "Legacy/Legacy.swift weak_back_reference error",
            "Legacy/Old/Old.swift weak_back_reference error",
        ])
    }

    func testChildOptionsOverrideTheParentsAndOnlyRulesReplacesTheList() throws {
        try ArchlintProcess.write(["Legacy/.archlint.yml": "rules:\n  container_size: { max_dependencies: 10 }\n",
                                   "Legacy/Old/.archlint.yml": "only_rules: [container_size]\n"], under: root)
        XCTAssertEqual(try violations(["."]), [
            "App/AppContainer.swift container_size warning",
            "App/Orders.swift weak_back_reference error",
            "Legacy/Legacy.swift weak_back_reference error",
        ])
    }

    func testRootOnlyKeysAreIgnoredWithAWarningAndErrorsNameTheNestedFile() throws {
        try ArchlintProcess.write(["Legacy/.archlint.yml": "excluded: [Old]\nroles:\n  service: { names: [\"*Presenter\"] }\n"],
                                  under: root)
        var outcome = try ArchlintProcess.run(["check", ".", "--reporter", "json"], in: root)
        XCTAssertEqual(outcome.standardError, "archlint: warning: Legacy/.archlint.yml: included and excluded and roles apply "
                       + "from the root configuration only; ignored in this nested configuration\n")
        XCTAssertTrue(try JSONReport.decode(outcome.standardOutput).violations.contains { $0.file == "Legacy/Legacy.swift" })
        try ArchlintProcess.write(["Legacy/.archlint.yml": "rules:\n  weak_back_referense: warning\n"], under: root)
        outcome = try ArchlintProcess.run(["check", "."], in: root)
        XCTAssertEqual(outcome.exitCode, 2)
        XCTAssertTrue(outcome.standardError.hasSuffix("Legacy/.archlint.yml:2:3: error: unknown rule 'weak_back_referense'; "
                                                      + "did you mean 'weak_back_reference'? (`archlint rules` lists them)\n"),
                      outcome.standardError)
    }
}
