import UIKit

// Framework helpers that only a name calls services: a layout manager subclass, a collection
// helper that adopts UIKit's data-source protocol, and a nested helper of the type that builds it.

final class GlyphLayoutManager: NSLayoutManager {}

class GridCollectionManager: NSObject, UICollectionViewDataSource {
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 0 }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        UICollectionViewCell()
    }
}
final class PhotoGridManager: GridCollectionManager {}

final class PhotoGridViewController: UIViewController {
    private let gridManager = PhotoGridManager()
    private let layoutManager = GlyphLayoutManager()
}

final class ThumbnailService {
    private let queue = RequestQueueManager()

    final class RequestQueueManager {}
}
