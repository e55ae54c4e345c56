import Foundation

/// The mutable state of one layout pass: caches, the text measurer, and the placement recorder used by
/// `LayoutSubview.place`. One pass runs on one thread, and no access to a property overlaps another to it, so
/// the properties skip the run-time exclusivity checks (`@exclusivity(unchecked)`).
final class LayoutEngineState: @unchecked Sendable {
    let measurer: any TextMeasurer
    let scale: CGFloat
    /// The engine's tree (nodes built while placing are added to it too).
    let store: NodeStore
    /// Every distinct text request measured in this pass (text is measured once per request): by the number of
    /// the request without its proposal (`textIDs`), the proposals (width and height, infinity as nil) it was
    /// measured for. A full `TextRequest` (string, font, every text option) is hashed once per Text node, not
    /// at every proposal, and a proposal is found in a short list, not hashed.
    @exclusivity(unchecked) private var textMemo: [SmallCache<ProposedViewSize, Int32>] = []
    /// The measured text layouts, which `textMemo` addresses by index: a look-up copies a number, not a
    /// `TextLayout` (a large value with arrays inside).
    @exclusivity(unchecked) private var measuredTexts: [TextLayout] = []
    /// The distinct proposal-free text requests of this pass, numbered.
    @exclusivity(unchecked) private var textIDs: [TextRequest: Int] = [:]
    /// A Text's spacing preferences (`ViewSpacing.text`) per measured layout, by its index in `measuredTexts`
    /// (they depend on the ideal layout and the scale only): computed once per distinct request.
    @exclusivity(unchecked) private var measuredSpacings: [ViewSpacing?] = []
    /// A placed Text's paint per measured layout (by its index in `measuredTexts`), with the style and colour it
    /// was made for: Texts placed with one layout, style and colour share one paint (one indirect box) instead of
    /// each copying the layout into a box of its own.
    @exclusivity(unchecked) private var measuredPaints: [(style: TextStyle, color: ShapeStyle, paint: Paint)?] = []
    @exclusivity(unchecked) private(set) var measureCalls = 0
    @exclusivity(unchecked) private(set) var sizeCalls = 0
    @exclusivity(unchecked) private(set) var layoutCalls = 0
    /// Which pass over the tree this is (1 for the first): caches keep what each pass asked (`StackCache`).
    @exclusivity(unchecked) var passNumber: UInt32 = 0
    @exclusivity(unchecked) private var recorders: [PlacementRecorder] = []
    @exclusivity(unchecked) private var spareBuffers: [[PlacementRecorder.Placement?]] = []
    /// Records the negotiation when set (`LayoutEngine.layoutWithTrace`); nil costs one check per call.
    @exclusivity(unchecked) var tracer: LayoutTracer?
    /// The `onPreferenceChange`s met while placing, in tree order (docs/semantics.md §10.4).
    @exclusivity(unchecked) var observations: [PreferenceObservation] = []
    /// Anchors whose values went up from their writers (`--debug labels` marks them).
    @exclusivity(unchecked) var anchorMarks: [AnchorMark] = []

    init(measurer: any TextMeasurer, scale: CGFloat, store: NodeStore) {
        self.measurer = measurer
        self.scale = scale
        self.store = store
    }

    // MARK: Sizing

    func size(of node: LayoutNode, _ p: ProposedViewSize) -> CGSize {
        // Answers that cost less than a cache look-up are not cached: a leaf's rule, a frame with both sides
        // (with a tracer every question goes through the cache, as the trace shows cached answers).
        if tracer == nil {
            if let own = node.ownSize { return own.size(p) }
            if let s = node.proposalFreeSize { return s }
            // A Text's size is its measured layout's, which the node already keeps per proposal: no second cache.
            if case .text = node.sizing, let rare = node.rare {
                if rare.lastTextIndex >= 0, rare.lastTextProposal == p { return measuredTexts[Int(rare.lastTextIndex)].size }
                sizeCalls += 1
                guard let i = measuredTextIndex(rare, p) else { return .zero }
                return measuredTexts[i].size
            }
        } else if let tracer, let s = tracedOwnSize(of: node, p, tracer) {
            return s
        }
        if let s = node.cachedSize(p) {
            if let tracer { tracer.propose(node, p); tracer.answer(node, p, s, cached: true) }
            return s
        }
        if let tracer { tracer.propose(node, p) }
        sizeCalls += 1
        let s: CGSize
        switch node.sizing {
        case .text: s = textSize(of: node, p)
        case .leaf(let leaf): s = leaf.size(p)
        case .layout: s = sizeThatFits(node, p)
        }
        // A proposal-free answer answers every later question (without a tracer, the only reader): no
        // per-proposal entry, no cache storage for the node.
        if node.sizeIgnoresProposal && tracer == nil {
            node.proposalFreeSize = s
        } else {
            store.caches(of: node).pointee.sizes[p] = s
        }
        if let tracer { tracer.answer(node, p, s, cached: false) }
        return s
    }

