import Foundation
import RxsShell

// `rxs` on one screen of its own, `printer`, that writes to standard output every way a
// screen can: RxSwift's `print` in a step, on other threads, between steps and at teardown,
// and `Swift.print`, `FileHandle.standardOutput` and C's `puts`, which bypass it. The tests
// of issue 30 run it as a user runs their own command (`StrayOutputEndToEndTests`).

/// `printer`: each button prints text saying who printed it.
/// - `thread`: a detached thread prints, and the tap waits for it: it printed during the step.
/// - `later`: `DispatchQueue.global().asyncAfter` prints, and the tap waits for it.
/// - `bypass`: a detached thread writes with `Swift.print`, `FileHandle.standardOutput` and
///   `puts`, and the tap waits for it.
/// - `arm`: a detached thread waits 50 ms of real time (the step is over by then), prints, and
///   then creates the file `$PRINTER_MARKER`, so a test knows it printed between steps.
/// - `step`: prints in the step, on the session's thread: a log line of the step itself.
/// - `task`: a `Task` prints: it runs on the session's thread at the end of the tap's event,
///   so it printed in the step.
/// - `ticker`: starts a timer that prints `tick` once, a second later, and keeps running, so
///   the `settle` after it fails: what it printed goes with the failure.
/// Opening it prints `printer loaded`; `deinit` prints `printer gone`.
final class PrinterScreen: ViewController {
    let threadButton = Button(id: "thread", title: "Thread")
    let laterButton = Button(id: "later", title: "Later")
    let bypassButton = Button(id: "bypass", title: "Bypass")
    let armButton = Button(id: "arm", title: "Arm")
    let stepButton = Button(id: "step", title: "Step")
    let taskButton = Button(id: "task", title: "Task")
    let tickerButton = Button(id: "ticker", title: "Ticker")
    private var taps = 0

    init(environment: Environment) {
        super.init(name: "printer", environment: environment)
        title = "Printer"
    }

    deinit {
        print("printer gone")
    }

    override var elements: [any ViewElement] {
        [threadButton, laterButton, bypassButton, armButton, stepButton, taskButton, tickerButton]
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        print("printer loaded")
        threadButton.rx.tap.subscribe(onNext: { [weak self] in self?.onThread() }).disposed(by: disposeBag)
        laterButton.rx.tap.subscribe(onNext: { [weak self] in self?.later() }).disposed(by: disposeBag)
        bypassButton.rx.tap.subscribe(onNext: { [weak self] in self?.bypass() }).disposed(by: disposeBag)
        armButton.rx.tap.subscribe(onNext: { [weak self] in self?.arm() }).disposed(by: disposeBag)
        stepButton.rx.tap.subscribe(onNext: { [weak self] in self?.inStep() }).disposed(by: disposeBag)
        taskButton.rx.tap.subscribe(onNext: { [weak self] in self?.inTask() }).disposed(by: disposeBag)
        tickerButton.rx.tap
            .flatMapLatest { [environment] in Observable<Int>.interval(.seconds(1), scheduler: environment.mainScheduler) }
            .subscribe(onNext: { tick in if tick == 0 { print("tick") } })
            .disposed(by: disposeBag)
    }

    private func next() -> Int {
        taps += 1
        return taps
    }

    private func onThread() {
        let number = next()
        let done = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            print("thread print \(number)")
            done.signal()
        }
        done.wait()
    }

    private func later() {
        let number = next()
        let done = DispatchSemaphore(value: 0)
        DispatchQueue.global().asyncAfter(deadline: .now() + .milliseconds(10)) {
            print("later print \(number)")
            done.signal()
        }
        done.wait()
    }

    private func bypass() {
        let number = next()
        let done = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            Swift.print("swift print \(number)")
            FileHandle.standardOutput.write(Data("file handle \(number)\n".utf8))
            puts("c puts \(number)")
            done.signal()
        }
        done.wait()
    }

    private func arm() {
        let number = next()
        let marker = ProcessInfo.processInfo.environment["PRINTER_MARKER"]
        Thread.detachNewThread {
            usleep(50_000)
            print("armed print \(number)")
            if let marker { _ = FileManager.default.createFile(atPath: marker, contents: Data()) }
        }
    }

    private func inStep() {
        print("step print \(next())")
    }

    private func inTask() {
        let number = next()
        // Not waited for: the task runs on the session's thread once the tap's event is over
        // (a step waiting for it would wait forever, as on iOS's main thread).
        Task {
            print("task print \(number)")
        }
    }
}

var screens = ScreenRegistry()
screens.register("printer") { PrinterScreen(environment: $0) }
exit(RxsMain.run(arguments: Array(CommandLine.arguments.dropFirst()),
                 environment: ProcessInfo.processInfo.environment, screens: screens))
