import Plot
import TabBarLint
import TabBarYAML

/// One self-contained page: summary counts, the pictures of the tab bars,
/// and the findings grouped by file with the source line and its underline,
/// each linking to its rule's page. No script, font or style is loaded from
/// anywhere: it works from `file://` offline. The severity filter is CSS
/// alone (checkboxes before the findings).
///
/// Built with Plot. Plot 0.14 writes attribute values as given and keeps
/// entity-like text (`&amp;`) as it is, so everything that comes from input
/// (paths, messages, source lines) goes in through `Escaping.xml`, here and
/// only here.
public struct HTMLReporter: Reporter {
    typealias BodyNode = Plot.Node<HTML.BodyContext>

    let context: ReporterContext
    let figures: [PreviewFigure]
    private var reports: [FileReport] = []

    public init(context: ReporterContext, figures: [PreviewFigure] = []) {
        self.context = context
        self.figures = figures
    }

    public mutating func render(_ report: FileReport) -> String {
        reports.append(report)
        return ""
    }

    public mutating func finish(_ summary: RunSummary) -> String {
        let withFindings = reports.filter { !$0.diagnostics.isEmpty }
        let header = Self.element("header", [], [
            Self.element("h1", [], [Self.text("tabbar-lint report")]),
            Self.element("p", [("class", "summary")], [Self.text(summary.sentence)]),
            Self.element("p", [("class", "tool")], [
                Self.text("tabbar-lint \(context.toolVersion) · "),
                Self.element("a", [("href", context.informationURL)], [Self.text("rules and documentation")]),
            ]),
        ])
        let severities: [Severity] = Severity.allCases.reversed()
        // The filter's checkboxes come before everything they hide (CSS `~`).
        let checkboxes: [BodyNode] = severities.map { severity in
            Self.element("input", [("type", "checkbox"), ("id", "show-\(severity)"), ("class", "filter"), ("checked", "checked")], [])
        }
        let labels: [BodyNode] = severities.map { severity in
            let count = summary.count(of: severity)
            return Self.element("label", [("for", "show-\(severity)"), ("class", "count \(severity)")], [Self.text("\(count) \(Self.noun(severity, count))")])
        }
        let filters = Self.element("nav", [("class", "filters"), ("aria-label", "Severity filter")], [Self.text("Show: ")] + labels)
        let previews: BodyNode = figures.isEmpty
            ? .empty : Self.element("section", [("class", "previews")], [Self.element("h2", [], [Self.text("Tab bars")])] + figures.map(Self.figure))
        let findings: [BodyNode] = withFindings.isEmpty ? [Self.element("p", [("class", "clean")], [Self.text("No findings.")])] : withFindings.map(file)
        let files = Self.element("section", [("class", "files")], [Self.element("h2", [], [Self.text("Findings")])] + findings)
        let body: [BodyNode] = [header] + checkboxes + [filters, previews, files]
        let page = HTML(
            .head(
                .meta(.charset(.utf8)),
                .meta(.name("viewport"), .content("width=device-width, initial-scale=1")),
                .title("tabbar-lint report"),
                .style(Self.css)
            ),
            .body(.group(body))
        )
        return page.render() + "\n"
    }

    private static func figure(_ figure: PreviewFigure) -> BodyNode {
        element("figure", [("class", "preview")], [
            // Drawn by the preview, which escaped its own text.
            .raw(figure.svg),
            element("figcaption", [], [text("\(figure.file):\(figure.line) · \(figure.caption)")]),
        ])
    }

    private func file(_ report: FileReport) -> BodyNode {
        Self.element("section", [("class", "file")], [Self.element("h3", [], [Self.text(report.path)])] + report.diagnostics.map { finding($0, path: report.path) })
    }

