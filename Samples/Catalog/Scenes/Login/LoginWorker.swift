import Foundation

final class LoginWorker {
    private let userService: UserService?

    init(userService: UserService?) {
        self.userService = userService
    }

    func signIn(email: String, password: String, completion: @escaping (Result<User, Error>) -> Void) {
        userService?.login(email: email, password: password, completion: completion)
    }
}
