; ModuleID = 'reduced.bc'
target datalayout = "E-m:e-p:32:32-Fn32-i64:64-n32"
target triple = "powerpc-unknown-unknown-eabi"

define i32 @repro.sysret() {
Entry:
  %0 = call i32 asm sideeffect "rfi", "={r3},{r3},{cr0}"(i32 0, i1 false)
  ret i32 %0
}
