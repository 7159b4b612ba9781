import Foundation
import RxsScript
import RxsSupport

/// `.swiftpm/rxs/adopt.json`: exactly what `rxs adopt` added to a package, so a second adopt
/// refreshes rather than duplicates and `--undo` takes away that and nothing else.
struct AdoptRecord: Codable, Equatable {
    /// The record's own format.
    var format = 1
    /// The rxs committed: a folder or a git URL.
    var source: String
    /// The mirror repository's absolute path, which the mirror entries name.
    var repository: String
    var commit: String = ""
    var tags: [String] = []
    /// Branches besides `main` that manifests ask for (`branch: "develop"`).
    var branches: [String] = []
    /// Entries adopt appended to mirrors.json.
    var added: [MirrorsFile.Entry] = []
    /// Entries for an RxSwift spelling that were in mirrors.json, pointing elsewhere, which
    /// adopt pointed at the repository: as they were.
    var replaced: [MirrorsFile.Entry] = []
    var createdSwiftPMFolder: Bool
    var createdConfigurationFolder: Bool
    var createdMirrorsFile: Bool
    /// mirrors.json before the first adopt, byte for byte (base64 in the JSON), to put back.
    var mirrorsFileBefore: Data?

    /// The files and folders of a package that adopt touches.
    struct Paths {
        var package: String
        var swiftPM: String { package + "/.swiftpm" }
        var configuration: String { swiftPM + "/configuration" }
        var mirrors: String { configuration + "/mirrors.json" }
        /// adopt's own folder: the repository, the record and a .gitignore.
        var own: String { swiftPM + "/rxs" }
        var repository: String { own + "/RxSwift.git" }
        var record: String { own + "/adopt.json" }
    }

    /// The record at `path`, nil when there is none.
    static func read(_ path: String) throws(UsageError) -> AdoptRecord? {
        guard FileManager.default.fileExists(atPath: path) else { return nil }
        guard let handle = FileHandle(forReadingAtPath: path) else { throw UsageError("cannot read \(path)") }
        defer { try? handle.close() }
        guard let data = try? handle.read(upToCount: 16 * 1024 * 1024),
              let record = try? JSONDecoder().decode(AdoptRecord.self, from: data), record.format == 1 else {
            throw UsageError("cannot read \(path): it is not a record rxs adopt wrote; remove its folder by hand")
        }
        return record
    }

    func write(to path: String) throws(UsageError) {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(self) else { throw UsageError("cannot encode \(path)") }
        do throws(SafeFileWriter.Failure) {
            try SafeFileWriter.write([UInt8](data) + [10], to: path)
        } catch {
            throw UsageError("\(error)")
        }
    }
}
