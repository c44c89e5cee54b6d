target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

define void @_ZNSt8__detail8_ScannerIcEC2EPKcS3_NSt15regex_constants18syntax_option_typeESt6locale(ptr %this, i1 %call2, { i64, i64 } %0) {
entry:
  %cond = select i1 %call2, { i64, i64 } %0, { i64, i64 } zeroinitializer
  %cond.elt1 = extractvalue { i64, i64 } %cond, 1
  store i64 %cond.elt1, ptr %this, align 8
  ret void
}
