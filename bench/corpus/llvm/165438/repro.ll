target datalayout = "e-m:e-p:32:32-p10:8:8-p20:8:8-i64:64-i128:128-n32:64-S128-ni:1:10:20"
target triple = "wasm32-unknown-wasi"

define i8 @func_1(<4 x i32> %0) #0 {
entry:
  %conv = trunc <4 x i32> %0 to <4 x i8>
  br label %cond.true

cond.true:                                        ; preds = %entry
  %vecext = extractelement <4 x i8> %conv, i32 0
  ret i8 %vecext
}

attributes #0 = { "target-features"="+simd128" }
