/// `body`, which is main-actor isolated, run on this thread as it is, without the run-time
/// check `MainActor.assumeIsolated` makes: for code that knows this thread is the main actor's
/// (a session's thread driving it, `onSessionThread`) or runs where the last reference to a
/// main-actor object went (a view controller's or a session's `deinit`, on the thread that
/// used it). A synchronous function's global actor does not change how it is called: the same
/// function value, called as a plain one.
@inline(__always)
package func withoutIsolationCheck<Value, Failure: Error>(
    _ body: @MainActor () throws(Failure) -> Value
) throws(Failure) -> Value {
    try withoutActuallyEscaping(body) { (isolated) throws(Failure) -> Value in
        try unsafeBitCast(isolated, to: (() throws(Failure) -> Value).self)()
    }
}
