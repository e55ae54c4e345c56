import Foundation

/// Statistics of one layout pass (for tests and the benchmark).
public struct LayoutStatistics: Sendable {
    /// Text measurements made (distinct requests).
    public var textMeasurements: Int
    /// Node sizings computed (cache misses).
    public var sizings: Int
    /// Calls into layouts: sizeThatFits, placeSubviews, explicitAlignment and spacing (cache misses); what the
    /// linearity tests watch, since a non-linear guide or placement computation shows here, not in `sizings`.
    public var layoutCalls: Int
    public var nodes: Int
}

/// Lays out a view tree: proposes down, sizes up, places, and records every node's frame.
public struct LayoutEngine: Sendable {
    public var measurer: any TextMeasurer
    /// Device pixels per point: text sizes and divider thickness follow this grid (docs/semantics.md §9).
    public var scale: CGFloat
    /// Report each node's explicit alignment guides in `PlacedNode.guides` (the frame dump does; rendering
    /// does not need them, and containers compute theirs by placing their children once more).
    public var reportsGuides: Bool
    /// What the document sets in the environment (the horizontal size class).
    public var environment: EnvironmentValues

    public init(measurer: any TextMeasurer, scale: CGFloat = 2, reportsGuides: Bool = false,
                environment: EnvironmentValues = EnvironmentValues()) {
        self.measurer = measurer
        self.scale = scale
        self.reportsGuides = reportsGuides
        self.environment = environment
    }

    /// Lays out `root`. With a `canvas`, the root is proposed `proposal ?? (canvas − safeArea)` and centred in
    /// the canvas's safe rect (it may overflow, then its origin is negative); without one, it is proposed
    /// `proposal ?? nil x nil` and the canvas is exactly its size (docs/semantics.md §1.3, §4.12).
    public func layout(_ root: ViewNode, canvas: CGSize? = nil, proposal: ProposedViewSize? = nil,
                       safeArea: EdgeInsets = .zero) -> LayoutResult {
        run(root, canvas: canvas, proposal: proposal, safeArea: safeArea, tracing: false).result
    }

    public func layoutWithStatistics(_ root: ViewNode, canvas: CGSize? = nil, proposal: ProposedViewSize? = nil,
                                     safeArea: EdgeInsets = .zero)
        -> (result: LayoutResult, statistics: LayoutStatistics) {
        var r = run(root, canvas: canvas, proposal: proposal, safeArea: safeArea, tracing: false)
        r.statistics.nodes = root.count
        return (r.result, r.statistics)
    }

    /// Lays out `root` as `layout` does and records the negotiation: every proposal, answer and placement,
    /// in call order (docs/explain.md). Guides are not reported (computing them would add calls to the trace).
    /// At most `eventLimit` events are recorded (`LayoutTrace.isTruncated` tells when more were made). A caller
    /// that passes its last reference to the tree (`consume`) lets it be freed once the engine's tree is built.
    public func layoutWithTrace(_ root: consuming ViewNode, canvas: CGSize? = nil, proposal: ProposedViewSize? = nil,
                                safeArea: EdgeInsets = .zero, eventLimit: Int = LayoutTrace.maxEvents)
        -> (result: LayoutResult, trace: LayoutTrace) {
        var engine = self
        engine.reportsGuides = false
        let r = engine.run(consume root, canvas: canvas, proposal: proposal, safeArea: safeArea, tracing: true,
                           eventLimit: eventLimit)
        return (r.result, r.trace ?? LayoutTrace(nodes: [], events: []))
    }

    private func run(_ root: consuming ViewNode, canvas: CGSize?, proposal: ProposedViewSize?, safeArea: EdgeInsets,
                     tracing: Bool, eventLimit: Int = LayoutTrace.maxEvents)
        -> (result: LayoutResult, statistics: LayoutStatistics, trace: LayoutTrace?) {
        let store = NodeStore()
        let state = LayoutEngineState(measurer: measurer, scale: scale, store: store)
        let node = build(root, in: store)
        _ = consume root
        if tracing { state.tracer = LayoutTracer(root: node, eventLimit: eventLimit) }
        let result = pass(node, canvas: canvas, proposal: proposal, safeArea: safeArea, state)
        // The node count is filled in by `layoutWithStatistics` only (counting walks the whole tree).
        let stats = LayoutStatistics(textMeasurements: state.measureCalls, sizings: state.sizeCalls,
                                      layoutCalls: state.layoutCalls, nodes: 0)
        return (result, stats, state.tracer?.finish())
    }

