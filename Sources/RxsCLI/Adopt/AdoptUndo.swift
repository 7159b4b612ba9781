import Foundation
import RxsScript

/// `rxs adopt --undo`: removes the mirror entries adopt added (and points those it replaced
/// back), adopt's folder `.swiftpm/rxs`, and the mirrors file and folders adopt created, so
/// the package is byte for byte as before; what someone else added since stays.
enum AdoptUndo {
    /// Undoes `record`; returns the folders adopt created that now hold someone else's files
    /// and so were kept.
    @discardableResult
    static func undo(_ record: AdoptRecord, paths: AdoptRecord.Paths) throws(UsageError) -> [String] {
        let repositories: Set<String> = [record.repository, paths.repository]
        if let (bytes, file) = try MirrorsFile.read(paths.mirrors) {
            let added = Set(record.added.map(\.original))
            let previous = Dictionary(record.replaced.map { ($0.original, $0.mirror) }) { first, _ in first }
            let entries: [MirrorsFile.Entry] = file.entries.compactMap { entry in
                guard repositories.contains(entry.mirror) else { return entry }
                if let mirror = previous[entry.original] { return MirrorsFile.Entry(mirror: mirror, original: entry.original) }
                return added.contains(entry.original) ? nil : entry
            }
            let before = record.mirrorsFileBefore.flatMap { try? MirrorsFile($0, path: paths.mirrors) }
            if let before, let original = record.mirrorsFileBefore, before.entries == entries {
                // As it was, to the byte, whatever layout it had.
                if bytes != original { try MirrorsFile.write(original, to: paths.mirrors) }
            } else if record.createdMirrorsFile, entries.isEmpty {
                try remove(paths.mirrors)
            } else if entries != file.entries {
                try MirrorsFile.write(MirrorsFile(entries: entries).encoded, to: paths.mirrors)
            }
        }
        try remove(paths.own)
        var kept: [String] = []
        for (created, folder) in [(record.createdConfigurationFolder, paths.configuration), (record.createdSwiftPMFolder, paths.swiftPM)]
        where created && FileManager.default.fileExists(atPath: folder) {
            // rmdir removes only an empty folder: what others put there since stays.
            if rmdir(folder) != 0 { kept.append(folder) }
        }
        return kept
    }

    private static func remove(_ path: String) throws(UsageError) {
        guard FileManager.default.fileExists(atPath: path) else { return }
        do {
            try FileManager.default.removeItem(atPath: path)
        } catch {
            throw UsageError("cannot remove \(path): \(error.localizedDescription)")
        }
    }
}
