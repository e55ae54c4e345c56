import LayoutCore

extension LayoutEngine {
    /// Lays out a decoded document as its file says: its canvas, safe area, proposal and environment.
    public func layout(_ document: ViewDocument) -> LayoutResult {
        withEnvironment(of: document).layout(document.root, canvas: document.canvas, proposal: document.proposal,
                                             safeArea: document.safeArea)
    }

    /// `layout(_:)` with the negotiation recorded (docs/explain.md).
    public func layoutWithTrace(_ document: ViewDocument) -> (result: LayoutResult, trace: LayoutTrace) {
        withEnvironment(of: document).layoutWithTrace(document.root, canvas: document.canvas,
                                                      proposal: document.proposal, safeArea: document.safeArea)
    }

    private func withEnvironment(of document: ViewDocument) -> LayoutEngine {
        var engine = self
        engine.environment = document.environment
        return engine
    }
}
