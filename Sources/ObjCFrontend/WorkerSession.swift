import ArchlintFacts
import Foundation

/// One thread's conversation with a worker process: a file at a time, each within the time budget.
/// A worker that crashes or runs out of time is killed, its file reported with the reason, and a
/// fresh worker takes the next file.
/// One thread uses a session at a time (made on one, used on another: `@unchecked`).
final class WorkerSession: @unchecked Sendable {
    private let command: ObjCWorker.Command
    private var setup = Data()
    private var process: WorkerProcess?
    /// A worker started before the run's setup was known, loading libclang meanwhile (`ObjCWorker.serve`).
    private var early: WorkerProcess?

    init(command: ObjCWorker.Command) {
        self.command = command
        early = try? spawn()
    }

    /// The run's setup, sent to the worker started early (a worker that did not start, or does not
    /// take it, is started again on the first file).
    func begin(_ setup: ObjCWorker.Setup) {
        self.setup = (try? JSONEncoder().encode(setup)) ?? Data()
        if let early, early.send(self.setup) { process = early } else { early?.terminate() }
        early = nil
    }

    deinit {
        process?.terminate()
        early?.terminate()
    }

    func scan(_ path: String, step: PrecompiledHeaders.Step? = nil) -> Result<FileFacts, ObjCFrontend.Problem> {
        let worker: WorkerProcess
        do {
            worker = try process ?? start()
        } catch {
            return .failure(ObjCFrontend.Problem(path: path, message: "cannot start an Objective-C worker: \(error)"))
        }
        process = worker
        let request = (try? JSONEncoder().encode(ObjCWorker.Request(path: path, step: step))) ?? Data()
        let deadline = Date(timeIntervalSinceNow: command.secondsPerFile)
        let reply = worker.send(request) ? worker.receive(until: deadline) : worker.receive(until: Date())
        switch reply {
        case .success(let line):
            guard let answer = try? JSONDecoder().decode(ObjCWorker.Answer.self, from: line) else {
                return fail(path, "the Objective-C worker sent an answer archlint cannot read")
            }
            if let encoded = answer.facts {
                guard let facts = try? FactsCodec.decode([UInt8](encoded)) else {
                    return fail(path, "the Objective-C worker sent an answer archlint cannot read")
                }
                return .success(facts)
            }
            return .failure(ObjCFrontend.Problem(path: path, message: answer.problem ?? "libclang could not parse the file"))
        case .failure(.timedOut):
            return fail(path, "libclang took longer than \(Self.seconds(command.secondsPerFile)) on this file; not checked")
        case .failure(.exited(let how)):
            return fail(path, "libclang crashed on this file (\(how)); not checked")
        }
    }

    private func start() throws -> WorkerProcess {
        let worker = try spawn()
        guard worker.send(setup) else { throw WorkerProcess.Failure.exited("did not accept its setup") }
        return worker
    }

    private func spawn() throws -> WorkerProcess {
        var environment = ProcessInfo.processInfo.environment
        // A crash is expected and reported by the parent: no backtrace, which takes time and says nothing here.
        environment["SWIFT_BACKTRACE"] = "enable=no"
        return try WorkerProcess(executable: command.executable, arguments: command.arguments, environment: environment)
    }

    /// Ends the worker, which may still be spinning, so the next file gets a fresh one.
    private func fail(_ path: String, _ message: String) -> Result<FileFacts, ObjCFrontend.Problem> {
        process?.terminate()
        process = nil
        return .failure(ObjCFrontend.Problem(path: path, message: message))
    }

    private static func seconds(_ value: Double) -> String {
        value == value.rounded() ? "\(Int(value)) s" : "\(value) s"
    }
}
