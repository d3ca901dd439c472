import ArchlintTestSupport
import Foundation
import XCTest

/// Configuration loading reads only regular files (issue 11): `extends` naming a device or a FIFO
/// read forever or blocked.
final class ConfigurationBoundsTests: XCTestCase {
    func testExtendsOfADeviceOrFIFOIsALocatedErrorNotAHang() throws {
        let root = try ArchlintProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        try ArchlintProcess.write(["A.swift": "final class A {}\n"], under: root)
        XCTAssertEqual(mkfifo(root.appendingPathComponent("pipe.yml").path, 0o600), 0)
        for (target, file) in [("/dev/zero", "/dev/zero"), ("pipe.yml", root.appendingPathComponent("pipe.yml").path)] {
            try Data("extends: [\(target)]\n".utf8).write(to: root.appendingPathComponent(".archlint.yml"))
            let run = try BoundedRun.run(["check", "."], in: root, seconds: 20)
            XCTAssertEqual(run.exitCode, 2, run.summary)
            XCTAssertFalse(run.timedOut || run.crashed, run.summary)
            XCTAssertTrue(run.standardError.contains("\(file):1:1: error: the configuration is not a regular file"), run.standardError)
        }
    }
}
