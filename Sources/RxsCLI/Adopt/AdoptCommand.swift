import Foundation
import RxsScript
import RxsSupport

/// `rxs adopt [--rxs SOURCE] [DIR]`: makes the package in DIR resolve its dependency on
/// RxSwift to rxs, offline, through SwiftPM's own mirrors, with no edit to its manifest.
/// `rxs adopt --undo [DIR]` takes back exactly what adopt added. What is added is written in
/// `AdoptRecord`; the mirror itself is a `MirrorRepository`.
struct AdoptCommand {
    var directory: String
    var source: String?
    var undo: Bool

    /// `operands`: an optional DIR; `source`: `--rxs SOURCE`; `undo`: `--undo`.
    init(operands: [String], source: String?, undo: Bool) throws(UsageError) {
        guard operands.count <= 1 else { throw UsageError("rxs adopt takes at most one DIR, not '\(operands[1])'") }
        if undo, source != nil { throw UsageError("--undo takes back what adopt added; it takes no --rxs") }
        directory = operands.first ?? "."
        guard !directory.isEmpty else { throw UsageError("DIR is an empty word; leave it out for the current folder") }
        self.source = source
        self.undo = undo
    }

    /// Adopts or undoes; the error is a message for stderr (exit 2).
    func run(environment: [String: String], output: (String) -> Void) throws(UsageError) {
        let folder = URL(fileURLWithPath: directory).standardizedFileURL.path
        guard FileManager.default.fileExists(atPath: folder + "/Package.swift") else {
            throw UsageError("\(folder) is no Swift package: it has no Package.swift")
        }
        let paths = AdoptRecord.Paths(package: folder)
        if undo {
            guard let record = try AdoptRecord.read(paths.record) else {
                throw UsageError("nothing to undo in \(folder): rxs adopt left no \(paths.record)")
            }
            let kept = try AdoptUndo.undo(record, paths: paths)
            output(VisibleText.escapingControls(AdoptReport.undone(record, kept: kept, package: folder)))
            return
        }
        let source = try Self.source(source, environment: environment)
        let scan = ManifestScan(package: folder)
        guard !scan.spellings.isEmpty else {
            throw UsageError("\(folder) does not depend on RxSwift: none of its \(scan.manifests.count) manifest(s) "
                + "names github.com/ReactiveX/RxSwift")
        }
        let pins = ManifestScan.rxSwiftPins(package: folder)
        let plan = AdoptPlan(scan: scan, pinned: pins.compactMap(\.version))
        let git = try Git(repository: paths.repository, environment: environment, limits: GitLimits(environment: environment),
                          needs: "rxs adopt needs git on PATH to make the mirror repository")
        let previous = try AdoptRecord.read(paths.record)
        let record = try adopt(plan, from: source, git: git, paths: paths, previous: previous)
        let changed = previous.map { $0.commit != record.commit } ?? false
        let built = FileManager.default.fileExists(atPath: folder + "/.build")
        output(VisibleText.escapingControls(AdoptReport.adopted(record, spellings: plan.spellings.count, directory: directory,
                                                                changedSinceLastAdopt: changed && built)))
    }

    /// Makes or refreshes the repository and the mirror entries. A first adopt that fails
    /// halfway takes back what it made, so the package is left as it was.
    private func adopt(_ plan: AdoptPlan, from source: AdoptSource, git: Git, paths: AdoptRecord.Paths,
                       previous: AdoptRecord?) throws(UsageError) -> AdoptRecord {
        let manager = FileManager.default
        // Read before anything changes: a mirrors file adopt cannot read stops it here.
        let mirrors = try MirrorsFile.read(paths.mirrors)
        var record: AdoptRecord
        if let previous {
            record = previous
        } else {
            guard !manager.fileExists(atPath: paths.own) else {
                throw UsageError("\(paths.own) exists but rxs adopt did not make it (it holds no adopt.json); move it away first")
            }
            record = AdoptRecord(source: source.description, repository: paths.repository,
                                 createdSwiftPMFolder: !manager.fileExists(atPath: paths.swiftPM),
                                 createdConfigurationFolder: !manager.fileExists(atPath: paths.configuration),
                                 createdMirrorsFile: mirrors == nil, mirrorsFileBefore: mirrors?.bytes)
            do throws(SafeFileWriter.Failure) {
                try NewCommand.makeFolders(paths.own)
                // The package's own git repository, if any, must not take in the mirror's objects.
                try SafeFileWriter.write("*\n", to: paths.own + "/.gitignore")
            } catch {
                _ = try? AdoptUndo.undo(record, paths: paths)
                throw UsageError("\(error)")
            }
        }
        do throws(UsageError) {
            try record.write(to: paths.record)
            record.commit = try MirrorRepository(git: git).refresh(from: source, tags: plan.tags, branches: plan.branches)
            record.source = source.description
            record.tags = plan.tags
            record.branches = plan.branches
            let file = AdoptPlan.point(plan.spellings, at: paths.repository, in: mirrors?.file ?? MirrorsFile(), record: &record)
            // The record first: should writing the mirrors fail, undo still knows every entry.
            try record.write(to: paths.record)
            if file != mirrors?.file {
                do throws(SafeFileWriter.Failure) {
                    try NewCommand.makeFolders(paths.configuration)
                } catch {
                    throw UsageError("\(error)")
                }
                try MirrorsFile.write(file.encoded, to: paths.mirrors)
            }
            return record
        } catch {
            if previous == nil { _ = try? AdoptUndo.undo(record, paths: paths) }
            throw error
        }
    }

    /// SOURCE as given (a folder, else a git URL), or the checkout this rxs was built from.
    static func source(_ given: String?, environment: [String: String]) throws(UsageError) -> AdoptSource {
        guard let given else {
            guard let path = RxsCheckout.find(environment: environment) else {
                throw UsageError("cannot find the rxs checkout this program was built from; "
                    + "set RXS_PACKAGE_PATH to its folder or use --rxs SOURCE")
            }
            return try folder(path)
        }
        if FileManager.default.fileExists(atPath: given) {
            return try folder(URL(fileURLWithPath: given).standardizedFileURL.path)
        }
        if isGitURL(given) { return .url(given) }
        throw UsageError("\(given) is no rxs: there is no such folder, and it is no git URL")
    }

    private static func folder(_ path: String) throws(UsageError) -> AdoptSource {
        guard RxsCheckout.isCheckout(URL(fileURLWithPath: path)) else {
            let missing = AdoptSource.rxsFiles.filter { !FileManager.default.fileExists(atPath: path + "/" + $0) }
            throw UsageError("\(path) is no rxs: it has no \(missing.isEmpty ? "rxs sources" : missing.joined(separator: " and "))")
        }
        return .folder(path)
    }

    /// `scheme://…` or git's scp-like `user@host:path`.
    static func isGitURL(_ text: String) -> Bool {
        if let scheme = text.range(of: "://") {
            return !text[..<scheme.lowerBound].isEmpty && text[..<scheme.lowerBound].allSatisfy { $0.isLetter || "+.-".contains($0) }
        }
        guard let at = text.firstIndex(of: "@"), let colon = text.firstIndex(of: ":") else { return false }
        return at < colon && !text[..<at].contains("/") && !text.hasPrefix("-")
    }
}
