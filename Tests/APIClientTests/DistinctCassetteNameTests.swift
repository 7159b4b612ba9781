@testable import APIClient
import Apps
import Foundation
import XCTest

/// `--record` gives distinct requests distinct cassette files, whatever their URLs differ in
/// (case, punctuation, `/` against `-`), and each file replays its own request.
final class DistinctCassetteNameTests: XCTestCase {
    private struct EchoTransport: Transport {
        func send(_ request: HTTPRequest,
                  completion: @escaping @Sendable (Result<HTTPResponse, APIError>) -> Void) -> any TransportTask {
            let body = Data(#"{"url":"\#(request.url.absoluteString)"}"#.utf8)
            completion(.success(HTTPResponse(status: 200, headers: ["Content-Type": "application/json"], body: body)))
            return TransportCall(completion: { _ in })
        }
    }

    func testRequestsThatSlugAlikeGetFilesOfTheirOwn() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("rxs-names-\(UUID().uuidString)")
        addTeardownBlock { try? FileManager.default.removeItem(at: directory) }
        let recorder = RecordingTransport(wrapping: EchoTransport(), directory: directory, redactor: SecretRedactor(),
                                          environment: .builtIn())
        let urls = [
            "https://api.github.com/users/Octocat/repos", "https://api.github.com/users/octocat/repos",
            "https://api.github.com/users/OCTOCAT/repos", "https://api.github.com/users/a.b/repos",
            "https://api.github.com/users/a-b/repos", "https://api.github.com/users/a%20b/repos",
            "https://api.github.com/users/a_b/repos", "https://api.github.com/users/a/b/repos",
            "https://api.github.com/search/repositories?q=a-b", "https://api.github.com/search/repositories?q=a%20b",
            "https://api.github.com/search/repositories?q=A-B", "https://api.github.com/search/repositories?q=a+b",
        ]
        for url in urls + urls {
            _ = recorder.send(HTTPRequest(url: try XCTUnwrap(URL(string: url)))) { _ in }
        }
        XCTAssertEqual(recorder.problems, [])
        let files = Set(recorder.recordedFiles.map(\.path))
        XCTAssertEqual(files.count, urls.count, files.sorted().joined(separator: "\n"))
        var replayed: [String] = []
        for file in files {
            let cassette = try JSONDecoder().decode(Cassette.self, from: Data(contentsOf: URL(fileURLWithPath: file)))
            replayed.append(cassette.request.url)
        }
        XCTAssertEqual(Set(replayed), Set(urls))
        // A lower-case ASCII request keeps its plain name.
        XCTAssertTrue(files.contains(directory.appendingPathComponent("github/users-octocat-repos.json").path))

        // A second recording into the same folder finds the files of the first on disk.
        let again = RecordingTransport(wrapping: EchoTransport(), directory: directory, redactor: SecretRedactor(),
                                          environment: .builtIn())
        for url in urls.reversed() { _ = again.send(HTTPRequest(url: try XCTUnwrap(URL(string: url)))) { _ in } }
        XCTAssertEqual(Set(again.recordedFiles.map(\.path)), files)
    }
}
