import Foundation
import RxsSupport

/// Cassette folders listed once per process and shared by every session: a suite of a
/// thousand scripts reads the default set once, not once per script. A `--fixtures` folder
/// is listed again when its files changed since (`CassetteFolderStamp`), so a session never
/// replays what is no longer on disk; the package's own folder is listed once.
final class SharedCassetteFolders: Sendable {
    static let shared = SharedCassetteFolders()

    private struct Key: Hashable {
        /// Where the folder is; the name as given too, since problems are worded with it.
        var path: String
        var shown: String
    }

    private let folders = Guarded<[Key: CassetteFolder]>([:])
    /// Folders kept at most: a run uses a handful; a long REPL session with many should not grow.
    private static let limit = 64

    /// The listing of `directory`; `fixed` for a folder that does not change while the program runs.
    func folder(_ directory: URL, fixed: Bool) -> CassetteFolder {
        let key = Key(path: directory.standardizedFileURL.path, shown: directory.relativePath)
        let stamp = fixed ? nil : CassetteFolderStamp(directory)
        if let known = folders.withLock({ $0[key] }), known.stamp == stamp { return known }
        // Listed outside the lock: two sessions may both list a new folder once; either listing is right.
        let folder = CassetteFolder.list(directory, stamp: stamp)
        folders.withLock { folders in
            if folders.count >= Self.limit { folders.removeAll() }
            folders[key] = folder
        }
        return folder
    }
}

/// What a folder's cassette files look like on disk (names, sizes, change times, inodes):
/// a different stamp means the folder must be listed again.
struct CassetteFolderStamp: Hashable, Sendable {
    private var files: [File]
    private var usable: Bool

    private struct File: Hashable, Sendable {
        var path: String
        var size: Int64
        var modified: Int
        var modifiedNanoseconds: Int
        var changed: Int
        var changedNanoseconds: Int
        var inode: UInt64
        var mode: UInt32
    }

    init(_ directory: URL) {
        usable = FixtureFolders.problem(with: directory) == nil
        files = CassetteFolder.jsonFiles(in: directory).map { url in
            var info = stat()
            guard stat(FileName.cString(url.path), &info) == 0 else {
                return File(path: url.path, size: -1, modified: 0, modifiedNanoseconds: 0, changed: 0,
                            changedNanoseconds: 0, inode: 0, mode: 0)
            }
            return File(path: url.path, size: Int64(info.st_size), modified: info.st_mtim.tv_sec,
                        modifiedNanoseconds: info.st_mtim.tv_nsec, changed: info.st_ctim.tv_sec,
                        changedNanoseconds: info.st_ctim.tv_nsec, inode: UInt64(info.st_ino), mode: UInt32(info.st_mode))
        }
    }
}
