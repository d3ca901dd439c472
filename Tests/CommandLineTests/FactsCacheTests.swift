import ArchlintFacts
import ArchlintTestSupport
import Foundation
import SyntheticApp
import XCTest

/// The facts cache through the real binary on real files: a cached run prints exactly what a run
/// without the cache prints, whatever the cache holds (stale, damaged, foreign or missing).
final class FactsCacheTests: XCTestCase {
    var scratch: URL!

    override func setUpWithError() throws { scratch = try ArchlintProcess.temporaryDirectory() }
    override func tearDownWithError() throws { try? FileManager.default.removeItem(at: scratch) }

    /// Standard output and exit code, with the cache in `cache` (nil: `--no-cache`).
    func run(_ arguments: [String], in directory: URL, cache: URL?, environment: [String: String] = [:]) throws -> String {
        let options = cache.map { ["--cache-path", $0.path] } ?? ["--no-cache"]
        let outcome = try BoundedRun.run(arguments + options, in: directory, seconds: 120, environment: environment)
        XCTAssertTrue(outcome.endedCleanly, outcome.summary)
        XCTAssertEqual(outcome.standardError, "", "no warning when the cache works")
        return "exit \(outcome.exitCode)\n" + outcome.standardOutput
    }

    /// The folder's files except kept findings (`findingsFiles`).
    func packs(in directory: URL) -> [URL] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return names.sorted().filter { !$0.hasSuffix(".findings") }.map { directory.appendingPathComponent($0) }
    }

    /// The folder's kept findings: `facts-<scope>-<build>.findings`, beside their pack.
    func findingsFiles(in directory: URL) -> [URL] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return names.sorted().filter { $0.hasSuffix(".findings") }.map { directory.appendingPathComponent($0) }
    }

    static let commands: [[String]] = [["check", "--reporter", "json"], ["graph", "--format", "json"], ["roles"],
                                       ["check", "--report-unused-suppressions"]]

    func testSampleOutputIsIdenticalWithAndWithoutTheCacheForEveryJobs() throws {
        let sample = ArchlintProcess.repositoryRoot
        for command in FactsCacheTests.commands {
            let arguments = [command[0], "Samples/Catalog"] + command.dropFirst()
            let reference = try run(arguments + ["--jobs", "1"], in: sample, cache: nil)
            XCTAssertGreaterThan(reference.count, 1_000, reference)
            for jobs in ["1", "2", "3"] {
                let cache = scratch.appendingPathComponent("\(command.joined())-\(jobs)")
                XCTAssertEqual(try run(arguments + ["--jobs", jobs], in: sample, cache: nil), reference, "--no-cache --jobs \(jobs)")
                XCTAssertEqual(try run(arguments + ["--jobs", jobs], in: sample, cache: cache), reference, "cold, --jobs \(jobs)")
                let pack = try XCTUnwrap(packs(in: cache).first)
                XCTAssertEqual(packs(in: cache).map(\.lastPathComponent), [pack.lastPathComponent], "one pack, no leftovers")
                XCTAssertTrue(pack.lastPathComponent.hasPrefix("facts-") && pack.lastPathComponent.hasSuffix(".pack"))
                // Only `check` keeps its findings (without `--changed-since`, which reads the model).
                let kept = command[0] == "check" ? [pack.deletingPathExtension().appendingPathExtension("findings")] : []
                XCTAssertEqual(findingsFiles(in: cache), kept, "\(command)")
                let written = try Data(contentsOf: pack)
                for warmJobs in ["1", "2"] {
                    XCTAssertEqual(try run(arguments + ["--jobs", warmJobs], in: sample, cache: cache), reference,
                                   "warm, --jobs \(warmJobs) after \(jobs)")
                }
                XCTAssertEqual(try Data(contentsOf: pack), written, "a run that scanned nothing writes nothing")
            }
        }
    }

    /// A generated app: a file edited in place (same size, new contents) is scanned again, and the
    /// findings follow the edit.
    func testOneEditedFileOfAGeneratedAppIsScannedAgain() throws {
        let app = scratch.appendingPathComponent("app")
        try FileManager.default.createDirectory(at: app, withIntermediateDirectories: true)
        _ = try SyntheticApp.write(scenes: 60, under: app.path)
        let cache = scratch.appendingPathComponent("cache")
        let presenter = app.appendingPathComponent("Scenes/Scene0/Scene0Presenter.swift")
        let before = try String(contentsOf: presenter, encoding: .utf8)
        XCTAssertTrue(before.contains("weak var viewController"))
        for command in FactsCacheTests.commands {
            try before.write(to: presenter, atomically: false, encoding: .utf8)
            let arguments = [command[0], "."] + command.dropFirst()
            let reference = try run(arguments + ["--jobs", "2"], in: app, cache: nil)
            for jobs in ["1", "2"] {
                XCTAssertEqual(try run(arguments + ["--jobs", jobs], in: app, cache: cache), reference, "--jobs \(jobs)")
            }
            // Same size, so only the contents tell the two apart.
            let after = before.replacingOccurrences(of: "weak var viewController", with: "     var viewController")
            XCTAssertEqual(after.utf8.count, before.utf8.count)
            try after.write(to: presenter, atomically: false, encoding: .utf8)
            let edited = try run(arguments + ["--jobs", "1"], in: app, cache: nil)
            if command[0] == "check" { XCTAssertNotEqual(edited, reference, "the edit changes the findings") }
            for jobs in ["1", "2"] {
                XCTAssertEqual(try run(arguments + ["--jobs", jobs], in: app, cache: cache), edited, "edited, --jobs \(jobs)")
            }
        }
        XCTAssertEqual(packs(in: cache).count, 1)
    }

    static let strongMacro = "#define FOO_HOLDS_BAZ @property (nonatomic, strong) Baz *baz;\n"
    static let weakMacro = "#define FOO_HOLDS_BAZ @property (nonatomic, weak)   Baz *baz;\n"

    /// A mixed tree whose `Foo.h` declares its property through `Include/Macros.h`'s macro, naming its
    /// headers as given; `Macros.h` is edited strong → weak → strong (same size), and after each edit
    /// two cached graph runs must equal a run without the cache. Returns the three reference graphs.
    func graphsFollowingMacroEdits(in tree: URL, baz: String, macros: String, foo: String,
                                   cache: URL) throws -> [String] {
        XCTAssertEqual(Self.strongMacro.utf8.count, Self.weakMacro.utf8.count)
        try ArchlintProcess.write([
            "App/Baz.h": "#import <Foundation/Foundation.h>\n@interface Baz : NSObject\n@end\n",
            "App/Foo.h": """
                #import <Foundation/Foundation.h>
                #import "\(baz)"
                #import "\(macros)"
                @interface Foo : NSObject
                FOO_HOLDS_BAZ
                @end
                """,
            "App/Foo.m": "#import \"\(foo)\"\n@implementation Foo\n@end\n",
            "Include/Macros.h": Self.strongMacro,
        ], under: tree)
        let macrosFile = tree.appendingPathComponent("Include/Macros.h")
        let arguments = ["graph", ".", "--format", "json"]
        var graphs: [String] = []
        for header in [Self.strongMacro, Self.weakMacro, Self.strongMacro] {
            try header.write(to: macrosFile, atomically: false, encoding: .utf8)
            let reference = try run(arguments, in: tree, cache: nil)
            XCTAssertEqual(try run(arguments, in: tree, cache: cache), reference)
            XCTAssertEqual(try run(arguments, in: tree, cache: cache), reference)
            graphs.append(reference)
        }
        XCTAssertTrue(graphs[0].contains("\"ownership\" : \"strong\""), graphs[0])
        XCTAssertTrue(graphs[1].contains("\"ownership\" : \"weak\""), graphs[1])
        return graphs
    }

    /// An Objective-C file's facts depend on the headers it includes: `Foo.h` declares its property
    /// through a macro of `Include/Macros.h`. Editing that header alone (same size), or taking its
    /// folder off the include path (the configuration excludes it), must reach the cached `Foo.h`.
    func testObjectiveCFactsFollowTheirHeadersAndIncludeDirectories() throws {
        let tree = scratch.appendingPathComponent("mixed")
        let cache = scratch.appendingPathComponent("cache")
        let graphs = try graphsFollowingMacroEdits(in: tree, baz: "Baz.h", macros: "Macros.h", foo: "Foo.h", cache: cache)

        // Without `Include` on the include path the macro is unknown and Foo stores nothing.
        let arguments = ["graph", ".", "--format", "json"]
        let configuration = tree.appendingPathComponent("excluding.yml")
        try "excluded: [\"Include/**\"]\n".write(to: configuration, atomically: false, encoding: .utf8)
        let excluding = arguments + ["--config", configuration.path]
        let reference = try run(excluding, in: tree, cache: nil)
        XCTAssertFalse(reference.contains("\"to\" : \"Baz\""), reference)
        XCTAssertEqual(try run(excluding, in: tree, cache: cache), reference)
        XCTAssertEqual(try run(arguments, in: tree, cache: cache), graphs[0])
        XCTAssertEqual(try run(excluding, in: tree, cache: cache), reference)
    }

    /// The header map finds `#import "MACROS.h"` in `Include/Macros.h` (its keys match regardless of
    /// case, as Xcode's do), so the cached facts of `Foo.h` must follow that header's edits too.
    func testObjectiveCFactsFollowAHeaderIncludedInAnotherCase() throws {
        _ = try graphsFollowingMacroEdits(in: scratch.appendingPathComponent("cases"), baz: "baz.h", macros: "MACROS.h",
                                          foo: "foo.h", cache: scratch.appendingPathComponent("cache"))
    }

    /// A pack with entries forged to match edited files: used when its identity is this archlint's
    /// (so the forgery would show), ignored when the version or the facts format differ.
    func testPackFromAnotherVersionOrFormatIsIgnored() throws {
        let app = scratch.appendingPathComponent("app")
        try FileManager.default.createDirectory(at: app, withIntermediateDirectories: true)
        _ = try SyntheticApp.write(scenes: 20, under: app.path)
        let cache = scratch.appendingPathComponent("cache")
        let arguments = ["check", ".", "--reporter", "json"]
        let clean = try run(arguments, in: app, cache: cache)
        let packURL = try XCTUnwrap(packs(in: cache).first)
        let original = try PackFile(Data(contentsOf: packURL))

        let path = "Scenes/Scene0/Scene0Presenter.swift"
        let presenter = app.appendingPathComponent(path)
        let edited = try String(contentsOf: presenter, encoding: .utf8)
            .replacingOccurrences(of: "weak var viewController", with: "var viewController")
        try edited.write(to: presenter, atomically: false, encoding: .utf8)
        let reference = try run(arguments, in: app, cache: nil)
        XCTAssertNotEqual(reference, clean)

        var forged = original
        let index = try XCTUnwrap(forged.entries.firstIndex { $0.path == path }, "\(forged.entries.map(\.path).prefix(5))")
        forged.entries[index].size = UInt64(edited.utf8.count)
        forged.entries[index].key = ContentHash.of(Array(edited.utf8), seed: ContentHash.of("swift"))
        try forged.data.write(to: packURL)
        XCTAssertEqual(try run(arguments, in: app, cache: cache), clean, "the forged entry is used: the test can see the cache")

        for (label, identity) in [("version", forged.identity.replacingOccurrences(of: "archlint ", with: "archlint 9")),
                                  ("format", forged.identity)] {
            var foreign = forged
            foreign.identity = identity
            if label == "format" { foreign.formatVersion += 1 }
            XCTAssertNotEqual(foreign.data, forged.data, label)
            try foreign.data.write(to: packURL)
            XCTAssertEqual(try run(arguments, in: app, cache: cache), reference, "a pack of another \(label) is ignored")
            XCTAssertEqual(try PackFile(Data(contentsOf: packURL)).identity, original.identity, "and replaced")
        }
    }

    /// Garbage, truncated, emptied and bit-flipped packs: ignored, rebuilt, same output.
    func testDamagedPackIsIgnoredAndRebuilt() throws {
        let sample = ArchlintProcess.repositoryRoot
        let cache = scratch.appendingPathComponent("cache")
        let arguments = ["check", "Samples/Catalog", "--reporter", "json"]
        let reference = try run(arguments, in: sample, cache: nil)
        XCTAssertEqual(try run(arguments, in: sample, cache: cache), reference)
        let packURL = try XCTUnwrap(packs(in: cache).first)
        let good = try Data(contentsOf: packURL)
        let pack = try PackFile(good)
        var generator = SplitMix(seed: 3)
        var damaged: [(String, Data)] = [("empty", Data()), ("garbage", Data((0..<4096).map { _ in UInt8(truncatingIfNeeded: generator.next()) })),
                                         ("text", Data("not a pack\n".utf8))]
        for length in [1, 16, 40, pack.headerLength - 1, pack.headerLength + 10, good.count / 2, good.count - 1] {
            damaged.append(("cut at \(length)", good.prefix(length)))
        }
        for position in [20, pack.headerLength + 3, pack.payloadStart + 5, good.count / 2, good.count - 2] {
            var flipped = good
            flipped[position] ^= 0x20
            damaged.append(("byte \(position) flipped", flipped))
        }
        damaged.append(("padded", good + Data([0, 1, 2])))
        for (label, bytes) in damaged {
            // Without the kept findings, so that the run reads the facts from the damaged pack.
            for kept in findingsFiles(in: cache) { try FileManager.default.removeItem(at: kept) }
            try bytes.write(to: packURL)
            XCTAssertEqual(try run(arguments + ["--jobs", "2"], in: sample, cache: cache), reference, label)
            XCTAssertEqual(try Data(contentsOf: packURL), good, "\(label): rebuilt")
        }
    }

    static let checkJSON = ["check", ".", "--reporter", "json"]

    /// `files` written to `tree` in the scratch folder, what `check --reporter json` prints there
    /// without the cache, and a first run with the cache in `cache` (the scratch folder's), which
    /// must print the same and keeps its findings.
    func treeAfterAColdRun(_ files: [String: String] = keptFindingsTree) throws -> (tree: URL, cache: URL, reference: String) {
        let tree = scratch.appendingPathComponent("tree")
        try ArchlintProcess.write(files, under: tree)
        let cache = scratch.appendingPathComponent("cache")
        let reference = try run(Self.checkJSON, in: tree, cache: nil)
        XCTAssertEqual(try run(Self.checkJSON, in: tree, cache: cache), reference, "cold")
        return (tree, cache, reference)
    }

    /// A tree whose one finding depends on a file, the configuration, a nested configuration and the
    /// manifests: `FooPresenter` holds its view strongly, and podspecs, once written, put the two in
    /// modules that do not import each other.
    static let keptFindingsTree: [String: String] = [
        "Sources/App/Presenters/FooPresenter.swift": """
            final class FooPresenter {
                var viewController: FooViewController?
                func present() { viewController?.display() }
            }
            """,
        "Sources/App/Views/FooViewController.swift": """
            import UIKit

            final class FooViewController: UIViewController {
                var presenter: FooPresenter?
                func display() {}
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let presenter = FooPresenter()
                    presenter.viewController = self
                    self.presenter = presenter
                }
            }
            """,
    ]

    /// A `check` keeps its findings beside the pack, and a run over the same inputs answers with them.
    /// The test forges the kept findings (a message changed, the checksum made to match): while no
    /// input changes the forgery is what a run prints, so the test sees the kept findings being used;
    /// after any one input changes (a file's contents, a file deleted or unreadable, a configuration,
    /// a nested configuration, a manifest, a flag), the run prints what a run without the cache prints.
    func testKeptFindingsAnswerOnlyARunOverTheSameInputs() throws {
        let (tree, cache, reference) = try treeAfterAColdRun()
        var arguments = Self.checkJSON
        XCTAssertTrue(reference.contains("weak_back_reference"), reference)
        XCTAssertEqual(try run(arguments, in: tree, cache: cache), reference, "warm")
        let kept = try XCTUnwrap(findingsFiles(in: cache).first)
        func forge() throws {
            var file = try KeptFindingsFile(Data(contentsOf: kept))
            let forged = String(decoding: file.payload, as: UTF8.self).replacingOccurrences(of: "make it weak", with: "make it weak (kept)")
            XCTAssertNotEqual(Data(forged.utf8), file.payload, "the kept findings hold the finding")
            file.payload = Data(forged.utf8)
            try file.data.write(to: kept)
        }
        try forge()
        for jobs in ["1", "2"] {
            XCTAssertEqual(try run(arguments + ["--jobs", jobs], in: tree, cache: cache),
                           reference.replacingOccurrences(of: "make it weak", with: "make it weak (kept)"),
                           "the same inputs: the kept (here forged) findings, whatever --jobs")
        }
        let presenter = tree.appendingPathComponent("Sources/App/Presenters/FooPresenter.swift")
        let changes: [(label: String, change: () throws -> Void)] = [
            ("a configuration", {
                try "rules:\n  weak_back_reference: warning\n".write(to: tree.appendingPathComponent(".archlint.yml"),
                                                                    atomically: false, encoding: .utf8)
            }),
            ("a nested configuration", {
                try "rules:\n  weak_back_reference: off\n".write(to: tree.appendingPathComponent("Sources/App/Presenters/.archlint.yml"),
                                                                atomically: false, encoding: .utf8)
            }),
            ("a nested configuration removed", {
                try FileManager.default.removeItem(at: tree.appendingPathComponent("Sources/App/Presenters/.archlint.yml"))
            }),
            ("a suppression that suppresses nothing", {
                let text = try String(contentsOf: presenter, encoding: .utf8)
                try ("// archlint:disable:next vip_direction\n" + text).write(to: presenter, atomically: false, encoding: .utf8)
            }),
            ("a flag", { arguments.append("--report-unused-suppressions") }),
            ("an unreadable file", {
                try Data([0x66, 0, 0x67]).write(to: tree.appendingPathComponent("Sources/App/Views/Blob.swift"))
            }),
            ("a file deleted", {
                try FileManager.default.removeItem(at: tree.appendingPathComponent("Sources/App/Views/Blob.swift"))
            }),
            // Podspecs, which are not Swift: only the modules they declare change.
            ("manifests", {
                for module in ["Presenters", "Views"] {
                    try """
                        Pod::Spec.new do |s|
                          s.name         = '\(module)'
                          s.source_files = 'Sources/App/\(module)/**/*.swift'
                        end
                        """.write(to: tree.appendingPathComponent("\(module).podspec"), atomically: false, encoding: .utf8)
                }
            }),
        ]
        var previous = reference
        for (label, change) in changes {
            try forge()
            try change()
            let expected = try run(arguments, in: tree, cache: nil)
            XCTAssertNotEqual(expected, previous, "\(label) changes the output: the test can fail")
            XCTAssertEqual(try run(arguments, in: tree, cache: cache), expected, label)
            previous = expected
        }
    }

    /// An edit that only moves facts the way `PositionShift` allows (words of a comment changed, a
    /// line added where the nearest facts are far apart) is answered by the kept findings (forged, so
    /// the test sees them used) at their moved places, which are where a run without the cache
    /// reports them. An edit that changes a distance the rules or the suppressions read (a line added
    /// between nearby facts, a suppression comment moved off its line) and a code edit are not: those
    /// runs print what a run without the cache prints.
    func testKeptFindingsFollowAnEditThatOnlyMovesFacts() throws {
        let presenter = "Sources/App/Presenters/FooPresenter.swift"
        let comment = (1...40).map { "    /// Line \($0) of a long comment." }.joined(separator: "\n")
        var files = Self.keptFindingsTree
        files[presenter] = """
            final class FooPresenter {
            \(comment)
                var viewController: FooViewController?
                // archlint:disable:next weak_back_reference

                var otherViewController: FooViewController?
                func present() { viewController?.display() }
            }
            """
        let (tree, cache, reference) = try treeAfterAColdRun(files)
        let file = tree.appendingPathComponent(presenter)
        let arguments = Self.checkJSON
        var previous = reference
        XCTAssertEqual(previous.components(separatedBy: "make it weak").count - 1, 2, previous)
        let kept = try XCTUnwrap(findingsFiles(in: cache).first)
        func edit(_ from: String, _ to: String) throws {
            let text = try String(contentsOf: file, encoding: .utf8)
            XCTAssertTrue(text.contains(from), from)
            try text.replacingOccurrences(of: from, with: to).write(to: file, atomically: false, encoding: .utf8)
        }
        // `moves`: whether a run without the cache reports anything (a line) other than before.
        let edits: [(label: String, keptFindingsAnswer: Bool, moves: Bool, change: () throws -> Void)] = [
            ("a comment's words", true, false, { try edit("Line 20 of a long", "Line 20 of a longer") }),
            ("a line added far from any fact", true, true, {
                try edit("Line 20 of", "Line 19½ of a long comment.\n    /// Line 20 of")
            }),
            ("lines removed far from any fact", true, true, {
                try edit("    /// Line 19½ of a long comment.\n    /// Line 20 of a longer comment.\n", "")
            }),
            ("a line added between nearby facts", false, false, { try edit("    func present()", "\n    func present()") }),
            ("a suppression comment brought next to its line", false, true, {
                try edit("weak_back_reference\n\n", "weak_back_reference\n")
            }),
            ("a code edit", false, false, { try edit("func present() {", "func present() { _ = 1;") }),
        ]
        for (label, keptFindingsAnswer, moves, change) in edits {
            var file = try KeptFindingsFile(Data(contentsOf: kept))
            // Kept findings that answered the last edit are forged already.
            file.payload = Data(String(decoding: file.payload, as: UTF8.self).replacingOccurrences(of: " (kept)", with: "")
                .replacingOccurrences(of: "make it weak", with: "make it weak (kept)").utf8)
            try file.data.write(to: kept)
            try change()
            let expected = try run(arguments, in: tree, cache: nil)
            XCTAssertEqual(expected != previous, moves, label)
            XCTAssertTrue(expected.contains("make it weak"), "\(label): the forged findings differ from a run's")
            let forged = expected.replacingOccurrences(of: "make it weak", with: "make it weak (kept)")
            XCTAssertEqual(try run(arguments, in: tree, cache: cache), keptFindingsAnswer ? forged : expected, label)
            previous = expected
        }
    }

    /// A Swift file whose stamp (size, modification and status-change times, inode, device) is the
    /// one the pack keeps with its key is not read again: a key forged in the pack stays there, as
    /// nothing read the file to correct it. Files younger than two seconds get no stamp. A file
    /// edited in place with its size and modification time put back (`utimensat`) has a new
    /// status-change time, so it is read again, and the run prints what a run without the cache
    /// prints.
    func testAFileIsReadAgainWhenItsStampChanges() throws {
        let (tree, cache, reference) = try treeAfterAColdRun()
        let arguments = Self.checkJSON
        let packURL = try XCTUnwrap(packs(in: cache).first)
        XCTAssertEqual(try PackFile(Data(contentsOf: packURL)).entries.map { $0.stamp[0] }, [0, 0], "young files: no stamp")
        Thread.sleep(forTimeInterval: 2.2)
        XCTAssertEqual(try run(arguments, in: tree, cache: cache), reference)
        var pack = try PackFile(Data(contentsOf: packURL))
        XCTAssertEqual(pack.entries.map { $0.stamp[0] }, [1, 1], "settled files: a stamp each")

        let path = "Sources/App/Presenters/FooPresenter.swift"
        let index = try XCTUnwrap(pack.entries.firstIndex { $0.path == path })
        pack.entries[index].key ^= 1
        try pack.data.write(to: packURL)
        XCTAssertEqual(try run(arguments, in: tree, cache: cache), reference)
        XCTAssertEqual(try PackFile(Data(contentsOf: packURL)).entries[index].key, pack.entries[index].key,
                       "the file was not read: its forged key is still the pack's")

        let file = tree.appendingPathComponent(path)
        var before = stat()
        XCTAssertEqual(stat(file.path, &before), 0)
        let text = try String(contentsOf: file, encoding: .utf8)
        let edited = text.replacingOccurrences(of: "    var viewController: ", with: "weak var viewController:")
        XCTAssertEqual(edited.utf8.count, text.utf8.count)
        try edited.write(to: file, atomically: false, encoding: .utf8)
        var times = [before.st_atim, before.st_mtim]
        XCTAssertEqual(utimensat(AT_FDCWD, file.path, &times, 0), 0)
        var after = stat()
        XCTAssertEqual(stat(file.path, &after), 0)
        XCTAssertEqual([after.st_size, after.st_mtim.tv_sec, after.st_mtim.tv_nsec], [before.st_size, before.st_mtim.tv_sec, before.st_mtim.tv_nsec])
        let expected = try run(arguments, in: tree, cache: nil)
        XCTAssertNotEqual(expected, reference, "the edit changes the findings")
        XCTAssertEqual(try run(arguments, in: tree, cache: cache), expected)
        XCTAssertNotEqual(try PackFile(Data(contentsOf: packURL)).entries[index].key, pack.entries[index].key, "read again")
    }

    /// Kept findings that are garbage, truncated, bit-flipped, padded or from another build are
    /// ignored: the run computes its findings and keeps them again.
    func testDamagedKeptFindingsAreIgnoredAndRebuilt() throws {
        let (tree, cache, reference) = try treeAfterAColdRun()
        let arguments = Self.checkJSON
        let kept = try XCTUnwrap(findingsFiles(in: cache).first)
        let good = try Data(contentsOf: kept)
        let file = try KeptFindingsFile(good)
        var generator = SplitMix(seed: 5)
        var damaged: [(String, Data)] = [("empty", Data()), ("garbage", Data((0..<512).map { _ in UInt8(truncatingIfNeeded: generator.next()) }))]
        for length in [1, 18, file.headerLength - 1, file.headerLength, good.count - 1] {
            damaged.append(("cut at \(length)", good.prefix(length)))
        }
        for position in [3, 25, file.headerLength - 12, file.headerLength - 3, file.headerLength + 2, good.count - 2] {
            var flipped = good
            flipped[position] ^= 0x01
            damaged.append(("byte \(position) flipped", flipped))
        }
        damaged.append(("padded", good + Data(" ".utf8)))
        var foreign = file
        foreign.identity = foreign.identity.replacingOccurrences(of: "archlint ", with: "archlint 9")
        damaged.append(("another build", foreign.data))
        for (label, bytes) in damaged {
            try bytes.write(to: kept)
            XCTAssertEqual(try run(arguments, in: tree, cache: cache), reference, label)
            XCTAssertEqual(try Data(contentsOf: kept), good, "\(label): kept again")
        }
    }

    func testNoCacheWritesNothing() throws {
        let app = scratch.appendingPathComponent("app")
        try FileManager.default.createDirectory(at: app, withIntermediateDirectories: true)
        _ = try SyntheticApp.write(scenes: 5, under: app.path)
        try "// swift-tools-version:6.0\n".write(to: app.appendingPathComponent("Package.swift"), atomically: false, encoding: .utf8)
        let home = scratch.appendingPathComponent("home")
        let environment = ["XDG_CACHE_HOME": home.path, "HOME": home.path]
        let cache = scratch.appendingPathComponent("cache")
        for command in FactsCacheTests.commands {
            _ = try run([command[0], "."] + command.dropFirst(), in: app, cache: nil, environment: environment)
            let outcome = try BoundedRun.run([command[0], ".", "--no-cache", "--cache-path", cache.path] + command.dropFirst(),
                                             in: app, seconds: 60, environment: environment)
            XCTAssertTrue(outcome.endedCleanly, outcome.summary)
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: cache.path))
        XCTAssertFalse(FileManager.default.fileExists(atPath: home.path))
        XCTAssertFalse(FileManager.default.fileExists(atPath: app.appendingPathComponent(".build").path))
    }

    /// Without `--cache-path`: the Swift package's `.build/archlint-cache`, else `$XDG_CACHE_HOME/archlint`.
    func testDefaultCacheFolders() throws {
        let home = scratch.appendingPathComponent("home")
        let environment = ["XDG_CACHE_HOME": home.appendingPathComponent("xdg").path, "HOME": home.path]
        let package = scratch.appendingPathComponent("package")
        let plain = scratch.appendingPathComponent("plain")
        for root in [package, plain] {
            try FileManager.default.createDirectory(at: root.appendingPathComponent("Sources/App"), withIntermediateDirectories: true)
            _ = try SyntheticApp.write(scenes: 3, under: root.appendingPathComponent("Sources/App").path)
        }
        try "// swift-tools-version:6.0\n".write(to: package.appendingPathComponent("Package.swift"), atomically: false, encoding: .utf8)
        for (root, expected) in [(package, package.appendingPathComponent(".build/archlint-cache")),
                                 (plain, home.appendingPathComponent("xdg/archlint"))] {
            let reference = try run(["check", "Sources/App"], in: root, cache: nil, environment: environment)
            let outcome = try BoundedRun.run(["check", "Sources/App"], in: root, seconds: 60, environment: environment)
            XCTAssertEqual("exit \(outcome.exitCode)\n" + outcome.standardOutput, reference)
            XCTAssertEqual(outcome.standardError, "")
            XCTAssertEqual(packs(in: expected).count, 1, expected.path)
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: plain.appendingPathComponent(".build").path),
                       "never a new folder in a tree that is not a Swift package")
    }

    func testEveryPipelineCommandDocumentsTheCacheOptions() throws {
        for command in ["check", "graph", "roles"] {
            let help = try ArchlintProcess.run([command, "--help"]).standardOutput
            let lines = help.split(separator: "\n")
            XCTAssertTrue(lines.contains { $0.hasPrefix("  --no-cache ") }, help)
            XCTAssertTrue(lines.contains { $0.hasPrefix("  --cache-path DIR ") }, help)
            XCTAssertTrue(help.contains("[--cache-path DIR] [--no-cache]"), help)
            if command == "check" { XCTAssertTrue(lines.contains { $0.hasPrefix("  -h, --help ") }, help) }
        }
    }

    /// Two builds on one tree (here: the binary and a copy of it, as two installed versions would be)
    /// keep a pack each. Before, they shared one pack and each build's run threw the other's away.
    func testTwoBuildsOnOneTreeKeepAPackEach() throws {
        let app = scratch.appendingPathComponent("app")
        try FileManager.default.createDirectory(at: app, withIntermediateDirectories: true)
        _ = try SyntheticApp.write(scenes: 10, under: app.path)
        // A file keeps no stamp until it has settled (`FileStamp.settled`): on a busy machine a later
        // run would be the first to stamp the files and write the pack again. Let them settle first.
        Thread.sleep(forTimeInterval: 2.1)
        let other = scratch.appendingPathComponent("other-build/archlint")
        try FileManager.default.createDirectory(at: other.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: ArchlintProcess.binary, to: other)
        let cache = scratch.appendingPathComponent("cache")
        let arguments = ["check", ".", "--reporter", "json", "--cache-path", cache.path]
        let reference = try run(["check", ".", "--reporter", "json"], in: app, cache: nil)
        func check(_ executable: URL) throws -> String {
            let outcome = try ArchlintProcess.run(arguments, in: app, executable: executable)
            XCTAssertEqual(outcome.standardError, "")
            return "exit \(outcome.exitCode)\n" + outcome.standardOutput
        }
        XCTAssertEqual(try check(ArchlintProcess.binary), reference)
        let first = try XCTUnwrap(packs(in: cache).first)
        let firstBytes = try Data(contentsOf: first)
        XCTAssertEqual(try check(other), reference)
        XCTAssertEqual(packs(in: cache).count, 2, "a pack per build")
        XCTAssertEqual(try Data(contentsOf: first), firstBytes, "the other build left the first build's pack alone")
        let second = try XCTUnwrap(packs(in: cache).first { $0 != first })
        let secondBytes = try Data(contentsOf: second)
        XCTAssertEqual(try check(ArchlintProcess.binary), reference)
        XCTAssertEqual(try check(other), reference)
        XCTAssertEqual(try Data(contentsOf: first), firstBytes, "warm: nothing scanned, nothing written")
        XCTAssertEqual(try Data(contentsOf: second), secondBytes, "warm: nothing scanned, nothing written")
        let scope = PackName(first.lastPathComponent).scope
        XCTAssertEqual(PackName(second.lastPathComponent).scope, scope, "the same tree and roots")
    }

    /// Packs no run uses any more are removed when a run writes its own: other builds' packs for the
    /// same tree beyond the two most recently used, any pack unused for 30 days, and temporary files
    /// of killed runs after an hour. A pack in use is marked even by a run that writes nothing.
    func testUnusedPacksAreRemoved() throws {
        let app = scratch.appendingPathComponent("app")
        try FileManager.default.createDirectory(at: app, withIntermediateDirectories: true)
        _ = try SyntheticApp.write(scenes: 5, under: app.path)
        let cache = scratch.appendingPathComponent("cache")
        let arguments = ["check", "."]
        let reference = try run(arguments, in: app, cache: cache)
        let own = try XCTUnwrap(packs(in: cache).first)
        let scope = PackName(own.lastPathComponent).scope
        let now = Date()
        func place(_ name: String, hoursAgo: Double) throws {
            let url = cache.appendingPathComponent(name)
            try Data("pack".utf8).write(to: url)
            try FileManager.default.setAttributes([.modificationDate: now.addingTimeInterval(-hoursAgo * 3600)], ofItemAtPath: url.path)
        }
        // Other builds of this tree, most recently used first, and what is left of the old naming.
        try place("facts-\(scope)-b1.pack", hoursAgo: 1)
        try place("facts-\(scope)-b2.pack", hoursAgo: 2)
        try place("facts-\(scope)-b3.pack", hoursAgo: 3)
        try place("facts-\(scope).pack", hoursAgo: 4)
        // Other trees: one in use, one untouched for 31 days; temporary files young and old.
        try place("facts-0123-b1.pack", hoursAgo: 24 * 29)
        try place("facts-4567-b1.pack", hoursAgo: 24 * 31)
        try place("facts-4567.pack", hoursAgo: 24 * 31)
        try place("facts-0123-b1.pack.77.1.tmp", hoursAgo: 0.5)
        try place("facts-0123-b1.pack.78.2.tmp", hoursAgo: 2)
        try place("unrelated.txt", hoursAgo: 24 * 365)
        // Kept findings go with their pack, and without one.
        try place("facts-\(scope)-b1.findings", hoursAgo: 1)
        try place("facts-\(scope)-b3.findings", hoursAgo: 3)
        try place("facts-4567-b1.findings", hoursAgo: 24 * 31)
        try place("facts-89ab-b1.findings", hoursAgo: 1)
        try FileManager.default.setAttributes([.modificationDate: now.addingTimeInterval(-24 * 3600 * 10)], ofItemAtPath: own.path)

        XCTAssertEqual(try run(arguments, in: app, cache: cache), reference, "warm")
        let marked = try XCTUnwrap(try FileManager.default.attributesOfItem(atPath: own.path)[.modificationDate] as? Date)
        XCTAssertLessThan(abs(marked.timeIntervalSinceNow), 600, "a warm run marks its pack as used")
        XCTAssertEqual(packs(in: cache).count, 11, "a run that writes nothing removes nothing")

        try "// edited\nfinal class Added {}\n".write(to: app.appendingPathComponent("Added.swift"), atomically: false, encoding: .utf8)
        let edited = try run(arguments, in: app, cache: nil)
        XCTAssertEqual(try run(arguments, in: app, cache: cache), edited)
        XCTAssertEqual(packs(in: cache).map(\.lastPathComponent).sorted(),
                       ["facts-0123-b1.pack", "facts-0123-b1.pack.77.1.tmp", own.lastPathComponent,
                        "facts-\(scope)-b1.pack", "facts-\(scope)-b2.pack", "unrelated.txt"].sorted())
        XCTAssertEqual(findingsFiles(in: cache).map(\.lastPathComponent),
                       ["facts-\(scope)-b1.findings", own.deletingPathExtension().appendingPathExtension("findings").lastPathComponent].sorted())
    }

    /// A cache folder that cannot be created: the same output, one warning on standard error.
    func testUnwritableCacheFolderStillGivesTheResult() throws {
        let sample = ArchlintProcess.repositoryRoot
        let blocker = scratch.appendingPathComponent("file")
        try Data("a file, not a folder".utf8).write(to: blocker)
        let arguments = ["check", "Samples/Catalog", "--reporter", "json"]
        let reference = try run(arguments, in: sample, cache: nil)
        for folder in [blocker.appendingPathComponent("cache"), blocker] {
            let outcome = try BoundedRun.run(arguments + ["--cache-path", folder.path], in: sample, seconds: 60)
            XCTAssertEqual("exit \(outcome.exitCode)\n" + outcome.standardOutput, reference)
            XCTAssertEqual(outcome.standardError.split(separator: "\n").count, 1, outcome.standardError)
            XCTAssertTrue(outcome.standardError.contains("facts cache"), outcome.standardError)
        }
    }
}

