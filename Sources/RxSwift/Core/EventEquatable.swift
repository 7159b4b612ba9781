extension Event: Equatable where Element: Equatable {
    /// Errors are equal when they print the same, as there is no general error equality.
    @inlinable public static func == (lhs: Event<Element>, rhs: Event<Element>) -> Bool {
        switch (lhs, rhs) {
        case (.next(let left), .next(let right)): return left == right
        case (.completed, .completed): return true
        case (.error(let left), .error(let right)): return String(reflecting: left) == String(reflecting: right)
        default: return false
        }
    }
}
