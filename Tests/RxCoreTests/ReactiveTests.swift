import RxSwift
import XCTest

private final class Thing: ReactiveCompatible {
    var title = ""
    var count: Int?
}

private struct Value: ReactiveCompatible {
    let name: String
}

extension Reactive where Base == Value {
    fileprivate var shout: String { base.name.uppercased() }
}

final class ReactiveTests: XCTestCase {
    func testDynamicMembersAreBindersForWritableProperties() {
        let thing = Thing()
        let title: Binder<String> = thing.rx.title
        Observable.of("a", "b").subscribe(title).dispose()
        XCTAssertEqual(thing.title, "b")
        Observable.just(3).subscribe(thing.rx.count).dispose()
        XCTAssertEqual(thing.count, 3)
    }

    func testInstanceAndStaticNamespaces() {
        let value = Value(name: "v")
        XCTAssertEqual(value.rx.base.name, "v")
        XCTAssertTrue(Value.rx == Reactive<Value>.self)
        XCTAssertTrue(Reactive(Thing()).base.title.isEmpty)
    }

    func testExtensionsOnTheNamespace() {
        XCTAssertEqual(Value(name: "name").rx.shout, "NAME")
    }
}
