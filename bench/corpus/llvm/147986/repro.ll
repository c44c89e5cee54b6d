; ModuleID = 'reduced.bc'
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "riscv64-unknown-linux-gnu"

define fastcc <vscale x 4 x i8> @c(<vscale x 4 x i16> %0, <vscale x 4 x i1> %active.lane.mask) #0 {
for.cond2.us156.us.us.preheader:
  %1 = call <vscale x 4 x i16> @llvm.umin.nxv4i16(<vscale x 4 x i16> %0, <vscale x 4 x i16> splat (i16 255))
  %2 = trunc <vscale x 4 x i16> %1 to <vscale x 4 x i8>
  %3 = select <vscale x 4 x i1> %active.lane.mask, <vscale x 4 x i8> %2, <vscale x 4 x i8> zeroinitializer
  ret <vscale x 4 x i8> %3
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <vscale x 4 x i16> @llvm.umin.nxv4i16(<vscale x 4 x i16>, <vscale x 4 x i16>) #1

attributes #0 = { "target-features"="+v" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
