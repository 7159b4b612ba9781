import RxCore
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
}
