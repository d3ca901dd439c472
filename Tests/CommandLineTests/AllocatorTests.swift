import ArchlintTestSupport
import Foundation
import XCTest

/// On Linux the build links mimalloc when the machine has it (Package.swift's `mimallocLibrary`), and
/// it must then be the allocator the process really uses: a linker that drops a library no object
/// file names (`--as-needed`) would leave glibc's malloc in place without a word.
final class AllocatorTests: XCTestCase {
    /// Package.swift defines `ARCHLINT_MIMALLOC` for these tests when it links mimalloc.
    static var buildLinksMimalloc: Bool {
        #if ARCHLINT_MIMALLOC
        return true
        #else
        return false
        #endif
    }

    /// mimalloc names itself on standard error under `MIMALLOC_VERBOSE=1` as it starts; glibc's
    /// malloc ignores the variable.
    func testTheProcessAllocatesThroughMimallocExactlyWhenTheBuildLinksIt() throws {
        let root = try ArchlintProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        try ArchlintProcess.write(["View.swift": "final class View {}\n"], under: root)
        let run = try BoundedRun.run(["check", ".", "--no-cache"], in: root, seconds: 60,
                                     environment: ["MIMALLOC_VERBOSE": "1"])
        XCTAssertTrue(run.endedCleanly, run.summary)
        XCTAssertEqual(run.standardError.contains("mimalloc: process init"), Self.buildLinksMimalloc, run.summary)
    }
}
