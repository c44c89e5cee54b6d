target datalayout = "e-m:e-p:32:32-Fi8-i64:64-v128:64:128-a:0:32-n32-S64"
target triple = "arm-unknown-linux-gnueabi"

define fastcc i16 @testing.expectEqualInner__anon_27636(i32 %0) {
Entry:
  %1 = extractelement <2 x i9> zeroinitializer, i32 %0
  %2 = call fastcc i1 null(i9 %1)
  ret i16 0
}
