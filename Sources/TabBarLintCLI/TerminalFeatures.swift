/// What the text output may use on this terminal, from the flags and the
/// environment variables that other command-line tools honour too.
struct TerminalFeatures {
    let color: Bool
    let hyperlinks: Bool

    /// Color: an explicit `--color always|never` wins; then `FORCE_COLOR`
    /// (set, and not `0` or `false`), then `NO_COLOR` (set and not empty),
    /// then whether standard output is a terminal. Hyperlinks (OSC 8) go
    /// only where colors do, and only to terminals known to draw them, or
    /// when `FORCE_HYPERLINK` says so (the `supports-hyperlinks` convention
    /// that ruff follows).
    init(colorMode: ColorMode, console: Console) {
        let environment = { (name: String) -> String? in console.environment(name).flatMap { $0.isEmpty ? nil : $0 } }
        switch colorMode {
        case .always: color = true
        case .never: color = false
        case .auto:
            if let force = environment("FORCE_COLOR") {
                color = !["0", "false"].contains(force.lowercased())
            } else if environment("NO_COLOR") != nil {
                color = false
            } else {
                color = console.isTerminal
            }
        }
        if let force = environment("FORCE_HYPERLINK") {
            hyperlinks = color && force != "0"
        } else {
            hyperlinks = color && console.isTerminal && Self.drawsHyperlinks(environment)
        }
    }

    /// Terminals that draw OSC 8 links (and ignore them nowhere else).
    private static func drawsHyperlinks(_ environment: (String) -> String?) -> Bool {
        if let program = environment("TERM_PROGRAM"),
            ["iTerm.app", "WezTerm", "vscode", "ghostty", "Hyper", "Tabby"].contains(program)
        {
            return true
        }
        if let vte = environment("VTE_VERSION").flatMap(Int.init), vte >= 5000 { return true }
        if let term = environment("TERM"), ["xterm-kitty", "alacritty", "xterm-ghostty", "foot", "wezterm"].contains(term) {
            return true
        }
        return ["WT_SESSION", "KONSOLE_VERSION", "DOMTERM", "KITTY_WINDOW_ID"].contains { environment($0) != nil }
    }
}
