; ModuleID = 'reduced.bc'
target datalayout = "E-m:e-i1:8:16-i8:8:16-i64:64-f128:64-v128:64-a:8:16-n32:64"
target triple = "s390x-unknown-linux5.10.0-musl"

define fastcc ptr @testing.expectEqualInner__anon_48377(ptr %0, <1 x fp128> %1) {
Entry:
  ret ptr %0
}
