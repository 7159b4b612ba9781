extension ObservableType {
    /// Prints the subscription, every event and the disposal, as
    /// `identifier -> subscribed`, `identifier -> Event next(1)`, `identifier -> isDisposed`.
    /// Unlike RxSwift no timestamp is printed, so the output is deterministic. The default
    /// identifier is `File.swift:line (function)`; `trimOutput` shortens long events to 40
    /// characters.
    @inlinable public func debug(_ identifier: String? = nil, trimOutput: Bool = false,
                      file: String = #file, line: UInt = #line, function: String = #function)
        -> Observable<Element> {
        debug(identifier, trimOutput: trimOutput, file: file, line: line, function: function) { print($0) }
    }

    /// `debug` writing its lines to `log` instead of standard output.
    @inlinable func debug(_ identifier: String?, trimOutput: Bool, file: String, line: UInt, function: String,
               log: @escaping (String) -> Void) -> Observable<Element> {
        let fileName = file.split(separator: "/").last.map(String.init) ?? file
        let identifier = identifier ?? "\(fileName):\(line) (\(function))"
        let source = asObservable()
        return Producer { observer in
            log("\(identifier) -> subscribed")
            let sink = DebugSink(observer: consume observer, identifier: identifier, trimOutput: trimOutput, log: log)
            sink.setUpstream(source.run { sink.on($0) })
            return sink
        }
    }
}

@usableFromInline final class DebugSink<Element>: Sink<Element>, @unchecked Sendable {
    @inlinable static var maxEventTextLength: Int { 40 }

    @usableFromInline let identifier: String
    @usableFromInline let trimOutput: Bool
    @usableFromInline let log: (String) -> Void

    @inlinable init(observer: @escaping (Event<Element>) -> Void, identifier: String, trimOutput: Bool,
         log: @escaping (String) -> Void) {
        self.identifier = identifier
        self.trimOutput = trimOutput
        self.log = log
        super.init(observer: observer)
    }

    @inlinable func on(_ event: Event<Element>) {
        guard !isDisposed else { return }
        log("\(identifier) -> Event \(describe(event))")
        forwardEvent(event)
    }

    @inlinable func describe(_ event: Event<Element>) -> String {
        let text = event.debugDescription
        guard trimOutput, text.count > Self.maxEventTextLength else { return text }
        let half = Self.maxEventTextLength / 2
        return "\(text.prefix(half))...\(text.suffix(half))"
    }

    @inlinable override func disposeResources() {
        log("\(identifier) -> isDisposed")
    }
}
