import RxCocoa
import RxSwift
import UIKit
import XCTest

// RxSwift 6.10's public API as libraries and apps call it, spelled as they spell it. That this
// file compiles is the check of the names and shapes; the test runs a few of them.

private struct Failure: Error {}

final class RxSwiftSurfaceTests: XCTestCase {
    func testTheSurfaceCompilesAndRuns() throws {
        let bag = DisposeBag()
        let scheduler = MainScheduler.instance
        let o = Observable.of(1, 2, 3)
        _ = o.amb(Observable<Int>.never())
        _ = o.buffer(timeSpan: .seconds(1), count: 2, scheduler: scheduler)
        _ = o.catch { _ in .empty() }
        _ = o.catchAndReturn(0)
        _ = Observable.catch(sequence: [o, o])
        _ = o.concatMap { Observable.just($0) }
        _ = Observable.concat([o, o])
        _ = Observable.concat(o, o)
        _ = o.debounce(.milliseconds(1), scheduler: scheduler)
        _ = o.debug("x", trimOutput: true)
        _ = o.ifEmpty(default: 0)
        _ = o.ifEmpty(switchTo: .just(1))
        _ = o.delay(.seconds(1), scheduler: scheduler)
        _ = o.delaySubscription(.seconds(1), scheduler: scheduler)
        _ = o.materialize().dematerialize()
        _ = o.distinctUntilChanged()
        _ = o.distinctUntilChanged { $0 % 2 }
        _ = o.distinctUntilChanged(\.bitWidth)
        _ = o.do(onNext: { _ in }, afterNext: { _ in }, onError: { _ in }, afterError: { _ in }, onCompleted: {},
                 afterCompleted: {}, onSubscribe: {}, onSubscribed: {}, onDispose: {})
        _ = o.element(at: 1)
        _ = o.enumerated()
        _ = o.flatMapFirst { Observable.just($0) }
        _ = o.flatMapLatest { Observable.just($0) }
        _ = Observable.from(optional: 1)
        _ = Observable.from([1, 2], scheduler: CurrentThreadScheduler.instance)
        _ = Observable.generate(initialState: 0, condition: { $0 < 3 }, iterate: { $0 + 1 })
        _ = o.groupBy { $0 % 2 }.flatMap { $0.asObservable() }
        _ = o.ignoreElements()
        _ = Observable<Int>.interval(.seconds(1), scheduler: scheduler)
        _ = Observable.merge([o, o])
        _ = Observable.of(o, o).merge(maxConcurrent: 2)
        _ = o.multicast(PublishSubject<Int>())
        _ = o.multicast { PublishSubject<Int>() }
        _ = o.observe(on: scheduler)
        _ = o.publish().refCount()
        _ = Observable.range(start: 0, count: 3)
        _ = o.reduce(0, accumulator: +)
        _ = o.reduce(0, accumulator: +) { $0 * 2 }
        _ = Observable.repeatElement(1).take(2)
        _ = o.replay(1)
        _ = o.replayAll()
        _ = o.retry()
        _ = o.retry(2)
        _ = o.retry { (errors: Observable<Error>) in errors.take(1) }
        _ = o.sample(Observable<Int>.never(), defaultValue: 0)
        _ = o.scan(0, accumulator: +)
        _ = o.scan(into: [Int]()) { $0.append($1) }
        _ = o.share(replay: 1, scope: .whileConnected)
        _ = o.single()
        _ = o.single { $0 == 1 }
        _ = o.skip(1)
        _ = o.skip(.seconds(1), scheduler: scheduler)
        _ = o.skip(while: { $0 < 2 })
        _ = o.skip(until: Observable<Int>.never())
        _ = o.startWith(0)
        _ = o.subscribe(on: scheduler)
        _ = Observable.of(o).switchLatest()
        _ = o.take(1)
        _ = o.take(for: .seconds(1), scheduler: scheduler)
        _ = o.take(until: Observable<Int>.never())
        _ = o.take(until: { $0 > 1 }, behavior: .inclusive)
        _ = o.take(while: { $0 < 2 }, behavior: .exclusive)
        _ = o.takeLast(1)
        _ = o.throttle(.seconds(1), latest: false, scheduler: scheduler)
        _ = o.timeout(.seconds(1), scheduler: scheduler)
        _ = o.timeout(.seconds(1), other: Observable.just(0), scheduler: scheduler)
        _ = Observable<Int>.timer(.seconds(1), period: .seconds(1), scheduler: scheduler)
        _ = o.toArray()
        _ = Observable.using({ BooleanDisposable() }, observableFactory: { _ in Observable.just(1) })
        _ = o.window(timeSpan: .seconds(1), count: 2, scheduler: scheduler)
        _ = o.withLatestFrom(o)
        _ = o.withLatestFrom(o) { $0 + $1 }
        _ = o.withUnretained(self)
        _ = o.withUnretained(self) { $1 }
        _ = Observable.zip(o, o)
        _ = Observable.combineLatest([o, o])
        _ = Observable.combineLatest(o, o) { $0 + $1 }
        _ = o.asSingle()
        _ = o.asMaybe()
        _ = o.ignoreElements().asCompletable()
        _ = o.compactMap { $0 > 1 ? $0 : nil }
        _ = o.first()
        _ = o.subscribe(with: self, onNext: { _, _ in }, onError: { _, _ in }, onCompleted: { _ in }, onDisposed: { _ in })
        _ = o.asInfallible(onErrorJustReturn: 0)
        _ = o.asInfallible(onErrorFallbackTo: .just(0))
        _ = o.asInfallible(onErrorRecover: { _ in .just(0) })

        // Traits.
        _ = Single.just(1).map { $0 + 1 }.flatMap { .just($0) }.flatMapMaybe { Maybe.just($0) }
        _ = Single.just(1).flatMapCompletable { _ in .empty() }
        _ = Single<Int>.create { single in single(.success(1)); return Disposables.create() }
        _ = Maybe<Int>.create { maybe in maybe(.completed); return Disposables.create() }
        _ = Completable.create { completable in completable(.completed); return Disposables.create() }
        _ = Completable.empty().andThen(Single.just(1))
        _ = Completable.zip(Completable.empty(), Completable.empty())
        _ = Single.zip(Single.just(1), Single.just(2))
        _ = Single.just(1).catchAndReturn(0).retry(1).timeout(.seconds(1), scheduler: scheduler)
        _ = Single.just(1).subscribe(onSuccess: { _ in }, onFailure: { _ in }, onDisposed: {})
        _ = Maybe.just(1).subscribe(onSuccess: { _ in }, onError: { _ in }, onCompleted: {}, onDisposed: {})
        _ = Completable.empty().subscribe(onCompleted: {}, onError: { _ in }, onDisposed: {})
        _ = Single.just(1).asObservable()
        _ = Single.just(1).asCompletable()
        _ = Single.just(1).asMaybe()
        _ = Infallible.just(1).subscribe(with: self, onNext: { _, _ in }, onCompleted: { _ in }, onDisposed: { _ in })
        _ = Infallible<Int>.create { observer in observer(.next(1)); return Disposables.create() }
        _ = Infallible.combineLatest(Infallible.just(1), Infallible.just(2))

        // Subjects, disposables, schedulers, errors.
        let subject = BehaviorSubject(value: 1)
        XCTAssertEqual(try subject.value(), 1)
        _ = AsyncSubject<Int>()
        _ = ReplaySubject<Int>.create(bufferSize: 1)
        let composite = CompositeDisposable()
        _ = composite.insert(Disposables.create())
        let serial = SerialDisposable()
        serial.disposable = Disposables.create()
        _ = RefCountDisposable(disposable: Disposables.create()).retain()
        _ = ScheduledDisposable(scheduler: scheduler, disposable: Disposables.create())
        _ = BooleanDisposable()
        bag.insert(Disposables.create(), Disposables.create())
        bag.insert([Disposables.create()])
        _ = DisposeBag(disposing: Disposables.create())
        _ = ConcurrentMainScheduler.instance
        _ = MainScheduler.asyncInstance
        _ = SerialDispatchQueueScheduler(qos: .default)
        _ = ConcurrentDispatchQueueScheduler(qos: .background)
        _ = OperationQueueScheduler(operationQueue: OperationQueue())
        _ = HistoricalScheduler(initialClock: Date(timeIntervalSince1970: 0))
        _ = CurrentThreadScheduler.isScheduleRequired
        let errors: [RxError] = [.unknown, .overflow, .argumentOutOfRange, .noElements, .moreThanOneElement,
                                 .timeout, .disposed(object: self)]
        XCTAssertEqual(errors.count, 7)
        Hooks.recordCallStackOnError = false
        _ = Hooks.defaultErrorHandler
        _ = Event<Int>.next(1).element
        _ = Event<Int>.completed.isStopEvent
        _ = AnyObserver<Int> { _ in }.mapObserver { (text: String) in text.count }

        // RxCocoa.
        let relay = BehaviorRelay(value: 1)
        _ = relay.asDriver()
        _ = PublishRelay<Int>().asSignal()
        _ = o.asDriver(onErrorDriveWith: .empty())
        _ = o.asDriver(onErrorRecover: { _ in .empty() })
        _ = o.asSignal(onErrorJustReturn: 0)
        let driver = Driver.just(1)
        _ = driver.drive(with: self, onNext: { _, _ in }, onCompleted: { _ in }, onDisposed: { _ in })
        _ = driver.drive(relay)
        _ = driver.asSignal(onErrorJustReturn: 0).emit(to: relay)
        _ = Signal.just(1).emit(with: self, onNext: { _, _ in })
        _ = driver.flatMapLatest { Driver.just($0) }.flatMapFirst { Driver.just($0) }
        _ = Driver.combineLatest(driver, driver) { $0 + $1 }
        _ = Driver.merge(driver, driver)
        _ = Driver<Int>.interval(.seconds(1))
        _ = driver.withLatestFrom(driver)
        _ = driver.scan(0, accumulator: +).startWith(0).distinctUntilChanged().debounce(.seconds(1)).throttle(.seconds(1))
        _ = ControlEvent<Void>(events: Observable.just(())).asDriver()
        _ = ControlEvent<Void>(events: Observable.just(())).asSignal()
        var values: [Int] = []
        o.subscribe(onNext: { values.append($0) }).disposed(by: bag)
        XCTAssertEqual(values, [1, 2, 3])
    }
}

