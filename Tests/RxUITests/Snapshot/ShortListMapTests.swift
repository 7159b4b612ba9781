import RxSwift
@testable import UIKit
import XCTest

/// The snapshot's short lists made as literals: the same elements in the same order as `map`,
/// each transformed once and in turn, at every length up to and past the literals' three.
final class ShortListMapTests: XCTestCase {
    func testEveryLengthGivesWhatMapGivesTransformingEachInTurn() {
        for count in 0...6 {
            let items = Array(0..<count)
            var seen: [Int] = []
            let mapped = _mapShortList(items) { item -> String in
                seen.append(item)
                return "#\(item)"
            }
            XCTAssertEqual(mapped, items.map { "#\($0)" }, "\(count) items")
            XCTAssertEqual(seen, items, "\(count) items")
        }
    }

    func testAWindowsSnapshotListsEachScreenOfItsStackInOrder() {
        MainActor.assumeIsolated { () -> Void in
            let window = _Window(environment: _Environment(mainScheduler: VirtualTimeScheduler()))
            let controllers = (0..<5).map { index -> UIViewController in
                let controller = UIViewController()
                controller.title = "screen \(index)"
                return controller
            }
            for count in 1...5 {
                window.setRoot(controllers[0])
                window.navigationStack.setViewControllers(Array(controllers.prefix(count)), animated: false)
                XCTAssertEqual(window.snapshot().screens.map(\.title), (0..<count).map { "screen \($0)" })
            }
        }
    }

    func testAScreensSnapshotListsEachOfItsElementsInOrder() {
        MainActor.assumeIsolated { () -> Void in
            for count in 0...5 {
                let window = _Window(environment: _Environment(mainScheduler: VirtualTimeScheduler()))
                let controller = UIViewController()
                for element in 0..<count {
                    controller.view.addSubview(UILabel(id: "label\(element)"))
                }
                window.setRoot(controller)
                XCTAssertEqual(window.snapshot().top?.elements.map(\.id), (0..<count).map { "label\($0)" })
            }
        }
    }
}
