import Foundation
import KeySlideImport
import KeySlideScene
import KeySlideSimulation

/// `make fuzz FUZZ_TARGET=import`: the bytes as a layout file, through `keyslide import`'s steps —
/// read (storyboard, XIB or view dump, decided by content) → each screen mapped to a scene → the
/// scene written as YAML → that YAML loaded again. A crash or a hang is a finding; so is an error
/// of more than one line, and a written scene that does not load (`keyslide import` promises that
/// what it writes loads as it is).
enum ImportFuzzTarget {
    /// Screens mapped per input, so one execution stays fast on a storyboard of many.
    static let screensPerInput = 4

    /// The document in `data`. FoundationXML leaks the message of each libxml2 error it reports
    /// (a CFString made in its structured error callback, in swift-corelibs-foundation; the first
    /// run found 72 bytes per malformed XIB), which KeySlide cannot free; so reading is not checked
    /// for leaks, while mapping, writing and loading the scene are.
    static func read(_ data: Data) throws(ImportError) -> ImportedDocument {
        #if FUZZING
            disableLeakChecks()
            defer { enableLeakChecks() }
        #endif
        return try LayoutImporter.importLayout(data: data, file: "fuzz.storyboard")
    }

    static func run(_ bytes: UnsafeBufferPointer<UInt8>) {
        let document: ImportedDocument
        do throws(ImportError) {
            document = try read(Data(buffer: bytes))
        } catch {
            precondition(!error.description.contains("\n"), "an import error of two lines")
            return
        }
        for warning in document.warnings {
            precondition(!warning.warningLine.contains("\n"), "a warning of two lines")
        }
        for screen in document.screens.prefix(screensPerInput) {
            let imported = screen.sceneDescription(deviceHint: document.device)
            let yaml = imported.yaml(source: "fuzz.storyboard", screen: screen.id)
            do throws(SceneError) {
                _ = try SceneLoader.parse(yaml, fileName: "imported.yaml", knownStrategies: StrategyCatalog.ids)
            } catch {
                preconditionFailure("an imported scene does not load: \(error)")
            }
        }
    }
}
