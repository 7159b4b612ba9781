import Foundation

/// `rxs lsp`: the language server on standard input and output, until `exit` or the end of
/// the input.
struct LSPCommand {
    let settings: LSPSettings

    /// The exit code: 0 after shutdown and exit (or the input ending after shutdown), else 1.
    func run() -> Int32 {
        // A client that went away must end the server through a failed write, not a signal.
        signal(SIGPIPE, SIG_IGN)
        // The protocol keeps a descriptor of its own; standard output then goes to standard
        // error, so nothing else printed (by the code under test, say) can break the stream.
        let protocolOutput = dup(1)
        if protocolOutput >= 0 { dup2(2, 1) }
        let output = ContentLengthOutput(descriptor: protocolOutput >= 0 ? protocolOutput : 1)
        let server = LSPServer(settings: settings, send: output.send)
        var input = ContentLengthInput(descriptor: 0, silenceLimit: settings.silenceLimit)
        var code: Int32?
        while code == nil, !output.isClosed, let event = input.next() {
            code = server.handle(event)
        }
        let status = code ?? server.inputEnded()
        // Answers already queued go out before the process ends.
        server.requests.sync {}
        return status
    }
}
