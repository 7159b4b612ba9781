import RxCocoa
import RxSwift
import UIKit
import XCTest

/// The proxies an object keeps (`DelegateProxySlots`): one per slot, the first two inline and
/// more in a list; and a table keeping its data source's and its delegate's apart.
final class DelegateProxySlotsTests: XCTestCase {
    private final class Marker {}

    /// Distinct slot keys, as `DelegateProxyType.identifier` gives one per delegate protocol.
    private let keys: [UnsafeRawPointer] = (0..<4).map { UnsafeRawPointer(bitPattern: 0x1000 * ($0 + 1))! }

    func testEachSlotKeepsItsOwnProxyPastTheTwoInline() {
        var slots = DelegateProxySlots()
        let proxies = keys.map { _ in Marker() }
        XCTAssertNil(slots[keys[0]], "an empty object keeps no proxy")
        for (key, proxy) in zip(keys, proxies) { slots[key] = proxy }
        for (key, proxy) in zip(keys, proxies) { XCTAssertTrue(slots[key] === proxy) }
        XCTAssertNil(slots[UnsafeRawPointer(bitPattern: 0x9000)!], "a slot never stored has none")
    }

    func testReplacingAndForgettingChangesOnlyThatSlot() {
        var slots = DelegateProxySlots()
        let proxies = keys.map { _ in Marker() }
        for (key, proxy) in zip(keys, proxies) { slots[key] = proxy }
        let replacement = Marker()
        slots[keys[1]] = replacement
        slots[keys[3]] = replacement
        slots[keys[0]] = nil
        slots[keys[2]] = nil
        XCTAssertNil(slots[keys[0]])
        XCTAssertTrue(slots[keys[1]] === replacement)
        XCTAssertNil(slots[keys[2]])
        XCTAssertTrue(slots[keys[3]] === replacement)
        // A freed inline slot takes the next new proxy; the others keep theirs.
        let newcomer = Marker()
        slots[UnsafeRawPointer(bitPattern: 0x9000)!] = newcomer
        XCTAssertTrue(slots[UnsafeRawPointer(bitPattern: 0x9000)!] === newcomer)
        XCTAssertTrue(slots[keys[1]] === replacement)
        XCTAssertTrue(slots[keys[3]] === replacement)
    }

    func testTheSlotsHoldTheirProxiesStronglyUntilForgotten() {
        var slots = DelegateProxySlots()
        weak var held: Marker?
        do {
            let proxy = Marker()
            held = proxy
            slots[keys[2]] = proxy
        }
        XCTAssertNotNil(held, "kept by the slot")
        slots[keys[2]] = nil
        XCTAssertNil(held, "released when forgotten")
    }

    func testATableKeepsItsDataSourceAndDelegateProxiesApartAndLetsThemGoWithIt() {
        MainActor.assumeIsolated { () -> Void in
            weak var dataSourceProxy: RxTableViewDataSourceProxy?
            weak var delegateProxy: RxScrollViewDelegateProxy?
            do {
                let tableView = UITableView(frame: .zero)
                let bag = DisposeBag()
                Observable.just(["a", "b"]).bind(to: tableView.rx.items(cellIdentifier: "Cell", cellType: UITableViewCell.self)) { _, title, cell in
                    cell.textLabel?.text = title
                }
                .disposed(by: bag)
                tableView.rx.itemSelected.subscribe().disposed(by: bag)
                let dataSource = RxTableViewDataSourceProxy.proxy(for: tableView)
                let delegate = RxScrollViewDelegateProxy.proxy(for: tableView)
                XCTAssertTrue(RxTableViewDataSourceProxy.proxy(for: tableView) === dataSource, "one data-source proxy")
                XCTAssertTrue(RxScrollViewDelegateProxy.proxy(for: tableView) === delegate, "one delegate proxy")
                XCTAssertTrue(tableView.dataSource === dataSource)
                XCTAssertTrue(tableView.delegate === delegate)
                XCTAssertTrue(tableView.delegateProxies[RxTableViewDataSourceProxy.identifier] === dataSource)
                XCTAssertTrue(tableView.delegateProxies[RxScrollViewDelegateProxy.identifier] === delegate)
                XCTAssertEqual(tableView.numberOfRows, 2)
                dataSourceProxy = dataSource
                delegateProxy = delegate
            }
            XCTAssertNil(dataSourceProxy, "the proxies go with their table")
            XCTAssertNil(delegateProxy)
        }
    }
}