    /// The engine's tree for `root`, in this engine's environment, stored in `store`.
    func build(_ root: ViewNode, in store: NodeStore) -> LayoutNode {
        var env = Environment()
        env.horizontalSizeClass = environment.horizontalSizeClass
        return NodeBuilder(scale: scale, store: store).build(root, env)
    }

    /// One layout pass over a built tree: sizes the root and places everything. Answers the nodes already
    /// cached (per proposal) from an earlier pass over the same tree are reused (`RetainedLayout`).
    func pass(_ node: LayoutNode, canvas: CGSize?, proposal: ProposedViewSize?, safeArea: EdgeInsets,
              _ state: LayoutEngineState) -> LayoutResult {
        // Without a canvas there is no screen, so no safe area.
        let insets = canvas == nil ? EdgeInsets.zero : safeArea
        let safeRect = canvas.map { CGRect(origin: .zero, size: $0).inset(by: insets) }
        let p = proposal ?? safeRect.map { ProposedViewSize(width: max(0, $0.width), height: max(0, $0.height)) }
            ?? .unspecified
        state.passNumber &+= 1
        let size = state.size(of: node, p)
        let canvasSize = canvas ?? size
        let area = safeRect ?? CGRect(origin: .zero, size: canvasSize)
        let origin = CGPoint(x: area.minX + (area.width - size.width) / 2, y: area.minY + (area.height - size.height) / 2)
        let chain = SafeArea(canvas: CGRect(origin: .zero, size: canvasSize), insets: insets)
        // A retained layout places again with the same state: this pass's observations only.
        state.observations = []
        state.anchorMarks = []
        state.placedRecords.release()
        state.placedExtras = []
        state.addedLevels = []
        // Every node built is placed at most once per pass (nodes built while placing come on top): room for
        // them all, so the list is not copied as it grows.
        state.placedRecords.reserve(state.store.recordCount)
        let preferences = place(node, from: nil, at: origin, size: size, proposal: p, safeArea: chain, PlacementGeometry(), state)?
            .preferences ?? PreferenceOutputs()
        let placed = PlacedTree(store: state.store, records: state.placedRecords, extras: state.placedExtras)
        state.placedRecords = RecycledList()
        state.placedExtras = []
        state.placements.removeAll(from: 0)
        var result = LayoutResult(canvas: canvasSize, placed: placed, scale: scale)
        result.preferences = preferences
        result.observations = state.observations
        result.anchorMarks = state.anchorMarks
        return result
    }

    /// Places one child of `parent` where its container put it (moved by the parent's offset) and gathers what
    /// it reports: its declared guides and the preferences it sends up (by its index among the placed children).
    /// The child's placement is read where it is in the pass's list (`at`), not copied out.
    private func placeChild(_ child: LayoutNode, at placement: Int, of parent: LayoutNode, translation: CGPoint,
                            safeArea: SafeArea, _ geometry: PlacementGeometry, _ state: LayoutEngineState,
                            placedCount: inout Int32, _ reports: inout ChildReports?) {
        let origin = state.placements[placement].frame.origin
        let size = state.placements[placement].frame.size
        let proposal = state.placements[placement].proposal
        let o = CGPoint(x: origin.x + translation.x, y: origin.y + translation.y)
        let index = Int(placedCount)
        placedCount += 1
        let report: PlaceReport?
        let added = state.placements[placement].addedLevel
        if added >= 0 {
            report = place(child, from: parent, at: o, size: size, proposal: proposal,
                           safeArea: safeArea.adding(state.addedLevels[Int(added)]), geometry, state)
        } else {
            report = place(child, from: parent, at: o, size: size, proposal: proposal, safeArea: safeArea, geometry, state)
        }
        guard let report else { return }
        // Moved out and back, so that the arrays stay uniquely referenced while they grow.
        var r = reports ?? ChildReports()
        reports = nil
        if !report.preferences.isEmpty { r.childPreferences.append((index, report.preferences)) }
        for k in report.declared where !r.declared.contains(k) { r.declared.append(k) }
        reports = r
    }

