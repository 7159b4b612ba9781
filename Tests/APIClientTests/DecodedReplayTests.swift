import APIClient
import Foundation
import RxTest
import Synchronization
import XCTest

/// A replayed answer is decoded once per request type and the value kept is handed out again:
/// of the response type itself (taken as it is), of a subclass of a class response, or inside
/// an existential response (both cast), each the very value decoded first.
final class DecodedReplayTests: XCTestCase {
    class Base: @unchecked Sendable {}
    final class Derived: Base, @unchecked Sendable {}

    /// `GET /users?since=1` of the test cassettes, decoded by `make`, counting its decodings.
    private struct UsersAs<Response: Sendable>: APIRequest {
        let decodings: Decodings
        let make: @Sendable () -> Response
        var baseURL: URL { URL(string: "https://api.github.com")! }
        var path: String { "/users" }
        var parameters: Parameters { ["since": 1] }

        func decode(_ response: HTTPResponse) throws -> Response {
            decodings.count.add(1, ordering: .relaxed)
            return make()
        }
    }

    private final class Decodings: Sendable {
        let count = Atomic(0)
    }

    /// Two answers to `request` (each waited for on a fresh clock), as the client hands them on.
    private func twice<Response: Sendable>(_ request: UsersAs<Response>) -> [Response] {
        (0..<2).compactMap { _ in
            let scheduler = TestScheduler(initialClock: 0, resolution: 0.001)
            let stack = NetworkStack(mode: .fixtures(directories: [TestCassettes.directory]), environment: .builtIn(),
                                     scheduler: DeliveryScheduler(scheduler))
            let answers = Delivered<Response>()
            stack.client.perform(request) { result in
                if case .success(let value) = result { answers.append(value) }
            }
            scheduler.start()
            return answers.all.first
        }
    }

    func testTheFirstDecodedValueIsHandedOutAgainWhateverItsDynamicType() {
        let plain = UsersAs(decodings: Decodings()) { [7, 8] }
        XCTAssertEqual(twice(plain), [[7, 8], [7, 8]])
        XCTAssertEqual(plain.decodings.count.load(ordering: .relaxed), 1)

        let derived = UsersAs<Base>(decodings: Decodings()) { Derived() }
        let objects = twice(derived)
        XCTAssertEqual(objects.count, 2)
        XCTAssertTrue(objects.allSatisfy { $0 is Derived })
        XCTAssertTrue(objects.first === objects.last, "the subclass instance decoded first, cast")
        XCTAssertEqual(derived.decodings.count.load(ordering: .relaxed), 1)

        let boxed = UsersAs<any Sendable>(decodings: Decodings()) { 42 }
        XCTAssertEqual(twice(boxed).map { $0 as? Int }, [42, 42])
        XCTAssertEqual(boxed.decodings.count.load(ordering: .relaxed), 1)
    }
}
