// A tree of structs through a protocol that is not class-bound, and an `Any` slot: values are
// copied, never shared, so no cycle of objects can form.
protocol QueryFilter {}

struct ContainsFilter: QueryFilter {
    let inner: QueryFilter
}

struct NotFilter: QueryFilter {
    let inner: QueryFilter
}

struct Command {
    struct Argument {
        let name: String
        let value: Any?
    }
    let args: [Argument]

    func withSelf() -> Argument { Argument(name: "self", value: self) }
}
