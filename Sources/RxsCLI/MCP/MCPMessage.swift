/// A JSON-RPC 2.0 message as a server reads it, and the replies it writes.
package enum MCPMessage: Equatable, Sendable {
    /// Wants a reply with the same id.
    case request(id: MCPJSONValue, method: String, params: MCPJSONValue?)
    case notification(method: String, params: MCPJSONValue?)
    /// A reply to a request of ours (a server that sends none ignores it).
    case response(id: MCPJSONValue)

    /// The error codes of JSON-RPC 2.0, and the one (from LSP) for a request before `initialize`.
    package enum ErrorCode: Int, Sendable {
        case parseError = -32700
        case invalidRequest = -32600
        case methodNotFound = -32601
        case invalidParams = -32602
        case internalError = -32603
        case serverNotInitialized = -32002
    }

    /// A message that cannot be handled: the error reply and the id it goes to (null when the
    /// message had none, or none could be read).
    package struct Failure: Error, Equatable, Sendable {
        package var id: MCPJSONValue
        package var code: ErrorCode
        package var message: String

        package init(id: MCPJSONValue = .null, _ code: ErrorCode, _ message: String) {
            self.id = id
            self.code = code
            self.message = message
        }

        package var reply: String { MCPMessage.error(id: id, code: code, message: message) }
    }

    /// Reads one message from its bytes.
    package static func parse(_ bytes: some Collection<UInt8>) -> Result<MCPMessage, Failure> {
        guard let value = MCPJSONValue.parse(bytes) else {
            return .failure(Failure(.parseError, "parse error: the message is not valid JSON"))
        }
        return message(from: value)
    }

    static func message(from value: MCPJSONValue) -> Result<MCPMessage, Failure> {
        guard case .object(let members) = value else {
            if case .array = value {
                return .failure(Failure(.invalidRequest, "invalid request: batches are not supported; send one message a line"))
            }
            return .failure(Failure(.invalidRequest, "invalid request: a message is a JSON object, not \(value.kindName)"))
        }
        let id = members["id"]
        if let id, !Self.isValidID(id) {
            return .failure(Failure(.invalidRequest, "invalid request: id must be a string or a number, not \(id.kindName)"))
        }
        guard members["jsonrpc"] == .string("2.0") else {
            return .failure(Failure(id: id ?? .null, .invalidRequest, "invalid request: jsonrpc must be \"2.0\""))
        }
        guard let method = members["method"] else {
            if let id, members["result"] != nil || members["error"] != nil { return .success(.response(id: id)) }
            return .failure(Failure(id: id ?? .null, .invalidRequest, "invalid request: no method"))
        }
        guard case .string(let name) = method else {
            return .failure(Failure(id: id ?? .null, .invalidRequest, "invalid request: method must be a string, not \(method.kindName)"))
        }
        let params = members["params"]
        if let params {
            switch params {
            case .object, .array: break
            default:
                return .failure(Failure(id: id ?? .null, .invalidRequest,
                                        "invalid request: params must be an object or an array, not \(params.kindName)"))
            }
        }
        guard let id else { return .success(.notification(method: name, params: params)) }
        return .success(.request(id: id, method: name, params: params))
    }

    private static func isValidID(_ id: MCPJSONValue) -> Bool {
        switch id {
        case .string, .int, .double: return true
        default: return false
        }
    }

    /// `{"jsonrpc":"2.0","id":…,"result":…}` on one line.
    package static func result(id: MCPJSONValue, _ result: MCPJSONValue) -> String {
        MCPJSONValue.object(["jsonrpc": .string("2.0"), "id": id, "result": result]).serialized
    }

    /// `{"jsonrpc":"2.0","id":…,"error":{"code":…,"message":…}}` on one line.
    package static func error(id: MCPJSONValue, code: ErrorCode, message: String) -> String {
        MCPJSONValue.object([
            "jsonrpc": .string("2.0"), "id": id,
            "error": .object(["code": .int(code.rawValue), "message": .string(message)]),
        ]).serialized
    }
}
