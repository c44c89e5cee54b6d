define void @snork() {
bbl:
  %load = load i64, ptr null, align 8
  %shl = shl nsw <2 x i64> zeroinitializer, zeroinitializer
  %extractelement = extractelement <2 x i64> %shl, i64 0
  %sub = sub i64 %load, %extractelement
  %and = and i64 %load, 1
  %sub1 = sub i64 %sub, %and
  %add = add i64 %extractelement, %sub1
  br label %bbl2

bbl2:                                             ; preds = %bbl2, %bbl
  %phi = phi i64 [ %add3, %bbl2 ], [ %add, %bbl ]
  %add3 = add i64 %phi, 1
  %icmp = icmp eq i64 %add3, 0
  br label %bbl2
}
