/// The tool's version (`layoutviz --version`); part of the render cache's key.
public enum LayoutVizVersion {
    public static let string = "0.1.0"
}
