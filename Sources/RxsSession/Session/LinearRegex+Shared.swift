import RxsScript
import APIClient

extension LinearRegex {
    /// Patterns compiled before, shared by every session of the process: a suite checks the
    /// same few `matches` patterns in every script. A compiled pattern never changes.
    private static let compiled = Guarded<[String: LinearRegex]>([:])
    /// Patterns kept at most; a run with more distinct ones compiles the rest again.
    private static let compiledLimit = 256

    /// `LinearRegex(pattern)`, compiled once per process (a refused pattern is refused each time).
    static func shared(_ pattern: String) throws(Problem) -> LinearRegex {
        if let known = compiled.withLock({ $0[pattern] }) { return known }
        let regex = try LinearRegex(pattern)
        compiled.withLock { compiled in
            if compiled.count >= compiledLimit { compiled.removeAll() }
            compiled[pattern] = regex
        }
        return regex
    }
}
