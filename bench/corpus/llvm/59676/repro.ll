target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128"
target triple = "aarch64-unknown-linux-gnu"

define void @dsi_get_phy_params(ptr %dsi_get_phy_params_phy_0, i32 %0) {
entry:
  %mul = mul nsw i32 %0, 0
  %mul1 = shl i32 %0, 1
  %add.frozen = freeze i32 %mul
  %mul1.frozen = freeze i32 %mul1
  %div = mul i32 %add.frozen, %mul1.frozen
  store i32 %div, ptr %dsi_get_phy_params_phy_0, align 4
  ret void
}
