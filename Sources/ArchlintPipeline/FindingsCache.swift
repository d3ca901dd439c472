import ArchlintFacts
import ArchlintFindings
import Foundation

/// A run's findings, kept for the next run over the same inputs. Findings are a function of every
/// file's facts, the failures of files that could not be read, and the settings (configuration,
/// nested configurations, the modules the manifests declare). When every file's facts are the very
/// facts the pack holds (same key, same encoded bytes), every failure and every setting is what it
/// was, the findings are too, and the run answers with the kept ones: no facts decoded, no model,
/// graph or rules, which are most of a warm run.
///
/// One file beside the facts pack, `facts-<scope>-<build>.findings` (the same tree, roots and build),
/// read with one `read` and written whole to a temporary file renamed over it. Layout: magic, the
/// pack's identity (length and bytes), the inputs' fingerprint, the payload's checksum, the payload
/// (the findings as JSON). A file that is damaged, from another build or for other inputs is a miss,
/// and the run computes its findings: kept findings can make a run faster, never different.
struct FindingsCache {
    static let magic = Array("archlint-findings\n\u{0}".utf8)

    let path: String
    let identity: [UInt8]

    init(beside facts: FactsCache) {
        path = String(facts.packPath.dropLast(".pack".count)) + ".findings"
        identity = facts.identity
    }

    /// Magic, identity and fingerprint: the bytes before the payload's checksum.
    private func header(for fingerprint: UInt64) -> [UInt8] {
        var header = FindingsCache.magic
        FindingsCache.append(UInt64(identity.count), to: &header)
        header += identity
        FindingsCache.append(fingerprint, to: &header)
        return header
    }

    /// The findings kept for inputs with this fingerprint, or nil.
    func findings(for fingerprint: UInt64) -> [Finding]? {
        guard let bytes = WholeFile.read(path) else { return nil }
        let header = header(for: fingerprint)
        guard bytes.count >= header.count + 8, bytes.starts(with: header) else { return nil }
        let payload = bytes[(header.count + 8)...]
        let checksum = bytes[header.count..<header.count + 8].reversed().reduce(UInt64(0)) { $0 << 8 | UInt64($1) }
        guard payload.withUnsafeBytes({ ContentHash.of($0) }) == checksum else { return nil }
        return try? JSONDecoder().decode([Finding].self, from: Data(payload))
    }

    /// Keeps `findings` for the next run; a warning, never a failure, when it cannot.
    func store(_ findings: [Finding], for fingerprint: UInt64, warn: (String) -> Void) {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        guard let payload = try? encoder.encode(findings) else { return }
        var bytes = header(for: fingerprint)
        payload.withUnsafeBytes { FindingsCache.append(ContentHash.of($0), to: &bytes) }
        bytes += payload
        do {
            try WholeFile.writeAtomically(bytes, to: path)
        } catch {
            warn("cannot write the findings cache \(path): \(error)")
        }
    }

    private static func append(_ value: UInt64, to bytes: inout [UInt8]) {
        withUnsafeBytes(of: value.littleEndian) { bytes += $0 }
    }

    /// The fingerprint of a run's inputs: the settings' canonical text (`CanonicalText`), then each
    /// file in the run's order with its path and either its failure or its facts, named by the
    /// checksum of their encoding in the facts pack (`FactsCache.factsChecksum`) and by their key.
    /// Nil when an input has no stable identity (facts the pack does not hold, a setting reflection
    /// cannot show, so no text): such a run is neither answered from nor kept in the cache.
    static func fingerprint(of outcomes: [FileOutcome], settingsText: String?, checksum: (String) -> UInt64?) -> UInt64? {
        guard let settingsText else { return nil }
        var bytes = Array(settingsText.utf8)
        bytes.append(0)
        for outcome in outcomes {
            bytes += outcome.path.utf8
            bytes.append(0)
            if let problem = outcome.problem {
                guard let text = CanonicalText.of(problem) else { return nil }
                bytes.append(1)
                bytes += text.utf8
                bytes.append(0)
            } else {
                guard let key = outcome.key, let checksum = checksum(outcome.path) else { return nil }
                bytes.append(2)
                append(UInt64(key.size), to: &bytes)
                append(key.value, to: &bytes)
                append(checksum, to: &bytes)
            }
        }
        return bytes.withUnsafeBytes { ContentHash.of($0) }
    }
}
