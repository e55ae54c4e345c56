import Foundation

/// Turns the input `ViewNode` tree into engine nodes: resolves the environment (fonts, colours, text options),
/// chooses each node's layout and priority, and drops EmptyViews from stacks (docs/semantics.md §3.7).
struct NodeBuilder {
    let scale: CGFloat
    /// Where the built nodes are stored (the engine's tree).
    let store: NodeStore

    /// (Never inlined: inlined into its callers, which read `v` from an array, it made them copy `v` first.)
    @inline(never)
    func build(_ v: ViewNode, _ env: Environment) -> LayoutNode {
        // A leaf builds no content, and most modifiers pass the environment on unchanged: neither copies it
        // (a copy is a retain and a release of its box, both atomic, each waiting for the record writes before
        // it). (`env` is borrowed all the way down.)
        if v.children.isEmpty, !Self.isControl(v.kind) { return node(v, env, NodeList()) }
        if Self.passesEnvironmentOn(v.kind, env) { return buildContent(of: v, env, childEnv: env) }
        return buildContent(of: v, env, childEnv: childEnvironment(v, env))
    }

    /// The environment `v`'s content sees when `v` sees `env`.
    @inline(never)
    func childEnvironment(_ v: ViewNode, _ env: Environment) -> Environment {
        var childEnv = env
        // Anything that lays out resets the one-view-below settings.
        // (Written only when set: an unchanged environment is not written to.)
        if !Self.isEnvironmentOnly(v.kind), childEnv.hasOneViewSettings {
            childEnv.resizable = false; childEnv.shapeFill = nil; childEnv.shapeStroke = nil
        }
        switch v.kind {
        case .font(let spec):
            childEnv.font = spec.resolved(over: env.font)
        case .foregroundColor(let c): childEnv.foreground = .color(c)
        case .foregroundStyle(let s): childEnv.foreground = s
        case .lineLimit(let n): childEnv.lineLimit = n; childEnv.reservedLines = 0
        case .textOption(let o): childEnv.apply(o)
        case .multilineTextAlignment(let a): childEnv.textAlignment = a
        case .truncationMode(let m): childEnv.truncationMode = m
        case .resizable: childEnv.resizable = true
        case .fill(let c): childEnv.shapeFill = c; childEnv.shapeStroke = nil
        case .stroke(let c, let w), .strokeBorder(let c, let w):
            childEnv.shapeStroke = (c ?? env.foreground ?? .primary, w); childEnv.shapeFill = nil
            if case .strokeBorder = v.kind { childEnv.shapeStrokeInset = true } else { childEnv.shapeStrokeInset = false }
        case .hStack: if childEnv.stackAxis != .horizontal { childEnv = store.environment(childEnv, stackAxis: .horizontal) }
        case .vStack: if childEnv.stackAxis != .vertical { childEnv = store.environment(childEnv, stackAxis: .vertical) }
        case .zStack, .geometryReader: if childEnv.stackAxis != nil { childEnv = store.environment(childEnv, stackAxis: nil) }
        case .layout(let l):
            if childEnv.stackAxis != l.stackOrientation { childEnv = store.environment(childEnv, stackAxis: l.stackOrientation) }
        case .horizontalSizeClass(let c): childEnv.horizontalSizeClass = c
        case .buttonStyle(let style): childEnv.controls.buttonStyle = style
        case .contentMargins(let m): childEnv.contentMargins = m
        case .tint(let c): childEnv.controls.tint = c
        case .labelsHidden: childEnv.controls.labelsHidden = true
        case .textFieldStyle(let rounded): childEnv.controls.roundedBorderTextFields = rounded
        case .listStyle(let style): childEnv.controls.listStyle = style
        case .listRowInsets(let insets): childEnv.controls.listRowInsets = insets
        case .controlSetting(let setting): setting.apply(to: &childEnv.controls)
        default:
            if let axis = Self.containerAxis(v.kind, env), axis != childEnv.stackAxis {
                childEnv = store.environment(childEnv, stackAxis: axis)
            }
        }
        return childEnv
    }

