import Combine

// CombineExt's assign(to:on:ownership:) with `.weak` or `.unowned` holds the object without retaining
// it, so the subscription kept in the object's own bag is no cycle.
final class TemperatureDisplay {
    var reading = ""
    var unit = ""
    private var cancellables = Set<AnyCancellable>()

    func bind(readings: AnyPublisher<String, Never>, units: AnyPublisher<String, Never>) {
        readings
            .removeDuplicates()
            .assign(to: \.reading, on: self, ownership: .weak)
            .store(in: &cancellables)
        units.assign(to: \.unit, on: self, ownership: .unowned).store(in: &cancellables)
    }
}
