/// A unified diff (`diff -u`, three lines of context) of two versions of a
/// file, from the standard library's Myers difference of their lines.
enum UnifiedDiff {
    static let context = 3

    static func render(path: String, old: [UInt8], new: [UInt8]) -> String {
        let oldLines = lines(old), newLines = lines(new)
        let difference = newLines.difference(from: oldLines)
        var removed = Set<Int>(), inserted = Set<Int>()
        for change in difference {
            switch change {
            case .remove(let offset, _, _): removed.insert(offset)
            case .insert(let offset, _, _): inserted.insert(offset)
            }
        }
        // Both files walked together: (old index, new index, mark).
        var script: [(old: Int, new: Int, mark: Character)] = []
        var oldIndex = 0, newIndex = 0
        while oldIndex < oldLines.count || newIndex < newLines.count {
            if oldIndex < oldLines.count, removed.contains(oldIndex) {
                script.append((oldIndex, newIndex, "-"))
                oldIndex += 1
            } else if newIndex < newLines.count, inserted.contains(newIndex) {
                script.append((oldIndex, newIndex, "+"))
                newIndex += 1
            } else {
                script.append((oldIndex, newIndex, " "))
                oldIndex += 1
                newIndex += 1
            }
        }
        var output = "--- a/\(path)\n+++ b/\(path)\n"
        var index = 0
        while let firstChange = script[index...].firstIndex(where: { $0.mark != " " }) {
            // A hunk runs from three lines before a change to three after the
            // last change that is no more than six lines from the one before.
            let start = max(0, firstChange - context)
            var end = firstChange
            while let next = script[(end + 1)...].firstIndex(where: { $0.mark != " " }), next - end <= 2 * context { end = next }
            end = min(script.count - 1, end + context)
            let hunk = script[start...end]
            let oldCount = hunk.filter { $0.mark != "+" }.count, newCount = hunk.filter { $0.mark != "-" }.count
            let oldStart = oldCount == 0 ? hunk[start].old : hunk[start].old + 1
            let newStart = newCount == 0 ? hunk[start].new : hunk[start].new + 1
            output += "@@ -\(oldStart),\(oldCount) +\(newStart),\(newCount) @@\n"
            for step in hunk {
                let line = step.mark == "+" ? newLines[step.new] : oldLines[step.old]
                output += String(step.mark) + line.text + (line.hasBreak ? "\n" : "\n\\ No newline at end of file\n")
            }
            index = end + 1
            if index >= script.count { break }
        }
        return output
    }

    struct Line: Hashable {
        let text: String
        let hasBreak: Bool
    }

    private static func lines(_ bytes: [UInt8]) -> [Line] {
        var result: [Line] = []
        var start = 0
        for (offset, byte) in bytes.enumerated() where byte == 0x0A {
            result.append(Line(text: String(decoding: bytes[start..<offset], as: UTF8.self), hasBreak: true))
            start = offset + 1
        }
        if start < bytes.count {
            result.append(Line(text: String(decoding: bytes[start...], as: UTF8.self), hasBreak: false))
        }
        return result
    }
}
