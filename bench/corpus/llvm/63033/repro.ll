target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

define void @_ZN5repro4fn1617h3fe1cacc58d45f54E(ptr %_29.61573, i1 %0, i128 %1) {
start:
  br label %bb12

bb12:                                             ; preds = %bb41, %bb32, %bb17, %start
  %_15.2.ph = phi ptr [ null, %start ], [ null, %bb17 ], [ %_20.13, %bb41 ], [ null, %bb32 ]
  br i1 %0, label %bb23, label %bb17

bb17:                                             ; preds = %bb12
  store i8 0, ptr %_15.2.ph, align 1
  br label %bb12

bb23:                                             ; preds = %bb30, %bb12
  %_20.71455 = phi ptr [ %_29.61573, %bb12 ], [ null, %bb30 ]
  br label %bb34

bb34:                                       ; preds = %bb32, %bb23
  %_20.10 = phi ptr [ %_20.71455, %bb23 ], [ %_20.14, %bb32 ]
  br label %bb28

bb28:                                 ; preds = %bb35, %bb30, %bb34
  %_40.2 = phi ptr [ %_20.71455, %bb34 ], [ %_20.71455, %bb35 ], [ %_40.3, %bb30 ]
  %_20.12 = phi ptr [ %_20.10, %bb34 ], [ %_20.10, %bb35 ], [ %_20.14, %bb30 ]
  store ptr null, ptr %_40.2, align 8
  br label %bb29

bb29:                              ; preds = %bb38, %bb28
  %_40.3 = phi ptr [ %_40.2, %bb28 ], [ %_20.71455, %bb38 ]
  %_20.13 = phi ptr [ %_20.12, %bb28 ], [ %_20.10, %bb38 ]
  br label %bb30

bb30:                           ; preds = %bb41, %bb29
  %_20.14 = phi ptr [ %_20.13, %bb29 ], [ %_20.10, %bb41 ]
  switch i128 %1, label %bb23 [
    i128 1, label %bb28
    i128 0, label %bb32
  ]

bb32:                           ; preds = %bb30
  switch i1 false, label %bb12 [
    i1 true, label %bb34
    i1 false, label %bb35
  ]

bb35:                           ; preds = %bb32
  br i1 %0, label %bb38, label %bb28

bb38:                        ; preds = %bb35
  br i1 %0, label %bb41, label %bb29

bb41:                        ; preds = %bb38
  switch i8 0, label %bb12 [
    i8 0, label %bb30
  ]

; uselistorder directives
  uselistorder ptr %_20.14, { 1, 0 }
}