/// A pack's file name: `facts-<scope>-<build>.pack`, the scope being the tree and roots.
struct PackName {
    var scope: String
    var build: String

    init(_ name: String) {
        XCTAssertTrue(name.hasPrefix("facts-") && name.hasSuffix(".pack"), name)
        let parts = name.dropFirst("facts-".count).dropLast(".pack".count).split(separator: "-")
        XCTAssertEqual(parts.count, 2, name)
        scope = String(parts.first ?? "")
        build = String(parts.last ?? "")
    }
}

/// The pack's layout (see `FactsCache`), read and written back, so tests can damage or forge one.
struct PackFile {
    struct Entry {
        var path: String
        var size: UInt64
        var key: UInt64
        var offset: UInt64
        var length: UInt64
        var checksum: UInt64
        /// Whether a stamp is kept, then its modification and status-change times, inode and device.
        var stamp: [UInt64]
    }

    var magic: Data
    var layoutVersion: UInt32
    var formatVersion: UInt32
    var identity: String
    var entries: [Entry] = []
    var payload: Data
    var headerLength: Int
    var payloadStart: Int

    init(_ data: Data) throws {
        let bytes = [UInt8](data)
        var position = 0
        func take(_ count: Int) throws -> [UInt8] {
            guard count >= 0, position + count <= bytes.count else { throw CocoaError(.fileReadCorruptFile) }
            defer { position += count }
            return Array(bytes[position..<position + count])
        }
        func word() throws -> UInt64 {
            try take(8).enumerated().reduce(0) { $0 | UInt64($1.element) << (8 * UInt64($1.offset)) }
        }
        magic = Data(try take(16))
        let identityBytes = try take(Int(try word()))
        layoutVersion = identityBytes[0..<4].enumerated().reduce(0) { $0 | UInt32($1.element) << (8 * UInt32($1.offset)) }
        formatVersion = identityBytes[4..<8].enumerated().reduce(0) { $0 | UInt32($1.element) << (8 * UInt32($1.offset)) }
        identity = String(decoding: identityBytes[8...], as: UTF8.self)
        let count = try word()
        _ = try word()  // the index's length
        _ = try word()  // its checksum
        headerLength = position
        for _ in 0..<count {
            let path = String(decoding: try take(Int(try word())), as: UTF8.self)
            entries.append(Entry(path: path, size: try word(), key: try word(), offset: try word(), length: try word(),
                                 checksum: try word(), stamp: try (0..<5).map { _ in try word() }))
        }
        payloadStart = position
        payload = Data(bytes[position...])
    }

