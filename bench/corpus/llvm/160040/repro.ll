target triple = "powerpc64le-unknown-linux-gnu"

define i32 @test(i32 %arg) {
  %icmp = icmp sgt i32 %arg, -1
  %select = select i1 %icmp, i16 1, i16 0
  %select1 = select i1 %icmp, i16 16384, i16 0
  %lshr = lshr i16 %select1, 1
  %zext = zext i16 %lshr to i32
  %lshr2 = lshr i32 %zext, 1
  %shl = shl i16 %select, 1
  %zext3 = zext i16 %shl to i32
  %or = or i32 %lshr2, %zext3
  ret i32 %or
}