    /// `v`'s node with its content built in `childEnv` (`v` sees `env`). (Not inlined into `build`: inlined, the
    /// children were copied before being built, a value-witness call and a retain per field for every node.)
    @inline(never)
    private func buildContent(of v: ViewNode, _ env: Environment, childEnv: Environment) -> LayoutNode {
        if case .control(let c) = v.kind {
            // The control lays out as its body, built for this environment (Controls/Control.swift).
            var controls = env.controls
            controls.contentMargins = env.contentMargins
            let body = c.body.body(label: v.children, in: controls)
            return node(v, env, store.list(build(body, childEnv)))
        }
        if Self.isStack(v.kind) {
            var content = v.children
            if case .scrollView = v.kind, let margins = env.contentMargins, !content.isEmpty {
                // contentMargins: the content, in its implicit VStack, padded inside the scroll view (§8.8).
                let stacked = content.count == 1 ? content[0]
                    : ViewNode(.vStack(alignment: .center, spacing: nil), children: content)
                content = [ViewNode(.padding(margins), children: [stacked])]
            }
            // Only a Grid (or an AnyLayout that may be one) reads the row structure.
            var needsRows = false
            switch v.kind { case .grid, .anyLayout: needsRows = true; default: break }
            let mark = store.scratchCount
            let rows = buildContent(content, childEnv, rows: needsRows)
            return node(v, env, store.listFromScratch(from: mark), gridRows: rows)
        }
        switch v.children.count {
        case 0: return node(v, env, NodeList())
        case 1:
            return node(v, env, store.list(build(v.children, 0, childEnv)))
        default:
            let mark = store.scratchCount
            let secondaryHost = Self.isSecondaryHost(v.kind)
            // By index: each child is read in place (a `for c in` loop copies every ViewNode).
            for i in v.children.indices {
                if i > 0, secondaryHost, childEnv.stackAxis != nil {
                    store.pushScratch(build(v.children, i, store.environment(childEnv, stackAxis: nil)))
                } else {
                    store.pushScratch(build(v.children, i, childEnv))
                }
            }
            return node(v, env, store.listFromScratch(from: mark))
        }
    }

    /// Child `i` of `children`, built. (Its own function: read from an array parameter, the child is passed where
    /// it is stored; `v.children[i]` inside `build` copied it first, a retain per field.)
    @inline(never)
    private func build(_ children: [ViewNode], _ i: Int, _ env: Environment) -> LayoutNode {
        build(children[i], env)
    }

    /// A container's children, pushed on the store's scratch stack (`listFromScratch` makes them a list):
    /// EmptyViews left out, each GridRow's cells in its place (a GridRow is a group of cells,
    /// docs/semantics.md §8.4); returns the row structure a Grid needs.
    private func buildContent(_ children: [ViewNode], _ env: Environment, rows needsRows: Bool) -> [GridRowSpec] {
        var rows: [GridRowSpec] = []
        if needsRows { rows.reserveCapacity(children.count) }
        // By index: each child is read in place (a `for c in` loop copies every ViewNode).
        for i in children.indices {
            if Self.isEmptyList(children[i]) { continue }
            if case .gridRow(let alignment) = children[i].kind {
                let rowEnv = store.environment(env, stackAxis: .horizontal)
                let start = store.scratchCount
                _ = buildContent(children[i].children, rowEnv, rows: false)
                let count = store.scratchCount - start
                if needsRows, count > 0 { rows.append(GridRowSpec(count: count, alignment: alignment)) }
                continue
            }
            store.pushScratch(build(children[i], env))
            if needsRows { rows.append(GridRowSpec(count: 1, spansAll: true)) }
        }
        return rows
    }

    /// An EmptyView, bare or under modifiers: in a container it is no subview at all, because SwiftUI applies a
    /// modifier to each view of a list and EmptyView's list is empty (docs/semantics.md §3.7).
    @inline(never)
    static func isEmptyList(_ v: borrowing ViewNode) -> Bool {
        // (Not `withUnsafePointer(to: v)`, which copies `v` first.)
        if case .emptyView = v.kind { return true }
        guard v.kind.isModifier else { return false }
        return v.children.withUnsafeBufferPointer { b in b.baseAddress.map { isEmptyList(at: $0) } ?? false }
    }

    /// `isEmptyList` of the view at `v`: the wrapped views are read where they are stored (`v.children[0]`
    /// would copy each, a retain per field).
    @inline(never)
    private static func isEmptyList(at v: UnsafePointer<ViewNode>) -> Bool {
        if case .emptyView = v.pointee.kind { return true }
        guard v.pointee.kind.isModifier else { return false }
        return v.pointee.children.withUnsafeBufferPointer { b in b.baseAddress.map { isEmptyList(at: $0) } ?? false }
    }