    var data: Data {
        func word(_ value: UInt64) -> [UInt8] { (0..<8).map { UInt8(truncatingIfNeeded: value >> (8 * $0)) } }
        var index: [UInt8] = []
        for entry in entries {
            index += word(UInt64(entry.path.utf8.count)) + Array(entry.path.utf8)
            index += word(entry.size) + word(entry.key) + word(entry.offset) + word(entry.length) + word(entry.checksum)
            index += entry.stamp.flatMap(word)
        }
        var identityBytes = (0..<4).map { UInt8(truncatingIfNeeded: layoutVersion >> (8 * $0)) }
        identityBytes += (0..<4).map { UInt8(truncatingIfNeeded: formatVersion >> (8 * $0)) }
        identityBytes += Array(identity.utf8)
        var bytes = [UInt8](magic) + word(UInt64(identityBytes.count)) + identityBytes
        bytes += word(UInt64(entries.count)) + word(UInt64(index.count)) + word(ContentHash.of(index))
        return Data(bytes + index) + payload
    }
}

/// The kept findings' layout (see `FindingsCache`): magic, the pack's identity, the checksum of the
/// rest, then the settings' hash, the inputs (per file: path, tag, checksum) and the findings (length,
/// JSON); read and written back so tests can damage or forge one.
struct KeptFindingsFile {
    var magic: Data
    var identityPrefix: Data
    var identity: String
    /// The settings' hash and the inputs: the body before the findings.
    var inputs: Data
    var payload: Data
    /// Where the body starts, after the checksum.
    var headerLength: Int

