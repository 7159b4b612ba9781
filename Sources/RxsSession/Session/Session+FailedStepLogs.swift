extension Session {
    /// Adds lines printed in a failing step (or an included script's lines that ran before it)
    /// to `failedStepLogs`, in the order of their virtual time.
    func keepFailedStepLogs(_ logs: [TimedLog]) {
        guard !logs.isEmpty else { return }
        failedStepLogs = (failedStepLogs + logs).sorted { $0.time < $1.time }
        for index in failedStepLogs.indices { failedStepLogs[index].position = 0 }
    }
}
