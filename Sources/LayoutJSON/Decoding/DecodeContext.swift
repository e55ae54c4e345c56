import Foundation
import LayoutCore

/// The state of one decoding pass: the file name used in messages, the directory that relative file paths
/// start from, and the warnings collected so far. Shared by reference by every reader.
final class DecodeContext {
    let file: String
    let baseDirectory: String
    private(set) var warnings: [InputDiagnostic] = []
    /// The variables visible where the decoder is (ForEach elements, GeometryReader proxies).
    var scope = Scope()
    /// Custom alignments declared in the document's "alignments", by name.
    var alignments: [String: AlignmentKey] = [:]
    /// Preference keys declared in the document's "preferences", in order (docs/format.md, "Preferences and state").
    var preferenceKeys: [PreferenceKeySpec] = []
    /// JSON values read from expressions over layout-time values (a GeometryReader's proxy): they are clamped
    /// into their argument's range instead of being errors, and give no warnings (docs/format.md, "Expressions").
    var dynamicValues = Set<Int>()
    /// Views produced by ForEach so far (limited by `FormatLimits.maxForEachViews`).
    var expandedViews = 0
    /// GeometryReaders around the content being decoded.
    var geometryDepth = 0
    /// True while a GeometryReader's content is decoded again at layout time: it was checked (with a
    /// zero-sized proxy) when the document was read, nested readers included, so they are not checked again.
    var contentChecked = false
    /// The state values the root is decoded with instead of the document's initial ones (a front end building one
    /// pass of the state loop itself: `TreeValueDecoder.document(_:file:baseDirectory:state:)`).
    var stateOverride: StateValues?
    /// Where the font file and image files were named (the root's location is set by the document reader).
    var locations = SourceLocations()

    /// Kinds decoded so far that many nodes repeat (a colour, a frame, a padding), each kept once: a kind is an
    /// indirect enum, so every node decoded to an equal kind shares this one's storage instead of a copy of its own
    /// (a million `{"Color": "red"}` hold one `.color`). At most `maxSharedKinds` are kept.
    private var sharedKinds: [NodeKind: NodeKind] = [:]
    static let maxSharedKinds = 512

    /// `{"Color": NAME}` kinds by the plain string's index (`JSONValue.plainStringIndex`) in `plainColorDocument`,
    /// for names and "#hex" strings, which read the same in every scope: a million `{"Color": "red"}` are read
    /// (checked, looked up, shared) once. At most `maxSharedKinds` are kept.
    private var plainColors: [Int: NodeKind] = [:]
    /// Held strongly: a weak reference would give every JSONDocument a side table, and each of the decoder's
    /// many retains and releases of the document (every `JSONValue`) would take the runtime's slow path.
    private var plainColorDocument: JSONDocument?

    /// The vocabulary's answers for the keys of the document being read (`KeyVocabulary`).
    private var keyVocabulary = KeyVocabulary()

    /// What member `i`'s key is in the vocabulary (a view type, a modifier, ...).
    func keyFacts(_ members: JSONMembers, _ i: Int) -> KeyVocabulary.Facts { keyVocabulary.facts(members, i) }

    init(file: String, baseDirectory: String) {
        self.file = file
        self.baseDirectory = baseDirectory
    }

    func error(_ message: String, at position: SourcePosition?, _ path: JSONPath?) -> InputError {
        InputError(file: file, position: position, path: path, message: message)
    }

    func error(_ message: String, _ value: JSONValue, _ path: JSONPath) -> InputError {
        error(message, at: value.position, path)
    }

    /// `expected <what>, got <the value's type>`.
    func typeError(expected what: String, _ value: JSONValue, _ path: JSONPath) -> InputError {
        error("expected \(what), got \(value.typeDescription)", value, path)
    }

    /// A warning found by a nested decoding (a GeometryReader's content).
    func report(_ warning: InputDiagnostic) {
        if !warnings.contains(warning) { warnings.append(warning) }
    }

    func warn(_ message: String, at position: SourcePosition, _ path: JSONPath) {
        warnings.append(InputDiagnostic(severity: .warning, file: file, line: position.line, column: position.column,
                                        path: path.description, message: message))
    }

    func warn(_ message: String, _ value: JSONValue, _ path: JSONPath) {
        guard !dynamicValues.contains(value.index) else { return }
        warn(message, at: value.position, path)
    }

