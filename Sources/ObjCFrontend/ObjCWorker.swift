import ArchlintFacts
import Foundation

/// libclang runs in worker processes (archlint re-executing itself with a hidden subcommand), so a
/// crash, a stack overflow or an endless loop inside it costs one file, not the run. Requests and
/// answers are JSON lines over the worker's standard input and output.
public enum ObjCWorker {
    /// The hidden subcommand the `archlint` binary answers with `serve()`.
    public static let subcommand = "_objc-worker"

    /// How to start a worker and how long one file may take.
    public struct Command: Sendable {
        public var executable: String
        public var arguments: [String]
        /// The per-file time budget; a file that takes longer is reported unreadable.
        public var secondsPerFile: Double

        public init(executable: String, arguments: [String] = [ObjCWorker.subcommand], secondsPerFile: Double) {
            self.executable = executable
            self.arguments = arguments
            self.secondsPerFile = secondsPerFile
        }
    }

    /// The first line a worker reads: what every file of the run shares.
    struct Setup: Codable {
        /// The `-I` folders, or none when `headerMap` stands for them.
        var includeDirectories: [String]
        var headerMap: String?
        var overlay: String?
    }

    struct Request: Codable {
        var path: String
        /// The precompiled header to use and the one to save (`PrecompiledHeaders`).
        var step: PrecompiledHeaders.Step?
    }

    struct Answer: Codable {
        /// The facts in the facts cache's binary form (`FactsCodec`), which JSON carries as base64:
        /// JSON's own coding of them cost the worker and archlint about 4% of a cold element-ios run.
        var facts: Data?
        var problem: String?

        init(facts: FileFacts) { self.facts = Data(FactsCodec.encode(facts)) }
        init(problem: String) { self.problem = problem }
    }

    /// The worker's side: one answer line per request line, until standard input closes.
    public static func serve() -> Int32 {
        #if ARCHLINT_NO_LIBCLANG
        return 2
        #else
        var input = LineReader(descriptor: 0)
        let decoder = JSONDecoder()
        let encoder = JSONEncoder()
        // Opened here, in the worker (the process that starts workers never maps libclang), before
        // the setup is read: archlint starts its workers while it still makes the setup.
        let loaded = LibClang.loaded
        guard let first = input.next(), let setup = try? decoder.decode(Setup.self, from: first) else { return 2 }
        let indexer = loaded.map { ClangIndexer(clang: $0, setup: setup) }
        while let line = input.next() {
            guard let request = try? decoder.decode(Request.self, from: line) else { return 2 }
            let answer: Answer
            switch indexer.map({ $0.scan(request.path, step: request.step) }) {
            case .success(.success(let facts)): answer = Answer(facts: facts)
            case .success(.failure(let problem)): answer = Answer(problem: problem.message)
            case .failure(let failure): answer = Answer(problem: failure.message)
            }
            guard var data = try? encoder.encode(answer) else { return 2 }
            data.append(UInt8(ascii: "\n"))
            FileHandle.standardOutput.write(data)
        }
        return 0
        #endif
    }
}

/// Lines from a file descriptor, without Foundation's buffering assumptions about pipes.
struct LineReader {
    let descriptor: Int32
    private var buffer: [UInt8] = []
    private var atEnd = false

    init(descriptor: Int32) { self.descriptor = descriptor }

    mutating func next() -> Data? {
        while true {
            if let newline = buffer.firstIndex(of: UInt8(ascii: "\n")) {
                let line = Data(buffer[..<newline])
                buffer.removeSubrange(...newline)
                return line
            }
            if atEnd { return nil }
            var chunk = [UInt8](repeating: 0, count: 65_536)
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            if count <= 0 { atEnd = true } else { buffer += chunk[..<count] }
        }
    }
}
