import ArchlintFacts
import ArchlintFindings
import ArchlintReporting
import Foundation

/// Where `check` writes its report: `--reporter FORMAT` (repeatable, `FORMAT:FILE` for a file) and
/// `--output FILE` (where the reporters without their own file write instead of standard output).
/// Files are written through `OutputFile`: atomically, so a reader never sees half a report.
struct ReportDestinations {
    struct Destination {
        var reporter: any Reporter
        /// nil: standard output.
        var file: String?
    }

    let destinations: [Destination]

    /// `colours`: the xcode report on standard output is coloured by severity (a terminal).
    init(_ parsed: ParsedArguments, colours: Bool = false) throws {
        let output = parsed.options["--output"]
        if let output, output.isEmpty { throw UsageError(description: "--output needs a file name") }
        let requests = parsed.values["--reporter"] ?? [XcodeReporter.identifier]
        destinations = try requests.map { request in
            // `sarif:out.sarif`: the format is everything before the first colon, so a file name may hold one.
            let name: String
            var file: String?
            if let colon = request.firstIndex(of: ":") {
                name = String(request[..<colon])
                file = String(request[request.index(after: colon)...])
                guard file?.isEmpty == false else {
                    throw UsageError(description: "--reporter \(request): a file name must follow the colon (FORMAT:FILE)")
                }
            } else {
                name = request
            }
            guard var reporter = Reporters.reporter(named: name) else {
                throw UsageError(description: "unknown reporter '\(name)'"
                                 + "\(NameSuggestion.phrase(for: name, in: Reporters.all.map { $0.identifier })) (expected one of: "
                                 + Reporters.all.map { $0.identifier }.joined(separator: ", ") + ")")
            }
            if colours, file ?? output == nil, reporter is XcodeReporter { reporter = XcodeReporter(colours: true) }
            return Destination(reporter: reporter, file: file ?? output)
        }
        let toStandardOutput = destinations.filter { $0.file == nil }
        guard toStandardOutput.count <= 1 else {
            throw UsageError(description: "only one reporter can write to standard output; give the others a file "
                             + "(--reporter FORMAT:FILE)")
        }
        let files = destinations.compactMap(\.file).map { URL(fileURLWithPath: $0).standardizedFileURL.path }
        if let repeated = Dictionary(grouping: files, by: { $0 }).first(where: { $0.value.count > 1 })?.key {
            throw UsageError(description: "two reporters would write to the same file \(repeated)")
        }
    }

    /// The reporter that writes to standard output, if any (it may be coloured on a terminal).
    var standardOutputReporter: (any Reporter)? { destinations.first { $0.file == nil }?.reporter }

    /// Writes every file report; false after reporting a file that could not be written (exit 2).
    func writeFiles(_ report: Report) -> Bool {
        var written = true
        for destination in destinations {
            guard let file = destination.file else { continue }
            do {
                try OutputFile.write(Data(destination.reporter.render(report).utf8), to: file)
            } catch {
                printError("cannot write \(file): \(error.localizedDescription)")
                written = false
            }
        }
        return written
    }
}
