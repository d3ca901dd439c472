import UIKit

struct BadgeBarModel {
    let count: Int
}

final class BadgeBar: UIView {
    var model: BadgeBarModel?
}
