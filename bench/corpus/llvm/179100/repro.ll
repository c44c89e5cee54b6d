; ModuleID = 'reduced.bc'
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-freebsd15.0.68-unknown"

define fastcc i16 @"simd.test.vector prefix scan"() #0 {
Entry:
  %0 = call fastcc <4 x i1> null(ptr null, <4 x i1> zeroinitializer)
  %1 = call fastcc i16 null(ptr null, <4 x i1> zeroinitializer, <4 x i1> %0)
  ret i16 %1
}

attributes #0 = { "target-cpu"="znver5" }
