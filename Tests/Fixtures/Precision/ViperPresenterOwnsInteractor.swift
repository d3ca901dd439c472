// VIPER: view → presenter → interactor. The presenter owns the interactor it is given; the
// interactor's weak output is the back reference. Clean Swift's interactor > presenter rank does not
// apply, so the presenter's strong `interactor` is not a back reference.
protocol WalletListInteractorInputProtocol: AnyObject {}
protocol WalletListInteractorOutputProtocol: AnyObject {}

final class WalletListInteractor: WalletListInteractorInputProtocol {
    weak var presenter: WalletListInteractorOutputProtocol?
}

final class WalletListPresenter: WalletListInteractorOutputProtocol {
    let interactor: WalletListInteractorInputProtocol
    init(interactor: WalletListInteractorInputProtocol) { self.interactor = interactor }
}

enum WalletListViewFactory {
    static func createView() -> WalletListPresenter {
        let interactor = WalletListInteractor()
        let presenter = WalletListPresenter(interactor: interactor)
        interactor.presenter = presenter
        return presenter
    }
}
