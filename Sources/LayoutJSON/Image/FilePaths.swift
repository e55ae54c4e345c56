import Foundation

/// Paths named in a tree file (images, fonts) are relative to the directory holding the tree file.
enum FilePaths {
    /// `name` if absolute, else `directory/name`, with `.` and `..` resolved.
    static func resolve(_ name: String, relativeTo directory: String) -> String {
        let joined = name.hasPrefix("/") ? name : (directory.isEmpty ? name : directory + "/" + name)
        return URL(fileURLWithPath: joined).standardizedFileURL.path
    }
}
