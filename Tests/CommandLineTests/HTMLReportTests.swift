import ArchlintTestSupport
import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import XCTest

/// `archlint report` through the real binary: a self-contained, well-formed page with every finding,
/// Graphviz's pictures (or tables without Graphviz), the rule docs, and a script that works in a real
/// headless Chromium (its DOM after the script ran, and a screenshot whose pixels are checked).
final class HTMLReportTests: XCTestCase {
    var directory: URL!

    override func setUpWithError() throws {
        directory = try ArchlintProcess.temporaryDirectory()
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: directory)
    }

    func writeReport(environment: [String: String]? = nil) throws -> (page: String, file: URL, standardError: String) {
        let file = directory.appendingPathComponent("report.html")
        let process = Process()
        process.executableURL = ArchlintProcess.binary
        process.arguments = ["report", "Samples/Catalog", "--output", file.path]
        process.currentDirectoryURL = ArchlintProcess.repositoryRoot
        if let environment { process.environment = environment }
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        let complaint = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0, complaint)
        return (try String(contentsOf: file, encoding: .utf8), file, complaint)
    }

    func sampleFindings() throws -> [JSONReport.Entry] {
        try JSONReport.decode(try ArchlintProcess.run(["check", "Samples/Catalog", "--reporter", "json"]).standardOutput).violations
    }

    func testThePageHoldsEveryFindingThePicturesAndTheRuleDocsAndNeedsNoNetwork() throws {
        let (page, _, _) = try writeReport()
        let document = try XMLDocument(data: Data(page.utf8))
        let findings = try sampleFindings()
        XCTAssertEqual(try document.nodes(forXPath: "//*[local-name()='tr'][contains(@class,'finding')]").count, findings.count)
        XCTAssertEqual(try document.nodes(forXPath: "//*[local-name()='svg']").count, 2, "the scene and module pictures")
        for rule in Set(findings.map(\.rule)) {
            XCTAssertEqual(try document.nodes(forXPath: "//*[local-name()='article'][@id='rule-\(rule)']").count, 1, rule)
        }
        // Each location links to its line, relative to the report's folder or as a file URL.
        let links = try document.nodes(forXPath: "//*[local-name()='td']/*[local-name()='a'][contains(@href,'#L')]")
        XCTAssertEqual(links.count, findings.count)
        // Self-contained: no script, style, image or font from anywhere else.
        for pattern in ["<link", "src=\"http", "href=\"http", "url(http", "@import", "<script src"] {
            XCTAssertFalse(page.contains(pattern), pattern)
        }
    }

    func testWithoutGraphvizThePicturesAreTablesAndThePageSaysWhy() throws {
        let (page, _, _) = try writeReport(environment: ["PATH": "/nonexistent"])
        let document = try XMLDocument(data: Data(page.utf8))
        XCTAssertEqual(try document.nodes(forXPath: "//*[local-name()='svg']").count, 0)
        XCTAssertEqual(try document.nodes(forXPath: "//*[local-name()='table'][@class='links']").count, 2)
        XCTAssertTrue(page.contains("Graphviz&#39;s `dot` is not installed") || page.contains("Graphviz's `dot` is not installed"), page)
    }

    /// Chromium, headless: the script filters and focuses from the location hash.
    func testTheScriptWorksInARealBrowser() throws {
        if ProcessInfo.processInfo.environment["ARCHLINT_SKIP_BROWSER"] != nil { throw XCTSkip("ARCHLINT_SKIP_BROWSER is set") }
        let browser = try XCTUnwrap(["chromium", "chromium-browser", "google-chrome"].lazy.compactMap(Self.onPath).first,
                                    "no Chromium on the PATH: run Scripts/setup.sh (or set ARCHLINT_SKIP_BROWSER=1)")
        let (_, file, _) = try writeReport()
        let findings = try sampleFindings()
        let rule = "weak_back_reference"
        let url = file.absoluteString + "#picture=0&focus=scene%20Login&rule=\(rule)"
        let common = ["--headless=new", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--user-data-dir=\(directory.path)/profile"]
        let dom = try ArchlintProcess.run(common + ["--dump-dom", url], executable: browser)
        XCTAssertEqual(dom.exitCode, 0, dom.standardError)
        let text = dom.standardOutput
        XCTAssertTrue(text.contains("data-ready=\"true\""), "the script did not finish")
        XCTAssertTrue(text.contains("data-focused=\"scene Login\""), "the focus from the hash was not applied")
        let shown = findings.filter { $0.rule == rule }.count
        XCTAssertTrue(text.contains("\(shown) of \(findings.count)"), "the rule filter from the hash was not applied")
        XCTAssertEqual(text.components(separatedBy: "class=\"finding ").count - 1, findings.count)
        XCTAssertEqual(text.components(separatedBy: " hidden\"").count - 1, findings.count - shown)

        let screenshot = directory.appendingPathComponent("report.png")
        let shot = try ArchlintProcess.run(common + ["--window-size=1400,1400", "--screenshot=\(screenshot.path)", url], executable: browser)
        XCTAssertEqual(shot.exitCode, 0, shot.standardError)
        // The pixels: a white page with real content, the error red of the findings, the focus blue.
        let probe = """
            import sys
            from PIL import Image
            image = Image.open(sys.argv[1]).convert("RGB")
            pixels = list(image.getdata())
            def near(colour, pixel): return all(abs(a - b) < 40 for a, b in zip(colour, pixel))
            print(len(set(pixels)), sum(near((208, 0, 0), p) for p in pixels), sum(near((13, 110, 253), p) for p in pixels))
            """
        let measured = try ArchlintProcess.run(["python3", "-c", probe, screenshot.path], executable: URL(fileURLWithPath: "/usr/bin/env"))
        XCTAssertEqual(measured.exitCode, 0, measured.standardError)
        let figures = measured.standardOutput.split(separator: " ").compactMap { Int($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
        XCTAssertEqual(figures.count, 3, measured.standardOutput)
        XCTAssertGreaterThan(figures.first ?? 0, 200, "the screenshot is almost one colour")
        XCTAssertGreaterThan(figures.dropFirst().first ?? 0, 50, "no error red in the screenshot")
        XCTAssertGreaterThan(figures.last ?? 0, 20, "no focus blue in the screenshot")
    }

    static func onPath(_ name: String) -> URL? {
        for folder in (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":") {
            let candidate = URL(fileURLWithPath: String(folder)).appendingPathComponent(name)
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        return nil
    }
}
