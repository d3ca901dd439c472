import XCTest
import Foundation
@testable import SwiftScanner

final class SmokeTests: XCTestCase {
    func testDump() throws {
        guard let path = ProcessInfo.processInfo.environment["SMOKE"] else { return }
        let text = try String(contentsOfFile: path, encoding: .utf8)
        let facts = SwiftFileScanner.scan(path: path, source: text)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        print(String(decoding: try encoder.encode(facts), as: UTF8.self))
    }
}
