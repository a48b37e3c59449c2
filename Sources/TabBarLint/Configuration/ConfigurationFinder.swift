/// Finds the configuration that governs each spec: the file given with
/// `--config`, or else the nearest `.tabbar-lint.yml` in the spec's folder
/// or one above it. Lookups and loads are cached, so a tree of 50,000 specs
/// reads each configuration once. Used before linting starts, on one thread.
public final class ConfigurationFinder {
    private let explicitPath: String?
    private let currentDirectory: String
    private let fileSystem: ConfigurationFileSystem
    /// Folder → the configuration file that governs it (nil: none).
    private var fileByDirectory: [String: String?] = [:]
    private var loaded: [String: Result<Configuration, ConfigurationError>] = [:]
    /// `configuration(forSpecAt:)` by the folder part of the path as given.
    private var resultByGivenFolder: [Substring: Result<Configuration, ConfigurationError>] = [:]

    public init(explicitPath: String? = nil, currentDirectory: String = FilePaths.currentDirectory(),
                fileSystem: ConfigurationFileSystem = .disk) {
        self.explicitPath = explicitPath
        self.currentDirectory = currentDirectory
        self.fileSystem = fileSystem
    }

    /// The configuration for a spec at `path` (as given; relative to the
    /// working directory), or nil to use the defaults. Standard input is
    /// governed from the working directory.
    public func configuration(forSpecAt path: String?) -> Result<Configuration, ConfigurationError> {
        if let explicitPath {
            return load(explicitPath, displayPath: explicitPath)
        }
        guard let path else { return configuration(ofFolder: currentDirectory) }
        // The files of a folder share one answer, worked out from the first
        // of them: the folder part of the path as given (with its slash, so
        // that "/" and the working directory's "" differ) is looked up, and
        // made absolute only once. Making each of an app's 900 Swift files'
        // paths absolute cost 3% of its lint.
        let folder = FilePaths.lastSeparator(in: path).map { path[...$0] } ?? ""
        if let known = resultByGivenFolder[folder] { return known }
        let result = configuration(ofFolder: FilePaths.directory(of: FilePaths.absolute(path, from: currentDirectory)))
        resultByGivenFolder[folder] = result
        return result
    }

    private func configuration(ofFolder directory: String) -> Result<Configuration, ConfigurationError> {
        guard let file = governingFile(of: directory) else { return .success(.default) }
        return load(file, displayPath: displayPath(of: file))
    }

    private func governingFile(of directory: String) -> String? {
        if let cached = fileByDirectory[directory] { return cached }
        var found: String?
        for name in ConfigurationLoader.fileNames {
            let candidate = directory == "/" ? "/" + name : directory + "/" + name
            if fileSystem.isFile(candidate) {
                found = candidate
                break
            }
        }
        if found == nil, directory != "/" {
            found = governingFile(of: FilePaths.directory(of: directory))
        }
        fileByDirectory[directory] = .some(found)
        return found
    }

    private func load(_ path: String, displayPath: String) -> Result<Configuration, ConfigurationError> {
        let absolute = FilePaths.absolute(path, from: currentDirectory)
        if let cached = loaded[absolute] { return cached }
        let result: Result<Configuration, ConfigurationError>
        switch fileSystem.read(absolute) {
        case .success(let bytes) where bytes.count > ConfigurationFileSystem.maxBytes:
            result = .failure(ConfigurationError([ConfigurationProblem(path: displayPath, range: .fileStart,
                                                    message: "the configuration is larger than 1 MiB; is this the right file?")]))
        case .success(let bytes):
            result = ConfigurationLoader.load(bytes, path: displayPath, baseDirectory: FilePaths.directory(of: absolute))
        case .failure(let error):
            result = .failure(ConfigurationError(
                [ConfigurationProblem(path: displayPath, range: .fileStart, message: error.reason)], isUnreadable: true
            ))
        }
        loaded[absolute] = result
        return result
    }

    /// A found configuration named relative to the working directory when it
    /// is below it, as the spec paths are.
    private func displayPath(of absolute: String) -> String {
        FilePaths.relative(absolute, to: currentDirectory) ?? absolute
    }
}

/// The two file operations configuration lookup needs, so tests can supply
/// a tree without touching the disk.
public struct ConfigurationFileSystem: Sendable {
    public var isFile: @Sendable (String) -> Bool
    public var read: @Sendable (String) -> Result<[UInt8], ReadError>

    public init(isFile: @escaping @Sendable (String) -> Bool, read: @escaping @Sendable (String) -> Result<[UInt8], ReadError>) {
        self.isFile = isFile
        self.read = read
    }

    /// Configuration files are small; anything over 1 MiB is refused.
    static let maxBytes = 1 << 20

    public static let disk = ConfigurationFileSystem(
        isFile: { InputReader.isRegularFile($0) },
        read: { InputReader.read(.file($0), maxBytes: maxBytes) }
    )
}
