; bin/opt -passes=ipsccp --funcspec-min-function-size=1 reduced.ll -S
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@g_315 = internal global ptr null

define i8 @func_123() {
entry:
  %call2 = call i8 @func_152(i32 1)
  %call2991 = call i8 @func_152(i32 0)
  ret i8 %call2991
}

define internal i8 @func_152(i32 %p_153) {
entry:
  %tobool268 = icmp ne i32 %p_153, 0
  br label %cleanup424

cleanup424:                                       ; preds = %cleanup424, %entry
  br label %cleanup424

for.end453:                                       ; No predecessors!
  %0 = load ptr, ptr @g_315, align 8
  %1 = load ptr, ptr %0, align 8
  ret i8 0
}
