import APIClient
import RxUI

/// What screens reach outside themselves besides RxUI's environment: the API client and
/// the services with their base URLs and credentials (`environment.services`).
public struct AppServices: Sendable {
    public var client: APIClient
    public var api: APIEnvironment

    public init(client: APIClient, api: APIEnvironment) {
        self.client = client
        self.api = api
    }

    /// For a screen built without a session: every request fails with a message saying so.
    static let unconfigured = AppServices(client: APIClient(transport: UnconfiguredTransport()), api: APIEnvironment())
}

private enum AppServicesKey: EnvironmentKey {
    static var defaultValue: AppServices { .unconfigured }
}

extension Environment {
    public var services: AppServices {
        get { self[AppServicesKey.self] }
        set { self[AppServicesKey.self] = newValue }
    }
}

private struct UnconfiguredTransport: Transport {
    private struct NoTask: TransportTask {
        func cancel() {}
    }

    func send(_ request: HTTPRequest,
              completion: @escaping @Sendable (Result<HTTPResponse, APIError>) -> Void) -> any TransportTask {
        completion(.failure(.invalidRequest(reason: "this screen has no network: open it in a Device")))
        return NoTask()
    }
}
