/// A picture of one tab bar, drawn elsewhere (the preview), for reports
/// that show the bars beside their findings.
public struct PreviewFigure: Sendable, Equatable {
    /// The file the bar is declared in, and the line it starts on.
    public var file: String
    public var line: Int
    /// Platform, device and locale, in words.
    public var caption: String
    /// A file name for the picture, unique in its run.
    public var fileName: String
    /// The picture as an SVG document (its text escaped where it was drawn).
    public var svg: String

    public init(file: String, line: Int, caption: String, fileName: String, svg: String) {
        self.file = file
        self.line = line
        self.caption = caption
        self.fileName = fileName
        self.svg = svg
    }
}
