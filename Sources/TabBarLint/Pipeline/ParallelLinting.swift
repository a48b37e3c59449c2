import Dispatch

extension Linter {
    /// Lints inputs on every core and hands the reports over in input order,
    /// a batch at a time, so output is deterministic and memory stays flat
    /// however many files there are.
    /// `configuration(i)` is the configuration of `inputs[i]`.
    public func lint(
        _ inputs: [LintInput], batchSize: Int = 256,
        configuration: (Int) -> Configuration = { _ in .default }, each: (FileReport) -> Void
    ) {
        var start = 0
        while start < inputs.count {
            let range = start..<min(start + batchSize, inputs.count)
            let batch = range.map { (input: inputs[$0], configuration: configuration($0)) }
            let slots = ReportSlots(count: batch.count)
            DispatchQueue.concurrentPerform(iterations: batch.count) { index in
                slots.store(lint(input: batch[index].input, configuration: batch[index].configuration), at: index)
            }
            slots.reports.forEach(each)
            start += batch.count
        }
    }
}

/// One slot per input of a batch. Each concurrent iteration writes only its
/// own slot of a buffer allocated up front (no array is mutated, so there is
/// no exclusive access to conflict), and the slots are read only after
/// `concurrentPerform` has returned.
private final class ReportSlots: @unchecked Sendable {
    private let slots: UnsafeMutableBufferPointer<FileReport?>

    init(count: Int) {
        slots = .allocate(capacity: count)
        slots.initialize(repeating: nil)
    }

    deinit {
        slots.deinitialize()
        slots.deallocate()
    }

    func store(_ report: FileReport, at index: Int) {
        slots[index] = report
    }

    var reports: [FileReport] { slots.compactMap { $0 } }
}
