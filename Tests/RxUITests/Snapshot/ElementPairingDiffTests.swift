import RxUI
import XCTest

/// The diff pairs each element of the screen on top with the first element of the old screen
/// that has its id, wherever it stands, and lists the old elements whose id is gone. These
/// cover the pairings a walk by position or a shortcut on the ids' lengths could get wrong
/// (also for ids of one text at two UTF-8 lengths).
final class ElementPairingDiffTests: XCTestCase {
    private func screen(_ elements: [ElementSnapshot]) -> Snapshot {
        Snapshot(screens: [ScreenSnapshot(name: "s", title: "S", elements: elements)])
    }

    private func changes(_ old: [ElementSnapshot], _ new: [ElementSnapshot]) -> [String] {
        SnapshotDiff.changes(from: screen(old), to: screen(new)).map(\.description)
    }

    func testARepeatedIdIsComparedWithTheFirstOldElementOfThatId() {
        // The second "a" is compared with the first old "a" ("x"), not the one at its place.
        XCTAssertEqual(changes([.label(id: "a", text: "x"), .label(id: "a", text: "y")],
                               [.label(id: "a", text: "x"), .label(id: "a", text: "z")]),
                       [#"a.text: "x" → "z""#])
        XCTAssertEqual(changes([.label(id: "a", text: "x"), .label(id: "a", text: "y")],
                               [.label(id: "a", text: "x"), .label(id: "a", text: "x")]), [])
    }

    func testElementsThatSwapPlacesArePairedByTheirIds() {
        XCTAssertEqual(changes([.label(id: "ab1", text: "x"), .label(id: "ab2", text: "y")],
                               [.label(id: "ab2", text: "y2"), .label(id: "ab1", text: "x")]),
                       [#"ab2.text: "y" → "y2""#])
    }

    func testIdsOfOneLengthAreToldApartByTheirText() {
        XCTAssertEqual(changes([.label(id: "left", text: "1"), .label(id: "rite", text: "2")],
                               [.label(id: "left", text: "1"), .label(id: "lift", text: "2")]),
                       [#"lift.hidden: (none) → false"#, #"lift.text: (none) → "2""#,
                        "rite.hidden: false → (none)", #"rite.text: "2" → (none)"#])
    }

    func testAnIdComposedOneWayAndDecomposedTheOtherIsTheSameElement() {
        // "café" with a precomposed é (5 UTF-8 bytes) and with e + U+0301 (6 bytes) are equal
        // strings: the element is paired, not listed as one vanishing and one appearing.
        XCTAssertEqual(changes([.label(id: "caf\u{E9}", text: "1")], [.label(id: "cafe\u{301}", text: "2")]),
                       [#"café.text: "1" → "2""#])
    }

    func testAnElementGoneFromTheMiddleIsListedAsVanishing() {
        XCTAssertEqual(changes([.label(id: "a", text: "1"), .label(id: "b", text: "2"), .label(id: "c", text: "3")],
                               [.label(id: "a", text: "1"), .label(id: "c", text: "3")]),
                       ["b.hidden: false → (none)", #"b.text: "2" → (none)"#])
    }

    func testAnIdThatMovedFurtherDownIsNotVanishing() {
        // "a" is not at its old place, but is still on the screen: only "n" is new.
        XCTAssertEqual(changes([.label(id: "a", text: "1"), .label(id: "b", text: "2")],
                               [.label(id: "n", text: "0"), .label(id: "b", text: "2"), .label(id: "a", text: "1")]),
                       ["n.hidden: (none) → false", #"n.text: (none) → "0""#])
    }

    func testARepeatedIdThatVanishesOnceIsStillThere() {
        XCTAssertEqual(changes([.label(id: "a", text: "x"), .label(id: "a", text: "y"), .label(id: "b", text: "z")],
                               [.label(id: "b", text: "z"), .label(id: "a", text: "x")]), [])
    }
}
