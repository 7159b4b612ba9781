/// Which cassette answers which request, and which files cannot be used, shared by every
/// session that replays from the same folder listings: a suite's sessions ask for the same few
/// URLs, and each session matching them again (parsing the URL, ranking every cassette) was
/// about 118 k instructions a script.
///
/// Both depend only on the listings (`CassetteFolder`s, decoded once and never changed) and
/// the request, so a table is kept per list of listings, compared by identity: a folder
/// whose files changed on disk is listed anew (`SharedCassetteFolders`), its new listing has
/// a table of its own, and a session sees exactly what it would see with nothing shared.
final class SharedCassetteAnswers: Sendable {
    static let shared = SharedCassetteAnswers()

    /// The answers for one list of listings. It holds the listings, so no other list can
    /// take their identities while the table lives.
    final class Table: Sendable {
        let folders: [CassetteFolder]
        /// A cassette's answer (only its response: copying the whole entry out of the table,
        /// the cassette and its request included, was most of a known request's look-up).
        private let answers = Guarded<[AnswerKey: HTTPResponse?]>([:])
        /// The listings' unusable files, found once (`net log` asks in every session).
        private let knownProblems = Guarded<[String]?>(nil)
        /// Answers kept at most: a session typing into a search screen asks for a new URL per key.
        private static let limit = 1024

        fileprivate init(folders: [CassetteFolder]) {
            self.folders = folders
        }

        /// A request as the table knows it: its method and URL text, hashed by the URL alone
        /// (the method rarely differs; no `METHOD url` string is joined per request).
        private struct AnswerKey: Hashable {
            var method: HTTPMethod
            var url: String

            func hash(into hasher: inout Hasher) { hasher.combine(url) }
        }

        /// The answer for `method` and `url`, found by `match` the first time it is asked.
        func answer(method: HTTPMethod, url: String, match: () -> CassetteLibrary.Entry?) -> HTTPResponse? {
            let key = AnswerKey(method: method, url: url)
            if let known = answers.withLock({ $0[key] }) { return known }
            // Matched outside the lock: two sessions may both match a new key; either answer is the same.
            let response = match()?.response
            answers.withLock { answers in
                if answers.count >= Self.limit { answers.removeAll() }
                answers[key] = response
            }
            return response
        }

        /// The listings' problems, found by `find` the first time they are asked for.
        func problems(_ find: () -> [String]) -> [String] {
            if let known = knownProblems.withLock({ $0 }) { return known }
            let found = find()
            knownProblems.withLock { $0 = found }
            return found
        }
    }

    private let tables = Guarded<[[ObjectIdentifier]: Table]>([:])
    /// Tables kept at most: a run uses one or two lists; a folder edited again and again
    /// between sessions makes a new one each time, and the old ones are dropped.
    private static let limit = 16

    /// The table for `folders`, made on first use.
    func table(for folders: [CassetteFolder]) -> Table {
        let key = folders.map(ObjectIdentifier.init)
        return tables.withLock { tables in
            if let known = tables[key] { return known }
            if tables.count >= Self.limit { tables.removeAll() }
            let table = Table(folders: folders)
            tables[key] = table
            return table
        }
    }
}
