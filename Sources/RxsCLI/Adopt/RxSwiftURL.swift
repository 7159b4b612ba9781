/// The ways a manifest names RxSwift's repository. SwiftPM matches a mirror's original URL
/// string exactly, so each spelling found needs an entry of its own; a missed one sends
/// SwiftPM to the network.
enum RxSwiftURL {
    /// The URL RxSwift's README gives.
    static let canonical = "https://github.com/ReactiveX/RxSwift.git"

    /// Always mirrored, found or not: the README's URL without `.git` and in lowercase, as
    /// people copy it from a browser.
    static let usual = [
        canonical, "https://github.com/ReactiveX/RxSwift",
        "https://github.com/reactivex/rxswift.git", "https://github.com/reactivex/rxswift",
    ]

    /// Whether `text` is RxSwift's GitHub repository in any case, with or without `.git` or a
    /// final slash: `https://`, `http://`, `git://` and `ssh://[user@]` URLs and the scp-like
    /// `git@github.com:ReactiveX/RxSwift.git`.
    static func matches(_ text: String) -> Bool {
        guard text.utf8.count < 200, !text.contains(where: \.isWhitespace) else { return false }
        var rest = Substring(text.lowercased())
        if let scheme = rest.range(of: "://") {
            guard ["https", "http", "git", "ssh", "git+ssh"].contains(rest[..<scheme.lowerBound]) else { return false }
            rest = rest[scheme.upperBound...]
            if let at = rest.firstIndex(of: "@"), rest[..<at].allSatisfy({ $0 != "/" }) { rest = rest[rest.index(after: at)...] }
            guard let slash = rest.firstIndex(of: "/") else { return false }
            let host = rest[..<slash]
            guard host == "github.com" || host == "www.github.com" || host == "github.com:22" else { return false }
            rest = rest[rest.index(after: slash)...]
        } else {
            // user@github.com:path
            guard let at = rest.firstIndex(of: "@"), let colon = rest.firstIndex(of: ":"), at < colon,
                  rest[rest.index(after: at)..<colon] == "github.com" else { return false }
            rest = rest[rest.index(after: colon)...]
        }
        if rest.hasPrefix("/") { rest = rest.dropFirst() }
        if rest.hasSuffix("/") { rest = rest.dropLast() }
        if rest.hasSuffix(".git") { rest = rest.dropLast(4) }
        return rest == "reactivex/rxswift"
    }
}
