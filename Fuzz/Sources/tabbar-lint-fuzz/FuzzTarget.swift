import TabBarLintPipelineCheck

/// libFuzzer's entry point: one input through the whole pipeline and every
/// reporter. A broken guarantee (see `PipelineCheck`) is turned into a crash
/// so that libFuzzer saves the input; Scripts/fuzz.sh then keeps it as a
/// regression test.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    let outcome = PipelineCheck.run(bytes)
    if let violation = outcome.violations.first {
        fatalError("guarantee broken: \(violation)")
    }
    return 0
}