    /// The engine's own look-up of a size it places a node with: not a proposal when already answered
    /// (the trace shows it as part of the placement), a traced proposal otherwise.
    func placementSize(of node: LayoutNode, _ p: ProposedViewSize) -> CGSize {
        guard let tracer else { return size(of: node, p) }
        switch node.sizing {
        case .leaf(let leaf): if tracer.wasAsked(node, p) { return leaf.size(p) }
        case .text: if tracer.wasAsked(node, p) { return textSize(of: node, p) }
        case .layout: if let s = node.cachedSize(p) { return s }
        }
        return size(of: node, p)
    }

    /// With a tracer, the traced answer of a leaf or a Text, nil for other nodes. Their answer is a pure function
    /// of the proposal that needs no per-proposal cache (a leaf's rule; the pass's measured texts, found through
    /// the node's own index), so they keep none: whether an answer is a cached one, as the trace shows it, is
    /// whether the node was asked the proposal before, which the tracer remembers in a bit (docs/limits.md,
    /// "explain"). The events, `sizeCalls` and measurements are those of the cached path.
    private func tracedOwnSize(of node: LayoutNode, _ p: ProposedViewSize, _ tracer: LayoutTracer) -> CGSize? {
        let s: CGSize
        switch node.sizing {
        case .leaf(let leaf): s = leaf.size(p)
        case .text: s = textSize(of: node, p)
        case .layout: return nil
        }
        let cached = tracer.ask(node, p)
        tracer.propose(node, p)
        if !cached { sizeCalls += 1 }
        tracer.answer(node, p, s, cached: cached)
        return s
    }

    /// The text layout of a Text node for a proposal: wraps at the proposed width (nil and infinity mean no
    /// wrapping), keeps what fits the proposed height (docs/semantics.md §3.2).
    func text(of node: LayoutNode, _ p: ProposedViewSize) -> TextLayout {
        guard let i = textIndex(of: node, p) else {
            return TextLayout(size: .zero, lines: [], firstBaseline: 0, lastBaseline: 0, ascent: 0, descent: 0)
        }
        return measuredTexts[i]
    }

    /// What a Text node placed at proposal `p` draws: `text(of:_:)` in `style` and `color` (the node's own, from
    /// its paint), shared with the Texts placed before with the same layout, style and colour.
    func textPaint(of node: LayoutNode, _ p: ProposedViewSize, style: TextStyle, color: ShapeStyle) -> Paint {
        guard let i = textIndex(of: node, p) else { return .text(text(of: node, p), style, color) }
        if let known = measuredPaints[i], known.style == style, known.color == color { return known.paint }
        let paint = Paint.text(measuredTexts[i], style, color)
        measuredPaints[i] = (style, color, paint)
        return paint
    }

    /// The size of `text(of:_:)`, read in place.
    private func textSize(of node: LayoutNode, _ p: ProposedViewSize) -> CGSize {
        guard let i = textIndex(of: node, p) else { return .zero }
        return measuredTexts[i].size
    }

    /// Where `text(of:_:)`'s layout is in `measuredTexts` (nil for a node without a text request): measured once
    /// per distinct request and proposal; the node keeps its last answer.
    @inline(__always)
    private func textIndex(of node: LayoutNode, _ p: ProposedViewSize) -> Int? {
        guard let rare = node.rare else { return nil }
        if rare.lastTextIndex >= 0, rare.lastTextProposal == p { return Int(rare.lastTextIndex) }
        return measuredTextIndex(rare, p)
    }

