target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "riscv64-unknown-linux-gnu"

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare <vscale x 8 x i16> @llvm.vp.merge.nxv8i16(<vscale x 8 x i1>, <vscale x 8 x i16>, <vscale x 8 x i16>, i32) #0

define <vscale x 8 x i16> @main() {
entry:
  %0 = tail call <vscale x 8 x i16> @llvm.vp.merge.nxv8i16(<vscale x 8 x i1> zeroinitializer, <vscale x 8 x i16> zeroinitializer, <vscale x 8 x i16> zeroinitializer, i32 0)
  ret <vscale x 8 x i16> %0
}

attributes #0 = { nocallback nofree nosync nounwind willreturn memory(none) }
