import ArchlintTestSupport
import Foundation
import XCTest

/// An app without scenes has its main storyboard's initial controller (and the controllers it
/// contains through relationship segues) made once, at launch: such a controller lives as long as
/// the process, and a closure it keeps that captures it leaks nothing. Through the real binary on
/// real Info.plist, storyboard and Swift files; each way the evidence fails brings the finding back.
final class LaunchStoryboardTests: XCTestCase {
    static let infoPlist = propertyList("""
        \t<key>CFBundleName</key>
        \t<string>$(PRODUCT_NAME)</string>
        \t<key>UIMainStoryboardFile</key>
        \t<string>Main</string>
        """)

    /// An XML property list of the given `<key>`/value lines.
    static func propertyList(_ entries: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        <dict>
        \(entries)
        </dict>
        </plist>
        """
    }

    static let sceneManifest = """
        \t<key>UIApplicationSceneManifest</key>
        \t<dict>
        \t\t<key>UIApplicationSupportsMultipleScenes</key>
        \t\t<false/>
        \t</dict>
        </dict>
        """

    /// An initial navigation controller whose root is `RootViewController`; `extraSegue` goes into the
    /// root's scene, `rootAttributes` into its element.
    static func storyboard(extraSegue: String = "", rootAttributes: String = "") -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" initialViewController="Nav-1">
            <scenes>
                <!--Navigation Controller-->
                <scene sceneID="S-1">
                    <objects>
                        <navigationController id="Nav-1" sceneMemberID="viewController">
                            <navigationBar key="navigationBar" contentMode="scaleToFill" id="Bar-1"/>
                            <connections>
                                <segue destination="Root-1" kind="relationship" relationship="rootViewController" id="Seg-1"/>
                            </connections>
                        </navigationController>
                    </objects>
                </scene>
                <scene sceneID="S-2">
                    <objects>
                        <viewController \(rootAttributes)id="Root-1" customClass="RootViewController" customModule="App" customModuleProvider="target" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="View-1"/>
                            <connections>
                                \(extraSegue)
                            </connections>
                        </viewController>
                        <exit id="Exit-1" userLabel="Exit" sceneMemberID="exit"/>
                    </objects>
                </scene>
            </scenes>
        </document>
        """
    }

    /// The root keeps a monitor whose stored closure captures it strongly.
    static let rootViewController = """
        import UIKit

        final class Monitor {
            var whenChanged: (() -> Void)?
        }

        final class RootViewController: UIViewController {
            let monitor = Monitor()

            override func viewDidLoad() {
                super.viewDidLoad()
                monitor.whenChanged = {
                    self.title = "changed"
                }
            }
        }
        """

    static let app: [String: String] = [
        "App/Info.plist": infoPlist,
        "App/Base.lproj/Main.storyboard": storyboard(),
        "App/RootViewController.swift": rootViewController,
        "App/AppDelegate.swift": """
            import UIKit

            @main
            final class AppDelegate: UIResponder, UIApplicationDelegate {
                var window: UIWindow?
            }
            """,
    ]