    /// `textIndex` past the node's last answer: the request's memo (`textMemo`), else a measurement.
    private func measuredTextIndex(_ rare: RareNodeValues, _ p: ProposedViewSize) -> Int? {
        if rare.textID < 0 {
            // The node's request is numbered at its first question (equal requests share a number).
            guard let request = rare.textRequest else { return nil }
            if let id = textIDs[request] {
                rare.textID = id
            } else {
                rare.textID = textIDs.count
                textIDs[request] = rare.textID
                textMemo.append(SmallCache())
            }
        }
        func finite(_ v: CGFloat?) -> CGFloat? { v.flatMap { $0.isFinite ? max(0, $0) : nil } }
        let key = ProposedViewSize(width: finite(p.width), height: finite(p.height))
        let id = rare.textID
        let i: Int32
        if let memo = textMemo[id][key] {
            i = memo
        } else {
            guard var request = rare.textRequest else { return nil }
            request.width = key.width
            request.height = key.height
            measureCalls += 1
            i = Int32(truncatingIfNeeded: measuredTexts.count)
            measuredTexts.append(measurer.measure(request))
            measuredSpacings.append(nil)
            measuredPaints.append(nil)
            textMemo[id][key] = i
        }
        rare.lastTextProposal = p
        rare.lastTextIndex = i
        return Int(i)
    }

    func dimensions(of node: LayoutNode, _ p: ProposedViewSize) -> ViewDimensions {
        let size = self.size(of: node, p)
        // A subtree without explicit guides answers every guide with its default: no closure to keep.
        if tracer == nil, node.guideScope == .none { return ViewDimensions(size: size) }
        return ViewDimensions(size: size) { [self] key in self.explicitGuide(of: node, key, p) }
    }

    /// The node's own explicit value for `key` at proposal `p`, or nil (the guide's default applies).
    func explicitGuide(of node: LayoutNode, _ key: AlignmentKey, _ p: ProposedViewSize) -> CGFloat? {
        // A subtree that can give no explicit value for `key` answers nil without a dry-run placement (a trace
        // shows every question the layouts ask, so with a tracer the question is asked as always).
        if tracer == nil {
            switch node.guideScope {
            case .none: return nil
            case .textBaselines:
                if key.textBaseline == .none { return nil }
            case .any: break
            }
        } else {
            // Traced: a leaf's or a Text's guide comes from what the node keeps anyway (nothing; its measured
            // text) and makes no event, so it is not cached either.
            switch node.sizing {
            case .leaf, .text: return computeExplicitGuide(of: node, key, p)
            case .layout: break
            }
        }
        let query = GuideQuery(key: key, proposal: p)
        if let known = node.cachedGuide(query) { return known }
        let value = computeExplicitGuide(of: node, key, p)
        store.caches(of: node).pointee.guides[query] = .some(value)
        return value
    }

    private func computeExplicitGuide(of node: LayoutNode, _ key: AlignmentKey, _ p: ProposedViewSize) -> CGFloat? {
        switch node.sizing {
        case .text:
            switch key.textBaseline {
            case .first: return textIndex(of: node, p).map { measuredTexts[$0].firstBaseline } ?? 0
            case .last: return textIndex(of: node, p).map { measuredTexts[$0].lastBaseline } ?? 0
            case .none: return nil
            }
        case .leaf:
            return nil
        case .layout:
            return explicitAlignment(node.layout, node, key, p)
        }
    }

    func spacing(of node: LayoutNode) -> ViewSpacing {
        if let s = node.spacingValue { return s }
        let s: ViewSpacing
        switch node.sizing {
        case .text: s = textSpacing(of: node)
        case .leaf(let leaf): s = leaf.spacing
        case .layout: s = spacing(node)
        }
        node.spacingValue = s
        return s
    }

    /// A Text's spacing preferences, from its ideal layout: computed once per measured layout.
    private func textSpacing(of node: LayoutNode) -> ViewSpacing {
        let pixelLength = scale > 0 ? 1 / scale : 0
        guard let i = textIndex(of: node, .unspecified) else { return .text(ideal: text(of: node, .unspecified), pixelLength: pixelLength) }
        if let known = measuredSpacings[i] { return known }
        let s = ViewSpacing.text(ideal: measuredTexts[i], pixelLength: pixelLength)
        measuredSpacings[i] = s
        return s
    }

    // MARK: Layout protocol calls (open the existential, thread the cache through)

    func subviews(of node: LayoutNode) -> LayoutSubviews { LayoutSubviews(nodes: node.children, engine: self) }

