import ArgumentParser
import KeySlideScene
import KeySlideSystem

/// `--title TEXT`: the title a picture or page draws, in place of the scene's `title:` (or the
/// gallery's heading): for a picture in someone's docs, without editing the scene file.
struct TitleOption: ParsableArguments {
    @Option(help: ArgumentHelp("The title to draw. (default: the scene's title)", valueName: "text"))
    var title: String?

    func validate() throws {
        if let title { try checkHeading(title) }
    }

    /// `scene` with this title, if one was given.
    func applied(to scene: Scene) -> Scene {
        guard let title else { return scene }
        var titled = scene
        titled.title = title
        return titled
    }
}

/// Refuses a `--title` longer than a scene's title may be (`Scene.maximumTextLength`).
func checkHeading(_ title: String) throws {
    guard title.unicodeScalars.count > Scene.maximumTextLength else { return }
    throw ValidationError(
        "--title must be at most \(Quoted.grouped(Scene.maximumTextLength)) characters long, got "
            + Quoted.grouped(title.unicodeScalars.count))
}
