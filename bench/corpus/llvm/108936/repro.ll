target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @main(x86_fp80 %0) {
  %CastFPTrunc = fptrunc x86_fp80 %0 to bfloat
  store bfloat %CastFPTrunc, ptr null, align 2
  unreachable
}
