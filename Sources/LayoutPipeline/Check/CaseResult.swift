import Foundation

/// The outcome of one figure of one tree.
public struct CaseResult: Sendable {
    public enum Status: String, Sendable { case passed, failed, new, updated, error }

    /// The tree file.
    public var path: String
    /// The figure's name, for a named figure of a multi-figure input.
    public var figure: String?
    public var status: Status
    /// One line each: what differed, what was written, the error.
    public var messages: [String] = []
    /// Files written into the artifacts directory.
    public var artifacts: [String] = []
    /// References written (new or updated).
    public var written: [String] = []
    public var references: [String] = []
    public var cached = false
    public var differentPixels: Int?
    public var warnings: [String] = []
    /// Every node whose frame, proposal, guides, kind, id or children differ from the reference's (the text
    /// report names the first; the HTML report lists them all).
    public var frameDifferences: [NodeDifference] = []

    /// One differing node: its frame-dump path (`root.children[1]`), its kinds and ids from the root
    /// (`HStack#row › Text#title`), what differs, and where the input wrote it (`card.json:7:9`; nil for a node
    /// the layout made) with the input's path to it (`root.HStack[1]`; nil for Swift).
    public struct NodeDifference: Sendable, Equatable {
        public var path: String
        public var kindPath: String
        public var message: String
        public var location: String?
        public var inputPath: String?

        public init(path: String, kindPath: String, message: String, location: String?, inputPath: String? = nil) {
            self.path = path; self.kindPath = kindPath; self.message = message; self.location = location
            self.inputPath = inputPath
        }
    }

    public init(path: String, figure: String? = nil, status: Status) {
        self.path = path
        self.figure = figure
        self.status = status
    }

    public var failed: Bool { status == .failed || status == .error }
    /// The tree, with the figure's name in brackets when it has one.
    public var label: String { figure.map { "\(path) [\($0)]" } ?? path }
}
