import APIClient
import Foundation

/// One JSON-RPC 2.0 message as a server receives it, read from one message body: the same
/// for a Content-Length framed stream (`rxs lsp`) and a line-delimited one.
package enum JSONRPCMessage: Sendable, Equatable {
    /// A call that wants an answer with the same `id` (an integer or a string).
    case request(id: JSONValue, method: String, params: JSONValue?)
    /// A call that wants none.
    case notification(method: String, params: JSONValue?)
    /// An answer to a request of the server's own; a server that sends none ignores them.
    case response(id: JSONValue)

    /// Reads a message body. Bytes that are not UTF-8 are read as U+FFFD, as rxs reads a
    /// script, rather than refusing the whole message. A batch (an array) is refused: neither
    /// LSP nor MCP sends one.
    package static func parse(_ body: [UInt8]) -> Result<JSONRPCMessage, JSONRPCError> {
        let text = String(decoding: body, as: UTF8.self)
        let value: JSONValue
        do {
            value = try JSONDecoder().decode(JSONValue.self, from: Data(text.utf8))
        } catch {
            return .failure(JSONRPCError(.parseError, "the message is not JSON"))
        }
        guard case .object(let members) = value else {
            let what = if case .array = value { "a batch (an array) is not supported" } else { "a message must be a JSON object" }
            return .failure(JSONRPCError(.invalidRequest, what))
        }
        let id = members["id"]
        let validID = id.flatMap(Self.isValidID) ?? false
        guard members["jsonrpc"] == .string("2.0") else {
            return .failure(JSONRPCError(.invalidRequest, "\"jsonrpc\" must be \"2.0\"", id: validID ? id ?? .null : .null))
        }
        if let id, !validID {
            return .failure(JSONRPCError(.invalidRequest, "\"id\" must be a number or a string, not \(id.kindName)"))
        }
        guard let method = members["method"] else {
            if let id, members["result"] != nil || members["error"] != nil { return .success(.response(id: id)) }
            return .failure(JSONRPCError(.invalidRequest, "the message has no \"method\"", id: id ?? .null))
        }
        guard case .string(let name) = method else {
            return .failure(JSONRPCError(.invalidRequest, "\"method\" must be a string", id: id ?? .null))
        }
        let params = members["params"]
        if let params {
            switch params {
            case .object, .array: break
            default:
                return .failure(JSONRPCError(.invalidRequest, "\"params\" must be an object or an array", id: id ?? .null))
            }
        }
        guard let id else { return .success(.notification(method: name, params: params)) }
        return .success(.request(id: id, method: name, params: params))
    }

    /// JSON-RPC allows a null id too, but only for answers the server could not tie to a
    /// request; a request with one could never be answered distinctly.
    private static func isValidID(_ id: JSONValue) -> Bool {
        switch id {
        case .int, .string: return true
        case .double(let number): return number.rounded() == number
        default: return false
        }
    }
}

extension JSONValue {
    /// "a string", "a number", … for messages about a value of the wrong type; a number with a
    /// fraction is "a fraction", since ids and counts must be whole.
    package var kindName: String {
        switch self {
        case .null: return "null"
        case .bool: return "a boolean"
        case .int: return "a number"
        case .double(let number): return number.rounded() == number ? "a number" : "a fraction"
        case .string: return "a string"
        case .array: return "an array"
        case .object: return "an object"
        }
    }
}

/// An error answer: the code JSON-RPC (or LSP) defines and a message naming the problem.
package struct JSONRPCError: Error, Sendable, Equatable {
    package enum Code: Int, Sendable {
        case parseError = -32700
        case invalidRequest = -32600
        case methodNotFound = -32601
        case invalidParams = -32602
        case internalError = -32603
        /// LSP: a request before `initialize`.
        case serverNotInitialized = -32002
        /// LSP: a request whose answer was made stale by a later change.
        case contentModified = -32801
    }

    package var code: Code
    package var message: String
    /// The request's id, or null when it is not known (a message that did not parse).
    package var id: JSONValue

    package init(_ code: Code, _ message: String, id: JSONValue = .null) {
        self.code = code
        self.message = message
        self.id = id
    }
}
