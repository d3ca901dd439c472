import ArchlintTestSupport
import Foundation
import XCTest

/// The real binary on temporary trees: exit codes, formats, discovery and bad input.
final class CommandLineTests: XCTestCase {
    var root: URL!

    override func setUpWithError() throws {
        root = try ArchlintProcess.temporaryDirectory()
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: root)
    }

    static let presenterWithStrongView = """
        protocol OrdersDisplayLogic: AnyObject {}
        final class OrdersViewController: UIViewController, OrdersDisplayLogic {}
        final class OrdersPresenter {
            var viewController: OrdersDisplayLogic?
        }
        """

    static let interactorBuildingWorker = """
        final class OrdersInteractor {
            var worker: OrdersWorker?
            func load() { worker = OrdersWorker() }
        }
        final class OrdersWorker {}
        """

    func testXcodeFormatWithRelativePathsAndExitCodeOne() throws {
        try ArchlintProcess.write(["Sources/Orders/Presenter.swift": Self.presenterWithStrongView], under: root)
        let outcome = try ArchlintProcess.run(["check", "Sources"], in: root)
        XCTAssertEqual(outcome.exitCode, 1)
        XCTAssertEqual(outcome.standardOutput, """
            Sources/Orders/Presenter.swift:4:9: error: OrdersPresenter.viewController is a strong back reference to \
            OrdersViewController: a presenter's view is its owner in the VIP cycle; make it weak \
            [by name only: OrdersPresenter is a presenter] (weak_back_reference)

            """)
    }

    func testJSONReporterAndSummary() throws {
        try ArchlintProcess.write(["A.swift": Self.presenterWithStrongView, "B.swift": Self.interactorBuildingWorker,
                                   ".archlint.yml": ArchlintProcess.optInRulesConfiguration], under: root)
        let outcome = try ArchlintProcess.run(["check", "--reporter", "json"], in: root)
        XCTAssertEqual(outcome.exitCode, 1)
        let report = try JSONReport.decode(outcome.standardOutput)
        XCTAssertEqual(report.violations.map(\.rule), ["weak_back_reference", "container_only_construction"])
        XCTAssertEqual(report.violations.map(\.file), ["A.swift", "B.swift"])
        XCTAssertEqual(report.violations.map(\.severity), ["error", "warning"])
        XCTAssertEqual(report.summary.files, 2)
        XCTAssertEqual(report.summary.errors, 1)
        XCTAssertEqual(report.summary.warnings, 1)
    }

    func testWarningsAloneExitZeroUnlessStrict() throws {
        try ArchlintProcess.write(["B.swift": Self.interactorBuildingWorker, ".archlint.yml": ArchlintProcess.optInRulesConfiguration],
                                  under: root)
        XCTAssertEqual(try ArchlintProcess.run(["check", "."], in: root).exitCode, 0)
        XCTAssertEqual(try ArchlintProcess.run(["check", ".", "--strict"], in: root).exitCode, 1)
    }

    func testCleanTreeExitsZeroWithNoOutput() throws {
        try ArchlintProcess.write(["Clean.swift": "final class A { weak var b: B? }\nfinal class B {}"], under: root)
        let outcome = try ArchlintProcess.run(["check"], in: root)
        XCTAssertEqual(outcome.exitCode, 0)
        XCTAssertEqual(outcome.standardOutput, "")
    }

    func testMissingPathAndUsageErrorsExitTwo() throws {
        let missing = try ArchlintProcess.run(["check", "does/not/exist"], in: root)
        XCTAssertEqual(missing.exitCode, 2)
        XCTAssertTrue(missing.standardError.contains("no such file or directory: does/not/exist"), missing.standardError)
        XCTAssertEqual(try ArchlintProcess.run(["check", "--reporter", "yaml"], in: root).exitCode, 2)
        XCTAssertEqual(try ArchlintProcess.run(["check", "--jobs", "zero"], in: root).exitCode, 2)
        XCTAssertEqual(try ArchlintProcess.run(["check", "--frobnicate"], in: root).exitCode, 2)
        XCTAssertEqual(try ArchlintProcess.run(["frobnicate"], in: root).exitCode, 2)
    }

    func testHelpAndVersionAndRules() throws {
        for arguments in [["--help"], ["check", "--help"], ["rules", "--help"], ["version"]] {
            let outcome = try ArchlintProcess.run(arguments, in: root)
            XCTAssertEqual(outcome.exitCode, 0, "\(arguments)")
            XCTAssertFalse(outcome.standardOutput.isEmpty, "\(arguments)")
        }
        let rules = try ArchlintProcess.run(["rules"], in: root).standardOutput
        for id in ["vip_direction", "weak_back_reference", "strong_self_capture", "ownership_cycle", "service_cycle",
                   "container_only_construction"] {
            XCTAssertTrue(rules.contains(id), id)
        }
        let explained = try ArchlintProcess.run(["rules", "service_cycle"], in: root)
        XCTAssertTrue(explained.standardOutput.contains("How to fix"))
        XCTAssertEqual(try ArchlintProcess.run(["rules", "no_such_rule"], in: root).exitCode, 2)
    }

    func testVendoredBuildAndHiddenFoldersAreSkipped() throws {
        var files: [String: String] = [:]
        for folder in ["Pods/X", ".build/checkouts", "Carthage/Checkouts", "DerivedData/Build", ".hidden",
                       "Vendor/HockeySDK.framework/Headers", "Vendor/Crypto.xcframework/ios-arm64/Crypto.framework/Headers"] {
            files["\(folder)/Presenter.swift"] = Self.presenterWithStrongView
        }
        // A prebuilt framework's public header, beside no code of the project's.
        files["Vendor/HockeySDK.framework/Headers/BITUpdateManager.h"] = """
            #import <UIKit/UIKit.h>
            @interface BITUpdateManager : NSObject
            @end
            """
        files["App/Clean.swift"] = "final class A {}"
        try ArchlintProcess.write(files, under: root)
        let outcome = try ArchlintProcess.run(["check", ".", "--reporter", "json"], in: root)
        XCTAssertEqual(outcome.exitCode, 0, outcome.standardOutput)
        XCTAssertEqual(try JSONReport.decode(outcome.standardOutput).summary.files, 1)
    }

    func testUnreadableAndUndecodableFilesAreWarningsAndTheRestIsChecked() throws {
        try ArchlintProcess.write(["Good.swift": Self.presenterWithStrongView], under: root)
        try Data([0x66, 0x75, 0x6E, 0x63, 0xFF, 0xFE, 0x20]).write(to: root.appendingPathComponent("Latin1.swift"))
        try Data([0x00, 0x01, 0x02, 0x03]).write(to: root.appendingPathComponent("Binary.swift"))
        // A file git-crypt keeps locked: its header, then ciphertext.
        try (Data([0x00]) + Data("GITCRYPT".utf8) + Data([0x00, 0x99, 0xB3, 0x6E, 0x00, 0x57]))
            .write(to: root.appendingPathComponent("Keys.swift"))
        // A directory named like a source file cannot be read as one.
        try FileManager.default.createDirectory(at: root.appendingPathComponent("Folder.swift/Inner.swift"),
                                                withIntermediateDirectories: true)
        let outcome = try ArchlintProcess.run(["check", ".", "--reporter", "json"], in: root)
        XCTAssertEqual(outcome.exitCode, 1)
        let report = try JSONReport.decode(outcome.standardOutput)
        let byFile = Dictionary(grouping: report.violations, by: \.file)
        XCTAssertEqual(byFile["Good.swift"]?.map(\.rule), ["weak_back_reference"])
        XCTAssertEqual(byFile["Latin1.swift"]?.map(\.rule), ["unreadable_file"])
        XCTAssertEqual(byFile["Binary.swift"]?.map(\.message), ["binary file (contains NUL bytes); not checked"])
        XCTAssertEqual(byFile["Keys.swift"]?.map(\.message), ["encrypted by git-crypt (`git-crypt unlock` decrypts it); not checked"])
        XCTAssertEqual(byFile["Latin1.swift"]?.first?.severity, "warning")
    }

    func testSymlinkLoopsAndLinksOutOfTheRootAreNotFollowed() throws {
        let outside = try ArchlintProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: outside) }
        try ArchlintProcess.write(["Outside.swift": Self.presenterWithStrongView], under: outside)
        try ArchlintProcess.write(["Project/App.swift": "final class A {}"], under: root)
        let project = root.appendingPathComponent("Project")
        try FileManager.default.createSymbolicLink(at: project.appendingPathComponent("loop"), withDestinationURL: project)
        try FileManager.default.createSymbolicLink(at: project.appendingPathComponent("escape"), withDestinationURL: outside)
        let outcome = try ArchlintProcess.run(["check", "Project", "--reporter", "json"], in: root)
        XCTAssertEqual(outcome.exitCode, 0, outcome.standardOutput)
        XCTAssertEqual(try JSONReport.decode(outcome.standardOutput).summary.files, 1)
    }

    func testFifoNamedLikeASourceFileDoesNotHang() throws {
        try ArchlintProcess.write(["App.swift": "final class A {}"], under: root)
        let fifo = root.appendingPathComponent("Pipe.swift").path
        XCTAssertEqual(mkfifo(fifo, 0o644), 0)
        let outcome = try ArchlintProcess.run(["check", "."], in: root)
        XCTAssertEqual(outcome.exitCode, 0)
    }

    func testTemplatePlaceholdersAreCheckedLikeNames() throws {
        try ArchlintProcess.write(["Template.swift": """
            protocol ___VARIABLE_sceneName___DisplayLogic: AnyObject {}
            final class ___VARIABLE_sceneName___ViewController: UIViewController, ___VARIABLE_sceneName___DisplayLogic {}
            final class ___VARIABLE_sceneName___Presenter {
                weak var viewController: ___VARIABLE_sceneName___DisplayLogic?
            }
            """], under: root)
        XCTAssertEqual(try ArchlintProcess.run(["check"], in: root).exitCode, 0)
    }
}