    /// Whether `k`'s content sees `env` itself: `k` sets nothing in it (`build`'s switch leaves these kinds to its
    /// default case, and `containerAxis` gives them no axis), no one-view-below setting is to be reset, and a stack
    /// keeps the axis. Listed, not derived: a kind missing here only takes `build`'s general path.
    static func passesEnvironmentOn(_ k: NodeKind, _ env: Environment) -> Bool {
        if env.hasOneViewSettings { return false }
        switch k {
        case .hStack: return env.stackAxis == .horizontal
        case .vStack: return env.stackAxis == .vertical
        case .zStack: return env.stackAxis == nil
        case .frame, .flexibleFrame, .padding, .background, .overlay, .offset, .opacity, .fixedSize, .layoutPriority,
             .aspectRatio, .scaledToFit, .scaledToFill, .clipped, .cornerRadius, .border, .alignmentGuide, .position,
             .mask, .clipShape, .hidden, .zIndex, .effect:
            return true
        default: return false
        }
    }

    static func isControl(_ k: NodeKind) -> Bool {
        if case .control = k { return true }
        return false
    }

    /// The orientation Spacers and Dividers take right inside a container other than H/V/ZStack.
    static func containerAxis(_ k: NodeKind, _ env: Environment) -> Axis?? {
        switch k {
        case .scrollView, .lazyVStack: .some(.vertical)
        case .lazyHStack: .some(.horizontal)
        case .viewThatFits, .grid, .lazyVGrid, .lazyHGrid: .some(nil)
        case .gridRow: .some(.vertical)
        case .anyLayout(let spec):
            switch spec.resolved(horizontalSizeClass: env.horizontalSizeClass) {
            case .hStack: .some(.horizontal)
            case .vStack: .some(.vertical)
            default: .some(nil)
            }
        default: nil
        }
    }

