; ModuleID = 'test.d'
source_filename = "test.d"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; [#uses = 0]
; Function Attrs: nofree nosync nounwind willreturn
declare void @llvm.va_end(i8*) #0

; [#uses = 0]
; Function Attrs: nofree nosync nounwind willreturn
declare void @llvm.va_copy(i8*, i8*) #0

; [#uses = 0]
; Function Attrs: uwtable
define { i64, i8* } @_D4test1xFPvZAya(i8* %ap_arg) #1 {
  %ap = alloca i8*, align 8                       ; [#uses = 2, size/byte = 8]
  store i8* %ap_arg, i8** %ap, align 8
  %1 = load i8*, i8** %ap, align 8                ; [#uses = 1]
  %2 = va_arg i8* %1, { i64, i8* }                ; [#uses = 1]
  ret { i64, i8* } %2
}

attributes #0 = { nofree nosync nounwind willreturn "frame-pointer"="all" "target-cpu"="x86-64" "target-features"="+cx16" }
attributes #1 = { uwtable "frame-pointer"="all" "target-cpu"="x86-64" "target-features"="+cx16" }

!llvm.ident = !{!0}

!0 = !{!"ldc version 1.31.0-git-3b7ba6c"}
