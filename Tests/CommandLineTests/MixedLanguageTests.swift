import ArchlintTestSupport
import Foundation
import XCTest

/// Swift and Objective-C in one graph: references cross the language boundary and the rules follow.
final class MixedLanguageTests: XCTestCase {
    func testCycleThroughObjectiveCIsFoundAndReportedOnce() throws {
        let root = try ArchlintProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        try ArchlintProcess.write([
            "App/OrdersViewController.swift": """
                final class OrdersViewController: UIViewController, OrdersDisplayLogic {
                    var interactor: OrdersInteractor?
                }
                """,
            "App/OrdersInteractor.h": """
                #import <Foundation/Foundation.h>
                #import "OrdersPresenter.h"
                @interface OrdersInteractor : NSObject
                @property (nonatomic, strong) OrdersPresenter *presenter;
                @end
                """,
            "App/OrdersPresenter.h": """
                #import <Foundation/Foundation.h>
                @protocol OrdersDisplayLogic <NSObject>
                @end
                @interface OrdersPresenter : NSObject
                @property (nonatomic) id<OrdersDisplayLogic> viewController;
                @property (nonatomic) id<OrdersDisplayLogic> otherView;
                @end
                """,
            "App/OrdersPresenter.m": """
                #import "OrdersPresenter.h"
                @implementation OrdersPresenter
                @end
                """,
        ], under: root)
        let outcome = try ArchlintProcess.run(["check", "App", "--reporter", "json"], in: root)
        let report = try JSONReport.decode(outcome.standardOutput)
        // The strong viewController closes VC → interactor → presenter → VC: one report, at the back reference.
        let ownership = report.violations.filter { ["weak_back_reference", "ownership_cycle"].contains($0.rule) }
        XCTAssertEqual(ownership.map { "\($0.file):\($0.line) \($0.rule)" }.sorted(), [
            "App/OrdersPresenter.h:5 weak_back_reference",
            "App/OrdersPresenter.h:6 weak_back_reference",
        ].sorted())
        XCTAssertEqual(outcome.exitCode, 1)
        let graph = try ArchlintProcess.run(["graph", "App", "--format", "json"], in: root).standardOutput
        XCTAssertTrue(graph.contains("\"from\" : \"OrdersInteractor\""), "the Objective-C interactor is a node of the one graph")
    }

    /// An Objective-C app delegate's flags, dates and URLs (`BOOL`, `NSDate *`), the UIKit objects it
    /// keeps and its weak handler are its own state: container_size counts only its services.
    func testObjectiveCAppDelegateStateIsNoDependency() throws {
        let root = try ArchlintProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        try ArchlintProcess.write([
            "App/AppDelegate.h": """
                #import <UIKit/UIKit.h>
                @class LaunchTaskManager, SyncManager, UIWindow, UIApplicationShortcutItem;
                @protocol MagicTapHandler;
                @interface AppDelegate : UIResponder <UIApplicationDelegate>
                @property (strong, nonatomic) UIWindow *window;
                @property (nonatomic) LaunchTaskManager *launchTaskManager;
                @property (nonatomic) SyncManager *syncManager;
                @property (nonatomic) BOOL active;
                @property (nonatomic, strong) NSDate *appLaunchDate;
                @property (nonatomic) NSURL *pendingUrl;
                @property (nonatomic) NSTimeInterval lastForegroundTransition;
                @property (nonatomic) UIApplicationShortcutItem *pendingShortCutItem;
                @property (weak, nonatomic) id<MagicTapHandler> magicTapHandler;
                @end
                """,
            "App/Managers.swift": """
                @objc final class LaunchTaskManager: NSObject {}
                @objc final class SyncManager: NSObject {}
                @objc protocol MagicTapHandler {}
                """,
            ".archlint.yml": "rules:\n  container_size:\n    max_dependencies: 1\n",
        ], under: root)
        let outcome = try ArchlintProcess.run(["check", "App", "--reporter", "json"], in: root)
        let report = try JSONReport.decode(outcome.standardOutput)
        XCTAssertEqual(report.violations.filter { $0.rule == "container_size" }.map(\.message),
                       ["AppDelegate holds 2 dependencies (more than 1); split it into scoped containers"])
    }

