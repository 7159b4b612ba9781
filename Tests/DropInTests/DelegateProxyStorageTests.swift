@testable import RxCocoa
import RxSwift
import UIKit
import XCTest

/// A class of the app's own with a delegate: its proxy lives in `DelegateProxyStorage`'s table.
private protocol KnobDelegate: AnyObject {}

private final class Knob: HasDelegate {
    typealias Delegate = KnobDelegate
    weak var delegate: KnobDelegate?
}

private final class KnobDelegateProxy: DelegateProxy<Knob, KnobDelegate>, DelegateProxyType, KnobDelegate {
    init(knob: Knob) {
        super.init(parentObject: knob, delegateProxy: KnobDelegateProxy.self)
    }

    static func registerKnownImplementations() {
        register { KnobDelegateProxy(knob: $0) }
    }
}

/// Where `DelegateProxyStorage` finds an object's proxy: the same whether the object's class is
/// known where it is asked (as in UIKit's `rx` extensions) or only as `AnyObject`.
final class DelegateProxyStorageTests: XCTestCase {
    func testAViewKeepsItsProxyItselfHoweverItIsAskedFor() {
        MainActor.assumeIsolated { () -> Void in
            let table = UITableView(frame: .zero)
            let proxy = RxTableViewDelegateProxy.proxy(for: table)
            let key = RxTableViewDelegateProxy.identifier
            XCTAssertTrue(table.delegateProxies[key] === proxy, "kept in the view")
            XCTAssertTrue(DelegateProxyStorage.proxy(for: table, key: key) === proxy)
            XCTAssertTrue(DelegateProxyStorage.proxy(for: table as UIScrollView, key: key) === proxy)
            XCTAssertTrue(DelegateProxyStorage.proxy(for: table as AnyObject, key: key) === proxy)
            XCTAssertNil(DelegateProxyStorage.proxy(for: UITableView(frame: .zero) as AnyObject, key: key), "another table has none yet")
        }
    }

    func testAProxyStoredThroughAnyObjectIsKeptInTheView() {
        MainActor.assumeIsolated { () -> Void in
            let scrollView = UIScrollView(frame: .zero)
            let marker = NSObject()
            let key = UnsafeRawPointer(bitPattern: 0x4000)!
            _ = DelegateProxyStorage.proxy(for: scrollView as AnyObject, key: key) { marker }
            XCTAssertTrue(scrollView.delegateProxies[key] === marker)
            XCTAssertTrue(DelegateProxyStorage.proxy(for: scrollView, key: key) === marker)
        }
    }

    /// `proxy(for:)` looks the slot up and fills it with one cast of the object: a slot holding
    /// something not of the proxy's class gets a new proxy, kept from then on.
    func testASlotHoldingAnotherClassGetsANewProxyKeptFromThenOn() {
        MainActor.assumeIsolated { () -> Void in
            let table = UITableView(frame: .zero)
            let key = RxTableViewDelegateProxy.identifier
            let marker = NSObject()
            table.delegateProxies[key] = marker
            let proxy = RxTableViewDelegateProxy.proxy(for: table)
            XCTAssertFalse(proxy === marker)
            XCTAssertTrue(table.delegateProxies[key] === proxy, "kept in the view")
            XCTAssertTrue(table.delegate === proxy, "installed as the delegate")
            XCTAssertTrue(RxTableViewDelegateProxy.proxy(for: table) === proxy, "found again")
        }
    }

    /// Setting and removing a forward delegate sets the proxy again as the delegate (the
    /// delegate it was read as), so the table asks it anew; it stays the delegate throughout.
    func testAForwardDelegateSetAndRemovedLeavesTheProxyTheDelegate() {
        MainActor.assumeIsolated { () -> Void in
            final class Forward: NSObject, UITableViewDelegate {}
            let table = UITableView(frame: .zero)
            let forward = Forward()
            let proxy = RxTableViewDelegateProxy.proxy(for: table)
            let installed = table.rx.setDelegate(forward)
            XCTAssertTrue(table.delegate === proxy)
            XCTAssertTrue(proxy.forwardToDelegate() === forward)
            installed.dispose()
            XCTAssertTrue(table.delegate === proxy)
            XCTAssertNil(proxy.forwardToDelegate())
        }
    }

