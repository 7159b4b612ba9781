@testable import APIClient
@testable import Apps
import Foundation
import XCTest

/// The cassettes compiled into rxs are exactly Sources/Apps/Shared/Services/Fixtures/
/// (regenerate with scripts/embed-fixtures), each service ships its own folder's, and every
/// one of them loads.
final class EmbeddedFixturesTests: XCTestCase {
    func testTheEmbeddedCassettesAreTheFixturesFolder() throws {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../Sources/Apps/Shared/Services/Fixtures").standardizedFileURL
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

    func testEveryBuiltInCassetteLoadsFromItsService() {
        let shipped = BuiltInServices.all.flatMap { service in
            (service.cassettes?.files ?? []).map { (service.name, $0.name) }
        }
        XCTAssertEqual(shipped.count, EmbeddedFixtures.files.count)
        XCTAssertTrue(shipped.allSatisfy { $1.hasPrefix($0 + "/") }, "\(shipped)")
        for service in BuiltInServices.all {
            for slot in service.cassettes?.folder.files ?? [] {
                if case .failure(let problem) = slot.entry() { XCTFail(problem.text) }
            }
        }
        XCTAssertGreaterThanOrEqual(EmbeddedFixtures.files.count, 14)
        XCTAssertNotNil(BuiltInServices.cassette(named: "github/users-since.json"))
    }
}
