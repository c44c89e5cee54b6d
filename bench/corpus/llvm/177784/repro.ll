target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "riscv64-unknown-linux-musl"

define i32 @func_1(i16 %conv, i1 %tobool.not) #0 {
entry:
  br label %BS_LABEL_9

BS_LABEL_9:                                       ; preds = %BS_LABEL_1, %entry
  %0 = insertelement <16 x i16> zeroinitializer, i16 %conv, i64 0
  br label %for.body

for.body:                                         ; preds = %for.body, %BS_LABEL_9
  %l_4157.093 = phi i32 [ 1, %BS_LABEL_9 ], [ 0, %for.body ]
  %call = tail call i64 null()
  br i1 %tobool.not, label %for.end21.loopexit, label %for.body

for.end21.loopexit:                               ; preds = %for.body
  %conv1.le = trunc i32 %l_4157.093 to i16
  %vecinit16.le = insertelement <16 x i16> %0, i16 %conv1.le, i64 1
  br label %BS_LABEL_12.outer

BS_LABEL_12.outer:                                ; preds = %BS_LABEL_1, %for.end21.loopexit
  %BS_VAR_4.4.ph135 = phi <16 x i16> [ %vecinit16.le, %for.end21.loopexit ], [ %BS_VAR_4.4, %BS_LABEL_1 ]
  br label %BS_LABEL_12

BS_LABEL_12:                                      ; preds = %cleanup63, %BS_LABEL_12.outer
  %BS_VAR_4.4 = phi <16 x i16> [ %BS_VAR_4.4.ph135, %BS_LABEL_12.outer ], [ %BS_VAR_4.5, %cleanup63 ]
  br label %for.cond42

for.cond42:                                       ; preds = %cleanup63, %BS_LABEL_12
  %BS_VAR_4.5 = phi <16 x i16> [ %BS_VAR_4.4.ph135, %BS_LABEL_12 ], [ zeroinitializer, %cleanup63 ]
  br label %BS_LABEL_1

cleanup63:                                        ; preds = %BS_LABEL_1
  switch i32 0, label %cleanup63.unreachabledefault116 [
    i32 0, label %for.cond42
    i32 13, label %BS_LABEL_12
    i32 23, label %BS_LABEL_1
  ]

BS_LABEL_1:                                       ; preds = %BS_LABEL_1, %cleanup63, %for.cond42
  callbr void asm sideeffect "", "!i,!i,!i,!i"()
          to label %cleanup68 [label %BS_LABEL_12.outer, label %BS_LABEL_1, label %cleanup63, label %BS_LABEL_9]

cleanup63.unreachabledefault116:                  ; preds = %cleanup63
  unreachable

cleanup68:                                        ; preds = %BS_LABEL_1
  ret i32 0
}

attributes #0 = { "target-features"="+v" }
