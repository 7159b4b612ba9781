import APIClient
import Apps
import Foundation
import XCTest

/// The test target's own cassettes (`Tests/APIClientTests/Cassettes`).
enum TestCassettes {
    static var directory: URL {
        Bundle.module.resourceURL?.appendingPathComponent("Cassettes")
            ?? Bundle.module.bundleURL.appendingPathComponent("Cassettes")
    }
}

/// Collects what a callback delivers, from any thread.
final class Delivered<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var values: [Value] = []

    func append(_ value: Value) { lock.withLock { values.append(value) } }
    var all: [Value] { lock.withLock { values } }
    var last: Value? { all.last }
}

/// A fixture-backed client on a manual clock: requests answer when the test advances time.
struct FixtureHarness {
    let clock = ManualClock()
    let fixtures: FixtureTransport
    let faults: FaultInjectingTransport
    let client: APIClient

    /// `environment`: the services whose error answers faults and unmatched requests get (the
    /// built-in ones unless a test declares its own).
    init(directories: [URL] = [TestCassettes.directory], includeDefaults: Bool = false,
         redactor: SecretRedactor = SecretRedactor(), environment: APIEnvironment = .builtIn()) {
        fixtures = FixtureTransport(directories: directories, includeDefaultFixtures: includeDefaults,
                                    scheduler: clock.scheduler, redactor: redactor, environment: environment)
        faults = FaultInjectingTransport(wrapping: fixtures, scheduler: clock.scheduler, environment: environment)
        client = APIClient(transport: faults, redactor: redactor)
    }

    /// Performs `request` and runs the clock until it is answered (at most a minute of virtual time).
    func result<Request: APIRequest>(_ request: Request) -> Result<Request.Response, APIError>? {
        let delivered = Delivered<Result<Request.Response, APIError>>()
        client.perform(request) { delivered.append($0) }
        var waited: Duration = .zero
        while delivered.last == nil, waited < .seconds(60) {
            clock.advance(by: .milliseconds(100))
            waited += .milliseconds(100)
        }
        return delivered.last
    }

    func value<Request: APIRequest>(_ request: Request, file: StaticString = #filePath, line: UInt = #line) throws
        -> Request.Response
    {
        switch result(request) {
        case .success(let value)?: return value
        case .failure(let error)?: throw error
        case nil:
            XCTFail("no answer", file: file, line: line)
            throw APIError.cancelled
        }
    }

    func error<Request: APIRequest>(_ request: Request, file: StaticString = #filePath, line: UInt = #line) -> APIError? {
        switch result(request) {
        case .failure(let error)?: return error
        case .success(let value)?:
            XCTFail("expected an error, got \(value)", file: file, line: line)
            return nil
        case nil:
            XCTFail("no answer", file: file, line: line)
            return nil
        }
    }
}
