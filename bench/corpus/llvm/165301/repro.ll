; bin/opt -passes=simplifycfg<switch-range-to-icmp> test.ll -S
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

define fastcc i32 @func_285(i1 %tobool271) {
entry:
  br label %if.then102

if.then102:                                       ; preds = %if.then102, %if.then102, %entry
  switch i1 %tobool271, label %default.unreachable [
    i1 false, label %if.then102
    i1 true, label %if.then102
  ]

default.unreachable:                              ; preds = %if.then102
  %conv257.1.lcssa = phi i32 [ 0, %if.then102 ]
  ret i32 %conv257.1.lcssa
}
