// A local bound by `guard let` or `if let` that is named like a method is what gets stored, not a
// bound method reference.
final class GalleryCell {
    var asset: String?
    var channel: String?
    var network: String?
}

final class GalleryScreen {
    var cell = GalleryCell()
    var currentNetwork: String?

    func configure(index: Int) {
        guard let asset = asset(for: index) else { return }
        cell.asset = asset
        if let channel = channel() {
            cell.channel = channel
        }
    }

    func refresh(state: NetworkState) {
        update {
            if let network = state.network {
                self.cell.network = network
            }
        }
    }

    func asset(for index: Int) -> String? { nil }
    func channel() -> String? { nil }
    func network() -> String? { nil }
    func update(_ body: () -> Void) { body() }
}

struct NetworkState {
    var network: String?
}
