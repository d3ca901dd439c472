import Foundation

protocol LoginPresentationLogic {
    func presentSignIn(response: Login.SignIn.Response)
}

final class LoginPresenter: LoginPresentationLogic {
    // The view owns the interactor, which owns this presenter: a strong reference back leaks the scene.
    var viewController: LoginDisplayLogic? // expect: weak_back_reference

    func presentSignIn(response: Login.SignIn.Response) {
        switch response.result {
        case .success(let user):
            viewController?.displaySignedIn(user: user)
        case .failure(let error):
            viewController?.displayError(viewModel: Login.SignIn.ViewModel(errorMessage: error.localizedDescription))
        }
    }
}
