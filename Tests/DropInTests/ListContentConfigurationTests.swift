import RxCocoa
import RxSwift
@testable import UIKit
import XCTest

/// A data source as iOS 14 code writes one: each row a list content configuration.
private final class SettingsDataSource: NSObject, UITableViewDataSource {
    var items = [("Notifications", "On"), ("Privacy", "")]

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { items.count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = items[indexPath.row].0
        content.secondaryText = items[indexPath.row].1
        content.image = UIImage(systemName: "gear")
        content.textProperties.color = .label
        cell.contentConfiguration = content
        return cell
    }
}

final class ListContentConfigurationTests: XCTestCase {
    func testAListConfigurationShowsInTheRowAsACellsLabelsDo() {
        MainActor.assumeIsolated { () -> Void in
            let table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
            let dataSource = SettingsDataSource()
            table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
            table.dataSource = dataSource
            XCTAssertEqual(table._elementSnapshot().rows, [
                _RowSnapshot(title: "Notifications", subtitle: "On", image: "gear"),
                _RowSnapshot(title: "Privacy", image: "gear"),
            ], "the configuration's text, secondary text and image are the row's title, subtitle and image")
            dataSource.items[0].1 = "Off"
            table.reloadData()
            XCTAssertEqual(table._elementSnapshot().rows.first?.subtitle, "Off", "a reused cell shows its new configuration")
            let cell = table.cellForRow(at: IndexPath(row: 0, section: 0))
            XCTAssertEqual(cell?.contentView.subviews.filter { $0 is UIListContentView }.count, 1,
                           "setting a list configuration again updates the view it made")
            XCTAssertEqual((cell?.contentConfiguration as? UIListContentConfiguration)?.text, "Notifications")
        }
    }

    func testAPlainCellWithAConfigurationAndNilRemovesIt() {
        MainActor.assumeIsolated { () -> Void in
            let cell = UITableViewCell()
            var content = cell.defaultContentConfiguration()
            content.text = "Hello"
            cell.contentConfiguration = content
            XCTAssertEqual(cell._rowSnapshot().title, "Hello")
            cell.contentConfiguration = nil
            XCTAssertNil(cell.contentConfiguration)
            XCTAssertEqual(cell._rowSnapshot(), _RowSnapshot(), "a nil configuration takes its view away")
        }
    }

    func testAButtonConfigurationsTitleImageAndColourAreTheButtons() {
        MainActor.assumeIsolated { () -> Void in
            var configuration = UIButton.Configuration.filled()
            configuration.title = "Sign out"
            configuration.image = UIImage(systemName: "power")
            configuration.baseForegroundColor = .white
            var taps = 0
            let button = UIButton(configuration: configuration, primaryAction: UIAction(title: "Ignored") { _ in taps += 1 })
            XCTAssertEqual(button.currentTitle, "Sign out", "the configuration's title is the button's, before the action's")
            XCTAssertEqual(button.currentImage, UIImage(systemName: "power"))
            XCTAssertEqual(button.currentTitleColor, .white)
            button.sendActions(for: .primaryActionTriggered)
            XCTAssertEqual(taps, 1, "the primary action runs on a tap")
            button.configurationUpdateHandler = { button in button.configuration?.title = button.isEnabled ? "On" : "Off" }
            button.isEnabled = false
            button.setNeedsUpdateConfiguration()
            XCTAssertEqual(button.configuration?.title, "Off")
            XCTAssertEqual(button.title(for: .normal), "Off", "a changed configuration shows at once")
        }
    }

    func testTheKeyboardGuideLiesAlongTheBottomAndFeedbackDoesNothing() {
        MainActor.assumeIsolated { () -> Void in
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
            let guide = view.keyboardLayoutGuide
            XCTAssertTrue(view.keyboardLayoutGuide === guide, "one keyboard guide a view")
            XCTAssertEqual(guide.layoutFrame, CGRect(x: 0, y: 844, width: 390, height: 0),
                           "with no keyboard the guide is the view's bottom edge, as iOS's while the keyboard is hidden")
            let constraint = view.keyboardLayoutGuide.topAnchor.constraint(equalTo: view.bottomAnchor)
            constraint.isActive = true
            XCTAssertTrue(constraint.isActive)
            UIImpactFeedbackGenerator(style: .heavy).impactOccurred()
            UISelectionFeedbackGenerator().selectionChanged()
        }
    }
}
