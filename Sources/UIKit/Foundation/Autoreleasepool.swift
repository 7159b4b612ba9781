#if !canImport(ObjectiveC)
/// As Darwin's `autoreleasepool`, which UIKit code and its tests call; without the Objective-C
/// runtime nothing is autoreleased, so the body just runs.
public func autoreleasepool<Result>(invoking body: () throws -> Result) rethrows -> Result {
    try body()
}
#endif
