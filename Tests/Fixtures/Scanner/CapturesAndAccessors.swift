import UIKit

// Shapes whose facts the scanner and the SwiftSyntax oracle must agree on: closures nested in
// closures that capture self weakly or unowned, with and without a rebinding of self; overriding
// properties that observe the superclass's storage; accessors with a named parameter.

protocol CellActions: AnyObject {}

class BaseCell: UICollectionViewCell {
    weak var delegate: CellActions?
}

final class TextCell: BaseCell {
    override var delegate: CellActions? {
        didSet { label.text = "changed" }
    }
    let label = UILabel()
}

final class ThemeImage {
    private var storedImage: UIImage?
    var sourceImage: UIImage? {
        set(image) { storedImage = image }
        get { storedImage }
    }
    var tint: UIColor? {
        willSet(upcoming) { print(upcoming as Any) }
        didSet(previous) { print(previous as Any) }
    }
    func image(for theme: Int) -> UIImage? { storedImage }
}

final class WalletViewController: UIViewController {
    var footerProvider: ((FooterView) -> Void)?
    var headerProvider: ((FooterView) -> Void)?
    var strongProvider: ((FooterView) -> Void)?
    var unownedProvider: ((FooterView) -> Void)?

    func configure() {
        footerProvider = { [weak self] footer in
            footer.onViewAll = { self?.viewAll() }
            footer.onClose = { [self] in self?.viewAll() }
        }
        headerProvider = { [weak self] header in
            guard let self else { return }
            header.onViewAll = { self.viewAll() }
        }
        strongProvider = { [self] header in
            header.onViewAll = { self.viewAll() }
        }
        unownedProvider = { [unowned self] header in
            header.onViewAll = {
                DispatchQueue.main.async { self.viewAll() }
            }
        }
    }

    func viewAll() {}
}

final class FooterView: UIView {
    var onViewAll: (() -> Void)?
    var onClose: (() -> Void)?
}

// A `guard let self` inside a closure that has ended rebinds nothing for the closures after it: they
// still see the enclosing `[weak self]`; one in the enclosing closure's own body does.
final class SiblingRebindings {
    var first: (() -> Void)?
    var second: (() -> Void)?
    func load() {
        fetch { [weak self] in
            self?.first = { [weak self] in
                guard let self = self else { return }
                self.reload()
            }
            self?.second = {
                guard let self = self else { return }
                self.reload()
            }
        }
        fetch { [weak self] in
            guard let self else { return }
            self.first = { self.reload() }
        }
    }
    func fetch(_ completion: @escaping () -> Void) {}
    func reload() {}
}

// A backticked `self` rebinds it as the plain one does: the closure after it captures `self` strongly.
final class BacktickedRebinding {
    var onDone: (() -> Void)?
    func load() {
        fetch { [weak self] in
            guard let `self` = self else { return }
            self.onDone = { self.reload() }
        }
    }
    func fetch(_ completion: @escaping () -> Void) {}
    func reload() {}
}