    private func node(_ v: ViewNode, _ env: Environment, _ children: NodeList,
                      gridRows: [GridRowSpec] = []) -> LayoutNode {
        let forwarded = children.first?.priority ?? 0
        var behavior: Behavior
        var ignoresProposal = false
        var priority: Double = 0
        var paint: Paint?
        // A Text's request, already in the box a Text keeps it in (`RareNodeValues`): the local is copied from
        // branch to branch, and a request is 233 bytes inline.
        var text: RareNodeValues?
        var opacity = 1.0
        var clip: ShapeKind?
        var translation = CGPoint.zero
        var gridCell = Self.isView(v.kind) ? GridCellValues() : children.first?.gridCell ?? GridCellValues()
        let containerPriority: Double = children.isEmpty ? -.infinity : 0
        switch v.kind {
        case .text(let s):
            (behavior, text, paint) = Self.text(env.textRequest(s, scale: scale), env, store)
        case .textRuns(let pieces):
            (behavior, text, paint) = Self.text(env.textRequest(pieces, scale: scale), env, store)
        case .color(let c):
            behavior = .leaf(.greedy); paint = store.colorFill(c)
        case .gradient(let g):
            behavior = .leaf(.greedy); paint = store.fill(.rectangle, .gradient(g))
        case .shape(let s):
            behavior = .leaf(s == .circle ? .circle : .greedy); paint = Self.shapePaint(s, env, store)
        case .image(let src, let w, let h):
            var size = CGSize(width: w, height: h)
            if case .symbol(_, let s) = src {
                let side = SymbolImage.side(in: env.font, scale: s == .medium ? env.controls.imageScale : s)
                size = CGSize(width: side, height: side)
            }
            behavior = .leaf(env.resizable ? .resizableImage(size) : .fixed(size)); paint = .image(src)
        case .spacer(let m):
            behavior = .leaf(.spacer(minLength: m ?? ViewSpacing.defaultSpacing, axis: env.stackAxis))
            priority = -.infinity
        case .divider:
            behavior = .leaf(.divider(thickness: 1 / scale, axis: env.stackAxis == .horizontal ? .vertical : .horizontal))
            paint = store.fill(.rectangle, .color(.separator))
        case .emptyView:
            behavior = .leaf(.empty)
        case .hStack(let a, let s):
            (behavior, ignoresProposal) = Self.layout(HStackLayout(alignment: a, spacing: s), children)
            priority = children.isEmpty ? -.infinity : 0
        case .vStack(let a, let s):
            (behavior, ignoresProposal) = Self.layout(VStackLayout(alignment: a, spacing: s), children)
            priority = children.isEmpty ? -.infinity : 0
        case .zStack(let a):
            (behavior, ignoresProposal) = Self.layout(ZStackLayout(alignment: a), children)
            priority = children.isEmpty ? -.infinity : 0
        case .layout(let l):
            (behavior, ignoresProposal) = Self.layout(l.layout, children); priority = children.isEmpty ? -.infinity : 0
        case .position(let x, let y):
            (behavior, ignoresProposal) = Self.layout(PositionLayout(x: x, y: y), children)
        case .mask(let a):
            (behavior, ignoresProposal) = Self.layout(SecondaryLayerLayout(alignment: a), children)
            priority = forwarded
        case .clipShape(let shape):
            (behavior, ignoresProposal) = Self.layout(PassthroughLayout(), children); priority = forwarded; clip = shape
        case .hidden, .zIndex, .effect, .layoutValue, .preference, .onPreferenceChange, .preferenceLayer, .coordinateSpace,
             .control, .buttonStyle, .contentMargins, .tint, .labelsHidden, .textFieldStyle, .listStyle, .controlSetting, .trait,
             .navigationTitle, .navigationBarTitleDisplayMode, .toolbar, .tabItem:
            (behavior, ignoresProposal) = Self.layout(PassthroughLayout(), children); priority = forwarded
        case .padding(let insets), .listRowInsets(let insets):
            (behavior, ignoresProposal) = Self.layout(PaddingLayout(insets: insets), children)
        case .frame(let w, let h, let a):
            (behavior, ignoresProposal) = Self.layout(FixedFrameLayout(width: w, height: h, alignment: a), children)
        case .flexibleFrame(let f):
            (behavior, ignoresProposal) = Self.layout(FlexibleFrameLayout(f), children)
        case .fixedSize(let h, let vert):
            (behavior, ignoresProposal) = Self.layout(FixedSizeLayout(horizontal: h, vertical: vert), children)
            priority = forwarded
        case .layoutPriority(let p):
            (behavior, ignoresProposal) = Self.layout(PassthroughLayout(), children); priority = p
        case .aspectRatio(let r, let mode):
            (behavior, ignoresProposal) = Self.layout(AspectRatioLayout(ratio: r, contentMode: mode), children)
        case .scaledToFit:
            (behavior, ignoresProposal) = Self.layout(AspectRatioLayout(ratio: nil, contentMode: .fit), children)
        case .scaledToFill:
            (behavior, ignoresProposal) = Self.layout(AspectRatioLayout(ratio: nil, contentMode: .fill), children)
        case .background(let a, let edges), .overlay(let a, let edges):
            (behavior, ignoresProposal) = Self.layout(SecondaryLayerLayout(alignment: a, ignoresSafeAreaEdges: edges), children)
            priority = forwarded
        case .alignmentGuide(let key, let value):
            (behavior, ignoresProposal) = Self.layout(AlignmentGuideLayout(guide: key, value: value), children)
            priority = forwarded
        case .geometryReader:
            (behavior, ignoresProposal) = Self.layout(GeometryReaderLayout(), children)
        case .border:
            (behavior, ignoresProposal) = Self.layout(PassthroughLayout(), children); priority = forwarded
            paint = Self.borderPaint(v.kind)
        case .ignoresSafeArea(let regions, let edges):
            (behavior, ignoresProposal) = Self.layout(SafeAreaIgnoringLayout(regions: regions, edges: edges), children)
            priority = forwarded
        case .edgesIgnoringSafeArea(let edges):
            (behavior, ignoresProposal) = Self.layout(SafeAreaIgnoringLayout(regions: .all, edges: edges), children)
            priority = forwarded
        case .safeAreaInset(let edge, let alignment, let spacing):
            (behavior, ignoresProposal) = Self.layout(SafeAreaInsetLayout(edge: edge, alignment: alignment, spacing: spacing), children)
            priority = forwarded
        case .safeAreaPadding(let insets):
            (behavior, ignoresProposal) = Self.layout(SafeAreaPaddingLayout(insets: insets), children)
            priority = forwarded
        case .offset(let x, let y):
            (behavior, ignoresProposal) = Self.layout(PassthroughLayout(), children); priority = forwarded
            translation = CGPoint(x: x, y: y)
        case .opacity(let o):
            (behavior, ignoresProposal) = Self.layout(PassthroughLayout(), children); priority = forwarded; opacity = o
        case .cornerRadius(let r):
            (behavior, ignoresProposal) = Self.layout(PassthroughLayout(), children)
            priority = forwarded; clip = .roundedRectangle(cornerRadius: r)
        case .clipped:
            (behavior, ignoresProposal) = Self.layout(PassthroughLayout(), children)
            priority = forwarded; clip = .rectangle
        case .resizable, .foregroundColor, .foregroundStyle, .fill, .stroke, .strokeBorder, .font, .lineLimit,
             .multilineTextAlignment, .truncationMode, .textOption, .horizontalSizeClass:
            (behavior, ignoresProposal) = Self.layout(PassthroughLayout(), children); priority = forwarded
        case .scrollView(let axes, _):
            (behavior, ignoresProposal) = Self.layout(ScrollViewLayout(axes: axes), children); clip = .rectangle
        case .lazyHStack(let a, let s):
            (behavior, ignoresProposal) = Self.layout(LazyHStackLayout(alignment: a, spacing: s), children)
            priority = containerPriority
        case .lazyVStack(let a, let s):
            (behavior, ignoresProposal) = Self.layout(LazyVStackLayout(alignment: a, spacing: s), children)
            priority = containerPriority
        case .viewThatFits(let axes):
            (behavior, ignoresProposal) = Self.layout(ViewThatFitsLayout(axes: axes), children)
            priority = containerPriority
        case .anyLayout(let spec):
            (behavior, ignoresProposal) = Self.layout(Self.layout(spec.resolved(horizontalSizeClass: env.horizontalSizeClass), rows: gridRows), children)
            priority = containerPriority
        case .grid(let a, let h, let vs):
            (behavior, ignoresProposal) = Self.layout(GridLayout(alignment: a, horizontalSpacing: h, verticalSpacing: vs, rows: gridRows), children)
            priority = containerPriority
        case .gridRow:
            // Outside a container a GridRow is a group of views: stacked like the root's (§1.3).
            (behavior, ignoresProposal) = Self.layout(VStackLayout(), children); priority = containerPriority
        case .lazyVGrid(let items, let a, let s):
            (behavior, ignoresProposal) = Self.layout(LazyVGridLayout(columns: items, alignment: a, spacing: s), children)
            priority = containerPriority
        case .lazyHGrid(let items, let a, let s):
            (behavior, ignoresProposal) = Self.layout(LazyHGridLayout(rows: items, alignment: a, spacing: s), children)
            priority = containerPriority
        case .gridCellColumns(let n):
            (behavior, ignoresProposal) = Self.layout(PassthroughLayout(), children)
            priority = forwarded; gridCell.columns = n
        case .gridCellUnsizedAxes(let axes):
            (behavior, ignoresProposal) = Self.layout(PassthroughLayout(), children)
            priority = forwarded; gridCell.unsizedAxes = axes
        case .gridColumnAlignment(let a):
            (behavior, ignoresProposal) = Self.layout(PassthroughLayout(), children)
            priority = forwarded; gridCell.columnAlignment = a
        case .gridCellAnchor(let a):
            (behavior, ignoresProposal) = Self.layout(PassthroughLayout(), children)
            priority = forwarded; gridCell.anchor = a
        }
        var contentEnvironment: Environment?
        if Self.buildsContentAtPlacement(v.kind) {
            var contentEnv = env
            contentEnv.resizable = false; contentEnv.shapeFill = nil; contentEnv.shapeStroke = nil
            contentEnv.stackAxis = nil
            contentEnvironment = contentEnv
        }
        let sizing: Sizing, layout: any Layout
        switch consume behavior {
        case .text: sizing = .text; layout = PassthroughLayout()
        case .leaf(let leaf): sizing = .leaf(leaf); layout = PassthroughLayout()
        case .layout(let l): sizing = .layout; layout = l
        }
        // The locals move into the record (`consume`): copying them in and destroying them here would retain
        // and release every reference they hold.
        let slot = store.reserveRecord()
        slot.initialize(to: NodeRecord(kind: v.kind, id: v.id, sizing: sizing, layout: consume layout, children: children,
                              priority: priority, childSizedIgnoresProposal: ignoresProposal, paint: consume paint,
                              text: consume text, opacity: opacity, clip: consume clip, translation: translation,
                              gridCell: gridCell, contentEnvironment: consume contentEnvironment,
                              drawing: NodeDrawing.make(v.kind, children: children),
                              guideScope: GuideScope.of(v.kind, children: children)))
        return LayoutNode(record: slot)
    }

