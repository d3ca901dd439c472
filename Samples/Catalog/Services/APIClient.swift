import Foundation

/// The HTTP client every service talks through.
final class APIClient {
    let baseURL: URL
    private let session: URLSession

    init(baseURL: URL, session: URLSession = .shared) {
        self.baseURL = baseURL
        self.session = session
    }

    func get<T: Decodable>(_ path: String, completion: @escaping (Result<T, Error>) -> Void) {
        let request = URLRequest(url: baseURL.appendingPathComponent(path))
        session.dataTask(with: request) { data, _, error in
            if let error {
                completion(.failure(error))
                return
            }
            do {
                completion(.success(try JSONDecoder().decode(T.self, from: data ?? Data())))
            } catch {
                completion(.failure(error))
            }
        }.resume()
    }
}
