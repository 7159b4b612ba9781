import Foundation

/// A plug-in library beside the running program, opened on first use: the parts of rxs that
/// need large system libraries (FoundationNetworking, FoundationXML) live in plug-ins, so a
/// run that needs neither never loads them.
enum PlugIn {
    /// The library's handle and the addresses of `symbols`, or why they could not be had.
    /// `purpose` says what needs it ("live HTTP", "reading feeds").
    static func open(_ fileName: String, symbols: [String], purpose: String)
        -> Result<[UnsafeMutableRawPointer], LoadFailure> {
        let path = programDirectory() + "/" + fileName
        guard let handle = dlopen(path, RTLD_NOW | RTLD_LOCAL) else {
            let reason = dlerror().map { String(cString: $0) } ?? path
            return .failure(LoadFailure(reason: "\(purpose) needs \(fileName) beside the program (\(reason))"))
        }
        var addresses: [UnsafeMutableRawPointer] = []
        for symbol in symbols {
            guard let address = dlsym(handle, symbol) else {
                return .failure(LoadFailure(reason: "\(path) is not rxs's \(purpose) plug-in"))
            }
            addresses.append(address)
        }
        return .success(addresses)
    }

    struct LoadFailure: Error {
        let reason: String
    }

    /// The folder of the running program (`/proc/self/exe`, which follows symbolic links).
    private static func programDirectory() -> String {
        var buffer = [CChar](repeating: 0, count: 4096)
        let count = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        let path = count > 0 ? String(decoding: buffer.prefix(count).map { UInt8(bitPattern: $0) }, as: UTF8.self)
            : Bundle.main.executablePath ?? CommandLine.arguments.first ?? "."
        return String(path[..<(path.lastIndex(of: "/") ?? path.startIndex)])
    }
}
