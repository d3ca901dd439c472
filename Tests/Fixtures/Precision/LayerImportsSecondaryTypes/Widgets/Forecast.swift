import SwiftUI
import WidgetKit

struct MockForecastService {
    func forecast() -> String { "Sunny" }
}

struct ForecastProvider: TimelineProvider {
    func placeholder(in context: Context) -> ForecastEntry { ForecastEntry(date: Date()) }
}

struct ForecastEntry: TimelineEntry {
    let date: Date
}
