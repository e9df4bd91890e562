import LibC
import ListEditConfig

/// Finding and reading the configuration file before the command line is parsed (the file
/// may add flags to it).
enum ConfigFile {
    /// The configuration `arguments` ask for: none with `--no-config`, the file of
    /// `--config FILE`, or else the default file if there is one.
    /// - Returns: the configuration and the file it came from (nil: none read).
    /// - Throws: ``Failure`` (exit 2) naming the file, the line and the reason.
    static func load(for arguments: [String]) throws -> (Configuration, source: String?) {
        guard !arguments.contains("--no-config") else { return (Configuration(), nil) }
        let named = namedFile(in: arguments)
        var environment: [String: String] = [:]
        for name in ["XDG_CONFIG_HOME", "HOME"] { if let value = getenv(name) { environment[name] = String(cString: value) } }
        guard let path = named ?? Configuration.defaultPath(environment: environment) else { return (Configuration(), nil) }
        let text: String
        do {
            text = try contents(of: path)
        } catch let error as Errno where error.code == ENOENT && named == nil {
            return (Configuration(), nil)
        } catch let failure as Failure {
            throw failure
        } catch {
            throw Failure(status: 2, message: "cannot read the configuration \(path): \(error)")
        }
        do {
            return (try Configuration(toml: text, path: path), path)
        } catch {
            throw Failure(status: 2, message: "\(error)")
        }
    }

    /// The file `--config FILE` or `--config=FILE` names, if any (the last one).
    private static func namedFile(in arguments: [String]) -> String? {
        var named: String?
        for (index, argument) in arguments.enumerated() {
            if argument == "--", index > 0 { break }
            if argument == "--config", index + 1 < arguments.count { named = arguments[index + 1] }
            if argument.hasPrefix("--config=") { named = String(argument.dropFirst(9)) }
        }
        return named
    }

    /// An error number from the C library.
    struct Errno: Error, CustomStringConvertible {
        let code: Int32
        var description: String { String(cString: strerror(code)) }
    }

    /// The whole file at `path`, as UTF-8 text.
    private static func contents(of path: String) throws -> String {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { throw Errno(code: errno) }
        defer { close(fd) }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = LibC.read(fd, &buffer, buffer.count)
            if count < 0, errno == EINTR { continue }
            guard count >= 0 else { throw Errno(code: errno) }
            if count == 0 { break }
            bytes += buffer[..<count]
            guard bytes.count <= 1 << 20 else { throw Failure(status: 2, message: "the configuration \(path) is over 1 MiB") }
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
