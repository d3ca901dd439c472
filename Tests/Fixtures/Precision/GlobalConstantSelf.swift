import Foundation

// An object built once as the value of a global constant lives until the process exits, as a
// singleton does: a closure it keeps cannot keep it alive any longer.
private let connectivityMonitor = ConnectivityMonitor()

func startMonitoringConnectivity() {
    connectivityMonitor.start()
}

private final class ConnectivityMonitor {
    var onReachable: (() -> Void)?
    var isReachable = false

    func start() {
        onReachable = {
            self.isReachable = true
        }
    }
}
