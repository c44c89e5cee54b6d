target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "riscv64-unknown-linux-gnu"

define i32 @mt7996_eeprom_parse_hw_cap(i8 %0) {
entry:
  %1 = tail call i8 @llvm.umin.i8(i8 %0, i8 1)
  %notmask = shl i8 -1, %1
  store i8 %notmask, ptr null, align 4
  ret i32 0
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i8 @llvm.umin.i8(i8, i8) #0

attributes #0 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
