import Foundation

/// The human message inside a service's error body.
enum ServerMessage {
    /// Foursquare v2 `meta.errorDetail`; GitHub `message` (with its validation `errors`);
    /// a plain `error`/`error.message`; the old Google feed `responseDetails`.
    static func extract(from body: Data) -> String? {
        guard !body.isEmpty,
              let json = JSONReader.value(in: body) ?? (try? JSONDecoder().decode(JSONValue.self, from: body))
        else { return nil }
        if let detail = json["meta"]?["errorDetail"]?.stringValue { return detail }
        if let message = json["message"]?.stringValue {
            let details = validationDetails(json["errors"])
            return details.isEmpty ? message : "\(message) (\(details))"
        }
        if let error = json["error"]?.stringValue ?? json["error"]?["message"]?.stringValue { return error }
        return json["responseDetails"]?.stringValue
    }

    /// GitHub 422 `errors`: `[{"field":"q","code":"missing"}]` → `q: missing`.
    private static func validationDetails(_ errors: JSONValue?) -> String {
        guard case .array(let items)? = errors else { return "" }
        return items.compactMap { item -> String? in
            if let message = item["message"]?.stringValue { return message }
            guard let code = item["code"]?.stringValue else { return nil }
            return item["field"]?.stringValue.map { "\($0): \(code)" } ?? code
        }.joined(separator: ", ")
    }
}
