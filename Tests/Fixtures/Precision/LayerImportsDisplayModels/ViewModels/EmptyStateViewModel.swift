import SwiftUI

public struct EmptyStateViewModel {
    public let title: String
    public let message: String
    public let retry: (() -> Void)?
}
