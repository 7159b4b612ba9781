// RxSwift 6 still compiles the old unlabelled optional forms of `from`, deprecated because an
// implicit conversion to optional made them clash with `from(_:)` for sequences.

extension ObservableType {
    @available(*, deprecated, message: "Implicit conversions from any type to optional type are allowed and that is causing issues with `from` operator overloading.", renamed: "from(optional:)")
    @inlinable public static func from(_ optional: Element?) -> Observable<Element> {
        from(optional: optional)
    }

    @available(*, deprecated, message: "Implicit conversions from any type to optional type are allowed and that is causing issues with `from` operator overloading.", renamed: "from(optional:scheduler:)")
    @inlinable public static func from(_ optional: Element?, scheduler: ImmediateSchedulerType) -> Observable<Element> {
        from(optional: optional, scheduler: scheduler)
    }
}
