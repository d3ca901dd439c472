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
            let oracle = SwiftSyntaxFactExtractor(path: file.path, source: source).extract()
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

    /// Dogfooding aid: `ARCHLINT_ORACLE_TREE=/path/to/app swift test --filter ScannerOracleTests` also
    /// compares the scanner with the oracle on every Swift file of another tree and lists the files
    /// where they disagree.
    func testScannerAgreesWithSwiftSyntaxOnAnExternalTree() throws {
        guard let root = ProcessInfo.processInfo.environment["ARCHLINT_ORACLE_TREE"] else {
            throw XCTSkip("set ARCHLINT_ORACLE_TREE to compare on another tree")
        }
        let enumerator = FileManager.default.enumerator(atPath: root)
        var checked = 0
        var disagreements: [String] = []
        while let path = enumerator?.nextObject() as? String {
            guard path.hasSuffix(".swift"), !path.contains("/."),
                  let source = try? String(contentsOfFile: root + "/" + path, encoding: .utf8) else { continue }
            checked += 1
            let scanned = SwiftFileScanner.scan(path: path, source: source)
            let oracle = SwiftSyntaxFactExtractor(path: path, source: source).extract()
            if scanned != oracle {
                disagreements.append(describeDifference(file: URL(fileURLWithPath: path), scanned: scanned, oracle: oracle))
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
        XCTAssertTrue(disagreements.isEmpty, disagreements.prefix(20).joined(separator: "\n\n"))
    }

    /// The first differing lines of the two facts' JSON, so a failure says what differs.
    func describeDifference(file: URL, scanned: FileFacts, oracle: FileFacts) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        let left = String(decoding: (try? encoder.encode(scanned)) ?? Data(), as: UTF8.self).split(separator: "\n")
        let right = String(decoding: (try? encoder.encode(oracle)) ?? Data(), as: UTF8.self).split(separator: "\n")
        var lines = ["\(file.lastPathComponent): scanner and oracle disagree"]
        var shown = 0
        for index in 0..<max(left.count, right.count) where shown < 6 {
            let l = index < left.count ? String(left[index]) : "<end>"
            let r = index < right.count ? String(right[index]) : "<end>"
            if l != r {
                let start = max(0, index - 12)
                let contextLines = left[start..<min(index, left.count)].joined(separator: "\n")
                lines.append("context:\n\(contextLines)\n  scanner: \(l)\n  oracle:  \(r)")
                shown = 6
            }
        }
        return lines.joined(separator: "\n")
    }
}
