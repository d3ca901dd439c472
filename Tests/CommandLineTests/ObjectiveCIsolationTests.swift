import ArchlintTestSupport
import Foundation
import XCTest

/// libclang runs in worker processes behind a wall (issue 11): a file that crashes it or hangs it
/// costs that file, reported with the reason, and every other file is still checked; it never opens
/// anything but regular files inside the roots. Each case is a minimised crasher or hang.
final class ObjectiveCIsolationTests: XCTestCase {
    /// Checked beside every hostile file: a Swift violation and an Objective-C class that must survive.
    static let survivors = [
        "Login.swift": "protocol LoginDelegate: AnyObject {}\nfinal class LoginView {\n    var delegate: LoginDelegate?\n}\n",
        "Survivor.m": "@interface Survivor\n@end\n",
        // weak_delegate is opt-in: the survivor's finding needs it on.
        ".archlint.yml": ArchlintProcess.optInRulesConfiguration,
    ]

    /// Checks `files` (plus the survivors) and returns the report; asserts a clean, timely exit with
    /// the survivors still checked.
    func check(_ files: [String: String], secondsPerFile: Double = 5, arguments: [String] = [],
               file: StaticString = #filePath, line: UInt = #line) throws -> (report: JSONReport, graph: Set<String>) {
        let root = try ArchlintProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        try ArchlintProcess.write(files.merging(Self.survivors) { $1 }, under: root.appendingPathComponent("App"))
        return try check(root: root, secondsPerFile: secondsPerFile, arguments: arguments, file: file, line: line)
    }

    func check(root: URL, secondsPerFile: Double = 5, arguments: [String] = [], path: String = "App",
               file: StaticString = #filePath, line: UInt = #line) throws -> (report: JSONReport, graph: Set<String>) {
        let environment = ["ARCHLINT_OBJC_SECONDS_PER_FILE": "\(secondsPerFile)"]
        let run = try BoundedRun.run(["check", path, "--reporter", "json"] + arguments, in: root, seconds: 60,
                                     environment: environment)
        XCTAssertTrue(run.endedCleanly, run.summary, file: file, line: line)
        let report = try JSONReport.decode(run.standardOutput)
        XCTAssertTrue(report.violations.contains { $0.rule == "weak_delegate" }, "the Swift file is still checked",
                      file: file, line: line)
        let graph = try BoundedRun.run(["graph", path, "--format", "json"], in: root, seconds: 60, environment: environment)
        XCTAssertTrue(graph.endedCleanly, graph.summary, file: file, line: line)
        let nodes = try JSONSerialization.jsonObject(with: Data(graph.standardOutput.utf8)) as? [String: Any]
        let ids = Set(((nodes?["nodes"] as? [[String: Any]]) ?? []).compactMap { $0["id"] as? String })
        XCTAssertTrue(ids.contains("Survivor"), "the other Objective-C file is still checked", file: file, line: line)
        return (report, ids)
    }

    func unreadable(_ report: JSONReport) -> [String] {
        report.violations.filter { $0.rule == "unreadable_file" }.map { "\($0.file): \($0.message)" }
    }

    func testImportOfSlashNoLongerCrashesTheWalker() throws {
        let result = try check(["Slash.m": "#import \"/\"\n#import \"//\"\n#import </>\n@interface Slash\n@end\n"])
        XCTAssertEqual(unreadable(result.report), [])
        XCTAssertTrue(result.graph.contains("Slash"))
    }

    func testDebugPragmasNeitherHangNorCrash() throws {
        let result = try check([
            "Overflow.m": "#pragma clang __debug overflow_stack\n@interface Overflow\n@end\n",
            "Crash.m": "#pragma clang __debug crash\n#pragma clang __debug llvm_fatal_error\n@interface Crash\n@end\n",
        ])
        XCTAssertEqual(unreadable(result.report), [])
        XCTAssertTrue(result.graph.isSuperset(of: ["Overflow", "Crash"]))
    }

    func testStackOverflowInsideLibclangCostsOneFile() throws {
        let result = try check([
            "DeepMessageSend.m": "void f(void) { " + String(repeating: "[", count: 100_000) + " }\n",
            "PrefixStars.m": "void f(int *p) { int x = " + String(repeating: "*", count: 4_000) + "p; }\n",
        ])
        let problems = unreadable(result.report)
        XCTAssertTrue(problems.contains { $0.hasPrefix("App/DeepMessageSend.m: libclang crashed on this file (signal") }, "\(problems)")
        XCTAssertTrue(problems.allSatisfy { $0.contains("libclang crashed") }, "\(problems)")
    }

