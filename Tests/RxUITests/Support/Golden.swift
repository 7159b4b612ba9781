import Foundation
import XCTest

/// Compares text with a file under `Goldens/` byte for byte. With `RXS_UPDATE_GOLDENS=1` in
/// the environment the file is (re)written instead, and the test says so.
func assertGolden(_ actual: String, named name: String, file: StaticString = #filePath, line: UInt = #line) {
    let url = goldensDirectory.appendingPathComponent(name)
    if ProcessInfo.processInfo.environment["RXS_UPDATE_GOLDENS"] == "1" {
        do {
            try Data(actual.utf8).write(to: url)
            print("updated golden \(name)")
        } catch {
            XCTFail("cannot write golden \(url.path): \(error)", file: file, line: line)
        }
        return
    }
    guard let data = FileManager.default.contents(atPath: url.path) else {
        XCTFail("golden \(name) is missing; run with RXS_UPDATE_GOLDENS=1 to create it", file: file, line: line)
        return
    }
    let expected = String(decoding: data, as: UTF8.self)
    XCTAssertEqual(Data(actual.utf8), data, "golden \(name) differs:\n--- expected\n\(expected)--- actual\n\(actual)", file: file, line: line)
}

private let goldensDirectory = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent()
    .deletingLastPathComponent()
    .appendingPathComponent("Goldens")
