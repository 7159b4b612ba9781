import APIClient
import Foundation

/// The bodies a server sends: answers to requests, error answers and notifications, as
/// compact JSON (keys sorted, so the same answer is always the same bytes).
package enum JSONRPCReply {
    package static func result(_ result: JSONValue, id: JSONValue) -> [UInt8] {
        encode(["jsonrpc": "2.0", "id": id, "result": result])
    }

    package static func error(_ error: JSONRPCError) -> [UInt8] {
        let body: JSONValue = ["code": .int(error.code.rawValue), "message": .string(error.message)]
        return encode(["jsonrpc": "2.0", "id": error.id, "error": body])
    }

    package static func notification(_ method: String, params: JSONValue) -> [UInt8] {
        encode(["jsonrpc": "2.0", "method": .string(method), "params": params])
    }

    /// A request of the server's own, without params (`workspace/codeLens/refresh`); its answer
    /// is not awaited.
    package static func request(_ method: String, id: JSONValue) -> [UInt8] {
        encode(["jsonrpc": "2.0", "id": id, "method": .string(method)])
    }

    private static func encode(_ value: JSONValue) -> [UInt8] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        // Every JSONValue encodes (no non-finite numbers reach here: they never parse).
        return (try? encoder.encode(value)).map { Array($0) } ?? Array(#"{"jsonrpc":"2.0","id":null,"error":{"code":-32603,"message":"the answer could not be encoded"}}"#.utf8)
    }
}
