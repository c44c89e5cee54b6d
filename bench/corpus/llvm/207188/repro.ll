; bin/opt -passes=simplifycfg reduced.ll -S
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

define ptr @func() {
entry:
  br label %middle.block.split.us

middle.block.split.us:
  %.lcssa.us = phi <2 x ptr> [ splat (ptr null), %entry ]
  %ret = call ptr @llvm.experimental.vector.extract.last.active.v2p0(<2 x ptr> %.lcssa.us, <2 x i1> zeroinitializer, ptr null)
  ret ptr %ret
}
