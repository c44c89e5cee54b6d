target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "loongarch64-unknown-linux-musl"

define i1 @backsmith_pure_0(i104 %conv2, i64 %0) {
entry:
  %xor = xor i104 %conv2, 16938544400857032487
  %conv3 = zext i64 %0 to i104
  %and = and i104 %xor, %conv3
  %tobool = icmp ne i104 %and, 0
  ret i1 %tobool
}
