import UIKit

final class ProductCell: UITableViewCell {
    static let reuseIdentifier = "ProductCell"
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
