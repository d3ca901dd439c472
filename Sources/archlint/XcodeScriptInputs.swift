import Foundation

/// The files an Xcode Run Script build phase lists as its inputs, as SwiftLint reads them:
/// `SCRIPT_INPUT_FILE_COUNT` with `SCRIPT_INPUT_FILE_0`…, and `SCRIPT_INPUT_FILE_LIST_COUNT` with
/// `SCRIPT_INPUT_FILE_LIST_0`… (`.xcfilelist` files, one path per line, which Xcode passes resolved).
/// Only the kinds of file archlint reads are kept, so a phase may list resources too.
enum XcodeScriptInputs {
    static let checkedExtensions: Set<String> = ["swift", "h", "m", "mm"]

    static func files(environment: [String: String]) throws -> [String] {
        let fileCount = try count("SCRIPT_INPUT_FILE_COUNT", environment)
        let listCount = try count("SCRIPT_INPUT_FILE_LIST_COUNT", environment)
        guard fileCount != nil || listCount != nil else {
            throw UsageError(description: "--use-script-input-files reads SCRIPT_INPUT_FILE_COUNT and SCRIPT_INPUT_FILE_0…, "
                             + "which Xcode sets in a Run Script build phase; neither is set")
        }
        var files: [String] = []
        for index in 0..<(fileCount ?? 0) {
            files.append(try variable("SCRIPT_INPUT_FILE_\(index)", environment))
        }
        for index in 0..<(listCount ?? 0) {
            let list = try variable("SCRIPT_INPUT_FILE_LIST_\(index)", environment)
            let text: String
            do {
                text = try String(contentsOfFile: list, encoding: .utf8)
            } catch {
                throw UsageError(description: "cannot read the input file list \(list) (SCRIPT_INPUT_FILE_LIST_\(index))")
            }
            files += text.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }
                .filter { !$0.isEmpty && !$0.hasPrefix("#") }
        }
        var seen = Set<String>()
        return files.filter { checkedExtensions.contains(URL(fileURLWithPath: $0).pathExtension) && seen.insert($0).inserted }
    }

    private static func count(_ name: String, _ environment: [String: String]) throws -> Int? {
        guard let value = environment[name] else { return nil }
        guard let count = Int(value), count >= 0 else {
            throw UsageError(description: "\(name) is '\(value)', not a count")
        }
        return count
    }

    private static func variable(_ name: String, _ environment: [String: String]) throws -> String {
        guard let value = environment[name], !value.isEmpty else {
            throw UsageError(description: "\(name) is not set, although the count says it should be")
        }
        return value
    }
}
