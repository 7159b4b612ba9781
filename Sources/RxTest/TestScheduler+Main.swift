import RxMarbles
import RxSwift

extension TestScheduler {
    /// Runs `body` with this scheduler standing in for the main thread's schedulers, as an rxs
    /// session's clock does: `MainScheduler.instance`, `MainScheduler.asyncInstance`,
    /// `ConcurrentMainScheduler.instance` and the dispatch-queue schedulers schedule on this
    /// scheduler while `body` runs (and while work it scheduled runs, when `body` starts the
    /// scheduler). So a ViewModel that uses `MainScheduler.instance` directly, as iOS code does,
    /// is tested in virtual time without being changed. `print` still goes to standard output.
    public func runAsMainScheduler<Result>(_ body: () -> Result) -> Result {
        SessionContext(scheduler: self) { Swift.print($0, terminator: "") }.run(body)
    }
}
