target datalayout = "E-m:e-i64:64-n32:64-S128"
target triple = "sparc64-unknown-linux-gnu"

define void @_start() {
Entry:
  call void asm sideeffect "ba,a ${0}", "X"(ptr @start.posixCallMainAndExit)
  unreachable
}

declare void @start.posixCallMainAndExit()
