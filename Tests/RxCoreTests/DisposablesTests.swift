import RxSwift
import XCTest

final class DisposablesTests: XCTestCase {
    func testDisposeBagDisposesEverythingWhenReleased() {
        var disposed: [Int] = []
        var bag: DisposeBag? = DisposeBag()
        for index in 0..<3 {
            Disposables.create { disposed.append(index) }.disposed(by: bag!)
        }
        XCTAssertEqual(disposed, [])
        bag = nil
        XCTAssertEqual(disposed, [0, 1, 2])
    }

    /// A released bag disposes its disposables in the order they were added, and frees them
    /// only after the last was disposed (as RxSwift's, whose array outlives the loop).
    func testAReleasedBagDisposesInOrderBeforeFreeingAny() {
        final class Recorder: Disposable {
            let index: Int
            let log: (String) -> Void
            init(_ index: Int, log: @escaping (String) -> Void) { self.index = index; self.log = log }
            func dispose() { log("disposed \(index)") }
            deinit { log("freed \(index)") }
        }
        var events: [String] = []
        var bag: DisposeBag? = DisposeBag()
        for index in 0..<3 { Recorder(index) { events.append($0) }.disposed(by: bag!) }
        let subject = PublishSubject<Int>()
        subject.subscribe(onNext: { _ in }).disposed(by: bag!)
        XCTAssertTrue(subject.hasObservers)
        bag = nil
        XCTAssertEqual(events, ["disposed 0", "disposed 1", "disposed 2", "freed 0", "freed 1", "freed 2"])
        XCTAssertFalse(subject.hasObservers)
    }

    /// Past the four a bag holds itself, and through each way of adding: still in the order
    /// added, struct disposables among them, and none freed before the last is disposed.
    func testABagOfManyDisposesInOrderBeforeFreeingAny() {
        final class Recorder: Disposable {
            let index: Int
            let log: (String) -> Void
            init(_ index: Int, log: @escaping (String) -> Void) { self.index = index; self.log = log }
            func dispose() { log("disposed \(index)") }
            deinit { log("freed \(index)") }
        }
        struct Mark: Disposable {
            let index: Int
            let log: (String) -> Void
            func dispose() { log("disposed \(index)") }
        }
        var events: [String] = []
        let log: (String) -> Void = { events.append($0) }
        var bag: DisposeBag? = DisposeBag(disposing: Recorder(0, log: log), Mark(index: 1, log: log))
        bag?.insert(Recorder(2, log: log))
        bag?.insert { Recorder(3, log: log); Recorder(4, log: log) }
        bag?.insert([Mark(index: 5, log: log), Recorder(6, log: log)])
        Recorder(7, log: log).disposed(by: bag!)
        XCTAssertEqual(events, [])
        bag = nil
        XCTAssertEqual(events, (0...7).map { "disposed \($0)" } + [0, 2, 3, 4, 6, 7].map { "freed \($0)" })
    }

    func testAnEmptyBagAndABagOfOneGoQuietly() {
        var disposed: [Int] = []
        var empty: DisposeBag? = DisposeBag()
        weak let freedEmpty = empty
        var one: DisposeBag? = DisposeBag()
        Disposables.create { disposed.append(1) }.disposed(by: one!)
        empty = nil
        XCTAssertNil(freedEmpty, "an empty bag is freed")
        XCTAssertEqual(disposed, [])
        one = nil
        XCTAssertEqual(disposed, [1])
    }

    func testReplacingTheBagEndsSubscriptions() {
        let subject = PublishSubject<Int>()
        var received: [Int] = []
        var bag = DisposeBag()
        subject.subscribe(onNext: { received.append($0) }).disposed(by: bag)
        subject.onNext(1)
        bag = DisposeBag()
        subject.onNext(2)
        XCTAssertEqual(received, [1])
        XCTAssertFalse(subject.hasObservers)
        _ = bag
    }

    func testAnonymousDisposableRunsOnce() {
        var count = 0
        let disposable = Disposables.create { count += 1 }
        disposable.dispose()
        disposable.dispose()
        XCTAssertEqual(count, 1)
        XCTAssertTrue(disposable.isDisposed)
    }

