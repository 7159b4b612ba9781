import Foundation

/// Cassettes of a misbehaving service for `FuzzDriver`'s sessions on `--fixtures`: rate-limit
/// headers whose values are no numbers or no representable times, thousands of headers, a
/// secret echoed in disguise (JSON escapes, percent-encoding, base64 of `user:secret`), large
/// bodies and odd content types. Every GitHub repos and search request and every venue search
/// the lines make meet one of them.
enum HostileCassettes {
    /// The session secret the disguised echoes carry (the fuzz sessions get it as a token).
    static let token = "ghp_fuzzTOKEN0123456789"

    static func write(into folder: String) throws {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        var index = 0
        func cassette(_ url: String, status: Int, headers: [String: String], body: String) throws {
            index += 1
            let object: [String: Any] = [
                "request": ["method": "GET", "url": url, "matchQuery": [String]()],
                "response": ["status": status, "headers": headers, "text": body],
            ]
            let data = try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])
            try data.write(to: URL(fileURLWithPath: folder + "/hostile-\(index).json"))
        }
        let resets = ["1e20", "nan", "inf", "-inf", "-1", "99999999999999999999999999", "0x10", "soon", "", "1.7e308"]
        for (offset, reset) in resets.enumerated() {
            try cassette("https://api.github.com/users/limit\(offset)/repos", status: offset % 2 == 0 ? 429 : 403,
                         headers: ["Content-Type": "application/json", "X-RateLimit-Reset": reset,
                                   "X-RateLimit-Remaining": "0", "X-RateLimit-Limit": reset],
                         body: #"{"message":"slow down"}"#)
        }
        var many: [String: String] = ["Content-Type": "application/json"]
        for header in 0..<3_000 { many["X-Field-\(header)"] = String(repeating: "v", count: header % 50) }
        try cassette("https://api.github.com/users/headers/repos", status: 200, headers: many, body: "[]")
        let escaped = token.unicodeScalars.map { String(format: "\\u%04X", $0.value) }.joined()
        let percent = token.utf8.map { String(format: "%%%02x", $0) }.joined()
        let basic = Data("user:\(token)".utf8).base64EncodedString()
        let echo = """
            [{"id":1,"name":"\(escaped)","full_name":"octocat/\(percent)","description":"Basic \(basic)",\
            "html_url":"https://github.com/octocat/x","stargazers_count":1,"language":"\\u0067hp","fork":false,\
            "owner":{"login":"octocat","avatar_url":"https://x"}}]
            """
        try cassette("https://api.github.com/users/echo/repos", status: 200, headers: ["Content-Type": "application/json"], body: echo)
        let large = "[" + Array(repeating: #"{"id":1,"name":"n","full_name":"o/n","html_url":"https://x","owner":{"login":"o","avatar_url":"https://x"}}"#,
                                count: 20_000).joined(separator: ",") + "]"
        try cassette("https://api.github.com/users/large/repos", status: 200, headers: ["Content-Type": "application/json"], body: large)
        try cassette("https://api.github.com/users/odd/repos", status: 200,
                     headers: ["Content-Type": "application/json; charset=\u{0}; q=nan", "Content-Length": "-1",
                               "Link": "<" + String(repeating: "x", count: 5_000) + ">; rel=next"], body: "[1e400, -0, 1e-400]")
    }

    /// Users the lines type into the repos screen, so the cassettes above are met.
    static let users = (0..<10).map { "limit\($0)" } + ["headers", "echo", "large", "odd"]
}
