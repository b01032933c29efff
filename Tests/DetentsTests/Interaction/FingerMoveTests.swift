import Detents
import Foundation
import Testing

/// Synthesized drags: a straight finger move sampled at 120 Hz, and a whole drag on a sheet.
@Suite struct FingerMoveTests {
  @Test func aMoveIsSampledOncePerFrameAndEndsWhereItShould() {
    let move = FingerMove(from: 10, by: -120, at: 1, over: 0.1)
    #expect(move.sampleCount == 12)
    #expect(move.velocity == -1200)
    #expect(move.end == 1.1)
    #expect(move.to == -110)
    let half = move.sample(6)
    #expect(abs(half.time - 1.05) < 1e-12)
    #expect(half.translation == -50)
    let last = move.sample(12)
    #expect(abs(last.time - 1.1) < 1e-12)
    #expect(last.translation == -110)
  }

  @Test func aMoveAtOnceHasOneSampleAndNoVelocity() {
    let move = FingerMove(by: 80, at: 2)
    #expect(move.sampleCount == 1)
    #expect(move.velocity == 0)
    #expect(move.sample(1) == (time: 2, translation: 80))
  }

  @Test func aFramesWorthIsRoundedNotTruncated() {
    // 0.29 s × 120 = 34.8 frames: 35 samples.
    #expect(FingerMove(by: 100, at: 0, over: 0.29).sampleCount == 35)
  }

  @Test func aFlingUpSettlesOnTheNextDetent() {
    var sheet = makeSheet([.height(400), .large], selection: .height(400))
    let dragged = sheet.drag(FingerMove(by: -120, at: 0, over: 0.1))
    #expect(dragged)
    sheet.advance(to: 3)
    #expect(sheet.currentDetent == .large)
    #expect(sheet.height == 768)
  }

  @Test func aSwipeDownDismisses() {
    var sheet = makeSheet([.medium, .large], selection: .medium)
    sheet.drag(FingerMove(by: 400, at: 0, over: 0.2))
    #expect(sheet.isDismissing)
    sheet.advance(to: 3)
    #expect(sheet.isDismissed)
  }

  @Test func aCoverCannotBeDragged() {
    var sheet = makeSheet([.medium], selection: .medium, environment: env(style: .cover))
    let before = sheet.height
    let dragged = sheet.drag(FingerMove(by: 300, at: 0, over: 0.2))
    #expect(!dragged)
    sheet.advance(to: 3)
    #expect(sheet.height == before)
    #expect(!sheet.isDismissed)
  }
}
