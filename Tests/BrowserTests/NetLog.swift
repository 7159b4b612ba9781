import Foundation

/// Chromium's network log (`--log-net-log`): which URL requests were started, and by whom.
/// Requests the browser makes for itself (component updates, account checks) carry the
/// initiator `not an origin`; those a page starts carry the page's origin (`null` for a
/// file). Checked against a page that does load an image in `ReplayInChromiumTests`.
struct NetLog {
    struct Request: Equatable {
        var url: String
        var initiator: String
    }

    var requests: [Request]

    init(requests: [Request]) {
        self.requests = requests
    }

    init(contentsOf url: URL) throws {
        try self.init(data: Data(contentsOf: url))
    }

    init(data: Data) throws {
        guard let root = try JSONSerialization.jsonObject(with: data) as? [String: Any],
              let constants = root["constants"] as? [String: Any],
              let types = constants["logEventTypes"] as? [String: Int],
              let startJob = types["URL_REQUEST_START_JOB"],
              let events = root["events"] as? [[String: Any]]
        else { throw Chromium.Failure(description: "not a Chromium network log") }
        requests = events.compactMap { event in
            guard event["type"] as? Int == startJob, let parameters = event["params"] as? [String: Any],
                  let url = parameters["url"] as? String else { return nil }
            return Request(url: url, initiator: parameters["initiator"] as? String ?? "")
        }
    }

    /// The http(s) URLs a page asked for.
    var pageRequests: [String] {
        requests.filter { $0.initiator != "not an origin" && ($0.url.hasPrefix("http:") || $0.url.hasPrefix("https:")) }
            .map(\.url)
    }
}
