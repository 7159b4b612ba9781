/// What `slot` holds, made by `make` and kept there first when it holds nothing: for settings
/// most objects never set, kept as an optional until then.
func madeOnFirstRead<Value>(_ slot: inout Value?, _ make: () -> Value) -> Value {
    if let value = slot { return value }
    let made = make()
    slot = made
    return made
}
