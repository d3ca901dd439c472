import ArchlintFacts
import Foundation
import XCTest

/// Times the oracle (the toolchain's SwiftParser) against the scanner on the same tree. Runs only
/// when `ARCHLINT_BENCH_TREE` names a folder (`Scripts/bench.sh` sets it); prints figures, asserts
/// nothing about time.
final class OracleBenchmark: XCTestCase {
    func testOracleAndScannerOnTheBenchmarkTree() throws {
        guard let root = ProcessInfo.processInfo.environment["ARCHLINT_BENCH_TREE"] else {
            throw XCTSkip("set ARCHLINT_BENCH_TREE to run the oracle benchmark")
        }
        let enumerator = FileManager.default.enumerator(atPath: root)
        var sources: [(String, String)] = []
        while let path = enumerator?.nextObject() as? String {
            guard path.hasSuffix(".swift") else { continue }
            let full = root + "/" + path
            sources.append((full, try String(contentsOfFile: full, encoding: .utf8)))
        }
        let bytes = sources.reduce(0) { $0 + $1.1.utf8.count }
        func time(_ body: () -> Void) -> Double {
            let start = Date()
            body()
            return Date().timeIntervalSince(start)
        }
        // SwiftParser is the toolchain's prebuilt host library, so its parse time does not depend on how
        // this test target was compiled; the fact extraction walk does (debug under `swift test`).
        let parse = time { for (_, text) in sources { _ = SwiftSyntaxFactExtractor.parseOnly(text) } }
        let oracle = time { for (path, text) in sources { _ = SwiftSyntaxFactExtractor(path: path, source: text).extract() } }
        print(String(format: "oracle: SwiftParser.parse of %d files, %.1f MB: %.2f s on one core (%.2f MB/s)",
                     sources.count, Double(bytes) / 1e6, parse, Double(bytes) / 1e6 / parse))
        print(String(format: "oracle: parse + fact extraction (debug-built walk): %.2f s (%.2f MB/s)",
                     oracle, Double(bytes) / 1e6 / oracle))
    }
}
