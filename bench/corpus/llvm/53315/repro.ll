; RUN: llc -O0 < %s
target triple = "aarch64-unknown-linux-gnu"

define void @test() {
  %x = call i128 @returns_arg(i128 0)
  call void @accepts_arg(i128 %x)
  ret void
}

declare i128 @returns_arg(i128 returned)
declare void @accepts_arg(i128)
