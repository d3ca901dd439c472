// Alerts and system sheets are not navigation (SPEC §5), also when a helper or a factory builds them
// (navigation_ownership).
import UIKit

final class ProfileCoordinator {
    let navigationController: UINavigationController

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func start() {
        navigationController.pushViewController(ProfileViewController(), animated: true)
    }
}

final class ProfileViewController: UIViewController {
    private var shareSheet: UIActivityViewController?

    func signOutTapped() {
        let sheet = makeSignOutSheet()
        present(sheet, animated: true)
    }

    func deleteTapped() {
        present(makeSignOutSheet(), animated: true)
    }

    func failed() {
        show(message: "Something went wrong")
    }

    func shareTapped() {
        guard let shareSheet else { return }
        present(shareSheet, animated: true)
    }

    private func makeSignOutSheet() -> UIAlertController {
        UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
    }

    private func show(message: String) {
        let alert = UIAlertController(title: message, message: nil, preferredStyle: .alert)
        present(alert, animated: true)
    }
}
