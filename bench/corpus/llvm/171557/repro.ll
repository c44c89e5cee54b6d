target datalayout = "e-m:e-p:32:32:32-a:0-n16:32-i64:64:64-i32:32:32-i16:16:16-i1:8:8-f32:32:32-f64:64:64-v32:32:32-v64:64:64-v512:512:512-v1024:1024:1024-v2048:2048:2048"
target triple = "hexagon-unknown-linux-musl"

define void @rcu_pending(i1 %tobool.not, ptr %jiffies) {
entry:
  br i1 %tobool.not, label %land.end, label %land.rhs

land.rhs:                                         ; preds = %entry
  %0 = load volatile i32, ptr %jiffies, align 4
  %1 = load volatile i32, ptr null, align 4
  br label %land.end

land.end:                                         ; preds = %land.rhs, %entry
  ret void
}

