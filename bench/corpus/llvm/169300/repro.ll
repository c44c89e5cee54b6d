target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64--linux-gnueabihf"

define <vscale x 16 x i8> @blurry_8(<vscale x 10 x i8> %0, <vscale x 10 x i8> %1) {
entry:
  %2 = tail call <vscale x 16 x i8> @llvm.vector.insert.nxv16i8.nxv10i8(<vscale x 16 x i8> zeroinitializer, <vscale x 10 x i8> %0, i64 0)
  ret <vscale x 16 x i8> %2
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <vscale x 16 x i8> @llvm.vector.insert.nxv16i8.nxv10i8(<vscale x 16 x i8>, <vscale x 10 x i8>, i64 immarg) #0

attributes #0 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