    /// What a container's children report up (`PlaceReport`), gathered as they are placed: made when the first
    /// one reports something or the container declares guides, so that a subtree reporting nothing (most) makes
    /// and frees no collection per container.
    private struct ChildReports {
        var declared: [AlignmentKey] = []
        /// Only the children that send something up, by index.
        var childPreferences: [(index: Int, values: PreferenceOutputs)] = []
    }

    /// The guides every node is asked for when reporting guides; layouts add theirs (`ExplicitGuideDeclaring`).
    static let reportedGuides = [VerticalAlignment.firstTextBaseline.key, VerticalAlignment.lastTextBaseline.key]

    /// Places `node` and its subtree: appends the node's record to the pass's placed records, then its
    /// children's (`PlacedTree`); returns what the subtree reports up (`PlaceReport`: the guides declared in it
    /// and the preference values it sends up, docs/semantics.md §10.2). `size` is the node's size for `p`, as its
    /// container's placement of it already holds (every `ChildPlacement` is made with the size the engine
    /// places the child with, `LayoutEngineState.placementSize`): not looked up a second time.
    private func place(_ node: LayoutNode, from parent: LayoutNode?, at origin: CGPoint, size: CGSize,
                       proposal p: ProposedViewSize, safeArea: SafeArea, _ geometry: PlacementGeometry,
                       _ state: LayoutEngineState) -> PlaceReport? {
        let frame = CGRect(origin: origin, size: size)
        state.tracer?.place(node, from: parent, frame: frame, proposal: p)
        let recordIndex = state.placedRecords.count
        state.placedRecords.append(PlacedTree.Record(node: node, frame: frame, proposal: p))
        // Only a Text's paint is a text paint: other nodes' paints are not read (nor copied) here.
        var textPaint: Paint?
        if case .text = node.sizing, case .text(_, let style, let color)? = node.paint {
            textPaint = state.textPaint(of: node, p, style: style, color: color)
        }
        // A leaf or a Text has no children, no layout to ask and no trait of placement (those are containers' and
        // modifiers'); when guides are not reported it is placed.
        if let textPaint { state.recordExtra(PlacedTree.Extra(paint: textPaint), at: recordIndex) }
        if !reportsGuides, node.isLeafOrText { return nil }
        if node.traits.contains(.geometry) {
            return placeContainer(node, from: parent, frame: frame, proposal: p, safeArea: safeArea,
                                  geometry.entering(node, frame: frame), state, recordIndex: recordIndex)
        }
        return placeContainer(node, from: parent, frame: frame, proposal: p, safeArea: safeArea, geometry, state,
                              recordIndex: recordIndex)
    }