    private func withCache<L: Layout, R>(_ layout: L, _ node: LayoutNode, _ body: (inout L.Cache) -> R) -> R {
        layoutCalls += 1
        let subs = subviews(of: node)
        // A layout without a cache (most): nothing to look up or keep.
        if L.Cache.self == Void.self {
            var none = layout.makeCache(subviews: subs)
            return body(&none)
        }
        // Stacks' caches (the most common) live in a box of their own concrete type, freed without generic code.
        if L.Cache.self == StackCache.self {
            let box: StackCacheBox
            if let known = node.layoutCache {
                box = unsafeDowncast(known, to: StackCacheBox.self)
            } else {
                box = StackCacheBox()
                node.layoutCache = box
            }
            // A call back into this node's layout meanwhile starts from a fresh cache, as for other layouts.
            if box.inUse {
                var fresh = layout.makeCache(subviews: subs)
                return body(&fresh)
            }
            // The cache is worked on where it is stored (moving it out and back copies two solutions).
            // L.Cache is StackCache here: the pointer is rebound from one type to itself.
            box.inUse = true
            defer { box.inUse = false }
            return withUnsafeMutablePointer(to: &box.value) { p in
                p.withMemoryRebound(to: L.Cache.self, capacity: 1) { body(&$0.pointee) }
            }
        }
        // The node's cache lives in a box made at its first layout call; a node's layout never changes, so the
        // box is always of this layout's cache type (checked in debug builds by `unsafeDowncast`).
        let box: LayoutCacheBox<L.Cache>
        if let known = node.layoutCache {
            box = unsafeDowncast(known, to: LayoutCacheBox<L.Cache>.self)
        } else {
            box = LayoutCacheBox()
            node.layoutCache = box
        }
        // The cache is moved out while the layout works (not copied on write); a call back into this node's
        // layout meanwhile starts from a fresh cache, as SwiftUI's would.
        var cache = box.value.take() ?? layout.makeCache(subviews: subs)
        let r = body(&cache)
        box.value = cache
        return r
    }

    /// A question the engine asks a node's layout, answered by `ask` (`LayoutAnswer`).
    private enum LayoutQuestion {
        case size(ProposedViewSize)
        case spacing
        /// Placing the children in `bounds` (the safe areas are `ask`'s `safeArea`).
        case place(in: CGRect, proposal: ProposedViewSize)
    }

    private enum LayoutAnswer {
        case size(CGSize)
        case spacing(ViewSpacing)
        /// Where `placements` holds the children's placements.
        case placed(Range<Int>)
    }

    private func sizeThatFits(_ node: LayoutNode, _ p: ProposedViewSize) -> CGSize {
        guard case .size(let s) = ask(node.record.pointee.layout, node, .size(p)) else { return .zero }
        return s
    }

    private func spacing(_ node: LayoutNode) -> ViewSpacing {
        guard case .spacing(let s) = ask(node.record.pointee.layout, node, .spacing) else { return .zero }
        return s
    }