/// RxSwift's deprecated spellings, which older libraries still call; deprecated here too.
final class RxSwiftDeprecatedSurfaceTests: XCTestCase {
    @available(*, deprecated)
    func testDeprecatedSpellingsCompile() {
        let scheduler = MainScheduler.instance
        let o = Observable.of(1, 2, 3)
        _ = o.catchError { _ in .empty() }
        _ = o.catchErrorJustReturn(0)
        _ = o.elementAt(1)
        _ = o.observeOn(scheduler)
        _ = o.subscribeOn(scheduler)
        _ = o.takeUntil(Observable<Int>.never())
        _ = o.skipWhile { $0 < 2 }
        _ = o.takeWhile { $0 < 2 }
        _ = o.skipUntil(Observable<Int>.never())
        _ = o.retryWhen { (errors: Observable<Error>) in errors }
        _ = o.flatMapLatest { Observable.just($0) }
        _ = Completable.merge(Completable.empty(), Completable.empty())
        _ = Single.just(1).subscribe(onSuccess: { _ in }, onError: { _ in })
        _ = Observable<Int>.from(optional: nil)
        var seen: [Int] = []
        _ = Completable.merge([Completable.empty()]).subscribe(onCompleted: { seen.append(0) })
        XCTAssertEqual(seen, [0])
    }
}
