import Foundation

/// What `rxs adopt` learns from a package's manifests: every spelling of RxSwift's URL and
/// what each `.package(url:…)` on it requires. Read are the package's `Package.swift` and
/// `Package@swift-*.swift`, those of its path dependencies (and theirs), and those SwiftPM
/// has checked out in `.build/checkouts`, since a mirror must also catch the URL as a
/// dependency of a dependency spells it.
struct ManifestScan {
    /// Spellings in the order found, each once.
    var spellings: [String] = []
    var requirements: [RxSwiftRequirement] = []
    /// The manifests read, for a message when none names RxSwift.
    var manifests: [String] = []

    /// Path dependencies followed at most, so a cycle of links or a huge tree stays cheap.
    static let packageLimit = 200
    /// A larger manifest is no hand-written one: skipped.
    static let manifestSizeLimit = 512 * 1024

    /// Scans the package in `folder` (absolute).
    init(package folder: String) {
        var queue = [folder]
        var seen: Set<String> = []
        while let package = queue.first, seen.count < Self.packageLimit {
            queue.removeFirst()
            guard seen.insert(package).inserted else { continue }
            for manifest in Self.manifests(in: package) {
                queue += read(manifest).map { path in
                    URL(fileURLWithPath: path, relativeTo: URL(fileURLWithPath: package, isDirectory: true)).standardizedFileURL.path
                }
            }
        }
        let checkouts = folder + "/.build/checkouts"
        let names = (try? FileManager.default.contentsOfDirectory(atPath: checkouts)) ?? []
        for name in names.sorted().prefix(Self.packageLimit) {
            for manifest in Self.manifests(in: checkouts + "/" + name) { _ = read(manifest) }
        }
    }

    /// `Package.swift` and the `Package@swift-X.swift` variants in `folder`, sorted.
    static func manifests(in folder: String) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        return names.filter { $0 == "Package.swift" || ($0.hasPrefix("Package@swift-") && $0.hasSuffix(".swift")) }
            .sorted().map { folder + "/" + $0 }
    }

    /// Records `manifest`'s spellings and requirements; returns its path dependencies.
    private mutating func read(_ manifest: String) -> [String] {
        guard let handle = FileHandle(forReadingAtPath: manifest) else { return [] }
        defer { try? handle.close() }
        guard let data = try? handle.read(upToCount: Self.manifestSizeLimit + 1), data.count <= Self.manifestSizeLimit else { return [] }
        manifests.append(manifest)
        let source = SwiftLiterals(String(decoding: data, as: UTF8.self))
        var paths: [String] = []
        for (index, literal) in source.literals.enumerated() {
            if RxSwiftURL.matches(literal) {
                if !spellings.contains(literal) { spellings.append(literal) }
                let rest = source.restOfCall(after: index)
                if let requirement = RxSwiftRequirement(code: rest.code, literals: rest.literals) {
                    requirements.append(requirement)
                }
            } else if source.isPackagePath(index), !literal.isEmpty {
                paths.append(literal)
            }
        }
        return paths
    }

    /// RxSwift's pins in `folder/Package.resolved` (format 1, 2 or 3), by identity `rxswift`
    /// or by URL; empty without the file or such a pin.
    static func rxSwiftPins(package folder: String) -> [ResolvedPin] {
        struct Pins: Decodable { var pins: [ResolvedPin]? }
        struct Resolved: Decodable {
            var pins: [ResolvedPin]?
            var object: Pins?
        }
        guard let handle = FileHandle(forReadingAtPath: folder + "/Package.resolved") else { return [] }
        defer { try? handle.close() }
        guard let data = try? handle.read(upToCount: 4 * 1024 * 1024),
              let resolved = try? JSONDecoder().decode(Resolved.self, from: data) else { return [] }
        return (resolved.pins ?? resolved.object?.pins ?? []).filter { pin in
            pin.identity?.lowercased() == "rxswift" || pin.package?.lowercased() == "rxswift"
                || [pin.location, pin.repositoryURL].contains { $0.map(RxSwiftURL.matches) ?? false }
        }
    }
}

/// A pin of Package.resolved, with the fields of every format adopt reads.
struct ResolvedPin: Decodable {
    struct State: Decodable { var version: String? }
    var identity: String?
    /// `remoteSourceControl`; `localSourceControl` when it was resolved through a local mirror.
    var kind: String?
    var location: String?
    var package: String?
    var repositoryURL: String?
    var state: State?

    var version: TagVersion? { state?.version.flatMap(TagVersion.init) }
}
