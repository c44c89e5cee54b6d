target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-grtev4-linux-gnu"

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare <8 x i1> @llvm.x86.avx512.fpclass.pd.512(<8 x double>, i32 immarg) #0

define fastcc <8 x i1> @f() {
entry:
  %0 = call <8 x i1> @llvm.x86.avx512.fpclass.pd.512(<8 x double> zeroinitializer, i32 0)
  ret <8 x i1> %0
}

attributes #0 = { nocallback nofree nosync nounwind willreturn memory(none) }
