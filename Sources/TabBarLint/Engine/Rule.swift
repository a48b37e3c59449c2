import TabBarSpec

/// A HIG check. A rule is a value with static metadata (which is at once its
/// documentation, its test fixture and its configuration key) and one check
/// that looks at a spec for one platform.
public protocol Rule: Sendable {
    static var metadata: RuleMetadata { get }
    init()
    /// The findings for `context.spec` on `context.platform`.
    func check(_ context: RuleContext) -> [Finding]
}

extension Rule {
    public var metadata: RuleMetadata { Self.metadata }
}

/// What a rule reports; the engine adds the rule id, severity and platform.
public struct Finding: Sendable {
    public var range: SourceRangeConvertible
    public var message: String
    /// nil: the rule's configured severity. Set for rules whose severity
    /// depends on the case (a single tab is an error, seven a warning).
    public var severity: Severity?
    public var tab: Tab?
    public var related: [RelatedLocation]
    public var fix: FixIt?

    public init(
        at range: SourceRangeConvertible, _ message: String, severity: Severity? = nil, tab: Tab? = nil,
        related: [RelatedLocation] = [], fix: FixIt? = nil
    ) {
        self.range = range
        self.message = message
        self.severity = severity
        self.tab = tab
        self.related = related
        self.fix = fix
    }
}

/// The groups of RULES.md; each has a folder under Rules/.
public enum RuleCategory: String, Sendable, CaseIterable {
    case syntax = "Syntax and schema"
    case structure = "Structure"
    case titles = "Titles"
    case actions = "Actions"
    case icons = "Icons"
    case badges = "Badges"
    case search = "Search and placement"
    case transitions = "Transitions and custom bars"
    case platforms = "Platform specifics"
    case accessibility = "Accessibility and color"
    case source = "Source code and design handoff"
}

/// Where in Apple's guidance a rule comes from.
public struct HIGSource: Sendable {
    public var page: String
    public var section: String
    /// The HIG revision the rule encodes ("June 2023 revision", "June 8, 2026").
    public var revision: String
    public var url: String
    /// Apple's guidance in our own words.
    public var guidance: String

    public init(page: String, section: String, revision: String, url: String, guidance: String) {
        self.page = page
        self.section = section
        self.revision = revision
        self.url = url
        self.guidance = guidance
    }

    public static let tabBarsURL = "https://developer.apple.com/design/human-interface-guidelines/tab-bars"
}

/// A spec, or Swift code, that shows the rule at work. Lines marked `# ←`
/// (`// ←` in Swift) are where the rule's findings must point (one finding
/// per marked line).
public struct RuleExample: Sendable {
    public enum Language: String, Sendable {
        case yaml
        case swift
    }

    /// The example's text: a YAML spec, or a Swift file.
    public var yaml: String
    public var language: Language
    public var note: String?
    /// Files beside the spec (images it names); the example is linted as if
    /// they were in its folder, and nothing else is.
    public var files: [ExampleFile]

    public init(_ yaml: String, note: String? = nil, files: [ExampleFile] = []) {
        self.yaml = yaml
        self.language = .yaml
        self.note = note
        self.files = files
    }

    /// A Swift file that declares a tab bar, linted as code; `files` are
    /// its app's asset catalogs.
    public static func swift(_ code: String, note: String? = nil, files: [ExampleFile] = []) -> RuleExample {
        var example = RuleExample(code, note: note, files: files)
        example.language = .swift
        return example
    }

    /// The example's files as the linter sees them.
    public var assets: InMemoryAssets {
        InMemoryAssets(Dictionary(files.map { ($0.path, $0.bytes) }, uniquingKeysWith: { _, last in last }))
    }

    public static let findingMarker = "# ←"
    public static let swiftFindingMarker = "// ←"

    /// 1-based lines that carry the finding marker.
    public var markedLines: [Int] {
        let marker = language == .swift ? Self.swiftFindingMarker : Self.findingMarker
        return yaml.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
            .filter { $0.element.contains(marker) }
            .map { $0.offset + 1 }
    }
}

public struct RuleMetadata: Sendable {
    public var id: String
    /// One line: what the rule flags.
    public var summary: String
    public var category: RuleCategory
    public var defaultSeverity: Severity
    /// When some findings take another severity: "error for a single tab".
    public var severityNote: String?
    public var platforms: [Platform]
    public var source: HIGSource
    /// Why the guidance matters, in a few sentences.
    public var rationale: String
    public var options: [AnyRuleOption]
    public var triggeringExamples: [RuleExample]
    public var nonTriggeringExamples: [RuleExample]
    /// Rules whose finding at the same place and platform says less than
    /// this rule's (`more-tab-overflow` names the hidden tabs; `tab-count`
    /// only counts them): the engine then reports this rule's alone.
    public var subsumes: [String]
    /// The fixes the rule offers, for its page; empty when every finding
    /// needs a person's decision.
    public var fixes: [FixNote]
    /// Why a tab bar read from Swift code or a storyboard never gives this
    /// rule its input (a spec key code has no counterpart for); nil when the
    /// rule applies to code, as its Swift examples then show.
    public var specOnly: String?

    /// The examples written in Swift.
    public var swiftExamples: (triggering: [RuleExample], nonTriggering: [RuleExample]) {
        (triggeringExamples.filter { $0.language == .swift }, nonTriggeringExamples.filter { $0.language == .swift })
    }

    public init(
        id: String, summary: String, category: RuleCategory, defaultSeverity: Severity, severityNote: String? = nil,
        platforms: [Platform], source: HIGSource, rationale: String, options: [AnyRuleOption] = [],
        triggeringExamples: [RuleExample], nonTriggeringExamples: [RuleExample], subsumes: [String] = [], specOnly: String? = nil,
        fixes: [FixNote] = []
    ) {
        self.id = id
        self.summary = summary
        self.category = category
        self.defaultSeverity = defaultSeverity
        self.severityNote = severityNote
        self.platforms = platforms
        self.source = source
        self.rationale = rationale
        self.options = options
        self.triggeringExamples = triggeringExamples
        self.nonTriggeringExamples = nonTriggeringExamples
        self.subsumes = subsumes
        self.specOnly = specOnly
        self.fixes = fixes
    }
}

/// One kind of fix a rule offers, and whether `--fix` applies it on its own.
public struct FixNote: Sendable {
    public var applicability: FixIt.Applicability
    /// What the fix changes, in a sentence.
    public var change: String

    public init(_ applicability: FixIt.Applicability, _ change: String) {
        self.applicability = applicability
        self.change = change
    }
}

extension Platform {
    /// The platforms that have tab bars: every rule that is not about
    /// watchOS runs on these.
    public static let withTabBars: [Platform] = [.iOS, .iPadOS, .tvOS, .visionOS, .macOS]
}
