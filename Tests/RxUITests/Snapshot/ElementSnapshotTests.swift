import RxUI
import XCTest

final class ElementSnapshotTests: XCTestCase {
    private let factoryMade: [ElementSnapshot] = [
        .textField(id: "field", text: "rx", placeholder: "検索ワード", editing: true),
        .searchBar(id: "bar", text: "octocat"),
        .button(id: "button", title: "検索", enabled: false),
        .label(id: "label", text: nil, hidden: true),
        .table(id: "table", rows: [RowSnapshot(title: "Row 0")], selected: 0, refreshing: true),
        .activityIndicator(id: "spinner", animating: true),
        .webView(id: "web", url: "https://example.com", title: nil, loading: true, canGoBack: true),
    ]

    func testFactoriesMakeWhatTheirPropertiesDescribe() {
        for element in factoryMade {
            let rebuilt = ElementSnapshot(id: element.id, kind: element.kind, properties: element.properties, rows: element.rows)
            XCTAssertEqual(rebuilt, element, element.id)
            XCTAssertEqual(Set([rebuilt, element]).count, 1, element.id)
        }
    }

    func testPropertyNamesAreSortedAfterATablesCount() {
        for element in factoryMade {
            let stored = element.kind == .table ? Array(element.propertyNames.dropFirst()) : element.propertyNames
            XCTAssertEqual(stored, element.properties.keys.sorted(), element.id)
        }
        XCTAssertEqual(factoryMade[4].propertyNames, ["count", "hidden", "refreshing", "selected"])
        XCTAssertEqual(factoryMade[6].propertyNames, ["canGoBack", "canGoForward", "hidden", "loading", "title", "url"])
    }

    func testValuesByName() {
        let button = factoryMade[2]
        XCTAssertEqual(button["title"], .string("検索"))
        XCTAssertEqual(button.value(of: "enabled"), .bool(false))
        XCTAssertNil(button["count"])
        XCTAssertEqual(factoryMade[4].value(of: "count"), .int(1))
        XCTAssertEqual(factoryMade[3]["text"], .null)
    }

    func testSettingPropertiesReplacesThemAll() {
        var label = factoryMade[3]
        label.properties = ["text": .string("changed"), "hidden": .bool(false), "alpha": .int(1)]
        XCTAssertEqual(label.propertyNames, ["alpha", "hidden", "text"])
        XCTAssertEqual(label["text"], .string("changed"))
        XCTAssertNotEqual(label, factoryMade[3])
    }

    /// The row's initializer (now through the memberwise one) sets the four fields it is
    /// given, in order, and no section.
    func testRowInitializerSetsItsFieldsAndNoSection() {
        let row = RowSnapshot(title: "t", subtitle: "s", detail: "d", image: "i")
        XCTAssertEqual([row.title, row.subtitle, row.detail, row.image], ["t", "s", "d", "i"])
        XCTAssertNil(row.section)
        XCTAssertNil(row.rowInSection)
        XCTAssertNil(row.sectionHeader)
        let partial = RowSnapshot(image: "i")
        XCTAssertEqual([partial.title, partial.subtitle, partial.detail, partial.image], [nil, nil, nil, "i"])
        XCTAssertEqual(RowSnapshot(), RowSnapshot(title: nil))
    }
}
