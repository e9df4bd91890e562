// The C library under one name, so that no other file names a platform's: Glibc on Linux,
// Darwin on Apple's systems, Musl in a static Linux build (docs/PORTABILITY.md).
#if canImport(Glibc)
@_exported import Glibc
#elseif canImport(Darwin)
@_exported import Darwin

/// The process's environment, which glibc and musl export as `environ` and Darwin's module
/// does not (its C library keeps it behind `_NSGetEnviron`, <crt_externs.h>), so that
/// `posix_spawn(…, environ)` reads the same everywhere.
public var environ: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?> { _NSGetEnviron().pointee! }

@_silgen_name("_NSGetEnviron")
private func _NSGetEnviron() -> UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>
#elseif canImport(Musl)
@_exported import Musl
#else
#error("No C library module: LibC knows Glibc, Darwin and Musl")
#endif
