// RxCocoa, as RxSwift 6.10 ships it: the traits (Driver, Signal, SharedSequence), the control
// bindings (ControlEvent, ControlProperty), `URLSession.rx` and `NotificationCenter.rx`. The
// controls and their `rx` extensions are in rxs's headless UIKit, which product RxCocoa brings
// (as an iOS target gets UIKit without listing it); so are the data-source protocols of table
// and collection views (RxTableViewDataSourceType, …), which need the views.
//
// As on iOS, `import RxCocoa` makes Foundation visible, and RxRelay (RxCocoa re-exports it
// since RxSwift 5). On Linux, URLSession and URLRequest are FoundationNetworking's, not
// Foundation's: it is made visible too, so `URLSession.shared.rx.data(request:)` compiles as on iOS.
@_exported import Foundation
#if canImport(FoundationNetworking)
    @_exported import FoundationNetworking
#endif
@_exported import RxRelay
