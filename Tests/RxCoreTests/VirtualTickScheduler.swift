import RxSwift

/// The sessions' scheduler (RxUI's `VirtualTickScheduler`), named here without loading RxUI.
typealias VirtualTickScheduler = VirtualTimeScheduler<_VirtualTickConverter>
