import ArchlintFacts
import ArchlintFindings
import ArchlintModel
import Foundation

/// `--changed-since REV` and `--file-list FILE`: the run still reads the whole tree and builds the
/// whole graph (a cycle needs all of its edges), but reports only what concerns the changed files: a
/// finding located in one of them, or a cycle one of whose members is declared or extended in one
/// (the change that closes a cycle is often not where the cycle is reported).
struct ChangeScope {
    /// Real absolute paths (symbolic links resolved, as git reports them).
    var files: Set<String>

    /// The scope the options ask for, nil when neither is given.
    static func requested(_ parsed: ParsedArguments, paths: [String]) throws -> ChangeScope? {
        var files: Set<String>?
        if let revision = parsed.options["--changed-since"] {
            files = try changedFiles(since: revision, near: paths.first ?? ".")
        }
        if let list = parsed.options["--file-list"] {
            files = (files ?? []).union(try listedFiles(list))
        }
        return files.map(ChangeScope.init)
    }

    /// The findings that concern the changed files.
    func filter(_ findings: [Finding], model: ProjectModel) -> [Finding] {
        var filesByType: [TypeName: Set<String>]?
        var realPaths: [String: String] = [:]
        func real(_ path: String) -> String {
            if let known = realPaths[path] { return known }
            let resolved = ChangeScope.realPath(path)
            realPaths[path] = resolved
            return resolved
        }
        return findings.filter { finding in
            if files.contains(real(finding.location.file)) { return true }
            guard case .cycle(let members) = finding.subject else { return false }
            if filesByType == nil {
                var table: [TypeName: Set<String>] = [:]
                for id in model.typeIDs {
                    table[TypeName(module: id.module, name: id.name)] = model[id]?.files ?? []
                }
                filesByType = table
            }
            return members.contains { member in
                (filesByType?[member] ?? []).contains { files.contains(real($0)) }
            }
        }
    }

    static func realPath(_ path: String) -> String {
        let absolute = path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
        return URL(fileURLWithPath: absolute).standardizedFileURL.resolvingSymlinksInPath().path
    }

    /// One path per line, relative to the current directory or absolute; blank lines are skipped.
    static func listedFiles(_ list: String) throws -> Set<String> {
        guard let data = FileManager.default.contents(atPath: list), let text = String(data: data, encoding: .utf8) else {
            throw UsageError(description: "--file-list: cannot read \(list) (one path per line, UTF-8)")
        }
        return Set(text.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty }.map(realPath))
    }

    /// The files that differ between REV and the work tree (staged or not), and the untracked files
    /// git does not ignore. Only reads: `git diff` and `git ls-files`, without optional locks, so it
    /// neither changes the work tree nor rewrites the index.
    static func changedFiles(since revision: String, near path: String) throws -> Set<String> {
        var isDirectory: ObjCBool = false
        let exists = FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
        let directory = !exists || isDirectory.boolValue ? path : (path as NSString).deletingLastPathComponent
        let start = directory.isEmpty ? "." : directory
        guard !revision.hasPrefix("-") else {
            throw UsageError(description: "--changed-since needs a revision, not '\(revision)'")
        }
        let top = try git(["rev-parse", "--show-toplevel"], in: start).trimmingCharacters(in: .newlines)
        _ = try git(["rev-parse", "--verify", "--quiet", "--end-of-options", revision + "^{commit}"], in: start,
                    failure: "--changed-since: '\(revision)' is not a commit in \(top)")
        let changed = try git(["diff", "--name-only", "-z", "--no-renames", revision, "--"], in: top)
        let untracked = try git(["ls-files", "--others", "--exclude-standard", "-z"], in: top)
        let names = (changed + untracked).split(separator: "\0").map(String.init)
        return Set(names.map { realPath(top + "/" + $0) })
    }

    private static func git(_ arguments: [String], in directory: String, failure: String? = nil) throws -> String {
        let outcome: Subprocess.Outcome
        do {
            outcome = try Subprocess.run(tool: "git", ["--no-optional-locks", "-C", directory] + arguments)
        } catch {
            throw UsageError(description: "--changed-since needs git: \(error.localizedDescription)")
        }
        guard outcome.status == 0 else {
            throw UsageError(description: failure ?? "--changed-since: git \(arguments.first ?? "") failed"
                             + (outcome.errorText.isEmpty ? "" : ": " + outcome.errorText))
        }
        return outcome.outputText
    }
}
