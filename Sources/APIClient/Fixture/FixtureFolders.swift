import Foundation
import RxsSupport

/// Checks of `--fixtures` folders before a session uses them, so a mistyped folder or a broken
/// cassette is reported instead of quietly falling back to the built-in fixtures.
public enum FixtureFolders {
    /// Why `folder` cannot serve cassettes ("no such folder", "is a file, not a folder",
    /// "cannot be read (permission denied)"); nil when it can.
    /// Names are bytes (`FileName`): a folder whose name is not UTF-8 is read like any other.
    public static func problem(with folder: URL) -> String? {
        guard let info = FolderWalk.status(of: folder.path) else { return "no such folder" }
        guard info.st_mode & S_IFMT == S_IFDIR else { return "is a file, not a folder" }
        guard FileName.contents(ofFolder: folder.path) != nil else { return "cannot be read (\(reason(errno: errno)))" }
        return nil
    }

    /// The OS's words for an errno, as `reason(_:)` gives them for Foundation's errors.
    static func reason(errno code: Int32) -> String {
        code == ENOENT ? "no such file" : String(cString: strerror(code)).lowercased()
    }

    /// Every cassette in `folders` that cannot be used, as `path:line:column: reason` or
    /// `path: reason` lines (the folders' own problems too).
    public static func unusableCassettes(in folders: [URL]) -> [String] {
        CassetteLibrary.read(folders).problems
    }

    /// The OS's words for a file error ("permission denied"), not Foundation's error codes.
    static func reason(_ error: any Error) -> String {
        let nsError = error as NSError
        if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain {
            return String(cString: strerror(Int32(underlying.code))).lowercased()
        }
        if nsError.domain == NSPOSIXErrorDomain { return String(cString: strerror(Int32(nsError.code))).lowercased() }
        switch nsError.code {
        case NSFileReadNoPermissionError: return "permission denied"
        case NSFileReadNoSuchFileError: return "no such file"
        default: return nsError.localizedDescription
        }
    }
}
