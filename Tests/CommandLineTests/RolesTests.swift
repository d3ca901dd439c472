import ArchlintTestSupport
import Foundation
import XCTest

/// `archlint roles` through the real binary: every sample type with its role, scene and evidence.
final class RolesTests: XCTestCase {
    static let golden = ArchlintProcess.repositoryRoot.appendingPathComponent("Tests/Golden/Catalog.roles.txt")

    func testEverySampleTypeIsListedWithItsRoleAndEvidence() throws {
        let outcome = try ArchlintProcess.run(["roles", "Samples/Catalog"])
        XCTAssertEqual(outcome.exitCode, 0, outcome.standardError)
        if ProcessInfo.processInfo.environment["ARCHLINT_UPDATE_GOLDEN"] != nil {
            try Data(outcome.standardOutput.utf8).write(to: Self.golden)
        }
        XCTAssertEqual(outcome.standardOutput, try String(contentsOf: Self.golden, encoding: .utf8),
                       "run with ARCHLINT_UPDATE_GOLDEN=1 to accept the new table")
        // Every type the graph knows is listed, and every role comes with its evidence.
        let graph = try ArchlintProcess.run(["graph", "Samples/Catalog", "--format", "json", "--include-values"])
        let nodes = (try JSONSerialization.jsonObject(with: Data(graph.standardOutput.utf8)) as? [String: Any])?["nodes"]
            as? [[String: Any]] ?? []
        let roles = try ArchlintProcess.run(["roles", "Samples/Catalog", "--format", "json"])
        let rows = try JSONSerialization.jsonObject(with: Data(roles.standardOutput.utf8)) as? [[String: Any]] ?? []
        let listed = Set(rows.compactMap { $0["type"] as? String })
        for node in nodes {
            guard let name = node["name"] as? String ?? node["label"] as? String else { continue }
            XCTAssertTrue(listed.contains(name), "\(name) is in the graph but not in `archlint roles`")
        }
        for row in rows where row["role"] != nil {
            XCTAssertNotNil(row["evidence"], "\(row["type"] ?? "?") has a role without evidence")
        }
        XCTAssertGreaterThan(rows.count, 100)
    }

    /// SPEC §3: only coordinator protocols make coordinators; app and scene delegates are composition
    /// roots whatever their names; UI evidence beats a service name.
    func testRolesFollowTheEvidenceNotTheWords() throws {
        let root = try ArchlintProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        try ArchlintProcess.write(["App/Roles.swift": """
            import UIKit
            protocol SearchFlowCoordinatorDependencies {}
            protocol SyncCoordinatorDelegate: AnyObject {}
            protocol FlowCoordinating: AnyObject {}
            final class SearchSceneDIContainer: SearchFlowCoordinatorDependencies {}
            final class SyncSettingsScreen: UIViewController, SyncCoordinatorDelegate {}
            final class CheckoutFlow: FlowCoordinating {}
            final class ExtensionEntry: NSObject, UIWindowSceneDelegate {}
            final class ShareExtensionAppDelegate {}
            final class BannerPresenter: NSObject, UICollectionViewDelegate {}
            """], under: root)
        let roles = try roleByType(in: root)
        XCTAssertEqual(roles["SearchSceneDIContainer"], "composition_root")
        XCTAssertEqual(roles["SyncSettingsScreen"], "view")
        XCTAssertEqual(roles["CheckoutFlow"], "coordinator")
        XCTAssertEqual(roles["ExtensionEntry"], "composition_root")
        XCTAssertEqual(roles["ShareExtensionAppDelegate"], "composition_root")
        XCTAssertEqual(roles["BannerPresenter"], "-")
    }

