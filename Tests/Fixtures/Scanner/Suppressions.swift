// archlint:disable weak_delegate - legacy delegates, tracked in the migration plan
final class LegacyDownloader {
    var delegate: DownloaderDelegate? // archlint:disable:this weak_back_reference
    // archlint:disable:next strong_self_capture container_only_construction
    var onFinish: (() -> Void)?
    //archlint:enable weak_delegate
    // swiftlint:disable:next weak_delegate
    var secondDelegate: DownloaderDelegate?
    /* archlint:disable block comments are not directives */
    let url = "// archlint:disable not a comment"
}
// archlint:disable:previous vip_direction
// archlint: nothing here
// archlint:disable:sideways nonsense
protocol DownloaderDelegate: AnyObject {}
