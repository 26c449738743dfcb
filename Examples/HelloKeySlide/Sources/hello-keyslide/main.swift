// Loads a scene, runs one built-in strategy and prints whether the focused field was covered.
//
//   swift run --package-path Examples/HelloKeySlide hello-keyslide Samples/readme-form.yaml content-inset

import Foundation
import KeySlide

let arguments = CommandLine.arguments.dropFirst()
guard arguments.count == 2, let path = arguments.first, let strategy = arguments.last else {
    print("usage: hello-keyslide SCENE STRATEGY")
    exit(64)
}
do {
    let scene = try SceneLoader.load(contentsOf: path, knownStrategies: StrategyCatalog.ids)
    guard let recording = Simulation.run(scene, strategyID: strategy) else {
        print("unknown strategy '\(strategy)'")
        exit(64)
    }
    let verdicts = recording.verdicts
    print("\(scene.name) under \(strategy): covered for \(verdicts.secondsCovered) s")
} catch {
    print("error: \(error)")
    exit(1)
}
