import Combine

// A Task runs its closure once and lets it go; the bag it is stored in keeps only a handle to cancel
// it, unlike an operator closure of a subscription chain.
final class UploadScreen {
    private var cancellables = Set<AnyCancellable>()
    private var uploaded = false

    func upload() {
        Task {
            self.uploaded = true
        }.store(in: &cancellables)
    }
}
