import ArgumentParser

/// The manual page, `docs/tabbar-lint.1`, built from the same command
/// definitions as `--help` (so it cannot say something the tool does not
/// do), written by `tabbar-lint generate-docs`; a test fails when the
/// committed page is stale.
public enum ManPage {
    public static let path = "docs/tabbar-lint.1"

    public static func render() -> String {
        let root = TabBarLintCommand.self
        let commands = root.configuration.subcommands.filter { $0.configuration.shouldDisplay }
        var page = """
            .TH TABBAR-LINT 1 "" "tabbar-lint \(TabBarLintVersion.current)" "User Commands"
            .SH NAME
            tabbar-lint \\- \(escaped(root.configuration.abstract))
            .SH SYNOPSIS
            .B tabbar-lint
            [\\fIcommand\\fR] [\\fIoptions\\fR] [\\fIpath\\fR ...]
            .SH DESCRIPTION
            \(escaped(root.configuration.discussion))

            """
        for command in commands {
            let name = command.configuration.commandName ?? "?"
            page += ".SH COMMAND: \(name.uppercased())\n.nf\n"
            page += escaped(root.helpMessage(for: command, columns: 78)) + "\n.fi\n"
        }
        page += """
            .SH ENVIRONMENT
            .TP
            .B FORCE_COLOR
            Color the text output even when it is not a terminal (unless it is \\fB0\\fR or \\fBfalse\\fR); \\fB\\-\\-color\\fR wins over it.
            .TP
            .B NO_COLOR
            Do not color the text output; \\fB\\-\\-color\\fR and \\fBFORCE_COLOR\\fR win over it.
            .TP
            .B FORCE_HYPERLINK
            Make rule ids links to their pages (\\fB1\\fR) or not (\\fB0\\fR), whatever the terminal.
            .SH SHELL COMPLETION
            .nf
            tabbar-lint \\-\\-generate-completion-script zsh > ~/.zfunc/_tabbar-lint
            tabbar-lint \\-\\-generate-completion-script bash > /etc/bash_completion.d/tabbar-lint
            tabbar-lint \\-\\-generate-completion-script fish > ~/.config/fish/completions/tabbar-lint.fish
            .fi
            .SH SEE ALSO
            \(TabBarLintVersion.homepage)

            """
        return page
    }

    /// Text as roff reads it literally: backslashes doubled, and a line
    /// that starts with `.` or `'` is not taken for a request.
    private static func escaped(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false)
            .map { line in
                let doubled = String(line.flatMap { $0 == "\\" ? ["\\", "\\"] : [$0] })
                return doubled.hasPrefix(".") || doubled.hasPrefix("'") ? "\\&" + doubled : doubled
            }
            .joined(separator: "\n")
    }
}
