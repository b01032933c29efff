import Foundation
import Synchronization
import Testing

@testable import Studio

/// Sessions over the API: made, stepped (tap, drag, advance, edit, configure), expired and
/// bounded.
@Suite struct StudioSessionTests {
  typealias T = StudioAPITests

  static let tapProgram = """
    import SwiftUI

    struct Ticket: View {
      @State private var show = false
      var body: some View {
        Button("Show ticket") { show = true }
          .sheet(isPresented: $show) {
            Text("Admit one")
              .presentationDetents([.medium, .large])
          }
      }
    }

    #Preview { Ticket() }
    """

  /// A clock the test moves.
  final class Clock: Sendable {
    let seconds = Mutex(0.0)
    func advance(_ s: Double) { seconds.withLock { $0 += s } }
  }

  static func front(_ json: [String: Any]) -> [String: Any]? {
    (json["presentations"] as? [[String: Any]])?.last
  }

  func start(_ api: StudioAPI, _ source: String, _ fields: String = "") throws -> (
    id: String, json: [String: Any]
  ) {
    let r = api.respond(StudioRequest(method: "POST", path: "/api/session", text: T.body(source, fields)))
    #expect(r.status == 200)
    let json = try T.object(r)
    return (try #require(json["session"] as? String), json)
  }

  func step(_ api: StudioAPI, _ id: String, _ name: String, _ body: String = "{}") throws -> (
    Int, [String: Any]
  ) {
    let r = api.respond(StudioRequest(method: "POST", path: "/api/session/\(id)/\(name)", text: body))
    return (r.status, try T.object(r))
  }

  @Test func aTapPresentsTheSheetAndTimeSettlesIt() throws {
    let api = StudioAPI()
    let (id, first) = try start(api, Self.tapProgram)
    #expect((first["presentations"] as? [Any])?.isEmpty == true)
    let (status, tapped) = try step(api, id, "tap", "{\"label\": \"Show ticket\"}")
    #expect(status == 200)
    #expect(tapped["refused"] is NSNull)
    #expect(Self.front(tapped)?["settled"] as? Bool == false)
    let (_, later) = try step(api, id, "advance", "{\"seconds\": 1}")
    #expect(Self.front(later)?["detent"] as? String == "medium")
    #expect(Self.front(later)?["settled"] as? Bool == true)
    #expect(later["time"] as? Double == 1)
    #expect(T.texts(try #require(try T.displayList(later)).items).contains("Admit one"))
  }

  @Test func aTapOnNoButtonIsRefusedAndChangesNothing() throws {
    let api = StudioAPI()
    let (id, _) = try start(api, Self.tapProgram)
    let (status, json) = try step(api, id, "tap", "{\"label\": \"Nothing here\"}")
    #expect(status == 200)
    let refused = try #require(json["refused"] as? [String: Any])
    #expect((refused["message"] as? String)?.contains("no button labelled 'Nothing here'") == true)
    #expect((json["presentations"] as? [Any])?.isEmpty == true)
  }

  /// A slow drag (220 pt/s) settles at the nearest stop; a quick one would be projected further.
  @Test func aDragUpMovesTheSheetToTheNextDetent() throws {
    let api = StudioAPI()
    let (id, _) = try start(api, T.sheetProgram, "\"at\": 1")
    let (_, dragged) = try step(api, id, "drag", "{\"dy\": -220, \"duration\": 1}")
    #expect(Self.front(dragged)?["settled"] as? Bool == false)
    let (_, settled) = try step(api, id, "advance", "{\"seconds\": 1.5}")
    #expect(Self.front(settled)?["detent"] as? String == "medium")
    #expect(Self.front(settled)?["height"] as? Double == 384)
  }

  /// `drag {phase}`: each pointer event is a step whose answer has the sheet where the finger
  /// is; the release settles by the velocity. Moves are bounded apart from other interactions.
  @Test func aFollowedDragAnswersEachMoveAndTheReleaseSettles() throws {
    let api = StudioAPI(limits: StudioLimits(maximumFingerMoves: 3))
    let (id, _) = try start(api, T.sheetProgram, "\"at\": 1")
    let (s0, down) = try step(api, id, "drag", "{\"phase\": \"began\"}")
    #expect(s0 == 200 && down["refused"] is NSNull)
    let (_, moved) = try step(
      api, id, "drag", "{\"phase\": \"changed\", \"dy\": -40, \"velocity\": -600, \"after\": 0.05}")
    #expect(Self.front(moved)?["height"] as? Double == 232)
    #expect(Self.front(moved)?["settled"] as? Bool == false)
    let (_, released) = try step(
      api, id, "drag", "{\"phase\": \"ended\", \"dy\": -60, \"velocity\": -1500, \"after\": 0.02}")
    #expect(Self.front(released)?["settled"] as? Bool == false)
    let (_, settled) = try step(api, id, "advance", "{\"seconds\": 1.5}")
    #expect(Self.front(settled)?["detent"] as? String != "custom:Peek")
    #expect(Self.front(settled)?["settled"] as? Bool == true)
    let (bad, error) = try step(api, id, "drag", "{\"phase\": \"wiggle\"}")
    #expect(bad == 400 && (error["error"] as? String)?.contains("began, changed or ended") == true)
    for _ in 0..<2 { _ = try step(api, id, "drag", "{\"phase\": \"changed\", \"dy\": 5, \"after\": 0.01}") }
    let (full, _) = try step(api, id, "drag", "{\"phase\": \"changed\", \"dy\": 5, \"after\": 0.01}")
    #expect(full == 409)
  }

  /// `play`: a settle as one batch of 1/60 s frames, each what an `advance` by 1/60 s gives at
  /// that point (time, sheet, picture), the answer itself the step at which the sheet rests.
  @Test func playAnswersASettleAsTheFramesAdvanceWouldGiveOneByOne() throws {
    let api = StudioAPI()
    let release = "{\"phase\": \"ended\", \"dy\": -60, \"velocity\": -1500, \"after\": 0.02}"
    let (played, _) = try start(api, T.sheetProgram, "\"at\": 1")
    let (stepped, _) = try start(api, T.sheetProgram, "\"at\": 1")
    for id in [played, stepped] {
      _ = try step(api, id, "drag", "{\"phase\": \"began\"}")
      _ = try step(api, id, "drag", release)
    }
    let (status, batch) = try step(api, played, "play", "{\"seconds\": 0.0166666666666667}")
    #expect(status == 200 && batch["refused"] is NSNull)
    let frames = try #require(batch["frames"] as? [[String: Any]])
    // A fling settles in a fraction of a second, but over more than a few frames.
    #expect(frames.count > 5 && frames.count < 119)
    for frame in frames {
      let (_, one) = try step(api, stepped, "advance", "{\"seconds\": 0.0166666666666667}")
      #expect(frame["time"] as? Double == one["time"] as? Double)
      #expect(Self.front(frame)?["height"] as? Double == Self.front(one)?["height"] as? Double)
      #expect(Self.front(frame)?["settled"] as? Bool == false)
      #expect(try T.displayList(frame) == T.displayList(one))
    }
    let (_, last) = try step(api, stepped, "advance", "{\"seconds\": 0.0166666666666667}")
    #expect(Self.front(batch)?["settled"] as? Bool == true)
    #expect(Self.front(last)?["settled"] as? Bool == true)
    #expect(batch["time"] as? Double == last["time"] as? Double)
    #expect(try T.displayList(batch) == T.displayList(last))
    // The heights move: the frames are of the settle, not one picture repeated.
    #expect(Set(frames.compactMap { Self.front($0)?["height"] as? Double }).count > frames.count / 2)
    // At rest, a play is one step: no frames before the answer.
    let (_, still) = try step(api, played, "play", "{\"frames\": 10}")
    #expect((still["frames"] as? [Any])?.isEmpty == true)
    #expect(Self.front(still)?["settled"] as? Bool == true)
  }

  @Test func playStopsAtItsFrameCountAndRefusesBadFields() throws {
    let api = StudioAPI()
    let (id, _) = try start(api, T.sheetProgram)
    // At t = 0 the sheet is sliding in: three steps, two frames before the answer, still moving.
    let (_, batch) = try step(api, id, "play", "{\"frames\": 3, \"seconds\": 0.01}")
    #expect((batch["frames"] as? [[String: Any]])?.compactMap { $0["time"] as? Double } == [0.01, 0.02])
    #expect(batch["time"] as? Double == 0.03)
    #expect(Self.front(batch)?["settled"] as? Bool == false)
    for bad in [
      "{\"frames\": 0}", "{\"frames\": 121}", "{\"frames\": 2.5}", "{\"seconds\": 0.5}",
      "{\"seconds\": 0}", "{\"frames\": \"all\"}",
    ] {
      #expect(try step(api, id, "play", bad).0 == 400, "\(bad)")
    }
  }

  /// `key {key}`: Return and Escape run the front window's `.defaultAction` and `.cancelAction`
  /// buttons; another key is a 400.
  @Test func aKeyPressRunsTheButtonWithItsShortcut() throws {
    let program = """
      import SwiftUI

      struct Editor: View {
        @State private var editing = true
        @State private var saved = 0
        var body: some View {
          Text("Saved \\(saved)")
            .sheet(isPresented: $editing) {
              HStack {
                Button("Cancel") { editing = false }
                  .keyboardShortcut(.cancelAction)
                Button("Save") { saved += 1; editing = false }
                  .keyboardShortcut(.defaultAction)
              }
            }
        }
      }

      #Preview { Editor() }
      """
    let api = StudioAPI()
    let (id, _) = try start(api, program, "\"device\": \"mac\", \"at\": 1")
    let (status, pressed) = try step(api, id, "key", "{\"key\": \"return\"}")
    #expect(status == 200 && pressed["refused"] is NSNull)
    #expect((pressed["events"] as? [String])?.contains { $0.contains("key Return runs 'Save'") } == true)
    let (_, later) = try step(api, id, "advance", "{\"seconds\": 1}")
    #expect(Self.front(later)?["dismissed"] as? Bool ?? true)
    #expect(T.texts(try #require(try T.displayList(later)).items).contains("Saved 1"))
    let (other, _) = try start(api, program, "\"device\": \"mac\", \"at\": 1")
    _ = try step(api, other, "key", "{\"key\": \"Escape\"}")
    let (_, cancelled) = try step(api, other, "advance", "{\"seconds\": 1}")
    #expect(T.texts(try #require(try T.displayList(cancelled)).items).contains("Saved 0"))
    #expect(!T.texts(try #require(try T.displayList(cancelled)).items).contains("Cancel"))
    let (bad, error) = try step(api, id, "key", "{\"key\": \"space\"}")
    #expect(bad == 400 && (error["error"] as? String)?.contains("return or escape") == true)
    #expect(try step(api, id, "key", "{}").0 == 400)
  }

  /// `longPress {label}` opens the context menu of the view with that label; `touch` outside
  /// closes it; a label no such view has is refused and changes nothing.
  @Test func aLongPressOpensAContextMenuAndATouchClosesIt() throws {
    let program = """
      import SwiftUI
      struct Photos: View {
        @State private var liked = "none"
        var body: some View {
          VStack {
            Text("Liked \\(liked)")
            Text("Beach").contextMenu { Button("Favourite") { liked = "Beach" } }
          }
        }
      }
      #Preview { Photos() }
      """
    let api = StudioAPI()
    let (id, _) = try start(api, program)
    let (status, pressed) = try step(api, id, "longPress", "{\"label\": \"Beach\"}")
    #expect(status == 200 && pressed["refused"] is NSNull)
    #expect(T.texts(try #require(try T.displayList(pressed)).items).contains("Favourite"))
    let (_, touched) = try step(api, id, "touch", "{}")
    #expect(!T.texts(try #require(try T.displayList(touched)).items).contains("Favourite"))
    _ = try step(api, id, "longPress", "{\"label\": \"Beach\"}")
    let (_, chosen) = try step(api, id, "tap", "{\"label\": \"Favourite\"}")
    #expect(T.texts(try #require(try T.displayList(chosen)).items).contains("Liked Beach"))
    let (_, refused) = try step(api, id, "longPress", "{\"label\": \"Liked\"}")
    let message = (refused["refused"] as? [String: Any])?["message"] as? String
    #expect(message?.contains("no view labelled 'Liked' with a context menu") == true)
    #expect(try step(api, id, "longPress", "{}").0 == 400)
  }

  /// `seek {time}`: the session at an earlier time, its later interactions kept for playing on
  /// (`end` says how far the history goes).
  @Test func seekShowsTheSessionAtATimeAndKeepsWhatCameAfter() throws {
    let api = StudioAPI()
    let (id, _) = try start(api, Self.tapProgram)
    _ = try step(api, id, "advance", "{\"seconds\": 0.5}")
    _ = try step(api, id, "tap", "{\"label\": \"Show ticket\"}")
    let (_, later) = try step(api, id, "advance", "{\"seconds\": 1.5}")
    #expect(Self.front(later)?["detent"] as? String == "medium" && later["end"] as? Double == 2)
    let (status, back) = try step(api, id, "seek", "{\"time\": 0.25}")
    #expect(status == 200 && (back["presentations"] as? [Any])?.isEmpty == true)
    #expect(back["time"] as? Double == 0.25 && back["end"] as? Double == 0.5)
    let (_, again) = try step(api, id, "seek", "{\"time\": 2}")
    #expect(Self.front(again)?["settled"] as? Bool == true)
    let (bad, _) = try step(api, id, "seek", "{\"time\": -3}")
    #expect(bad == 400)
  }

  /// `variant {detent?, device?, …}`: the session's copy at another detent or on another
  /// device, answered without changing the session.
  @Test func aVariantRestsTheSheetAtADetentOrShowsAnotherDeviceAndChangesNothing() throws {
    let api = StudioAPI()
    let (id, _) = try start(api, T.sheetProgram, "\"at\": 1")
    let heights = try [0, 1, 2].map { k in
      let (status, json) = try step(api, id, "variant", "{\"detent\": \(k)}")
      #expect(status == 200 && Self.front(json)?["settled"] as? Bool == true)
      return Self.front(json)?["height"] as? Double
    }
    #expect(heights == [192, 384, 768])
    let (_, device) = try step(
      api, id, "variant", "{\"device\": \"iphone-se-3rd-generation\", \"detent\": 1}")
    let list = try #require(try T.displayList(device))
    #expect(list.width == 375 && list.height == 667 && Self.front(device)?["height"] as? Double == 318.5)
    let (bad, error) = try step(api, id, "variant", "{\"detent\": 3}")
    #expect(bad == 400 && (error["error"] as? String)?.contains("0 to 2") == true)
    let (_, same) = try step(api, id, "advance", "{\"seconds\": 0}")
    #expect(Self.front(same)?["height"] as? Double == 192)
    #expect(try T.displayList(same)?.width == 402)
  }

  @Test func anEditWithErrorsKeepsTheLastGoodPictureAndAFixBringsItBack() throws {
    let api = StudioAPI()
    let (id, _) = try start(api, T.sheetProgram, "\"at\": 1")
    var broken = T.body(T.sheetProgram.replacingOccurrences(of: "Text(\"Stops\")", with: "Text(\"Stops\""))
    let (_, json) = try step(api, id, "edit", broken)
    #expect(json["stale"] as? Bool == true)
    let first = try #require((json["diagnostics"] as? [[String: Any]])?.first)
    #expect(first["severity"] as? String == "error")
    // The `)` missing on line 12 is reported where the parser found `.presentationDetents`.
    #expect(first["line"] as? Int == 13)
    #expect(T.texts(try #require(try T.displayList(json)).items).contains("Stops"))
    broken = T.body(T.sheetProgram.replacingOccurrences(of: "Text(\"Stops\")", with: "Text(\"Stops!\")"))
    let (_, fixed) = try step(api, id, "edit", broken)
    #expect(fixed["stale"] as? Bool == false)
    #expect(T.texts(try #require(try T.displayList(fixed)).items).contains("Stops!"))
  }

  @Test func anEditOfTheCustomDetentChangesTheSheetsHeight() throws {
    let api = StudioAPI()
    let (id, first) = try start(api, T.sheetProgram, "\"at\": 1")
    #expect(Self.front(first)?["height"] as? Double == 192)
    let edited = T.sheetProgram.replacingOccurrences(of: "* 0.25", with: "* 0.5")
    let (_, json) = try step(api, id, "edit", T.body(edited))
    #expect(Self.front(json)?["height"] as? Double == 384)
  }

  @Test func configureChangesTheDeviceAndKeepsTheHistory() throws {
    let api = StudioAPI()
    let (id, _) = try start(api, Self.tapProgram)
    _ = try step(api, id, "tap", "{\"label\": \"Show\"}")
    _ = try step(api, id, "advance", "{\"seconds\": 1}")
    let (status, json) = try step(api, id, "configure", "{\"device\": \"iPhone SE (3rd generation)\"}")
    #expect(status == 200)
    let list = try #require(try T.displayList(json))
    #expect(list.width == 375)
    #expect(Self.front(json)?["detent"] as? String == "medium")
  }

  @Test func unknownSessionsStepsAndBadStepsAreRefused() throws {
    let api = StudioAPI()
    let (id, _) = try start(api, Self.tapProgram)
    #expect(try step(api, "0123", "advance", "{\"seconds\": 1}").0 == 404)
    #expect(try step(api, id, "jump").0 == 404)
    #expect(try step(api, id, "advance", "{}").0 == 400)
    #expect(try step(api, id, "drag", "{\"dy\": \"up\"}").0 == 400)
    #expect(try step(api, id, "advance", "{\"seconds\": 1e9}").0 == 400)
    #expect(api.respond(StudioRequest(method: "DELETE", path: "/api/session/\(id)")).status == 200)
    #expect(try step(api, id, "advance", "{\"seconds\": 1}").0 == 404)
  }

  @Test func idleSessionsExpire() throws {
    let clock = Clock()
    let api = StudioAPI(limits: StudioLimits(sessionIdleSeconds: 60), now: { clock.seconds.withLock { $0 } })
    let (id, _) = try start(api, Self.tapProgram)
    clock.advance(59)
    #expect(try step(api, id, "advance", "{\"seconds\": 0.1}").0 == 200)
    clock.advance(59)
    #expect(api.sessionCount == 1)
    clock.advance(2)
    #expect(api.sessionCount == 0)
    #expect(try step(api, id, "advance", "{\"seconds\": 0.1}").0 == 404)
  }

  @Test func aFullStoreDropsTheSessionIdleLongest() throws {
    let clock = Clock()
    let api = StudioAPI(limits: StudioLimits(maximumSessions: 2), now: { clock.seconds.withLock { $0 } })
    let a = try start(api, Self.tapProgram).id
    clock.advance(1)
    let b = try start(api, Self.tapProgram).id
    clock.advance(1)
    _ = try step(api, a, "advance", "{\"seconds\": 0.1}")
    clock.advance(1)
    let c = try start(api, Self.tapProgram).id
    #expect(api.sessionCount == 2)
    #expect(try step(api, b, "advance", "{\"seconds\": 0.1}").0 == 404)
    #expect(try step(api, a, "advance", "{\"seconds\": 0.1}").0 == 200)
    #expect(try step(api, c, "advance", "{\"seconds\": 0.1}").0 == 200)
  }

  @Test func aSessionsHistoryIsBounded() throws {
    let api = StudioAPI(limits: StudioLimits(maximumInteractions: 2))
    let (id, _) = try start(api, T.sheetProgram, "\"at\": 1")
    #expect(try step(api, id, "drag", "{\"dy\": -10}").0 == 200)
    #expect(try step(api, id, "drag", "{\"dy\": 10}").0 == 200)
    let (status, json) = try step(api, id, "drag", "{\"dy\": -10}")
    #expect(status == 409)
    #expect((json["error"] as? String)?.contains("restart") == true)
    #expect(try step(api, id, "restart").0 == 200)
    #expect(try step(api, id, "drag", "{\"dy\": -10}").0 == 200)
  }
}
