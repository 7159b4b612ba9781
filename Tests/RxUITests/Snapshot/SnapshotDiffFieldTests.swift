@testable import UIKit
import XCTest

/// The diff takes two elements whose stored fields hold the same bytes as equal without `==`
/// (`_SnapshotDiff.fieldBytes`): that is true only while the fields it lists are all there are.
final class SnapshotDiffFieldTests: XCTestCase {
    func testTheDiffListsEveryStoredFieldOfAnElement() throws {
        let element = _ElementSnapshot.label(id: "note", text: "a")
        let stored = Mirror(reflecting: element).children.compactMap(\.label)
        XCTAssertEqual(stored, ["id", "kind", "sortedProperties", "rows"])
        let fields = try XCTUnwrap(_SnapshotDiff.fieldBytes, "the shortcut found every field's offset")
        XCTAssertEqual(fields.count, stored.count)
    }
}
