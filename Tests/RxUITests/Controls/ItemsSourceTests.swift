import RxCocoa
import RxSwift
import RxTest
import UIKit
import XCTest

/// Sends its events as given, also after a terminal one (breaking the grammar on purpose).
private final class GrammarBreakingRows<Element>: Observable<Element> {
    private let events: [Event<Element>]

    init(_ events: [Event<Element>]) {
        self.events = events
        super.init()
    }

    override func run(_ observer: @escaping (Event<Element>) -> Void) -> Disposable {
        events.forEach(observer)
        return Disposables.create()
    }
}

/// `rx.items(_:)` binds an array source as it is and any other sequence through `map`: the
/// rows, and the events that reach the table, are the same either way.
final class ItemsSourceTests: XCTestCase, @unchecked Sendable {
    private final class Printed: @unchecked Sendable {
        var text = ""
    }

    @MainActor private func titles(_ tableView: UITableView) -> [String?] {
        (0..<tableView.numberOfRows(inSection: 0)).map {
            tableView.cellForRow(at: IndexPath(row: $0, section: 0))?.textLabel?.text
        }
    }

    @MainActor private func cell(_ tableView: UITableView, _ title: String) -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.textLabel?.text = title
        return cell
    }

    func testATableShowsASequenceThatIsNotAnArray() {
        MainActor.assumeIsolated { () -> Void in
            let tableView = UITableView(frame: .zero)
            let source = PublishSubject<ArraySlice<String>>()
            let subscription = source.bind(to: tableView.rx.items) { tableView, _, title in self.cell(tableView, title) }
            source.onNext(["a", "b", "c"][1...])
            XCTAssertEqual(titles(tableView), ["b", "c"])
            source.onNext([])
            XCTAssertEqual(titles(tableView), [])
            subscription.dispose()
        }
    }

    func testNothingAnArraySourceSendsAfterItCompletedReachesTheTable() {
        MainActor.assumeIsolated { () -> Void in
            let tableView = UITableView(frame: .zero)
            let source = GrammarBreakingRows<[String]>([.next(["a"]), .completed, .next(["b", "c"])])
            let subscription = source.bind(to: tableView.rx.items) { tableView, _, title in self.cell(tableView, title) }
            XCTAssertEqual(titles(tableView), ["a"])
            subscription.dispose()
        }
    }

    func testNothingAnArraySourceSendsAfterItFailedReachesTheCollection() {
        MainActor.assumeIsolated { () -> Void in
            let collectionView = UICollectionView(id: "grid")
            collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Cell")
            let source = GrammarBreakingRows<[String]>([.next(["a"]), .error(RxError.unknown), .next(["b", "c"])])
            let printed = Printed()
            let subscription = SessionContext(scheduler: TestScheduler(initialClock: 0)) { printed.text += $0 }.run {
                source.bind(to: collectionView.rx.items) { collectionView, row, _ in
                    collectionView.dequeueReusableCell(withReuseIdentifier: "Cell", for: IndexPath(item: row, section: 0))
                }
            }
            XCTAssertEqual(collectionView.numberOfItems(inSection: 0), 1)
            XCTAssertEqual(printed.text, "Binding error: \(RxError.unknown)\n")
            subscription.dispose()
        }
    }
}
