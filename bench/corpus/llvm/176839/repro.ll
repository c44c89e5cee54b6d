; ModuleID = 'reduced.bc'
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "loongarch64-unknown-linux5.10.0-unknown"

define fastcc i65528 @"behavior.basic.test.arrays and vectors with big integers"() #0 {
Entry:
  %0 = load <1 x i65528>, ptr null, align 8192
  %1 = extractelement <1 x i65528> %0, i32 0
  ret i65528 %1
}

attributes #0 = { "target-cpu"="la664" }
