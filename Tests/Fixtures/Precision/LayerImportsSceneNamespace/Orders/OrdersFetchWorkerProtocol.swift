import UIKit

extension Orders {
    typealias FetchCompletion = (Result<[String], Error>) -> Void
}

protocol OrdersFetchWorkerProtocol {
    func fetch(completion: @escaping Orders.FetchCompletion)
}
