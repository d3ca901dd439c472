import UIKit

protocol ProductCellDelegate { // expect: class_bound_protocol
    func productCellDidTapFavorite(_ cell: ProductCell)
}

final class ProductCell: UITableViewCell {
    static let reuseIdentifier = "ProductCell"
    // The table view keeps the cell and the view controller keeps the table view.
    var delegate: ProductCellDelegate? // expect: weak_delegate
    var onAddToCart: (() -> Void)?
    var onShare: (() -> Void)?
    private let nameLabel = UILabel()
    private let priceLabel = UILabel()

    func configure(name: String, price: String) {
        nameLabel.text = name
        priceLabel.text = price
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        onAddToCart = nil
        onShare = nil
    }
}
