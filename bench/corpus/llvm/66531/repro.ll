  define i64 @f(i64 %0, i64 %1) {
  entry:
    %2 = lshr i64 %0, %1
    %3 = add i64 %2, 123456789
    ret i64 %3
  }
