import Foundation
import KeySlideTestSupport
import KeySlideUIKit
import Testing

/// `keyslide devices`, run as a user would run it, and docs/scene-files.md's Devices table, which
/// is made from its JSON (`KEYSLIDE_WRITE_DOCS=1` rewrites the table when a preset changes).
@Suite("keyslide devices")
struct DevicesCommandTests {
    static let docsURL = KeySlideProcess.packageRoot.appendingPathComponent("docs/scene-files.md")
    static let begin = "<!-- The device table is made from `keyslide devices --json` by DevicesCommandTests. -->"
    static let end = "<!-- End of the device table. -->"

    func devices() throws -> [[String: Any]] {
        let result = try KeySlideProcess.run(["devices", "--json"])
        #expect(result.status == 0, "\(result.standardError)")
        let json = try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8))
        return try #require(json as? [[String: Any]])
    }

    @Test("--json lists every preset in order, each with its facts per profile")
    func jsonShape() throws {
        let devices = try devices()
        #expect(devices.compactMap { $0["name"] as? String } == Device.all.map(\.name))
        let keys = [
            "name", "title", "aliases", "kind", "screen", "scale", "regularWidthInLandscape",
            "navigationBar", "display", "profiles",
        ]
        for device in devices { #expect(Set(device.keys) == Set(keys), "\(device["name"] ?? "?")") }
        let profiles = try #require(devices.first?["profiles"] as? [String: Any])
        #expect(Set(profiles.keys) == Set(PlatformProfile.all.map(\.name)))
    }

    @Test("--json says what iOS 26 changed, the Dynamic Island and the wide phones' regular width")
    func jsonFacts() throws {
        let byName = Dictionary(uniqueKeysWithValues: try devices().map { ($0["name"] as? String ?? "", $0) })
        func profile(_ device: String, _ name: String) throws -> [String: Any] {
            let profiles = try #require(byName[device]?["profiles"] as? [String: Any])
            return try #require(profiles[name] as? [String: Any])
        }
        // iPadOS 26's 32 pt status bar on a modern iPad, 24 before (docs/facts.md §3.4).
        #expect((try profile("ipad-pro-13", "ios17")["statusBar"] as? [String: Double])?["portrait"] == 24)
        #expect((try profile("ipad-pro-13", "ios26")["statusBar"] as? [String: Double])?["portrait"] == 32)
        // The iPhone 15 keeps 336 / 215 on ios17 (its samples' bytes) and takes 335 / 208 on ios26.
        #expect(
            (try profile("iphone-15", "ios17")["keyboard"] as? [String: Double]) == ["portrait": 336, "landscape": 215])
        #expect(
            (try profile("iphone-15", "ios26")["keyboard"] as? [String: Double]) == ["portrait": 335, "landscape": 208])
        let display = try #require(byName["iphone-17-pro-max"]?["display"] as? [String: Any])
        let housing = try #require(display["sensorHousing"] as? [String: Any])
        #expect(housing["kind"] as? String == "dynamicIsland")
        #expect(housing["rect"] as? [Double] == [157, 13.5, 126, 37])
        #expect(display["cornerRadius"] as? Double == 62)
        #expect(byName["iphone-17-pro-max"]?["regularWidthInLandscape"] as? Bool == true)
        #expect(byName["iphone-17-pro"]?["regularWidthInLandscape"] as? Bool == false)
        #expect(byName["iphone-se"]?["aliases"] as? [String] == ["iphone-se-3"])
    }

    @Test("the table for people has a line per preset")
    func table() throws {
        let result = try KeySlideProcess.run(["devices"])
        #expect(result.status == 0)
        let lines = result.standardOutput.split(separator: "\n")
        #expect(lines.count == Device.all.count + 1)
        #expect(lines.dropFirst().map { String($0.prefix { $0 != " " }) } == Device.all.map(\.name))
    }

    @Test("docs/scene-files.md's Devices table is the JSON's")
    func docsTableMatchesTheJSON() throws {
        let text = try String(contentsOf: Self.docsURL, encoding: .utf8)
        let start = try #require(text.range(of: Self.begin))
        let stop = try #require(text.range(of: Self.end, range: start.upperBound..<text.endIndex))
        let committed = String(text[start.upperBound..<stop.lowerBound])
        let generated = "\n" + DevicesTable.markdown(try devices()) + "\n"
        if committed != generated, ProcessInfo.processInfo.environment["KEYSLIDE_WRITE_DOCS"] == "1" {
            try text.replacingCharacters(in: start.upperBound..<stop.lowerBound, with: generated)
                .write(to: Self.docsURL, atomically: true, encoding: .utf8)
            return
        }
        let old = committed.split(separator: "\n")
        let new = generated.split(separator: "\n")
        let line = old.indices.first { $0 >= new.count || old[$0] != new[$0] }
        #expect(
            committed == generated,
            """
            docs/scene-files.md's Devices table differs from `keyslide devices --json`\
            \(line.map { " at row \($0 + 1): \(old[$0])" } ?? ""); regenerate it: \
            KEYSLIDE_WRITE_DOCS=1 swift test --filter DevicesCommandTests
            """)
    }
}

