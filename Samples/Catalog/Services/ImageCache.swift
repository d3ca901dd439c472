import UIKit

/// Wired to each other by the container; neither builds the other, so neither owns the other.
final class ImageCache {
    var loader: ImageLoader? // expect: ownership_cycle
    private var images: [URL: UIImage] = [:]

    func image(for url: URL) -> UIImage? { images[url] }

    func store(_ image: UIImage, for url: URL) { images[url] = image }
}

final class ImageLoader {
    let cache: ImageCache

    init(cache: ImageCache) {
        self.cache = cache
    }

    func load(_ url: URL, completion: @escaping (UIImage?) -> Void) {
        if let cached = cache.image(for: url) {
            completion(cached)
            return
        }
        URLSession.shared.dataTask(with: url) { [weak self] data, _, _ in
            let image = data.flatMap(UIImage.init(data:))
            if let image { self?.cache.store(image, for: url) }
            DispatchQueue.main.async { completion(image) }
        }.resume()
    }
}