    /// A `border`'s paint. (Its own function: binding the style in the kind switch made every node copy and
    /// destroy an optional style there.)
    @inline(never)
    static func borderPaint(_ kind: NodeKind) -> Paint? {
        guard case .border(let c, let w) = kind else { return nil }
        return .strokeBorder(.rectangle, c, lineWidth: w)
    }

    /// A shape's paint in `env`: the stroke set right above it, else its fill, else the foreground style.
    static func shapePaint(_ shape: ShapeKind, _ env: Environment, _ store: NodeStore) -> Paint {
        if let (c, w) = env.shapeStroke {
            return env.shapeStrokeInset ? .strokeBorder(shape, c, lineWidth: w) : .stroke(shape, c, lineWidth: w)
        }
        return store.fill(shape, env.shapeFill ?? env.foreground ?? .primary)
    }

    /// A node laid out by `layout`, and whether the layout's `ChildSizedLayout` rule says its size ignores the
    /// proposal given `children`. Chosen by overload at compile time for the built-in layouts (no cast, no
    /// existential copy per node); a layout known only at run time (AnyLayout, custom) is cast once.
    @inline(__always)
    static func layout<L: Layout & ChildSizedLayout>(_ layout: L, _ children: NodeList) -> (Behavior, Bool) {
        (.layout(layout), layout.sizeIgnoresProposal(children))
    }

