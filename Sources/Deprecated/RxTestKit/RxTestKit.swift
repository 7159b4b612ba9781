// Deprecated in 0.3: RxTestKit is now RxTest, under RxTest's own module name. This module
// re-exports it (and the marbles, as RxTestKit did) for one release; write `import RxTest`.
@_exported import RxMarbles
@_exported import RxTest
