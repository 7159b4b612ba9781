import Foundation
import XCTest

/// What the `rxs adopt` tests share: rxs and git run with a chosen environment, a small
/// stand-in rxs to mirror, and a listing of a folder to compare before and after.
enum AdoptTestSupport {
    struct Output {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    /// Runs `program arguments…` in `directory` with `changes` applied to this process's
    /// environment (nil removes a variable); stdin is empty. Killed after `timeLimit` seconds.
    static func run(_ program: String, _ arguments: [String], in directory: String, changes: [String: String?] = [:],
                    timeLimit: Int = 300) throws -> Output {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: program)
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        var environment = ProcessInfo.processInfo.environment
        environment["NO_COLOR"] = "1"
        for (name, value) in changes { environment[name] = value }
        process.environment = environment
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("rxs-adopt-out-" + UUID().uuidString)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        // Files, not pipes: a child that prints a lot can never block on a full pipe.
        let stdout = folder.appendingPathComponent("out"), stderr = folder.appendingPathComponent("err")
        _ = FileManager.default.createFile(atPath: stdout.path, contents: nil)
        _ = FileManager.default.createFile(atPath: stderr.path, contents: nil)
        process.standardOutput = try FileHandle(forWritingTo: stdout)
        process.standardError = try FileHandle(forWritingTo: stderr)
        process.standardInput = FileHandle.nullDevice
        let exited = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in exited.signal() }
        try process.run()
        if exited.wait(timeout: .now() + .seconds(timeLimit)) == .timedOut {
            process.terminate()
            exited.wait()
            XCTFail("\(program) \(arguments) did not finish in \(timeLimit) s")
        }
        return Output(status: process.terminationStatus,
                      stdout: String(decoding: try Data(contentsOf: stdout), as: UTF8.self),
                      stderr: String(decoding: try Data(contentsOf: stderr), as: UTF8.self))
    }

    static func rxs(_ arguments: [String], in directory: String, changes: [String: String?] = [:]) throws -> Output {
        try run(try RxsProcess.executable().path, arguments, in: directory, changes: changes)
    }

    static let gitPath = ["/usr/bin/git", "/usr/local/bin/git", "/bin/git"].first(where: FileManager.default.isExecutableFile) ?? "/usr/bin/git"

    /// `git arguments…`'s output, trimmed; fails the test when git fails.
    @discardableResult
    static func git(_ arguments: [String], in directory: String = "/", file: StaticString = #filePath, line: UInt = #line) throws -> String {
        let output = try run(gitPath, ["-c", "user.name=t", "-c", "user.email=t@localhost"] + arguments, in: directory, timeLimit: 60)
        XCTAssertEqual(output.status, 0, "git \(arguments): \(output.stderr)", file: file, line: line)
        return output.stdout.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// A stand-in rxs in `folder`: a manifest, the RxsShell and RxSwift modules, a
    /// .gitignore'd file and a .build folder (neither may reach the mirror), committed to
    /// git so its tree can be compared with the mirror's.
    static func makeStandIn(in folder: TemporaryFolder, name: String = "standin") throws -> String {
        try folder.write(name + "/Package.swift", """
            // swift-tools-version:5.9
            import PackageDescription

            let package = Package(
                name: "rxs",
                products: [.library(name: "RxSwift", targets: ["RxSwift"]), .library(name: "RxsShell", targets: ["RxsShell"])],
                targets: [.target(name: "RxSwift"), .target(name: "RxsShell", dependencies: ["RxSwift"])]
            )

            """)
        try folder.write(name + "/Sources/RxSwift/Observable.swift", "public struct Observable {}\n")
        try folder.write(name + "/Sources/RxsShell/RxsShell.swift", "@_exported import RxSwift\n")
        try folder.write(name + "/.gitignore", "/.build/\nlocal-notes.txt\n")
        try folder.write(name + "/local-notes.txt", "not for the mirror\n")
        try folder.write(name + "/.build/debug/leftover.o", "object\n")
        let path = folder.path + "/" + name
        try git(["init", "--quiet", path])
        try git(["-C", path, "add", "--all"])
        try git(["-C", path, "commit", "--quiet", "-m", "stand-in"])
        return path
    }

    /// Every file and folder below `folder` (but `.build`), with a digest of each file's
    /// bytes and its mode: equal listings mean an equal tree, byte for byte.
    static func listing(_ folder: String, excluding excluded: Set<String> = [".build"]) throws -> [String] {
        let manager = FileManager.default
        var lines: [String] = []
        guard let walker = manager.enumerator(atPath: folder) else { return [] }
        while let relative = walker.nextObject() as? String {
            if excluded.contains(where: { relative == $0 || relative.hasPrefix($0 + "/") }) {
                walker.skipDescendants()
                continue
            }
            let path = folder + "/" + relative
            let attributes = try manager.attributesOfItem(atPath: path)
            let mode = (attributes[.posixPermissions] as? Int).map { String($0, radix: 8) } ?? "?"
            if attributes[.type] as? FileAttributeType == .typeDirectory {
                lines.append("\(relative)/ \(mode)")
            } else {
                let bytes = try Data(contentsOf: URL(fileURLWithPath: path))
                lines.append("\(relative) \(mode) \(bytes.count) \(digest(bytes))")
            }
        }
        return lines.sorted()
    }

    /// FNV-1a, 64 bits: enough to tell two versions of a file apart in a test.
    private static func digest(_ bytes: Data) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes {
            hash ^= UInt64(byte)
            hash = hash &* 0x100_0000_01b3
        }
        return String(hash, radix: 16)
    }

    /// The mirror entries of `package`'s mirrors.json, original → mirror.
    static func mirrors(of package: String) throws -> [String: String] {
        struct Entry: Decodable { var mirror: String; var original: String }
        struct File: Decodable { var object: [Entry]; var version: Int }
        let data = try Data(contentsOf: URL(fileURLWithPath: package + "/.swiftpm/configuration/mirrors.json"))
        let file = try JSONDecoder().decode(File.self, from: data)
        XCTAssertEqual(file.version, 1)
        return Dictionary(file.object.map { ($0.original, $0.mirror) }) { first, _ in first }
    }

    /// The absolute, standardized form of `path`, as rxs adopt names folders in messages.
    static func absolute(_ path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.path
    }
}
