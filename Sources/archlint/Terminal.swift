#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import ArchlintPipeline
import Foundation

/// What a person at a terminal gets and a pipe does not: a progress line on standard error for runs
/// longer than about a second, colours by severity, and a closing summary line. Standard output is
/// coloured only when it is a terminal; the progress and summary lines appear only when standard
/// error is one. `--quiet`, `NO_COLOR` (any non-empty value, no-color.org) and `TERM=dumb` give the
/// plain output a pipe gets: issue 13 asks for none of the three there, and the progress line is
/// itself drawn with escape sequences.
struct Terminal {
    var colourStandardOutput: Bool
    var colourStandardError: Bool
    /// The progress and summary lines.
    var showsProgress: Bool

    init(quiet: Bool, environment: [String: String] = ProcessInfo.processInfo.environment) {
        let noColour = environment["NO_COLOR"].map { !$0.isEmpty } ?? false
        let plain = quiet || noColour || environment["TERM"] == "dumb"
        colourStandardOutput = !plain && isatty(STDOUT_FILENO) == 1
        colourStandardError = !plain && isatty(STDERR_FILENO) == 1
        showsProgress = colourStandardError
    }

    enum Colour: String {
        case red = "31"
        case yellow = "33"
    }

    static func paint(_ text: String, _ colour: Colour, when enabled: Bool) -> String {
        enabled ? "\u{1B}[\(colour.rawValue)m" + text + "\u{1B}[0m" : text
    }

    static func writeError(_ text: String) {
        FileHandle.standardError.write(Data(text.utf8))
    }
}

/// The progress line: redrawn in place on standard error every tenth of a second once a run has
/// taken a second, and erased before the report is printed.
final class ProgressLine: @unchecked Sendable {
    /// Seconds before the line appears: 1, or `ARCHLINT_PROGRESS_DELAY` (the tests show it at once).
    static var delay: Double {
        ProcessInfo.processInfo.environment["ARCHLINT_PROGRESS_DELAY"].flatMap(Double.init).map { max(0, $0) } ?? 1
    }
    let progress: LintProgress
    private let lock = NSLock()
    private var stopped = false
    private var drawn = false
    private var started = false
    private let finished = DispatchSemaphore(value: 0)

    init(_ progress: LintProgress) {
        self.progress = progress
    }

    func start() {
        lock.withLock { started = true }
        let delay = ProgressLine.delay
        let thread = Thread { [self] in
            let start = Date()
            while true {
                let keepGoing: Bool = lock.withLock {
                    guard !stopped else { return false }
                    if Date().timeIntervalSince(start) >= delay {
                        Terminal.writeError("\r\u{1B}[2K" + ProgressLine.describe(progress.snapshot))
                        drawn = true
                    }
                    return true
                }
                if !keepGoing { break }
                Thread.sleep(forTimeInterval: 0.1)
            }
            finished.signal()
        }
        thread.start()
    }

    /// Stops the line and erases it; returns once nothing more will be drawn. Stopping twice is harmless.
    func stop() {
        let wasRunning: Bool = lock.withLock {
            guard !stopped else { return false }
            stopped = true
            if drawn { Terminal.writeError("\r\u{1B}[2K") }
            return started
        }
        if wasRunning { finished.wait() }
    }

    static func describe(_ snapshot: LintProgress.Snapshot) -> String {
        switch snapshot.stage {
        case .scanning where snapshot.total > 0:
            return "archlint: \(snapshot.stage.rawValue) \(snapshot.done)/\(snapshot.total)"
        default:
            return "archlint: \(snapshot.stage.rawValue)…"
        }
    }
}
