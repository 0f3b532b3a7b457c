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

  /// What stands for an executable's code: the build ID its linker wrote from its contents (an
  /// ELF `NT_GNU_BUILD_ID` note, a Mach-O `LC_UUID`), read from the file's first 64 KiB; `nil`
  /// when it has none. A relink of the same code keeps it, where the modification time changes
  /// (SwiftPM relinks a build plugin's tool once after a package's first build).
  static func buildID(ofExecutable path: String) -> String? {
    // POSIX calls, not FileHandle: every run asks, and Foundation's handle cost more than the scan.
    let descriptor = open(path, O_RDONLY)
    guard descriptor >= 0 else { return nil }
    defer { close(descriptor) }
    var bytes = [UInt8](repeating: 0, count: 65_536)
    let count = bytes.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
    guard count > 0 else { return nil }
    bytes.removeLast(bytes.count - count)
    func word(_ at: Int) -> UInt32 {
      UInt32(bytes[at]) | UInt32(bytes[at + 1]) << 8 | UInt32(bytes[at + 2]) << 16 | UInt32(bytes[at + 3]) << 24
    }
    // Digits by hand: `String(format:)` cost a million instructions for twenty bytes.
    let digits = Array("0123456789abcdef".utf8)
    let hex = { (id: ArraySlice<UInt8>) in String(decoding: id.flatMap { [digits[Int($0 >> 4)], digits[Int($0 & 0xF)]] }, as: UTF8.self) }
    // ELF: a note of name size 4, type 3 (NT_GNU_BUILD_ID) and name "GNU\0", then its id.
    if bytes.starts(with: [0x7F, 0x45, 0x4C, 0x46]) {
      var at = 0
      while at + 16 <= bytes.count {
        if word(at) == 4, word(at + 8) == 3, bytes[(at + 12)..<(at + 16)].elementsEqual([0x47, 0x4E, 0x55, 0]) {
          let size = Int(word(at + 4))
          guard size > 0, size <= 64, at + 16 + size <= bytes.count else { return nil }
          return hex(bytes[(at + 16)..<(at + 16 + size)])
        }
        at += 4
      }
      return nil
    }
    // Mach-O (64-bit, little-endian): load commands after the 32-byte header; LC_UUID is 0x1B.
    guard bytes.count >= 32, word(0) == 0xFEED_FACF else { return nil }
    var at = 32
    for _ in 0..<Int(word(16)) {
      guard at + 8 <= bytes.count else { return nil }
      let size = Int(word(at + 4))
      if word(at) == 0x1B, size == 24, at + 24 <= bytes.count { return hex(bytes[(at + 8)..<(at + 24)]) }
      guard size > 0 else { return nil }
      at += size
    }
    return nil
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
