define void @main() {
  %i = insertelement <vscale x 1 x i32> poison, i32 1, i32 0
  br label %cont

cont:
  %x = add <vscale x 1 x i32> %i, %i
  ret void
}
