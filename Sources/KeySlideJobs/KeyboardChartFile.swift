import KeySlideLooks
import KeySlideSVG
import KeySlideScene
import KeySlideSimulation
import KeySlideSystem

extension Renderer {
    /// The keyboard chart of `recordings` (one scene) as a static SVG: `keyslide chart` prints it
    /// and `batch` writes it next to the comparison.
    public static func chartSVG(of recordings: [Recording]) -> String {
        SVGRenderer.svg(of: KeyboardChart(recordings: recordings).displayList())
    }
}

extension Batch {
    /// The name of a scene's keyboard chart.
    public static func chartFileName(scene: String) -> String { scene + "-chart.svg" }

    /// Writes the keyboard chart of `recordings` into `folder`, named after `scene`.
    static func writeChart(of recordings: [Recording], scene: Scene, folder: String) throws -> WrittenFile {
        let bytes = Array(Renderer.chartSVG(of: recordings).utf8)
        let path = folder + "/" + chartFileName(scene: scene.name)
        try AtomicFile.write(bytes, to: path)
        return WrittenFile(path: path, byteCount: bytes.count)
    }
}
