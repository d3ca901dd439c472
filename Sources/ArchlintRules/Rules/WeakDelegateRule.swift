import ArchlintFacts
import ArchlintFindings
import ArchlintModel

/// Delegates are weak when the delegate object can own the holder.
public struct WeakDelegateRule: Rule {
    public init() {}

    public static let description = RuleDescription(
        identifier: "weak_delegate",
        name: "Weak Delegate",
        summary: "Stored delegate properties are weak when the delegate object can reach the holder through strong references.",
        rationale: """
            A delegate usually owns, directly or through others, the object it listens to: a view \
            controller owns the cell whose delegate it is, a coordinator owns the screen that reports \
            to it. A strong delegate reference back closes the cycle and nothing is freed. archlint \
            decides from the ownership graph instead of from names alone, so a delegate the holder \
            creates itself, or one that provably cannot reach the holder, is not flagged; a delegate \
            nobody visibly assigns is flagged, as SwiftLint's rule would.
            """,
        howToFix: "Declare the property `weak var delegate: XDelegate?` and make `XDelegate` class-bound (`: AnyObject`).",
        defaultSeverity: .error,
        triggeringExamples: [
            Example("""
                protocol ProductCellDelegate: AnyObject {}
                final class ProductCell: UITableViewCell {
                    var ↓delegate: ProductCellDelegate?
                }
                final class ProductsViewController: UIViewController, ProductCellDelegate {
                    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                        let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath) as! ProductCell
                        cell.delegate = self
                        return cell
                    }
                }
                """),
            Example("""
                protocol DownloadDelegate: AnyObject {}
                final class Downloader {
                    var ↓delegate: DownloadDelegate?
                }
                final class LibraryStore: DownloadDelegate {
                    let downloader: Downloader
                    init(downloader: Downloader) {
                        self.downloader = downloader
                        downloader.delegate = self
                    }
                }
                """),
            Example("""
                // Nobody visibly assigns it: archlint assumes the worst, like SwiftLint.
                protocol PlayerDelegate: AnyObject {}
                final class Player {
                    var ↓playerDelegate: PlayerDelegate?
                }
                """),
        ],
        nonTriggeringExamples: [
            Example("""
                protocol ProductCellDelegate: AnyObject {}
                final class ProductCell: UITableViewCell {
                    weak var delegate: ProductCellDelegate?
                }
                """),
            Example("""
                // Protocol requirements cannot be weak; computed properties hold nothing.
                protocol Coordinating: AnyObject {
                    var delegate: CoordinatorDelegate? { get set }
                }
                protocol CoordinatorDelegate: AnyObject {}
                final class Flow {
                    var delegate: CoordinatorDelegate? { nil }
                }
                """),
            Example("""
                // The holder creates and owns its delegate object.
                final class ImagePicker {
                    private let pickerDelegate = PickerDelegateProxy()
                    var delegate: PickerDelegateProxy?
                    init() { delegate = PickerDelegateProxy() }
                }
                final class PickerDelegateProxy {}
                """),
            Example("""
                // Every object assigned to it provably cannot reach the holder.
                protocol AnalyticsDelegate: AnyObject {}
                final class Uploader {
                    var delegate: AnalyticsDelegate?
                }
                final class AnalyticsSink: AnalyticsDelegate {}
                final class AppContainer {
                    let uploader = Uploader()
                    let sink = AnalyticsSink()
                    func wire() { uploader.delegate = sink }
                }
                """),
            Example("""
                // A screen configuring the next screen it pushes does not own it: the navigation stack does.
                protocol EpisodeListDelegate: AnyObject {}
                final class EpisodeListViewController: UIViewController {
                    var delegate: EpisodeListDelegate?
                }
                final class DiscoverViewController: UIViewController, EpisodeListDelegate {
                    func showList() {
                        let list = EpisodeListViewController()
                        list.delegate = self
                        navigationController?.pushViewController(list, animated: true)
                    }
                }
                """),
            Example("""
                // A shared instance that holds nothing of the holder cannot own it.
                protocol PlaybackDelegate: AnyObject {}
                final class PlaybackManager: PlaybackDelegate {
                    static let shared = PlaybackManager()
                }
                final class EpisodeViewModel {
                    let playback: PlaybackDelegate
                    init(playback: PlaybackDelegate) { self.playback = playback }
                }
                final class AppContainer {
                    func makeEpisode() -> EpisodeViewModel { EpisodeViewModel(playback: PlaybackManager.shared) }
                }
                """),
            Example("""
                // The same shared instance, as the default argument: the default is what goes in.
                protocol PlaybackDelegate: AnyObject {}
                final class PlaybackManager: PlaybackDelegate {
                    static let shared = PlaybackManager()
                }
                final class EpisodeViewModel {
                    private let playbackDelegate: PlaybackDelegate
                    init(playbackDelegate: PlaybackDelegate = PlaybackManager.shared) { self.playbackDelegate = playbackDelegate }
                }
                final class EpisodeCell: UITableViewCell {
                    let viewModel = EpisodeViewModel()
                }
                """),
            Example("""
                // Value types and test doubles are not checked.
                struct Settings { var delegate: SettingsDelegate? }
                protocol SettingsDelegate {}
                final class DelegateSpy { var delegate: SettingsDelegate? }
                """),
        ]
    )

