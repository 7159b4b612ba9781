// RxCocoa, as RxSwift 6.10 ships it: the traits (Driver, Signal, SharedSequence), the control
// bindings (ControlEvent, ControlProperty), the data-source protocols of table and collection
// views, and the `rx` extensions (those of the controls are declared with the controls in
// RxUI, rxs's headless UIKit; `URLSession.rx` and `NotificationCenter.rx` are here).
//
// The types live in RxUI, rxs's own module, because the headless controls and the session's
// window are built on them; this module names exactly RxCocoa's public names, so `RxCocoa.Driver`
// resolves and a file importing RxCocoa with a community library (RxDataSources, Action,
// RxSwiftExt) sees no name of rxs's own. As on iOS, `import RxCocoa` makes Foundation visible,
// and RxRelay (RxCocoa re-exports it since RxSwift 5).
@_exported import Foundation
@_exported import RxRelay
import RxUI

public typealias SharedSequence = RxUI.SharedSequence
public typealias SharedSequenceConvertibleType = RxUI.SharedSequenceConvertibleType
public typealias SharingStrategyProtocol = RxUI.SharingStrategyProtocol
public typealias SharingScheduler = RxUI.SharingScheduler
public typealias Driver = RxUI.Driver
public typealias DriverSharingStrategy = RxUI.DriverSharingStrategy
public typealias Signal = RxUI.Signal
public typealias SignalSharingStrategy = RxUI.SignalSharingStrategy

public typealias ControlEvent = RxUI.ControlEvent
public typealias ControlEventType = RxUI.ControlEventType
public typealias ControlProperty = RxUI.ControlProperty
public typealias ControlPropertyType = RxUI.ControlPropertyType

public typealias RxTableViewDataSourceType = RxUI.RxTableViewDataSourceType
public typealias RxCollectionViewDataSourceType = RxUI.RxCollectionViewDataSourceType
public typealias SectionedViewDataSourceType = RxUI.SectionedViewDataSourceType
