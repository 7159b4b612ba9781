@testable import APIClient
import Foundation
import XCTest

/// The cassettes compiled into rxs are exactly Sources/APIClient/Fixtures/ (regenerate with
/// scripts/embed-fixtures), and every one of them loads.
final class EmbeddedFixturesTests: XCTestCase {
    func testTheEmbeddedCassettesAreTheFixturesFolder() throws {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../Sources/APIClient/Fixtures").standardizedFileURL
        let enumerator = try XCTUnwrap(FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil))
        var onDisk: [String: String] = [:]
        for case let url as URL in enumerator where url.pathExtension == "json" {
            let name = String(url.standardizedFileURL.path.dropFirst(folder.path.count + 1))
            onDisk[name] = try String(contentsOf: url, encoding: .utf8)
        }
        let embedded = Dictionary(uniqueKeysWithValues: EmbeddedFixtures.files.map {
            ($0.name, $0.json.withUTF8Buffer { String(decoding: $0, as: UTF8.self) })
        })
        XCTAssertEqual(Set(onDisk.keys), Set(embedded.keys), "run scripts/embed-fixtures")
        for (name, text) in onDisk {
            XCTAssertEqual(embedded[name].map { $0 + "\n" }, text.hasSuffix("\n") ? text : text + "\n",
                           "\(name) differs: run scripts/embed-fixtures")
        }
    }

    func testEveryBuiltInCassetteLoads() {
        XCTAssertEqual(CassetteFolder.builtIn.files.count, EmbeddedFixtures.files.count)
        for slot in CassetteFolder.builtIn.files {
            if case .failure(let problem) = slot.entry() { XCTFail(problem.text) }
        }
        XCTAssertGreaterThanOrEqual(EmbeddedFixtures.files.count, 14)
    }
}
