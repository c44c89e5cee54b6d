target datalayout = "e-m:e-Fn32-i64:64-i128:128-n32:64-S128-v256:256:256-v512:512:512"
target triple = "powerpc64le-unknown-linux5.10.0-gnu2.31.0"

define fastcc fp128 @math.hypot.hypot__anon_420901(fp128 %0, fp128 %1) {
Entry:
  %2 = fcmp uno fp128 %0, 0xL00000000000000000000000000000000
  %3 = fcmp uno fp128 %1, 0xL00000000000000000000000000000000
  %or.cond36 = select i1 %2, i1 true, i1 %3
  br i1 %or.cond36, label %common.ret, label %Else3

common.ret:                                       ; preds = %Entry
  ret fp128 0xL00000000000000000000000000000000

Else3:                                            ; preds = %Entry
  ret fp128 0xL00000000000000000000000000000000
}
