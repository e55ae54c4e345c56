import Foundation
import Hummingbird
import HummingbirdWebSocket
import Logging
import NIOCore
import Synchronization

/// `layoutviz preview`'s HTTP server (Hummingbird, docs/preview.md): on `host:port` it serves
///   GET /                     the index of the inputs,
///   GET /view/<i>[/<k>]       the inspector of figure k (default 0) of input i, with the live script,
///   WS  /live/<i>/<k>         that page's updates (`PreviewHub`'s messages),
/// and answers 404 to everything else. Paths are matched against the hub's numbered inputs only: no part of a
/// request reaches the file system. A client that goes away ends its WebSocket handler and its subscription.
public enum PreviewServer {
    /// Why the server could not start, as one line.
    public struct StartError: Error, CustomStringConvertible {
        public var description: String
    }

    /// Starts the server on a thread of its own and returns the port it listens on (the one asked for, or the
    /// system's choice for port 0) once it accepts connections; throws a one-line error when it cannot bind
    /// (the port is in use, the address is not this machine's).
    public static func start(hub: PreviewHub, host: String, port: Int) throws(StartError) -> Int {
        let started = StartSignal()
        let app = application(hub: hub, host: host, port: port) { channel in
            started.finish(.success(channel.localAddress?.port ?? port))
        }
        Task.detached {
            do {
                try await app.run()
                started.finish(.failure(StartError(description: "the server stopped")))
            } catch {
                started.finish(.failure(StartError(description: describe(error, host: host, port: port))))
            }
        }
        switch started.wait() {
        case .success(let port): return port
        case .failure(let error): throw error
        }
    }

    static func describe(_ error: any Error, host: String, port: Int) -> String {
        if let io = error as? IOError {
            switch io.errnoCode {
            case EADDRINUSE:
                return "port \(port) on \(host) is in use (another preview or server?); choose another with --port, "
                    + "or --port 0 for any free one"
            case EADDRNOTAVAIL: return "\(host) is not an address of this machine (--host)"
            case EACCES: return "port \(port) needs privileges; choose one above 1023 with --port"
            default: return "cannot listen on \(host):\(port): \(io.description)"
            }
        }
        return "cannot listen on \(host):\(port): \(error)"
    }

    static func application(hub: PreviewHub, host: String, port: Int,
                            onRunning: @escaping @Sendable (any Channel) async -> Void)
        -> some ApplicationProtocol {
        let router = Router(context: BasicWebSocketRequestContext.self)
        router.get("/") { _, _ in html(PreviewPages.index(hub)) }
        router.get("/view/:input") { _, context in try view(hub, context, figure: "0") }
        router.get("/view/:input/:figure") { _, context in
            try view(hub, context, figure: context.parameters.get("figure") ?? "")
        }
        router.ws("/live/:input/:figure", shouldUpgrade: { _, context in
            guard let (i, k) = numbers(context.parameters.get("input"), context.parameters.get("figure")),
                  hub.entry(i) != nil, k >= 0 else { throw HTTPError(.notFound) }
            return .upgrade([:])
        }) { inbound, outbound, context in
            let params = context.requestContext.parameters
            guard let (i, k) = numbers(params.get("input"), params.get("figure")),
                  let (id, messages) = hub.subscribe(input: i, figure: k) else { return }
            defer { hub.unsubscribe(id) }
            try await withThrowingTaskGroup(of: Void.self) { group in
                // The page sends nothing; its stream ends when it closes or goes away.
                group.addTask { for try await _ in inbound {} }
                group.addTask { for await message in messages { try await outbound.write(.text(message)) } }
                _ = try await group.next()
                group.cancelAll()
            }
        }
        var logger = Logger(label: "layoutviz-preview")
        logger.logLevel = .critical
        return Application(router: router, server: .http1WebSocketUpgrade(webSocketRouter: router),
                           configuration: ApplicationConfiguration(address: .hostname(host, port: port),
                                                                   serverName: "layoutviz"),
                           onServerRunning: onRunning, logger: logger)
    }

    static func view(_ hub: PreviewHub, _ context: BasicWebSocketRequestContext, figure: String) throws -> Response {
        guard let (i, k) = numbers(context.parameters.get("input"), figure),
              let page = PreviewPages.view(hub, input: i, figure: k) else { throw HTTPError(.notFound) }
        return html(page)
    }

    /// Two path parts that are small non-negative decimal numbers (nothing else names a page).
    static func numbers(_ a: String?, _ b: String?) -> (Int, Int)? {
        guard let a, let b, a.count < 7, b.count < 7, a.allSatisfy(\.isASCII), b.allSatisfy(\.isASCII),
              let i = Int(a), let k = Int(b), i >= 0, k >= 0 else { return nil }
        return (i, k)
    }

    static func html(_ page: String) -> Response {
        Response(status: .ok, headers: [.contentType: "text/html; charset=utf-8", .cacheControl: "no-store"],
                 body: ResponseBody(byteBuffer: ByteBuffer(string: page)))
    }
}

/// The first outcome of the server's start, handed from its task to the waiting thread.
final class StartSignal: Sendable {
    private let outcome = Mutex<Result<Int, PreviewServer.StartError>?>(nil)
    private let done = DispatchSemaphore(value: 0)

    func finish(_ result: Result<Int, PreviewServer.StartError>) {
        let first = outcome.withLock { current -> Bool in
            guard current == nil else { return false }
            current = result
            return true
        }
        if first { done.signal() }
    }

    func wait() -> Result<Int, PreviewServer.StartError> {
        done.wait()
        return outcome.withLock { $0 } ?? .failure(PreviewServer.StartError(description: "the server did not start"))
    }
}
