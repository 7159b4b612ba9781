import Foundation
import LoopbackHTTP
import RxsSupport

/// `rxfuzz servers --rxs PATH`: the misbehaving loopback-server set. One server on 127.0.0.1
/// answers `GET /users/NAME/repos` in the way case NAME names (bombs and huge bodies, thousands
/// of headers, header values that are no numbers, the token echoed in disguise, broken HTTP,
/// deep JSON), and `rxs run --live` (plain, `--json` and `--html`) searches the repos screen
/// for each case with that server as GitHub. A case fails when rxs dies by a signal, outlives
/// the timeout, or shows the token (transcript or page).
enum ServerSet {
    struct Case {
        let name: String
        let response: LoopbackHTTPServer.Response
    }

    static let token = HostileCassettes.token

    static func raw(_ bytes: Data, thenReset: Bool = false) -> LoopbackHTTPServer.Response {
        var response = LoopbackHTTPServer.Response(status: 0, headers: [], body: Data())
        response.raw = bytes
        response.resetsAfterRaw = thenReset
        return response
    }

    static func json(_ status: Int, _ text: String, headers: [(String, String)] = [], delay: Double = 0) -> LoopbackHTTPServer.Response {
        LoopbackHTTPServer.Response.json(status, text, headers: headers, delay: delay)
    }

    /// A repos answer whose texts are `names`.
    static func repos(_ names: [String]) -> String {
        "[" + names.enumerated().map { index, name in
            #"{"id":\#(index),"name":"\#(name)","full_name":"octocat/\#(name)","description":"\#(name)","html_url":"https://github.com/octocat/x","stargazers_count":1,"language":"Swift","fork":false,"owner":{"login":"octocat","avatar_url":"https://x"}}"#
        }.joined(separator: ",") + "]"
    }

    /// `megabytes` of zeros, gzipped (by /usr/bin/gzip): about a thousandth of that on the wire.
    /// Bounded as every child rxs runs is: 200 MB of zeros take a few seconds and gzip to a
    /// few hundred kilobytes.
    static func gzipBomb(megabytes: Int) -> Data {
        let command = "head -c \(megabytes << 20) /dev/zero | gzip -c -9"
        let limits = ChildProcess.Limits(time: .seconds(120), outputBytes: 16 << 20)
        guard let result = try? ChildProcess.run("/bin/sh", ["-c", command], environment: ["PATH": "/usr/bin:/bin"], limits: limits),
              result.status == 0 else { return Data() }
        return Data(result.stdoutBytes)
    }

