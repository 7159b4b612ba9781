import RxCocoa
import RxSwift
import XCTest

// Two delegate protocols of this test's alone (two proxy slots), fresh whatever ran before.
private protocol DialDelegate: AnyObject {}
private protocol DialDataSource: AnyObject {}

private class Dial: HasDelegate, HasDataSource {
    typealias Delegate = DialDelegate
    typealias DataSource = DialDataSource
    weak var delegate: DialDelegate?
    weak var dataSource: DialDataSource?
}

private final class DimmerDial: Dial {}

private class DialDelegateProxy: DelegateProxy<Dial, DialDelegate>, DelegateProxyType, DialDelegate {
    init(dial: Dial) {
        super.init(parentObject: dial, delegateProxy: DialDelegateProxy.self)
    }

    static func registerKnownImplementations() {
        register { DialDelegateProxy(dial: $0) }
        register { (dimmer: DimmerDial) -> DialDelegateProxy in DimmerDialDelegateProxy(dial: dimmer) }
    }
}

private final class DimmerDialDelegateProxy: DialDelegateProxy {}

private final class DialDataSourceProxy: DelegateProxy<Dial, DialDataSource>, DelegateProxyType, DialDataSource {
    init(dial: Dial) {
        super.init(parentObject: dial, delegateProxy: DialDataSourceProxy.self)
    }

    static func registerKnownImplementations() {
        register { DialDataSourceProxy(dial: $0) }
    }
}

/// The factory found for a slot and a class is remembered (`DelegateProxyFactories.make`):
/// each slot and class still gets its own, and a slot first used after another slot remembered
/// a factory for the same class still registers its known implementations.
final class DelegateProxyFactoryMemoryTests: XCTestCase {
    func testEachSlotAndClassGetsItsOwnFactoryTimeAfterTime() {
        for _ in 0..<3 {
            let plain = Dial()
            let dimmer = DimmerDial()
            let dimmerProxy = DialDelegateProxy.proxy(for: dimmer)
            let plainProxy = DialDelegateProxy.proxy(for: plain)
            XCTAssertTrue(dimmerProxy is DimmerDialDelegateProxy)
            XCTAssertFalse(plainProxy is DimmerDialDelegateProxy)
            // The data-source slot, first used here for classes the delegate slot remembers.
            let dataSourceProxy = DialDataSourceProxy.proxy(for: dimmer)
            XCTAssertTrue(dimmer.dataSource === dataSourceProxy)
            XCTAssertTrue(dimmer.delegate === dimmerProxy)
            XCTAssertTrue(plain.delegate === plainProxy)
            XCTAssertTrue(DialDataSourceProxy.proxy(for: plain) !== dataSourceProxy)
        }
    }
}
