import Combine
import UIKit

// Shapes the scanner first met on code bases it was not built on, each once, with neutral names:
// the differential test holds the scanner to SwiftSyntax on them.
final class KeywordMembersShapes {
    var icon: UIImage?
    var text: String?

    func keywordsAfterAPeriod(request: Request, pair: (Int, Publisher), items: ([Int], Int)) {
        // A keyword after a period names a member: in a path, a callee's base and a trailing-closure call.
        icon = Access.Level.public.image
        text = Strings.Button.continue
        let error = Failure.internal(reason: "unknown")
        _ = Access.Level.public.image.withRenderingMode(.alwaysTemplate)
        request.fetch().catch { failure in
            print(failure, error)
        }
        // Tuple elements in a callee's base, and a tuple element called.
        for (index, item) in items.0.enumerated() { print(index, item) }
        pair.1(pair.0)
    }
}

class StatementShapes: BaseView {
    private (set) var title: String?
    lazy private (set) var height: CGFloat = { 44 }()
    @Dependency<ScreenIntent>(\.$server)
    var config
    var state: State = .idle
    var backup: State?
    var isShown = false

    override var tintColor: UIColor? {
        get { return super.tintColor }
        set { super.tintColor = newValue }
    }

    var name: String? {
        get { return title }
        set { return self.title = newValue }
    }

    subscript(key: String) -> String? {
        get { storage[key] }
        set { storage[key] = newValue }
    }

    func assignments(flag: Bool) throws {
        // A statement starts after a keyword-named member; `return` and `try` may precede an assignment.
        switch state {
        case .idle:
            state = .internal
            backup = state
        default:
            try backup = load()
        }
        flag ? (isShown = true) : (isShown = false)
    }
}
