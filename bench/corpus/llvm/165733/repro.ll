target datalayout = "e-m:e-p:32:32-p10:8:8-p20:8:8-i64:64-i128:128-n32:64-S128-ni:1:10:20"
target triple = "wasm32-unknown-wasi"

define void @func_32(ptr %agg.result) {
entry:
  %l_45 = alloca i32, align 4
  %l_45.0.l_45.0.l_45.0.l_45.promoted = load i32, ptr %l_45, align 4
  br label %BS_LABEL_1

BS_LABEL_1:                                       ; preds = %BS_LABEL_1, %entry
  %l_54.0 = phi ptr [ undef, %entry ], [ %agg.result, %BS_LABEL_1 ]
  callbr void asm sideeffect "", "!i"()
          to label %asm.fallthrough [label %BS_LABEL_1]

asm.fallthrough:                                  ; preds = %BS_LABEL_1
  store i32 %l_45.0.l_45.0.l_45.0.l_45.promoted, ptr null, align 4
  store i32 0, ptr %l_54.0, align 4
  ret void
}
