import ArchlintFacts
import ArchlintFindings
import Foundation

/// A run's findings, kept for the next run over the same inputs. Findings are a function of every
/// file's facts, the failures of files that could not be read, and the settings (configuration,
/// nested configurations, the modules the manifests declare). The next run answers with the kept
/// findings, without decoding any facts and without the model, the graph or the rules (most of a
/// run), when its settings, files and failures are the kept ones and each file's facts either
/// - are the very facts the findings came from (same checksum of their encoding in the pack), or
/// - were scanned again and differ from those only in where they sit, moved as `PositionShift`
///   allows (a comment edited, a line added far from the nearest facts): then each
///   finding in such a file is reported at its moved location, as a full run would report it.
///
/// One file beside the facts pack, `facts-<scope>-<build>.findings` (the same tree, roots and build),
/// read with one `read` and written whole to a temporary file renamed over it. Layout: magic, the
/// pack's identity (length and bytes), the checksum of the rest, then the settings' hash, the inputs
/// (per file in the run's order: its path, then its facts' checksum or its failure's hash) and the
/// findings as JSON. A file that is damaged, from another build or for other inputs is a miss, and
/// the run computes its findings: kept findings can make a run faster, never different.
struct FindingsCache {
    static let magic = Array("archlint-findings 2\n\u{0}".utf8)
    /// More files scanned again than this and the run computes its findings: comparing each file's
    /// facts with the old ones would soon cost more than it could save.
    static let maximumRescannedFiles = 16

    let path: String
    let identity: [UInt8]

    init(beside facts: FactsCache) {
        path = String(facts.packPath.dropLast(".pack".count)) + ".findings"
        identity = facts.identity
    }

    /// What one file of a run was: the checksum of its facts' encoding in the pack, or the hash of
    /// its failure's canonical text.
    enum Input: Equatable {
        case facts(UInt64)
        case failure(UInt64)
    }

    struct KeptFile: Equatable {
        var path: String
        var input: Input
    }

    /// Magic and identity: the bytes before the checksum.
    private var header: [UInt8] {
        var header = FindingsCache.magic
        FindingsCache.append(UInt64(identity.count), to: &header)
        return header + identity
    }

    /// The findings of the last run, as this run would report them, or nil (see the type), and
    /// whether any file was scanned again (then its new facts have no checksum until the pack is
    /// saved). `settings`: the hash of the settings' canonical text.
    func findings(for outcomes: [FileOutcome], settings: UInt64, cache: FactsCache) -> (findings: [Finding], rescanned: Bool)? {
        guard let bytes = WholeFile.read(path) else { return nil }
        let header = header
        guard bytes.count >= header.count + 8, bytes.starts(with: header) else { return nil }
        var reader = PackReader(bytes: bytes, position: header.count)
        guard let checksum = reader.word(),
              bytes[reader.position...].withUnsafeBytes({ ContentHash.of($0) }) == checksum,
              reader.word() == settings, reader.length() == outcomes.count else { return nil }
        var shifts: [String: PositionShift] = [:]
        var rescanned = 0
        for outcome in outcomes {
            guard let kept = FindingsCache.keptFile(&reader), kept.path.utf8.elementsEqual(outcome.path.utf8) else { return nil }
            if let problem = outcome.problem {
                guard let text = CanonicalText.of(problem), kept.input == .failure(ContentHash.of(text)) else { return nil }
            } else if let checksum = cache.factsChecksum(path: outcome.path) {
                guard kept.input == .facts(checksum) else { return nil }
            } else {
                // Scanned again: the facts the kept findings came from must still be in the pack.
                rescanned += 1
                guard case .facts(let checksum) = kept.input, let facts = outcome.facts,
                      rescanned <= FindingsCache.maximumRescannedFiles,
                      let old = cache.storedFacts(path: outcome.path, checksum: checksum),
                      let shift = PositionShift(from: FactsCodec.shape(of: old), to: FactsCodec.shape(of: facts))
                else { return nil }
                if !shift.isIdentity { shifts[outcome.path] = shift }
            }
        }
        guard let length = reader.length(), let payload = reader.take(length), reader.position == bytes.count,
              var findings = try? JSONDecoder().decode([Finding].self, from: Data(payload)) else { return nil }
        // Each shift keeps its file's positions in order, so the findings stay sorted as a run sorts them.
        for index in findings.indices {
            guard let shift = shifts[findings[index].location.file] else { continue }
            guard let moved = shift.moved(findings[index].location) else { return nil }
            findings[index].location = moved
        }
        return (findings, rescanned > 0)
    }

    /// Keeps `findings` for the next run; a warning, never a failure, when it cannot.
    func store(_ findings: [Finding], inputs: [KeptFile], settings: UInt64, warn: (String) -> Void) {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        guard let payload = try? encoder.encode(findings) else { return }
        var body: [UInt8] = []
        FindingsCache.append(settings, to: &body)
        FindingsCache.append(UInt64(inputs.count), to: &body)
        for file in inputs {
            FindingsCache.append(UInt64(file.path.utf8.count), to: &body)
            body += file.path.utf8
            switch file.input {
            case .facts(let checksum):
                body.append(2)
                FindingsCache.append(checksum, to: &body)
            case .failure(let hash):
                body.append(1)
                FindingsCache.append(hash, to: &body)
            }
        }
        FindingsCache.append(UInt64(payload.count), to: &body)
        body += payload
        var bytes = header
        FindingsCache.append(ContentHash.of(body), to: &bytes)
        bytes += body
        do {
            try WholeFile.writeAtomically(bytes, to: path)
        } catch {
            warn("cannot write the findings cache \(path): \(error)")
        }
    }

    /// A run's inputs as the findings cache keeps them, once the pack has given every file's facts a
    /// checksum (`FactsCache.save`); nil when an input has no stable identity (facts the pack does not
    /// hold, a failure reflection cannot show): such a run is not kept.
    static func inputs(of outcomes: [FileOutcome], checksum: (String) -> UInt64?) -> [KeptFile]? {
        var files: [KeptFile] = []
        files.reserveCapacity(outcomes.count)
        for outcome in outcomes {
            if let problem = outcome.problem {
                guard let text = CanonicalText.of(problem) else { return nil }
                files.append(KeptFile(path: outcome.path, input: .failure(ContentHash.of(text))))
            } else {
                guard let checksum = checksum(outcome.path) else { return nil }
                files.append(KeptFile(path: outcome.path, input: .facts(checksum)))
            }
        }
        return files
    }

    private static func append(_ value: UInt64, to bytes: inout [UInt8]) {
        withUnsafeBytes(of: value.littleEndian) { bytes += $0 }
    }

    /// One file of the inputs: path, tag (1 failure, 2 facts), checksum or hash; nil past the end.
    private static func keptFile(_ reader: inout PackReader) -> KeptFile? {
        guard let length = reader.length(), let path = reader.take(length), let tag = reader.take(1)?.first,
              let value = reader.word() else { return nil }
        let name = String(decoding: path, as: UTF8.self)
        switch tag {
        case 1: return KeptFile(path: name, input: .failure(value))
        case 2: return KeptFile(path: name, input: .facts(value))
        default: return nil
        }
    }
}
