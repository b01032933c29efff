import Foundation
import Glibc
import Testing

@testable import detents

@Suite struct StandardStreamsTests {
  @Test func aFullDiskAndAClosedPipeComeBackAsErrnos() throws {
    signal(SIGPIPE, SIG_IGN)
    let full = open("/dev/full", O_WRONLY)
    try #require(full >= 0)
    defer { close(full) }
    #expect(writeAll(full, [1, 2, 3]) == ENOSPC)
    var fds: [Int32] = [0, 0]
    try #require(pipe(&fds) == 0)
    close(fds[0])
    defer { close(fds[1]) }
    #expect(writeAll(fds[1], [1]) == EPIPE)
  }

  @Test func errorsAreInPlainWordsWithoutFoundationDomains() {
    #expect(describeErrno(ENOSPC) == "no space left on device")
    #expect(describeErrno(EISDIR) == "is a folder")
    let cocoa = CocoaError(
      .fileWriteUnknown,
      userInfo: [NSUnderlyingErrorKey: NSError(domain: NSPOSIXErrorDomain, code: Int(EACCES))])
    #expect(describe(cocoa) == "permission denied")
    #expect(describe(CocoaError(.fileReadNoSuchFile)) == "no such file")
    #expect(!describe(NSError(domain: NSCocoaErrorDomain, code: 512)).contains("Domain"))
  }
}
