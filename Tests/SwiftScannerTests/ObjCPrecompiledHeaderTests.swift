import ArchlintFacts
import Foundation
import ObjCFrontend
import XCTest

/// Headers precompiled once per run (`PrecompiledHeaders`) must give every file the facts a parse
/// of its own would: the same facts with and without them, on a tree built to tempt them into
/// differing (an include cycle, a macro defined before the import, a header with errors, two
/// headers of one name, a header that includes itself, Objective-C++, `__has_include`), and
/// each file's own include wall (`PrecompiledHeaders.visible`) must show what the run's does.
final class ObjCPrecompiledHeaderTests: XCTestCase {
    static let tree: [String: String] = [
        "Core/Umbrella.h": "#import <Foundation/Foundation.h>\n#import \"Model.h\"\n#import \"Service.h\"\n",
        // Opens with the umbrella that includes it: the umbrella's PCH would read it twice.
        "Core/Model.h": "#import \"Umbrella.h\"\n@interface Model : NSObject\n@property (nonatomic, assign) id<ServiceDelegate> delegate;\n@end\n",
        "Core/Service.h": "#import <Foundation/Foundation.h>\n@protocol ServiceDelegate <NSObject>\n@end\n"
            + "@interface Service : NSObject\n@property (nonatomic, weak) id<ServiceDelegate> delegate;\n@end\n",
        "Core/Service.m": "#import \"Service.h\"\n@implementation Service\n- (void)start { Model *m = [[Model alloc] init]; self.delegate = nil; }\n@end\n",
        "Feature/Screen.h": "// Screen\n/* shows a model */\n#import \"Umbrella.h\"\n@interface Screen : NSObject\n"
            + "@property (assign) Model *model;\n@property (assign) Service *service;\n@end\n",
        "Feature/Screen.m": "#import \"Screen.h\"\n#import \"Service.h\"\n@implementation Screen\n"
            + "- (void)show { self.model = [Model new]; self.service = [[Service alloc] init]; }\n@end\n",
        // A macro before the import changes what the header declares.
        "Feature/Switch.h": "#import <Foundation/Foundation.h>\n#ifndef OWNERSHIP\n#define OWNERSHIP strong\n#endif\n"
            + "@interface Switch : NSObject\n@end\n",
        "Feature/Switch.m": "#import \"Switch.h\"\n@interface Switch ()\n@property (OWNERSHIP) id other;\n@end\n@implementation Switch\n@end\n",
        "Feature/Flagged.m": "#define OWNERSHIP weak\n#import \"Switch.h\"\n@interface Switch ()\n@property (OWNERSHIP) id flagged;\n@end\n",
        // Errors in the header: recovery decides what the file sees.
        "Feature/Broken.h": "#import \"Umbrella.h\"\n#import \"Missing.h\"\n@interface Broken : Unknown <Nope>\n@property (assign) Unknown *x;\n@end\n",
        "Feature/Broken.m": "#import \"Broken.h\"\n@implementation Broken\n- (void)f { self.x = [[Unknown alloc] init]; [self.x go]; }\n@end\n",
        // Two headers named alike: the one beside the file wins, the header map's elsewhere.
        "Other/Service.h": "#import <Foundation/Foundation.h>\n@interface Service : NSObject\n@property (assign) Service *next;\n@end\n",
        "Other/Client.m": "#import \"Service.h\"\n@implementation Service\n- (void)f { self.next = [Service new]; }\n@end\n",
        "Feature/Caller.m": "#import \"service.h\"\n@interface Caller : NSObject\n@property (assign) Service *service;\n@end\n",
        // A header that includes itself reads differently as the main file.
        "Feature/Loop.h": "#import <Foundation/Foundation.h>\n@interface Loop : NSObject\n@end\n#include \"Loop.h\"\n",
        "Feature/Loop.m": "#import \"Loop.h\"\n@interface Loop ()\n@property (assign) Loop *again;\n@end\n",
        // A lookup by a name no directive spells: the file's own wall must still show the header.
        "Feature/Probe.m": "#if __has_include(\"Service.h\")\n@interface Probe : NSObject\n@property (assign) id found;\n@end\n#endif\n",
        "Feature/Bridge.mm": "#import \"Screen.h\"\n@interface Screen (Bridge)\n@property (assign) Model *bridged;\n@end\n",
        // Stand-ins and a header the tree lacks before the umbrella, in two files each: lead headers.
        "Feature/Panel.m": "#import <Foundation/Foundation.h>\n#import \"Umbrella.h\"\n@implementation Service (Panel)\n"
            + "- (void)p { self.delegate = nil; [[Model alloc] init]; }\n@end\n",
        "Other/Card.m": "/* card */\n#import <Foundation/Foundation.h>\n#import \"Umbrella.h\"\n@interface Card : NSObject\n"
            + "@property (assign) Model *model;\n@end\n",
        "Feature/Panel.h": "// Panel\n#import <UIKit/UIKit.h> // views\n#import <Missing/Missing.h>\n#import \"Umbrella.h\"\n"
            + "@interface Panel : UIView\n@property (assign) Model *model;\n@end\n",
        "Other/Sheet.m": "#import <UIKit/UIKit.h> // views\n#import <Missing/Missing.h>\n#import \"Umbrella.h\"\n#import \"Panel.h\"\n"
            + "@interface Sheet : Panel\n@property (assign) Service *service;\n@end\n",
        // Opens with a header whose PCH is chained on a lead header's.
        "Feature/PanelView.m": "#import \"Panel.h\"\n@implementation Panel\n- (void)f { self.model = [Model new]; }\n@end\n",
        // A macro between the imports: no lead header stands for them.
        "Other/Tuned.m": "#import <Foundation/Foundation.h>\n#define OWNERSHIP weak\n#import \"Switch.h\"\n"
            + "@interface Switch ()\n@property (OWNERSHIP) id tuned;\n@end\n",
        "Other/Tuned2.m": "#import <Foundation/Foundation.h>\n#define OWNERSHIP weak\n#import \"Switch.h\"\n"
            + "@interface Switch ()\n@property (OWNERSHIP) id tunedToo;\n@end\n",
    ]

