import APIClient
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import RxsScript
import RxsSession
import RxsRunner
import RxsSupport

/// `--record DIR` checked before the session, so a live recording is not made for nothing:
/// DIR is a folder, or a path whose nearest existing folder above can take new folders
/// (recording makes the missing ones).
enum RecordFolderCheck {
    /// The usage error, or nil when cassettes can be written under `folder`.
    /// Names are bytes (`FileName`); messages show those that are not UTF-8 as `\xE9`.
    static func problem(_ folder: String) -> String? {
        var path = folder
        while true {
            var info = stat()
            if stat(FileName.cString(path), &info) == 0 {
                guard info.st_mode & S_IFMT == S_IFDIR else {
                    let what = info.st_mode & S_IFMT == S_IFREG
                        ? "is a file" : SafeFileWriter.kind(info.st_mode).replacing(", not a regular file", with: "")
                    return "--record \(folder): \(path == folder ? "" : path + " ")\(what), not a folder"
                }
                guard access(FileName.cString(path), W_OK | X_OK) == 0 else { return "--record \(folder): \(SafeFileWriter.reason(errno))" }
                return nil
            }
            var link = stat()
            if lstat(FileName.cString(path), &link) == 0, link.st_mode & S_IFMT == S_IFLNK {
                return "--record \(folder): \(path == folder ? "" : path + " is ")a symbolic link to a folder that does not exist"
            }
            guard errno == ENOENT else { return "--record \(folder): \(SafeFileWriter.reason(errno))" }
            let parent = SafeFileWriter.folder(of: path)
            if parent == path { return nil }
            path = parent
        }
    }
}
