/// `body` run as it is, without a run-time isolation check: for a `deinit` of a main-actor
/// class (a view controller, a session), which runs where the last reference went — the
/// thread that used the object, its main thread (a session's, or the process's).
@inline(__always)
package func withoutIsolationCheck(_ body: @MainActor () -> Void) {
    withoutActuallyEscaping(body) { isolated in unsafeBitCast(isolated, to: (() -> Void).self)() }
}
