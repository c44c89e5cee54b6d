target datalayout = "e-m:e-Fn32-i64:64-i128:128-n32:64-S128-v256:256:256-v512:512:512"
target triple = "powerpc64le-unknown-linux-musl"

define i64 @backsmith_pure_5(<4 x i16> %conv) {
entry:
  %xor = xor <4 x i16> %conv, zeroinitializer
  %0 = bitcast <4 x i16> %xor to i64
  ret i64 %0
}
