import ArchlintFacts
import XCTest
@testable import SwiftScanner

final class DirectiveTests: XCTestCase {
    func testDirectivesAreParsedFromLineCommentsOnly() {
        let facts = SwiftFileScanner.scan(path: "A.swift", source: """
            // archlint:disable weak_delegate - legacy, see the migration plan
            final class A {
                var delegate: D? // archlint:disable:this weak_back_reference
                // archlint:disable:next strong_self_capture container_only_construction
                var x = 1
                /* archlint:disable not a directive */
                let s = "// archlint:disable not a comment"
                // swiftlint:disable:next weak_delegate
                // archlint:disable:sideways nonsense
            }
            """)
        XCTAssertEqual(facts.directives.map(\.tool), ["archlint", "archlint", "archlint", "swiftlint"])
        XCTAssertEqual(facts.directives[0].scope, .region)
        XCTAssertEqual(facts.directives[0].rules, ["weak_delegate"])
        XCTAssertEqual(facts.directives[0].reason, "legacy, see the migration plan")
        XCTAssertEqual(facts.directives[1].scope, .this)
        XCTAssertEqual(facts.directives[1].location.line, 3)
        XCTAssertEqual(facts.directives[2].scope, .next)
        XCTAssertEqual(facts.directives[2].rules, ["strong_self_capture", "container_only_construction"])
        XCTAssertEqual(facts.directives[3].action, .disable)
    }
}
