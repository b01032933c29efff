import Foundation
import Glibc

/// The one way the command line writes files (`draw --out`, `preview --out`): all of them or
/// none.
///
/// Every target is checked first (a folder in the way, a file that may not be written), then
/// each file is written to a hidden temporary name in its own folder and, once all are
/// written, renamed over its target (a rename is atomic on one file system). On any failure
/// the temporary files, the targets that did not exist before and the folders this call made
/// are removed, so nothing new remains. A target that is a device or a pipe (`/dev/stdout`)
/// cannot be renamed over; it is written in place, before the renames.
enum OutputFiles {
  /// Writes images named `name` into the folder `dir` (made if missing), all or none; a
  /// failure says that nothing was written.
  static func writeImages(_ images: [(name: String, data: Data)], into dir: URL) throws(InputError) {
    do throws(InputError) {
      try write(
        images.map { (dir.appendingPathComponent($0.name).relativePath, $0.data) }, creating: dir.relativePath
      )
    } catch {
      throw InputError(message: error.message + "; nothing written")
    }
  }

  /// Writes `files` (paths and contents); `folder`, when given, is made first (with its
  /// parents) if missing.
  static func write(_ files: [(path: String, data: Data)], creating folder: String? = nil) throws(InputError)
  {
    var madeFolders: [String] = []
    var temporaries: [String] = []
    var renamed: [String] = []
    func fail(_ path: String, _ reason: String) -> InputError {
      for t in temporaries { unlink(t) }
      for r in renamed { unlink(r) }
      for f in madeFolders.reversed() { rmdir(f) }
      return InputError(message: "cannot write '\(path)': \(reason)")
    }
    if let folder { try makeFolders(folder, made: &madeFolders) }

    // 1. Check every target before writing anything.
    var inPlace: [Int] = []
    var existed: Set<Int> = []
    for (i, file) in files.enumerated() {
      var info = stat()
      if stat(file.path, &info) == 0 {
        existed.insert(i)
        if let kind = InputFile.kindOfNonRegularFile(info.st_mode) {
          if kind == "folder" { throw fail(file.path, "is a folder") }
          inPlace.append(i)
        } else if access(file.path, W_OK) != 0 {
          throw fail(file.path, describeErrno(errno))
        }
      } else if errno != ENOENT {
        throw fail(file.path, describeErrno(errno))
      }
    }

    // 2. Regular files go to temporary names beside their targets.
    var pending: [(temporary: String, index: Int)] = []
    for (i, file) in files.enumerated() where !inPlace.contains(i) {
      let url = URL(fileURLWithPath: file.path)
      let temporary = url.deletingLastPathComponent()
        .appendingPathComponent(".\(url.lastPathComponent).\(getpid()).\(i).tmp").path
      let fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
      guard fd >= 0 else { throw fail(file.path, describeErrno(errno)) }
      temporaries.append(temporary)
      let failure = writeAll(fd, [UInt8](file.data))
      if close(fd) != 0, failure == nil { throw fail(file.path, describeErrno(errno)) }
      if let failure { throw fail(file.path, describeErrno(failure)) }
      pending.append((temporary, i))
    }

    // 3. Devices and pipes, in place.
    for i in inPlace {
      let fd = open(files[i].path, O_WRONLY | O_CLOEXEC)
      guard fd >= 0 else { throw fail(files[i].path, describeErrno(errno)) }
      let failure = writeAll(fd, [UInt8](files[i].data))
      close(fd)
      if let failure { throw fail(files[i].path, describeErrno(failure)) }
    }

    // 4. Everything is written: rename into place.
    for (temporary, i) in pending {
      guard rename(temporary, files[i].path) == 0 else { throw fail(files[i].path, describeErrno(errno)) }
      temporaries.removeAll { $0 == temporary }
      if !existed.contains(i) { renamed.append(files[i].path) }
    }
  }

  /// Makes `folder` and its missing parents, recording the ones made (outermost first).
  private static func makeFolders(_ folder: String, made: inout [String]) throws(InputError) {
    var missing: [String] = []
    var url = URL(fileURLWithPath: folder)
    while true {
      var info = stat()
      if stat(url.path, &info) == 0 {
        guard info.st_mode & S_IFMT == S_IFDIR else {
          throw InputError(message: "cannot write to '\(folder)': '\(url.path)' is not a folder")
        }
        break
      }
      missing.append(url.path)
      let parent = url.deletingLastPathComponent()
      if parent.path == url.path { break }
      url = parent
    }
    for path in missing.reversed() {
      guard mkdir(path, 0o777) == 0 || errno == EEXIST else {
        let reason = describeErrno(errno)
        for f in made.reversed() { rmdir(f) }
        throw InputError(message: "cannot make the folder '\(folder)': \(reason)")
      }
      made.append(path)
    }
  }
}
