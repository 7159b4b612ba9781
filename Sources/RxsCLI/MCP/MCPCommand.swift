import Foundation
import RxsRunner
import RxsSession

/// `rxs mcp`: serves the Model Context Protocol on stdin and stdout until stdin ends. Only
/// protocol messages reach stdout: anything else the process would print there (code under
/// test printing outside a step) goes to stderr instead.
@MainActor struct MCPCommand {
    let sessionOptions: SessionOptions

    func run() -> RunStatus {
        // A client that goes away ends the server through a failed write, not a signal.
        signal(SIGPIPE, SIG_IGN)
        fflush(nil)
        let messages = dup(STDOUT_FILENO)
        // With stderr closed, stray output is dropped rather than mixed into the messages.
        let strays = fcntl(STDERR_FILENO, F_GETFD) >= 0 ? STDERR_FILENO : open("/dev/null", O_WRONLY)
        guard messages >= 0, strays >= 0, dup2(strays, STDOUT_FILENO) >= 0 else {
            FileHandle.standardError.write(Data("rxs mcp: cannot set up stdout: \(String(cString: strerror(errno)))\n".utf8))
            return .error
        }
        let transport = LineTransport(input: STDIN_FILENO, output: messages)
        let server = MCPServer(options: sessionOptions)
        while true {
            let reply: String?
            switch transport.readLine() {
            case .end: return .passed
            case .tooLong: reply = MCPServer.tooLong
            case .line(let bytes):
                // Blank lines between messages carry nothing.
                if bytes.allSatisfy({ $0 == 0x20 || $0 == 0x09 || $0 == 0x0D }) { continue }
                reply = server.handle(bytes)
            }
            if let reply, !transport.write(reply) { return .passed }
        }
    }
}
