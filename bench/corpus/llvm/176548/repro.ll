; bin/opt -passes=instcombine test.ll -S
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

define { <4 x i32>, <4 x i1> } @main(<4 x i32> %broadcast.splatinsert2504) {
entry:
  %broadcast.splat2505 = shufflevector <4 x i32> %broadcast.splatinsert2504, <4 x i32> poison, <4 x i32> zeroinitializer
  %0 = call { <4 x i32>, <4 x i1> } @llvm.sadd.with.overflow.v4i32(<4 x i32> %broadcast.splat2505, <4 x i32> splat (i32 1))
  ret { <4 x i32>, <4 x i1> } %0
}

