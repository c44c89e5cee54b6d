target triple = "x86_64-unknown-linux-gnu"

define dso_local void @_Z1ov() {
entry:
  %ad.sroa.5.0.copyload = load i32, ptr getelementptr inbounds (i8, ptr @_Z1ov, i64 8), align 4
  %tobool.not.not = icmp eq i32 %ad.sroa.5.0.copyload, 0
  %bf.shl12 = select i1 %tobool.not.not, i80 0, i80 18446744073709551616
  %bf.shl18 = select i1 %tobool.not.not, i80 0, i80 281474976710656
  %bf.set9 = or i80 0, %bf.shl12
  %bf.set14 = or i80 %bf.set9, 1180591620717411303424
  %bf.clear22 = add nuw nsw i80 %bf.set14, %bf.shl18
  store i80 %bf.clear22, ptr undef, align 8
  ret void
}
