import RxsScript
import RxsSession

/// The arguments of a parsed command that the editor points at: the control it acts on,
/// the paths it reads, the screen it opens, the script it includes.
enum LSPCommandParts {
    /// The control (element id) a command names, if it names one.
    static func control(of command: any Command) -> Located<String>? {
        switch command {
        case let command as TypeCommand: return command.element
        case let command as KeysCommand: return command.element
        case let command as TapCommand: return command.element
        case let command as ReturnCommand: return command.element
        case let command as ToggleCommand: return command.element
        case let command as SlideCommand: return command.element
        case let command as StepCommand: return command.element
        case let command as SegmentCommand: return command.element
        case let command as PickCommand: return command.choices.isEmpty ? command.element : nil
        case let command as DateCommand: return command.element
        case let command as PageCommand: return command.element
        case let command as ScrollCommand: return command.element
        case let command as GestureCommand: return command.element
        case let command as ShowCommand: return command.element
        default: return nil
        }
    }

    /// The paths a command reads (`expect`, `marbles`).
    static func paths(of command: any Command) -> [Located<ElementPath>] {
        switch command {
        case let command as ExpectCommand: return [command.path]
        case let command as MarblesCommand: return command.paths
        default: return []
        }
    }

    static func screen(of command: any Command) -> Located<String>? {
        (command as? OpenCommand)?.screen
    }

    static func include(of command: any Command) -> Located<String>? {
        (command as? IncludeCommand)?.file
    }
}
