import Foundation

extension SceneLoader {
    /// The line in the scene file `path` at which the value at `place` (a checker path such as
    /// `timeline[2].tap`) is written, if the file still reads and has it: for warnings found after
    /// the scene was checked (a tap on a field off the screen), which the scene does not carry.
    public static func line(of place: String, inFile path: String) -> Int? {
        lines(of: [place], inFile: path)[place]
    }

    /// The lines of every place of `places` that the file `path` has, reading the file once: a
    /// scene at the limits can warn about a thousand taps, and reading it again for each took
    /// minutes.
    public static func lines(of places: some Sequence<String>, inFile path: String) -> [String: Int] {
        guard let data = try? contents(of: path), let text = String(validating: data, as: UTF8.self),
            let root = try? compose(text, fileName: path)
        else { return [:] }
        var nodes: [String: SceneNode] = [:]
        SceneNode(node: root, path: "", file: path).index(into: &nodes)
        var lines: [String: Int] = [:]
        for place in places {
            if let line = nodes[place]?.node.mark?.line { lines[place] = line }
        }
        return lines
    }
}
