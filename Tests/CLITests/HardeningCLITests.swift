import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// Issue 13, §1 and §2: what `-o PATH` does for each kind of target, and failed writes to the standard streams.
/// A regular or missing file is replaced atomically (parents created); a symlink's final target is replaced
/// and the link stays; a character device, FIFO or socket is written directly; a directory or a parent that is
/// a file is one line and exit 1; stale temporary files of a killed run are removed. Standard output full,
/// closed, or its reader gone: one line and exit 1, or quietly (EPIPE), never a trap. CI runs these as root.
extension CLITests {
    static let tree = #"{"Color": "red", "modifiers": [{"frame": {"width": 3, "height": 2}}]}"#

    func fileType(_ path: String) -> mode_t? {
        var st = stat()
        return lstat(path, &st) == 0 ? st.st_mode & S_IFMT : nil
    }

    /// Runs `script` with /bin/sh (`$B` is the binary), returning the exit status and standard error.
    func shell(_ script: String, in dir: URL) throws -> (code: Int32, stderr: String) {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: "/bin/sh")
        p.arguments = ["-c", script]
        p.currentDirectoryURL = dir
        p.environment = ["B": Self.binary.path, "PATH": "/usr/bin:/bin"]
        let err = Pipe()
        p.standardError = err
        p.standardOutput = FileHandle.nullDevice
        try p.run()
        let e = err.fileHandleForReading.readDataToEndOfFile()
        p.waitUntilExit()
        return (p.terminationStatus, String(decoding: e, as: UTF8.self))
    }

    @Test("a regular file is replaced atomically, keeping its mode; missing parents are created")
    func regularFileTarget() throws {
        let dir = try tempDir()
        let tree = try write(Self.tree, "t.json", in: dir)
        let out = try write("old", "out.json", in: dir)
        chmod(out, 0o640)
        #expect(try run(["layout", tree, "-o", out]).code == 0)
        #expect(try String(contentsOfFile: out, encoding: .utf8).hasPrefix("{"))
        #expect((try FileManager.default.attributesOfItem(atPath: out)[.posixPermissions] as? Int) == 0o640)
        let deep = dir.appendingPathComponent("a/b/figure.png").path
        let r = try run(["render", tree, "-o", deep])
        #expect(r.code == 0, "\(r.stderr)")
        #expect(fileType(deep) == S_IFREG)
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path).filter { $0.contains(".tmp-") }.isEmpty)
    }

    @Test("a symlink stays a link: its final target is replaced, in the target's directory")
    func symlinkTarget() throws {
        let dir = try tempDir()
        let tree = try write(Self.tree, "t.json", in: dir)
        let real = try write("old", "elsewhere/real.json", in: dir)
        let link = dir.appendingPathComponent("link.json").path, chain = dir.appendingPathComponent("chain.json").path
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "elsewhere/real.json")
        try FileManager.default.createSymbolicLink(atPath: chain, withDestinationPath: "link.json")
        #expect(try run(["layout", tree, "-o", chain]).code == 0)
        #expect(fileType(link) == S_IFLNK && fileType(chain) == S_IFLNK && fileType(real) == S_IFREG)
        #expect(try String(contentsOfFile: real, encoding: .utf8).hasPrefix("{"))
        // A dangling link: the file it names is created.
        let dangling = dir.appendingPathComponent("dangling.json").path
        try FileManager.default.createSymbolicLink(atPath: dangling, withDestinationPath: "elsewhere/new.json")
        #expect(try run(["layout", tree, "-o", dangling]).code == 0)
        #expect(fileType(dangling) == S_IFLNK && fileType(dir.appendingPathComponent("elsewhere/new.json").path) == S_IFREG)
        // A loop is an error, not a hang.
        let loop = dir.appendingPathComponent("loop.json").path
        try FileManager.default.createSymbolicLink(atPath: loop, withDestinationPath: "loop.json")
        let r = try run(["layout", tree, "-o", loop])
        #expect(r.code == 1 && r.stderr == "\(loop): too many levels of symbolic links\n")
    }

    @Test("a FIFO and a character device are written directly, never replaced")
    func streamTargets() throws {
        let dir = try tempDir()
        let tree = try write(Self.tree, "t.json", in: dir)
        let fifo = dir.appendingPathComponent("pipe").path
        #expect(mkfifo(fifo, 0o600) == 0)
        let received = try shell("cat pipe > got & \"$B\" layout t.json -o pipe; s=$?; wait; exit $s", in: dir)
        #expect(received.code == 0, "\(received.stderr)")
        #expect(fileType(fifo) == S_IFIFO)
        #expect(try String(contentsOfFile: dir.appendingPathComponent("got").path, encoding: .utf8).hasPrefix("{"))
        // /dev/null (as root, replacing it would break the machine) and a null device of our own when root.
        #expect(try run(["layout", tree, "-o", "/dev/null"]).code == 0)
        #expect(fileType("/dev/null") == S_IFCHR)
        if getuid() == 0 {
            let null = dir.appendingPathComponent("null").path
            #expect(mknod(null, S_IFCHR | 0o666, dev_t((1 << 8) | 3)) == 0)  // makedev(1, 3): the null device
            #expect(try run(["render", tree, "-o", null, "--format", "png"]).code == 0)
            #expect(fileType(null) == S_IFCHR)
        }
        // /dev/stdout is standard output, as "-" is.
        let r = try run(["layout", tree, "-o", "/dev/stdout"])
        #expect(r.code == 0 && String(decoding: r.stdout, as: UTF8.self).hasPrefix("{"))
    }

    @Test("a UNIX socket is connected to and written, not replaced")
    func socketTarget() throws {
        let dir = try tempDir()
        let tree = try write(Self.tree, "t.json", in: dir)
        let path = dir.appendingPathComponent("s.sock").path
        let server = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        try #require(server >= 0)
        defer { close(server) }
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        withUnsafeMutableBytes(of: &address.sun_path) { raw in for (i, b) in path.utf8.enumerated() { raw[i] = b } }
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(server, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
        }
        try #require(bound == 0 && listen(server, 1) == 0)
        let p = Process()
        p.executableURL = Self.binary
        p.arguments = ["layout", tree, "-o", path]
        try p.run()
        let client = accept(server, nil, nil)
        try #require(client >= 0)
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let n = buffer.withUnsafeMutableBytes { recv(client, $0.baseAddress, $0.count, 0) }
            if n <= 0 { break }
            bytes += buffer[0..<n]
        }
        close(client)
        p.waitUntilExit()
        #expect(p.terminationStatus == 0)
        #expect(String(decoding: bytes, as: UTF8.self).hasPrefix("{"))
        #expect(fileType(path) == S_IFSOCK)
    }

    @Test("a directory, or a parent that is a file, is one line and exit 1; nothing is written")
    func unusableTargets() throws {
        let dir = try tempDir()
        let tree = try write(Self.tree, "t.json", in: dir)
        let r = try run(["layout", tree, "-o", dir.path])
        #expect(r.code == 1 && r.stderr == "\(dir.path): is a directory; give a file name\n")
        let file = try write("x", "file.txt", in: dir)
        let r2 = try run(["layout", tree, "-o", file + "/out.json"])
        #expect(r2.code == 1 && r2.stderr == "\(file): cannot create the output directory: it is a file\n")
        #expect(try String(contentsOfFile: file, encoding: .utf8) == "x")
    }

    @Test("temporary files left by a killed run are removed; a running process's are kept")
    func staleTemporaries() throws {
        let dir = try tempDir()
        let tree = try write(Self.tree, "t.json", in: dir)
        // A pid that is not running: a finished child's.
        let p = Process()
        p.executableURL = URL(fileURLWithPath: "/bin/true")
        try p.run()
        p.waitUntilExit()
        let stale = try write("partial", ".out.json.tmp-\(p.processIdentifier)", in: dir)
        let live = try write("in progress", ".out.json.tmp-\(getpid())", in: dir)
        #expect(try run(["layout", tree, "-o", dir.appendingPathComponent("out.json").path]).code == 0)
        #expect(!FileManager.default.fileExists(atPath: stale))
        #expect(FileManager.default.fileExists(atPath: live))
    }

    @Test("standard output full, closed or gone: one line and exit 1, or quietly on EPIPE; never a trap")
    func standardStreams() throws {
        let dir = try tempDir()
        _ = try write(Self.tree, "t.json", in: dir)
        _ = try write(#"{"Txt": "a"}"#, "bad.json", in: dir)
        let full = try shell(#""$B" layout t.json > /dev/full"#, in: dir)
        #expect(full.code == 1 && full.stderr == "standard output: cannot write: No space left on device\n")
        let closed = try shell(#""$B" layout t.json >&-"#, in: dir)
        #expect(closed.code == 1 && closed.stderr == "standard output: cannot write: Bad file descriptor\n")
        let noStderr = try shell(#""$B" layout bad.json 2>&-; echo "status $?" >&2"#, in: dir)
        #expect(noStderr.stderr == "status 1\n")
        let noStdin = try shell(#""$B" layout - <&-"#, in: dir)
        #expect(noStdin.code == 1 && noStdin.stderr == "<stdin>: cannot read: Bad file descriptor\n")
        // SIGPIPE ignored and the reader gone: quiet, as if the signal had not been ignored.
        let big = #"{"canvas": {"width": 100, "height": 100}, "root": {"VStack": ["#
            + Array(repeating: #"{"Color": "red"}"#, count: 3000).joined(separator: ",") + "]}}"
        _ = try write(big, "big.json", in: dir)
        let status = try shell(#"trap '' PIPE; ("$B" layout big.json; echo $? > status) | head -c 1 > /dev/null"#, in: dir)
        #expect(status.stderr.isEmpty, "\(status.stderr)")
        #expect(try String(contentsOfFile: dir.appendingPathComponent("status").path, encoding: .utf8) == "141\n")
    }
}

/// Issue 13, §3 and §6: directory inputs. A symlink loop (`sub/a -> ..`) made `render dir/` walk forever,
/// rendering the same trees again and again; `render Fixtures -o out/` exited 64 because every folder's
/// tree.json mapped to out/tree.png.
extension CLITests {
    @Test("render DIR -o out/ mirrors the input's folders; a symlink loop is walked once")
    func directoryInputs() throws {
        let dir = try tempDir()
        _ = try write(CLITests.tree, "cases/a/tree.json", in: dir)
        _ = try write(CLITests.tree, "cases/b/tree.json", in: dir)
        _ = try write(CLITests.tree, "cases/top.json", in: dir)
        try FileManager.default.createSymbolicLink(atPath: dir.appendingPathComponent("cases/a/loop").path,
                                                   withDestinationPath: "..")
        let r = try run(["render", "cases", "-o", "out/"], cwd: dir)
        #expect(r.code == 0, "\(r.stderr)")
        let written = (FileManager.default.enumerator(atPath: dir.appendingPathComponent("out").path)?.allObjects
                       as? [String] ?? []).filter { $0.hasSuffix(".png") }.sorted()
        #expect(written == ["a/tree.png", "b/tree.png", "top.png"])
        // A glob counts folders from its leading directories; files named one by one go straight in.
        let g = try run(["render", "cases/**/tree.json", "-o", "glob/"], cwd: dir)
        #expect(g.code == 0, "\(g.stderr)")
        #expect(FileManager.default.fileExists(atPath: dir.appendingPathComponent("glob/a/tree.png").path))
        let f = try run(["render", "cases/a/tree.json", "cases/top.json", "-o", "flat/"], cwd: dir)
        #expect(f.code == 0, "\(f.stderr)")
        #expect(FileManager.default.fileExists(atPath: dir.appendingPathComponent("flat/tree.png").path))
        // check walks the loop once too.
        let c = try run(["check", "cases", "--update", "missing"], cwd: dir)
        #expect(c.code == 0, "\(c.stderr)")
    }
}

/// Issue 13, §4: `diff` checks headers before decoding. Header-only PNGs (no pixel data: decoding them fails)
/// show that identical files and a size mismatch are answered without decoding.
extension CLITests {
    static func headerOnlyPNG(width: UInt32, height: UInt32) -> Data {
        func be32(_ v: UInt32) -> [UInt8] { [UInt8(v >> 24), UInt8((v >> 16) & 0xFF), UInt8((v >> 8) & 0xFF), UInt8(v & 0xFF)] }
        var bytes: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        bytes += be32(13) + Array("IHDR".utf8) + be32(width) + be32(height) + [8, 6, 0, 0, 0] + be32(0)
        bytes += be32(0) + Array("IEND".utf8) + be32(0)
        return Data(bytes)
    }

    @Test("diff: identical bytes match and sizes differ without decoding; bombs, directories, FIFOs are one line")
    func diffBeforeDecoding() throws {
        let dir = try tempDir()
        let big = dir.appendingPathComponent("big.png").path, small = dir.appendingPathComponent("small.png").path
        let bomb = dir.appendingPathComponent("bomb.png").path
        try Self.headerOnlyPNG(width: 20_000, height: 2_000).write(to: URL(fileURLWithPath: big))
        try Self.headerOnlyPNG(width: 10, height: 10).write(to: URL(fileURLWithPath: small))
        try Self.headerOnlyPNG(width: 20_000, height: 20_000).write(to: URL(fileURLWithPath: bomb))
        let same = try run(["diff", big, big])
        #expect(same.code == 0 && String(decoding: same.stdout, as: UTF8.self)
                == "match: 0 of 40000000 pixels differ (0%); allowed: 0\n", "\(same.stderr)")
        let sizes = try run(["diff", big, small])
        #expect(sizes.code == 1 && sizes.stderr == "images differ in size: \(big) is 20000x2000 pixels, \(small) is 10x10\n")
        let r = try run(["diff", bomb, bomb])
        #expect(r.code == 1 && r.stderr == "\(bomb): cannot use the PNG: 20000x20000 pixels is more than the limit of "
                + "50000000 pixels (docs/limits.md)\n")
        let d = try run(["diff", dir.path, small])
        #expect(d.code == 1 && d.stderr == "\(dir.path): it is a directory\n")
    }
}

/// Issue 13, §5: errors found after decoding name the node's line:column and JSON path.
extension CLITests {
    @Test("errors after decoding are positioned: undecodable image, unusable font file, empty root, effect limits")
    func positionedErrors() throws {
        let dir = try tempDir()
        // Valid chunk structure, garbage pixel data: found only when drawing.
        func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
            let n = UInt32(data.count)
            return [UInt8(n >> 24), UInt8((n >> 16) & 0xFF), UInt8((n >> 8) & 0xFF), UInt8(n & 0xFF)]
                + Array(type.utf8) + data + [0, 0, 0, 0]
        }
        let png = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + chunk("IHDR", [0, 0, 0, 4, 0, 0, 0, 4, 8, 6, 0, 0, 0])
            + chunk("IDAT", Array("garbage".utf8)) + chunk("IEND", [])
        try Data(png).write(to: dir.appendingPathComponent("bad.png"))
        _ = try write("hello", "notafont.ttf", in: dir)
        let image = try write("{\"canvas\": {\"width\": 50, \"height\": 50},\n \"root\": {\"VStack\": [{\"Text\": \"a\"},\n  {\"Image\": \"bad.png\"}]}}", "image.json", in: dir)
        let r = try run(["render", image, "-o", dir.appendingPathComponent("x.png").path])
        #expect(r.code == 1 && r.stderr.hasPrefix("\(image):3:13: root.VStack[1].Image: cannot read image file: "), "\(r.stderr)")
        let font = try write("{\"fontFile\": \"notafont.ttf\",\n \"root\": {\"Text\": \"a\"}}", "font.json", in: dir)
        let f = try run(["layout", font])
        #expect(f.code == 1 && f.stderr.hasPrefix("\(font):1:14: fontFile: not a usable font file"), "\(f.stderr)")
        let empty = try write(#"{"Text": ""}"#, "empty.json", in: dir)
        // Only an image needs a drawable root; the frame dump lays out any root (issue 11).
        let e = try run(["render", empty, "-o", dir.appendingPathComponent("e.png").path])
        #expect(e.code == 1 && e.stderr == "\(empty):1:1: root: the root view is empty (0x20.5); nothing to draw\n")
        #expect(try run(["layout", empty]).code == 0)
        let masks = "{\"canvas\": {\"width\": 500, \"height\": 500}, \"root\": {\"Color\": \"red\", \"modifiers\": ["
            + Array(repeating: #"{"mask": {"Color": "black"}}"#, count: 1_499).joined(separator: ", ") + "]}}"
        let m = try run(["render", try write(masks, "masks.json", in: dir), "-o", dir.appendingPathComponent("m.png").path])
        #expect(m.code == 1 && m.stderr.contains(":1:51: root: the drawing nests 2998 effect layers"), "\(m.stderr)")
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("m.png").path))
    }
}
