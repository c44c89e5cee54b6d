; RUN: llc <%s -o /dev/null

target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "riscv64-unknown-fuchsia"

define i64 @_Z26riscv64_software_exceptionv(i1 %cmp) #0 {
entry:
  br i1 %cmp, label %do.end, label %if.else

if.else:                                          ; preds = %entry
  unreachable

do.end:                                           ; preds = %entry
  store i64 0, ptr null, align 8
  %0 = tail call i64 @llvm.read_register.i64(metadata !0)
  ret i64 %0
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(read)
declare i64 @llvm.read_register.i64(metadata) #1

attributes #0 = { "target-features"="+reserve-x27" }
attributes #1 = { nocallback nofree nosync nounwind willreturn memory(read) }

!0 = !{!"s11"}


