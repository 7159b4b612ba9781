import RxCocoa
import RxSwift
import UIKit
import XCTest

/// As RxCocoa tests `UITabBar+Rx`: call the delegate method, see the element; the events
/// complete when the tab bar goes.
final class UITabBarRxTests: XCTestCase, @unchecked Sendable {
    private let items = [UITabBarItem(tabBarSystemItem: .featured, tag: 0), UITabBarItem(title: "Mine", image: nil, tag: 1)]

    func testItemsAndSelectedItem() {
        MainActor.assumeIsolated { () -> Void in
            let tabBar = UITabBar(frame: .zero)
            XCTAssertNil(tabBar.selectedItem)
            tabBar.setItems(items, animated: false)
            tabBar.selectedItem = items[1]
            XCTAssertTrue(tabBar.selectedItem === items[1])
            XCTAssertEqual(tabBar._elementSnapshot().properties["segments"], .string("Featured|Mine"))
            XCTAssertEqual(tabBar._elementSnapshot().properties["title"], .string("Mine"))
            tabBar.selectedItem = UITabBarItem()
            XCTAssertNil(tabBar.selectedItem, "an item not in the bar selects none")
        }
    }

    func testDidSelectItem() {
        MainActor.assumeIsolated { () -> Void in
            let tabBar = UITabBar()
            var selected: [UITabBarItem] = []
            let subscription = tabBar.rx.didSelectItem.subscribe(onNext: { selected.append($0) })
            tabBar.delegate!.tabBar!(tabBar, didSelect: items[1])
            XCTAssertEqual(selected.map(\.tag), [1])
            subscription.dispose()
        }
    }

    func testCustomizingEvents() {
        MainActor.assumeIsolated { () -> Void in
            let tabBar = UITabBar(frame: .zero)
            var events: [String] = []
            let bag = DisposeBag()
            tabBar.rx.willBeginCustomizing.subscribe(onNext: { events.append("willBegin \($0.count)") }).disposed(by: bag)
            tabBar.rx.didBeginCustomizing.subscribe(onNext: { events.append("didBegin \($0.count)") }).disposed(by: bag)
            tabBar.rx.willEndCustomizing.subscribe(onNext: { events.append("willEnd \($0.0.count) \($0.1)") }).disposed(by: bag)
            tabBar.rx.didEndCustomizing.subscribe(onNext: { events.append("didEnd \($0.0.count) \($0.1)") }).disposed(by: bag)
            tabBar.delegate!.tabBar!(tabBar, willBeginCustomizing: items)
            tabBar.delegate!.tabBar!(tabBar, didBeginCustomizing: items)
            tabBar.delegate!.tabBar!(tabBar, willEndCustomizing: items, changed: true)
            tabBar.delegate!.tabBar!(tabBar, didEndCustomizing: [items[0]], changed: false)
            XCTAssertEqual(events, ["willBegin 2", "didBegin 2", "willEnd 2 true", "didEnd 1 false"])
        }
    }

    func testTheAppsDelegateStillHearsThroughTheProxy() {
        MainActor.assumeIsolated { () -> Void in
            final class Listener: UITabBarDelegate {
                var tags: [Int] = []
                func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem) { tags.append(item.tag) }
            }
            let tabBar = UITabBar(frame: .zero)
            let listener = Listener()
            var selected = 0
            let bag = DisposeBag()
            tabBar.rx.setDelegate(listener).disposed(by: bag)
            tabBar.rx.didSelectItem.subscribe(onNext: { _ in selected += 1 }).disposed(by: bag)
            tabBar.delegate?.tabBar(tabBar, didSelect: items[0])
            XCTAssertEqual(listener.tags, [0])
            XCTAssertEqual(selected, 1)
        }
    }

    func testEventsCompleteWhenTheTabBarGoes() {
        MainActor.assumeIsolated { () -> Void in
            var completed: [String] = []
            autoreleasepool {
                var tabBar: UITabBar? = UITabBar(frame: .zero)
                _ = tabBar?.rx.didSelectItem.subscribe(onCompleted: { completed.append("didSelectItem") })
                _ = tabBar?.rx.willBeginCustomizing.subscribe(onCompleted: { completed.append("willBegin") })
                _ = tabBar?.rx.didEndCustomizing.subscribe(onCompleted: { completed.append("didEnd") })
                tabBar = nil
            }
            XCTAssertEqual(completed.sorted(), ["didEnd", "didSelectItem", "willBegin"])
        }
    }
}