    func testPrecompiledHeadersNeverChangeFacts() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("archlint-pch-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        for (name, text) in Self.tree {
            let file = root.appendingPathComponent(name)
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: file)
        }
        let paths = Self.tree.keys.sorted().map { root.appendingPathComponent($0).path }
        let folders = ["Core", "Feature", "Other"].map { root.appendingPathComponent($0).path }
        for jobs in [1, 2] {
            let precompiled = ObjCFrontend.scan(paths, includeDirectories: folders, readable: paths, jobs: jobs)
            let whole = ObjCFrontend.scan(paths, includeDirectories: folders, readable: paths, jobs: jobs,
                                          precompiledHeaders: false)
            for (path, (with, without)) in zip(paths, zip(precompiled, whole)) {
                XCTAssertEqual(try with.get(), try without.get(), "\(path), jobs \(jobs)")
            }
        }
        let facts = Dictionary(uniqueKeysWithValues: zip(Self.tree.keys.sorted(),
            try ObjCFrontend.scan(paths, includeDirectories: folders, readable: paths, jobs: 2).map { try $0.get() }))
        func property(_ file: String, _ name: String) -> PropertyFact? {
            facts[file]?.types.flatMap(\.properties).first { $0.name == name }
        }
        // The facts themselves: what the headers say reaches each file.
        XCTAssertEqual(property("Feature/Switch.m", "other")?.ownership, .strong)
        XCTAssertEqual(property("Feature/Flagged.m", "flagged")?.ownership, .weak, "the macro defined before the import")
        XCTAssertEqual(property("Feature/Screen.h", "model")?.ownership, .unownedUnsafe, "Model is a class, from the umbrella")
        XCTAssertEqual(property("Core/Model.h", "delegate")?.typeName, "ServiceDelegate")
        XCTAssertEqual(property("Feature/Caller.m", "service")?.ownership, .unownedUnsafe)
        XCTAssertEqual(property("Feature/Loop.m", "again")?.ownership, .unownedUnsafe)
        XCTAssertNotNil(property("Feature/Probe.m", "found"), "__has_include sees the whole tree")
        XCTAssertEqual(facts["Feature/Screen.m"]?.constructions.map(\.typeName).sorted(), ["Model", "Service"])
        XCTAssertEqual(property("Other/Card.m", "model")?.ownership, .unownedUnsafe, "Model is a class, from the lead header")
        XCTAssertEqual(property("Other/Sheet.m", "service")?.ownership, .unownedUnsafe)
        XCTAssertEqual(property("Other/Tuned.m", "tuned")?.ownership, .weak)
        // Two lead headers: Foundation then the umbrella, and UIKit, the missing header, the umbrella.
        XCTAssertEqual(ObjCFrontend.leadHeaderCount(paths, includeDirectories: folders, readable: paths), 2)
    }
}
