target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

define i1 @_Z1kbxiPA9_l(<vscale x 1 x i1> %0) #0 {
entry:
  %1 = extractelement <vscale x 1 x i1> %0, i64 0
  ret i1 %1
}

attributes #0 = { "target-cpu"="grace" }
