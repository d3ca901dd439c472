import UIKit

extension Orders {
    final class HeaderView: UIView {
        let titleLabel = UILabel()
    }
}