    func testCompositeDisposesLateAdditionsAtOnceAndRemovesByKey() {
        var disposed: [String] = []
        let composite = CompositeDisposable()
        let key = composite.insert(Disposables.create { disposed.append("a") })
        composite.insert(Disposables.create { disposed.append("b") })
        XCTAssertEqual(composite.count, 2)
        if let key { composite.remove(for: key) }
        XCTAssertEqual(disposed, ["a"])
        composite.dispose()
        XCTAssertEqual(disposed, ["a", "b"])
        XCTAssertNil(composite.insert(Disposables.create { disposed.append("c") }))
        XCTAssertEqual(disposed, ["a", "b", "c"])
    }

    func testSerialDisposableDisposesThePreviousOne() {
        var disposed: [String] = []
        let serial = SerialDisposable()
        serial.disposable = Disposables.create { disposed.append("first") }
        serial.disposable = Disposables.create { disposed.append("second") }
        XCTAssertEqual(disposed, ["first"])
        serial.dispose()
        serial.disposable = Disposables.create { disposed.append("third") }
        XCTAssertEqual(disposed, ["first", "second", "third"])
    }

    func testSingleAssignmentDisposesALateAssignmentAfterDisposal() {
        var disposed = false
        let single = SingleAssignmentDisposable()
        single.dispose()
        single.setDisposable(Disposables.create { disposed = true })
        XCTAssertTrue(disposed)
    }

    func testNothingIsDeliveredAfterDispose() {
        let subject = PublishSubject<Int>()
        var received: [Int] = []
        let subscription = subject.map { $0 * 2 }.filter { _ in true }.subscribe(onNext: { received.append($0) })
        subject.onNext(1)
        subscription.dispose()
        subject.onNext(2)
        subject.onCompleted()
        XCTAssertEqual(received, [2])
    }

    func testCreateWithAnyNumberOfDisposablesDisposesThemAllInOrder() {
        var disposed: [Int] = []
        let make = { (index: Int) in Disposables.create { disposed.append(index) } }
        let two = Disposables.create(make(1), make(2))
        let three = Disposables.create(make(3), make(4), make(5))
        let five = Disposables.create(make(6), make(7), make(8), make(9), make(10))
        let array = Disposables.create([make(11), make(12)])
        for disposable in [two, three, five, array] {
            XCTAssertFalse(disposable.isDisposed)
            disposable.dispose()
            XCTAssertTrue(disposable.isDisposed)
        }
        XCTAssertEqual(disposed, Array(1...12))
    }

    func testCreateWithTwoDisposesEachOnceInOrderAndLetsThemGo() {
        final class Resource: Disposable {
            let index: Int
            let log: (Int) -> Void
            init(_ index: Int, log: @escaping (Int) -> Void) { self.index = index; self.log = log }
            func dispose() { log(index) }
        }
        var disposed: [Int] = []
        var first: Resource? = Resource(1) { disposed.append($0) }
        weak let weakFirst = first
        let pair = Disposables.create(first!, Resource(2) { disposed.append($0) })
        first = nil
        XCTAssertNotNil(weakFirst)
        pair.dispose()
        pair.dispose()
        XCTAssertTrue(pair.isDisposed)
        XCTAssertEqual(disposed, [1, 2])
        XCTAssertNil(weakFirst)
    }

    func testCompositeInitializersHoldEveryDisposable() {
        var disposed: [Int] = []
        let make = { (index: Int) in Disposables.create { disposed.append(index) } }
        let composites = [
            CompositeDisposable(make(1), make(2)),
            CompositeDisposable(make(3), make(4), make(5)),
            CompositeDisposable(make(6), make(7), make(8), make(9)),
            CompositeDisposable(disposables: [make(10)]),
        ]
        XCTAssertEqual(composites.map(\.count), [2, 3, 4, 1])
        composites.forEach { $0.dispose() }
        XCTAssertEqual(disposed, Array(1...10))
        XCTAssertEqual(composites.map(\.count), [0, 0, 0, 0])
    }
}