    /// Objective-C names a Swift class by its `@objc(Name)`: the property it types with that name
    /// holds the Swift class, and a name another type bears stays that type's.
    func testObjectiveCNameOfASwiftClassIsThatClass() throws {
        let root = try ArchlintProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        try ArchlintProcess.write([
            "App/Application.swift": """
                @objc(OBAApplication)
                public final class Application: NSObject {}
                @objc(OBAStore)
                public final class Store: NSObject {}
                """,
            "App/AppDelegate.h": """
                #import <UIKit/UIKit.h>
                @class OBAApplication;
                @interface OBAStore : NSObject
                @end
                @interface AppDelegate : UIResponder <UIApplicationDelegate>
                @property (nonatomic, strong) OBAApplication *app;
                @property (nonatomic, strong) OBAStore *store;
                @end
                """,
        ], under: root)
        let graph = try ArchlintProcess.run(["graph", "App", "--format", "json"], in: root).standardOutput
        let edges = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(graph.utf8)) as? [String: Any])["edges"] as? [[String: Any]]
        let stored = (edges ?? []).filter { $0["from"] as? String == "AppDelegate" && $0["kind"] as? String == "stores" }
            .map { "\($0["labels"] as? [String] ?? []) \($0["to"] as? String ?? "")" }.sorted()
        XCTAssertEqual(stored, ["[\"app\"] Application", "[\"store\"] OBAStore"])
    }

    /// The Objective-C application delegate keeps the Swift composition root it builds at launch
    /// (the construction of a class Objective-C sees only as `@class` never reaches the facts): the
    /// root lives as long as the process, and its helpers' references back to it leak nothing. Kept
    /// by a plain object instead, the same reference is reported.
    func testObjectiveCAppDelegateKeepsItsSwiftRootForTheProcess() throws {
        for (holder, reported) in [("UIResponder <UIApplicationDelegate>", false), ("NSObject", true)] {
            let backReferences = try places(of: "weak_back_reference", checking: [
                // The owner is shown by a chain of stored references, not by the pair's roles.
                ".archlint.yml": "rules:\n  weak_back_reference:\n    severity: error\n    ownership_chains: true\n",
                "App/Application.swift": """
                    @objc(OBAApplication)
                    public final class Application: NSObject {
                        let searchManager: SearchManager
                        @objc public init(config: AnyObject?) {
                            searchManager = SearchManager()
                            super.init()
                            searchManager.application = self
                        }
                    }
                    public final class SearchManager {
                        var application: Application?
                    }
                    """,
                "App/AppDelegate.h": """
                    #import <UIKit/UIKit.h>
                    @class OBAApplication;
                    @interface AppDelegate : \(holder)
                    @property (nonatomic, strong, readonly) OBAApplication *app;
                    @end
                    """,
                "App/AppDelegate.m": """
                    #import "AppDelegate.h"
                    @implementation AppDelegate
                    - (instancetype)init {
                        self = [super init];
                        if (self) { _app = [[OBAApplication alloc] initWithConfig:nil]; }
                        return self;
                    }
                    @end
                    """,
            ])
            XCTAssertEqual(backReferences, reported ? ["App/Application.swift:11"] : [], holder)
        }
    }

    /// What an Objective-C application delegate builds in its launch handler it builds once, whatever
    /// else its protocol list names (clang drops the whole list for one protocol the SDK stand-ins
    /// lack). Built in `application:openURL:options:`, which runs on every URL, it may be built again.
    func testObjectiveCLaunchHandlerBuildsOnceWhateverTheProtocolList() throws {
        for (handler, reported) in [("didFinishLaunchingWithOptions", false), ("openURL", true)] {
            let captures = try places(of: "strong_self_capture", checking: [
                "App/AppDelegate.h": """
                    #import <UIKit/UIKit.h>
                    @interface AppDelegate : UIResponder <UIApplicationDelegate, UIAlertViewDelegate>
                    @end
                    """,
                "App/AppDelegate.m": """
                    #import "AppDelegate.h"
                    #import "Flow.h"
                    @interface AppDelegate ()
                    @property (nonatomic, strong, readonly) Flow *flow;
                    @end
                    @implementation AppDelegate
                    - (BOOL)application:(UIApplication *)application \(handler):(NSDictionary *)options
                    {
                        _flow = [[Flow alloc] init];
                        [self.flow start];
                        return YES;
                    }
                    @end
                    """,
                "App/Flow.h": """
                    #import <UIKit/UIKit.h>
                    @interface Monitor : NSObject
                    @property (nonatomic, copy) void (^onChange)(void);
                    @end
                    @interface Flow : NSObject
                    @property (nonatomic, strong) Monitor *monitor;
                    - (void)start;
                    @end
                    """,
                "App/Flow.m": """
                    #import "Flow.h"
                    @implementation Monitor
                    @end
                    @implementation Flow
                    - (void)start
                    {
                        self.monitor = [[Monitor alloc] init];
                        self.monitor.onChange = ^{
                            [self start];
                        };
                    }
                    @end
                    """,
            ])
            XCTAssertEqual(captures, reported ? ["App/Flow.m:8"] : [], handler)
        }
    }

    /// Objective-C's dot syntax sends a getter, and `typeof(self)` names a type: neither keeps `self`
    /// in a block, also when a macro writes the `typeof` (libextobjc-style `strongify(self)`, which
    /// declares a local `self`). A block that messages `self` still does, and so does a getter's
    /// block that does.
    func testObjectiveCGettersAndTypeofAreNoCaptureOfSelf() throws {
        let captures = try places(of: "strong_self_capture", checking: [
            "App/Macros.h": """
                #define weakify(var) __weak __typeof__(var) AHKWeak_##var = var
                #define strongify(var) __strong __typeof__(var) var = AHKWeak_##var;
                """,
            "App/BannerController.h": """
                #import <UIKit/UIKit.h>
                #import "Macros.h"
                @interface Banner : UIView
                @property (nonatomic, copy) void (^onTap)(void);
                @property (nonatomic, copy) void (^onClose)(void);
                @property (nonatomic, copy) void (^onOpen)(void);
                @end
                @interface BannerController : NSObject
                @property (nonatomic, strong) Banner *banner;
                @property (nonatomic, strong) UIView *titleView;
                - (BOOL)isCompact;
                - (void (^)(void))refreshHandler;
                - (void)reload;
                @end
                """,
            "App/BannerController.m": """
                #import "BannerController.h"
                @implementation BannerController
                - (BOOL)isCompact { return YES; }
                - (void (^)(void))refreshHandler { return ^{ [self reload]; }; }
                - (void)reload {}
                - (void)install {
                    self.banner = [[Banner alloc] init];
                    self.titleView.hidden = self.isCompact;
                    __weak typeof(self) weakSelf = self;
                    self.banner.onTap = ^{
                        typeof(self) strongSelf = weakSelf;
                        [strongSelf reload];
                    };
                    self.banner.onClose = ^{
                        [self reload];
                    };
                    self.banner.onTap = self.refreshHandler;
                    weakify(self);
                    self.banner.onOpen = ^{
                        strongify(self);
                        [self reload];
                    };
                }
                @end
                """,
        ])
        // A getter handing out a block that messages self does store self.
        XCTAssertEqual(captures, ["App/BannerController.m:14", "App/BannerController.m:17"])
    }

    /// A macro that writes a typed declaration's `typeof(self)` (`CDZStrongSelf sSelf = wSelf;`) names a
    /// type, and `…strongify(self)` shadows `self` with a local made from its weak copy, also where the
    /// macro's definition comes from a prefix header archlint does not read (`mm_strongify`, undefined
    /// here). A block that messages `self` before the strongify still keeps it.
    func testObjectiveCMacroWrittenWeakSelfIsNoCaptureOfSelf() throws {
        let captures = try places(of: "strong_self_capture", checking: [
            "App/Scanner.h": """
                #import <UIKit/UIKit.h>
                #define CDZWeakSelf __weak __typeof__((__typeof__(self))self)
                #define CDZStrongSelf __typeof__(self)
                @interface Scanner : NSObject
                @property (nonatomic, copy) void (^errorBlock)(NSError *error);
                @property (nonatomic, copy) void (^doneBlock)(void);
                @property (nonatomic, copy) void (^cancelBlock)(void);
                @property (nonatomic, copy) void (^retryBlock)(void);
                - (void)stop;
                @end
                """,
            "App/Scanner.m": """
                #import "Scanner.h"
                @implementation Scanner
                - (void)stop {}
                - (void)install {
                    CDZWeakSelf wSelf = self;
                    self.errorBlock = ^(NSError *error) {
                        CDZStrongSelf sSelf = wSelf;
                        [sSelf stop];
                    };
                    mm_weakify(self);
                    self.doneBlock = ^{
                        mm_strongify(self);
                        [self stop];
                    };
                    self.cancelBlock = ^{
                        [self stop];
                        mm_strongify(self);
                    };
                    self.retryBlock = ^{
                        dispatch_async(dispatch_get_main_queue(), ^{
                            mm_strongify(self);
                            [self stop];
                        });
                        [self stop];
                    };
                }
                @end
                """,
        ])
        // A strongify in a nested block declares its `self` there only.
        XCTAssertEqual(captures, ["App/Scanner.m:15", "App/Scanner.m:19"])
    }

    /// Swift names a BOOL property after its getter (`@property (getter=isActive) BOOL active` is
    /// `isActive`, `getter=hasUnread` is `hasUnread`): a Swift extension that reads it reads a value,
    /// not a bound method. A method that Swift code names stays a method.
    func testObjectiveCPropertyWithAnIsGetterIsReadAsItsSwiftName() throws {
        let captures = try places(of: "strong_self_capture", checking: [
            "App/TagListViewController.h": """
                #import <AppKit/AppKit.h>
                @interface TagListViewController : NSViewController
                @property (nonatomic, assign, getter=isActive) BOOL active;
                @property (nonatomic, assign, getter=hasUnread) BOOL unread;
                @property (nonatomic, strong, getter=currentTitle) NSString *title;
                - (void)reload;
                @end
                """,
            "App/TagListViewController+Swift.swift": """
                import AppKit
                final class TableRowView: NSTableRowView {
                    var isActive = false
                    var hasUnread = false
                    var onReload: (() -> Void)?
                }
                extension TagListViewController {
                    func rowView() -> NSTableRowView {
                        let rowView = TableRowView()
                        rowView.isActive = isActive
                        rowView.hasUnread = hasUnread
                        rowView.onReload = reload
                        rows.append(rowView)
                        return rowView
                    }
                }
                """,
        ])
        XCTAssertEqual(captures, ["App/TagListViewController+Swift.swift:12"])
    }

    /// A class method that keeps the one object it builds in a static variable set inside
    /// `dispatch_once` is Objective-C's singleton: a strong delegate back to it leaks nothing. Without
    /// `static`, each call builds a new object, and the delegate keeps each one.
    func testObjectiveCDispatchOnceSingletonLivesForTheProcess() throws {
        let factory = "+ (instancetype)serviceForRoom:(NSString *)room {\n    return [[self alloc] init];\n}"
        for (storage, other, reported) in [("static ", "", false), ("", "", true), ("static ", factory, true)] {
            let delegates = try places(of: "weak_delegate", checking: [
                "App/SocketService.h": """
                    #import <Foundation/Foundation.h>
                    @protocol SocketDelegate
                    @end
                    @interface Socket : NSObject
                    @property (nonatomic, strong) id<SocketDelegate> delegate;
                    @end
                    @interface SocketService : NSObject <SocketDelegate>
                    + (instancetype)sharedInstance;
                    @property (nonatomic, strong) Socket *socket;
                    @end
                    """,
                "App/SocketService.m": """
                    #import "SocketService.h"
                    @implementation Socket
                    @end
                    @implementation SocketService
                    + (instancetype)sharedInstance {
                        \(storage)SocketService *sharedInstance = nil;
                        static dispatch_once_t once;
                        dispatch_once(&once, ^{
                            sharedInstance = [[self alloc] init];
                        });
                        return sharedInstance;
                    }
                    \(other)
                    - (void)connect {
                        self.socket = [[Socket alloc] init];
                        self.socket.delegate = self;
                    }
                    @end
                    """,
            ])
            XCTAssertEqual(delegates, reported ? ["App/SocketService.h:5"] : [], storage + other)
        }
    }

    /// Objective-C's lazy getter (`if (!_x) { _x = [[X alloc] init]; } return _x;`) builds its object
    /// once per holder, as Swift's `lazy var` does: what a singleton's lazy getter builds lives for the
    /// process, and a strong delegate back to it leaks nothing. A getter that builds on every call
    /// does not.
    func testObjectiveCLazyGetterOfASingletonBuildsOnce() throws {
        for (guardCondition, reported) in [("if (!_transferController)", false), ("if (_transferController == nil)", false),
                                           ("if (YES)", true)] {
            let delegates = try places(of: "weak_delegate", checking: [
                "App/Coordinator.h": """
                    #import <Foundation/Foundation.h>
                    @protocol DownloaderDelegate
                    @end
                    @interface Downloader : NSObject
                    @property (nonatomic, strong) id<DownloaderDelegate> delegate;
                    @end
                    @interface TransferController : NSObject <DownloaderDelegate>
                    @end
                    @interface AppCoordinator : NSObject
                    + (instancetype)sharedInstance;
                    @property (readonly) TransferController *transferController;
                    @end
                    """,
                "App/Coordinator.m": """
                    #import "Coordinator.h"
                    @implementation Downloader
                    @end
                    @implementation TransferController
                    {
                        Downloader *_downloader;
                    }
                    - (instancetype)init
                    {
                        self = [super init];
                        if (self) {
                            _downloader = [[Downloader alloc] init];
                            _downloader.delegate = self;
                        }
                        return self;
                    }
                    @end
                    @implementation AppCoordinator
                    {
                        TransferController *_transferController;
                    }
                    + (instancetype)sharedInstance
                    {
                        static AppCoordinator *shared = nil;
                        static dispatch_once_t once;
                        dispatch_once(&once, ^{
                            shared = [[AppCoordinator alloc] init];
                        });
                        return shared;
                    }
                    - (TransferController *)transferController
                    {
                        @synchronized (self) {
                            \(guardCondition) {
                                _transferController = [[TransferController alloc] init];
                            }
                        }
                        return _transferController;
                    }
                    @end
                    """,
            ])
            XCTAssertEqual(delegates, reported ? ["App/Coordinator.h:5"] : [], guardCondition)
        }
    }

    /// `file:line` of each finding of `rule` that `archlint check App` reports on these files, written
    /// into a fresh folder.
    /// A screen an Objective-C method takes from a storyboard (itself, or as the root of a navigation
    /// controller it instantiates) and pushes onto the navigation stack is kept by that stack, not by
    /// `self`: its handler's strong `self` is no cycle. Presented by `self`, kept in a property, handed
    /// `self` to present itself from, or pushed onto a navigation controller `self` keeps in an ivar,
    /// it is `self`'s while it is up, and stays reported. This
    /// needs the message's arguments, the value under a cast and UIKit's storyboard in the stand-ins.
    func testObjectiveCStoryboardScreenPushedByItsCallerIsNotKeptBySelf() throws {
        let picker = """
            #import <UIKit/UIKit.h>
            @interface PickerViewController : UITableViewController
            @property (nonatomic, copy) void (^onPick)(NSInteger row);
            - (void)presentFromViewController:(UIViewController *)viewController;
            @end
            """
        let captures = try places(of: "strong_self_capture", checking: [
            "App/PickerViewController.h": picker,
            "App/SettingsViewController.m": """
                #import "PickerViewController.h"
                @interface SettingsViewController : UITableViewController
                @property (nonatomic, strong) UINavigationController *pickerNavigation;
                @property (nonatomic) NSInteger row;
                @end
                @implementation SettingsViewController
                - (void)pushPicker {
                    UIStoryboard *storyboard = [UIStoryboard storyboardWithName:@"Picker" bundle:nil];
                    UINavigationController *nav = (UINavigationController *)[storyboard instantiateInitialViewController];
                    PickerViewController *vc = (PickerViewController *)nav.topViewController;
                    vc.onPick = ^(NSInteger row) {
                        self.row = row;
                        [self.navigationController popViewControllerAnimated:YES];
                    };
                    [self.navigationController pushViewController:vc animated:YES];
                }
                - (void)pushNamedPicker {
                    PickerViewController *vc = [self.storyboard instantiateViewControllerWithIdentifier:@"Picker"];
                    vc.onPick = ^(NSInteger row) { self.row = row; };
                    [self.navigationController pushViewController:vc animated:YES];
                }
                - (void)presentPicker {
                    UIStoryboard *storyboard = [UIStoryboard storyboardWithName:@"Picker" bundle:nil];
                    UINavigationController *nav = (UINavigationController *)[storyboard instantiateInitialViewController];
                    PickerViewController *vc = (PickerViewController *)nav.topViewController;
                    vc.onPick = ^(NSInteger row) { self.row = row; };
                    [self presentViewController:nav animated:YES completion:nil];
                }
                - (void)keepPicker {
                    UIStoryboard *storyboard = [UIStoryboard storyboardWithName:@"Picker" bundle:nil];
                    UINavigationController *nav = (UINavigationController *)[storyboard instantiateInitialViewController];
                    PickerViewController *vc = (PickerViewController *)nav.topViewController;
                    vc.onPick = ^(NSInteger row) { self.row = row; };
                    self.pickerNavigation = nav;
                    [self.navigationController pushViewController:vc animated:YES];
                }
                - (void)pickerPresentsItself {
                    PickerViewController *vc = [self.storyboard instantiateViewControllerWithIdentifier:@"Picker"];
                    vc.onPick = ^(NSInteger row) { self.row = row; };
                    [vc presentFromViewController:self];
                }
                - (void)pushOntoOwnNavigation {
                    PickerViewController *vc = [self.storyboard instantiateViewControllerWithIdentifier:@"Picker"];
                    vc.onPick = ^(NSInteger row) { self.row = row; };
                    [_pickerNavigation pushViewController:vc animated:YES];
                }
                @end
                """,
        ])
        XCTAssertEqual(captures.sorted(), [
            "App/SettingsViewController.m:26",
            "App/SettingsViewController.m:33",
            "App/SettingsViewController.m:39",
            "App/SettingsViewController.m:44",
        ])
    }

    /// An Objective-C screen that calls a Swift class's static factory (`[Store make]`) builds one
    /// more object each time: the factory is not run-once code because the app delegate's `init`
    /// also calls it. A message with no arguments to a project class is a call; only UIKit's, AppKit's
    /// and Foundation's (`[UIApplication sharedApplication]`) are the class properties Swift reads.
    /// layer_imports says what an Objective-C service's code uses of the UI framework it imports, read
    /// from the file's code: not its `#import` lines, comments or string literals.
    func testObjectiveCServiceMessageNamesTheUIFrameworkItsCodeUses() throws {
        let root = try ArchlintProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        try ArchlintProcess.write([
            "Services/NetworkManager.m": """
                #import <Foundation/Foundation.h>
                #import <UIKit/UIDevice.h>
                @interface NetworkManager : NSObject
                @end
                @implementation NetworkManager
                - (double)systemVersion {
                    // UIScreen, in a comment, is no use.
                    return [[UIDevice currentDevice].systemVersion doubleValue];
                }
                @end
                """,
            "Services/CacheManager.m": """
                #import <Foundation/Foundation.h>
                #import <UIKit/UIKit.h>
                #define CACHE_NAME @"UIColorCache"
                @interface CacheManager : NSObject
                @end
                @implementation CacheManager
                - (NSString *)name { return CACHE_NAME; }
                @end
                """,
        ], under: root)
        let report = try JSONReport.decode(try ArchlintProcess.run(["check", "Services", "--reporter", "json"], in: root).standardOutput)
        let messages = report.violations.filter { $0.rule == "layer_imports" }.map { "\($0.file):\($0.line) \($0.message)" }
        XCTAssertEqual(messages.count, 2, "\(messages)")
        XCTAssertTrue(messages.contains { $0.hasPrefix("Services/NetworkManager.m:2 ") && $0.contains("imports UIKit and uses UIDevice in its code") },
                      "\(messages)")
        XCTAssertTrue(messages.contains { $0.hasPrefix("Services/CacheManager.m:2 ") && $0.contains("imports UIKit but names none of its types") },
                      "\(messages)")
    }

    /// An Objective-C header's UI import serves the class's implementation file, which gets the framework
    /// through it: a service by name whose `.m` builds views or reads the key window is a UI helper, as
    /// one whose header did would be. A header whose class uses nothing of it, in either file, is still
    /// reported.
    func testObjectiveCHeaderIsJudgedWithItsClassesImplementation() throws {
        let root = try ArchlintProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        try ArchlintProcess.write([
            "Services/KeyManager.h": "#import <UIKit/UIKit.h>\n@interface KeyManager : NSObject\n@property (nonatomic, weak) id window;\n- (void)showSheet;\n@end\n",
            "Services/KeyManager.m": """
                #import "KeyManager.h"
                @implementation KeyManager
                - (void)showSheet {
                    UIView *sheet = [[UIView alloc] initWithFrame:CGRectZero];
                    [self.window addSubview:sheet];
                }
                @end
                """,
            // A class property read with dot syntax keeps its class (`UIApplication.sharedApplication`).
            "Services/SheetManager.h": "#import <UIKit/UIKit.h>\n@interface SheetManager : NSObject\n- (void)attach:(id)sheet;\n@end\n",
            "Services/SheetManager.m": """
                #import "SheetManager.h"
                @implementation SheetManager
                - (void)attach:(id)sheet {
                    UIWindow *window = UIApplication.sharedApplication.keyWindow;
                    [window addSubview:sheet];
                }
                @end
                """,
            "Services/GalleryService.h": "#import <UIKit/UIKit.h>\n@interface GalleryService : NSObject\n- (NSArray *)photos;\n@end\n",
            "Services/GalleryService.m": """
                #import "GalleryService.h"
                @implementation GalleryService
                - (NSArray *)photos { return @[]; }
                @end
                """,
            // A category in the UI layer has a header of its own: it is no implementation of the class's header.
            "UI/GalleryService+Sheets.h": "#import <UIKit/UIKit.h>\n#import \"GalleryService.h\"\n@interface GalleryService (Sheets)\n@end\n",
            "UI/GalleryService+Sheets.m": """
                #import "GalleryService+Sheets.h"
                @implementation GalleryService (Sheets)
                - (void)showSheetFrom:(UIViewController *)controller {
                    UIView *sheet = [[UIView alloc] init];
                    [controller.view addSubview:sheet];
                }
                @end
                """,
        ], under: root)
        let report = try JSONReport.decode(try ArchlintProcess.run(["check", "Services", "UI", "--reporter", "json"], in: root).standardOutput)
        let messages = report.violations.filter { $0.rule == "layer_imports" }.map { "\($0.file):\($0.line) \($0.message)" }
        XCTAssertEqual(messages.count, 1, "\(messages)")
        XCTAssertTrue(messages.contains { $0.hasPrefix("Services/GalleryService.h:1 ") && $0.contains("imports UIKit but names none of its types") },
                      "\(messages)")
    }

    func testObjectiveCCallOfAProjectFactoryWithoutArgumentsIsACall() throws {
        let captures = try places(of: "strong_self_capture", checking: [
            "App/Store.h": """
                #import <Foundation/Foundation.h>
                @interface Store : NSObject
                + (Store *)make;
                - (void)start;
                @end
                """,
            "App/ListViewController.m": """
                #import <UIKit/UIKit.h>
                #import "Store.h"
                @interface ListViewController : UIViewController
                @property (nonatomic, strong) Store *store;
                @end
                @implementation ListViewController
                - (void)viewDidLoad {
                    [super viewDidLoad];
                    self.store = [Store make];
                    [self.store start];
                }
                @end
                """,
            "App/Store.swift": """
                import UIKit
                final class Feed {
                    var onUpdate: (() -> Void)?
                }
                @objc final class Store: NSObject {
                    let feed = Feed()
                    @objc static func make() -> Store { Store() }
                    @objc func start() {
                        feed.onUpdate = { self.reload() }
                    }
                    func reload() {}
                }
                final class AppDelegate: UIResponder, UIApplicationDelegate {
                    let store: Store
                    override init() {
                        store = Store.make()
                        super.init()
                    }
                }
                """,
        ])
        XCTAssertEqual(captures, ["App/Store.swift:9"])
    }

    /// Where a rule reports on the files, under `strict` (every rule and option on): these tests ask what
    /// the Objective-C facts show, not where the default presets scope a rule.
    private func places(of rule: String, checking files: [String: String]) throws -> [String] {
        let root = try ArchlintProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        try ArchlintProcess.write(files.merging([".archlint.yml": "extends: [strict]\n"]) { own, _ in own }, under: root)
        let report = try JSONReport.decode(try ArchlintProcess.run(["check", "App", "--reporter", "json"], in: root).standardOutput)
        return report.violations.filter { $0.rule == rule }.map { "\($0.file):\($0.line)" }
    }
}
