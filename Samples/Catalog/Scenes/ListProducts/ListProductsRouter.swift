import UIKit

@objc protocol ListProductsRoutingLogic {
    func routeToShare(productName: String)
}

protocol ListProductsDataPassing {
    var dataStore: ListProductsDataStore? { get }
}

final class ListProductsRouter: NSObject, ListProductsRoutingLogic, ListProductsDataPassing {
    weak var viewController: ListProductsViewController?
    var dataStore: ListProductsDataStore?

    func routeToShare(productName: String) {
        let activity = UIActivityViewController(activityItems: [productName], applicationActivities: nil)
        viewController?.present(activity, animated: true)
    }
}
