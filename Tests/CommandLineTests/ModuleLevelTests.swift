import ArchlintTestSupport
import Foundation
import XCTest

/// Modules from the project's own structure (`Package.swift` targets at custom and default paths, an
/// Xcode project's targets, a nested package, a podspec), names resolved only into modules the file
/// imports, and the module level drawing only real dependencies; through the real binary, every DOT
/// output through the real Graphviz.
final class ModuleLevelTests: XCTestCase {
    static let package: [String: String] = [
        "Package.swift": """
            // swift-tools-version:5.9
            import PackageDescription

            let package = Package(
                name: "Shop",
                // .target(name: "Commented", path: "Code") is a comment, not a target
                targets: [
                    .target(name: "Core", path: "Code/CoreLib"),
                    .target(name: "Payments", dependencies: [.target(name: "Core"),
                            .product(name: "Collections", package: "swift-collections")], path: "Code/Pay"),
                    .target(name: "Search", path: "Code/Search"),
                    .executableTarget(name: "ShopApp", dependencies: ["Core", "Payments"]),
                    .testTarget(name: "CoreTests", dependencies: ["Core"]),
                ]
            )
            """,
        "Code/CoreLib/Analytics.swift": "public final class Analytics {\n    public init() {}\n}\n",
        "Code/CoreLib/Theme.swift": "public final class Theme {\n    public init() {}\n}\n",
        // `AppFlow` is declared only in the app, which Core does not (cannot) import.
        "Code/CoreLib/Store.swift": "public final class Store {\n    var flow: AppFlow?\n    public init() {}\n}\n",
        "Code/Pay/Checkout.swift": """
            import Core

            final class Checkout {
                let analytics: Analytics
                let theme: Theme
                init(analytics: Analytics, theme: Theme) {
                    self.analytics = analytics
                    self.theme = theme
                }
            }
            """,
        // No `import Core`: `Analytics` names nothing here.
        "Code/Search/Finder.swift": """
            final class Finder {
                let analytics: Analytics
                init(analytics: Analytics) { self.analytics = analytics }
            }
            """,
        // Core through Payments' `@_exported import Core`.
        "Code/Pay/Exports.swift": "@_exported import Core\n",
        "Sources/ShopApp/AppFlow.swift": """
            import Payments

            final class AppFlow {
                let checkout: Checkout
                let theme: Theme
                let store: Store
                init(checkout: Checkout, theme: Theme, store: Store) {
                    self.checkout = checkout
                    self.theme = theme
                    self.store = store
                }
            }
            """,
        // The app's own `Theme`: the app's code means this one, not Core's.
        "Sources/ShopApp/Theme.swift": "final class Theme {}\n",
        "Tests/CoreTests/StoreTests.swift": "import XCTest\n@testable import Core\n\nfinal class StoreTests: XCTestCase {}\n",
    ]

    static let xcodeProject: [String: String] = [
        "Shop.xcodeproj/project.pbxproj": """
            // !$*UTF8*$!
            {
            \tobjects = {
            \t\tA1 /* Shop */ = {
            \t\t\tisa = PBXNativeTarget;
            \t\t\tbuildPhases = (
            \t\t\t);
            \t\t\tname = Shop;
            \t\t\tproductType = "com.apple.product-type.application";
            \t\t};
            \t\tA2 /* ShopKit */ = {
            \t\t\tisa = PBXNativeTarget;
            \t\t\tname = ShopKit;
            \t\t\tproductType = "com.apple.product-type.framework";
            \t\t};
            \t\tA3 /* Widget */ = {
            \t\t\tisa = PBXNativeTarget;
            \t\t\tname = Widget;
            \t\t\tproductType = "com.apple.product-type.app-extension";
            \t\t};
            \t};
            }
            """,
        "Shop/AppRouter.swift": "final class AppRouter {}\n",
        "Shop/SharedStore.swift": "final class SharedStore {}\n",
        "Shop/AppCoordinator.swift": """
            import Charts
            import Network
            import ShopKit

            final class AppCoordinator {
                let session: KitSession
                let client: APIClient
                let chart: ChartView
                init(session: KitSession, client: APIClient, chart: ChartView) {
                    self.session = session
                    self.client = client
                    self.chart = chart
                }
            }
            """,
        // The framework names an app type it cannot import: no framework → app dependency.
        "ShopKit/KitSession.swift": """
            public final class KitSession {
                var router: AppRouter?
                public init() {}
            }
            """,
        // An extension compiles the app's file by target membership: it sees it without an import.
        "Widget/WidgetProvider.swift": """
            final class WidgetProvider {
                let store: SharedStore
                init(store: SharedStore) { self.store = store }
            }
            """,
        "Scripts/Tool.swift": "final class Tool {}\n",
        "Packages/Network/Package.swift": """
            // swift-tools-version:5.9
            import PackageDescription
            let package = Package(name: "Network", targets: [.target(name: "Network")])
            """,
        "Packages/Network/Sources/Network/APIClient.swift": "public final class APIClient {\n    public init() {}\n}\n",
        "Charts.podspec": """
            Pod::Spec.new do |s|
              s.name         = 'Charts'   # the pod
              s.source_files = 'Modules/Charts/Classes/**/*.{swift,h,m}'
            end
            """,
        "Modules/Charts/Classes/ChartView.swift": "public final class ChartView {\n    public init() {}\n}\n",
    ]

