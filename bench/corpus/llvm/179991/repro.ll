; ModuleID = 'reduced.bc'
target datalayout = "e-P1-p:16:8-i8:8-i16:8-i32:8-i64:8-f32:8-f64:8-n8-a:8"
target triple = "avr-unknown-unknown-unknown"

define fastcc ptr @"debug.FullPanic((function 'defaultPanic')).integerOutOfBounds"() addrspace(1) {
Entry:
  %0 = call addrspace(0) ptr @llvm.returnaddress(i32 0)
  ret ptr %0
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare ptr @llvm.returnaddress(i32 immarg) addrspace(0) #0

attributes #0 = { nocallback nofree nosync nounwind willreturn memory(none) }
