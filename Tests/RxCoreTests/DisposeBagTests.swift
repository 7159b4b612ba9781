import RxSwift
import XCTest

/// RxSwift 6's DisposeBag builder syntax and variadic inserts.
final class DisposeBagTests: XCTestCase {
    private var disposed: [String] = []

    private func disposable(_ name: String) -> Disposable {
        Disposables.create { [unowned self] in disposed.append(name) }
    }

    func testBuilderInitDisposesEverythingListedInOrder() {
        var bag: DisposeBag? = DisposeBag {
            disposable("a")
            disposable("b")
            disposable("c")
        }
        XCTAssertEqual(disposed, [])
        _ = bag
        bag = nil
        XCTAssertEqual(disposed, ["a", "b", "c"])
    }

    func testInsertBuilderVariadicAndArray() {
        var bag: DisposeBag? = DisposeBag()
        bag?.insert {
            disposable("a")
            disposable("b")
        }
        bag?.insert(disposable("c"), disposable("d"))
        bag?.insert([disposable("e")])
        bag?.insert(disposable("f"))
        bag = nil
        XCTAssertEqual(disposed, ["a", "b", "c", "d", "e", "f"])
    }

    func testDisposingInits() {
        var first: DisposeBag? = DisposeBag(disposing: disposable("a"), disposable("b"))
        var second: DisposeBag? = DisposeBag(disposing: [disposable("c")])
        _ = (first, second)
        first = nil
        XCTAssertEqual(disposed, ["a", "b"])
        second = nil
        XCTAssertEqual(disposed, ["a", "b", "c"])
    }

    func testSubscriptionsEndWithTheBag() {
        let subject = PublishSubject<Int>()
        var received: [Int] = []
        var bag: DisposeBag? = DisposeBag {
            subject.subscribe(onNext: { received.append($0) })
            subject.map { $0 * 10 }.subscribe(onNext: { received.append($0) })
        }
        subject.onNext(1)
        _ = bag
        bag = nil
        subject.onNext(2)
        XCTAssertEqual(received, [1, 10])
        XCTAssertFalse(subject.hasObservers)
    }

    func testOneAtATimeInsertsPastTheFirstRoomAreDisposedInOrder() {
        var bag: DisposeBag? = DisposeBag()
        let names = (1...9).map { "d\($0)" }
        for name in names { bag?.insert(disposable(name)) }
        XCTAssertEqual(disposed, [])
        _ = bag
        bag = nil
        XCTAssertEqual(disposed, names)
    }
}
