import UIKit

protocol PromoBannerDelegate { // expect: class_bound_protocol
    func promoBannerDidApply(_ banner: PromoBanner)
}

/// A banner the cart screen keeps and answers. Its delegate protocol is not class-bound, so the
/// banner can only keep the screen strongly, and the two keep each other.
final class PromoBanner: UIView {
    var delegate: PromoBannerDelegate? // expect: weak_delegate
    private let applyButton = UIButton(type: .system)

    @objc private func apply() {
        delegate?.promoBannerDidApply(self)
    }
}
