// Marbles, `Recorded` and `Subscription` live in RxMarbles (no XCTest, so the shell can draw
// marbles without loading it); RxTestKit's users keep getting them with `import RxTestKit`.
@_exported import RxMarbles
