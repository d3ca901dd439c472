import ArchlintFacts
import Foundation

/// One thread's conversation with a worker process: a file at a time, each within the time budget.
/// A worker that crashes or runs out of time is killed, its file reported with the reason, and a
/// fresh worker takes the next file.
final class WorkerSession {
    private let command: ObjCWorker.Command
    private let setup: Data
    private var process: WorkerProcess?

    init(command: ObjCWorker.Command, setup: ObjCWorker.Setup) {
        self.command = command
        self.setup = (try? JSONEncoder().encode(setup)) ?? Data()
    }

    deinit { process?.terminate() }

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
        var environment = ProcessInfo.processInfo.environment
        // A crash is expected and reported by the parent: no backtrace, which takes time and says nothing here.
        environment["SWIFT_BACKTRACE"] = "enable=no"
        let worker = try WorkerProcess(executable: command.executable, arguments: command.arguments, environment: environment)
        guard worker.send(setup) else { throw WorkerProcess.Failure.exited("did not accept its setup") }
        return worker
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