    /// The one generic entry for the calls made on every layout node, so the built-in layouts' own copies
    /// (`@_specialize`: no generic metadata looked up per call) are listed once.
    @_specialize(where L == HStackLayout)
    @_specialize(where L == VStackLayout)
    @_specialize(where L == ZStackLayout)
    @_specialize(where L == FixedFrameLayout)
    @_specialize(where L == FlexibleFrameLayout)
    @_specialize(where L == PaddingLayout)
    @_specialize(where L == PassthroughLayout)
    @_specialize(where L == SecondaryLayerLayout)
    private func ask<L: Layout>(_ layout: L, _ node: LayoutNode, _ question: LayoutQuestion,
                                safeArea: SafeArea? = nil) -> LayoutAnswer {
        switch question {
        case .size(let p):
            tracer?.enter(node, .sizing)
            defer { tracer?.leave() }
            return .size(withCache(layout, node) { layout.sizeThatFits(proposal: p, subviews: subviews(of: node), cache: &$0) })
        case .spacing:
            return .spacing(withCache(layout, node) { layout.spacing(subviews: subviews(of: node), cache: &$0) })
        case .place(let bounds, let p):
            let subs = subviews(of: node)
            tracer?.enter(node, .placement)
            defer { tracer?.leave() }
            let start = placements.count
            if subs.count == 1, let (position, cp) = singleChildPlacement(layout, in: bounds, proposal: p, child: subs[0]) {
                // The built-in one-child layouts say where their child goes: no placement recording (their
                // `placeSubviews` places by the same rule; they have no cache and add no safe area).
                layoutCalls += 1
                appendPlacement(of: node.children[0], at: position, anchor: .topLeading, proposal: cp, in: bounds,
                                level: nil)
                return .placed(start..<placements.count)
            }
            if let stack = (layout as? HStackLayout)?.stack ?? (layout as? VStackLayout)?.stack {
                // H/VStack: the children go where the stack's solution puts them (what its `placeSubviews`
                // does), appended without recording.
                withCache(layout, node) { cache in
                    withStackCache(&cache) { stackCache in
                        let s = stack.placingSolution(in: bounds, proposal: p, subs, &stackCache)
                        for i in s.placements.indices where i < node.children.count {
                            appendPlacement(of: node.children[i], at: s.position(i, in: bounds), anchor: .topLeading,
                                            proposal: s.placements[i].proposal, in: bounds, level: nil)
                        }
                    }
                }
                return .placed(start..<placements.count)
            }
            withCache(layout, node) { cache in
                pushPlacements(of: subs, in: bounds, proposal: p, safeArea: safeArea) {
                    layout.placeSubviews(in: bounds, proposal: p, subviews: subs, cache: &cache)
                }
            }
            return .placed(start..<placements.count)
        }
    }

    /// `body` with `cache` as the stack cache it is (H/VStackLayout's `Cache`); not called for another type.
    @inline(__always)
    private func withStackCache<C>(_ cache: inout C, _ body: (inout StackCache) -> Void) {
        guard C.self == StackCache.self else { return }
        withUnsafeMutablePointer(to: &cache) { p in
            p.withMemoryRebound(to: StackCache.self, capacity: 1) { body(&$0.pointee) }
        }
    }

    /// Where a built-in one-child layout (frames, padding, the layout-neutral modifiers) puts its child and what
    /// it proposes, by the rule its `placeSubviews` uses; nil for any other layout. Casts to concrete types:
    /// decided at compile time in `ask`'s specialised copies, a type comparison elsewhere.
    @inline(__always)
    private func singleChildPlacement<L: Layout>(_ layout: L, in bounds: CGRect, proposal p: ProposedViewSize,
                                                 child: LayoutSubview) -> (CGPoint, ProposedViewSize)? {
        if let l = layout as? FixedFrameLayout { return l.childPlacement(in: bounds, proposal: p, child: child) }
        if let l = layout as? PaddingLayout { return l.childPlacement(in: bounds, proposal: p, child: child) }
        if let l = layout as? PassthroughLayout { return l.childPlacement(in: bounds, proposal: p, child: child) }
        if let l = layout as? FlexibleFrameLayout { return l.childPlacement(in: bounds, proposal: p, child: child) }
        return nil
    }

    private func explicitAlignment<L: Layout>(_ layout: L, _ node: LayoutNode, _ key: AlignmentKey,
                                              _ p: ProposedViewSize) -> CGFloat? {
        let bounds = CGRect(origin: .zero, size: placementSize(of: node, p))
        let subs = subviews(of: node)
        tracer?.enter(node, .alignment)
        defer { tracer?.leave() }
        return withCache(layout, node) { cache in
            key.axis == .horizontal
                ? layout.explicitAlignment(of: HorizontalAlignment(key: key), in: bounds, proposal: p, subviews: subs, cache: &cache)
                : layout.explicitAlignment(of: VerticalAlignment(key: key), in: bounds, proposal: p, subviews: subs, cache: &cache)
        }
    }

    /// The children's placements of the containers being placed: `placeChildren` pushes a container's and
    /// returns where they are, so no container allocates an array of its own; the container drops them once its
    /// children are placed (a stack, as deep as the tree's widest path, rather than one entry per node).
    /// (Plain values in a block: pushed without the uniqueness checks of an array, dropped by lowering the count.)
    @exclusivity(unchecked) var placements = RecycledList<ChildPlacement>()
    /// The safe-area levels containers added for children this pass (`ChildPlacement.addedLevel`).
    @exclusivity(unchecked) var addedLevels: [SafeArea.Level] = []

