extension ObservableType where Element: RxAbstractInteger {
    /// Sends 0, 1, 2, … every `period`, starting one period after subscription.
    @inlinable public static func interval(_ period: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        timer(period, period: period, scheduler: scheduler)
    }
}
