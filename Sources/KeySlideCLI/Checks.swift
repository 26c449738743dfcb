import ArgumentParser
import Foundation
import KeySlideJobs
import KeySlideSimulation
import KeySlideSystem

// The command line is where values come in, so it is where they are checked: once, with one
// message per limit, from the range the library names (`Scene.frameRates`,
// `RenderSettings.scales`). Below it, a value outside its range is a programming error.

/// Refuses a whole number outside `range`: "--fps must be a whole number from 1 to 50, got 60".
func checkWholeNumber(_ value: Int, of flag: String, in range: ClosedRange<Int>) throws {
    guard !range.contains(value) else { return }
    throw ValidationError(
        "\(flag) must be a whole number from \(range.lowerBound) to \(range.upperBound), got \(value).")
}

/// The strategy a name on the command line names, or a usage error with the closest id and all
/// of them: "Unknown strategy 'shfit-by-overlap'. Did you mean 'shift-by-overlap'? Please provide
/// one of: …".
func strategyType(named name: String) throws(ValidationError) -> any AvoidanceStrategy.Type {
    do {
        return try StrategyCatalog.strategy(named: name, among: KeySlideTool.strategies)
    } catch {
        let suggestion = error.suggestion.map { "Did you mean '\($0)'? " } ?? ""
        throw ValidationError(
            "Unknown strategy '\(Quoted.text(name))'. \(suggestion)"
                + "Please provide one of: \(error.accepted.joined(separator: ", ")).")
    }
}

/// Shell completion for strategy ids: every strategy this tool knows, a user's own among them (the
/// shell asks the running binary, through argument-parser's hidden `---completion` entry, after
/// `KeySlideTool.main(strategies:)` has set the list). In a comma-separated list the ids typed
/// before the last comma are kept in front, so `a,b,<TAB>` offers `a,b,<id>`.
let strategyIDCompletion = CompletionKind.custom { _, _, prefix in
    let typed = prefix.lastIndex(of: ",").map { String(prefix[...$0]) } ?? ""
    return KeySlideTool.strategies.map { typed + $0.id }.filter { $0.hasPrefix(prefix) }
}

/// Shell completion for a scene file argument.
let sceneFileCompletion = CompletionKind.file(extensions: ["yaml", "yml", "json"])

/// Shell completion for `--scale`: the scales the renderer draws.
let scaleCompletion = CompletionKind.list(RenderSettings.scales.map(String.init))

/// A list of strategies, each known and each once.
func strategyList(named names: [String]) throws(ValidationError) -> [any AvoidanceStrategy.Type] {
    guard !names.isEmpty else { throw ValidationError("Please list at least one strategy.") }
    if let twice = names.first(where: { name in names.filter { $0 == name }.count > 1 }) {
        throw ValidationError("'\(Quoted.text(twice))' is listed twice; list each strategy once.")
    }
    var types: [any AvoidanceStrategy.Type] = []
    for name in names { types.append(try strategyType(named: name)) }
    return types
}

/// A value an option's text names, looked up once, as the option is parsed (its `transform:`),
/// with the usage error for text that names none.
///
/// The error is kept rather than thrown by the transform because argument-parser rewords what a
/// transform throws ("The value 'x' is invalid for '--strategy <id>': …", then a help line): the
/// option group's `validate()` throws it instead, so the message is the one every command gives
/// and the exit status is a usage mistake's, 64.
struct Resolved<Value> {
    private let outcome: Result<Value, ValidationError>

    init(_ resolve: () throws(ValidationError) -> Value) {
        do throws(ValidationError) {
            outcome = .success(try resolve())
        } catch {
            outcome = .failure(error)
        }
    }

    /// Throws the usage error, if the text named nothing.
    func validate() throws(ValidationError) { _ = try outcome.get() }

    /// The value: argument-parser runs `validate()` before any command runs.
    var value: Value {
        guard case .success(let value) = outcome else { preconditionFailure("a command ran before validate()") }
        return value
    }
}

/// `--strategy id`: one strategy, for the commands that run one (`render`, `trace`).
struct StrategyOption: ParsableArguments {
    @Option(
        help: ArgumentHelp("The strategy to run (see `keyslide strategies`).", valueName: "id"),
        completion: strategyIDCompletion,
        transform: { name in Resolved { () throws(ValidationError) in try strategyType(named: name) } })
    var strategy: Resolved<any AvoidanceStrategy.Type>

    /// The strategy named.
    var type: any AvoidanceStrategy.Type { strategy.value }

    func validate() throws { try strategy.validate() }
}

/// `--strategies a,b,c`: the one way every command that runs several strategies takes them.
struct StrategyListOption: ParsableArguments {
    @Option(
        help: ArgumentHelp(
            "Comma-separated strategy ids (see `keyslide strategies`). (default: the scene's strategies, else all)",
            valueName: "ids"),
        completion: strategyIDCompletion,
        transform: { list in
            let names = list.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
            return Resolved { () throws(ValidationError) in try strategyList(named: names) }
        })
    var strategies: Resolved<[any AvoidanceStrategy.Type]>?

    /// The listed strategies, or nil for the scene's own.
    var resolved: [any AvoidanceStrategy.Type]? { strategies?.value }

    func validate() throws { try strategies?.validate() }
}

/// Refuses to write any of `outputs` over one of `inputs` (`check a.yaml --junit a.yaml`, `chart
/// b.yaml -o b.yaml`): the same file by device and inode, so `./a.yaml`, a link or another
/// spelling is caught too. A usage mistake, found before anything is read or written.
func refuseInputsAsOutputs(outputs: [String], inputs: [String]) throws(UsageError) {
    for output in outputs {
        guard let input = inputs.first(where: { Platform.isSameFile($0, output) }) else { continue }
        let shown = { (path: String) in Quoted.text(path, limit: Quoted.fileNameLimit) }
        throw UsageError(
            "the output '\(shown(output))' is the input '\(shown(input))'; writing it would replace the input. "
                + "Please give another output file.")
    }
}
