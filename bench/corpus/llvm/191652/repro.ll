target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

define fastcc void @repeat() {
entry:
  br label %if.end.lr.ph

if.end.lr.ph:                                     ; preds = %if.end.if.end.lr.ph_crit_edge, %entry
  br label %sw.bb63.peel

sw.bb63.peel:                                     ; preds = %sw.bb63.peel, %if.end.lr.ph
  %from.tr447.ph = phi i32 [ 0, %if.end.lr.ph ], [ 1, %sw.bb63.peel ]
  br i1 false, label %sw.bb63.peel.if.end_crit_edge, label %sw.bb63.peel

sw.bb63.peel.if.end_crit_edge:                    ; preds = %sw.bb63.peel
  br label %if.end

if.end:                                           ; preds = %sw.bb63.peel.if.end_crit_edge, %if.end
  %from.tr447.in = phi i32 [ %from.tr447, %if.end ], [ %from.tr447.ph, %sw.bb63.peel.if.end_crit_edge ]
  %from.tr447 = add i32 %from.tr447.in, 1
  %cond3 = select i1 false, i32 %from.tr447, i32 0
  br i1 false, label %if.end.if.end.lr.ph_crit_edge, label %if.end

if.end.if.end.lr.ph_crit_edge:                    ; preds = %if.end
  br label %if.end.lr.ph

; uselistorder directives
  uselistorder label %if.end, { 1, 0 }
}
