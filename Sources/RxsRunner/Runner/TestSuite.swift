import Foundation
import RxsScript
import RxsSession
import RxsSupport

/// The scripts `rxs test` runs: found from the paths given, split into shards.
package enum TestSuite {
    /// Files as given; folders searched recursively for `*.rxs` regular files (a FIFO or a
    /// device found there would block or never end), hidden entries (`.build`, `.git`)
    /// skipped. The whole list sorted by path (its bytes), each script once. Names are bytes
    /// (`FileName`): a script whose name is not UTF-8 is found and run like any other.
    package static func discover(_ paths: [String]) throws(UsageError) -> [String] {
        var scripts = Set<String>()
        for path in paths {
            guard let info = FolderWalk.status(of: path) else {
                // Say why: a link that loops or a path through a file is no missing file.
                let shown = VisibleText.escapingControls(path)
                if errno != ENOENT {
                    let reason = errno == ELOOP ? "a loop of symbolic links" : String(cString: strerror(errno))
                    throw UsageError("cannot read \(shown): \(reason)")
                }
                throw UsageError("no such file or folder: \(shown)")
            }
            guard info.st_mode & S_IFMT == S_IFDIR else {
                scripts.insert(path)
                continue
            }
            let folder = path.hasSuffix("/") ? String(path.dropLast()) : path
            for relative in scriptsInFolder(path) {
                switch folder {
                case ".": scripts.insert(relative)
                case "": scripts.insert("/" + relative)
                default: scripts.insert(folder + "/" + relative)
                }
            }
        }
        // Each name's bytes made once, not twice a comparison (n log n arrays, 35 k instructions
        // a script for 180 scripts); sorted by the same comparison, so in the same order.
        return scripts.map { (bytes: FileName.bytes(of: $0), path: $0) }
            .sorted { $0.bytes.lexicographicallyPrecedes($1.bytes) }
            .map(\.path)
    }

    private static func scriptsInFolder(_ path: String) -> [String] {
        FolderWalk.files(in: path, skippingHidden: true).filter { relative in
            guard relative.hasSuffix(".rxs"), let info = FolderWalk.status(of: path + "/" + relative) else { return false }
            return info.st_mode & S_IFMT == S_IFREG
        }
    }

    /// Shard `index` of `count` (1-based): every `count`-th script starting at `index - 1`,
    /// so the shards of one sorted list are disjoint, cover it, and differ in size by at most one.
    package static func shard<Element>(_ scripts: [Element], index: Int, count: Int) -> [Element] {
        scripts.enumerated().filter { $0.offset % count == index - 1 }.map(\.element)
    }

    /// Runs `test` for each script, up to `jobs` at once on threads of their own, and hands
    /// every result to `report` in input order as soon as it and all before it are done, so
    /// reports come whole and in order whatever finishes first.
    package static func run(_ scripts: [String], jobs: Int, test: @escaping @Sendable (String) -> ScriptTestResult,
                           report: (Int, ScriptTestResult) -> Void) {
        guard jobs > 1, scripts.count > 1 else {
            for (index, script) in scripts.enumerated() { report(index, test(script)) }
            return
        }
        let slots = ResultSlots(count: scripts.count)
        for _ in 0..<min(jobs, scripts.count) {
            let worker = Thread {
                while let index = slots.claimNext() {
                    slots.store(test(scripts[index]), at: index)
                }
            }
            // Reactive chains nest deeply; give workers the main thread's usual stack.
            worker.stackSize = 8 << 20
            worker.start()
        }
        for index in scripts.indices {
            report(index, slots.waitForResult(at: index))
        }
    }
}
