import FuzzTargets

private let target = FuzzTargets.named("save")

/// libFuzzer calls this with each input; a broken property stops the process.
@_cdecl("LLVMFuzzerTestOneInput")
public func testOneInput(_ data: UnsafePointer<UInt8>?, _ count: Int) -> Int32 {
    target.run(data, count: count)
    return 0
}
