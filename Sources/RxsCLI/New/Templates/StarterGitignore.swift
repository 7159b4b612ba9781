extension StarterTemplates {
    /// `.gitignore`: SwiftPM's build output.
    static func gitignore(_ starter: Starter) -> String {
        """
        .build/
        .swiftpm/

        """
    }
}
