import ArchlintTestSupport
import Foundation
import XCTest

/// Outputs (`graph --output`, `--write-baseline`, `init`) replace a regular file atomically, write
/// through a device, FIFO or link, and report every write error with exit 2 (issue 11).
final class OutputFileTests: XCTestCase {
    func makeTree() throws -> URL {
        let root = try ArchlintProcess.temporaryDirectory()
        try ArchlintProcess.write(["App/Login.swift": "protocol LoginDelegate: AnyObject {}\nfinal class LoginView {\n"
                                   + "    var delegate: LoginDelegate?\n}\n",
                                   "App/.archlint.yml": ArchlintProcess.optInRulesConfiguration], under: root)
        return root
    }

    func testFullDeviceIsAnErrorAndStaysADevice() throws {
        guard FileManager.default.fileExists(atPath: "/dev/full") else { throw XCTSkip("no /dev/full here") }
        let root = try makeTree()
        defer { try? FileManager.default.removeItem(at: root) }
        for arguments in [["check", "App", "--write-baseline", "/dev/full"], ["graph", "App", "--output", "/dev/full"]] {
            let run = try BoundedRun.run(arguments, in: root, seconds: 30)
            XCTAssertEqual(run.exitCode, 2, run.summary)
            XCTAssertTrue(run.standardError.contains("/dev/full: No space left on device"), run.standardError)
            let type = try FileManager.default.attributesOfItem(atPath: "/dev/full")[.type] as? FileAttributeType
            XCTAssertEqual(type, .typeCharacterSpecial)
        }
    }

    func testFIFOIsWrittenThroughNotReplaced() throws {
        let root = try makeTree()
        defer { try? FileManager.default.removeItem(at: root) }
        let fifo = root.appendingPathComponent("graph.dot").path
        XCTAssertEqual(mkfifo(fifo, 0o600), 0)
        let received = DispatchSemaphore(value: 0)
        let text = Box()
        Thread.detachNewThread {
            // Opening blocks until archlint opens the FIFO to write.
            let handle = FileHandle(forReadingAtPath: fifo)
            text.value = String(decoding: handle?.readDataToEndOfFile() ?? Data(), as: UTF8.self)
            received.signal()
        }
        let run = try BoundedRun.run(["graph", "App", "--output", "graph.dot"], in: root, seconds: 30)
        XCTAssertEqual(run.exitCode, 0, run.summary)
        XCTAssertEqual(received.wait(timeout: .now() + 10), .success)
        XCTAssertTrue(text.value.hasPrefix("digraph archlint {"), text.value)
        var status = stat()
        XCTAssertEqual(lstat(fifo, &status), 0)
        XCTAssertEqual(status.st_mode & S_IFMT, S_IFIFO, "still a FIFO, not replaced by a regular file")
    }

    func testLinkIsKeptAndItsTargetReplaced() throws {
        let root = try makeTree()
        defer { try? FileManager.default.removeItem(at: root) }
        try Data("{}".utf8).write(to: root.appendingPathComponent("real.json"))
        try FileManager.default.createSymbolicLink(atPath: root.appendingPathComponent("baseline.json").path,
                                                   withDestinationPath: "real.json")
        let run = try BoundedRun.run(["check", "App", "--write-baseline", "baseline.json"], in: root, seconds: 30)
        XCTAssertEqual(run.exitCode, 0, run.summary)
        XCTAssertEqual(try FileManager.default.destinationOfSymbolicLink(atPath: root.appendingPathComponent("baseline.json").path),
                       "real.json")
        XCTAssertTrue(try String(contentsOf: root.appendingPathComponent("real.json"), encoding: .utf8).contains("weak_delegate"))
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: root.path).filter { $0.hasSuffix(".tmp") }
        XCTAssertEqual(leftovers, [])
    }

    func testFolderOrDanglingLinkIsRefusedWithExitTwo() throws {
        let root = try makeTree()
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createSymbolicLink(atPath: root.appendingPathComponent("dangling.dot").path,
                                                   withDestinationPath: "missing/graph.dot")
        let folder = try BoundedRun.run(["graph", "App", "--output", "App"], in: root, seconds: 30)
        XCTAssertEqual(folder.exitCode, 2, folder.summary)
        XCTAssertTrue(folder.standardError.contains("cannot write App: it is a folder"), folder.standardError)
        let dangling = try BoundedRun.run(["graph", "App", "--output", "dangling.dot"], in: root, seconds: 30)
        XCTAssertEqual(dangling.exitCode, 2, dangling.summary)
        XCTAssertTrue(dangling.standardError.contains("it is a symbolic link to a file that does not exist"), dangling.standardError)
    }
}

private final class Box: @unchecked Sendable {
    var value = ""
}
