import Foundation
import KeySlideJobs
import KeySlideMarkup
import KeySlideSimulation

/// The preview's own pages: a scene's (its switches, its failure and warnings, and a frame holding
/// the gallery's page of the latest render) and a folder's list of scenes. Built as element trees
/// (`HTML`), so no file name or title reaches the page unescaped; the script and style are
/// Resources/preview.js and preview.css, embedded at build time.
enum PreviewPage {
    /// A scene's page. The switches start as `options` say; the script fills in the rest (the
    /// strategies the scene runs by itself) from the first event.
    static func scenePage(
        file: String, inFolder: Bool, options: ScenePreview.Options, known: [String], devices: [String]
    ) -> String {
        let name = (file as NSString).lastPathComponent
        let boxes = known.map { id in
            MarkupElement.Child.element(
                HTML.element(
                    "label", [],
                    [
                        .element(
                            MarkupElement(
                                "input",
                                [("type", "checkbox"), ("name", "strategy"), ("value", id)]
                                    + (options.strategies?.contains(id) == true ? [("checked", "")] : []))),
                        .text(" " + id),
                    ]))
        }
        let deviceOptions =
            [HTML.element("option", [("value", "")], text: "the scene's")]
            + devices.map { device in
                HTML.element(
                    "option", [("value", device)] + (options.device == device ? [("selected", "")] : []), text: device)
            }
        let appearanceOptions =
            [HTML.element("option", [("value", "")], text: "the scene's")]
            + Appearance.allCases.map { appearance in
                HTML.element(
                    "option",
                    [("value", appearance.rawValue)] + (options.appearance == appearance ? [("selected", "")] : []),
                    text: appearance.rawValue)
            }
        let switches = HTML.element(
            "form", [("id", "switches")],
            HTML.lines([
                HTML.element("fieldset", [], [.element(HTML.element("legend", text: "Strategies"))] + boxes),
                HTML.element(
                    "label", [],
                    [
                        .text("Device "),
                        .element(HTML.element("select", [("name", "device")], HTML.lines(deviceOptions))),
                    ]
                ),
                // preview.js sends every named control of this form.
                HTML.element(
                    "label", [],
                    [
                        .text("Appearance "),
                        .element(HTML.element("select", [("name", "appearance")], HTML.lines(appearanceOptions))),
                    ]
                ),
            ]))
        let crumbs: [MarkupElement] =
            inFolder ? [HTML.element("p", [], [.element(HTML.element("a", [("href", "/")], text: "All scenes"))])] : []
        let body =
            crumbs + [
                HTML.element("h1", [], [.element(HTML.element("code", text: name))]), switches,
                HTML.element("p", [("id", "status")], text: "Rendering…"),
                HTML.element("pre", [("id", "failure"), ("hidden", "")], text: ""),
                HTML.element("ul", [("id", "warnings"), ("hidden", "")], text: ""),
                HTML.element("div", [("id", "stage")], text: ""),
                HTML.element("script", text: "\n" + script),
            ]
        return document(title: name + " — KeySlide preview", body: body)
    }

    /// A folder's page: its scene files, each a link to its preview.
    static func listPage(folder: String, files: [String]) -> String {
        let items = files.map { name in
            HTML.element(
                "li", [], [.element(HTML.element("a", [("href", "/?scene=" + queryValue(name))], text: name))])
        }
        let list =
            items.isEmpty
            ? HTML.element("p", text: "No scene files (.yaml, .yml, .json) in this folder.")
            : HTML.element("ul", [], HTML.lines(items))
        let body = [
            HTML.element("h1", [], [.text("Scenes in "), .element(HTML.element("code", text: folder))]),
            HTML.element("p", text: "Each opens in the gallery's player and follows its file as you save it."),
            list,
        ]
        return document(title: "KeySlide preview", body: body)
    }

    /// What an event tells the page: the render to show (its page's address) when there is a good
    /// one, the failure of the latest save when it failed, and what the render ran.
    static func eventData(_ state: PreviewRenders.State, renders: PreviewRenders) async -> String {
        var preview: ScenePreview?
        if let good = state.good { preview = await renders.render(good) }
        let page = state.good.map { "/render/\($0)/\(ScenePreview.pageName)" }
        return JSONValue.object([
            ("generation", .integer(state.generation)),
            ("page", page.map(JSONValue.string) ?? .null),
            ("failure", state.failure.map(JSONValue.string) ?? .null),
            ("strategies", .array((preview?.strategies ?? []).map(JSONValue.string))),
            ("device", preview.map { .string($0.device) } ?? .null),
            ("appearance", preview.map { .string($0.appearance.rawValue) } ?? .null),
            ("warnings", .array((state.failure == nil ? preview?.warnings ?? [] : []).map(JSONValue.string))),
        ]).serialized()
    }

    static func document(title: String, body: [MarkupElement]) -> String {
        let head = HTML.element(
            "head", [],
            HTML.lines([
                MarkupElement("meta", [("charset", "utf-8")]),
                MarkupElement("meta", [("name", "viewport"), ("content", "width=device-width, initial-scale=1")]),
                HTML.element("title", text: title),
                HTML.element("style", text: "\n" + style + "\n"),
            ]))
        return HTML.document(
            HTML.element("html", [("lang", "en")], HTML.lines([head, HTML.element("body", [], HTML.lines(body))])))
    }

    /// A value in a query string: every character but RFC 3986's unreserved ones percent-encoded.
    static func queryValue(_ text: String) -> String {
        text.addingPercentEncoding(withAllowedCharacters: unreserved) ?? ""
    }

    static let unreserved = CharacterSet(
        charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~")

    static let style = embeddedText(PackageResources.preview_css)
    static let script = embeddedText(PackageResources.preview_js)

    /// A resource's text without the newline that ends the file.
    static func embeddedText(_ bytes: [UInt8]) -> String {
        var text = String(decoding: bytes, as: UTF8.self)
        if text.hasSuffix("\n") { text.removeLast() }
        return text
    }
}