    func testExponentialMacroRunsOutOfTimeAsOneFile() throws {
        let macros = ["#define A0 x,"] + (1...40).map { "#define A\($0) A\($0 - 1) A\($0 - 1)" }
        let result = try check(["MacroExplosion.m": (macros + ["int v[] = { A40 };"]).joined(separator: "\n") + "\n"],
                               secondsPerFile: 1)
        XCTAssertEqual(unreadable(result.report),
                       ["App/MacroExplosion.m: libclang took longer than 1 s on this file; not checked"])
    }

    /// FIFOs are tripwires: opening one blocks, so any include that leaves the wall times out.
    func testIncludesNeverLeaveTheRootsOrOpenDevicesAndFIFOs() throws {
        let root = try ArchlintProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        try ArchlintProcess.write(Self.survivors.merging([
            "Walled.m": """
                #import "Inside.h"
                #import "Pipe.h"
                #import "../Outside.h"
                #import "\(root.path)/Outside.h"
                #import "LinkOut.h"
                #include "/dev/zero"
                @interface Walled : InsideBase
                @end
                """,
            "Inside.h": "@interface InsideBase\n@end\n",
        ]) { $1 }, under: root.appendingPathComponent("App"))
        XCTAssertEqual(mkfifo(root.appendingPathComponent("App/Pipe.h").path, 0o600), 0)
        XCTAssertEqual(mkfifo(root.appendingPathComponent("Outside.h").path, 0o600), 0)
        try FileManager.default.createSymbolicLink(atPath: root.appendingPathComponent("App/LinkOut.h").path,
                                                   withDestinationPath: root.appendingPathComponent("Outside.h").path)
        let result = try check(root: root, secondsPerFile: 3)
        XCTAssertEqual(unreadable(result.report), [])
        XCTAssertTrue(result.graph.isSuperset(of: ["Walled", "InsideBase"]))
    }

    func testFileNamedLikeAnOptionIsParsedAsAFile() throws {
        let root = try ArchlintProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        try ArchlintProcess.write(Self.survivors.merging(["-E.m": "@interface DashE\n@end\n"]) { $1 }, under: root)
        let result = try check(root: root, path: ".")
        XCTAssertEqual(unreadable(result.report), [])
        XCTAssertTrue(result.graph.contains("DashE"))
    }

    func testCrashesAndTimeoutsGiveTheSameOutputForAnyJobs() throws {
        let root = try ArchlintProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        var files = Self.survivors
        for index in 0..<4 {
            files["Deep\(index).m"] = "void f(void) { " + String(repeating: "[", count: 100_000) + " }\n"
            files["Fine\(index).m"] = "@interface Fine\(index)\n@end\n"
        }
        try ArchlintProcess.write(files, under: root.appendingPathComponent("App"))
        let outputs = try ["1", "2"].map { jobs -> String in
            let run = try BoundedRun.run(["check", "App", "--reporter", "json", "--jobs", jobs], in: root, seconds: 60)
            XCTAssertTrue(run.endedCleanly, run.summary)
            return run.standardOutput
        }
        XCTAssertEqual(outputs[0], outputs[1])
        XCTAssertEqual(try unreadable(JSONReport.decode(outputs[0])).count, 4)
    }

    /// SIGPIPE is ignored only while workers run: afterwards `archlint check | head` must end
    /// quietly by SIGPIPE, as every Unix tool does, not crash on a failed write.
    func testClosedOutputAfterObjectiveCEndsQuietly() throws {
        let root = try ArchlintProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        let many = (0..<3_000).map { "protocol D\($0): AnyObject {}\nfinal class V\($0) { var delegate: D\($0)? }\n" }.joined()
        try ArchlintProcess.write(["App/Many.swift": many, "App/Survivor.m": Self.survivors["Survivor.m"]!,
                                   "App/.archlint.yml": ArchlintProcess.optInRulesConfiguration], under: root)
        let process = Process()
        process.executableURL = ArchlintProcess.binary
        process.arguments = ["check", "App"]
        process.currentDirectoryURL = root
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try output.fileHandleForReading.close()  // the reader is gone before archlint writes
        try process.run()
        process.waitUntilExit()
        XCTAssertEqual(process.terminationReason, .uncaughtSignal)
        XCTAssertEqual(process.terminationStatus, SIGPIPE)
    }
}