    /// `place` past a leaf, once the node's record is written: lays out and places its children and gathers
    /// what they report. (A function of its own: a leaf's placement sets up none of this; what few nodes do, a
    /// GeometryReader's content, a preference layer, reported guides, a ScrollView's clip, is out of line too.)
    private func placeContainer(_ node: LayoutNode, from parent: LayoutNode?, frame: CGRect, proposal p: ProposedViewSize,
                                safeArea: SafeArea, _ geometry: PlacementGeometry, _ state: LayoutEngineState,
                                recordIndex: Int) -> PlaceReport? {
        let traits = node.traits
        var nodes = node.children
        // The children's placements, in the pass's list (`LayoutEngineState.placements`).
        var children = state.placeChildren(of: node, in: frame, proposal: p, safeArea: safeArea)
        let base = children.lowerBound
        if traits.contains(.geometryReader), let content = geometryReaderContent(node, frame: frame, safeArea: safeArea,
                                                                                 geometry, state, placementsFrom: base) {
            nodes = content
            children = base..<state.placements.count
        }
        var placedCount: Int32 = 0
        var reports: ChildReports?
        if reportsGuides, case .layout = node.sizing, let d = node.layout as? ExplicitGuideDeclaring {
            reports = ChildReports(declared: d.declaredGuides)
        }
        let shown = state.selectedChild(of: node, p)
        let translation = node.translation
        for i in 0..<min(nodes.count, children.count) {
            if let shown, shown != i { continue }
            placeChild(nodes[i], at: base + i, of: node, translation: translation, safeArea: safeArea,
                       geometry, state, placedCount: &placedCount, &reports)
        }
        // The children are placed: their placements leave the pass's list, which so stays as long as the widest
        // path from the root (not one entry per node of the tree: less memory to touch).
        state.dropPlacements(from: base)
        // What goes up: nothing when no child reported anything and this node adds nothing (the common case:
        // no collection is made for it).
        var report: PlaceReport?
        if reports != nil || reportsGuides || traits.contains(.preferenceLayer) || traits.contains(.preferences) {
            report = gatherReports(node, nodes: nodes, frame: frame, proposal: p, safeArea: safeArea, geometry, state,
                                   recordIndex: recordIndex, translation: translation, placedCount: &placedCount,
                                   reports)
        }
        if traits.contains(.scrollView) { recordScrollClip(of: node, frame: frame, safeArea: safeArea, state, recordIndex: recordIndex) }
        state.placedRecords[recordIndex].childCount = placedCount
        return report
    }

    /// What a placed container sends up from what its children reported (`reports`): its preference layer placed
    /// (docs/semantics.md §10.5), its reported guides recorded, the children's preference values combined back
    /// to front and its own applied (docs/semantics.md §10.2); nil when both are empty.
    @inline(never)
    private func gatherReports(_ node: LayoutNode, nodes: NodeList, frame: CGRect, proposal p: ProposedViewSize,
                               safeArea: SafeArea, _ geometry: PlacementGeometry, _ state: LayoutEngineState,
                               recordIndex: Int, translation: CGPoint, placedCount: inout Int32,
                               _ gathered: ChildReports?) -> PlaceReport? {
        let traits = node.traits
        var reports = gathered
        if traits.contains(.preferenceLayer), let primary = nodes.first {
            placePreferenceLayer(node, primary: primary, frame: frame, proposal: p, safeArea: safeArea, geometry, state,
                                 translation: translation, placedCount: &placedCount, &reports)
        }
        let declared = reports?.declared ?? []
        var childPreferences = reports?.childPreferences ?? []
        reports = nil
        if reportsGuides { reportGuides(of: node, proposal: p, declared: declared, state, recordIndex: recordIndex) }
        // Back to front: a background's layer comes before its content (shared/spec/preferences.md §1.2, Rule Z).
        if traits.contains(.secondaryBelow) { childPreferences.sort { $0.index > $1.index } }
        var preferences = childPreferences.isEmpty ? PreferenceOutputs() : PreferenceOutputs.combine(childPreferences.map(\.values))
        if traits.contains(.preferences) {
            PreferenceCollection.apply(node, frame: frame, geometry: geometry, &preferences, state)
        }
        if declared.isEmpty && preferences.isEmpty { return nil }
        return PlaceReport(declared: declared, preferences: preferences)
    }