    func testAnObjectOfTheAppsOwnHasItsProxyInTheTableUntilItGoes() {
        weak var weakProxy: KnobDelegateProxy?
        autoreleasepool {
            let knob = Knob()
            let proxy = KnobDelegateProxy.proxy(for: knob)
            weakProxy = proxy
            let key = KnobDelegateProxy.identifier
            XCTAssertTrue(DelegateProxyStorage.proxy(for: knob, key: key) === proxy)
            XCTAssertTrue(DelegateProxyStorage.proxy(for: knob as AnyObject, key: key) === proxy)
            XCTAssertTrue(knob.delegate === proxy, "installed as the delegate")
            XCTAssertNil(DelegateProxyStorage.proxy(for: Knob(), key: key), "another knob has none yet")
        }
        // The entry of an object gone is dropped at the next store.
        _ = KnobDelegateProxy.proxy(for: Knob())
        XCTAssertNil(weakProxy, "the proxy went with its entry")
    }

    /// `rx.deallocated` and the install's `deallocation(of:)`: a view reports its going, an
    /// object that does not report it never sends.
    func testDeallocationIsReportedByViewsAndNeverByOtherObjects() {
        MainActor.assumeIsolated { () -> Void in
            var events: [String] = []
            autoreleasepool {
                let view = UIView(frame: .zero)
                _ = view.rx.deallocated.subscribe(onNext: { events.append("view next") }, onCompleted: { events.append("view completed") })
                _ = deallocation(of: view).subscribe(onNext: { events.append("of next") })
                let object = NSObject()
                _ = object.rx.deallocated.subscribe(onNext: { events.append("object next") }, onCompleted: { events.append("object completed") })
                _ = deallocation(of: object as AnyObject).subscribe(onNext: { events.append("object of next") })
            }
            XCTAssertEqual(events, ["view next", "of next", "view completed"])
        }
    }

    /// UIKit's `rx` extensions take the path for objects that keep their proxies (no casts);
    /// code generic over the proxy type takes the general one. Either finds or makes the same
    /// proxy, installs it as the delegate once, and keeps the delegate it replaced.
    func testTheKnownClassPathAndTheGenericPathShareOneProxy() {
        MainActor.assumeIsolated { () -> Void in
            func generic<Proxy: DelegateProxyType>(_ type: Proxy.Type, for object: Proxy.ParentObject) -> Proxy {
                Proxy.proxy(for: object)
            }
            let first = UITableView(frame: .zero)
            let viaKnown = RxTableViewDataSourceProxy.proxy(for: first)
            XCTAssertTrue(generic(RxTableViewDataSourceProxy.self, for: first) === viaKnown)
            XCTAssertTrue(first.dataSource === viaKnown)

            let second = UITableView(frame: .zero)
            let forward = ForwardingDataSource()
            second.dataSource = forward
            let viaGeneric = generic(RxTableViewDataSourceProxy.self, for: second)
            XCTAssertTrue(RxTableViewDataSourceProxy.proxy(for: second) === viaGeneric)
            XCTAssertTrue(second.dataSource === viaGeneric)
            XCTAssertTrue(viaGeneric.forwardToDelegate() === forward, "the data source it replaced is forwarded to")
            XCTAssertFalse(viaGeneric === viaKnown)
        }
    }

    /// `rx.items` through the known-class path: the table's rows come from the sequence, and the
    /// binding ends (its data source unregistered) when the table goes.
    func testItemsThroughTheKnownClassPathEndWithTheTable() {
        MainActor.assumeIsolated { () -> Void in
            var table: UITableView? = UITableView(frame: .zero)
            let rows = BehaviorSubject(value: ["a", "b"])
            var disposed = false
            let subscription = rows.do(onDispose: { disposed = true })
                .bind(to: table!.rx.items) { _, _, text in
                    let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
                    cell.textLabel?.text = text
                    return cell
                }
            XCTAssertEqual(table?.numberOfRows(inSection: 0), 2)
            table = nil
            XCTAssertTrue(disposed, "the source's subscription ends when the table is deallocated")
            subscription.dispose()
        }
    }
}

private final class ForwardingDataSource: NSObject, UITableViewDataSource {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 0 }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        UITableViewCell(style: .default, reuseIdentifier: nil)
    }
}