    struct Graph {
        var nodes: Set<String>
        var links: Set<String>
    }

    /// The JSON graph as node ids and `from -> to` links; the DOT of the same level through Graphviz.
    func graph(_ files: [String: String], level: String, file: StaticString = #filePath, line: UInt = #line) throws -> Graph {
        let root = try ArchlintProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        try ArchlintProcess.write(files, under: root)
        let json = try ArchlintProcess.run(["graph", ".", "--level", level, "--format", "json", "--no-cache"], in: root)
        XCTAssertEqual(json.exitCode, 0, json.standardError, file: file, line: line)
        let object = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [String: Any])
        let nodes = (object["nodes"] as? [[String: Any]] ?? []).compactMap { $0["id"] as? String }
        let links = (object["edges"] as? [[String: Any]] ?? []).map { "\($0["from"] as? String ?? "") -> \($0["to"] as? String ?? "")" }
        for edge in object["edges"] as? [[String: Any]] ?? [] {
            for end in ["from", "to"] {
                XCTAssertTrue(nodes.contains(edge[end] as? String ?? ""), "a link to no node: \(edge)", file: file, line: line)
            }
        }
        let dot = try ArchlintProcess.run(["graph", ".", "--level", level, "--no-cache"], in: root)
        XCTAssertEqual(dot.exitCode, 0, dot.standardError, file: file, line: line)
        let rendered = try Graphviz.render(dot.standardOutput)
        XCTAssertEqual(rendered.status, 0, "dot: \(rendered.errors)", file: file, line: line)
        return Graph(nodes: Set(nodes), links: Set(links))
    }

    func testPackageTargetsAtTheirPathsAreTheModules() throws {
        let modules = try graph(Self.package, level: "module")
        // Code/CoreLib, Code/Pay and Code/Search are three targets, not one `Code` folder; test types are
        // left out, and so are the test target's imports (a link needs a node at both ends).
        XCTAssertEqual(modules.nodes, ["module Core", "module Payments", "module Search", "module ShopApp"])
        XCTAssertEqual(modules.links, ["module Payments -> module Core", "module ShopApp -> module Core",
                                       "module ShopApp -> module Payments"])
    }

    func testASameNamedTypeResolvesToTheOwnModuleThenToAnImportedOneNeverToAnother() throws {
        let types = try graph(Self.package, level: "type")
        XCTAssertTrue(types.nodes.isSuperset(of: ["Core.Theme", "ShopApp.Theme", "Core.Analytics", "Search.Finder"]), "\(types.nodes)")
        // Imported: Payments' `Theme` is Core's, the only one it sees; the app sees Core's `Store`
        // through Payments' re-export.
        XCTAssertTrue(types.links.isSuperset(of: ["Payments.Checkout -> Core.Theme", "Payments.Checkout -> Core.Analytics",
                                                  "ShopApp.AppFlow -> Payments.Checkout", "ShopApp.AppFlow -> Core.Store"]),
                      "\(types.links)")
        // Own module first: the app's `Theme` is its own, though it imports Core.
        XCTAssertTrue(types.links.contains("ShopApp.AppFlow -> ShopApp.Theme"), "\(types.links)")
        XCTAssertFalse(types.links.contains("ShopApp.AppFlow -> Core.Theme"), "\(types.links)")
        // Not imported: no link, whatever the name matches.
        XCTAssertFalse(types.links.contains("Search.Finder -> Core.Analytics"), "\(types.links)")
        XCTAssertFalse(types.links.contains("Core.Store -> ShopApp.AppFlow"), "\(types.links)")
    }

    func testXcodeTargetsNestedPackagesAndPodsAreModulesAndAFrameworkNeverDependsOnTheApp() throws {
        let modules = try graph(Self.xcodeProject, level: "module")
        // Scripts/ is outside every target folder: the project's folder is its app's.
        XCTAssertEqual(modules.nodes, ["module Charts", "module Network", "module Shop", "module ShopKit", "module Widget"])
        XCTAssertEqual(modules.links, ["module Shop -> module Charts", "module Shop -> module Network",
                                       "module Shop -> module ShopKit", "module Widget -> module Shop"])
        let types = try graph(Self.xcodeProject, level: "type")
        XCTAssertTrue(types.nodes.isSuperset(of: ["Shop.Tool", "ShopKit.KitSession", "Shop.AppRouter"]), "\(types.nodes)")
        XCTAssertFalse(types.links.contains("ShopKit.KitSession -> Shop.AppRouter"), "\(types.links)")
        XCTAssertTrue(types.links.contains("Widget.WidgetProvider -> Shop.SharedStore"), "\(types.links)")
    }

    func testWithoutManifestsTheSwiftPMLayoutStillGivesTheModules() throws {
        var files = Self.package
        files["Package.swift"] = nil
        let modules = try graph(files, level: "module")
        // Without the manifest, Code/… has no module: its files go by their top folder, as before.
        XCTAssertEqual(modules.nodes, ["module Code", "module ShopApp"])
    }
}
