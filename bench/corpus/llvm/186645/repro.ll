; ModuleID = 'reduced.bc'
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "loongarch64-unknown-linux5.19.0-gnusf2.36.0"

; Function Attrs: noimplicitfloat
define void @__ubsan_handle_add_overflow(ptr %0) #0 {
Entry:
  call void @llvm.memcpy.p0.p0.i64(ptr %0, ptr %0, i64 16, i1 false)
  unreachable
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias writeonly captures(none), ptr noalias readonly captures(none), i64, i1 immarg) #1

attributes #0 = { noimplicitfloat }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
