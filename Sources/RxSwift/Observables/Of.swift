extension ObservableType {
    /// The given elements, one scheduled action each on `scheduler`, then completion.
    @inlinable public static func of(_ elements: Element...,
                          scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance) -> Observable<Element> {
        from(elements, scheduler: scheduler)
    }
}
