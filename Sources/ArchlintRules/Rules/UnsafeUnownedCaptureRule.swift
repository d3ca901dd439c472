import ArchlintFacts
import ArchlintFindings
import ArchlintModel

/// `[unowned self]` in an asynchronous callback can crash.
public struct UnsafeUnownedCaptureRule: Rule {
    public init() {}

    public static let description = RuleDescription(
        identifier: "unsafe_unowned_capture",
        name: "Unsafe Unowned Capture",
        summary: "A closure handed to an asynchronous API captures `self` weakly, not `unowned`.",
        rationale: """
            `[unowned self]` promises that `self` outlives the closure. A completion handler or network \
            callback runs later, after the user may have closed the screen; touching an unowned reference \
            to a freed object crashes. `weak` costs an optional unwrap and cannot crash.
            """,
        howToFix: "Capture `[weak self]` and `guard let self else { return }`.",
        defaultSeverity: .warning,
        triggeringExamples: [
            Example("""
                final class ProfileViewController: UIViewController {
                    let service = ProfileService()
                    func load() {
                        service.fetchProfile(completion: ↓{ [unowned self] profile in
                            self.show(profile)
                        })
                        URLSession.shared.dataTask(with: url) ↓{ [unowned self] data, _, _ in
                            self.handle(data)
                        }.resume()
                    }
                }
                """),
            Example("""
                final class SearchPresenter {
                    func search(_ text: String) {
                        DispatchQueue.global().asyncAfter(deadline: .now() + 1) ↓{ [unowned self] in
                            self.finish()
                        }
                    }
                }
                """),
        ],
        nonTriggeringExamples: [
            Example("""
                final class ProfileViewController: UIViewController {
                    let button = ActionButton()
                    // A handler kept by an action that self stores.
                    lazy var clearAction = UIAction(title: "Clear", handler: { [unowned self] _ in self.clear() })
                    func load() {
                        service.fetchProfile { [weak self] profile in self?.show(profile) }
                        // Stored on an object self owns: it cannot outlive self.
                        button.onTap = { [unowned self] in self.load() }
                        button.addAction(clearAction, for: .touchUpInside)
                        // Non-escaping, synchronous.
                        let names = items.map { [unowned self] item in self.title(for: item) }
                        // A subscription kept in self's cancellables ends with self.
                        publisher.sink { [unowned self] value in self.show(value) }.store(in: &cancellables)
                    }
                }
                """),
            Example("""
                final class SessionManager {
                    public static let instance = SessionManager()
                    private init() {}
                    func refresh() {
                        client.fetchToken(completion: { [unowned self] token in self.store(token) })
                    }
                }
                """),
        ]
    )

    /// Synchronous, non-escaping higher-order functions.
    static let synchronousCallees: Set<String> = [
        "map", "compactMap", "flatMap", "filter", "reduce", "forEach", "first", "last", "contains", "allSatisfy",
        "sorted", "sort", "min", "max", "firstIndex", "lastIndex", "drop", "prefix", "removeAll", "partition",
        "split", "sync", "withLock", "performAndWait", "autoreleasepool", "withUnsafeBytes", "withUnsafeMutableBytes",
        "withUnsafeBufferPointer", "withUnsafeMutableBufferPointer", "withExtendedLifetime", "lazy", "mapValues",
        "compactMapValues", "enumerateObjects", "count",
    ]
    static let asynchronousCallees: Set<String> = [
        // Not `sink`: a subscription kept in self's cancellables is stored on an object self owns.
        "async", "asyncAfter", "dataTask", "downloadTask", "uploadTask", "addOperation", "perform",
        "requestAuthorization", "getNotificationSettings", "animate", "transition", "run", "Task",
    ]
    static let completionLabels: Set<String> = ["completion", "completionHandler", "handler", "callback", "then",
                                                "onComplete", "onCompletion", "onSuccess", "onFailure", "reply",
                                                "resultHandler", "block"]

    public func check(_ context: RuleContext) -> [Finding] {
        let model = context.model
        var violations: [Finding] = []
        for owner in model.closures.keys.compactMap({ $0 }).sorted() {
            guard let type = model[owner], type.isReferenceType, !type.isTestCode else { continue }
            var found: [Finding] = []
            for closure in model.closures[owner] ?? [] {
                guard let capture = closure.selfCapture, capture == .unowned || capture == .unownedUnsafe,
                      case .argument(let callee, _, let label) = closure.destination,
                      !UnsafeUnownedCaptureRule.synchronousCallees.contains(callee) else { continue }
                let isAsynchronous = UnsafeUnownedCaptureRule.asynchronousCallees.contains(callee)
                let isCallback = isAsynchronous
                    || label.map { UnsafeUnownedCaptureRule.completionLabels.contains($0) } ?? false
                    || ["fetch", "load", "request", "download", "upload", "send", "get", "post"].contains { callee.hasPrefix($0) }
                guard isCallback else { continue }
                // Built in the initialiser of one of self's stored properties (`lazy var deleteAction =
                // UIAction(handler: { [unowned self] … })`): the closure lives in what self stores.
                if !isAsynchronous, let member = closure.context.member,
                   let property = type.property(named: member), property.isStored, !property.isStatic { continue }
                found.append(finding(
                    at: closure.location, .member(type.typeName, signature: model.signature(of: closure.context, at: closure.location, in: type.id)),
                    "[unowned self] in a callback of \(callee) can crash if \(type.name) is gone before it runs; use [weak self]"))
            }
            // A singleton, or what only process-lifetime objects build once, is never gone.
            if !found.isEmpty, !context.lifetime.livesAsLongAsTheProcess(owner) { violations += found }
        }
        return violations
    }
}