    @inline(__always)
    static func layout<L: Layout>(_ layout: L, _ children: NodeList) -> (Behavior, Bool) {
        (.layout(layout), (layout as? any ChildSizedLayout)?.sizeIgnoresProposal(children) ?? false)
    }

    /// The layout an AnyLayout resolves to: the same layout types the views use.
    /// A Text node's behaviour, request and paint (its lines are filled in per proposal at placement).
    static func text(_ request: TextRequest, _ env: Environment, _ store: NodeStore) -> (Behavior, RareNodeValues, Paint) {
        let paint = store.textPlaceholder(request.style, env.foreground ?? .primary)
        return (.text, RareNodeValues(textRequest: request), paint)
    }

    static func layout(_ spec: AnyLayoutSpec, rows: [GridRowSpec]) -> any Layout {
        switch spec {
        case .hStack(let a, let s): HStackLayout(alignment: a, spacing: s)
        case .vStack(let a, let s): VStackLayout(alignment: a, spacing: s)
        case .zStack(let a): ZStackLayout(alignment: a)
        case .grid(let a, let h, let v): GridLayout(alignment: a, horizontalSpacing: h, verticalSpacing: v, rows: rows)
        case .ifHorizontalSizeClass(_, let then, _): layout(then, rows: rows)
        }
    }

    /// GeometryReaders and preference layers: content built at placement, in this node's environment.
    static func buildsContentAtPlacement(_ k: NodeKind) -> Bool {
        switch k {
        case .geometryReader, .preferenceLayer: true
        default: false
        }
    }

    /// Views (as opposed to modifiers): they do not pass their child's grid cell values up.
    static func isView(_ k: NodeKind) -> Bool {
        switch k {
        case .text, .textRuns, .color, .gradient, .shape, .image, .spacer, .divider, .emptyView, .geometryReader, .layout,
             .control: true
        default: isStack(k)
        }
    }

    /// Modifiers that only set the environment for the view right below (they do not reset `resizable`...).
    static func isEnvironmentOnly(_ k: NodeKind) -> Bool {
        switch k {
        case .resizable, .fill, .stroke, .strokeBorder, .foregroundColor, .foregroundStyle, .font, .lineLimit,
             .multilineTextAlignment, .truncationMode, .textOption, .controlSetting, .trait: true
        default: false
        }
    }

    /// Containers: views whose content is a list of views (EmptyViews dropped, GridRows flattened).
    static func isStack(_ k: NodeKind) -> Bool {
        switch k {
        case .hStack, .vStack, .zStack, .layout, .scrollView, .lazyHStack, .lazyVStack, .viewThatFits, .anyLayout,
             .grid, .gridRow, .lazyVGrid, .lazyHGrid: true
        default: false
        }
    }

    static func isSecondaryHost(_ k: NodeKind) -> Bool {
        switch k {
        case .background, .overlay, .mask, .safeAreaInset: true
        default: false
        }
    }
}
