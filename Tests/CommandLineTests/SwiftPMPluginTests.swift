import ArchlintTestSupport
import Foundation
import XCTest

/// archlint's SwiftPM plugins, used by a package that depends on this repository by path
/// (Tests/Fixtures/PluginPackage, laid out under .build/plugin-fixture so later runs build
/// incrementally): the real `swift build` and `swift package` build archlint from source and run it.
final class SwiftPMPluginTests: XCTestCase {
    static let fixture = ArchlintProcess.repositoryRoot.appendingPathComponent(".build/plugin-fixture/PluginPackage")

    override class func setUp() {
        super.setUp()
        let manager = FileManager.default
        let sources = fixture.appendingPathComponent("Sources")
        try? manager.removeItem(at: sources)
        try? manager.createDirectory(at: fixture, withIntermediateDirectories: true)
        try? manager.copyItem(at: ArchlintProcess.repositoryRoot.appendingPathComponent("Tests/Fixtures/PluginPackage/Sources"), to: sources)
        let manifest = """
            // swift-tools-version:6.0
            import PackageDescription

            let package = Package(
                name: "PluginPackage",
                dependencies: [.package(name: "archlint", path: \(quoted(ArchlintProcess.repositoryRoot.path)))],
                targets: [
                    .target(name: "Orders", plugins: [.plugin(name: "ArchlintBuildToolPlugin", package: "archlint")]),
                    .target(name: "Catalog", plugins: [.plugin(name: "ArchlintBuildToolPlugin", package: "archlint")]),
                ]
            )

            """
        try? Data(manifest.utf8).write(to: fixture.appendingPathComponent("Package.swift"))
    }

    private static func quoted(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }

    private func swift(_ arguments: [String]) throws -> ArchlintProcess.Outcome {
        try ExternalTool.run(try ExternalTool.require("swift"), arguments, in: Self.fixture)
    }

    private var ordersLine: String {
        "Sources/Orders/OrdersScene.swift:10:9: error: OrdersPresenter.viewController is a strong back reference to "
            + "OrdersViewController: a presenter's view is its owner in the VIP cycle; make it weak (weak_back_reference)"
    }

    func testTheBuildToolPluginReportsViolationsAsBuildDiagnosticsAndFailsOnErrors() throws {
        let clean = try swift(["build", "--target", "Catalog"])
        XCTAssertEqual(clean.exitCode, 0, clean.standardOutput + clean.standardError)
        XCTAssertFalse((clean.standardOutput + clean.standardError).contains("(weak_back_reference)"))

        let failing = try swift(["build", "--target", "Orders"])
        XCTAssertNotEqual(failing.exitCode, 0)
        let lines = (failing.standardOutput + failing.standardError).split(separator: "\n").map(String.init)
        // An absolute path, as the compiler's own diagnostics, so SwiftPM and Xcode point at the line.
        XCTAssertTrue(lines.contains(Self.fixture.path + "/" + ordersLine), lines.joined(separator: "\n"))

        // A failed check runs again on the next build; it does not pass because nothing changed.
        let again = try swift(["build", "--target", "Orders"])
        XCTAssertNotEqual(again.exitCode, 0)
        XCTAssertTrue((again.standardOutput + again.standardError).contains(ordersLine))
    }

    func testTheCommandPluginChecksThePackageOrTheNamedTargets() throws {
        let whole = try swift(["package", "archlint"])
        XCTAssertEqual(whole.exitCode, 1, whole.standardError)
        XCTAssertEqual(whole.standardOutput, ordersLine + "\n")

        let clean = try swift(["package", "archlint", "check", "--target", "Catalog", "--reporter", "json"])
        XCTAssertEqual(clean.exitCode, 0, clean.standardError)
        let report = try JSONReport.decode(clean.standardOutput)
        XCTAssertEqual(report.violations, [])
        XCTAssertEqual(report.summary.files, 1)

        let graph = try swift(["package", "archlint", "graph", "--target", "Orders", "--format", "json"])
        XCTAssertEqual(graph.exitCode, 0, graph.standardError)
        XCTAssertTrue(graph.standardOutput.contains("\"Orders.OrdersPresenter\""), graph.standardOutput)
        XCTAssertFalse(graph.standardOutput.contains("Catalog"), graph.standardOutput)

        let unknown = try swift(["package", "archlint", "--target", "Payments"])
        XCTAssertNotEqual(unknown.exitCode, 0)
        XCTAssertTrue(unknown.standardError.contains("no target named ‘Payments’"), unknown.standardError)
    }
}
