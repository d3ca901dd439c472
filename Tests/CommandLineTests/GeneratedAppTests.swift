import ArchlintTestSupport
import Foundation
import SyntheticApp
import XCTest

/// The real binary on a generated Clean Swift app of a few hundred scenes: it must report exactly
/// the violations the generator planted, and nothing in the correct scenes.
final class GeneratedAppTests: XCTestCase {
    func testReportsExactlyThePlantedViolations() throws {
        let root = try ArchlintProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        let scenes = 300
        try SyntheticApp.write(scenes: scenes, under: root.path)
        var expected: [String] = []
        for index in 0..<scenes {
            let scene = "Scene\(index)"
            if SyntheticApp.hasStrongPresenter(index) {
                expected.append("Scenes/\(scene)/\(scene)Presenter.swift weak_back_reference")
            }
            if SyntheticApp.hasWorkerInInteractor(index) {
                expected.append("Scenes/\(scene)/\(scene)Interactor.swift container_only_construction")
            }
            if SyntheticApp.hasStoredClosure(index) {
                expected.append("Scenes/\(scene)/\(scene)ViewController.swift strong_self_capture")
            }
        }
        let outcome = try ArchlintProcess.run(["check", ".", "--reporter", "json"], in: root)
        let report = try JSONReport.decode(outcome.standardOutput)
        let actual = report.violations.map { "\($0.file) \($0.rule)" }
        XCTAssertEqual(actual.sorted(), expected.sorted())
        XCTAssertEqual(outcome.exitCode, expected.isEmpty ? 0 : 1)
        let serial = try ArchlintProcess.run(["check", ".", "--jobs", "1"], in: root)
        let parallel = try ArchlintProcess.run(["check", ".", "--jobs", "2"], in: root)
        XCTAssertEqual(serial.standardOutput, parallel.standardOutput)
    }
}
