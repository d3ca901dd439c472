import ArchlintFacts
import Foundation
import ObjCFrontend
import XCTest

/// The Objective-C front end on real files through libclang.
final class ObjCFrontendTests: XCTestCase {
    static let samples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Samples/Catalog/Legacy")

    func scan(_ names: [String], in folder: URL = ObjCFrontendTests.samples) throws -> [FileFacts] {
        let paths = names.map { folder.appendingPathComponent($0).path }
        return try ObjCFrontend.scan(paths, includeDirectories: [folder.path], jobs: 2).map { try $0.get() }
    }

    func testHeaderDeclarationsWithOwnershipAttributes() throws {
        XCTAssertTrue(ObjCFrontend.isAvailable, "libclang is required (Scripts/setup.sh installs libclang-dev)")
        let header = try XCTUnwrap(try scan(["LegacyReceiptService.h"]).first)
        XCTAssertEqual(header.imports.map(\.module), ["Foundation"])
        let service = try XCTUnwrap(header.types.first { $0.name == "LegacyReceiptService" && $0.kind == .class })
        XCTAssertEqual(service.inherited, ["NSObject"])
        let properties = Dictionary(uniqueKeysWithValues: service.properties.map { ($0.name, $0) })
        XCTAssertEqual(properties["delegate"]?.ownership, .strong, "no attribute: strong under ARC")
        XCTAssertEqual(properties["delegate"]?.typeName, "LegacyReceiptServiceDelegate")
        XCTAssertEqual(properties["statusDelegate"]?.ownership, .weak)
        XCTAssertEqual(properties["legacyDelegate"]?.ownership, .unownedUnsafe)
        XCTAssertEqual(properties["delegate"]?.location.line, 13)
        let delegateProtocol = try XCTUnwrap(header.types.first { $0.name == "LegacyReceiptServiceDelegate" })
        XCTAssertEqual(delegateProtocol.kind, .protocol)
        XCTAssertEqual(delegateProtocol.attributes, ["@objc"])
    }

    func testImplementationFactsAreAttributedToTheirOwnFile() throws {
        let implementation = try XCTUnwrap(try scan(["OrderHistoryPresenter.m"]).first)
        // The header's declarations belong to the header, not to every file that imports it.
        XCTAssertFalse(implementation.types.contains { $0.kind == .protocol })
        XCTAssertEqual(implementation.imports.map(\.module), ["OrderHistoryPresenter", "LegacyReceiptService"])
        XCTAssertEqual(implementation.constructions.map(\.typeName), ["LegacyReceiptService"])
        XCTAssertEqual(implementation.constructions.first?.context,
                       DeclarationContext(typeName: "OrderHistoryPresenter", member: "presentOrders"))
        let ivar = implementation.types.flatMap(\.properties).first { $0.name == "_printer" }
        XCTAssertEqual(ivar?.typeName, "LegacyReceiptService")
    }

    func testBlocksStoredInPropertiesAndWeakSelfPatterns() throws {
        let cell = try XCTUnwrap(try scan(["OrderCell.m"]).first)
        XCTAssertEqual(cell.closures.map(\.destination), [.assigned(target: "onReorder"), .assigned(target: "onShare")])
        XCTAssertEqual(cell.closures.map(\.referencesSelf), [true, false])
        XCTAssertTrue(cell.assignments.contains { $0.target == "weakSelf" && $0.isDeclaration && $0.value == .reference("self") })
    }

    /// clang drops a declaration's whole protocol list when one protocol is unknown, and keeps no
    /// reference to an unknown superclass: the header as written says what it inherits. A method's
    /// parameters carry the selector's parts as labels, as Swift imports them.
    func testInheritanceAsWrittenAndSelectorLabels() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("archlint-objc-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: root) }
        try Data("""
            #import <UIKit/UIKit.h>
            @interface Widget : LibraryBaseView <UIApplicationDelegate, UnknownLibraryDelegate>
            @property (nonatomic, strong) NSString *title;
            @end
            @interface Widget (Extras) <AnotherUnknownProtocol>
            @end
            @interface Box<ObjectType> : NSObject <NSCopying>
            @end
            @interface Box<ObjectType> (Extras) <NSSecureCoding>
            @end
            @protocol Sink <UnknownParent>
            - (void)drain;
            @end
            @implementation Widget
            - (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)options { return YES; }
            @end
            """.utf8).write(to: root.appendingPathComponent("Widget.m"))
        let facts = try XCTUnwrap(try scan(["Widget.m"], in: root).first)
        let inherited = facts.types.map { "\($0.kind) \($0.name): \($0.inherited.joined(separator: ", "))" }
        XCTAssertTrue(inherited.contains("class Widget: LibraryBaseView, UIApplicationDelegate, UnknownLibraryDelegate"), "\(inherited)")
        XCTAssertTrue(inherited.contains("extension Widget: AnotherUnknownProtocol"), "\(inherited)")
        XCTAssertTrue(inherited.contains("class Box: NSObject, NSCopying"), "\(inherited)")
        XCTAssertTrue(inherited.contains("extension Box: NSSecureCoding"), "\(inherited)")
        XCTAssertTrue(inherited.contains("protocol Sink: UnknownParent"), "\(inherited)")
        let launch = try XCTUnwrap(facts.types.flatMap(\.functions).first { $0.name == "application" })
        XCTAssertEqual(launch.parameters.map(\.label), [nil, "didFinishLaunchingWithOptions"])
    }

    func testMalformedObjectiveCNeverCrashes() throws {
        let folder = Self.samples.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Tests/Fixtures/ObjC")
        let facts = try XCTUnwrap(try scan(["Malformed.m"], in: folder).first)
        XCTAssertTrue(facts.types.contains { $0.name == "Half" }, "recovery keeps what it can")
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("archlint-objc-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: root) }
        let sources = ["", "@end @end @interface", "#import", "@implementation X\n- (void)f { [[[[", String(repeating: "@interface A : B {\n", count: 500)]
        for (index, text) in sources.enumerated() {
            let file = root.appendingPathComponent("Broken\(index).m")
            try Data(text.utf8).write(to: file)
            _ = ObjCFrontend.scan([file.path], includeDirectories: [], jobs: 1)
        }
    }
}
