import Foundation
import XCTest

/// A folder of its own under the system temporary directory, removed when the test ends.
final class TemporaryFolder {
    let path: String

    init(_ test: XCTestCase) throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("rxs-tests-" + UUID().uuidString)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        path = url.path
        test.addTeardownBlock { [path] in try? FileManager.default.removeItem(atPath: path) }
    }

    /// Writes `text` to `name` (folders created as needed) and returns the full path.
    @discardableResult
    func write(_ name: String, _ text: String) throws -> String {
        let file = path + "/" + name
        try FileManager.default.createDirectory(atPath: (file as NSString).deletingLastPathComponent,
                                                withIntermediateDirectories: true)
        try Data(text.utf8).write(to: URL(fileURLWithPath: file))
        return file
    }

    func read(_ name: String) throws -> String {
        String(decoding: try Data(contentsOf: URL(fileURLWithPath: path + "/" + name)), as: UTF8.self)
    }
}
