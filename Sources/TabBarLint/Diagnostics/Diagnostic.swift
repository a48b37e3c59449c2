import TabBarSpec
import TabBarYAML

/// One finding, ready for any reporter: which rule, how bad, what to do, and
/// exactly where.
public struct Diagnostic: Sendable, Equatable {
    public var ruleID: String
    public var severity: Severity
    /// What is wrong and what to do instead, naming the tab.
    public var message: String
    /// The most specific node: the title scalar for a title rule, the tab's
    /// mapping for a tab rule, the `tabs` key for a whole-bar rule.
    public var range: SourceRange
    /// Other places that explain this one (the first of two duplicate ids).
    public var related: [RelatedLocation]
    /// Text that fixes the finding when it replaces `range`.
    public var fix: FixIt?
    /// The tab the finding is about, if any.
    public var tabID: String?
    /// The platforms the finding was made for; empty when it does not depend
    /// on one (a YAML or schema problem).
    public var platforms: [Platform]
    /// The source line `range` starts on, for reporters that quote it.
    public var lineText: String?

    public init(
        ruleID: String, severity: Severity, message: String, range: SourceRange,
        related: [RelatedLocation] = [], fix: FixIt? = nil, tabID: String? = nil,
        platforms: [Platform] = [], lineText: String? = nil
    ) {
        self.ruleID = ruleID
        self.severity = severity
        self.message = message
        self.range = range
        self.related = related
        self.fix = fix
        self.tabID = tabID
        self.platforms = platforms
        self.lineText = lineText
    }

    /// Output order: line, column, rule id, then platform (in catalog
    /// order) and message for ties.
    public static func precedes(_ lhs: Diagnostic, _ rhs: Diagnostic) -> Bool {
        if lhs.range.start != rhs.range.start { return lhs.range.start < rhs.range.start }
        if lhs.ruleID != rhs.ruleID { return lhs.ruleID < rhs.ruleID }
        let lhsPlatform = lhs.platforms.min(), rhsPlatform = rhs.platforms.min()
        if lhsPlatform != rhsPlatform, let lhsPlatform, let rhsPlatform { return lhsPlatform < rhsPlatform }
        return lhs.message < rhs.message
    }
}

public struct RelatedLocation: Sendable, Equatable {
    public var range: SourceRange
    public var message: String

    public init(range: SourceRange, message: String) {
        self.range = range
        self.message = message
    }
}

/// A change that fixes a finding, as ruff's fixes are: data, with an
/// applicability. A rule says what should change in terms of the model
/// (`change`, at a value's `range`); the front end that read the file spells
/// it in that file's language (`edit`), since only it knows how a YAML
/// scalar is quoted or a Swift literal escaped.
public struct FixIt: Sendable, Equatable {
    public enum Applicability: String, Sendable, Comparable {
        /// Keeps the author's intent: `--fix` applies it.
        case safe
        /// Changes a design decision (the order of the tabs): applied only
        /// with `--unsafe-fixes`, offered in editors.
        case unsafe

        public static func < (lhs: Applicability, rhs: Applicability) -> Bool { lhs == .safe && rhs == .unsafe }
    }

    public enum Change: Sendable, Equatable {
        /// The string value at `range` becomes this text.
        case setText(String)
        /// The entry (key and value) whose value is at `range` goes.
        case removeEntry
        /// The list item at `range` moves to just after the item at this range
        /// (the last of its list).
        case moveAfter(SourceRange)
        /// Source text, already spelled by the front end, that replaces `range`
        /// (the decoder's did-you-mean for a key).
        case replaceSource(String)
    }

    /// The value, entry or item the change is about.
    public var range: SourceRange
    public var change: Change
    public var applicability: Applicability
    /// The change in the file's own language; nil until the front end has
    /// spelled it, and when it cannot (a title built at run time, a value in
    /// a file that did not parse).
    public var edit: TextEdit?

    public init(range: SourceRange, change: Change, applicability: Applicability = .safe) {
        self.range = range
        self.change = change
        self.applicability = applicability
    }

    /// A short description for editors' code-action menus.
    public var title: String {
        switch change {
        case .setText(let text): return "Change to \"\(text)\""
        case .removeEntry: return "Remove it"
        case .moveAfter: return "Move it to the trailing end"
        case .replaceSource(let text): return "Change to `\(text)`"
        }
    }
}

/// Bytes `range.start.offset ..< range.end.offset` of a file replaced with
/// `replacement`.
public struct TextEdit: Sendable, Equatable {
    public var range: SourceRange
    public var replacement: String

    public init(range: SourceRange, replacement: String) {
        self.range = range
        self.replacement = replacement
    }
}

extension Diagnostic {
    /// How safe the finding's fix is, when it has one the file's front end could spell.
    public var fixApplicability: FixIt.Applicability? {
        fix?.edit == nil ? nil : fix?.applicability
    }

    /// The fix `--fix` may apply: spelled, and safe unless unsafe fixes are allowed.
    public func applicableFix(allowingUnsafe: Bool) -> FixIt? {
        guard let fix, fix.edit != nil, allowingUnsafe || fix.applicability == .safe else { return nil }
        return fix
    }
}

/// Everything found in one input.
public struct FileReport: Sendable {
    /// The path as the user gave it (or found below a directory); `<stdin>`
    /// for standard input.
    public var path: String
    public var diagnostics: [Diagnostic]

    public init(path: String, diagnostics: [Diagnostic]) {
        self.path = path
        self.diagnostics = diagnostics
    }
}

/// Rule ids of findings that come from outside the rule engine.
public enum BuiltinRuleID {
    /// The input is not valid YAML, repeats a key, or is over a limit.
    public static let yamlSyntax = "yaml-syntax"
    /// The YAML does not fit the spec format.
    public static let specSchema = "spec-schema"
    /// The input could not be read at all (missing, a directory, no permission).
    public static let unreadableFile = "unreadable-file"
    /// A suppression comment that suppresses nothing or names no known rule.
    public static let unusedSuppression = "unused-suppression"
}
