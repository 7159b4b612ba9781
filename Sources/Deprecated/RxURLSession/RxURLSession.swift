// Deprecated in 0.3: `URLSession.rx` is in RxCocoa, as in RxSwift 6.10. This module re-exports
// it for one release; write `import RxCocoa`.
@_exported import RxCocoa
