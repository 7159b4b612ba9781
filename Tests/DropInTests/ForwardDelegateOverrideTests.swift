import RxCocoa
import RxSwift
import UIKit
import XCTest

private final class RowsSource: NSObject, UITableViewDataSource {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        UITableViewCell(style: .default, reuseIdentifier: nil)
    }
}

private final class ItemsSource: NSObject, UICollectionViewDataSource {
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 2 }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        UICollectionViewCell(frame: .zero)
    }
}

private final class TableDelegate: NSObject, UITableViewDelegate {}
private final class CollectionDelegate: NSObject, UICollectionViewDelegate {}

/// UIKit's table and collection proxies set their forward delegate through
/// `_setForwardToDelegate` (not `super`): kept strongly or weakly as asked, replaced, cleared.
final class ForwardDelegateOverrideTests: XCTestCase, @unchecked Sendable {
    private func checkForwarding<Proxy: DelegateProxy<Parent, Delegate>, Parent, Delegate>(
        _ proxy: Proxy, make: () -> Delegate, line: UInt = #line
    ) {
        weak var weakRetained: AnyObject?
        autoreleasepool {
            let retained = make()
            weakRetained = retained as AnyObject
            proxy.setForwardToDelegate(retained, retainDelegate: true)
        }
        XCTAssertNotNil(weakRetained, "kept strongly", line: line)
        XCTAssertTrue(proxy.forwardToDelegate().map { $0 as AnyObject } === weakRetained, line: line)
        weak var weakHeld: AnyObject?
        autoreleasepool {
            let held = make()
            weakHeld = held as AnyObject
            proxy.setForwardToDelegate(held, retainDelegate: false)
            XCTAssertNil(weakRetained, "replaced, let go", line: line)
            XCTAssertTrue(proxy.forwardToDelegate().map { $0 as AnyObject } === weakHeld, line: line)
        }
        XCTAssertNil(weakHeld, "kept weakly", line: line)
        XCTAssertNil(proxy.forwardToDelegate(), line: line)
        let last = make()
        proxy.setForwardToDelegate(last, retainDelegate: true)
        proxy.setForwardToDelegate(nil, retainDelegate: true)
        XCTAssertNil(proxy.forwardToDelegate(), line: line)
    }

    func testTheTableProxiesKeepAndLetGoOfTheirForwardDelegates() {
        MainActor.assumeIsolated { () -> Void in
            let table = UITableView(frame: .zero)
            checkForwarding(RxTableViewDataSourceProxy.proxy(for: table)) { RowsSource() as UITableViewDataSource }
            checkForwarding(RxTableViewDelegateProxy(tableView: table)) { TableDelegate() as UIScrollViewDelegate }
        }
    }

    func testTheCollectionProxiesKeepAndLetGoOfTheirForwardDelegates() {
        MainActor.assumeIsolated { () -> Void in
            let collection = UICollectionView(frame: .zero)
            checkForwarding(RxCollectionViewDataSourceProxy.proxy(for: collection)) {
                ItemsSource() as UICollectionViewDataSource
            }
            checkForwarding(RxCollectionViewDelegateProxy(collectionView: collection)) {
                CollectionDelegate() as UIScrollViewDelegate
            }
        }
    }

    /// A table answers from the data source forwarded to while it lives, and has no rows after.
    func testATableAnswersFromItsForwardedDataSourceWhileItLives() {
        MainActor.assumeIsolated { () -> Void in
            let table = UITableView(frame: .zero)
            let proxy = RxTableViewDataSourceProxy.proxy(for: table)
            autoreleasepool {
                let source = RowsSource()
                proxy.setForwardToDelegate(source, retainDelegate: false)
                XCTAssertEqual(proxy.tableView(table, numberOfRowsInSection: 0), 3)
            }
            XCTAssertEqual(proxy.tableView(table, numberOfRowsInSection: 0), 0)
        }
    }
}
