import Foundation

/// A cassette folder's `default.json`: the answer to every request that no cassette of any
/// folder matches, instead of the service's 404. With it a folder can say "every other user
/// name is free" once, rather than one cassette per name:
///
///     {"note": "every other user name is free",
///      "response": {"status": 404, "json": {"message": "Not Found"}}}
///
/// The first folder (in `--fixtures` order) that has one answers. Requests it answers are not
/// unmatched: the folder said what they get.
struct DefaultAnswer: Decodable {
    var note: String?
    var response: Cassette.Response

    static let fileName = "default.json"

    static func load(_ data: Data, file: String, shown: String) -> Result<CassetteLibrary.Entry, CassetteProblem> {
        do throws(CassetteError) {
            let answer = try decode(data)
            let cassette = Cassette(note: answer.note, request: Cassette.Request(method: "*", url: "*"),
                                    response: answer.response)
            return .success(CassetteLibrary.Entry(file: file, cassette: cassette))
        } catch {
            return .failure(CassetteProblem(text: error.located(in: shown)))
        }
    }

    private static func decode(_ data: Data) throws(CassetteError) -> DefaultAnswer {
        if data.isEmpty { throw CassetteError(reason: "the file is empty") }
        let answer: DefaultAnswer
        do {
            answer = try JSONDecoder().decode(DefaultAnswer.self, from: data)
        } catch {
            let bytes = [UInt8](data)
            if let syntax = JSONInspection.syntaxError(in: bytes) {
                throw CassetteError(reason: syntax.message + " (the file is not valid JSON)", line: syntax.line,
                                    column: syntax.column)
            }
            let failure = DecodingFailure.apiError(from: error, decoding: DefaultAnswer.self, body: bytes)
            guard case .decoding(_, let path, let reason) = failure else {
                throw CassetteError(reason: failure.description)
            }
            throw CassetteError(reason: (path.isEmpty ? reason : "\(path): \(reason)")
                + " (a default answer is {\"response\": {\"status\": …}})")
        }
        try answer.response.check()
        return answer
    }
}
