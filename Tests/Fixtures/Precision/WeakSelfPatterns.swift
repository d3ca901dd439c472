final class ProfilePresenter {
    var onUpdate: (() -> Void)?
    var onRefresh: (() -> Void)?

    func bind() {
        weak var weakSelf = self
        onUpdate = {
            weakSelf?.refresh()
        }
        onRefresh = { [weak self] in
            guard let self else { return }
            self.refresh()
        }
        onUpdate = { [weak self] in
            guard let self = self else { return }
            self.refresh()
        }
    }

    func refresh() {}
}
