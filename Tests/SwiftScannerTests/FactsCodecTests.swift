import ArchlintFacts
import ArchlintTestSupport
import Foundation
import ObjCFrontend
import SwiftScanner
import XCTest

/// The facts cache's binary codec over every fact the sample and the fixtures produce: a round trip
/// gives back equal facts, and damaged bytes are an error, never a trap or other facts in silence.
final class FactsCodecTests: XCTestCase {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// Every Swift file of the sample and the fixtures through the scanner, and the sample's and the
    /// fixtures' Objective-C files through libclang.
    static let corpus: [FileFacts] = {
        var swiftFiles: [String] = []
        var objectiveCFiles: [String] = []
        for folder in ["Samples", "Tests/Fixtures"] {
            let root = repository.appendingPathComponent(folder)
            for case let url as URL in FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)! {
                switch url.pathExtension {
                case "swift": swiftFiles.append(url.path)
                case "h", "m", "mm": objectiveCFiles.append(url.path)
                default: break
                }
            }
        }
        var facts = swiftFiles.sorted().map { path in
            SwiftScanner.SwiftFileScanner.scan(path: path, source: (try? String(contentsOfFile: path, encoding: .utf8)) ?? "")
        }
        let folders = Array(Set(objectiveCFiles.map { ($0 as NSString).deletingLastPathComponent })).sorted()
        facts += ObjCFrontend.scan(objectiveCFiles.sorted(), includeDirectories: folders, jobs: 2).compactMap { try? $0.get() }
        return facts
    }()

    func testEveryFactOfTheSampleAndFixturesRoundTrips() throws {
        let corpus = FactsCodecTests.corpus
        XCTAssertGreaterThan(corpus.count, 60)
        XCTAssertTrue(corpus.contains { $0.path.hasSuffix(".m") }, "Objective-C facts are part of the corpus")
        var kinds = Set<String>()
        for facts in corpus {
            let decoded = try FactsCodec.decode(FactsCodec.encode(facts))
            XCTAssertEqual(decoded, facts, facts.path)
            for type in facts.types { kinds.insert("\(type.kind)") }
            for closure in facts.closures { kinds.insert("\(closure.destination)".prefix { $0 != "(" }.description) }
        }
        // The corpus reaches the enums' cases the codec spells out.
        XCTAssertTrue(kinds.isSuperset(of: ["class", "struct", "enum", "protocol", "extension", "argument", "assigned"]),
                      "\(kinds.sorted())")
    }

    /// Facts with every optional filled and empty, every case of every enum, and text that is not ASCII.
    func testEveryCaseOfEveryFieldRoundTrips() throws {
        let here = SourceLocation(file: "Sources/Ünïcode Ordner/A.swift", line: 3, column: 7)
        let elsewhere = SourceLocation(file: "Other.h", line: Int.max, column: -1)
        let values: [ValueFact?] = [nil, .reference("self.a"), .construction("T<U>"), .call("make"), .closure, .literal("nil"),
                                    .cast("Cell"), .implicitMember("weak"), .other, .unset, .string("Main 🙂"),
                                    .callChain("header.rx.tapGesture().asObservable")]
        let arguments = values.compactMap { $0 }.enumerated().map { ArgumentFact(label: $0.offset % 2 == 0 ? nil : "l\($0.offset)", value: $0.element) }
        let context = DeclarationContext(typeName: "Outer.Inner", member: nil)
        let types = [DeclarationKind.class, .struct, .enum, .protocol, .actor, .extension].enumerated().map { index, kind in
            TypeFact(kind: kind, name: "T\(index) 🙂", genericParameters: ["A", "B"], inherited: ["P&Q"], attributes: ["@objc"],
                     modifiers: ["final"],
                     properties: [Ownership.strong, .weak, .unowned, .unownedUnsafe].enumerated().map { offset, ownership in
                         PropertyFact(name: "p\(offset)", typeName: offset == 0 ? nil : "X", initializer: values[offset + index],
                                      ownership: ownership, isLet: offset == 1, isLazy: offset == 2, isStatic: offset == 3,
                                      isStored: offset != 0, attributes: ["@Published"], references: ["a", "b"],
                                      location: offset == 0 ? elsewhere : here)
                     },
                     functions: [FunctionFact(name: "init", isInitializer: true, isStatic: index == 1,
                                              parameters: [ParameterFact(label: nil, name: "x", typeName: "Int", defaultValue: values[index]),
                                                           ParameterFact(label: "with", name: "y", typeName: "", defaultValue: nil)],
                                              returnType: index == 0 ? nil : "Self", references: [], location: here)],
                     caseValueTypes: kind == .enum ? ["UIImage?", "[Item]"] : [],
                     location: here)
        }
        let destinations: [ClosureDestination] = [.assigned(target: "a.b"), .declared(name: "c", isProperty: true),
                                                  .declared(name: "d", isProperty: false),
                                                  .argument(callee: "sink", base: nil, label: nil),
                                                  .argument(callee: "f", base: "x.y", label: "completion"), .invoked, .other]
        let facts = FileFacts(
            path: here.file,
            imports: [ImportFact(module: "UIKit", location: here), ImportFact(module: "", location: elsewhere)],
            types: types,
            constructions: [ConstructionFact(typeName: "S", arguments: arguments, context: context, inDefaultArgument: true,
                                             location: here)],
            calls: [CallFact(name: "go", base: nil, arguments: [], context: DeclarationContext(typeName: nil, member: "m"),
                             location: here),
                    CallFact(name: "go", base: "a", arguments: arguments, context: context, location: elsewhere)],
            assignments: values.compactMap { $0 }.map {
                AssignmentFact(target: "t", value: $0, isDeclaration: true, context: context, location: here)
            },
            closures: destinations.enumerated().map { index, destination in
                ClosureFact(captures: [CaptureFact(name: "self", ownership: index % 2 == 0 ? .weak : .unowned)],
                            referencesSelf: index % 2 == 1, destination: destination,
                            chainedCalls: [ChainedCallFact(name: "store", arguments: arguments)],
                            implicitMemberCalls: index % 2 == 0 ? ["never", "just"] : [], context: context, location: here,
                            end: elsewhere)
            },
            directives: [CommentDirective.Scope.region, .next, .this, .previous].map { scope in
                CommentDirective(tool: "swiftlint", action: scope == .region ? .enable : .disable, scope: scope,
                                 rules: ["a", "b"], reason: scope == .next ? "why – ünïcode" : nil, location: here)
            },
            prefixedNames: ["NSApp", "UIApplication", "UIKit"],
            typeAliases: [TypeAliasFact(name: "DataSource", aliased: "UITableViewDiffableDataSource<Int, String>",
                                        typeName: "Outer.Inner", location: here),
                          TypeAliasFact(name: "Handler", aliased: "(Int) -> Void", typeName: nil, location: elsewhere)])
        XCTAssertEqual(try FactsCodec.decode(FactsCodec.encode(facts)), facts)
        XCTAssertEqual(try FactsCodec.decode(FactsCodec.encode(FileFacts(path: ""))), FileFacts(path: ""))
    }

    /// One encoder over many files, as the cache saves them, writes each file as it alone would:
    /// nothing of an earlier file leaks into the next, not its strings, not the context it wrote last
    /// (the two calls below share one context box across files), not a table grown large.
    func testOneEncoderForManyFilesEncodesEachAsAlone() throws {
        let here = SourceLocation(file: "A.swift", line: 1, column: 1)
        let shared = DeclarationContext(typeName: "Shared", member: "member")
        let first = FileFacts(path: "A.swift", calls: [CallFact(name: "a", base: nil, arguments: [], context: shared, location: here)])
        let second = FileFacts(path: "B.swift", imports: [ImportFact(module: "UIKit", location: here)],
                               calls: [CallFact(name: "b", base: "x", arguments: [], context: shared, location: here)])
        let large = FileFacts(path: "Large.swift", imports: (0..<3000).map { ImportFact(module: "Module\($0)", location: here) })
        let files = [first, second, large, first, second] + FactsCodecTests.corpus + [large] + FactsCodecTests.corpus.reversed()
        let encoder = FactsEncoder()
        var output: [UInt8] = []
        var expected: [UInt8] = []
        for facts in files {
            encoder.encode(facts, appendingTo: &output)
            expected += FactsCodec.encode(facts)
        }
        XCTAssertEqual(output, expected)
    }

    /// Every truncation of an encoding, and extra bytes after one, are errors.
    func testTruncatedOrExtendedBytesAreErrors() throws {
        for facts in FactsCodecTests.corpus.prefix(12) {
            let bytes = FactsCodec.encode(facts)
            for length in 0..<bytes.count {
                XCTAssertThrowsError(try FactsCodec.decode(Array(bytes[..<length])), "\(facts.path) cut at \(length)")
            }
            XCTAssertThrowsError(try FactsCodec.decode(bytes + [0]))
        }
    }

    /// Bytes changed at random never trap: they decode to something or are an error (the cache's
    /// checksum is what keeps changed facts out; the codec only has to survive them).
    func testDamagedBytesNeverTrap() {
        var generator = SplitMix(seed: 12)
        for facts in FactsCodecTests.corpus {
            let original = FactsCodec.encode(facts)
            for _ in 0..<40 {
                var bytes = original
                for _ in 0...(generator.next() % 4) {
                    let position = Int(generator.next() % UInt64(bytes.count))
                    bytes[position] = UInt8(truncatingIfNeeded: generator.next())
                }
                _ = try? FactsCodec.decode(bytes)
            }
        }
        XCTAssertThrowsError(try FactsCodec.decode([UInt8](repeating: 0xff, count: 64)), "an endless varint is an error")
    }

    func testContentHashSeesEveryByteAndTheLength() {
        var generator = SplitMix(seed: 7)
        for length in [0, 1, 7, 8, 15, 16, 17, 31, 32, 33, 63, 64, 100, 1000] {
            let bytes = (0..<length).map { _ in UInt8(truncatingIfNeeded: generator.next()) }
            let hash = ContentHash.of(bytes)
            XCTAssertEqual(hash, ContentHash.of(bytes), "deterministic")
            XCTAssertNotEqual(hash, ContentHash.of(bytes + [0]), "a trailing zero byte changes it (\(length))")
            XCTAssertNotEqual(hash, ContentHash.of(bytes, seed: 1), "the seed changes it")
            for position in 0..<length {
                var changed = bytes
                changed[position] ^= 1
                XCTAssertNotEqual(hash, ContentHash.of(changed), "byte \(position) of \(length)")
            }
        }
        XCTAssertNotEqual(ContentHash.combining(["ab", "c"]), ContentHash.combining(["a", "bc"]))
    }
}
