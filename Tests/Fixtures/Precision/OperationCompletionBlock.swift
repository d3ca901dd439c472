import Foundation

// Foundation sets an Operation's completionBlock to nil once it starts, so a block set on an
// operation that is enqueued once is one-shot work, like DispatchQueue.async.
final class ThumbnailRenderer {
    private let queue = OperationQueue()
    private var rendered: [Data] = []

    func render(_ sources: [Data]) {
        let operation = BlockOperation { }
        operation.completionBlock = {
            self.rendered.append(contentsOf: sources)
        }
        queue.addOperation(operation)
    }

    func enqueue(_ operation: Operation) {
        operation.completionBlock = {
            self.rendered.removeAll()
        }
        queue.addOperation(operation)
    }
}