    static func cases() -> [Case] {
        var cases: [Case] = []
        func add(_ name: String, _ response: LoopbackHTTPServer.Response) { cases.append(Case(name: name, response: response)) }
        let head = "HTTP/1.1 200 OK\r\nContent-Type: application/json\r\n"
        // Compressed and huge bodies.
        let bomb = gzipBomb(megabytes: 200)
        add("gzipbomb", LoopbackHTTPServer.Response(status: 200, headers: [("Content-Type", "application/json"), ("Content-Encoding", "gzip")], body: bomb))
        // The same deflate stream in a zlib wrapper (RFC 1950), as `Content-Encoding: deflate`.
        if bomb.count > 18 {
            let zlib = Data([0x78, 0x9C]) + bomb.dropFirst(10).dropLast(8) + Data([0, 0, 0, 0])
            add("deflatebomb", LoopbackHTTPServer.Response(status: 200, headers: [("Content-Type", "application/json"), ("Content-Encoding", "deflate")], body: zlib))
        }
        add("gzipgarbage", LoopbackHTTPServer.Response(status: 200, headers: [("Content-Type", "application/json"), ("Content-Encoding", "gzip")],
                                                       body: Data((0..<4096).map { UInt8(truncatingIfNeeded: $0 &* 37) })))
        for encoding in ["br", "zstd", "gzip, gzip", "identity;q=nan"] {
            add("encoding-\(encoding.filter(\.isLetter))", LoopbackHTTPServer.Response(status: 200, headers: [("Content-Type", "application/json"), ("Content-Encoding", encoding)], body: Data("[]".utf8)))
        }
        add("huge", LoopbackHTTPServer.Response(status: 200, headers: [("Content-Type", "application/json")], body: Data(repeating: UInt8(ascii: " "), count: 80 << 20)))
        var chunked = Data((head + "Transfer-Encoding: chunked\r\n\r\n").utf8)
        let chunk = Data(repeating: UInt8(ascii: " "), count: 1 << 20)
        for _ in 0..<70 { chunked += Data("100000\r\n".utf8) + chunk + Data("\r\n".utf8) }
        add("hugechunked", raw(chunked + Data("0\r\n\r\n".utf8)))
        add("hugeunsized", raw(Data((head + "Connection: close\r\n\r\n").utf8) + Data(repeating: UInt8(ascii: "["), count: 70 << 20)))
        add("manyrepos", json(200, repos((0..<50_000).map { "r\($0)" })))
        // Many headers, a huge one, values that are no numbers.
        add("manyheaders", json(200, "[]", headers: (0..<5_000).map { ("X-Field-\($0)", String(repeating: "v", count: $0 % 50)) }))
        add("hugeheader", json(200, "[]", headers: [("X-Huge", String(repeating: "h", count: 2 << 20))]))
        let odd = ["1e20", "nan", "inf", "-inf", "", "soon", "-1", "99999999999999999999999999", "0x10", "1.7e308", "1e-400", "٣", "+5"]
        for (index, value) in odd.enumerated() {
            let headers = [("X-RateLimit-Reset", value), ("X-RateLimit-Remaining", index % 2 == 0 ? "0" : value),
                           ("X-RateLimit-Limit", value), ("Retry-After", value)]
            add("ratelimit\(index)", json(index % 2 == 0 ? 429 : 403, #"{"message":"slow down"}"#, headers: headers))
        }
        for (index, length) in ["abc", "-1", "99999999999999999999", "1e3", "2, 2"].enumerated() {
            add("length\(index)", raw(Data((head + "Content-Length: \(length)\r\n\r\n[]").utf8)))
        }
        // The token echoed, disguised.
        let escaped = token.unicodeScalars.map { String(format: "\\u%04X", $0.value) }.joined()
        let lowerEscaped = token.unicodeScalars.map { String(format: "\\u%04x", $0.value) }.joined()
        let mixed = token.unicodeScalars.enumerated().map { $0.offset % 2 == 0 ? String($0.element) : String(format: "\\u%04x", $0.element.value) }.joined()
        let percent = token.utf8.map { String(format: "%%%02X", $0) }.joined()
        let basic = Data("user:\(token)".utf8).base64EncodedString()
        add("echo", json(200, repos([escaped, lowerEscaped, mixed, percent, "Basic \(basic)", token])))
        add("echoheader", json(200, "[]", headers: [("X-Echo", token), ("Link", "<https://x/?access_token=\(token)>; rel=next")]))
        add("echoerror", json(401, #"{"message":"Bad credentials: \#(escaped) \#(percent)"}"#))
        add("echoredirect", LoopbackHTTPServer.Response(status: 302, headers: [("Location", "/users/\(percent)/repos?token=\(token)")], body: Data()))
        // Broken HTTP and odd answers.
        add("truncated", raw(Data((head + "Content-Length: 1000\r\n\r\n[{\"id\":1").utf8)))
        add("reset", raw(Data((head + "Content-Length: 1000\r\n\r\n[").utf8), thenReset: true))
        add("resetfirst", raw(Data(), thenReset: true))
        add("garbage", raw(Data("SSH-2.0-OpenSSH\r\n\r\n".utf8)))
        add("badchunks", raw(Data((head + "Transfer-Encoding: chunked\r\n\r\nzz\r\n[]\r\n0\r\n\r\n").utf8)))
        add("status999", json(999, "[]"))
        add("status204", json(204, "[]"))
        add("redirectloop", LoopbackHTTPServer.Response(status: 302, headers: [("Location", "/users/redirectloop/repos")], body: Data()))
        add("html", LoopbackHTTPServer.Response(status: 200, headers: [("Content-Type", "text/html")], body: Data("<html>[]</html>".utf8)))
        add("deepjson", json(200, String(repeating: "[", count: 200_000) + String(repeating: "]", count: 200_000)))
        add("deepobject", json(200, String(repeating: #"{"a":"#, count: 100_000) + "1" + String(repeating: "}", count: 100_000)))
        add("numbers", json(200, #"[{"id":1e400,"name":"n","full_name":"o/n","stargazers_count":-1e400,"html_url":"https://x","owner":{"login":"o","avatar_url":"https://x"}}]"#))
        var invalid = Data(#"[{"id":1,"name":""#.utf8) + Data([0xC0, 0x80, 0xFF, 0xED, 0xA0, 0x80])
        invalid += Data(#"","full_name":"o/n","html_url":"https://x","owner":{"login":"o","avatar_url":"https://x"}}]"#.utf8)
        add("invalidutf8", LoopbackHTTPServer.Response(status: 200, headers: [("Content-Type", "application/json")], body: invalid))
        add("slow", json(200, repos(["slow"]), delay: 3))
        return cases
    }

    enum Verdict: Equatable {
        case passed, crashed(Int32), hung, leaked
    }

    /// Runs every case; prints one line each and a summary; returns the number that failed.
    static func run(rxs: String, timeout: Double, folder: String) -> Int {
        let all = cases()
        let byName = Dictionary(all.map { ($0.name, $0.response) }, uniquingKeysWith: { first, _ in first })
        let server: LoopbackHTTPServer
        do {
            server = try LoopbackHTTPServer { request in
                let parts = request.target.split(separator: "?")[0].split(separator: "/")
                if parts.count == 3, parts[0] == "users", let response = byName[String(parts[1])] { return response }
                return LoopbackHTTPServer.Response.json(404, #"{"message":"Not Found"}"#)
            }
        } catch {
            print("rxfuzz: no loopback server: \(error)")
            return 1
        }
        defer { server.stop() }
        var failures = 0
        for testCase in all {
            for flavor in ["plain", "json", "html"] {
                let verdict = runCase(testCase.name, flavor: flavor, rxs: rxs, server: server, timeout: timeout, folder: folder)
                if verdict != .passed { failures += 1 }
                print("server \(testCase.name) (\(flavor)): \(verdict)")
            }
        }
        print("\(all.count * 3) server runs, \(failures) failed")
        return failures
    }

    private static func runCase(_ name: String, flavor: String, rxs: String, server: LoopbackHTTPServer,
                                timeout: Double, folder: String) -> Verdict {
        let work = folder + "/server-\(name)-\(flavor)"
        try? FileManager.default.createDirectory(atPath: work, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: work) }
        let script = "open repos\ntype searchBar \(name)\nsettle\nwait 1s\nshow\nstate\nnet log\n"
        _ = FileManager.default.createFile(atPath: work + "/s.rxs", contents: Data(script.utf8))
        var arguments = ["run", "--live", "s.rxs"]
        if flavor == "json" { arguments.insert("--json", at: 1) }
        if flavor == "html" { arguments += ["--html", "page.html"] }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: rxs)
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: work)
        process.environment = ["HOME": work, "PATH": "/usr/bin:/bin", "GITHUB_TOKEN": token,
                               "RXS_GITHUB_BASE_URL": server.baseURL.absoluteString, "NO_COLOR": "1"]
        let output = FileManager.default.createFile(atPath: work + "/out.txt", contents: nil) ? FileHandle(forWritingAtPath: work + "/out.txt") : nil
        process.standardOutput = output ?? FileHandle.nullDevice
        process.standardError = output ?? FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        let ended = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in ended.signal() }
        do { try process.run() } catch { return .crashed(-1) }
        if ended.wait(timeout: .now() + timeout) == .timedOut {
            kill(process.processIdentifier, SIGKILL)
            ended.wait()
            return .hung
        }
        try? output?.close()
        if process.terminationReason == .uncaughtSignal || process.terminationStatus >= 128 {
            return .crashed(process.terminationStatus)
        }
        for file in ["out.txt", "page.html"] {
            if let data = FileManager.default.contents(atPath: work + "/" + file), data.range(of: Data(token.utf8)) != nil { return .leaked }
        }
        return .passed
    }
}
