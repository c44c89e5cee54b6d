; RUN: clang --target=wasm32-unknown-unknown -msimd128 -c -x ir %s -o /dev/null
; (or: llc -mtriple=wasm32-unknown-unknown -mattr=+simd128 %s -o /dev/null)

target datalayout = "e-m:e-p:32:32-p10:8:8-p20:8:8-i64:64-n32:64-S128-ni:1:10:20"
target triple = "wasm32-unknown-unknown"

define <4 x i16> @test(ptr %in) {
entry:
  %t = load <4 x i8>, ptr %in, align 1
  %t.fr = freeze <4 x i8> %t
  %w = zext <4 x i8> %t.fr to <4 x i16>
  ret <4 x i16> %w
}
