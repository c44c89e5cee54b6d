@a = external dso_local local_unnamed_addr global i64, align 8
@b = external dso_local local_unnamed_addr global i32, align 4

declare dso_local i64 @c() local_unnamed_addr #0

define dso_local void @e() local_unnamed_addr #0 {
  %1 = tail call i64 @c()
  %2 = sext i64 %1 to i128
  %3 = xor i128 %2, 17440380254424117642
  %4 = icmp slt i128 %3, 10
  %5 = zext i1 %4 to i32
  store i32 %5, ptr @b, align 4
  ret void
}
