#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import RxsScript
import RxsSession
import RxsRunner
import RxsSupport

/// Folders watched with Linux's inotify for files written, moved in, created or deleted
/// (editors save by writing in place or by renaming a new file over the old one).
final class FileWatcher {
    private let descriptor: Int32
    /// Watch descriptor → folder path.
    private var folders: [Int32: String] = [:]

    /// Nil when inotify is not available; `reason` then says why.
    init?(reason: inout String) {
        descriptor = inotify_init1(Int32(IN_CLOEXEC))
        guard descriptor >= 0 else {
            reason = String(cString: strerror(errno))
            return nil
        }
    }

    deinit {
        close(descriptor)
    }

    /// Watches `folder` (not its subfolders); false when it cannot be watched.
    @discardableResult
    func watch(_ folder: String) -> Bool {
        let mask = UInt32(IN_CLOSE_WRITE | IN_MOVED_TO | IN_CREATE | IN_DELETE)
        let watch = inotify_add_watch(descriptor, FileName.cString(folder), mask)
        guard watch >= 0 else { return false }
        folders[watch] = folder
        return true
    }

    /// Blocks until something changes, then collects what else changes within `settle`
    /// milliseconds (a save is often several events); the paths, each once, in order.
    func waitForChanges(settle: Int32 = 150) -> [String] {
        var changed: [String] = []
        var timeout: Int32 = -1
        while true {
            var waiting = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            let ready = poll(&waiting, 1, timeout)
            if ready < 0, errno == EINTR { continue }
            guard ready > 0 else { return changed }
            for path in readEvents() where !changed.contains(path) {
                changed.append(path)
            }
            timeout = settle
        }
    }

    /// The paths named by the events waiting to be read.
    private func readEvents() -> [String] {
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
        guard count > 0 else { return [] }
        var paths: [String] = []
        var offset = 0
        let header = MemoryLayout<inotify_event>.size
        buffer.withUnsafeBytes { bytes in
            while offset + header <= count {
                let watch = bytes.loadUnaligned(fromByteOffset: offset, as: Int32.self)
                let length = Int(bytes.loadUnaligned(fromByteOffset: offset + 12, as: UInt32.self))
                let start = offset + header
                let end = min(start + length, count)
                let name = bytes[start..<end].prefix { $0 != 0 }
                if let folder = folders[watch], !name.isEmpty {
                    let file = FileName.decode(name)
                    paths.append(folder == "." ? file : folder.hasSuffix("/") ? folder + file : folder + "/" + file)
                }
                offset = start + length
            }
        }
        return paths
    }
}
