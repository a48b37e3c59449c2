import Plot
import TabBarLint

/// The context of the preview's SVG elements, for Plot's node tree.
public enum SVGContext {}

typealias SVGNode = Node<SVGContext>

/// Element and attribute builders over Plot's generic nodes. Plot 0.14
/// writes attribute values as given (an empty one as a bare name) and keeps
/// entity-like text (`&amp;`) unchanged, so every value from input goes through `Escaping.xml` here,
/// the one place that escapes.
enum SVG {
    static func element(_ name: String, _ attributes: [(String, String)], _ children: [SVGNode] = []) -> SVGNode {
        .element(named: name, nodes: attributes.map { attribute($0.0, $0.1) } + children)
    }

    /// An empty value is left out: Plot would write the bare name, which is not XML.
    static func attribute(_ name: String, _ value: String) -> SVGNode {
        .attribute(named: name, value: Escaping.xml(value), ignoreIfValueIsEmpty: true)
    }

    static func text(_ content: String) -> SVGNode {
        .raw(Escaping.xml(content))
    }

    static func group(_ attributes: [(String, String)], _ children: [SVGNode]) -> SVGNode {
        element("g", attributes, children)
    }

    static func rect(x: Double, y: Double, width: Double, height: Double, radius: Double = 0, _ more: [(String, String)] = []) -> SVGNode {
        element("rect", [("x", number(x)), ("y", number(y)), ("width", number(width)), ("height", number(height))]
            + (radius > 0 ? [("rx", number(radius))] : []) + more)
    }

    static func circle(cx: Double, cy: Double, r: Double, _ more: [(String, String)] = []) -> SVGNode {
        element("circle", [("cx", number(cx)), ("cy", number(cy)), ("r", number(r))] + more)
    }

    /// A line of text. `anchor`: start, middle or end.
    static func label(
        _ content: String, x: Double, y: Double, size: Double, anchor: String = "start", fill: String = "#1C1C1E",
        weight: Int = 500, _ more: [(String, String)] = []
    ) -> SVGNode {
        element("text", [
            ("x", number(x)), ("y", number(y)), ("font-size", number(size)), ("text-anchor", anchor), ("fill", fill),
            ("font-weight", String(weight)), ("letter-spacing", number(LabelWidth.trackingPerEm * size)),
        ] + more, [text(content)])
    }

    /// A number as SVG wants it: at most two decimals, no trailing zeros.
    static func number(_ value: Double) -> String {
        guard value.isFinite else { return "0" }
        let hundredths = Int((value * 100).rounded())
        let sign = hundredths < 0 ? "-" : ""
        let magnitude = abs(hundredths)
        let fraction = magnitude % 100
        if fraction == 0 { return sign + String(magnitude / 100) }
        let digits = fraction % 10 == 0 ? String(fraction / 10) : (fraction < 10 ? "0" : "") + String(fraction)
        return sign + String(magnitude / 100) + "." + digits
    }
}
