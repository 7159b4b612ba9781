/// What an adopt arranges for a package, from its manifests and Package.resolved: the URL
/// spellings to mirror, the tags the repository needs so every requirement resolves, and
/// branches that manifests name.
struct AdoptPlan {
    var spellings: [String]
    var tags: [String]
    var branches: [String]

    init(scan: ManifestScan, pinned: [TagVersion]) {
        spellings = Self.unique(RxSwiftURL.usual + scan.spellings)
        // 6.10.2 satisfies the usual `from: "6.x"`; a pin keeps its version (SwiftPM would
        // otherwise re-resolve and rewrite Package.resolved); an exact version or a range
        // 6.10.2 is not in gets its own.
        let versions = [TagVersion.rxSwift] + pinned + scan.requirements.compactMap(\.extraTag)
        tags = Self.unique(versions.map(\.description))
        branches = Self.unique(scan.requirements.compactMap { requirement in
            if case .branch(let name) = requirement, name != "main" { return name }
            return nil
        })
    }

    static func unique(_ words: [String]) -> [String] {
        var seen: Set<String> = []
        return words.filter { seen.insert($0).inserted }
    }

    /// `file` with every spelling mirrored to `repository`: an entry adopt made (or replaced
    /// before) follows the repository, another one for the spelling is replaced and kept in
    /// `record.replaced`, a missing one is appended and kept in `record.added`; one already
    /// pointing there is left alone.
    static func point(_ spellings: [String], at repository: String, in file: MirrorsFile,
                      record: inout AdoptRecord) -> MirrorsFile {
        var file = file
        let ours = Set(record.added.map(\.original) + record.replaced.map(\.original))
        for spelling in spellings {
            if let index = file.entries.firstIndex(where: { $0.original == spelling }) {
                let entry = file.entries[index]
                guard entry.mirror != repository else { continue }
                if !ours.contains(spelling) { record.replaced.append(entry) }
                file.entries[index].mirror = repository
            } else {
                file.entries.append(MirrorsFile.Entry(mirror: repository, original: spelling))
                if !record.added.contains(where: { $0.original == spelling }) {
                    record.added.append(MirrorsFile.Entry(mirror: repository, original: spelling))
                }
            }
        }
        // After the package moved, the entries adopt made name the repository's new path.
        record.added = record.added.map { MirrorsFile.Entry(mirror: repository, original: $0.original) }
        record.repository = repository
        return file
    }
}