    /// A `*Coordinator` with no flow that adopts a UIKit protocol or keeps UIKit views is a UI helper,
    /// while one that starts a flow or keeps a navigation controller stays a coordinator whatever else
    /// it adopts; a `*Manager` keeping UIKit views is no app service. Test-support code is test code
    /// by its imports, its folder or a `Mock`/`Stub` prefix, never by `Fake` (production code fakes
    /// things on purpose).
    func testUIHelpersAndTestSupportCodeAreNotTakenForTheirNames() throws {
        let root = try ArchlintProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        try ArchlintProcess.write([
            "App/Helpers.swift": """
                import UIKit
                final class PopupResizeGestureCoordinator: NSObject, UIGestureRecognizerDelegate {
                    weak var scrollView: UIScrollView?
                }
                final class OverlaysCoordinator {
                    private var overlays = NSHashTable<UIView>(options: .weakMemory)
                    var visible: [UIView] { overlays.allObjects }
                }
                final class KeyboardManager { private let toolbar: UIToolbar = UIToolbar() }
                final class OnboardingCoordinator: NSObject, UINavigationControllerDelegate {
                    let navigationController: UINavigationController
                    init(navigationController: UINavigationController) { self.navigationController = navigationController }
                }
                final class ProfileCoordinator: NSObject, UIAdaptivePresentationControllerDelegate {
                    weak var sourceView: UIView?
                    func start() {}
                }
                final class FakeRequestService { func send() {} }
                final class MockingbirdService { func sing() {} }
                """,
            "App/Clock.swift": "import XCTest\nfinal class ClockService { func now() -> Int { 0 } }\n",
            "CoreTestData/Injectors/DataInjector.swift": "final class DataInjectorService {}\n",
            "XCTScheduleComponent/ScheduleService.swift": "final class ScheduleService {}\n",
            "Core/Sources/CoreMocks/KeychainProvider.swift": "final class KeychainProviderService {}\n",
            "App/MockDataProvider.swift": "final class MockDataProvider {}\nfinal class StubClock {}\n",
        ], under: root)
        let roles = try roleByType(in: root)
        XCTAssertEqual(roles["PopupResizeGestureCoordinator"], "-", "\(roles)")
        XCTAssertEqual(roles["OverlaysCoordinator"], "-")
        XCTAssertEqual(roles["KeyboardManager"], "-")
        XCTAssertEqual(roles["OnboardingCoordinator"], "coordinator")
        XCTAssertEqual(roles["ProfileCoordinator"], "coordinator")
        XCTAssertEqual(roles["FakeRequestService"], "service")
        XCTAssertEqual(roles["MockingbirdService"], "service")
        for testCode in ["ClockService", "DataInjectorService", "ScheduleService", "MockDataProvider", "StubClock",
                         "KeychainProviderService"] {
            XCTAssertEqual(roles[testCode], "test_double", testCode)
        }
    }

    /// `archlint roles . --format json` in `root`, as type → role (`-` for none).
    func roleByType(in root: URL) throws -> [String: String] {
        let outcome = try ArchlintProcess.run(["roles", ".", "--format", "json"], in: root)
        XCTAssertEqual(outcome.exitCode, 0, outcome.standardError)
        let rows = try JSONSerialization.jsonObject(with: Data(outcome.standardOutput.utf8)) as? [[String: Any]] ?? []
        var roles: [String: String] = [:]
        for row in rows { if let type = row["type"] as? String { roles[type] = row["role"] as? String ?? "-" } }
        return roles
    }

    func testTypeFilterAndJSON() throws {
        let outcome = try ArchlintProcess.run(["roles", "Samples/Catalog", "--type", "Cart*Presenter", "--format", "json"])
        XCTAssertEqual(outcome.exitCode, 0, outcome.standardError)
        let rows = try JSONSerialization.jsonObject(with: Data(outcome.standardOutput.utf8)) as? [[String: Any]] ?? []
        XCTAssertEqual(rows.map { $0["type"] as? String }, ["CartPresenter"])
        XCTAssertEqual(rows.first?["role"] as? String, "presenter")
        XCTAssertEqual(rows.first?["evidenceKind"] as? String, "scene protocol")
        XCTAssertEqual(rows.first?["evidence"] as? String, "conforms to CartPresentationLogic")
        let missing = try ArchlintProcess.run(["roles", "Samples/Catalog", "--type", "NoSuchType"])
        XCTAssertEqual(missing.exitCode, 2)
        XCTAssertTrue(missing.standardError.contains("no type matches 'NoSuchType'"), missing.standardError)
    }
}
