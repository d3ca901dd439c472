/// What a command keeps until the process exits instead of freeing it: the model and graph of a big
/// tree are millions of small objects, and releasing them one by one just before `exit` cost a
/// fraction of a second that the system's unmapping of the whole heap does not.
enum ProcessLifetime {
    private final class Kept<Value> {
        let value: Value
        init(_ value: Value) { self.value = value }
    }

    /// Never released: only for what lives until `exit` anyway.
    static func keep<Value>(_ value: Value) {
        _ = Unmanaged.passRetained(Kept(value))
    }
}
