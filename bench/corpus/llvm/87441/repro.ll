target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "riscv64-unknown-linux-gnu"

define fastcc void @w() {
entry:
  br label %if.then

land.end.thread:                                  ; No predecessors!
  br label %if.then

if.then:                                          ; preds = %land.end.thread, %entry
  %conv246 = phi i8 [ 0, %land.end.thread ], [ 0, %entry ]
  %0 = load i32, ptr null, align 4
  %.fr = freeze i32 %0
  %conv17 = trunc i32 %.fr to i8
  %cmp21 = icmp eq i8 %conv246, %conv17
  ret void
}

define noundef i32 @main() {
entry:
  call fastcc void @w()
  ret i32 0
}
