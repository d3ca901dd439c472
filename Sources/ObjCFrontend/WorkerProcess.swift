#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// One child process spoken to over its standard input and output, one line per message. Spawned
/// with `posix_spawn` rather than `Process` so the parent can wait for a line with a deadline, kill
/// the child and read how it died, without a run loop.
final class WorkerProcess {
    /// Why no answer line came.
    enum Failure: Error, CustomStringConvertible {
        case exited(String)
        case timedOut

        var description: String {
            switch self {
            case .exited(let how): return how
            case .timedOut: return "timed out"
            }
        }
    }

    private let pid: pid_t
    private let input: Int32
    private let output: Int32
    private var buffer: [UInt8] = []
    private var finished = false

    /// Spawning is serialised: between `pipe` and `fcntl(FD_CLOEXEC)` a concurrent spawn would let
    /// another worker inherit this worker's pipe ends, and then a crash would never read as EOF.
    private static let spawnLock = NSLock()

    init(executable: String, arguments: [String], environment: [String: String]) throws {
        WorkerProcess.spawnLock.lock()
        defer { WorkerProcess.spawnLock.unlock() }
        var toChild: [Int32] = [0, 0]
        var fromChild: [Int32] = [0, 0]
        guard pipe(&toChild) == 0 else { throw Failure.exited("cannot create a pipe (errno \(errno))") }
        guard pipe(&fromChild) == 0 else {
            close(toChild[0]); close(toChild[1])
            throw Failure.exited("cannot create a pipe (errno \(errno))")
        }
        for descriptor in toChild + fromChild { _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC) }
        #if canImport(Glibc)
        var actions = posix_spawn_file_actions_t()
        #else
        var actions: posix_spawn_file_actions_t?
        #endif
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, toChild[0], 0)
        posix_spawn_file_actions_adddup2(&actions, fromChild[1], 1)
        // libclang's and the crash reporter's chatter would mix into archlint's own diagnostics.
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        let envp = environment.sorted { $0.key < $1.key }.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            argv.forEach { free($0) }
            envp.forEach { free($0) }
        }
        var child: pid_t = 0
        let status = posix_spawn(&child, executable, &actions, nil, argv, envp)
        close(toChild[0])
        close(fromChild[1])
        guard status == 0 else {
            close(toChild[1]); close(fromChild[0])
            throw Failure.exited("cannot start \(executable) (errno \(status))")
        }
        pid = child
        input = toChild[1]
        output = fromChild[0]
    }

    deinit { terminate() }

    /// Writes one message line; false when the child is gone.
    func send(_ line: Data) -> Bool {
        var bytes = [UInt8](line)
        bytes.append(UInt8(ascii: "\n"))
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes { write(input, $0.baseAddress, $0.count) }
            if written < 0 && errno == EINTR { continue }
            guard written > 0 else { return false }
            offset += written
        }
        return true
    }

    /// The next line the child writes, waiting at most until `deadline`.
    func receive(until deadline: Date) -> Result<Data, Failure> {
        while true {
            if let newline = buffer.firstIndex(of: UInt8(ascii: "\n")) {
                let line = Data(buffer[..<newline])
                buffer.removeSubrange(...newline)
                return .success(line)
            }
            let remaining = deadline.timeIntervalSinceNow
            guard remaining > 0 else { return .failure(.timedOut) }
            var descriptor = pollfd(fd: output, events: Int16(POLLIN), revents: 0)
            let ready = poll(&descriptor, 1, Int32(min(remaining * 1000, 60_000).rounded(.up)))
            if ready < 0 && errno == EINTR { continue }
            guard ready > 0 else { continue }  // re-check the deadline
            var chunk = [UInt8](repeating: 0, count: 65_536)
            let count = chunk.withUnsafeMutableBytes { read(output, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { return .failure(.exited(reapedStatus())) }
            buffer += chunk[..<count]
        }
    }

    /// Kills the child (it may be spinning) and collects it, so no zombie is left.
    func terminate() {
        guard !finished else { return }
        kill(pid, SIGKILL)
        _ = reapedStatus()
    }

    /// Waits for the child to end and says how it ended.
    private func reapedStatus() -> String {
        guard !finished else { return "exited" }
        finished = true
        close(input)
        close(output)
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        let signalNumber = status & 0x7F
        if signalNumber != 0 {
            let name = WorkerProcess.signalNames[signalNumber].map { ", \($0)" } ?? ""
            return "signal \(signalNumber)\(name)"
        }
        return "exit status \((status >> 8) & 0xFF)"
    }

    private static let signalNames: [Int32: String] = [
        SIGSEGV: "SIGSEGV", SIGBUS: "SIGBUS", SIGILL: "SIGILL", SIGABRT: "SIGABRT", SIGTRAP: "SIGTRAP",
        SIGFPE: "SIGFPE", SIGKILL: "SIGKILL",
    ]
}
