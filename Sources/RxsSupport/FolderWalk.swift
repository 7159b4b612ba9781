#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A folder's tree read with `opendir`/`readdir` on the names' bytes (`FileName`), as
/// Foundation's enumerator cannot read names that are not UTF-8: every entry that is not a
/// folder, by its path relative to the folder. Linked folders are listed, not entered (a
/// link loop cannot make it go round), as the enumerator does.
package enum FolderWalk {
    /// - Parameters:
    ///   - skippingHidden: leaves out entries whose name starts with `.` and does not enter
    ///     such folders (`.build`, `.git`).
    ///   - includingFolders: lists the folders too (still entering them).
    package static func files(in folder: String, skippingHidden: Bool = false, includingFolders: Bool = false) -> [String] {
        var found: [String] = []
        var pending = [""]
        while let relative = pending.popLast() {
            let path = relative.isEmpty ? folder : folder + "/" + relative
            guard let names = FileName.contents(ofFolder: path) else { continue }
            for name in names where !(skippingHidden && name.hasPrefix(".")) {
                let entry = relative.isEmpty ? name : relative + "/" + name
                var info = stat()
                if lstat(FileName.cString(folder + "/" + entry), &info) == 0, info.st_mode & S_IFMT == S_IFDIR {
                    pending.append(entry)
                    if includingFolders { found.append(entry) }
                } else {
                    found.append(entry)
                }
            }
        }
        return found
    }

    /// Makes the folder `path` and the missing ones above it (`mkdir -p`); nil when it is
    /// there now, else the errno that stopped it.
    package static func makeFolders(_ path: String) -> Int32? {
        if let info = status(of: path) { return info.st_mode & S_IFMT == S_IFDIR ? nil : ENOTDIR }
        let parent = SafeFileWriter.folder(of: path)
        if parent != path, parent != ".", let problem = makeFolders(parent) { return problem }
        guard mkdir(FileName.cString(path), 0o777) == 0 || errno == EEXIST else { return errno }
        return nil
    }

    /// `stat` of `path`'s bytes; nil when it fails (`errno` says why).
    package static func status(of path: String) -> stat? {
        var info = stat()
        return stat(FileName.cString(path), &info) == 0 ? info : nil
    }
}
