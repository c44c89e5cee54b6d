; bin/opt -passes=gvn -S test.ll
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@g_1487 = external global i32

define fastcc ptr @func_133() {
entry:
  %l_1486.sroa.0 = alloca ptr, align 8
  store b64 bitcast (ptr @g_1487 to b64), ptr %l_1486.sroa.0, align 8
  %l_1486.sroa.0.0.l_1486.sroa.0.0.l_1486.sroa.0.0.l_1486.sroa.0.0.l_1486.val = load ptr, ptr %l_1486.sroa.0, align 8
  ret ptr %l_1486.sroa.0.0.l_1486.sroa.0.0.l_1486.sroa.0.0.l_1486.sroa.0.0.l_1486.val
}
