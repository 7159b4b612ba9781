/// A version as SwiftPM reads a tag: `MAJOR.MINOR.PATCH`, an optional `-pre.release` and
/// `+build`. Only such names become tags of the mirror, so nothing read from a manifest or
/// Package.resolved reaches git that is not a plain version.
struct TagVersion: Comparable, Hashable, CustomStringConvertible {
    var major: Int
    var minor: Int
    var patch: Int
    var prerelease: [String]
    var description: String

    /// The version rxs stands in for: RxSwift 6.10.2.
    static let rxSwift = TagVersion(6, 10, 2)

    init(_ major: Int, _ minor: Int, _ patch: Int) {
        (self.major, self.minor, self.patch) = (major, minor, patch)
        prerelease = []
        description = "\(major).\(minor).\(patch)"
    }

    init?(_ text: String) {
        guard text.utf8.count <= 64 else { return nil }
        let plus = text.split(separator: "+", maxSplits: 1, omittingEmptySubsequences: false)
        let dash = plus[0].split(separator: "-", maxSplits: 1, omittingEmptySubsequences: false)
        let numbers = dash[0].split(separator: ".", omittingEmptySubsequences: false)
        guard numbers.count == 3 else { return nil }
        let values = numbers.compactMap { part in part.allSatisfy(\.isASCII) && !part.isEmpty ? Int(part) : nil }
        guard values.count == 3, values.allSatisfy({ $0 >= 0 }) else { return nil }
        func isIdentifier(_ part: Substring) -> Bool {
            !part.isEmpty && part.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-") }
        }
        let prerelease = dash.count == 2 ? dash[1].split(separator: ".", omittingEmptySubsequences: false) : []
        let build = plus.count == 2 ? plus[1].split(separator: ".", omittingEmptySubsequences: false) : []
        guard prerelease.allSatisfy(isIdentifier), build.allSatisfy(isIdentifier) else { return nil }
        (major, minor, patch) = (values[0], values[1], values[2])
        self.prerelease = prerelease.map(String.init)
        description = text
    }

    /// Semantic versioning's order; build metadata does not count.
    static func < (left: TagVersion, right: TagVersion) -> Bool {
        if (left.major, left.minor, left.patch) != (right.major, right.minor, right.patch) {
            return (left.major, left.minor, left.patch) < (right.major, right.minor, right.patch)
        }
        if left.prerelease.isEmpty || right.prerelease.isEmpty { return !left.prerelease.isEmpty && right.prerelease.isEmpty }
        for (a, b) in zip(left.prerelease, right.prerelease) where a != b {
            switch (Int(a), Int(b)) {
            case let (x?, y?): return x < y
            case (.some, nil): return true
            case (nil, .some): return false
            case (nil, nil): return a < b
            }
        }
        return left.prerelease.count < right.prerelease.count
    }

    static func == (left: TagVersion, right: TagVersion) -> Bool { !(left < right) && !(right < left) }
    func hash(into hasher: inout Hasher) { hasher.combine(major); hasher.combine(minor); hasher.combine(patch) }
}

/// What a `.package(url: <RxSwift>, …)` asks for, read from the arguments after the URL.
enum RxSwiftRequirement: Equatable {
    case exact(TagVersion)
    case upToNextMajor(TagVersion)
    case upToNextMinor(TagVersion)
    case range(TagVersion, TagVersion, closed: Bool)
    case branch(String)

    /// `, from: "6.0.0"`, `, .upToNextMinor(from: "6.5.0")`, `, exact: "6.9.0"`,
    /// `, .exact("6.9.0")`, `, "6.0.0"..<"7.0.0"`, `, branch: "main"`; nil for a revision or
    /// what is not written with literals.
    init?(code: String, literals: [String]) {
        let code = code.filter { !$0.isWhitespace }
        guard let first = literals.first else { return nil }
        if code.contains("branch:") || code.contains(".branch(") {
            guard Self.isBranchName(first) else { return nil }
            self = .branch(first)
            return
        }
        guard !code.contains("revision:"), !code.contains(".revision("), let version = TagVersion(first) else { return nil }
        if code.contains("exact:") || code.contains(".exact(") {
            self = .exact(version)
        } else if code.contains("upToNextMinor") {
            self = .upToNextMinor(version)
        } else if code.contains("..<") || code.contains("..."), literals.count >= 2, let upper = TagVersion(literals[1]) {
            self = .range(version, upper, closed: code.contains("..."))
        } else if code.contains("from:") {
            self = .upToNextMajor(version)
        } else {
            return nil
        }
    }

    /// Whether `version` satisfies this requirement.
    func admits(_ version: TagVersion) -> Bool {
        switch self {
        case .exact(let wanted): return version == wanted
        case .upToNextMajor(let lower): return version >= lower && version.major == lower.major
        case .upToNextMinor(let lower): return version >= lower && (version.major, version.minor) == (lower.major, lower.minor)
        case .range(let lower, let upper, let closed): return version >= lower && (closed ? version <= upper : version < upper)
        case .branch: return false
        }
    }

    /// The tag that makes this requirement resolve when 6.10.2 does not: its version or lower
    /// bound; nil for a branch, or when 6.10.2 is admitted.
    var extraTag: TagVersion? {
        switch self {
        case .branch: return nil
        case .exact(let version): return version == .rxSwift ? nil : version
        case .upToNextMajor(let lower), .upToNextMinor(let lower), .range(let lower, _, _):
            if admits(.rxSwift) { return nil }
            return admits(lower) ? lower : nil
        }
    }

    /// A branch name git takes and that cannot be read as an option or a path outside refs/.
    static func isBranchName(_ name: String) -> Bool {
        guard !name.isEmpty, name.utf8.count <= 100, !name.hasPrefix("-"), !name.hasPrefix("."), !name.hasPrefix("/"),
              !name.hasSuffix("/"), !name.hasSuffix(".lock"), !name.hasSuffix("."), !name.contains(".."), !name.contains("//"),
              !name.contains("/.")
        else { return false }
        return name.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "._-/".contains($0)) }
    }
}
