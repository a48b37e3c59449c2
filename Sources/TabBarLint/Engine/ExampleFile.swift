/// A file a rule example carries beside its spec (an icon image, an image
/// set's Contents.json), so examples can show the checks that read files.
public struct ExampleFile: Sendable {
    /// Relative to the example spec's folder.
    public var path: String
    public var bytes: [UInt8]
    /// What the file is, for the docs: "75×75 px PNG".
    public var summary: String

    public init(path: String, bytes: [UInt8], summary: String) {
        self.path = path
        self.bytes = bytes
        self.summary = summary
    }

    /// A PNG of `width`×`height` pixels (its header: all that is read).
    public static func png(_ path: String, width: Int, height: Int) -> ExampleFile {
        ExampleFile(path: path, bytes: PNGHeader.file(width: width, height: height), summary: "\(width)×\(height) px PNG")
    }

    public static func pdf(_ path: String) -> ExampleFile {
        ExampleFile(path: path, bytes: Array("%PDF-1.7\n%%EOF\n".utf8), summary: "PDF (vector)")
    }

    public static func svg(_ path: String) -> ExampleFile {
        let text = #"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 25 25"><circle cx="12.5" cy="12.5" r="12"/></svg>"#
        return ExampleFile(path: path, bytes: Array(text.utf8), summary: "SVG (vector)")
    }

    /// An asset catalog image set: its Contents.json, listing each file at
    /// its scale (nil: a single universal image, such as a PDF), and the
    /// files themselves, moved into `folder`.
    public static func imageSet(_ folder: String, _ images: [(scale: Int?, file: ExampleFile)], preservesVector: Bool = false) -> [ExampleFile] {
        let listed = images.map { (filename: $0.file.path, scale: $0.scale) }
        return [contents(of: folder, listing: listed, preservesVector: preservesVector)]
            + images.map { ExampleFile(path: AssetPath.join(folder, $0.file.path), bytes: $0.file.bytes, summary: $0.file.summary) }
    }

    /// An image set's Contents.json alone, as Xcode writes it; the files it
    /// lists need not exist.
    public static func contents(of folder: String, listing images: [(filename: String, scale: Int?)], preservesVector: Bool = false) -> ExampleFile {
        let entries = images.map { image in
            var fields = [#""filename" : "\#(image.filename)""#, #""idiom" : "universal""#]
            if let scale = image.scale { fields.append(#""scale" : "\#(scale)x""#) }
            return "    {\n      " + fields.joined(separator: ",\n      ") + "\n    }"
        }
        var json = "{\n  \"images\" : [\n" + entries.joined(separator: ",\n") + "\n  ],\n"
        json += "  \"info\" : {\n    \"author\" : \"xcode\",\n    \"version\" : 1\n  }"
        if preservesVector {
            json += ",\n  \"properties\" : {\n    \"preserves-vector-representation\" : true\n  }"
        }
        json += "\n}\n"
        let names = Phrases.list(images.map { image in image.scale.map { "\(image.filename) (\($0)x)" } ?? image.filename })
        let summary = "image set listing \(names.isEmpty ? "no files" : names)" + (preservesVector ? ", preserving vector data" : "")
        return ExampleFile(path: AssetPath.join(folder, "Contents.json"), bytes: Array(json.utf8), summary: summary)
    }
}
