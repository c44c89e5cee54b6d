target datalayout = "e-m:e-Fn32-i64:64-i128:128-n32:64-S128-v256:256:256-v512:512:512"
target triple = "powerpc64le-unknown-linux-gnu"

define ppc_fp128 @test(ppc_fp128 nofpclass(nan) %s) {
entry:
  ret ppc_fp128 %s
}
