/// A cassette read from a `JSONValue` (`JSONReader`) instead of through `JSONDecoder`: the
/// same fields with the same kinds, unknown keys ignored, null as absent where a field may be
/// absent. Anything else gives nil, and `Cassette.load` decodes with `JSONDecoder`, which says
/// what is wrong in the words users know.
extension Cassette {
    init?(plain value: JSONValue) {
        guard case .object(let members) = value,
              let request = members["request"].flatMap(Request.init(plain:)),
              let response = members["response"].flatMap(Response.init(plain:)),
              case .some(let note) = PlainJSON.optionalString(members["note"])
        else { return nil }
        self.init(note: note, request: request, response: response)
    }
}

extension Cassette.Request {
    init?(plain value: JSONValue) {
        guard case .object(let members) = value, case .string(let method)? = members["method"],
              case .string(let url)? = members["url"]
        else { return nil }
        let matchQuery: [String]?
        switch members["matchQuery"] {
        case nil, .null?:
            matchQuery = nil
        case .array(let names)?:
            var texts: [String] = []
            for name in names {
                guard case .string(let text) = name else { return nil }
                texts.append(text)
            }
            matchQuery = texts
        default:
            return nil
        }
        self.init(method: method, url: url, matchQuery: matchQuery)
    }
}

extension Cassette.Response {
    init?(plain value: JSONValue) {
        guard case .object(let members) = value, case .int(let status)? = members["status"],
              case .some(let text) = PlainJSON.optionalString(members["text"])
        else { return nil }
        var headers: [String: String]?
        switch members["headers"] {
        case nil, .null?:
            headers = nil
        case .object(let fields)?:
            var texts: [String: String] = [:]
            for (name, field) in fields {
                guard case .string(let text) = field else { return nil }
                texts[name] = text
            }
            headers = texts
        default:
            return nil
        }
        // `decodeIfPresent` reads `"json": null` as no JSON body.
        let json: JSONValue?
        switch members["json"] {
        case nil, .null?: json = nil
        case let body?: json = body
        }
        self.init(status: status, headers: headers, json: json, text: text)
    }
}

private enum PlainJSON {
    /// `.some(nil)` when absent or null, `.some(text)` for a string, nil for another kind.
    static func optionalString(_ value: JSONValue?) -> String?? {
        switch value {
        case nil, .null?: return .some(nil)
        case .string(let text)?: return .some(text)
        default: return nil
        }
    }
}
