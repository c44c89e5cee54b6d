; ModuleID = './reduced.ll'
source_filename = "./reduced.ll"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-grtev4-linux-gnu"

@global = external thread_local global ptr
@global.1 = external thread_local global ptr

define i1 @wombat() {
bbl:
  switch i32 0, label %bbl2 [
    i32 3, label %bbl2
    i32 2, label %bbl1
  ]

bbl1:                                             ; preds = %bbl
  %call = call ptr @llvm.threadlocal.address.p0(ptr @global)
  %load = load ptr, ptr @global, align 8
  br label %bbl5

bbl2:                                             ; preds = %bbl, %bbl
  %call3 = call ptr @llvm.threadlocal.address.p0(ptr @global.1)
  %load4 = load ptr, ptr @global.1, align 8
  br label %bbl5

bbl5:                                             ; preds = %bbl2, %bbl1
  ret i1 false
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare nonnull ptr @llvm.threadlocal.address.p0(ptr nonnull) #0

attributes #0 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
