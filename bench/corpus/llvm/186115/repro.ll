target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

define fastcc <8 x i24> @store_s24() {
  %1 = tail call <8 x i24> @llvm.fptosi.sat.v8i24.v8f32(<8 x float> zeroinitializer)
  ret <8 x i24> %1
}

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare <8 x i24> @llvm.fptosi.sat.v8i24.v8f32(<8 x float>) #0

attributes #0 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
