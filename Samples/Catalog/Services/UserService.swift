import Foundation

struct User: Codable, Equatable {
    let id: Int
    let name: String
}

final class UserService {
    private let client: APIClient
    // Concrete in both directions: UserService and NotificationService cannot exist without each other.
    let notificationService: NotificationService
    private(set) var currentUser: User?
    weak var activeLogin: LoginInteractor? // expect: layer_dependency

    var isLoggedIn: Bool { currentUser != nil }

    init(client: APIClient, notificationService: NotificationService) {
        self.client = client
        self.notificationService = notificationService
    }

    func login(email: String, password: String, completion: @escaping (Result<User, Error>) -> Void) {
        client.get("login?email=\(email)") { [weak self] (result: Result<User, Error>) in
            if case .success(let user) = result {
                self?.currentUser = user
                self?.notificationService.registerForPushes(userID: user.id)
            }
            completion(result)
        }
    }
}
