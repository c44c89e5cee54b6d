define i64 @f(ptr %b) {
  %2 = load i136, ptr %b
  %3 = lshr i136 %2, 32
  br label %4

4:                                                ; preds = %1
  %5 = trunc i136 %3 to i64
  ret i64 %5
}
