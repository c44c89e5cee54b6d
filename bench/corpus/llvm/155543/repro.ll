; bin/opt -passes=vector-combine reduced.ll -S
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

define void @wombat() {
bb:
  %alloca.sroa.0.32.vec.expand = shufflevector <4 x double> zeroinitializer, <4 x double> zeroinitializer, <8 x i32> <i32 poison, i32 poison, i32 poison, i32 poison, i32 0, i32 1, i32 2, i32 3>
  %alloca.sroa.0.32.vecblend = shufflevector <8 x double> zeroinitializer, <8 x double> %alloca.sroa.0.32.vec.expand, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 12, i32 13, i32 14, i32 15>
  %0 = fadd <8 x double> zeroinitializer, %alloca.sroa.0.32.vec.expand
  %arg112.sroa.0.0.vecblend.i.i = shufflevector <8 x double> %0, <8 x double> %alloca.sroa.0.32.vecblend, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 12, i32 13, i32 14, i32 15>
  ret void
}
