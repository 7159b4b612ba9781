// Deprecated in 0.3: RxCore is now RxSwift (and its relays RxRelay), under RxSwift's own module
// names. This module re-exports them for one release; write `import RxSwift` (and
// `import RxRelay`) instead. See CHANGELOG.md, "Migrating from 0.2".
@_exported import RxRelay
@_exported import RxSwift
