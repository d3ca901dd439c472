import SwiftUI
import Combine

// Shapes met while dogfooding on real apps, each once: the differential test holds the scanner to
// SwiftSyntax on them.
final class ShapesViewModel: ObservableObject {
    private let subject = PassthroughSubject<Void, Never>()
    var widths = Widths<CGFloat?>(phone: 252, pad: nil)
    lazy var events = EventMapping<String> { event, _, parameters, _ in
        print(event, parameters as Any)
    }
    private var cancellables = Set<AnyCancellable>()

    func describe(pair: (Int, String), items: [Int], lookup: [String: Int]) -> String {
        let first = pair.0
        let (name, count) = (pair.1, items.count)
        _ = items.sorted(by: >)
        let _ = lookup[safe: name]
        let value = "\(first, privacy: .public) and \(count)"
        let color = UIColor.systemBackground.withAlphaComponent(0.5)
        let union = CharacterSet.alphanumerics.union(.init(charactersIn: "-._~"))
        let handler = handle(_:)
        handle(_:)(value)
        print(#function.uppercased(), color, union, handler)
        if #available(iOS 16, *) {
            print("new")
        }
        switch count {
        case 0: return "none"
        default: break
        }
        if let scene: UIWindowScene = nil as UIWindowScene?, let width = widths.phone {
            print(scene, width)
        }
#if DEBUG
        Settings.isDryRun = true
#else
        Settings.isDryRun = false
#endif
        guard case Entry.regular(let title, _, _) = Entry.regular("a", 1, 2) else { return value }
        return title + (Self.make(rawValue: value) ?? "").description
    }

    static func make(rawValue: String) -> String? { rawValue }
    func handle(_ text: String) {}
}

struct ShapesView: View {
    let isSelected: Bool
    var body: some View {
        Text("Hello")
            .if(!isSelected) { view in
                view.opacity(0.5)
            }
            .sheet(isPresented: .constant(false)) {
                Text("Sheet")
            }
    }
}

#Preview("Shapes") {
    ShapesView(isSelected: true)
}

enum Entry {
    case regular(String, Int, Int)
}

struct Widths<Value> {
    let phone: Value
    let pad: Value
}

enum Settings {
    static var isDryRun = false
}

struct EventMapping<Event> {
    init(_ handler: @escaping (Event, Error?, [String: String]?, (() -> Void)?) -> Void) {}
}

final class CastsViewController: UITableViewController {
    func cell(at indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath) as! ProductCell
        let maybe = tableView.cellForRow(at: indexPath) as? ProductCell
        let generic = try? decoder.decode([String: Int].self, from: data) as? [String: Int]
        let sum = counts.first ?? 0 as Int
        cell.delegate = self
        print(maybe as Any, generic as Any, sum)
        return cell
    }
}

final class CastAssignments {
    var parent: AnyObject?
    var flag = false

    func update(_ value: Any, settings: [String: Any]) {
        parent = value as? CastAssignments
        flag = settings["flag"] as? Bool ?? false
        let list = settings["list"] as? [String] ?? []
        print(list)
    }
}
