; RUN: opt -S -passes=instcombine < %s
@g = external global i32

define i32 @test() {
  %and = and i32 xor (i32 lshr (i32 ptrtoint (ptr @g to i32), i32 8), i32 ptrtoint (ptr @g to i32)), 1
  ret i32 %and
}
