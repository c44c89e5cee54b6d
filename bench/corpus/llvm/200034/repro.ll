target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64--linux-gnueabihf"

define <vscale x 64 x i8> @op_tbl_int8_x256_0_vecwidth256_s0___outermost_streaming_task() #0 {
entry:
  %0 = tail call <vscale x 64 x i8> @llvm.vector.insert.nxv64i8.v256i8(<vscale x 64 x i8> zeroinitializer, <256 x i8> zeroinitializer, i64 0)
  ret <vscale x 64 x i8> %0
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <vscale x 64 x i8> @llvm.vector.insert.nxv64i8.v256i8(<vscale x 64 x i8>, <256 x i8>, i64 immarg) #1

attributes #0 = { "aarch64_pstate_sm_body" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
