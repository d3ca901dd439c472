import ArchlintFacts
import Foundation
import SwiftScanner
import XCTest

/// The differential test: the product's scanner and SwiftSyntax must extract equal facts from every
/// Swift file under `Samples/` and the test fixtures.
final class ScannerOracleTests: XCTestCase {
    static let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    static func swiftFiles(under folder: String) -> [URL] {
        let root = repositoryRoot.appendingPathComponent(folder)
        guard let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil) else { return [] }
        return enumerator.compactMap { $0 as? URL }
            .filter { $0.pathExtension == "swift" && !$0.path.contains("/BadInput/") }
            .sorted { $0.path < $1.path }
    }

    func testScannerAgreesWithSwiftSyntaxOnSamplesAndFixtures() throws {
        let files = Self.swiftFiles(under: "Samples") + Self.swiftFiles(under: "Tests/Fixtures")
        XCTAssertGreaterThan(files.count, 10, "the differential test needs the sample and fixture files")
        var disagreements: [String] = []
        for file in files {
            let source = try String(contentsOf: file, encoding: .utf8)
            let scanned = SwiftFileScanner.scan(path: file.path, source: source)
            let extractor = SwiftSyntaxFactExtractor(path: file.path, source: source)
            // A shape SwiftParser cannot read without errors holds the scanner to nothing.
            XCTAssertTrue(extractor.parsedWithoutErrors, "\(file.lastPathComponent) is not valid Swift")
            let oracle = extractor.extract()
            if let dump = ProcessInfo.processInfo.environment["ARCHLINT_ORACLE_DUMP"] {
                // For debugging a disagreement: both extractions as JSON, side by side.
                let encoder = JSONEncoder()
                encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
                let name = file.lastPathComponent
                try encoder.encode(scanned).write(to: URL(fileURLWithPath: dump).appendingPathComponent(name + ".scanner.json"))
                try encoder.encode(oracle).write(to: URL(fileURLWithPath: dump).appendingPathComponent(name + ".oracle.json"))
            }
            if scanned != oracle {
                disagreements.append(describeDifference(file: file, scanned: scanned, oracle: oracle))
            }
        }
        XCTAssertTrue(disagreements.isEmpty, disagreements.joined(separator: "\n\n"))
    }

    /// The folders archlint never scans (`SourceDiscovery.skippedFolders`, restated here because the
    /// oracle target links only the scanner): vendored code and build output, prebuilt frameworks'
    /// bundles, and hidden folders.
    static let skippedFolders: Set<String> = ["Pods", "Carthage", "DerivedData", ".build", "build", "node_modules"]
    static func isSkippedFolder(_ name: String) -> Bool {
        name.hasPrefix(".") || skippedFolders.contains(name) || name.hasSuffix(".framework") || name.hasSuffix(".xcframework")
    }

    /// Dogfooding aid: `ARCHLINT_ORACLE_TREE=/path/to/app swift test --filter ScannerOracleTests` also
    /// compares the scanner with the oracle on every Swift file of another tree that archlint would
    /// check, and lists the files where they disagree with the first differing fact of each kind.
    /// `ARCHLINT_ORACLE_DUMP=folder` also writes both extractions of each such file as JSON.
    func testScannerAgreesWithSwiftSyntaxOnAnExternalTree() throws {
        guard let root = ProcessInfo.processInfo.environment["ARCHLINT_ORACLE_TREE"] else {
            throw XCTSkip("set ARCHLINT_ORACLE_TREE to compare on another tree")
        }
        let enumerator = FileManager.default.enumerator(atPath: root)
        var checked = 0
        var disagreements: [String] = []
        var invalid: [String] = []
        while let path = enumerator?.nextObject() as? String {
            let name = (path as NSString).lastPathComponent
            if Self.isSkippedFolder(name) {
                if (enumerator?.fileAttributes?[.type] as? FileAttributeType) == .typeDirectory { enumerator?.skipDescendants() }
                continue
            }
            guard path.hasSuffix(".swift"),
                  let source = try? String(contentsOfFile: root + "/" + path, encoding: .utf8) else { continue }
            let extractor = SwiftSyntaxFactExtractor(path: path, source: source)
            let scanned = SwiftFileScanner.scan(path: path, source: source)
            let oracle = extractor.extract()
            if scanned != oracle, !extractor.parsedWithoutErrors {
                // SwiftParser found syntax errors (a template, a file kept out of the build on purpose):
                // its error recovery is no reference reading. Named, not counted.
                invalid.append(path)
                continue
            }
            checked += 1
            if scanned != oracle {
                disagreements.append(describeDifference(file: URL(fileURLWithPath: path), scanned: scanned, oracle: oracle,
                                                        shownPath: path))
                if let dump = ProcessInfo.processInfo.environment["ARCHLINT_ORACLE_DUMP"] {
                    let encoder = JSONEncoder()
                    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
                    let name = path.replacingOccurrences(of: "/", with: "__")
                    try encoder.encode(scanned).write(to: URL(fileURLWithPath: dump).appendingPathComponent(name + ".scanner.json"))
                    try encoder.encode(oracle).write(to: URL(fileURLWithPath: dump).appendingPathComponent(name + ".oracle.json"))
                }
            }
        }
        print("external tree: \(checked) files, \(disagreements.count) disagree")
        if !invalid.isEmpty {
            print("disagree where SwiftParser reports syntax errors, not counted: \(invalid.sorted().joined(separator: ", "))")
        }
        if let report = ProcessInfo.processInfo.environment["ARCHLINT_ORACLE_REPORT"] {
            try disagreements.joined(separator: "\n\n").write(toFile: report, atomically: true, encoding: .utf8)
        }
        XCTAssertTrue(disagreements.isEmpty, disagreements.prefix(20).joined(separator: "\n\n"))
    }

    /// For each kind of fact, the first fact where the two extractions differ, one line of JSON from
    /// each side, so a failure says which fact differs and how.
    func describeDifference(file: URL, scanned: FileFacts, oracle: FileFacts, shownPath: String? = nil) -> String {
        var lines = ["\(shownPath ?? file.lastPathComponent): scanner and oracle disagree"]
        func compare<Fact: Encodable & Equatable>(_ kind: String, _ left: [Fact], _ right: [Fact]) {
            guard left != right else { return }
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
            let json = { (fact: Fact?) -> String in
                fact.map { String(decoding: (try? encoder.encode($0)) ?? Data(), as: UTF8.self) } ?? "<none>"
            }
            let index = (0..<min(left.count, right.count)).first { left[$0] != right[$0] } ?? min(left.count, right.count)
            lines.append("  \(kind) (scanner \(left.count), oracle \(right.count)), first difference at #\(index):")
            lines.append("    scanner: \(json(index < left.count ? left[index] : nil))")
            lines.append("    oracle:  \(json(index < right.count ? right[index] : nil))")
        }
        compare("imports", scanned.imports, oracle.imports)
        if scanned.types.count == oracle.types.count {
            // A type's JSON is long: name the type, then its first differing member.
            for (left, right) in zip(scanned.types, oracle.types) where left != right {
                var leftHeader = left, rightHeader = right
                (leftHeader.properties, leftHeader.functions, rightHeader.properties, rightHeader.functions) = ([], [], [], [])
                compare("type \(left.name)", [leftHeader], [rightHeader])
                compare("type \(left.name) properties", left.properties, right.properties)
                compare("type \(left.name) functions", left.functions, right.functions)
            }
        } else {
            compare("types", scanned.types, oracle.types)
        }
        compare("constructions", scanned.constructions, oracle.constructions)
        compare("calls", scanned.calls, oracle.calls)
        compare("assignments", scanned.assignments, oracle.assignments)
        compare("closures", scanned.closures, oracle.closures)
        compare("directives", scanned.directives, oracle.directives)
        compare("prefixed names", scanned.prefixedNames, oracle.prefixedNames)
        compare("type aliases", scanned.typeAliases, oracle.typeAliases)
        return lines.joined(separator: "\n")
    }
}
