@testable import ArchlintModel
import ArchlintTestSupport
import XCTest

/// `stableSortByMoving` must order exactly as the standard library's stable sort, equal elements
/// included: the graph's edge order, and so every report, rests on it.
final class MovingSortTests: XCTestCase {
    /// A key with few values, so that many elements tie, and a payload of strings, so that a copy
    /// that should have been a move (or a move that lost an element) would show.
    struct Item: Equatable {
        var key: Int
        var label: String
        var tag: [String]
    }

    func testAgreesWithTheStandardLibrarysStableSort() {
        var generator = SplitMix(seed: 7)
        // Around the switch from insertion to sorted positions (16), and well past it.
        for count in Array(0...40) + [100, 257, 1_000] {
            for round in 0..<5 {
                let items = (0..<count).map { index in
                    Item(key: Int(generator.next() % UInt64(max(1, count / 3 + round))), label: "item \(index)",
                         tag: ["of \(count)", String(repeating: "x", count: index % 20)])
                }
                var moved = items
                moved.stableSortByMoving { items, left, right in items[left].key < items[right].key }
                XCTAssertEqual(moved, items.sorted { $0.key < $1.key }, "\(count) items, round \(round)")
                var descending = items
                descending.stableSortByMoving { items, left, right in items[left].key > items[right].key }
                XCTAssertEqual(descending, items.sorted { $0.key > $1.key }, "\(count) items, round \(round), descending")
            }
        }
    }

    func testLeavesTheElementsWholeForTheirOwners() {
        // Every element still owned exactly once: the arrays outlive the sort and are compared after.
        var shared = (0..<50).map { Item(key: 50 - $0, label: "shared \($0)", tag: ["t\($0)"]) }
        let copy = shared
        shared.stableSortByMoving { items, left, right in items[left].key < items[right].key }
        XCTAssertEqual(shared, copy.reversed())
        XCTAssertEqual(copy.first?.label, "shared 0")
    }
}
