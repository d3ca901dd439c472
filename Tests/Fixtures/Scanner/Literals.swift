import Foundation
@testable import Catalog

/* A block comment /* with a nested one */ and a brace { that is not code */
final class LiteralsViewController: UIViewController {
    var title1 = "plain \"quoted\" { not a brace"
    var title2 = #"raw "string" with \(no) interpolation { "#
    var title3 = ##"raw with "# inside and \##(count) interpolation"##
    let count = 3
    var multiline = """
        Line one with "quotes" and { braces }
        Interpolated: \(count + 1) and nested \("inner \(count) string")
        """
    var rawMultiline = #"""
        A raw multi-line string with \(nothing) and """ inside
        """#
    let pattern = /[a-z]+\d{2}/
    let extendedPattern = #/
        (?<word> [a-z]+ )  # a comment inside an extended regex { }
        /#
    let ratio = 10 / 2 / 5
    let hex = 0xFF_FF, float = 1.5e-3, binary = 0b1010
    var onEvent: ((String) -> Void)?

    func describe() -> String {
        let message = "Count is \(self.count), first: \(items.first.map { "\($0)" } ?? "none")"
        onEvent = { [weak self] text in
            self?.log("\(text) { \(self?.count ?? 0) }")
        }
        return message + title1
    }

    func log(_ text: String) {}
    var items: [Int] = []
}

#if DEBUG
extension LiteralsViewController {
    func debugDump() {
        let formatter = DateFormatter()
        print(formatter)
    }
}
#elseif os(iOS)
extension LiteralsViewController {
    func releaseDump() {}
}
#else
struct Fallback {}
#endif

@MainActor
@available(iOS 15.0, *)
final class AttributedService: NSObject, @unchecked Sendable {
    @Published var state: Int = 0
    @objc dynamic var legacy: String = ""
    @IBOutlet private weak var label: UILabel!
    nonisolated(unsafe) static var shared = AttributedService()
    private(set) var counter = 0

    @discardableResult
    func run<T: Decodable, U>(_ type: T.Type, with other: U, completion: @escaping @Sendable (Result<T, Error>) -> Void = { _ in }) -> Bool where U: Hashable {
        let pair: (first: Int, second: String) = (first: 1, second: "two")
        let tuple = (pair.first, pair.second)
        print(tuple)
        return true
    }
}
