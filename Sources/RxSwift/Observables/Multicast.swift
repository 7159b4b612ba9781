extension ObservableType {
    /// Per subscription: makes a subject, lets `selector` build a sequence on the subject
    /// (shared by everything inside it), subscribes to it, then connects the subject to this
    /// sequence.
    @inlinable public func multicast<Subject: SubjectType, Result>(
        _ subjectSelector: @escaping () throws -> Subject,
        selector: @escaping (Observable<Subject.Element>) throws -> Observable<Result>
    ) -> Observable<Result> where Subject.Observer.Element == Element {
        let source = asObservable()
        return Producer { observer in
            let sink = Sink(observer: consume observer)
            do {
                let subject = try subjectSelector()
                let connectable = ConnectableObservable(source: source, makeSubject: { subject })
                let subscription = try selector(connectable.asObservable()).run(sink.forwardEvent)
                sink.setUpstream(Disposables.create(subscription, connectable.connect()))
            } catch {
                sink.forwardError(error)
            }
            return sink
        }
    }

    /// Shares one subscription through `subject`, once `connect()` is called. The same subject
    /// serves every connection, so after it terminates late subscribers get its terminal event.
    @inlinable public func multicast<Subject: SubjectType>(_ subject: Subject) -> ConnectableObservable<Subject.Element>
    where Subject.Observer.Element == Element {
        ConnectableObservable(source: asObservable(), makeSubject: { subject })
    }

    /// Shares one subscription through a subject made by `makeSubject`, once `connect()` is
    /// called; each new connection after the previous one ended gets a fresh subject.
    @inlinable public func multicast<Subject: SubjectType>(
        makeSubject: @escaping () -> Subject
    ) -> ConnectableObservable<Subject.Element> where Subject.Observer.Element == Element {
        ConnectableObservable(source: asObservable(), makeSubject: makeSubject)
    }
}
