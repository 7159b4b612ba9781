/// The interpreter's side of the line protocol: one method per command.
///
/// A conforming session must handle every command; `Command.execute(on:)` picks the method,
/// so the interpreter runs a parsed line with `try command.execute(on: session)`.
public protocol CommandExecutor {
    /// What running a command gives back, e.g. the changes it caused.
    associatedtype Outcome

    func execute(_ command: OpenCommand) throws -> Outcome
    func execute(_ command: TypeCommand) throws -> Outcome
    func execute(_ command: KeysCommand) throws -> Outcome
    func execute(_ command: TapCommand) throws -> Outcome
    func execute(_ command: ReturnCommand) throws -> Outcome
    func execute(_ command: RefreshCommand) throws -> Outcome
    func execute(_ command: SelectCommand) throws -> Outcome
    func execute(_ command: DeleteCommand) throws -> Outcome
    func execute(_ command: BackCommand) throws -> Outcome
    func execute(_ command: DismissCommand) throws -> Outcome
    func execute(_ command: WaitCommand) throws -> Outcome
    func execute(_ command: SettleCommand) throws -> Outcome
    func execute(_ command: ShowCommand) throws -> Outcome
    func execute(_ command: StateCommand) throws -> Outcome
    func execute(_ command: ExpectCommand) throws -> Outcome
    func execute(_ command: MarblesCommand) throws -> Outcome
    func execute(_ command: NetCommand) throws -> Outcome
    func execute(_ command: SetCommand) throws -> Outcome
    func execute(_ command: IncludeCommand) throws -> Outcome
    func execute(_ command: HelpCommand) throws -> Outcome
    func execute(_ command: QuitCommand) throws -> Outcome
}
