// Deprecated in 0.3: RxFoundation's operators and OperationQueueScheduler are in RxSwift, as
// in RxSwift 6.10. This module re-exports it for one release; write `import RxSwift`.
@_exported import RxSwift
