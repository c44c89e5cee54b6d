target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "riscv64-unknown-linux-gnu"

define i32 @main() #0 {
entry:
  %0 = load <2 x i8>, ptr null, align 1
  %1 = extractelement <2 x i8> %0, i64 0
  %2 = or i8 %1, 1
  store i8 %2, ptr null, align 1
  ret i32 0
}

attributes #0 = { "target-features"="+64bit,+v" }