    /// A GeometryReader's content, built now that the reader's size and place are known (docs/semantics.md
    /// §3.6), its placements replacing the reader's from `start`; nil for a node that is not one.
    @inline(never)
    private func geometryReaderContent(_ node: LayoutNode, frame: CGRect, safeArea: SafeArea,
                                       _ geometry: PlacementGeometry, _ state: LayoutEngineState,
                                       placementsFrom start: Int) -> NodeList? {
        guard case .geometryReader(let content) = node.kind, let env = node.contentEnvironment else { return nil }
        // Its proxy's safe-area insets are the reader's (§4.12).
        let builder = NodeBuilder(scale: scale, store: state.store)
        let proxy = GeometryProxy(size: frame.size, safeAreaInsets: safeArea.insets(of: frame), globalFrame: frame,
                                  coordinateSpaces: geometry.spaces, transform: geometry.transform)
        let nodes = state.store.list(content(proxy).map { builder.build($0, env) })
        state.tracer?.adopt(Array(nodes), parent: node)
        state.tracer?.enter(node, .placement)
        state.dropPlacements(from: start)
        for child in nodes {
            let cp = ProposedViewSize(frame.size)
            let placement = ChildPlacement(frame: CGRect(origin: frame.origin, size: state.size(of: child, cp)),
                                           proposal: cp)
            state.placements.append(placement)
        }
        state.tracer?.leave()
        return nodes
    }

    /// A preference layer's secondary, built from the value its content (`primary`) sent up in this pass
    /// (docs/semantics.md §10.5), laid out as an overlay or background of it and placed.
    @inline(never)
    private func placePreferenceLayer(_ node: LayoutNode, primary: LayoutNode, frame: CGRect, proposal p: ProposedViewSize,
                                      safeArea: SafeArea, _ geometry: PlacementGeometry, _ state: LayoutEngineState,
                                      translation: CGPoint, placedCount: inout Int32, _ reports: inout ChildReports?) {
        guard case .preferenceLayer(let layer) = node.kind, let env = node.contentEnvironment else { return }
        let value = reports?.childPreferences.first { $0.index == 0 }?.values[layer.key] ?? layer.key.defaultValue
        let views = layer(value).filter { !NodeBuilder.isEmptyList($0) }
        guard !views.isEmpty else { return }
        let content = views.count == 1 ? views[0] : ViewNode(.zStack(alignment: layer.alignment), children: views)
        let secondary = NodeBuilder(scale: scale, store: state.store).build(content, env)
        state.tracer?.adopt([secondary], parent: node)
        let host = state.store.add(NodeRecord(kind: .overlay(alignment: layer.alignment), id: nil,
                              sizing: .layout, layout: SecondaryLayerLayout(alignment: layer.alignment),
                              children: state.store.list([primary, secondary]), priority: 0, paint: nil,
                              text: nil, opacity: 1, clip: nil, translation: .zero))
        let placements = state.placeChildren(of: host, in: frame, proposal: p, safeArea: safeArea)
        if placements.count == 2 {
            placeChild(secondary, at: placements.lowerBound + 1, of: node, translation: translation, safeArea: safeArea,
                       geometry, state, placedCount: &placedCount, &reports)
        }
        state.dropPlacements(from: placements.lowerBound)
    }

    /// Records the guides `node` reports (`reportsGuides`): the text baselines and those declared in its subtree.
    @inline(never)
    private func reportGuides(of node: LayoutNode, proposal p: ProposedViewSize, declared: [AlignmentKey],
                              _ state: LayoutEngineState, recordIndex: Int) {
        var guides: [ReportedGuide] = []
        for key in Self.reportedGuides + declared.filter({ !Self.reportedGuides.contains($0) }) {
            if let v = state.explicitGuide(of: node, key, p) { guides.append(ReportedGuide(key: key, value: v)) }
        }
        if !guides.isEmpty { state.updateExtra(at: recordIndex) { $0.guides = guides } }
    }

    /// Records how far a ScrollView's clip reaches into the safe area.
    @inline(never)
    private func recordScrollClip(of node: LayoutNode, frame: CGRect, safeArea: SafeArea, _ state: LayoutEngineState,
                                  recordIndex: Int) {
        guard case .scrollView(let axes, _) = node.kind else { return }
        let outsets = ScrollViewLayout(axes: axes).clipOutsets(of: frame, in: safeArea)
        state.updateExtra(at: recordIndex) { $0.clipOutsets = outsets }
    }

    /// What a placed subtree reports up: the guides declared in it (only gathered when reporting guides) and
    /// the preference values it sends up. nil when both are empty (most subtrees: nothing to pass or free).
    private struct PlaceReport {
        var declared: [AlignmentKey]
        var preferences: PreferenceOutputs
    }
}
