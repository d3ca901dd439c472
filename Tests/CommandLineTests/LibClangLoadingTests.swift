import ArchlintFacts
import ArchlintTestSupport
import Foundation
import XCTest

/// libclang is opened at run time by the processes that parse Objective-C, never linked into
/// archlint: the main process does not map libclang and LLVM (about 64 MB resident), with or without
/// Objective-C files, and a missing libclang costs the Objective-C files, reported, not the run.
final class LibClangLoadingTests: XCTestCase {
    static let files = [
        "Login.swift": "protocol LoginDelegate: AnyObject {}\nfinal class LoginView {\n    var delegate: LoginDelegate?\n}\n",
        "Legacy.m": "@interface Legacy\n@end\n",
        // weak_delegate is opt-in: the Swift file's finding needs it on.
        ".archlint.yml": ArchlintProcess.optInRulesConfiguration,
    ]

    /// glibc's loader names every library it opens, `dlopen` included, on standard error under
    /// `LD_DEBUG=files`; the workers' standard error is not archlint's, so only the main process shows.
    func testTheMainProcessNeverLoadsLibclang() throws {
        #if !os(Linux)
        throw XCTSkip("LD_DEBUG is glibc's")
        #else
        let root = try ArchlintProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        try ArchlintProcess.write(Self.files, under: root)
        for path in ["Login.swift", "."] {
            let run = try BoundedRun.run(["check", path, "--reporter", "json", "--no-cache"], in: root, seconds: 60,
                                         environment: ["LD_DEBUG": "files"])
            XCTAssertTrue(run.endedCleanly, run.summary)
            let report = try JSONReport.decode(run.standardOutput)
            XCTAssertTrue(report.violations.contains { $0.rule == "weak_delegate" }, run.summary)
            XCTAssertEqual(report.violations.filter { $0.rule == "unreadable_file" }.map(\.message), [])
            XCTAssertTrue(run.standardError.contains("file=libyaml"), "LD_DEBUG shows the libraries the process loads")
            XCTAssertFalse(run.standardError.contains("libclang"), "checking \(path) loaded libclang in the main process")
        }
        #endif
    }

    /// The same check sees libclang where it is loaded: in a worker, on its first file.
    func testTheWorkerLoadsLibclangForItsFirstFile() throws {
        #if !os(Linux)
        throw XCTSkip("LD_DEBUG is glibc's")
        #else
        let root = try ArchlintProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        try ArchlintProcess.write(Self.files, under: root)
        let source = root.appendingPathComponent("Legacy.m").path
        let process = Process()
        process.executableURL = ArchlintProcess.binary
        process.arguments = ["_objc-worker"]
        process.environment = ProcessInfo.processInfo.environment.merging(["LD_DEBUG": "files"]) { $1 }
        let input = Pipe()
        let output = Pipe()
        let error = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = error
        try process.run()
        let request = try JSONSerialization.data(withJSONObject: ["path": source])
        input.fileHandleForWriting.write(Data("{\"includeDirectories\":[]}\n".utf8) + request + Data("\n".utf8))
        try input.fileHandleForWriting.close()
        let answer = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        let loaded = String(decoding: error.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0)
        // The answer carries the facts in the facts cache's binary form, as base64.
        let fields = try JSONSerialization.jsonObject(with: Data(answer.utf8)) as? [String: Any]
        let encoded = try XCTUnwrap((fields?["facts"] as? String).flatMap { Data(base64Encoded: $0) }, answer)
        XCTAssertEqual(try FactsCodec.decode([UInt8](encoded)).types.map(\.name), ["Legacy"])
        XCTAssertTrue(loaded.contains("libclang"), "the worker opens libclang")
        #endif
    }

    func testAMissingLibclangMakesTheObjectiveCFilesUnreadable() throws {
        let root = try ArchlintProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        try ArchlintProcess.write(Self.files, under: root)
        let missing = root.appendingPathComponent("no-such-libclang.so").path
        let run = try BoundedRun.run(["check", ".", "--reporter", "json", "--no-cache"], in: root, seconds: 60,
                                     environment: ["ARCHLINT_LIBCLANG": missing])
        XCTAssertTrue(run.endedCleanly, run.summary)
        let report = try JSONReport.decode(run.standardOutput)
        XCTAssertTrue(report.violations.contains { $0.rule == "weak_delegate" }, "the Swift file is still checked")
        let unreadable = report.violations.filter { $0.rule == "unreadable_file" }
        XCTAssertEqual(unreadable.map(\.file), ["Legacy.m"])
        XCTAssertTrue(unreadable.allSatisfy { $0.message.hasPrefix("cannot load libclang (") && $0.message.contains(missing) },
                      "\(unreadable.map(\.message))")
    }
}
