import ArchlintTestSupport
import Foundation
import XCTest

/// `make install PREFIX=…`, `make uninstall` and `make release`, run by the real make with the
/// archlint built for the tests (BINARY=…, so nothing is rebuilt), and the Homebrew formula's install
/// command and syntax.
final class InstallTests: XCTestCase {
    private var root: URL!

    override func setUpWithError() throws {
        root = try ArchlintProcess.temporaryDirectory()
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: root)
    }

    private func make(_ arguments: [String]) throws -> ArchlintProcess.Outcome {
        try ExternalTool.run(try ExternalTool.require("make"), ["--no-print-directory", "BINARY=" + ArchlintProcess.binary.path] + arguments)
    }

    private let installed = ["bin/archlint", "share/bash-completion/completions/archlint",
                             "share/fish/vendor_completions.d/archlint.fish", "share/zsh/site-functions/_archlint"]

    private func files(under directory: URL) -> [String] {
        let enumerator = FileManager.default.enumerator(at: directory, includingPropertiesForKeys: [.isRegularFileKey])
        var found: [String] = []
        while let url = enumerator?.nextObject() as? URL {
            if (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true {
                found.append(String(url.standardizedFileURL.path.dropFirst(directory.standardizedFileURL.path.count + 1)))
            }
        }
        return found.sorted()
    }

    func testInstallPutsTheBinaryAndCompletionsUnderThePrefixAndUninstallRemovesThem() throws {
        let prefix = root.appendingPathComponent("prefix with space")
        let install = try make(["install", "PREFIX=" + prefix.path])
        XCTAssertEqual(install.exitCode, 0, install.standardOutput + install.standardError)
        XCTAssertEqual(files(under: prefix), installed)

        // The installed binary alone, from another folder: the presets are inside it.
        let project = root.appendingPathComponent("project")
        try ArchlintProcess.write([".archlint.yml": "extends: [strict]\n", "Sources/OrdersPresenter.swift": """
            protocol OrdersDisplayLogic: AnyObject {}
            protocol OrdersPresentationLogic {}
            final class OrdersPresenter: OrdersPresentationLogic {
                var viewController: OrdersDisplayLogic?
            }
            final class OrdersViewController: OrdersDisplayLogic {}

            """], under: project)
        let check = try ExternalTool.run(prefix.appendingPathComponent("bin/archlint"), ["check", "Sources"], in: project)
        XCTAssertEqual(check.exitCode, 1, check.standardError)
        XCTAssertTrue(check.standardOutput.hasPrefix("Sources/OrdersPresenter.swift:4:9: error: "), check.standardOutput)
        let bashScript = try String(contentsOf: prefix.appendingPathComponent("share/bash-completion/completions/archlint"), encoding: .utf8)
        XCTAssertEqual(bashScript, try ArchlintProcess.run(["completion", "bash"]).standardOutput)

        let uninstall = try make(["uninstall", "PREFIX=" + prefix.path])
        XCTAssertEqual(uninstall.exitCode, 0, uninstall.standardError)
        XCTAssertEqual(files(under: prefix), [])
    }

    func testDestdirStagesTheInstall() throws {
        let stage = root.appendingPathComponent("stage")
        let install = try make(["install", "PREFIX=/opt/archlint", "DESTDIR=" + stage.path])
        XCTAssertEqual(install.exitCode, 0, install.standardError)
        XCTAssertEqual(files(under: stage), installed.map { "opt/archlint/" + $0 })
    }

    func testReleaseMakesAnArchiveLaidOutAsAPrefixWithItsChecksum() throws {
        let output = root.appendingPathComponent("release")
        let release = try make(["release", "RELEASE_DIR=" + output.path])
        XCTAssertEqual(release.exitCode, 0, release.standardOutput + release.standardError)
        let version = try ArchlintProcess.run(["version"]).standardOutput.trimmingCharacters(in: .newlines)
        let uname = try ExternalTool.run(try ExternalTool.require("uname"), ["-sm"]).standardOutput.lowercased()
            .trimmingCharacters(in: .newlines).split(separator: " ")
        let name = "archlint-\(version)-\(uname[0])-\(uname[1]).tar.gz"
        let archive = output.appendingPathComponent(name)
        XCTAssertTrue(release.standardOutput.hasSuffix(archive.path + "\n"), release.standardOutput)
        let sha = try ExternalTool.run(try ExternalTool.require("sha256sum"), ["--check", name + ".sha256"], in: output)
        XCTAssertEqual(sha.exitCode, 0, sha.standardOutput + sha.standardError)

        let unpacked = root.appendingPathComponent("unpacked")
        try FileManager.default.createDirectory(at: unpacked, withIntermediateDirectories: true)
        let tar = try ExternalTool.run(try ExternalTool.require("tar"), ["-xzf", archive.path, "-C", unpacked.path])
        XCTAssertEqual(tar.exitCode, 0, tar.standardError)
        XCTAssertEqual(files(under: unpacked), (["LICENSE", "README.md"] + installed).sorted())
        let run = try ExternalTool.run(unpacked.appendingPathComponent("bin/archlint"), ["version"])
        XCTAssertEqual(run.standardOutput, version + "\n")
    }

    func testTheLicenseIsMIT() throws {
        let license = try String(contentsOf: ArchlintProcess.repositoryRoot.appendingPathComponent("LICENSE"), encoding: .utf8)
        XCTAssertTrue(license.hasPrefix("MIT License\n"))
    }

    /// The formula installs with `make install PREFIX=#{prefix}` (tested above) and parses as Ruby.
    func testTheHomebrewFormulaIsValidRubyAndInstallsThroughTheMakefile() throws {
        let formula = ArchlintProcess.repositoryRoot.appendingPathComponent("docs/homebrew/Formula/archlint.rb")
        let syntax = try ExternalTool.run(try ExternalTool.require("ruby"), ["-c", formula.path])
        XCTAssertEqual(syntax.exitCode, 0, syntax.standardError)
        let text = try String(contentsOf: formula, encoding: .utf8)
        XCTAssertTrue(text.contains(#"system "make", "install", "PREFIX=#{prefix}""#), text)
        XCTAssertTrue(text.contains(#"license "MIT""#))
    }
}
