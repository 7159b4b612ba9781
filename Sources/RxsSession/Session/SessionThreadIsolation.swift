import RxSwift

/// Runs `body`, which is main-actor isolated, on this thread as it is, without the run-time
/// check `MainActor.assumeIsolated` makes: for code that drives a session from the thread the
/// session was made on. A session's views, controllers and view models are main-actor
/// isolated as UIKit's are on iOS, and a session's thread is its main thread (its objects are
/// made and used there alone; under `rxs test -j` each worker thread has its own sessions), so
/// the isolation holds by construction. While `body` runs the thread counts as the main
/// actor's (`SessionExecutors.drivingSessions`), for the run-time checks Swift 6 makes at the
/// start of main-actor closures handed to the standard library: a worker thread is not the
/// process's main thread.
@inline(__always)
package func onSessionThread<Value, Failure: Error>(_ body: @MainActor () throws(Failure) -> Value) throws(Failure) -> Value {
    let result: Result<Value, Failure> = SessionExecutors.drivingSessions {
        Result { () throws(Failure) -> Value in try withoutIsolationCheck(body) }
    }
    return try result.get()
}
