@testable import ArchlintModel
import XCTest

/// `TypeReference.genericArguments`: what a written type specialises a generic type with, read by
/// the cycle rules to tell `PublishedBox<Bool?>` from `PublishedBox<Wrapper?>`.
final class GenericArgumentsTests: XCTestCase {
    func testArgumentsAreSplitAtTheTopLevelOnly() {
        XCTAssertEqual(TypeReference.genericArguments(of: "Box", in: "Box<Wrapper?>?"), ["Wrapper?"])
        XCTAssertEqual(TypeReference.genericArguments(of: "Pair", in: "Pair<[String: Int], Box<A, B>>"),
                       ["[String: Int]", "Box<A, B>"])
        XCTAssertEqual(TypeReference.genericArguments(of: "Box", in: "Module.Box<(Int) -> Void>"), ["(Int) -> Void"])
    }

    func testOnlyTheNamedTypeIsRead() {
        XCTAssertNil(TypeReference.genericArguments(of: "Box", in: "MyBox<Int>"))
        XCTAssertNil(TypeReference.genericArguments(of: "Box", in: "Box"))
        XCTAssertEqual(TypeReference.genericArguments(of: "Box", in: "[Box<Int>]"), ["Int"])
    }

    func testAnUnclosedTextGivesNothing() {
        XCTAssertNil(TypeReference.genericArguments(of: "Box", in: "Box<Int"))
    }
}