/// docs/scene-files.md's Devices table from `keyslide devices --json`: a row per preset; where a
/// value differs between profiles, each value with the profiles it holds for.
enum DevicesTable {
    static func markdown(_ devices: [[String: Any]]) -> String {
        let heading = """
            | name | device | screen (portrait) | status bar (portrait / landscape) | safe area `[top, left, bottom, right]` (portrait / landscape) | keyboard (portrait / landscape) | navigation bar | corner radius, sensor housing |
            | --- | --- | --- | --- | --- | --- | --- | --- |
            """
        return ([heading] + devices.map(row)).joined(separator: "\n")
    }

    static func row(_ device: [String: Any]) -> String {
        let name = device["name"] as? String ?? ""
        let aliases = (device["aliases"] as? [String] ?? []).map { "`\($0)`" }
        let screen = device["screen"] as? [String: Double] ?? [:]
        let profiles = device["profiles"] as? [String: [String: Any]] ?? [:]
        let ordered = PlatformProfile.all.map(\.name)
        func byProfile(_ describe: ([String: Any]) -> String) -> String {
            var runs: [(value: String, names: [String])] = []
            for name in ordered {
                let value = describe(profiles[name] ?? [:])
                if runs.last?.value == value {
                    runs[runs.count - 1].names.append(name)
                } else {
                    runs.append((value, [name]))
                }
            }
            guard runs.count > 1 else { return runs.first?.value ?? "" }
            return runs.map { run in
                let span = run.names.count == 1 ? "`\(run.names[0])`" : "`\(run.names[0])`–`\(run.names.last!)`"
                return "\(run.value) (\(span))"
            }.joined(separator: "; ")
        }
        let title =
            (device["title"] as? String ?? "") + (aliases.isEmpty ? "" : " (also \(aliases.joined(separator: ", ")))")
        return
            "| `\(name)` | \(title) | \(number(screen["width"])) × \(number(screen["height"])) @\(number(device["scale"]))x | "
            + byProfile { pair($0["statusBar"]) } + " | "
            + byProfile { safeArea($0["safeArea"]) } + " | "
            + byProfile { pair($0["keyboard"]) } + " | "
            + pair(device["navigationBar"]) + " | " + display(device["display"]) + " |"
    }

    static func number(_ value: Any?) -> String {
        guard let value = value as? Double else { return "?" }
        return value == value.rounded() ? String(Int(value)) : String(value)
    }

    static func pair(_ value: Any?) -> String {
        let pair = value as? [String: Double] ?? [:]
        return "\(number(pair["portrait"])) / \(number(pair["landscape"]))"
    }

    static func safeArea(_ value: Any?) -> String {
        let safeArea = value as? [String: [Double]] ?? [:]
        func list(_ insets: [Double]?) -> String { "`[\((insets ?? []).map { number($0) }.joined(separator: ", "))]`" }
        return "\(list(safeArea["portrait"])) / \(list(safeArea["landscape"]))"
    }

    static func display(_ value: Any?) -> String {
        let display = value as? [String: Any] ?? [:]
        let radius = number(display["cornerRadius"])
        guard let housing = display["sensorHousing"] as? [String: Any] else { return radius }
        let rect = (housing["rect"] as? [Double] ?? []).map { number($0) }
        let kind = housing["kind"] as? String == "notch" ? "notch" : "Dynamic Island"
        return "\(radius), \(kind) `[\(rect.joined(separator: ", "))]`"
    }
}
