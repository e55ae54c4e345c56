import LayoutCore
import LayoutJSON

/// `Image("photo.png")`: a PNG file whose pixel size is its size in points; a relative path starts at the
/// current directory (the JSON format starts at the tree file's). `Image(width:height:)`: a grey placeholder
/// of that intrinsic size. An unreadable file is reported by `render`/`layout`, not here.
public struct Image: View {
    public let viewNodes: [ViewNode]
    public var body: EmptyView { EmptyView() }

    public init(_ file: String) {
        let path = file.hasPrefix("/") ? file
            : URL(fileURLWithPath: FileManager.default.currentDirectoryPath).appendingPathComponent(file).path
        let size = try? PNGHeader.read(path: path)
        viewNodes = [ViewNode(.image(.file(path), width: CGFloat(size?.width ?? 0), height: CGFloat(size?.height ?? 0)))]
    }

    public init(file: String) { self.init(file) }

    public init(width: CGFloat, height: CGFloat) {
        viewNodes = [ViewNode(.image(.placeholder, width: width, height: height))]
    }

    init(nodes: [ViewNode]) { viewNodes = nodes }

    /// The image takes the size it is proposed. A method of `Image`, so it comes before other modifiers.
    public func resizable() -> Image { Image(nodes: viewNodes.map { $0.modifier(.resizable) }) }
}