    private func finding(_ diagnostic: Diagnostic, path: String) -> BodyNode {
        let location = "\(diagnostic.range.file ?? path):\(diagnostic.range.start.line):\(diagnostic.range.start.column)"
        var children: [BodyNode] = [
            Self.element("p", [("class", "headline")], [
                Self.element("span", [("class", "severity")], [Self.text(diagnostic.severity.rawValue)]),
                Self.text(" "),
                Self.element("a", [("class", "rule"), ("href", context.helpURL(for: diagnostic.ruleID))], [Self.text(diagnostic.ruleID)]),
                Self.text(" "),
                Self.element("span", [("class", "location")], [Self.text(location)]),
            ]),
            Self.element("p", [("class", "message")], [Self.text(diagnostic.message)]),
        ]
        if let line = diagnostic.lineText {
            let underline = Underline(line: line, range: diagnostic.range)
            let number = String(diagnostic.range.start.line)
            let gutter = String(repeating: " ", count: number.count)
            children.append(Self.element("pre", [("class", "snippet")], [
                Self.text("\(number) | \(underline.shownLine)\n\(gutter) | \(underline.padding)"),
                Self.element("span", [("class", "underline")], [Self.text(underline.marks)]),
            ]))
        }
        for related in diagnostic.related {
            children.append(Self.element("p", [("class", "note")], [
                Self.text("\(related.range.file ?? path):\(related.range.start.line):\(related.range.start.column): note: \(related.message)"),
            ]))
        }
        if let fix = diagnostic.fix, let edit = fix.edit {
            let how = fix.applicability == .safe ? "fix (--fix): " : "fix (--unsafe-fixes): "
            children.append(Self.element("p", [("class", "fix")], [Self.text(how + fix.title + " "), Self.element("code", [], [Self.text(edit.replacement)])]))
        }
        return Self.element("article", [("class", "finding \(diagnostic.severity)"), ("data-rule", diagnostic.ruleID)], children)
    }

    private static func element(_ name: String, _ attributes: [(String, String)], _ children: [BodyNode]) -> BodyNode {
        .element(named: name, nodes: attributes.map { .attribute(named: $0.0, value: Escaping.xml($0.1), ignoreIfValueIsEmpty: true) } + children)
    }

    private static func text(_ content: String) -> BodyNode {
        .raw(Escaping.xml(content))
    }

    private static func noun(_ severity: Severity, _ count: Int) -> String {
        switch severity {
        case .error: return count == 1 ? "error" : "errors"
        case .warning: return count == 1 ? "warning" : "warnings"
        case .info: return "info"
        }
    }

    static let css = """
        :root { color-scheme: light; --error: #c40018; --warning: #a14a00; --info: #0058b8; }
        body { font: 15px/1.45 -apple-system, "Segoe UI", Inter, system-ui, sans-serif; margin: 0 auto; max-width: 1100px; padding: 24px; color: #1c1c1e; }
        h1 { font-size: 24px; margin: 0 0 4px; } h2 { font-size: 19px; margin: 32px 0 12px; } h3 { font-size: 15px; margin: 20px 0 8px; font-family: ui-monospace, Menlo, monospace; }
        .summary { font-size: 17px; margin: 0; } .tool { color: #6d6d72; margin: 4px 0 16px; }
        input.filter { position: absolute; opacity: 0; pointer-events: none; }
        .filters { display: flex; gap: 8px; align-items: center; }
        .count { border: 1px solid currentColor; border-radius: 14px; padding: 2px 12px; cursor: pointer; user-select: none; }
        .count.error { color: var(--error); } .count.warning { color: var(--warning); } .count.info { color: var(--info); }
        #show-error:not(:checked) ~ nav .count.error, #show-warning:not(:checked) ~ nav .count.warning, #show-info:not(:checked) ~ nav .count.info { opacity: .4; text-decoration: line-through; }
        #show-error:not(:checked) ~ .files .finding.error, #show-warning:not(:checked) ~ .files .finding.warning, #show-info:not(:checked) ~ .files .finding.info { display: none; }
        .previews { display: flex; flex-wrap: wrap; gap: 16px; } .previews h2 { flex-basis: 100%; }
        figure.preview { margin: 0; border: 1px solid #d1d1d6; border-radius: 10px; padding: 8px; max-width: 100%; overflow-x: auto; }
        figure.preview svg { display: block; max-width: none; } figcaption { color: #6d6d72; font-size: 13px; margin-top: 4px; }
        .finding { border-left: 4px solid; padding: 4px 12px; margin: 8px 0; background: #fafafa; }
        .finding.error { border-color: var(--error); } .finding.warning { border-color: var(--warning); } .finding.info { border-color: var(--info); }
        .headline { margin: 0; font-size: 13px; } .severity { font-weight: 700; text-transform: uppercase; }
        .error .severity, .error .underline { color: var(--error); } .warning .severity, .warning .underline { color: var(--warning); } .info .severity, .info .underline { color: var(--info); }
        .rule { font-family: ui-monospace, Menlo, monospace; } .location { color: #6d6d72; font-family: ui-monospace, Menlo, monospace; }
        .message { margin: 4px 0; } .snippet { background: #f2f2f7; padding: 8px; overflow-x: auto; font: 13px/1.4 ui-monospace, Menlo, monospace; margin: 4px 0; }
        .note, .fix { margin: 2px 0; font-size: 13px; color: #3a3a3c; }
        """
}

extension RunSummary {
    /// Findings of exactly `severity`.
    func count(of severity: Severity) -> Int {
        switch severity {
        case .error: return errorCount
        case .warning: return warningCount
        case .info: return infoCount
        }
    }
}
