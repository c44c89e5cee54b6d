define i32 @clause_ImpliesFiniteDomain(ptr %Clause)  {
entry:
  %0 = getelementptr i8, ptr %Clause, i64 64
  %Clause.val = load i32, ptr %0, align 8
  %1 = getelementptr i8, ptr %Clause, i64 68
  %Clause.val51 = load i32, ptr %1, align 4
  %add.i = sub i32 0, %Clause.val
  br label %for.cond.preheader

for.cond.preheader:                               ; preds = %entry
  %2 = getelementptr i8, ptr %Clause, i64 72
  %add.i5667 = add i32 %Clause.val51, %Clause.val
  %Clause.val7.i68 = load i32, ptr %2, align 8
  %add3.i69 = add i32 %add.i5667, %Clause.val7.i68
  %cmp470 = icmp sgt i32 %add3.i69, 0
  ret i32 0
}
