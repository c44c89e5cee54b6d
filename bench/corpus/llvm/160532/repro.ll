target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64--linux-gnueabihf"

define { <vscale x 1 x i64>, <vscale x 1 x i64> } @test(<vscale x 2 x i64> %t148) {
entry:
  %0 = tail call { <vscale x 1 x i64>, <vscale x 1 x i64> } @llvm.vector.deinterleave2.nxv2i64(<vscale x 2 x i64> %t148)
  ret { <vscale x 1 x i64>, <vscale x 1 x i64> } %0
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare { <vscale x 1 x i64>, <vscale x 1 x i64> } @llvm.vector.deinterleave2.nxv2i64(<vscale x 2 x i64>) #0

attributes #0 = { nocallback nofree nosync nounwind willreturn memory(none) }

