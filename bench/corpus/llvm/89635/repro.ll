; ModuleID = './reduced.ll'
source_filename = "./reduced.ll"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128-ni:1-p2:32:8:8:32-ni:2"
target triple = "x86_64-unknown-linux-gnu"

define i32 @wombat(i32 %arg) #0 gc "statepoint-example" {
bb:
  %or = or i32 %arg, 0
  %mul = mul i32 0, 1
  %mul1 = mul i32 %or, %mul
  %sitofp = sitofp i32 %mul1 to float
  %fcmp = fcmp ugt float 0.000000e+00, %sitofp
  %or2 = or i32 0, %or
  %mul3 = mul i32 %mul, 0
  %mul4 = mul i32 %or2, %mul3
  %sitofp5 = sitofp i32 %mul4 to float
  %fcmp6 = fcmp ugt float 0.000000e+00, %sitofp5
  ret i32 0
}