    /// The members of an object, with duplicate keys rejected (the second one is reported).
    func members(_ value: JSONValue, _ path: JSONPath, expected what: @autoclosure () -> String)
        throws(InputError) -> JSONMembers {
        guard let members = value.members else { throw typeError(expected: what(), value, path) }
        if members.count > 1 {
            // Objects of a tree have a few keys: compare pairs (no set to build); big ones use a set.
            if members.count <= 16 {
                for i in 1..<members.count {
                    for j in 0..<i where members.sameKey(j, i) {
                        throw error("duplicate key \(Quote.json(members[i].key))", at: members[i].keyPosition,
                                    path.key(members[i].key))
                    }
                }
            } else {
                var seen = Set<String>()
                for m in members where !seen.insert(m.key).inserted {
                    throw error("duplicate key \(Quote.json(m.key))", at: m.keyPosition, path.key(m.key))
                }
            }
        }
        return members
    }

    /// The kind of a colour view whose argument `v` is a plain string read before (`plainColors`), else nil.
    func knownColorKind(_ v: JSONValue) -> NodeKind? { knownColorKind(v.document, v.index) }

    /// `knownColorKind` of value `index` of `document`.
    func knownColorKind(_ document: JSONDocument, _ index: Int) -> NodeKind? {
        guard plainColorDocument === document, !plainColors.isEmpty,
              let key = JSONValue(document: document, index: index).plainStringIndex else { return nil }
        return plainColors[key]
    }

    /// Whether views may take the fast path (`FastViews`); tests compare both ways.
    var usesFastPath = true
    /// Views read by the fast path so far.
    var fastViewsRead = 0
    /// Fast views being read in one another's calls (`FastViews.maxNesting`).
    var fastNesting = 0
    private var fastKeys: FastKeyTable?
    /// The fast path's plain fixed frames read lately.
    let fastFrames = FastFrameMemo()

    /// The fast path's key table of `document` (`FastKeyTable`), one per document.
    func fastKeyTable(for document: JSONDocument) -> FastKeyTable {
        if let table = fastKeys, table.document === document { return table }
        let table = FastKeyTable(document: document)
        fastKeys = table
        return table
    }

    /// The kind of the colour view whose argument is `v`, read once per plain string (`plainColors`).
    func colorKind(_ v: JSONValue, _ path: JSONPath) throws(InputError) -> NodeKind {
        if let known = knownColorKind(v) { return known }
        let kind = shared(.color(try color(v, path)))
        guard let key = v.plainStringIndex else { return kind }
        if let s = v.string, Color.named[s] != nil || s.hasPrefix("#") {
            if plainColorDocument !== v.document { plainColors = [:]; plainColorDocument = v.document }
            if plainColors.count < Self.maxSharedKinds { plainColors[key] = kind }
        }
        return kind
    }

    /// `kind`, or an equal kind decoded before (sharing its storage). Only plain values are shared: kinds holding
    /// closures or content (guides, GeometryReaders, custom layouts) are never equal merely by their description.
    func shared(_ kind: NodeKind) -> NodeKind {
        // Frames and paddings repeat most: a small table indexed by their numbers finds an equal kind without
        // hashing the whole kind.
        let recent: Int
        switch kind {
        case .frame(let w, let h, _): recent = Self.recentSlot(w, h, 0)
        case .padding(let e): recent = Self.recentSlot(e.top, e.leading, e.bottom + e.trailing)
        default: return sharedByHash(kind)
        }
        if let known = recentKinds[recent], known == kind { return known }
        let found = sharedByHash(kind)
        recentKinds[recent] = found
        return found
    }

    /// `shared(.frame(width:height:alignment:))`, without making the kind when it was found lately.
    func sharedFrame(width: CGFloat?, height: CGFloat?, alignment: Alignment) -> NodeKind {
        if let known = recentKinds[Self.recentSlot(width, height, 0)], case .frame(width, height, alignment) = known {
            return known
        }
        return shared(.frame(width: width, height: height, alignment: alignment))
    }

    /// Frames and paddings found by `shared` lately, by `recentSlot`.
    private var recentKinds = [NodeKind?](repeating: nil, count: 64)

    private static func recentSlot(_ a: CGFloat?, _ b: CGFloat?, _ c: CGFloat) -> Int {
        let x = (a.map { Double($0).bitPattern } ?? 1) &* 0x9E37_79B9_7F4A_7C15
            ^ (b.map { Double($0).bitPattern } ?? 3) &* 0xC2B2_AE3D_27D4_EB4F ^ Double(c).bitPattern &* 0x1656_67B1_9E37_79F9
        return Int(truncatingIfNeeded: x >> 58)
    }

    private func sharedByHash(_ kind: NodeKind) -> NodeKind {
        switch kind {
        case .color, .padding, .frame, .flexibleFrame, .font, .foregroundColor, .foregroundStyle, .fill, .opacity,
             .cornerRadius, .fixedSize, .layoutPriority, .offset:
            if let known = sharedKinds[kind] { return known }
            if sharedKinds.count < Self.maxSharedKinds { sharedKinds[kind] = kind }
            return kind
        default:
            return kind
        }
    }
}
