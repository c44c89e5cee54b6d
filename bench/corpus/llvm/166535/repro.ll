target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

define void @_Z1jiPA8_A8_sPi() {
entry:
  br i1 false, label %for.cond3.preheader.lr.ph.split.us.us, label %for.cond3.preheader.lr.ph.split.us204

for.body10.us:                                    ; preds = %for.cond3.preheader.us201, %for.body10.us
  br i1 false, label %for.body10.us, label %for.body10.us.1

for.body10.us.1:                                  ; preds = %for.body10.us.1, %for.body10.us
  br i1 false, label %for.body10.us.1, label %for.cond3.preheader.us201

for.cond3.preheader.us201:                        ; preds = %for.cond3.preheader.lr.ph.split.us204, %for.body10.us.1
  br label %for.body10.us

for.cond3.preheader.lr.ph.split.us204:            ; preds = %entry
  br label %for.cond3.preheader.us201

for.cond3.preheader.lr.ph.split.us.us:            ; preds = %entry
  ret void
}
