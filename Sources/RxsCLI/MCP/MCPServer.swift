import APIClient
import RxsScript
import RxsSession

/// The Model Context Protocol over JSON-RPC: `initialize` (protocol version negotiated,
/// capabilities: tools), `ping`, `tools/list`, `tools/call`; notifications need no reply.
/// Every message gets an answer or a JSON-RPC error, never a crash: malformed JSON, an
/// unknown method, a request before `initialize`.
@MainActor final class MCPServer {
    /// Newest first: a client asking for one of these gets it, any other the newest.
    static let protocolVersions = ["2025-11-25", "2025-06-18", "2025-03-26", "2024-11-05"]

    let connection: MCPConnection
    private var initialized = false

    init(options: SessionOptions) {
        connection = MCPConnection(options: options)
    }

    /// The reply to one line, or nil for a notification or a client's response.
    func handle(_ bytes: some Collection<UInt8>) -> String? {
        switch JSONRPCMessage.parse(Array(bytes)) {
        case .failure(let failure):
            return Self.line(JSONRPCReply.error(failure))
        case .success(.notification), .success(.response):
            return nil
        case .success(.request(let id, let method, let params)):
            switch respond(to: method, params: params) {
            case .success(let result): return Self.line(JSONRPCReply.result(result, id: id))
            case .failure(var failure):
                failure.id = id
                return Self.line(JSONRPCReply.error(failure))
            }
        }
    }

    /// The reply to a line longer than `LineTransport.maximumLine`.
    static var tooLong: String {
        line(JSONRPCReply.error(JSONRPCError(.parseError, "the message is longer than \(LineTransport.maximumLine >> 20) MB")))
    }

    /// A reply body as one line: compact JSON escapes every line break inside its strings.
    private static func line(_ body: [UInt8]) -> String {
        String(decoding: body, as: UTF8.self)
    }

    private func respond(to method: String, params: JSONValue?) -> Result<JSONValue, JSONRPCError> {
        switch method {
        case "initialize":
            return initialize(params)
        case "ping":
            return .success(.object([:]))
        case "tools/list", "tools/call":
            guard initialized else {
                return .failure(.init(.serverNotInitialized, "the server is not initialized: send initialize first"))
            }
            return method == "tools/list" ? .success(.object(["tools": .array(MCPTools.all.map(\.definition))])) : call(params)
        default:
            return .failure(.init(.methodNotFound, "method not found: \(method); rxs mcp offers initialize, ping, tools/list and tools/call"))
        }
    }

    private func initialize(_ params: JSONValue?) -> Result<JSONValue, JSONRPCError> {
        guard !initialized else { return .failure(.init(.invalidRequest, "initialize was already sent on this connection")) }
        guard case .string(let asked)? = params?["protocolVersion"] else {
            return .failure(.init(.invalidParams, "initialize needs params.protocolVersion, a string"))
        }
        initialized = true
        let version = Self.protocolVersions.contains(asked) ? asked : Self.protocolVersions[0]
        return .success(.object([
            "protocolVersion": .string(version),
            "capabilities": .object(["tools": .object(["listChanged": .bool(false)])]),
            "serverInfo": .object(["name": .string("rxs"), "title": .string("rxs"), "version": .string(RxsVersion.number)]),
            "instructions": .string(Self.instructions),
        ]))
    }

    static let instructions = """
        rxs drives ViewModels in virtual time, offline on recorded cassettes. screens lists the \
        screens; describe SCREEN its element ids and paths; step runs one .rxs line (open repos, \
        type searchBar octocat, wait 700ms, expect table.count == 8); state and show read the \
        screen; transcript gives the session as a test that rxs test replays; run_script runs a \
        whole script as a test; reset starts over.
        """

    private func call(_ params: JSONValue?) -> Result<JSONValue, JSONRPCError> {
        guard case .object(let members)? = params else {
            return .failure(.init(.invalidParams, "tools/call needs params, an object with name and arguments"))
        }
        guard case .string(let name)? = members["name"] else {
            return .failure(.init(.invalidParams, "tools/call needs params.name, a string"))
        }
        guard let result = connection.call(name, arguments: members["arguments"]) else {
            let tools = MCPTools.all.map(\.name)
            let hint = Suggester.didYouMean(name, among: tools).map { " — \($0)" } ?? "; the tools: " + tools.joined(separator: ", ")
            return .failure(.init(.invalidParams, "unknown tool '\(name)'\(hint)"))
        }
        return .success(result.json)
    }
}