    init(_ data: Data) throws {
        let bytes = [UInt8](data)
        func word(at position: Int) throws -> Int {
            guard position >= 0, position + 8 <= bytes.count else { throw CocoaError(.fileReadCorruptFile) }
            return Int(bytes[position..<position + 8].reversed().reduce(UInt64(0)) { $0 << 8 | UInt64($1) })
        }
        let magicLength = "archlint-findings 2\n\u{0}".utf8.count
        magic = Data(bytes.prefix(magicLength))
        let identityLength = try word(at: magicLength)
        let identityStart = magicLength + 8
        // The pack's identity: layout and facts format versions (4 bytes each), then the build.
        guard bytes.count >= identityStart + identityLength + 8 else { throw CocoaError(.fileReadCorruptFile) }
        identityPrefix = Data(bytes[identityStart..<identityStart + 8])
        identity = String(decoding: bytes[identityStart + 8..<identityStart + identityLength], as: UTF8.self)
        headerLength = identityStart + identityLength + 8
        var position = headerLength + 8
        for _ in 0..<(try word(at: position)) {
            position += 8 + (try word(at: position + 8)) + 1 + 8
        }
        position += 8
        inputs = Data(bytes[headerLength..<position])
        let length = try word(at: position)
        guard position + 8 + length == bytes.count else { throw CocoaError(.fileReadCorruptFile) }
        payload = Data(bytes[(position + 8)...])
    }

    var data: Data {
        func word(_ value: UInt64) -> [UInt8] { (0..<8).map { UInt8(truncatingIfNeeded: value >> (8 * $0)) } }
        let identityBytes = [UInt8](identityPrefix) + Array(identity.utf8)
        let body = [UInt8](inputs) + word(UInt64(payload.count)) + [UInt8](payload)
        return magic + Data(word(UInt64(identityBytes.count)) + identityBytes + word(ContentHash.of(body)) + body)
    }
}
