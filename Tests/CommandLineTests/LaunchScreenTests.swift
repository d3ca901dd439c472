import ArchlintTestSupport
import Foundation
import XCTest

/// The screens an app's main storyboard makes at launch, read from real `Info.plist` and storyboard
/// files: in an app without scenes the window keeps them until the process exits, so a closure one of
/// them keeps capturing it leaks nothing. Whatever could make such a screen again, or replace it,
/// leaves it reported.
final class LaunchScreenTests: XCTestCase {
    /// `NotesViewController` is the root of the initial navigation controller; `NoteViewController` is
    /// what a `show` segue makes, once per tap.
    private static let storyboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="nav-1">
            <scenes>
                <scene sceneID="s1">
                    <objects>
                        <navigationController id="nav-1" sceneMemberID="viewController">
                            <connections>
                                <segue destination="list-1" kind="relationship" relationship="rootViewController" id="seg-1"/>
                            </connections>
                        </navigationController>
                    </objects>
                </scene>
                <scene sceneID="s2">
                    <objects>
                        <tableViewController storyboardIdentifier="notes" id="list-1" customClass="NotesViewController" customModule="App" sceneMemberID="viewController">
                            <connections>
                                <segue destination="detail-1" kind="show" id="seg-2"/>
                            </connections>
                        </tableViewController>
                    </objects>
                </scene>
                <scene sceneID="s3">
                    <objects>
                        <viewController id="detail-1" customClass="NoteViewController" customModule="App" sceneMemberID="viewController"/>
                    </objects>
                </scene>
            </scenes>
        </document>
        """

    private static func propertyList(_ entries: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        <dict>
        \t<key>UIMainStoryboardFile</key>
        \t<string>Main</string>
        \(entries)
        </dict>
        </plist>
        """
    }

    private static let screens = """
        import UIKit

        final class HeaderView: UIView {
            var onTap: (() -> Void)?
        }

        final class NotesViewController: UITableViewController {
            let header = HeaderView()
            override func viewDidLoad() {
                super.viewDidLoad()
                header.onTap = { self.reload() }
            }
            func reload() {}
        }

        final class NoteViewController: UIViewController {
            let header = HeaderView()
            override func viewDidLoad() {
                super.viewDidLoad()
                header.onTap = { self.reload() }
            }
            func reload() {}
        }
        """

    private func captures(plist: String = propertyList(""), extra: [String: String] = [:]) throws -> [String] {
        let root = try ArchlintProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        var files = ["App/Info.plist": plist, "App/Base.lproj/Main.storyboard": Self.storyboard, "App/Screens.swift": Self.screens]
        files.merge(extra) { $1 }
        try ArchlintProcess.write(files, under: root)
        let report = try JSONReport.decode(try ArchlintProcess.run(["check", "App", "--reporter", "json"], in: root).standardOutput)
        return report.violations.filter { $0.rule == "strong_self_capture" }.map { "\($0.file):\($0.line)" }.sorted()
    }

    func testTheMainStoryboardsRootScreenLivesForTheProcess() throws {
        XCTAssertEqual(try captures(), ["App/Screens.swift:20"], "only the screen a segue makes again and again")
    }

    func testAScreenThatCouldBeMadeAgainOrReplacedStaysReported() throws {
        let both = ["App/Screens.swift:11", "App/Screens.swift:20"]
        // With scenes, the system may discard a scene and its screens.
        XCTAssertEqual(try captures(plist: Self.propertyList("""
            \t<key>UIApplicationSceneManifest</key>
            \t<dict/>
            """)), both)
        // Code that names the scene's storyboard ID can make another.
        XCTAssertEqual(try captures(extra: ["App/Router.swift": """
            import UIKit
            final class Router {
                func notes(_ storyboard: UIStoryboard) -> UIViewController { storyboard.instantiateViewController(withIdentifier: "notes") }
            }
            """]), both)
        // Code that replaces the window's root, or sets a navigation stack, may free it.
        XCTAssertEqual(try captures(extra: ["App/AppDelegate.swift": """
            import UIKit
            final class AppDelegate: UIResponder, UIApplicationDelegate {
                var window: UIWindow?
                func reset() { window?.rootViewController = UIViewController() }
            }
            """]), both)
        XCTAssertEqual(try captures(extra: ["App/Reset.swift": """
            import UIKit
            final class Reset {
                func run(_ navigation: UINavigationController) { navigation.setViewControllers([], animated: false) }
            }
            """]), both)
        // A build setting for the name, or a binary list, says nothing archlint can read.
        let bySetting = Self.propertyList("").replacingOccurrences(of: "<string>Main</string>", with: "<string>$(MAIN)</string>")
        XCTAssertEqual(try captures(plist: bySetting), both)
    }
}
