import ArchlintTestSupport
import Foundation
import XCTest

/// Objective-C includes are resolved through one header map standing for a `-I` per folder that
/// holds a header (issue 12): a header is found by its name or by its path below any such folder,
/// the first folder in sorted order winning, as the `-I` search found it.
final class HeaderLookupTests: XCTestCase {
    /// The edges of the type graph, as "from -> to".
    func edges(_ files: [String: String]) throws -> Set<String> {
        let root = try ArchlintProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        try ArchlintProcess.write(files, under: root)
        let run = try BoundedRun.run(["graph", ".", "--level", "type", "--format", "json"], in: root, seconds: 60)
        XCTAssertTrue(run.endedCleanly, run.summary)
        let graph = try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [String: Any]
        let edges = (graph?["edges"] as? [[String: Any]]) ?? []
        return Set(edges.compactMap { edge in
            guard let from = edge["from"] as? String, let to = edge["to"] as? String else { return nil }
            return "\(from) -> \(to)"
        })
    }

    func testHeadersInOtherFoldersAreFoundByNameAndByPathBelowAFolder() throws {
        let edges = try edges([
            "App/Screens/Screen.h": """
                #import <UIKit/UIKit.h>
                #import "Widget.h"
                #import "Models/Model.h"
                #import "NoSuchHeader.h"
                @interface Screen : UIViewController
                @property (nonatomic, strong) Widget *widget;
                @property (nonatomic, strong) Model *model;
                @property (nonatomic, strong) Gadget *gadget;
                @end
                """,
            "App/Widgets/Widget.h": "#import <Foundation/Foundation.h>\n@interface Widget : NSObject\n@end\n",
            "App/Core/Core.h": "#import <Foundation/Foundation.h>\n",
            "App/Core/Models/Model.h": "#import <Foundation/Foundation.h>\n@interface Model : NSObject\n@end\n",
            // Declared, but under a name nothing imports: the property's type stays unknown to clang.
            "App/Gadgets/Gadget.h": "#import <Foundation/Foundation.h>\n@interface Gadget : NSObject\n@end\n",
        ])
        XCTAssertTrue(edges.contains("Screen -> Widget"), "\(edges)")
        XCTAssertTrue(edges.contains("Screen -> Model"), "\(edges)")
        XCTAssertFalse(edges.contains("Screen -> Gadget"), "an unresolved import leaves the type unknown: \(edges)")
    }

    func testAHeaderNameInTwoFoldersResolvesToTheFirstFolder() throws {
        let edges = try edges([
            "App/Use.h": """
                #import <Foundation/Foundation.h>
                #import "Shared.h"
                @interface Use : NSObject
                @property (nonatomic, strong) Alpha *alpha;
                @property (nonatomic, strong) Beta *beta;
                @end
                """,
            "Lib1/Shared.h": "#import <Foundation/Foundation.h>\n@interface Alpha : NSObject\n@end\n",
            "Lib2/Shared.h": "#import <Foundation/Foundation.h>\n@interface Beta : NSObject\n@end\n",
        ])
        XCTAssertTrue(edges.contains("Use -> Alpha"), "\(edges)")
        XCTAssertFalse(edges.contains("Use -> Beta"), "\(edges)")
    }

    /// The includer's own folder comes before the map, as it came before the `-I` folders.
    func testTheIncludersFolderComesFirst() throws {
        let edges = try edges([
            "B/Use.h": """
                #import <Foundation/Foundation.h>
                #import "Shared.h"
                @interface Use : NSObject
                @property (nonatomic, strong) Alpha *alpha;
                @property (nonatomic, strong) Beta *beta;
                @end
                """,
            "A/Shared.h": "#import <Foundation/Foundation.h>\n@interface Alpha : NSObject\n@end\n",
            "B/Shared.h": "#import <Foundation/Foundation.h>\n@interface Beta : NSObject\n@end\n",
        ])
        XCTAssertTrue(edges.contains("Use -> Beta"), "\(edges)")
        XCTAssertFalse(edges.contains("Use -> Alpha"), "\(edges)")
    }
}
