target triple = "x86_64-unknown-linux-gnu"

define i64 @entry(<8 x i64> %t305) {
bb271t:
  %t190 = and i64 1, 1
  br label %bb274c0

bb274c0:                                          ; preds = %bb271t
  %t307 = insertelement <8 x i64> zeroinitializer, i64 %t190, i32 0
  %t309 = lshr <8 x i64> %t305, %t307
  %t310 = extractelement <8 x i64> %t309, i32 0
  %t313 = and i64 %t310, 1
  %t314 = icmp ne i64 %t313, 0
  %t317 = select i1 %t314, i64 %t310, i64 0
  ret i64 %t317
}
