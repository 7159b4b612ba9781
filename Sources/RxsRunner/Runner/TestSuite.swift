import Foundation
import RxsScript
import RxsSession

/// The scripts `rxs test` runs: found from the paths given, split into shards.
package enum TestSuite {
    /// Files as given; folders searched recursively for `*.rxs` regular files (a FIFO or a
    /// device found there would block or never end), hidden entries (`.build`, `.git`)
    /// skipped. The whole list sorted by path, each script once.
    package static func discover(_ paths: [String]) throws(UsageError) -> [String] {
        var scripts = Set<String>()
        for path in paths {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
                // Say why: a link that loops or a path through a file is no missing file.
                var info = stat()
                if stat(path, &info) != 0, errno != ENOENT {
                    let reason = errno == ELOOP ? "a loop of symbolic links" : String(cString: strerror(errno))
                    throw UsageError("cannot read \(path): \(reason)")
                }
                throw UsageError("no such file or folder: \(path)")
            }
            guard isDirectory.boolValue else {
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
        return scripts.sorted { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) }
    }

    private static func scriptsInFolder(_ path: String) -> [String] {
        guard let enumerator = FileManager.default.enumerator(atPath: path) else { return [] }
        var found: [String] = []
        while let relative = enumerator.nextObject() as? String {
            let name = (relative as NSString).lastPathComponent
            if name.hasPrefix(".") {
                enumerator.skipDescendants()
                continue
            }
            var info = stat()
            let full = (path as NSString).appendingPathComponent(relative)
            if name.hasSuffix(".rxs"), stat(full, &info) == 0, info.st_mode & S_IFMT == S_IFREG {
                found.append(relative)
            }
        }
        return found
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
