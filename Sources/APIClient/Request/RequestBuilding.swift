import Foundation

extension APIRequest {
    /// The request on the wire: URL with encoded path and query, body, headers, timeout.
    public func makeHTTPRequest() throws(APIError) -> HTTPRequest {
        let inQuery: Bool
        switch encoding {
        case .methodDependent: inQuery = method.sendsParametersInQuery
        case .queryString: inQuery = true
        case .formBody, .jsonBody: inQuery = false
        }
        // `parameters` and `acceptableContentTypes` are read once each: they are the app's
        // getters, which build their values anew at each read (a dictionary, an array).
        let parameters = self.parameters
        var urlText = Self.join(base: baseURL.absoluteString, path: PercentEncoding.encodePath(path))
        if inQuery, !parameters.isEmpty {
            // The URL, the separator and the encoded query written into one buffer.
            var bytes: [UInt8] = []
            bytes.reserveCapacity(urlText.utf8.count + 128)
            bytes.append(contentsOf: urlText.utf8)
            bytes.append(Self.containsQuestionMark(urlText) ? UInt8(ascii: "&") : UInt8(ascii: "?"))
            QueryString.append(parameters, to: &bytes)
            urlText = String(decoding: bytes, as: UTF8.self)
        }
        // Servers answer longer URLs with 414 (8 KB is the common limit); refusing them here
        // also keeps every later step (redaction, matching, logs) bounded per request, so
        // typing a very long text into a search screen stays linear.
        guard urlText.utf8.count <= HTTPRequest.longestURL else {
            throw .invalidRequest(reason: "the URL would be \(urlText.utf8.count) bytes long, more than the \(HTTPRequest.longestURL) servers accept")
        }
        guard let url = ParsedRequestURLs.shared.url(for: urlText) else {
            throw .invalidRequest(reason: "\"\(SecretRedactor().redact(urlText))\" is not a valid http(s) URL")
        }
        var request = HTTPRequest(method: method, url: url, headers: headers, timeout: timeout)
        if request.headers["Accept"] == nil {
            let types = acceptableContentTypes
            if !types.isEmpty { request.headers["Accept"] = types.joined(separator: ", ") }
        }
        if !inQuery, !parameters.isEmpty {
            try encodeBody(parameters, into: &request)
        }
        return request
    }

    private func encodeBody(_ parameters: Parameters, into request: inout HTTPRequest) throws(APIError) {
        if encoding == .jsonBody {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
            do {
                request.body = try encoder.encode(parameters.jsonObject)
            } catch {
                throw .invalidRequest(reason: "the parameters cannot be written as JSON (\(error))")
            }
            request.headers["Content-Type"] = "application/json; charset=utf-8"
        } else {
            request.body = Data(QueryString.encode(parameters).utf8)
            request.headers["Content-Type"] = "application/x-www-form-urlencoded; charset=utf-8"
        }
    }

    /// `text.contains("?")`, without Foundation's search for the usual ASCII-only URL.
    private static func containsQuestionMark(_ text: String) -> Bool {
        guard ASCIIBytes.allASCII(text) else { return text.contains("?") }
        return !ASCIIBytes.all(of: text) { $0 != UInt8(ascii: "?") }
    }

    private static func join(base: String, path: String) -> String {
        // ASCII text (every usual URL) is trimmed by its bytes, where a byte is a character;
        // other text by characters, as a character may end in a slash without being one.
        let joinedBytes = base.utf8.withContiguousStorageIfAvailable { baseBytes in
            path.utf8.withContiguousStorageIfAvailable { pathBytes -> String? in
                guard baseBytes.allSatisfy({ $0 < 0x80 }), pathBytes.allSatisfy({ $0 < 0x80 }) else { return nil }
                let slash = UInt8(ascii: "/")
                var end = baseBytes.count
                while end > 0, baseBytes[end - 1] == slash { end -= 1 }
                var start = 0
                while start < pathBytes.count, pathBytes[start] == slash { start += 1 }
                let trimmedBase = UnsafeBufferPointer(rebasing: baseBytes[..<end])
                guard start < pathBytes.count else { return String(decoding: trimmedBase, as: UTF8.self) }
                // Written at once into the string's own storage: the two texts and the joins
                // were three strings allocated per request.
                let trimmedPath = UnsafeBufferPointer(rebasing: pathBytes[start...])
                return String(unsafeUninitializedCapacity: trimmedBase.count + 1 + trimmedPath.count) { joined in
                    var written = UnsafeMutableBufferPointer(rebasing: joined[..<trimmedBase.count])
                        .initialize(fromContentsOf: trimmedBase)
                    joined[written] = slash
                    written += 1
                    written += UnsafeMutableBufferPointer(rebasing: joined[written...]).initialize(fromContentsOf: trimmedPath)
                    return written
                }
            } ?? nil
        } ?? nil
        if let joinedBytes { return joinedBytes }
        var base = base
        while base.hasSuffix("/") { base.removeLast() }
        let trimmedPath = path.drop { $0 == "/" }
        return trimmedPath.isEmpty ? base : base + "/" + trimmedPath
    }
}
