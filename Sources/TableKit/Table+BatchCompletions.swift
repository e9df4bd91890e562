extension Table {
    /// Ends the outermost batch with `apply`, then tells the waiting `performBatchUpdates`
    /// completions whether it was applied. The list is taken first, so a completion may start
    /// another batch.
    func completingBatch(_ apply: () throws -> Void) rethrows {
        let completions = batchCompletions
        batchCompletions = []
        do {
            try apply()
        } catch {
            for completion in completions { completion(false) }
            throw error
        }
        for completion in completions { completion(true) }
    }

    /// The outermost batch was discarded: the waiting completions learn that nothing was applied.
    func discardBatchCompletions() {
        let completions = batchCompletions
        batchCompletions = []
        for completion in completions { completion(false) }
    }
}
