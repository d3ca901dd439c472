// One timer class, two instances: each owner builds its own `Ticker(source:)` with its own source.
// The ticker a clock builds holds the clock's source, never the feed's source, so no object set
// runs clock → ticker → feed source → clock.
protocol TickSource: AnyObject {}

final class Ticker {
    let source: TickSource
    init(source: TickSource, interval: Double = 1) {
        self.source = source
    }
}

final class ClockSource: TickSource {
    let label = "clock"
}

final class Clock {
    private let source: ClockSource
    private let ticker: Ticker
    init() {
        self.source = ClockSource()
        self.ticker = Ticker(source: source)
    }
}

final class FeedSource: TickSource {
    let clock: Clock
    init(clock: Clock) { self.clock = clock }
}

final class Feed {
    let clock = Clock()
    private var ticker: Ticker?
    func start() {
        ticker = Ticker(source: FeedSource(clock: clock))
    }
}
