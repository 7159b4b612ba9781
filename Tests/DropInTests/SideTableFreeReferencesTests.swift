import RxCocoa
import RxSwift
@testable import UIKit
import XCTest

/// References UIKit and RxCocoa hold weakly — a screen's window and parent, a proxy's table, a
/// table's data source and delegate, a proxy's forward delegate, a control's `rx` property and
/// the bindings of a table's proxies — are read through `TryRetainedReference`, not weak
/// references (s52). Each must let its object go as iOS does, and read nil from the moment the
/// object's deinit begins.
final class SideTableFreeReferencesTests: XCTestCase, @unchecked Sendable {
    /// Runs `whenDeiniting` from its own deinit.
    private final class GoingController: UIViewController {
        nonisolated(unsafe) var whenDeiniting: (() -> Void)?
        deinit { whenDeiniting?() }
    }

    private final class Delegate: NSObject, UITableViewDelegate, UITableViewDataSource {
        var heights = 0
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            UITableViewCell(style: .default, reuseIdentifier: nil)
        }
        func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
            heights += 1
            return 10
        }
    }

    @MainActor private func makeWindow() -> _Window {
        _Window(environment: _Environment(mainScheduler: MainScheduler.instance))
    }

    func testAChildDoesNotKeepItsParentAndReadsNoneFromTheParentsDeinit() {
        MainActor.assumeIsolated { () -> Void in
            let child = UIViewController()
            var readInDeinit: UIViewController?? = .none
            var parent: GoingController? = GoingController()
            parent?.addChild(child)
            XCTAssertTrue(child.parent === parent)
            parent?.whenDeiniting = { readInDeinit = .some(child.parent) }
            parent = nil
            XCTAssertEqual(readInDeinit.map { $0 == nil }, true, "the parent's deinit ran and its child read no parent")
            XCTAssertNil(child.parent)
        }
    }

    func testAPushedScreenDoesNotKeepItsNavigationControllerOrWindow() {
        MainActor.assumeIsolated { () -> Void in
            let screen = UIViewController()
            var window: _Window? = makeWindow()
            window?.setRoot(UIViewController())
            window?.navigationStack.pushViewController(screen, animated: false)
            XCTAssertTrue(screen.navigationController === window?.navigationStack)
            XCTAssertTrue(screen._window === window)
            weak let navigation = window?.navigationStack
            weak let application = window?.application
            window = nil
            XCTAssertNil(navigation, "the navigation controller goes with its window, though a screen of it lives")
            XCTAssertNil(screen._window, "the window went, though a screen of it lives")
            XCTAssertNil(screen.navigationController)
            XCTAssertNil(application)
        }
    }

    func testAnApplicationAndAnAlertOutlivingTheirWindowReadNone() {
        MainActor.assumeIsolated { () -> Void in
            var window: _Window? = makeWindow()
            window?.setRoot(UIViewController())
            let application = window?.application
            let alert = UIAlertController(title: "t", message: nil, preferredStyle: .alert)
            XCTAssertEqual(window?.present(alert), true)
            XCTAssertTrue(application?.window === window)
            XCTAssertTrue(alert._window === window)
            weak let gone = window
            window = nil
            XCTAssertNil(gone, "neither the application nor the alert keeps the window")
            XCTAssertNil(application?.window)
            XCTAssertNil(alert._window)
            alert.dismiss(animated: false)
        }
    }

    func testATablesProxiesDoNotKeepItAndReadNoneOnceItGoes() {
        MainActor.assumeIsolated { () -> Void in
            var table: UITableView? = UITableView(frame: .zero)
            let dataSourceProxy = table?.rx.dataSource as? RxTableViewDataSourceProxy
            let delegateProxy = table?.rx.delegate as? RxTableViewDelegateProxy
            XCTAssertTrue(dataSourceProxy?.tableView === table)
            XCTAssertTrue(delegateProxy?.tableView === table)
            XCTAssertTrue(delegateProxy?.scrollView === table)
            weak let gone = table
            table = nil
            XCTAssertNil(gone, "the proxies do not keep their table")
            XCTAssertNotNil(dataSourceProxy)
            XCTAssertNil(dataSourceProxy?.tableView)
            XCTAssertNil(dataSourceProxy?.parentObject)
            XCTAssertNil(delegateProxy?.tableView)
            XCTAssertNil(delegateProxy?.scrollView)
        }
    }

    func testAnItemsBindingAndModelSelectedOutlivingTheirTableDoNothing() {
        MainActor.assumeIsolated { () -> Void in
            var completed = false
            let rows = PublishSubject<[String]>()
            var selected: [String] = []
            var subscriptions: [Disposable] = []
            weak var gone: UITableView?
            autoreleasepool {
                let table = UITableView(frame: .zero)
                gone = table
                subscriptions.append(rows.bind(to: table.rx.items) { _, _, title in
                    let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
                    cell.textLabel?.text = title
                    return cell
                })
                subscriptions.append(table.rx.modelSelected(String.self).subscribe(
                    onNext: { selected.append($0) }, onCompleted: { completed = true }))
                rows.onNext(["a"])
            }
            XCTAssertNil(gone, "neither the binding nor `modelSelected` keeps the table")
            XCTAssertTrue(completed, "the table's events complete as it goes")
            rows.onNext(["b"])
            XCTAssertEqual(selected, [])
            for subscription in subscriptions { subscription.dispose() }
        }
    }

    func testATableKeepsNeitherItsDataSourceNorItsDelegateAndAsksNoneOnceGone() {
        MainActor.assumeIsolated { () -> Void in
            let table = UITableView(frame: .zero)
            var delegate: Delegate? = Delegate()
            table.dataSource = delegate
            table.delegate = delegate
            XCTAssertEqual(table.numberOfRows(inSection: 0), 2)
            XCTAssertTrue(table.tableDelegate === delegate)
            weak let gone = delegate
            delegate = nil
            XCTAssertNil(gone, "the table keeps its data source and delegate weakly")
            XCTAssertNil(table.dataSource)
            XCTAssertNil(table.delegate)
            XCTAssertNil(table.tableDelegate)
            table.reloadData()
            XCTAssertEqual(table.numberOfRows(inSection: 0), 0, "a table with its data source gone has no rows")
        }
    }

    func testAProxyKeepsAWeakForwardDelegateWeaklyAndForwardsNothingOnceItGoes() {
        MainActor.assumeIsolated { () -> Void in
            let table = UITableView(frame: .zero)
            var forward: Delegate? = Delegate()
            let dataSourceSubscription = forward.map { table.rx.setDataSource($0) }
            let delegateSubscription = forward.map { table.rx.setDelegate($0) }
            table.reloadData()
            XCTAssertEqual(table.numberOfRows(inSection: 0), 2)
            XCTAssertGreaterThan(forward?.heights ?? 0, 0, "the table asked the forward delegate its rows' heights")
            weak let gone = forward
            forward = nil
            XCTAssertNil(gone, "the proxies keep their forward delegate weakly")
            XCTAssertNil(table.rx.dataSource.forwardToDelegate())
            XCTAssertNil(table.rx.delegate.forwardToDelegate())
            table.reloadData()
            XCTAssertEqual(table.numberOfRows(inSection: 0), 0)
            dataSourceSubscription?.dispose()
            delegateSubscription?.dispose()
        }
    }

    func testAForwardDelegatesDisposableOutlivingItsTableDoesNothing() {
        MainActor.assumeIsolated { () -> Void in
            var table: UITableView? = UITableView(frame: .zero)
            let forward = Delegate()
            let subscription = table.map { $0.rx.setDataSource(forward) }
            weak let gone = table
            table = nil
            XCTAssertNil(gone, "setting a forward data source does not keep the table")
            subscription?.dispose()
        }
    }

    func testAControlPropertyOutlivingItsControlCompletesAndKeepsNothing() {
        MainActor.assumeIsolated { () -> Void in
            var field: UITextField? = UITextField(frame: .zero)
            field?.text = "a"
            let text = field.map { $0.rx.text }
            var values: [String?] = []
            var completions = 0
            let live = text?.subscribe(onNext: { values.append($0) }, onCompleted: { completions += 1 })
            weak let gone = field
            field = nil
            XCTAssertNil(gone, "a control's property does not keep the control")
            XCTAssertEqual(values, ["a"])
            XCTAssertEqual(completions, 1, "the property completes as its control goes")
            _ = text?.subscribe(onNext: { values.append($0) }, onCompleted: { completions += 1 })
            XCTAssertEqual(values, ["a"], "subscribed after the control went, it sends no value")
            XCTAssertEqual(completions, 2)
            live?.dispose()
        }
    }
}
