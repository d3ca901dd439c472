import ArchlintConfiguration
import ArchlintModel
import XCTest

/// The file filter the pipeline uses (globs matched once over each path's bytes, folders made
/// absolute once) decides every path as `Configuration.includes` does, glob by glob.
final class PathFilterTests: XCTestCase {
    func testFilterAgreesWithIncludesOnGeneratedGlobsAndPaths() throws {
        let pieces = ["Sources", "App", "Generated", "*", "**", "?", "*.swift", "Gen*", "**/", "a?c", "", "é"]
        let names = ["Sources", "App", "Generated", "abc", "x.swift", "Gen.swift", "é.swift", "a", ".", ".."]
        var generator = SystemRandomNumberGenerator()
        var globs: [String] = []
        for _ in 0..<200 {
            let count = Int.random(in: 1...4, using: &generator)
            globs.append((0..<count).map { _ in pieces.randomElement(using: &generator)! }.joined(separator: "/"))
        }
        var paths: [String] = []
        for _ in 0..<300 {
            let count = Int.random(in: 1...5, using: &generator)
            let path = (0..<count).map { _ in names.randomElement(using: &generator)! }.joined(separator: "/")
            paths.append(Bool.random(using: &generator) ? path : "/tmp/" + path)
        }
        for (offset, glob) in globs.enumerated() {
            var configuration = Configuration(rules: [])
            configuration.baseDirectory = offset % 3 == 0 ? "/tmp" : "."
            if offset % 2 == 0 { configuration.excluded = [Glob(glob)] } else { configuration.included = [Glob(glob)] }
            let filter = configuration.pathFilter()
            for path in paths {
                XCTAssertEqual(filter.includes(path), configuration.includes(path), "glob \(glob), path \(path)")
            }
        }
    }
}
