import Foundation
import Synchronization
import RxsSupport

/// Wraps a (live) transport and writes every answered exchange as a cassette into
/// `directory`, with secrets redacted, so the fixture transport can replay it.
public final class RecordingTransport: Transport {
    public let directory: URL
    private let wrapped: any Transport
    private let redactor: SecretRedactor
    private let environment: APIEnvironment
    private let state = Guarded(State())

    private struct State {
        var written: [URL] = []
        var problems: [String] = []
        /// The request (`METHOD URL`) each cassette name was given to in this recording.
        var owners: [String: String] = [:]
    }

    /// `environment`: the services and where they were pointed; cassettes store each service's
    /// own URL (`https://api.github.com/…`), so they replay wherever they were recorded, in a
    /// folder named after the service.
    public init(wrapping transport: any Transport, directory: URL, redactor: SecretRedactor,
                environment: APIEnvironment = APIEnvironment()) {
        wrapped = transport
        self.directory = directory
        self.redactor = redactor
        self.environment = environment
    }

    /// Cassette files written so far, in order.
    public var recordedFiles: [URL] { state.withLock { $0.written } }

    /// Files that could not be written (`path: reason`).
    public var problems: [String] { state.withLock { $0.problems } }

    public func send(_ request: HTTPRequest,
                     completion: @escaping @Sendable (Result<HTTPResponse, APIError>) -> Void) -> any TransportTask {
        let call = TransportCall(completion: completion)
        let inner = wrapped.send(request) { [self] result in
            if case .success(let response) = result, !call.isCancelled {
                record(request: request, response: response)
            }
            call.finish(result)
        }
        call.whenCancelled { inner.cancel() }
        return call
    }

    /// `name`, or `name-2`, `name-3`, … when a cassette of another request already has it
    /// (written now or found on disk): distinct requests never share a file, so none replaces
    /// another (`/a/b` and `/a-b` slug alike).
    private func distinctFile(for cassette: Cassette, named name: String) -> URL {
        let key = "\(cassette.request.method) \(cassette.request.url)"
        let stem = String(name.dropLast(".json".count))
        return state.withLock { state in
            for attempt in 1...1_000 {
                let candidate = attempt == 1 ? name : "\(stem)-\(attempt).json"
                let file = directory.appendingPathComponent(candidate)
                if let owner = state.owners[candidate] {
                    if owner == key { return file }
                    continue
                }
                if let existing = Self.requestKey(of: file), existing != key { continue }
                state.owners[candidate] = key
                return file
            }
            return directory.appendingPathComponent(name)
        }
    }

    /// `METHOD URL` of the cassette in `file`, if one is there.
    private static func requestKey(of file: URL) -> String? {
        // Names are bytes (`FileName`): a recording folder's name need not be UTF-8.
        guard let info = FolderWalk.status(of: file.path), info.st_mode & S_IFMT == S_IFREG else { return nil }
        // No output of the run may replace a cassette it read (`--html`, `--junit`, `:html`).
        FilesRead.note(file.path, as: .cassette)
        let descriptor = open(FileName.cString(file.path), O_RDONLY | O_CLOEXEC)
        guard info.st_size < 64 << 20, descriptor >= 0,
            let data = try? FileHandle(fileDescriptor: descriptor, closeOnDealloc: true).readToEnd(),
            let cassette = try? JSONDecoder().decode(Cassette.self, from: data)
        else { return nil }
        return "\(cassette.request.method) \(cassette.request.url)"
    }

    private func record(request sent: HTTPRequest, response: HTTPResponse) {
        var request = sent
        request.url = environment.canonicalURL(for: sent)
        let cassette = CassetteWriter.cassette(request: request, response: response, redactor: redactor)
        let name = CassetteWriter.relativePath(for: request, folder: environment.recordingFolder(for: request), redactor: redactor)
        let file = distinctFile(for: cassette, named: name)
        let shown = FileName.shown(file.path)
        if let problem = FolderWalk.makeFolders(file.deletingLastPathComponent().path) {
            let reason = FixtureFolders.reason(errno: problem)
            state.withLock { $0.problems.append("\(shown): \(reason)") }
            return
        }
        do {
            try SafeFileWriter.write(Array(CassetteWriter.encoded(cassette, redactor: redactor)), to: file.path)
            state.withLock { $0.written.append(file) }
        } catch let failure as SafeFileWriter.Failure {
            state.withLock { $0.problems.append("\(shown): \(failure.reason)") }
        } catch {
            let reason = FixtureFolders.reason(error)
            state.withLock { $0.problems.append("\(shown): \(reason)") }
        }
    }
}