    static func isDelegateLike(_ property: PropertyFact, model: ProjectModel) -> Bool {
        if property.name.lowercased().hasSuffix("delegate") { return true }
        guard let typeName = property.typeName else { return false }
        return model.typeReference(typeName).names.contains { ProjectModel.lastComponent(of: $0).hasSuffix("Delegate") }
    }

    public func check(_ context: RuleContext) -> [Finding] {
        let model = context.model
        var violations: [Finding] = []
        for id in model.typeIDs {
            guard let holder = model[id], holder.isReferenceType, !holder.isTestCode else { continue }
            for property in holder.storedProperties where property.ownership == .strong
                && !property.attributes.contains("@IBOutlet") && WeakDelegateRule.isDelegateLike(property, model: model) {
                guard let reason = ownershipReason(holder: holder, property: property, context: context) else { continue }
                let reference = Subject.reference(holder.typeName, property: property.name)
                violations.append(finding(at: property.location, reference,
                                          defects: [.reference(holder.typeName, property: property.name)],
                                          "delegate \(holder.name).\(property.name) is strong and \(reason); make it weak"))
            }
        }
        return violations
    }

    /// Why the delegate can own the holder, or nil when every assigned object provably cannot.
    private func ownershipReason(holder: ProjectType, property: PropertyFact, context: RuleContext) -> String? {
        let graph = context.graph
        if case .construction? = property.initializer { return nil }
        let sites = graph.wiringSites(of: holder.id, property: property.name)
        let createdByHolder = (context.model.assignments[holder.id] ?? []).contains { assignment in
            guard assignment.target == property.name, case .construction = assignment.value else { return false }
            return true
        }
        if createdByHolder && sites.allSatisfy({ $0.owner == holder.id }) { return nil }
        guard !sites.isEmpty else { return "nothing visibly assigns it, so the delegate may own \(holder.name)" }
        var unknown = false
        for site in sites {
            if site.values.isEmpty { unknown = true }
            for value in site.values {
                if value == holder.id { return "\(holder.name) is its own delegate" }
                // A view controller (role .view) is owned by the navigation stack it is pushed onto, not by
                // the screen that configured it. Cells and views keep the check: they live in the
                // configuring screen's hierarchy.
                if site.ownerConfiguresHolder && site.owner == value && holder.role != .view {
                    return "\(value.name) configures the \(holder.name) it delegates for (it owns it)"
                }
                if let chain = graph.strongPath(from: value, to: holder.id) {
                    return "\(value.name) owns \(holder.name) (\(Chains.describe(chain)))"
                }
            }
        }
        return unknown ? "what is assigned to it cannot be traced, so the delegate may own \(holder.name)" : nil
    }
}
