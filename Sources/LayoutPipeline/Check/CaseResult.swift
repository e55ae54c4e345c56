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

    public init(path: String, figure: String? = nil, status: Status) {
        self.path = path
        self.figure = figure
        self.status = status
    }

    public var failed: Bool { status == .failed || status == .error }
    /// The tree, with the figure's name in brackets when it has one.
    public var label: String { figure.map { "\(path) [\($0)]" } ?? path }
}