    func findings(_ files: [String: String]) throws -> [String] {
        let root = try ArchlintProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        try ArchlintProcess.write(files, under: root)
        let outcome = try ArchlintProcess.run(["check", ".", "--no-cache", "--reporter", "json"], in: root)
        XCTAssertEqual(outcome.standardError, "")
        let object = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(outcome.standardOutput.utf8)) as? [String: Any])
        return (object["violations"] as? [[String: Any]] ?? []).map { "\($0["rule"] ?? "") \($0["file"] ?? ""):\($0["line"] ?? "")" }
    }

    static let capture = "strong_self_capture App/RootViewController.swift:12"

    /// A screen the storyboard has no identifier for is not what code instantiates by identifier, nor is
    /// one by an identifier no controller of the launch chain has.
    static let instantiatesByIdentifier = """
        import UIKit

        final class Settings {
            func open(from screen: UIViewController) {
                let settings = UIStoryboard(name: "Main", bundle: nil).instantiateViewController(withIdentifier: "Settings")
                screen.present(settings, animated: true)
            }
        }
        """

    func testTheLaunchStoryboardsRootOfAnAppWithoutScenesLivesAsLongAsTheProcess() throws {
        XCTAssertFalse(try findings(Self.app).contains(Self.capture))
        // An unwind segue to the root's exit builds nothing.
        var unwinding = Self.app
        unwinding["App/Base.lproj/Main.storyboard"] = Self.storyboard(extraSegue: #"<segue destination="Exit-1" kind="unwind" unwindAction="back:" id="Seg-3"/>"#)
        XCTAssertFalse(try findings(unwinding).contains(Self.capture))
        var byIdentifier = Self.app
        byIdentifier["App/Settings.swift"] = Self.instantiatesByIdentifier
        XCTAssertFalse(try findings(byIdentifier).contains(Self.capture))
        // Nor is a screen by another identifier than the root's.
        byIdentifier["App/Base.lproj/Main.storyboard"] = Self.storyboard(rootAttributes: #"storyboardIdentifier="Root" "#)
        XCTAssertFalse(try findings(byIdentifier).contains(Self.capture))
        // Filling a slot of an object the same code has just made lets no root go (AppKit's
        // `popover.contentViewController`, a new navigation controller's children).
        var fresh = Self.app
        fresh["App/Popovers.swift"] = """
            import UIKit

            final class Popovers {
                lazy var hint: UINavigationController = {
                    let navigation = UINavigationController()
                    navigation.viewControllers = [UIViewController()]
                    return navigation
                }()
            }
            """
        XCTAssertFalse(try findings(fresh).contains(Self.capture))
        // The Info.plist in a folder of its own, beside the app's storyboard folder.
        var moved = Self.app
        moved["App/Info.plist"] = nil
        moved["App/Supporting Files/Info.plist"] = Self.infoPlist
        XCTAssertFalse(try findings(moved).contains(Self.capture))
        // A property list named like an Info.plist that is no bundle's (Firebase's configuration) beside
        // the app's own leaves the app's files the app's.
        var firebase = Self.app
        firebase["App/GoogleService-Info.plist"] = Self.googleServicePlist
        XCTAssertFalse(try findings(firebase).contains(Self.capture))
        // Nor do the app's Info.plists for its build configurations, which say the same of its launch.
        var configurations = Self.app
        configurations["App/Info.plist"] = nil
        configurations["App/Info-Develop.plist"] = Self.infoPlist
        configurations["App/Info-Release.plist"] = Self.infoPlist
        XCTAssertFalse(try findings(configurations).contains(Self.capture))
    }

    /// An initial split view: the list is its master column's root, the detail its detail column's,
    /// which the list's `show` segue and a reference to the detail's identifier make again.
    static let splitStoryboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" initialViewController="Split-1">
            <scenes>
                <scene sceneID="S-1">
                    <objects>
                        <splitViewController id="Split-1" sceneMemberID="viewController">
                            <connections>
                                <segue destination="Nav-1" kind="relationship" relationship="masterViewController" id="Seg-1"/>
                                <segue destination="Nav-2" kind="relationship" relationship="detailViewController" id="Seg-2"/>
                            </connections>
                        </splitViewController>
                    </objects>
                </scene>
                <scene sceneID="S-2">
                    <objects>
                        <navigationController id="Nav-1" sceneMemberID="viewController">
                            <connections>
                                <segue destination="Root-1" kind="relationship" relationship="rootViewController" id="Seg-3"/>
                            </connections>
                        </navigationController>
                    </objects>
                </scene>
                <scene sceneID="S-3">
                    <objects>
                        <viewController storyboardIdentifier="List" id="Root-1" customClass="RootViewController" customModule="App" customModuleProvider="target" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="View-1"/>
                            <connections>
                                <segue destination="Detail-1" kind="show" id="Seg-4"/>
                                <segue destination="Ref-1" kind="show" id="Seg-5"/>
                            </connections>
                        </viewController>
                        <viewControllerPlaceholder storyboardName="Main" referencedIdentifier="Detail" id="Ref-1" sceneMemberID="viewController"/>
                    </objects>
                </scene>
                <scene sceneID="S-4">
                    <objects>
                        <navigationController id="Nav-2" sceneMemberID="viewController">
                            <connections>
                                <segue destination="Detail-1" kind="relationship" relationship="rootViewController" id="Seg-6"/>
                            </connections>
                        </navigationController>
                    </objects>
                </scene>
                <scene sceneID="S-5">
                    <objects>
                        <viewController storyboardIdentifier="Detail" id="Detail-1" customClass="DetailViewController" customModule="App" customModuleProvider="target" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="View-2"/>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """

    /// A method that instantiates a screen by the identifier it is handed, called with one written out.
    static func opener(_ identifier: String) -> String {
        """
        import UIKit

        final class Opener {
            func openSettings(from screen: UIViewController) { open(screen, "Settings") }
            func openAbout(from screen: UIViewController) { open(screen, "About") }
            private func open(_ screen: UIViewController, _ storyboardID: String) {
                let controller = UIStoryboard(name: "Main", bundle: nil).instantiateViewController(withIdentifier: storyboardID)
                screen.present(controller, animated: true)
            }
            func openAgain(from screen: UIViewController) { open(screen, "\(identifier)") }
        }
        """
    }

    /// The list at the root of a split view's master column is made once, though segues make the
    /// detail column's screen again and the storyboard refers to it by its identifier; so it is when
    /// code instantiates screens by identifiers a method is handed, written out, that are not the list's.
    func testASplitViewsListIsMadeOnceBesideTheScreensSeguesMakeAgain() throws {
        var split = Self.app
        split["App/Base.lproj/Main.storyboard"] = Self.splitStoryboard
        split["App/DetailViewController.swift"] = Self.rootViewController.replacingOccurrences(of: "RootViewController", with: "DetailViewController")
        let detail = "strong_self_capture App/DetailViewController.swift:12"
        var found = try findings(split)
        XCTAssertFalse(found.contains(Self.capture))
        XCTAssertTrue(found.contains(detail), "the detail screen, made again by segues, is reported: \(found)")
        split["App/Opener.swift"] = Self.opener("Settings")
        XCTAssertFalse(try findings(split).contains(Self.capture))
        // Handed the list's own identifier once, the method may make another list.
        split["App/Opener.swift"] = Self.opener("List")
        found = try findings(split)
        XCTAssertTrue(found.contains(Self.capture), "\(found)")
        // So may a closure's parameter of the name in it, which the calls do not fill.
        split["App/Opener.swift"] = """
            import UIKit

            final class Opener {
                func openSettings(from screen: UIViewController) { open(screen, "Settings") }
                private func open(_ screen: UIViewController, _ storyboardID: String) {
                    ["List", storyboardID].forEach { storyboardID in
                        let controller = UIStoryboard(name: "Main", bundle: nil).instantiateViewController(withIdentifier: storyboardID)
                        screen.show(controller, sender: nil)
                    }
                }
            }
            """
        found = try findings(split)
        XCTAssertTrue(found.contains(Self.capture), "\(found)")
    }

    /// Firebase's configuration in a folder of its own is no app either: the code beside it stays the
    /// app's (a service there that makes the launch root again lets the old one go), and files as near
    /// to it as to the app's Info.plist keep their app.
    func testFirebasesConfigurationInAFolderOfItsOwnIsNoApp() throws {
        var rebuilt = Self.app
        rebuilt["App/Services/GoogleService-Info.plist"] = Self.googleServicePlist
        rebuilt["App/Services/AuthService.swift"] = """
            import UIKit

            final class AuthService {
                func signOut(window: UIWindow) {
                    window.rootViewController = UIStoryboard(name: "Main", bundle: nil).instantiateInitialViewController()
                }
            }
            """
        XCTAssertTrue(try findings(rebuilt).contains(Self.capture))
        var apart = Self.app
        apart["App/Info.plist"] = nil
        apart["App/Supporting Files/Info.plist"] = Self.infoPlist
        apart["App/Resources/GoogleService-Info.plist"] = Self.googleServicePlist
        apart["App/RootViewController.swift"] = nil
        apart["App/Controllers/RootViewController.swift"] = Self.app["App/RootViewController.swift"]
        XCTAssertFalse(try findings(apart).contains("strong_self_capture App/Controllers/RootViewController.swift:12"))
    }

    /// Firebase's configuration: named like an Info.plist, with none of a bundle's keys.
    static let googleServicePlist = propertyList("""
        \t<key>API_KEY</key>
        \t<string>AIza000</string>
        \t<key>BUNDLE_ID</key>
        \t<string>com.example.app</string>
        \t<key>GOOGLE_APP_ID</key>
        \t<string>1:000:ios:000</string>
        """)

    func testWithoutTheEvidenceTheRootIsReported() throws {
        var cases: [(String, [String: String])] = []
        var scenes = Self.app
        scenes["App/Info.plist"] = Self.infoPlist.replacingOccurrences(of: "</dict>\n</plist>", with: Self.sceneManifest + "\n</plist>")
        XCTAssertTrue(scenes["App/Info.plist"]!.contains("UIApplicationSceneManifest"))
        cases.append(("an app with scenes makes its root once per scene", scenes))
        // Two bundles' Info.plists in the app's folder: its files belong to neither for sure. So is one a
        // target names, whatever keys it has.
        var twoBundles = Self.app
        twoBundles["App/Widget-Info.plist"] = Self.infoPlist.replacingOccurrences(
            of: "</dict>\n</plist>", with: "\t<key>NSExtension</key>\n\t<dict/>\n</dict>\n</plist>")
        XCTAssertTrue(twoBundles["App/Widget-Info.plist"]!.contains("NSExtension"))
        cases.append(("a second bundle's Info.plist beside the app's", twoBundles))
        var otherLaunch = Self.app
        otherLaunch["App/Info-Release.plist"] = Self.infoPlist.replacingOccurrences(of: "<string>Main</string>", with: "<string>Launch</string>")
        cases.append(("a second Info.plist beside the app's launches another storyboard", otherLaunch))
        var named = Self.app
        named["App/Extra-Info.plist"] = Self.googleServicePlist
        named["App.xcodeproj/project.pbxproj"] = Self.project([""]).replacingOccurrences(of: "\"App/Info.plist\"",
                                                                                           with: "\"App/Extra-Info.plist\"")
        cases.append(("a target names the second property list its Info.plist", named))
        var shown = Self.app
        shown["App/Base.lproj/Main.storyboard"] = Self.storyboard(extraSegue: #"<segue destination="Root-1" kind="show" id="Seg-2"/>"#)
        cases.append(("a show segue builds the root again", shown))
        var instantiated = Self.app
        instantiated["App/Restart.swift"] = """
            import UIKit

            final class Restart {
                func run(window: UIWindow) {
                    window.rootViewController = UIStoryboard(name: "Main", bundle: nil).instantiateInitialViewController()
                }
            }
            """
        cases.append(("code instantiates the storyboard again", instantiated))
        var elsewhere = Self.app
        elsewhere["App/RootViewController.swift"] = nil
        elsewhere["Other/Info.plist"] = Self.infoPlist.replacingOccurrences(of: "</dict>\n</plist>", with: Self.sceneManifest + "\n</plist>")
        elsewhere["Other/RootViewController.swift"] = Self.rootViewController
        cases.append(("a class of that name in another app is that app's", elsewhere))
        // Another app's storyboard of the name, nearer the scene-less app's Info.plist's parent than
        // its own: each storyboard belongs to the app whose Info.plist it shares the deepest folder with.
        var monorepo: [String: String] = [
            "MyApp/Info.plist": Self.infoPlist,
            "MyAppUI/Base.lproj/Main.storyboard": Self.storyboard(),
            "OtherApp/Info.plist": Self.infoPlist.replacingOccurrences(of: "</dict>\n</plist>", with: Self.sceneManifest + "\n</plist>"),
            "OtherApp/Base.lproj/Main.storyboard": Self.storyboard(),
            "OtherApp/RootViewController.swift": Self.rootViewController,
        ]
        monorepo["MyApp/AppDelegate.swift"] = Self.app["App/AppDelegate.swift"]
        cases.append(("another app's storyboard of the name", monorepo))
        var replaced = Self.app
        replaced["App/Login.swift"] = """
            import UIKit

            final class Login {
                func didLogIn(window: UIWindow) {
                    window.rootViewController = UIViewController()
                }
            }
            """
        cases.append(("code replaces the window's root, which lets the launch root go", replaced))
        var found = Self.app
        found["App/Login.swift"] = """
            import UIKit

            final class Login {
                func didLogIn() {
                    let window = UIApplication.shared.windows.first
                    window?.rootViewController = UIViewController()
                }
            }
            """
        cases.append(("code replaces the root of a window it finds, not one it makes", found))
        var newWindow = Self.app
        newWindow["App/Login.swift"] = """
            import UIKit

            final class Login {
                var window: UIWindow?
                func show() {
                    let window = UIWindow(frame: UIScreen.main.bounds)
                    window.rootViewController = UIViewController()
                    window.makeKeyAndVisible()
                    self.window = window
                }
            }
            """
        cases.append(("code makes a new window, which replaces the app's window", newWindow))
        var rebound = Self.app
        rebound["App/Session.swift"] = """
            import UIKit

            final class Session {
                func logOut(from screen: UIViewController) {
                    var navigation = UINavigationController()
                    if let current = screen.navigationController { navigation = current }
                    navigation.viewControllers = [UIViewController()]
                }
            }
            """
        cases.append(("a local made fresh and then bound to the screen's own navigation controller", rebound))
        var referenced = Self.app
        referenced["App/Base.lproj/Settings.storyboard"] = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="S-1">
                <scenes>
                    <scene sceneID="X-1">
                        <objects>
                            <viewController id="S-1" sceneMemberID="viewController">
                                <connections>
                                    <segue destination="Ref-1" kind="presentation" id="Seg-9"/>
                                </connections>
                            </viewController>
                            <viewControllerPlaceholder storyboardName="Main" id="Ref-1" sceneMemberID="viewController"/>
                        </objects>
                    </scene>
                </scenes>
            </document>
            """
        cases.append(("another storyboard refers to the launch storyboard", referenced))
        var otherName = Self.app
        otherName["App/Info.plist"] = Self.infoPlist.replacingOccurrences(of: "<string>Main</string>", with: "<string>Launch</string>")
        cases.append(("the Info.plist names another storyboard", otherName))
        var identified = Self.app
        identified["App/Base.lproj/Main.storyboard"] = Self.storyboard(rootAttributes: #"storyboardIdentifier="Root" "#)
        identified["App/Settings.swift"] = Self.instantiatesByIdentifier.replacingOccurrences(of: #""Settings""#, with: #""Root""#)
        cases.append(("code instantiates the root by its identifier", identified))
        var unspelt = identified
        unspelt["App/Settings.swift"] = Self.instantiatesByIdentifier.replacingOccurrences(of: #""Settings""#, with: "Scene.root")
        cases.append(("code instantiates a controller by an identifier it does not write out, and the root has one", unspelt))
        var built = Self.app
        built["App/Builder.swift"] = "final class Builder {\n    func make() -> RootViewController { RootViewController() }\n}\n"
        cases.append(("code builds the class itself", built))
        var removed = Self.app
        removed["App/SignOut.swift"] = "import UIKit\n\nfinal class SignOut {\n    func run(_ navigation: UINavigationController) { navigation.viewControllers.removeFirst() }\n}\n"
        cases.append(("code takes the root out of its navigation controller", removed))
        var wrapped = Self.app
        wrapped["App/Base.lproj/Main.storyboard"] = Self.storyboard(rootAttributes: #"storyboardIdentifier="Root" "#)
        wrapped["App/Base.lproj/Other.storyboard"] = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
                <scenes>
                    <scene sceneID="W-1">
                        <objects>
                            <navigationController storyboardIdentifier="Wrapper" id="Wrap-1" sceneMemberID="viewController">
                                <connections>
                                    <segue destination="WRef-1" kind="relationship" relationship="rootViewController" id="WSeg-1"/>
                                </connections>
                            </navigationController>
                            <viewControllerPlaceholder storyboardName="Main" referencedIdentifier="Root" id="WRef-1" sceneMemberID="viewController"/>
                        </objects>
                    </scene>
                </scenes>
            </document>
            """
        wrapped["App/Settings.swift"] = Self.instantiatesByIdentifier.replacingOccurrences(of: #"name: "Main""#, with: #"name: "Other""#)
            .replacingOccurrences(of: #""Settings""#, with: #""Wrapper""#)
        cases.append(("code instantiates another storyboard's controller that holds the root through a reference by identifier", wrapped))
        for (label, files) in cases {
            let capture = label.hasPrefix("a class of that name") ? "strong_self_capture Other/RootViewController.swift:12"
                : label.hasPrefix("another app's") ? "strong_self_capture OtherApp/RootViewController.swift:12" : Self.capture
            XCTAssertTrue(try findings(files).contains(capture), label)
        }
    }

    /// A tab bar whose tab is a reference to another storyboard (`Feed.storyboard`): that storyboard's
    /// initial controller, and the controllers it contains, are made with the tab bar, once.
    static let tabBarWithReference = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="Tabs-1">
            <scenes>
                <scene sceneID="S-1">
                    <objects>
                        <tabBarController id="Tabs-1" sceneMemberID="viewController">
                            <connections>
                                <segue destination="Ref-1" kind="relationship" relationship="viewControllers" id="Seg-1"/>
                            </connections>
                        </tabBarController>
                    </objects>
                </scene>
                <scene sceneID="S-2">
                    <objects>
                        <viewControllerPlaceholder storyboardName="Feed" id="Ref-1" sceneMemberID="viewController">
                            <tabBarItem key="tabBarItem" title="Feed" id="Item-1"/>
                        </viewControllerPlaceholder>
                    </objects>
                </scene>
            </scenes>
        </document>
        """

    /// `Feed.storyboard`: a navigation controller whose root is `RootViewController`.
    static let feed = storyboard()

    func testAStoryboardATabBarOfTheLaunchStoryboardRefersToIsMadeOnce() throws {
        var tabs = Self.app
        tabs["App/Base.lproj/Main.storyboard"] = Self.tabBarWithReference
        tabs["App/Base.lproj/Feed.storyboard"] = Self.feed
        XCTAssertFalse(try findings(tabs).contains(Self.capture))
        // A second reference to the storyboard (a button elsewhere that shows it) builds it again.
        var twice = tabs
        twice["App/Base.lproj/More.storyboard"] = Self.tabBarWithReference.replacingOccurrences(of: "Ref-1", with: "Ref-2")
        XCTAssertTrue(try findings(twice).contains(Self.capture))
        // A reference to one controller of it by identifier is not its initial controller.
        var byIdentifier = tabs
        byIdentifier["App/Base.lproj/Main.storyboard"] = Self.tabBarWithReference.replacingOccurrences(
            of: #"storyboardName="Feed""#, with: #"storyboardName="Feed" referencedIdentifier="Root""#)
        XCTAssertTrue(try findings(byIdentifier).contains(Self.capture))
    }

    /// A watch app: its `Interface` storyboard's initial controller and the pages after it are made
    /// once, and their classes live in the WatchKit extension.
    static let watchApp: [String: String] = [
        "Watch/Info.plist": """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0">
            <dict>
            \t<key>WKWatchKitApp</key>
            \t<true/>
            </dict>
            </plist>
            """,
        "Watch/Base.lproj/Interface.storyboard": """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder.WatchKit.Storyboard" version="3.0" targetRuntime="watchKit" initialViewController="Page-1">
                <scenes>
                    <scene sceneID="S-1">
                        <objects>
                            <controller id="Page-1" customClass="PrintersInterfaceController" customModule="Watch_Extension">
                                <connections>
                                    <segue destination="Page-2" kind="relationship" relationship="nextPage" id="Seg-1"/>
                                </connections>
                            </controller>
                        </objects>
                    </scene>
                    <scene sceneID="S-2">
                        <objects>
                            <controller id="Page-2" customClass="CamerasInterfaceController" customModule="Watch_Extension"/>
                        </objects>
                    </scene>
                </scenes>
            </document>
            """,
        "Watch Extension/Info.plist": """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0">
            <dict>
            \t<key>NSExtension</key>
            \t<dict>
            \t\t<key>NSExtensionAttributes</key>
            \t\t<dict>
            \t\t\t<key>WKAppBundleIdentifier</key>
            \t\t\t<string>org.example.app.watchkitapp</string>
            \t\t</dict>
            \t</dict>
            </dict>
            </plist>
            """,
        "Watch Extension/CamerasInterfaceController.swift": """
            import WatchKit

            final class Stream {
                var onFrame: (() -> Void)?
            }

            final class CamerasInterfaceController: WKInterfaceController {
                let stream = Stream()

                override func awake(withContext context: Any?) {
                    super.awake(withContext: context)
                    stream.onFrame = {
                        self.setTitle("frame")
                    }
                }
            }
            """,
    ]

    static let watchCapture = "strong_self_capture Watch Extension/CamerasInterfaceController.swift:12"

    func testAWatchAppsRootPagesAreMadeOnce() throws {
        XCTAssertFalse(try findings(Self.watchApp).contains(Self.watchCapture))
        // Reloading the root pages builds them again.
        var reloaded = Self.watchApp
        reloaded["Watch Extension/Reload.swift"] = """
            import WatchKit

            final class Reload {
                func run() {
                    WKInterfaceController.reloadRootPageControllers(withNames: ["Printers"], contexts: nil, orientation: .horizontal, pageIndex: 0)
                }
            }
            """
        XCTAssertTrue(try findings(reloaded).contains(Self.watchCapture))
        // A push segue to the page builds it on every push.
        var pushed = Self.watchApp
        pushed["Watch/Base.lproj/Interface.storyboard"] = Self.watchApp["Watch/Base.lproj/Interface.storyboard"]!
            .replacingOccurrences(of: #"relationship="nextPage""#, with: "").replacingOccurrences(of: #"kind="relationship""#, with: #"kind="push""#)
        XCTAssertTrue(try findings(pushed).contains(Self.watchCapture))
        // Without the watch app's Info.plist, nothing says the storyboard is launched.
        var noApp = Self.watchApp
        noApp["Watch/Info.plist"] = nil
        XCTAssertTrue(try findings(noApp).contains(Self.watchCapture))
    }

    /// An app without scenes whose application delegate makes its window's root at launch, from a
    /// storyboard it names (no `UIMainStoryboardFile`): the initial controller on a tablet, the one
    /// with identifier `PhoneRoot` on a phone. `rootLine` replaces the tablet's line.
    static func launchHandlerApp(rootLine: String = "window?.rootViewController = storyboard.instantiateInitialViewController()",
                                 plist: String = LaunchStoryboardTests.infoPlist) -> [String: String] {
        var files = app
        files["App/Info.plist"] = plist.replacingOccurrences(of: "\t<key>UIMainStoryboardFile</key>\n\t<string>Main</string>\n", with: "")
        files["App/Base.lproj/Main.storyboard"] = storyboard(extraSegue: "").replacingOccurrences(
            of: "</scenes>", with: """
                <scene sceneID="S-3">
                    <objects>
                        <viewController storyboardIdentifier="PhoneRoot" id="Phone-1" customClass="RootViewController" customModule="App" customModuleProvider="target" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="View-3"/>
                        </viewController>
                    </objects>
                </scene>
                </scenes>
                """)
        files["App/AppDelegate.swift"] = """
            import UIKit

            @main
            final class AppDelegate: UIResponder, UIApplicationDelegate {
                var window: UIWindow?

                func application(_ application: UIApplication,
                                 didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                    window = UIWindow(frame: UIScreen.main.bounds)
                    let storyboard = UIStoryboard(name: "Main", bundle: nil)
                    if UIDevice.current.userInterfaceIdiom == .pad {
                        \(rootLine)
                    } else {
                        window?.rootViewController = storyboard.instantiateViewController(withIdentifier: "PhoneRoot")
                    }
                    window?.makeKeyAndVisible()
                    return true
                }
            }
            """
        return files
    }

    func testARootTheAppDelegateMakesFromAStoryboardAtLaunchLivesAsLongAsTheProcess() throws {
        XCTAssertFalse(try findings(Self.launchHandlerApp()).contains(Self.capture))
        // Written in one expression.
        let inline = Self.launchHandlerApp(
            rootLine: #"window?.rootViewController = UIStoryboard(name: "Main", bundle: nil).instantiateInitialViewController()"#)
        XCTAssertFalse(try findings(inline).contains(Self.capture))
        // Code that instantiates another storyboard's controller, or another controller of this one, by
        // identifier makes neither root again.
        var settings = Self.launchHandlerApp()
        settings["App/Settings.swift"] = Self.instantiatesByIdentifier.replacingOccurrences(of: #"name: "Main""#, with: #"name: "Settings""#)
            .replacingOccurrences(of: #""Settings")"#, with: "Scene.settings)")
        XCTAssertFalse(try findings(settings).contains(Self.capture))
        settings["App/Settings.swift"] = Self.instantiatesByIdentifier
        XCTAssertFalse(try findings(settings).contains(Self.capture))
    }

    func testWithoutTheEvidenceARootTheAppDelegateMakesIsReported() throws {
        var cases: [(String, [String: String])] = []
        var again = Self.launchHandlerApp()
        again["App/Settings.swift"] = Self.instantiatesByIdentifier.replacingOccurrences(of: #""Settings""#, with: #""PhoneRoot""#)
        cases.append(("code instantiates the phone's root again by its identifier", again))
        var unspelt = Self.launchHandlerApp()
        unspelt["App/Settings.swift"] = Self.instantiatesByIdentifier.replacingOccurrences(of: #""Settings""#, with: "Scene.root")
        cases.append(("code instantiates a controller of the storyboard by an identifier it does not write out", unspelt))
        var replaced = Self.launchHandlerApp()
        replaced["App/SignOut.swift"] = """
            import UIKit

            final class SignOut {
                func run(in window: UIWindow) {
                    window.rootViewController = UIStoryboard(name: "Main", bundle: nil).instantiateViewController(withIdentifier: "PhoneRoot")
                }
            }
            """
        cases.append(("other code sets the window's root", replaced))
        cases.append(("the handler also sets a root it builds itself",
                      Self.launchHandlerApp(rootLine: "window?.rootViewController = UINavigationController()")))
        cases.append(("the storyboard's name is no literal",
                      Self.launchHandlerApp(rootLine: "window?.rootViewController = UIStoryboard(name: Names.main, bundle: nil).instantiateInitialViewController()")))
        var segued = Self.launchHandlerApp()
        segued["App/Base.lproj/Other.storyboard"] = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
                <scenes>
                    <scene sceneID="O-1">
                        <objects>
                            <viewController id="Menu-1" sceneMemberID="viewController">
                                <connections>
                                    <segue destination="Nav-2" kind="presentation" id="OSeg-1"/>
                                </connections>
                            </viewController>
                            <navigationController id="Nav-2" sceneMemberID="viewController">
                                <connections>
                                    <segue destination="Root-2" kind="relationship" relationship="rootViewController" id="OSeg-2"/>
                                </connections>
                            </navigationController>
                            <viewController id="Root-2" customClass="RootViewController" customModule="App" sceneMemberID="viewController"/>
                        </objects>
                    </scene>
                </scenes>
            </document>
            """
        cases.append(("a segue leads to a navigation controller of another storyboard whose root is of the class", segued))
        cases.append(("the handler sets the root in a closure that may run again",
                      Self.launchHandlerApp(rootLine: #"Session.shared.onChange { self.window?.rootViewController = storyboard.instantiateInitialViewController() }"#)))
        var calledAgain = Self.launchHandlerApp()
        calledAgain["App/SignOut.swift"] = """
            import UIKit

            final class SignOut {
                func run(_ delegate: AppDelegate) { _ = delegate.application(.shared, didFinishLaunchingWithOptions: nil) }
            }
            """
        cases.append(("code calls the launch handler again", calledAgain))
        var sceneDelegate = Self.launchHandlerApp()
        sceneDelegate["App/SceneDelegate.swift"] = "import UIKit\n\nfinal class SceneDelegate: UIResponder, UIWindowSceneDelegate {\n    var window: UIWindow?\n}\n"
        cases.append(("the app has a scene delegate (its scene manifest from build settings)", sceneDelegate))
        cases.append(("the app has scenes", Self.launchHandlerApp(plist: Self.infoPlist.replacingOccurrences(of: "</dict>\n</plist>", with: Self.sceneManifest + "\n</plist>"))))
        for (label, files) in cases {
            XCTAssertTrue(try findings(files).contains(Self.capture), label)
        }
    }

    /// A panel a once-made root keeps in a lazy property, instantiated from the panel's own storyboard
    /// (where it is a controller no segue, reference or container makes): made once per root.
    static func panelApp(panelStoryboardExtra: String = "", elsewhere: String? = nil) -> [String: String] {
        var files = app
        files["App/RootViewController.swift"] = rootViewController.replacingOccurrences(of: "    let monitor = Monitor()", with: """
                let monitor = Monitor()
                lazy var panel: PanelViewController = {
                    let storyboard = UIStoryboard(name: "Panel", bundle: nil)
                    let name = "Panel"
                    return storyboard.instantiateViewController(withIdentifier: name) as! PanelViewController
                }()
            """)
        files["App/PanelViewController.swift"] = Self.rootViewController.replacingOccurrences(of: "final class Monitor {\n    var whenChanged: (() -> Void)?\n}\n\n", with: "")
            .replacingOccurrences(of: "RootViewController", with: "PanelViewController")
        files["App/Base.lproj/Panel.storyboard"] = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
                <scenes>
                    <scene sceneID="P-1">
                        <objects>
                            <viewController storyboardIdentifier="Panel" id="Panel-1" customClass="PanelViewController" customModule="App" customModuleProvider="target" sceneMemberID="viewController">
                                <view key="view" contentMode="scaleToFill" id="PView-1"/>
                            </viewController>
                            \(panelStoryboardExtra)
                        </objects>
                    </scene>
                </scenes>
            </document>
            """
        if let elsewhere { files["App/Elsewhere.swift"] = elsewhere }
        return files
    }

    /// The panel's capture: the root's code without the monitor's class.
    static let panelCapture = "strong_self_capture App/PanelViewController.swift:8"

    func testAPanelAOnceMadeRootInstantiatesInALazyPropertyIsMadeOnce() throws {
        XCTAssertFalse(try findings(Self.panelApp()).contains(Self.panelCapture))
        // Instantiating from another storyboard, or another controller, makes no panel.
        let other = Self.instantiatesByIdentifier.replacingOccurrences(of: #"name: "Main""#, with: #"name: "Settings""#)
            .replacingOccurrences(of: #""Settings")"#, with: "Scene.settings)")
        XCTAssertFalse(try findings(Self.panelApp(elsewhere: other)).contains(Self.panelCapture))
        XCTAssertFalse(try findings(Self.panelApp(elsewhere: Self.instantiatesByIdentifier.replacingOccurrences(of: #"name: "Main""#, with: #"name: "Panel""#)))
            .contains(Self.panelCapture))
    }

    func testWithoutTheEvidenceTheLazyPropertysPanelIsReported() throws {
        var cases: [(String, [String: String])] = []
        let panelByIdentifier = Self.instantiatesByIdentifier.replacingOccurrences(of: #""Settings""#, with: #""Panel""#)
        cases.append(("code instantiates the panel from its storyboard elsewhere",
                      Self.panelApp(elsewhere: panelByIdentifier.replacingOccurrences(of: #"name: "Main""#, with: #"name: "Panel""#))))
        cases.append(("code instantiates the panel from a storyboard it does not name",
                      Self.panelApp(elsewhere: panelByIdentifier.replacingOccurrences(
                        of: #"UIStoryboard(name: "Main", bundle: nil)"#, with: "screen.storyboard!"))))
        cases.append(("code instantiates a controller of the panel's storyboard by an identifier it does not write out",
                      Self.panelApp(elsewhere: Self.instantiatesByIdentifier.replacingOccurrences(of: #"name: "Main""#, with: #"name: "Panel""#)
                        .replacingOccurrences(of: #""Settings""#, with: "Scene.panel"))))
        cases.append(("a segue of the panel's storyboard makes panels",
                      Self.panelApp(panelStoryboardExtra: #"<viewController id="Other-1" sceneMemberID="viewController"><connections><segue destination="Panel-1" kind="show" id="PSeg-1"/></connections></viewController>"#)))
        var shadowed = Self.panelApp()
        shadowed["App/Menu.swift"] = """
            import UIKit

            final class MenuViewController: UIViewController {
                func open(settings: Bool) {
                    if settings {
                        let storyboard = UIStoryboard(name: "Settings", bundle: nil)
                        present(storyboard.instantiateViewController(withIdentifier: "Prefs"), animated: true)
                    } else {
                        present(storyboard!.instantiateViewController(withIdentifier: "Panel"), animated: true)
                    }
                }
            }
            """
        cases.append(("a controller instantiates the panel from its own storyboard, beside a local of that name", shadowed))
        cases.append(("a reference in the panel's storyboard that names no storyboard leads a segue to it",
                      Self.panelApp(panelStoryboardExtra: #"<viewController id="Other-1" sceneMemberID="viewController"><connections><segue destination="Ref-9" kind="show" id="PSeg-9"/></connections></viewController><viewControllerPlaceholder referencedIdentifier="Panel" id="Ref-9" sceneMemberID="viewController"/>"#)))
        var subclassed = Self.panelApp()
        subclassed["App/Detail.swift"] = "import UIKit\n\nfinal class DetailViewController: RootViewController {}\n"
        cases.append(("a subclass of the root has the lazy property too", subclassed))
        var device = Self.panelApp(elsewhere: Self.instantiatesByIdentifier.replacingOccurrences(of: #"name: "Main""#, with: #"name: "Panel""#)
            .replacingOccurrences(of: #""Settings""#, with: #""Panel""#))
        device["App/Base.lproj/Panel~iphone.storyboard"] = device["App/Base.lproj/Panel.storyboard"]
        device["App/Base.lproj/Panel.storyboard"] = nil
        cases.append(("code instantiates the panel from its storyboard, which has a device modifier", device))
        var rootMadeAgain = Self.panelApp()
        rootMadeAgain["App/Builder.swift"] = "final class Builder {\n    func make() -> RootViewController { RootViewController() }\n}\n"
        cases.append(("the root is made again", rootMadeAgain))
        for (label, files) in cases {
            XCTAssertTrue(try findings(files).contains(Self.panelCapture), label)
        }
    }

    /// Damaged property lists and storyboards are read as far as they go, never crash and never hang:
    /// truncated inside a tag, inside an attribute, after `=`; unbalanced closing tags by the
    /// hundred thousand.
    /// An Xcode project whose build settings put the main storyboard into the generated Info.plist
    /// (`INFOPLIST_KEY_UIMainStoryboardFile`), beside the target's own `INFOPLIST_FILE`.
    static func project(_ settings: [String]) -> String {
        let blocks = settings.enumerated().map { index, lines in
            """
                    B\(index) /* Debug */ = {
                        isa = XCBuildConfiguration;
                        buildSettings = {
                            GENERATE_INFOPLIST_FILE = YES;
                            INFOPLIST_FILE = "App/Info.plist";
            \(lines)
                            PRODUCT_NAME = App;
                        };
                        name = Debug;
                    };
            """
        }
        return "// !$*UTF8*$!\n{\n\tobjects = {\n" + blocks.joined(separator: "\n") + "\n\t};\n}\n"
    }

    /// What else tells the launch: the main storyboard named in build settings, a container that only
    /// takes out its own children, AppKit's storyboards and Objective-C's identifiers written out.
    func testMoreEvidenceOfALaunchRootMadeOnce() throws {
        var generated = Self.app
        generated["App/Info.plist"] = Self.infoPlist.replacingOccurrences(of: "\t<key>UIMainStoryboardFile</key>\n\t<string>Main</string>\n", with: "")
        XCTAssertFalse(generated["App/Info.plist"]!.contains("UIMainStoryboardFile"))
        XCTAssertTrue(try findings(generated).contains(Self.capture), "without the storyboard's name, nothing is known")
        generated["App.xcodeproj/project.pbxproj"] = Self.project(["\t\t\t\tINFOPLIST_KEY_UIMainStoryboardFile = Main;"])
        XCTAssertFalse(try findings(generated).contains(Self.capture))
        var generatedScenes = generated
        generatedScenes["App.xcodeproj/project.pbxproj"] = Self.project([
            "\t\t\t\tINFOPLIST_KEY_UIApplicationSceneManifest_Generation = YES;\n\t\t\t\tINFOPLIST_KEY_UIMainStoryboardFile = Main;",
        ])
        XCTAssertTrue(try findings(generatedScenes).contains(Self.capture), "the build generates a scene manifest")
        var twoNames = generated
        twoNames["App.xcodeproj/project.pbxproj"] = Self.project(["\t\t\t\tINFOPLIST_KEY_UIMainStoryboardFile = Main;",
                                                                 "\t\t\t\tINFOPLIST_KEY_UIMainStoryboardFile = Launch;"])
        XCTAssertTrue(try findings(twoNames).contains(Self.capture), "two configurations name two storyboards")
        var otherPlist = generated
        otherPlist["App.xcodeproj/project.pbxproj"] = Self.project(["\t\t\t\tINFOPLIST_KEY_UIMainStoryboardFile = Main;"])
            .replacingOccurrences(of: "\"App/Info.plist\"", with: "\"Widget/Info.plist\"")
        XCTAssertTrue(try findings(otherPlist).contains(Self.capture), "the setting belongs to another target's Info.plist")
        var oneOfTwo = generated
        oneOfTwo["App.xcodeproj/project.pbxproj"] = Self.project(["\t\t\t\tINFOPLIST_KEY_UIMainStoryboardFile = Main;", ""])
        XCTAssertTrue(try findings(oneOfTwo).contains(Self.capture), "one configuration leaves the storyboard out")
        var notGenerated = generated
        notGenerated["App.xcodeproj/project.pbxproj"] = Self.project(["\t\t\t\tINFOPLIST_KEY_UIMainStoryboardFile = Main;"])
            .replacingOccurrences(of: "GENERATE_INFOPLIST_FILE = YES;", with: "GENERATE_INFOPLIST_FILE = NO;")
        XCTAssertTrue(try findings(notGenerated).contains(Self.capture), "the build does not generate the Info.plist")

        // A split view controller the launch does not make empties itself: its children are its own.
        let splitView = """
            import UIKit

            final class EditorSplitViewController: UISplitViewController {
                func close() { viewControllers.removeAll() }
            }
            """
        var ownChildren = Self.app
        ownChildren["App/EditorSplitViewController.swift"] = splitView
        XCTAssertFalse(try findings(ownChildren).contains(Self.capture))
        // The launch's own navigation controller emptying itself lets the root go.
        var launchContainer = Self.app
        launchContainer["App/Base.lproj/Main.storyboard"] = Self.storyboard().replacingOccurrences(
            of: #"<navigationController id="Nav-1""#,
            with: #"<navigationController id="Nav-1" customClass="EditorSplitViewController" customModule="App""#)
        launchContainer["App/EditorSplitViewController.swift"] = splitView
        XCTAssertTrue(try findings(launchContainer).contains(Self.capture), "the launch makes the container that empties itself")

        // A controller's own stored property named like AppKit's slot is no window's content.
        var ownSlot = Self.app
        ownSlot["App/BodyViewController.swift"] = """
            import UIKit

            final class BodyViewController: UIViewController {
                private var contentViewController: UIViewController?
                func show(_ tool: UIViewController) { self.contentViewController = tool }
            }
            """
        XCTAssertFalse(try findings(ownSlot).contains(Self.capture))
        ownSlot["App/BodyViewController.swift"] = ownSlot["App/BodyViewController.swift"]!
            .replacingOccurrences(of: "    private var contentViewController: UIViewController?\n", with: "")
            .replacingOccurrences(of: "self.contentViewController = tool", with: "view.window?.rootViewController = tool")
        XCTAssertTrue(try findings(ownSlot).contains(Self.capture), "code replaces a window's root")

        // AppKit's storyboards are named as UIKit's are: another storyboard's initial controller.
        var appKit = Self.app
        appKit["App/Preferences.swift"] = """
            import UIKit

            final class Preferences {
                func open() -> Any? { NSStoryboard(name: "Preferences", bundle: nil).instantiateInitialController() }
            }
            """
        XCTAssertFalse(try findings(appKit).contains(Self.capture))
        appKit["App/Preferences.swift"] = appKit["App/Preferences.swift"]!.replacingOccurrences(of: #""Preferences""#, with: #""Main""#)
        XCTAssertTrue(try findings(appKit).contains(Self.capture), "code makes the launch storyboard's initial controller again")
        // Named by the project's constants of AppKit's name type (`NSStoryboard(name: .preferences, …)`).
        var constants = Self.app
        constants["App/StoryboardNames.swift"] = """
            import AppKit

            extension NSStoryboard.Name {
                static let preferences = "Preferences"
                static let launch = "Main"
            }
            """
        constants["App/Preferences.swift"] = """
            import AppKit

            final class Preferences {
                func open() -> Any? { NSStoryboard(name: .preferences, bundle: nil).instantiateInitialController() }
            }
            """
        XCTAssertFalse(try findings(constants).contains(Self.capture))
        constants["App/Preferences.swift"] = constants["App/Preferences.swift"]!.replacingOccurrences(of: "name: .preferences", with: "name: .launch")
        XCTAssertTrue(try findings(constants).contains(Self.capture), "the constant names the launch storyboard")

        // Another storyboard's initial controller by its name: only one whose chain leads to a launch
        // root makes it again, whichever app the storyboard belongs to, and a subclass of the root
        // runs the root's code.
        var otherStoryboard = Self.app
        otherStoryboard["App/Base.lproj/Special.storyboard"] = Self.storyboard().replacingOccurrences(of: "\"RootViewController\"",
                                                                                                     with: "\"SpecialViewController\"")
        otherStoryboard["App/Special.swift"] = """
            import UIKit

            final class SpecialViewController: UIViewController {}

            final class SpecialPresenter {
                func show(from screen: UIViewController) {
                    guard let special = UIStoryboard(name: "Special", bundle: nil).instantiateInitialViewController() else { return }
                    screen.present(special, animated: true)
                }
            }
            """
        XCTAssertFalse(try findings(otherStoryboard).contains(Self.capture))
        var subclass = otherStoryboard
        subclass["App/Special.swift"] = otherStoryboard["App/Special.swift"]!
            .replacingOccurrences(of: "final class SpecialViewController: UIViewController {}", with: "final class SpecialViewController: RootViewController {}")
        subclass["App/RootViewController.swift"] = Self.rootViewController.replacingOccurrences(of: "final class RootViewController",
                                                                                                with: "class RootViewController")
        XCTAssertTrue(try findings(subclass).contains(Self.capture), "another storyboard makes a subclass of the root")
        var shared = otherStoryboard
        shared["App/Base.lproj/Special.storyboard"] = nil
        shared["Other/Info.plist"] = Self.infoPlist.replacingOccurrences(of: "<string>Main</string>", with: "<string>Other</string>")
        shared["Shared/Special.storyboard"] = Self.storyboard()
        XCTAssertTrue(try findings(shared).contains(Self.capture), "a storyboard of no one app makes the root again")

        // Objective-C writes an identifier out as `@"Settings"`.
        var objectiveC = Self.app
        objectiveC["App/Base.lproj/Main.storyboard"] = Self.storyboard(rootAttributes: #"storyboardIdentifier="Root" "#)
        objectiveC["App/Settings.m"] = """
            #import <UIKit/UIKit.h>
            @interface Settings : NSObject
            @end
            @implementation Settings
            - (UIViewController *)make {
                UIStoryboard *board = [UIStoryboard storyboardWithName:@"Main" bundle:nil];
                return [board instantiateViewControllerWithIdentifier:@"Settings"];
            }
            @end
            """
        XCTAssertFalse(try findings(objectiveC).contains(Self.capture))
        objectiveC["App/Settings.m"] = objectiveC["App/Settings.m"]!.replacingOccurrences(of: #"@"Settings""#, with: #"@"Root""#)
        XCTAssertTrue(try findings(objectiveC).contains(Self.capture), "Objective-C instantiates the root by its identifier")
    }

    /// Each branch of a member may declare its own `storyboard` for another storyboard; a controller's
    /// local declared just above its call hides the controller's own `storyboard`. Neither makes the
    /// launch storyboard's initial controller again; a call whose storyboard is not declared above it
    /// may.
    func testBranchesThatEachMakeAnotherStoryboardsInitialControllerLeaveTheRootMadeOnce() throws {
        var branches = Self.app
        branches["App/Shortcuts.swift"] = """
            import UIKit

            final class Shortcuts {
                func open(_ kind: String, from screen: UIViewController) {
                    switch kind {
                    case "course":
                        let storyboard = UIStoryboard(name: "QueryList", bundle: nil)
                        let list = storyboard.instantiateInitialViewController()!
                        screen.show(list, sender: nil)
                    default:
                        let storyboard = UIStoryboard(name: "Box", bundle: nil)
                        let box = storyboard.instantiateInitialViewController()!
                        screen.show(box, sender: nil)
                    }
                }
            }
            """
        branches["App/MomentViewController.swift"] = """
            import UIKit

            final class MomentViewController: UIViewController {
                @IBAction func showDetail(_ sender: AnyObject) {
                    if view.tag == 0 {
                        let storyboard = UIStoryboard(name: "CourseDetail", bundle: Bundle.main)
                        let detail = storyboard.instantiateInitialViewController()!
                        show(detail, sender: nil)
                    } else {
                        let storyboard = UIStoryboard(name: "EventDetail", bundle: Bundle.main)
                        let detail = storyboard.instantiateInitialViewController()!
                        show(detail, sender: nil)
                    }
                }
            }
            """
        XCTAssertFalse(try findings(branches).contains(Self.capture))
        var ownStoryboard = branches
        ownStoryboard["App/MomentViewController.swift"] = ownStoryboard["App/MomentViewController.swift"]!
            .replacingOccurrences(of: "            let detail = storyboard.instantiateInitialViewController()!\n            show(detail, sender: nil)\n        } else {",
                                  with: "            show(UIViewController(), sender: nil)\n        } else {\n            let again = storyboard!.instantiateInitialViewController()!\n            show(again, sender: nil)")
        XCTAssertTrue(ownStoryboard["App/MomentViewController.swift"]!.contains("let again"))
        XCTAssertTrue(try findings(ownStoryboard).contains(Self.capture), "the controller's own storyboard makes its initial controller")
    }

    func testDamagedStoryboardsEndQuickly() throws {
        let damaged = ["<?xml version=\"1.0\"?>\n<document initialViewController=\"A\" type=",
                       "<document initialViewController=\"A\" type", "<document initialViewController=\"A",
                       "<document initialViewController=A>", "<", "<document <viewController id=",
                       String(repeating: "<a>", count: 100_000) + String(repeating: "</b>", count: 100_000),
                       // A segue to a reference that names an empty storyboard.
                       #"<document initialViewController="A"><viewController id="A" sceneMemberID="viewController"><segue destination="R" kind="show"/></viewController>"#
                           + #"<viewControllerPlaceholder storyboardName="" id="R" sceneMemberID="viewController"/>"#
                           + #"<viewControllerPlaceholder storyboardName="" referencedIdentifier="" id="S" sceneMemberID="viewController"/></document>"#]
        // A project file of 60,000 configurations (each block read once, not the rest of the file).
        var project = "{\n\tobjects = {\n"
        for index in 0..<60_000 {
            project += "\t\tC\(index) = {\n\t\t\tbuildSettings = {\n\t\t\t\tINFOPLIST_FILE = \"App/Info.plist\";\n\t\t\t};\n\t\t};\n"
        }
        project += "\t};\n}\n"
        var large = Self.app
        large["App.xcodeproj/project.pbxproj"] = project
        let largeRoot = try ArchlintProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: largeRoot) }
        try ArchlintProcess.write(large, under: largeRoot)
        let largeOutcome = try BoundedRun.run(["check", ".", "--no-cache", "--reporter", "json"], in: largeRoot, seconds: 20)
        XCTAssertTrue(largeOutcome.endedCleanly, "a large project file: \(largeOutcome.summary)")
        for (index, text) in damaged.enumerated() {
            var files = Self.app
            files["App/Base.lproj/Main.storyboard"] = text
            files["App/Info.plist"] = index % 2 == 0 ? Self.infoPlist : String(Self.infoPlist.prefix(180))
            let root = try ArchlintProcess.temporaryDirectory()
            defer { try? FileManager.default.removeItem(at: root) }
            try ArchlintProcess.write(files, under: root)
            let outcome = try BoundedRun.run(["check", ".", "--no-cache", "--reporter", "json"], in: root, seconds: 20)
            XCTAssertTrue(outcome.endedCleanly, "case \(index): \(outcome.summary)")
            XCTAssertTrue(outcome.standardOutput.contains("App/RootViewController.swift"), "case \(index): the root is reported")
        }
    }
}
