import Foundation
import Studio

/// `detents studio [--port 8080] [--host 127.0.0.1] [--open] [FILE.swift]`: the browser Studio;
/// `detents studio --export DIR [--wasm DIR]` writes it as a static site instead. The served
/// page runs renders itself when the WebAssembly build is there (`--wasm DIR`, default
/// .build/wasm; `--no-wasm` serves it without).
enum StudioCommand {
  static let spec = CommandSpec(
    name: "studio", brief: "edit a SwiftUI program in the browser and see its sheets live",
    operands: "[FILE.swift]",
    summary: """
      Serves the Studio: a page with an editor on the left and the device on the right, drawn
      from the display list the server lays out; edits re-render after a short pause, drags
      and taps on the preview go to the sheet engine. With FILE the page opens it and follows
      every save, so you can keep your own editor. Prints the page's address and serves until
      Ctrl-C (SIGINT) or SIGTERM. The HTTP API (POST /api/render, sessions) is in the README.
      With the WebAssembly build there (`make wasm`), the page lays out itself: edits and
      drags need no round trip to the server.
      """,
    options: [
      .value("port", "N", "the port to listen on (default 8080; 0 picks a free one)"),
      .value("host", "HOST", "the address to listen on (default 127.0.0.1, this machine only)"),
      .flag("open", "open the page in the default browser (xdg-open)"),
      .value(
        "export", "DIR",
        "write the page as a static site into DIR instead of serving it: renders\nand drags run in the page (WebAssembly, `make wasm`), on any static host"
      ),
      .value(
        "wasm", "DIR",
        "the folder of detents.wasm (default .build/wasm): when it is there, the\npage runs renders and drags itself, asking the server only for files"
      ),
      .flag("no-wasm", "serve the page without the module: every render goes to the server"),
    ])

  static func run(_ args: [String]) -> Int32 {
    runCommand(spec, args) { parsed in
      guard parsed.positionals.count <= 1 else {
        throw UsageError(message: "give at most one Swift file to watch")
      }
      var port: UInt16 = 8080
      if let p = parsed.values["port"] {
        guard let v = UInt16(p) else { throw UsageError(message: "--port is 0 … 65535, not '\(p)'") }
        port = v
      }
      if let folder = parsed.values["export"] {
        guard !parsed.flags.contains("no-wasm") else {
          throw UsageError(
            message: "--export writes a page that runs the module; --no-wasm cannot go with it")
        }
        guard parsed.positionals.isEmpty else {
          throw UsageError(message: "--export writes the page with its examples; it watches no file")
        }
        do throws(StaticExport.Failure) {
          let count = try StaticExport.write(to: folder, wasmFolder: parsed.values["wasm"] ?? ".build/wasm")
          StandardOutput.line("wrote the Studio to \(folder) (\(count) files); serve it from any static host")
        } catch {
          throw InputError(message: error.message)
        }
        return
      }
      guard parsed.values["wasm"] == nil || !parsed.flags.contains("no-wasm") else {
        throw UsageError(message: "--wasm names the module that --no-wasm leaves out; give one of them")
      }
      let host = parsed.values["host"] ?? "127.0.0.1"
      var file: String?
      if let path = parsed.positionals.first {
        guard FileManager.default.isReadableFile(atPath: path) else {
          throw InputError(message: "cannot read \(path)")
        }
        file = path
      }
      let wasmFolder = parsed.flags.contains("no-wasm") ? nil : parsed.values["wasm"] ?? ".build/wasm"
      let api = StudioAPI(watching: file, wasmFolder: wasmFolder)
      guard api.hasPage else {
        throw InputError(
          message:
            "the page's files (Detents_Studio.resources) are not beside this binary; run the detents that swift build made"
        )
      }
      // Before the server's threads start, so that they inherit the mask and the signals reach
      // the wait below.
      StudioServer.blockTerminationSignals()
      let server: StudioServer
      do throws(StudioServerError) {
        server = try StudioServer(api: api, host: host, port: port)
      } catch {
        throw InputError(message: error.message)
      }
      StandardOutput.line("Detents Studio at \(server.url)" + (file.map { " (watching \($0))" } ?? ""))
      if let wasmFolder, api.runsInPage {
        StandardOutput.line("Renders run in the page (\(wasmFolder)/detents.wasm).")
      } else if let folder = parsed.values["wasm"] {
        printError("detents studio: no \(folder)/detents.wasm and detents.mjs; renders go to the server")
      }
      StandardOutput.line("Ctrl-C stops it.")
      StandardOutput.flush()
      if parsed.flags.contains("open") { open(server.url) }
      let signal = StudioServer.waitForTermination()
      server.stop()
      StandardOutput.line("stopped (\(signal == SIGINT ? "SIGINT" : "SIGTERM"))")
    }
  }

  /// Opens `url` with xdg-open; a machine without it gets a note, the server goes on.
  static func open(_ url: String) {
    let paths = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
    guard
      let opener = paths.map({ "\($0)/xdg-open" }).first(where: {
        FileManager.default.isExecutableFile(atPath: $0)
      })
    else {
      printError("detents studio: no xdg-open to open a browser with; open \(url) yourself")
      return
    }
    let p = Process()
    p.executableURL = URL(fileURLWithPath: opener)
    p.arguments = [url]
    p.standardOutput = FileHandle.nullDevice
    p.standardError = FileHandle.nullDevice
    do { try p.run() } catch {
      printError("detents studio: cannot open a browser (\(error)); open \(url) yourself")
    }
  }
}