    /// The records of this pass's placed nodes, in placement order (`PlacedTree`), and their extras.
    /// (A pass hands its list to the `PlacedTree` it makes and starts a new one.)
    @exclusivity(unchecked) var placedRecords = RecycledList<PlacedTree.Record>()

    deinit {
        placedRecords.release()
        placements.release()
    }
    @exclusivity(unchecked) var placedExtras: [PlacedTree.Extra] = []

    /// Gives the placed record at `index` its extra values.
    func recordExtra(_ extra: PlacedTree.Extra, at index: Int) {
        placedRecords[index].extra = Int32(placedExtras.count)
        placedExtras.append(extra)
    }

    /// Changes the placed record's extra values at `index` (made empty first when it has none).
    func updateExtra(at index: Int, _ change: (inout PlacedTree.Extra) -> Void) {
        if placedRecords[index].extra < 0 { recordExtra(PlacedTree.Extra(), at: index) }
        change(&placedExtras[Int(placedRecords[index].extra)])
    }

    /// Runs `layout.placeSubviews` for a node whose frame is `bounds` (canvas coordinates) under the safe areas
    /// `safeArea`; pushes each child's frame, proposal and the safe-area level it adds for the child onto
    /// `placements` and returns where they are.
    func placeChildren(of node: LayoutNode, in bounds: CGRect, proposal: ProposedViewSize,
                       safeArea: SafeArea) -> Range<Int> {
        guard case .layout = node.sizing,
              case .placed(let range) = ask(node.record.pointee.layout, node, .place(in: bounds, proposal: proposal), safeArea: safeArea)
        else { return placements.count..<placements.count }
        return range
    }

    /// Drops the placements pushed from `start` on: a container's, once its children are placed (and a
    /// GeometryReader's, replaced by its content's).
    func dropPlacements(from start: Int) {
        placements.removeAll(from: start)
    }


    /// For a layout that shows one subview per proposal (ViewThatFits): its index; nil = all are shown.
    func selectedChild(of node: LayoutNode, _ p: ProposedViewSize) -> Int? {
        guard node.selectsSubview, let selecting = node.layout as? any SubviewSelecting else {
            return nil
        }
        return selecting.selectedSubview(proposal: p, subviews: subviews(of: node)) ?? -1
    }

    // MARK: Placement recording

    func recordPlacement(index: Int, position: CGPoint, anchor: UnitPoint, proposal: ProposedViewSize) {
        guard !recorders.isEmpty else { return }
        recorders[recorders.count - 1].record(index, (position, anchor, proposal))
    }

    func recordSafeAreaLevel(index: Int, _ level: SafeArea.Level) {
        guard !recorders.isEmpty else { return }
        let last = recorders.count - 1
        var levels = recorders[last].levels ?? [:]
        levels[index] = level
        recorders[last].levels = levels
    }

    /// The safe areas of the container being placed; nil while measuring (explicit guides place children in
    /// local coordinates, where no safe area applies).
    var currentSafeArea: SafeArea? { recorders.last?.safeArea }

    func recordPlacements(of subviews: LayoutSubviews, in bounds: CGRect, proposal: ProposedViewSize,
                          safeArea: SafeArea? = nil, _ body: () -> Void) -> [ChildPlacement] {
        // Pushed on the pass's stack, copied out, dropped (what is placed meanwhile comes and goes above).
        let start = placements.count
        pushPlacements(of: subviews, in: bounds, proposal: proposal, safeArea: safeArea, body)
        let placed = (start..<placements.count).map { placements[$0] }
        dropPlacements(from: start)
        return placed
    }

