/// What `rxs adopt` prints: what it did, in a few lines, and the next step.
enum AdoptReport {
    static func adopted(_ record: AdoptRecord, spellings: Int, directory: String, changedSinceLastAdopt: Bool) -> String {
        let next = directory == "." ? "swift build" : "cd \(NewCommand.shellWord(directory)) && swift build"
        var lines = [
            "Adopted: \(RxSwiftURL.canonical) (\(spellings) spellings) → rxs at \(record.source) (tags \(record.tags.joined(separator: ", ")))",
            "  mirror: .swiftpm/rxs/RxSwift.git at \(record.commit.prefix(12)), in .swiftpm/configuration/mirrors.json",
        ]
        if changedSinceLastAdopt {
            // SwiftPM keeps the commit it checked out for a version until its state is reset.
            lines.append("rxs changed since the last adopt: run swift package reset first, or SwiftPM keeps the commit it checked out")
        }
        lines.append("Next: \(next)    (rxs adopt --undo takes it all back)")
        return lines.joined(separator: "\n")
    }

    static func undone(_ record: AdoptRecord, kept: [String], package: String) -> String {
        var removed = ["\(record.added.count) mirror entries", ".swiftpm/rxs"]
        if !record.replaced.isEmpty { removed[0] += " (\(record.replaced.count) put back as they were)" }
        var lines = ["Undone: removed \(removed.joined(separator: " and ")) from \(package)"]
        lines += kept.map { "  kept \($0): it holds files rxs adopt did not make" }
        if ManifestScan.rxSwiftPins(package: package).contains(where: { $0.kind == "localSourceControl" }) {
            lines.append("Package.resolved still pins rxs's commit for RxSwift: swift package update pins RxSwift itself again")
        }
        return lines.joined(separator: "\n")
    }
}
