// The C library under one name, so that no other file names a platform's: Glibc on Linux,
// Darwin on Apple's systems, Musl in a static Linux build (docs/PORTABILITY.md).
#if canImport(Glibc)
@_exported import Glibc
#elseif canImport(Darwin)
@_exported import Darwin
#elseif canImport(Musl)
@_exported import Musl
#else
#error("No C library module: LibC knows Glibc, Darwin and Musl")
#endif
