@testable import ArchlintModel
import ArchlintTestSupport
import XCTest

/// `StringMap` must answer exactly as `Dictionary` does: the model's name resolution runs on it.
final class StringMapTests: XCTestCase {
    /// Pieces that make keys of every length around the hash's 8-byte words, shared prefixes,
    /// non-ASCII names and canonically equivalent spellings of one name.
    static let pieces = ["", "A", "View", "Controller", ".", "Presenter", "é", "e\u{301}", "\u{212A}", "K", "日本",
                         "Ω", "\u{2126}", "_", "0", "ListProducts", "Interactor", "😀", "/", "Sources/App/"]

    func randomKey(_ generator: inout SplitMix) -> String {
        var key = ""
        for _ in 0..<Int(generator.next() % 5) { key += Self.pieces[Int(generator.next() % UInt64(Self.pieces.count))] }
        return key
    }

    func testAgreesWithDictionaryOverRandomOperations() {
        for seed in UInt64(1)...20 {
            var generator = SplitMix(seed: seed)
            var map = StringMap<Int>()
            var reference: [String: Int] = [:]
            for step in 0..<2_000 {
                let key = randomKey(&generator)
                switch generator.next() % 10 {
                case 0:
                    map[key] = nil
                    reference[key] = nil
                case 1, 2, 3, 4:
                    map[key] = step
                    reference[key] = step
                case 5:
                    let inserted = map.insert(key, step)
                    XCTAssertEqual(inserted, reference[key] == nil, "seed \(seed), step \(step), key \(key.debugDescription)")
                    if reference[key] == nil { reference[key] = step }
                default:
                    XCTAssertEqual(map[key], reference[key], "seed \(seed), step \(step), key \(key.debugDescription)")
                    XCTAssertEqual(map.contains(key), reference[key] != nil, "seed \(seed), step \(step)")
                }
                XCTAssertEqual(map.count, reference.count, "seed \(seed), step \(step)")
            }
            for (key, value) in reference { XCTAssertEqual(map[key], value, "seed \(seed), key \(key.debugDescription)") }
            XCTAssertEqual(Set(map.keys), Set(reference.keys), "seed \(seed)")
        }
    }

    func testCanonicallyEquivalentStringsAreOneKey() {
        var map = StringMap<Int>()
        map["Caf\u{E9}"] = 1
        XCTAssertEqual(map["Cafe\u{301}"], 1)
        map["\u{212A}elvin"] = 2
        XCTAssertEqual(map["Kelvin"], 2, "the Kelvin sign is canonically K, as it is for Dictionary")
        XCTAssertEqual(map.count, 2)
    }

    func testKeepsInsertionOrderAcrossGrowthAndRemoval() {
        var map = StringMap<Int>(minimumCapacity: 2)
        let keys = (0..<1_000).map { "Type\($0)" }
        for (index, key) in keys.enumerated() { map[key] = index }
        map["Type500"] = nil
        XCTAssertEqual(map.keys, keys.filter { $0 != "Type500" })
        XCTAssertEqual(map.values, (0..<1_000).filter { $0 != 500 })
        XCTAssertNil(map["Type500"])
        XCTAssertEqual(map["Type999"], 999)
    }

    func testEmptyMapAndEmptyKey() {
        var map = StringMap<Bool>()
        XCTAssertNil(map[""])
        XCTAssertFalse(map.contains("x"))
        map[""] = true
        XCTAssertEqual(map[""], true)
        var set = StringSet()
        XCTAssertTrue(set.insert("a"))
        XCTAssertFalse(set.insert("a"))
        XCTAssertEqual(set.elements, ["a"])
    }

    /// The hash reads every byte: keys that differ in one byte anywhere land apart.
    func testHashDependsOnEveryByte() {
        let base = Array("ListProductsInteractorDisplayLogic".utf8)
        let original = base.withUnsafeBufferPointer(StringMap<Int>.hash(bytes:))
        for position in base.indices {
            var changed = base
            changed[position] ^= 1
            XCTAssertNotEqual(changed.withUnsafeBufferPointer(StringMap<Int>.hash(bytes:)), original, "byte \(position)")
        }
    }
}
