import Foundation
import XCTest

/// The manifest offers RxSwift 6.10's products under their names, the dynamic variants
/// included, so an app's or a library's `.product(name: "RxCocoa-Dynamic", package: "RxSwift")`
/// resolves to rxs's after `rxs adopt`.
final class RxSwiftProductsTests: XCTestCase {
    private struct Manifest: Decodable {
        struct Product: Decodable {
            var name: String
            var type: [String: [String]?]
            var targets: [String]
        }
        var products: [Product]
    }

    func testRxSwiftsProductsAndTheirDynamicVariantsAreDeclared() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().path
        // A scratch path of its own: the test run holds the package's `.build` lock.
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("rxs-products-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        let output = try AdoptTestSupport.run("/usr/bin/env", ["swift", "package", "--scratch-path", scratch, "dump-package"],
                                              in: root)
        XCTAssertEqual(output.status, 0, output.stderr)
        let manifest = try JSONDecoder().decode(Manifest.self, from: Data(output.stdout.utf8))
        let products = Dictionary(manifest.products.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        for name in ["RxSwift", "RxCocoa", "RxRelay", "RxBlocking", "RxTest"] {
            let plain = try XCTUnwrap(products[name], name)
            let dynamic = try XCTUnwrap(products["\(name)-Dynamic"], "\(name)-Dynamic")
            XCTAssertEqual(dynamic.type["library"] ?? nil, ["dynamic"], dynamic.name)
            XCTAssertEqual(plain.type["library"] ?? nil, ["automatic"], plain.name)
            XCTAssertEqual(dynamic.targets, plain.targets, "\(name)-Dynamic holds what \(name) holds")
        }
    }
}
