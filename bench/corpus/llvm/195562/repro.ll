; ModuleID = 'reduced.bc'
target datalayout = "e-m:e-Fn32-i64:64-i128:128-n32:64-S128-v256:256:256-v512:512:512"
target triple = "powerpc64le-unknown-linux5.10.0-musl"

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare half @llvm.vector.reduce.fmin.v4f16(<4 x half>) #0

define fastcc i16 @"behavior.vector.test.vector reduce operation"(half %0) {
Entry:
  %1 = tail call half @llvm.vector.reduce.fmin.v4f16(<4 x half> zeroinitializer)
  %2 = fcmp ole half %1, %0
  %cond.fr.i154.i = freeze i1 %2
  br i1 %cond.fr.i154.i, label %TryCont24.i, label %"behavior.vector.test.vector reduce operation.S.doTheTest.exit"

TryCont24.i:                                      ; preds = %Entry
  ret i16 0

"behavior.vector.test.vector reduce operation.S.doTheTest.exit": ; preds = %Entry
  ret i16 0
}

attributes #0 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
