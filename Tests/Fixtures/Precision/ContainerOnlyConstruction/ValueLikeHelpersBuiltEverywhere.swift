// A helper that many types build for themselves from nothing, and that no type receives through an
// initialiser, is used as a value (a cancellation slot), not as a shared service.

final class PendingCallStore {
    func cancel() {}
}

final class PricesInteractor {
    private let pendingCall = PendingCallStore()
}

final class BalancesInteractor {
    private let pendingCall = PendingCallStore()
}

final class RatesWorker {
    private let pendingCall = PendingCallStore()
}