    /// Runs `body` (a layout's `placeSubviews`) and pushes a frame and proposal per subview on `placements`, as
    /// the layout placed them (unplaced ones centred). (Pushed through the property, not an `inout` list: sizing
    /// a child may push and drop placements of its own meanwhile, and may move the list to a larger block, which
    /// an `inout` access, assumed exclusive, could miss.)
    func pushPlacements(of subviews: LayoutSubviews, in bounds: CGRect, proposal: ProposedViewSize,
                        safeArea: SafeArea? = nil, _ body: () -> Void) {
        // The placement buffers are reused from container to container (no allocation per container).
        var buffer = spareBuffers.popLast() ?? []
        buffer.removeAll(keepingCapacity: true)
        buffer.append(contentsOf: repeatElement(nil, count: subviews.nodes.count))
        recorders.append(PlacementRecorder(safeArea: safeArea, placements: buffer))
        body()
        var recorder = recorders.popLast() ?? PlacementRecorder(safeArea: nil, placements: [])
        defer { spareBuffers.append(recorder.takePlacements()) }
        for sub in subviews {
            // Unplaced subviews are centred in the bounds with the container's proposal.
            let (position, anchor, p) = recorder.placement(sub.index)
                ?? (CGPoint(x: bounds.midX, y: bounds.midY), UnitPoint.center, proposal)
            // The engine passes a container's own subviews, never an absent one (`LayoutSubview`).
            guard let node = sub.node else {
                placements.append(ChildPlacement(frame: CGRect(origin: position, size: .zero), proposal: p))
                continue
            }
            appendPlacement(of: node, at: position, anchor: anchor, proposal: p, in: bounds,
                            level: recorder.level(sub.index))
        }
    }

    /// Pushes `node`'s frame and proposal on `placements`, placed so that `anchor` of its frame is at `position`.
    private func appendPlacement(of node: LayoutNode, at position: CGPoint, anchor: UnitPoint, proposal p: ProposedViewSize,
                                 in bounds: CGRect, level: SafeArea.Level?) {
        tracer?.placed(node, p)
        let size = self.placementSize(of: node, p)
        var origin = CGPoint(x: position.x - anchor.x * size.width, y: position.y - anchor.y * size.height)
        // A child of infinite size (a fill aspectRatio proposed one nil side, §4.6) has no finite place:
        // it, and whatever a stack puts after it, starts at the container's edge (docs/semantics.md §1.2).
        if !origin.x.isFinite { origin.x = bounds.minX.isFinite ? bounds.minX : 0 }
        if !origin.y.isFinite { origin.y = bounds.minY.isFinite ? bounds.minY : 0 }
        var added: Int32 = -1
        if let level {
            added = Int32(addedLevels.count)
            addedLevels.append(level)
        }
        placements.append(ChildPlacement(frame: CGRect(origin: origin, size: size), proposal: p, addedLevel: added))
    }
}

/// A node's layout cache (`Layout.Cache`), kept between the layout's calls.
final class LayoutCacheBox<Cache> {
    @exclusivity(unchecked) var value: Cache?
    init() {}
}

/// `LayoutCacheBox<StackCache>` as a concrete class: a generic class's deinit frees its value through the
/// type's metadata (about 1,100 instructions per stack), a concrete one inline.
final class StackCacheBox {
    @exclusivity(unchecked) var value = StackCache()
    /// A layout call is working on `value`.
    @exclusivity(unchecked) var inUse = false
    init() {}
}

/// What `placeSubviews` recorded for one pass: a placement per child index (in an array as long as the
/// container's children; the last placement of a child counts).
struct PlacementRecorder {
    typealias Placement = (position: CGPoint, anchor: UnitPoint, proposal: ProposedViewSize)
    /// nil: not placed (yet).
    private var placements: [Placement?]
    /// The safe-area levels the layout added for children, by index (nil until one is added).
    var levels: [Int: SafeArea.Level]?
    let safeArea: SafeArea?

    /// `placements`: one nil per child.
    init(safeArea: SafeArea?, placements: [Placement?]) {
        self.safeArea = safeArea
        self.placements = placements
    }

    /// The placement buffer, for reuse (the recorder is empty afterwards).
    mutating func takePlacements() -> [Placement?] {
        defer { placements = [] }
        return placements
    }

    mutating func record(_ index: Int, _ p: Placement) {
        guard placements.indices.contains(index) else { return }
        placements[index] = p
    }

    func level(_ index: Int) -> SafeArea.Level? { levels?[index] }

    func placement(_ index: Int) -> Placement? {
        placements.indices.contains(index) ? placements[index] : nil
    }
}

/// Where a container put one child: its frame, the proposal it was placed with, and a safe-area level the
/// container added for it (`safeAreaInset`, `safeAreaPadding`), by its index in the pass's
/// `LayoutEngineState.addedLevels` (-1: none). (An index, not the level: few placements add one, and the level
/// inline would make every placement more than twice as large to write and read.)
struct ChildPlacement {
    var frame: CGRect
    var proposal: ProposedViewSize
    var addedLevel: Int32 = -1
}
