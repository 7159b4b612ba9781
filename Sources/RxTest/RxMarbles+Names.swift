// `Recorded`, `Subscription` and `TestTime` live in RxMarbles (no XCTest, so the shell can draw
// marbles without loading it); RxTest names them, as RxTest declares them. The marble API
// (`scheduler.createHotObservable("-a-b|")`, …) comes as members; its own types (`Marble`,
// `MarbleError`) are rxs's and come with `import RxMarbles`.
import RxMarbles

public typealias Recorded = RxMarbles.Recorded
public typealias Subscription = RxMarbles.Subscription
public typealias TestTime = RxMarbles.TestTime
