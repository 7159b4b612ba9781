import Foundation
import RxSwift
import RxTest
import XCTest

private struct Repo: Codable, Equatable {
    let name: String
    let stars: Int
}

final class DecodeTests: XCTestCase {
    private func json(_ text: String) -> Data { Data(text.utf8) }

    func testDecodesEachElementWithAJSONDecoder() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(210, json(#"{"name":"rxs","stars":3}"#)),
            .next(220, json(#"{"name":"RxSwift","stars":24000}"#)),
            .completed(230),
        ])
        let result = scheduler.start { xs.decode(type: Repo.self, decoder: JSONDecoder()) }
        XCTAssertEqual(result.events, [
            .next(210, Repo(name: "rxs", stars: 3)),
            .next(220, Repo(name: "RxSwift", stars: 24000)),
            .completed(230),
        ])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testDecodingErrorEndsTheSequence() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(210, json(#"{"name":"rxs","stars":3}"#)),
            .next(220, json(#"{"name":"broken"}"#)),
            .next(230, json(#"{"name":"late","stars":1}"#)),
        ])
        let result = scheduler.start { xs.decode(type: Repo.self, decoder: JSONDecoder()) }
        XCTAssertEqual(result.events.count, 2)
        XCTAssertEqual(result.events.first, .next(210, Repo(name: "rxs", stars: 3)))
        XCTAssertEqual(result.events.last?.time, 220)
        guard case .error(let error)? = result.events.last?.value else { return XCTFail("expected an error") }
        XCTAssertTrue(error is DecodingError, "\(error)")
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testUsesTheGivenDecodersSettings() {
        let decoder = JSONDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        struct User: Decodable, Equatable { let loginName: String }
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(5, json(#"{"login_name":"octocat"}"#)), .completed(6)])
        let result = scheduler.start { xs.decode(type: User.self, decoder: decoder) }
        XCTAssertEqual(result.events, [.next(205, User(loginName: "octocat")), .completed(206)])
    }

    func testDecodesPropertyLists() throws {
        let data = try PropertyListEncoder().encode(Repo(name: "plist", stars: 7))
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, data), .completed(220)])
        let result = scheduler.start { xs.decode(type: Repo.self, decoder: PropertyListDecoder()) }
        XCTAssertEqual(result.events, [.next(210, Repo(name: "plist", stars: 7)), .completed(220)])
    }

    func testACustomDataDecoder() {
        struct UTF8Decoder: DataDecoder {
            func decode<Item: Decodable>(_ type: Item.Type, from data: Data) throws -> Item {
                try JSONDecoder().decode(type, from: Data("\"\(String(decoding: data, as: UTF8.self))\"".utf8))
            }
        }
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, Data("hi".utf8)), .completed(220)])
        let result = scheduler.start { xs.decode(type: String.self, decoder: UTF8Decoder()) }
        XCTAssertEqual(result.events, [.next(210, "hi"), .completed(220)])
    }
}
