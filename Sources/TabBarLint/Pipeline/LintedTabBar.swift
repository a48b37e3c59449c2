import TabBarSpec

/// One tab bar as linted, whichever front end read it: the model, what its
/// images are looked up in, the configuration that governed it, and its
/// findings. What the preview and the HTML report draw.
public struct LintedTabBar: Sendable {
    /// The file the bar is declared in (a spec, or the Swift file that gives its tabs).
    public var file: String
    public var spec: TabBarSpec
    /// The files beside the bar's file; nil when it has none (standard input).
    public var assets: (any SpecAssets)?
    public var configuration: Configuration
    /// The findings about this bar, as reported (suppressions applied).
    public var diagnostics: [Diagnostic]

    public init(file: String, spec: TabBarSpec, assets: (any SpecAssets)?, configuration: Configuration, diagnostics: [Diagnostic]) {
        self.file = file
        self.spec = spec
        self.assets = assets
        self.configuration = configuration
        self.diagnostics = diagnostics
    }
}
