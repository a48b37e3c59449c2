import TabBarLint

/// What reporters need to know about the run beyond the findings.
public struct ReporterContext: Sendable {
    /// The tool's version, written into JSON and SARIF.
    public var toolVersion: String
    /// The absolute working directory, for formats that want absolute paths.
    public var workingDirectory: String
    /// The tool's home page.
    public var informationURL: String
    /// Where rule pages live: a rule's help is `rulesURL` + `RULE-ID.md`.
    public var rulesURL: String
    /// Whether the text format may color its output.
    public var color: Bool
    /// Whether the text format may make each rule id a link to its page
    /// (OSC 8, for terminals that draw them).
    public var hyperlinks: Bool
    /// Pictures of the run's tab bars, for the HTML report.
    public var previews: [PreviewFigure]

    public init(
        toolVersion: String, workingDirectory: String, informationURL: String, rulesURL: String,
        color: Bool = false, hyperlinks: Bool = false, previews: [PreviewFigure] = []
    ) {
        self.toolVersion = toolVersion
        self.workingDirectory = workingDirectory
        self.informationURL = informationURL
        self.rulesURL = rulesURL
        self.color = color
        self.hyperlinks = hyperlinks
        self.previews = previews
    }

    /// The page documenting a rule.
    public func helpURL(for ruleID: String) -> String {
        rulesURL + ruleID + ".md"
    }

    /// `path` made absolute; standard input keeps its name.
    func absolutePath(_ path: String) -> String {
        path == LintInput.standardInput.displayPath ? path : FilePaths.absolute(path, from: workingDirectory)
    }
}
