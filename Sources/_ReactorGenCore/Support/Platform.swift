import Foundation

// Every difference between Linux (Glibc) and macOS (Darwin) reactorgen meets lives in this file.
// Elsewhere the POSIX calls (`open`, `lstat`, `rename`, `flock`, ...) come through Foundation,
// which re-exports the platform's C library on both.
#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

enum Platform {
  /// A file's size and modification time in nanoseconds, without following a symbolic link:
  /// what the run record compares to know a file is untouched.
  static func sizeAndModification(of path: String) -> (size: Int64, modified: Int64)? {
    var info = PlatformStat()
    guard lstat(path, &info) == 0 else { return nil }
    #if canImport(Darwin)
      let modified = Int64(info.st_mtimespec.tv_sec) * 1_000_000_000 + Int64(info.st_mtimespec.tv_nsec)
    #else
      let modified = Int64(info.st_mtim.tv_sec) * 1_000_000_000 + Int64(info.st_mtim.tv_nsec)
    #endif
    return (Int64(info.st_size), modified)
  }

  /// `write(2)`, named apart from the writers' own `write` methods.
  @inline(__always)
  static func write(_ descriptor: Int32, _ buffer: UnsafeRawPointer?, _ count: Int) -> Int {
    #if canImport(Glibc)
      return Glibc.write(descriptor, buffer, count)
    #else
      return Darwin.write(descriptor, buffer, count)
    #endif
  }
}

#if canImport(Darwin)
  private typealias PlatformStat = Darwin.stat
#else
  private typealias PlatformStat = Glibc.stat
#endif
