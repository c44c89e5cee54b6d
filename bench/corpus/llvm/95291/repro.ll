declare <4 x half> @foo()
declare void @use(<4 x half>)

define void @boo() noinline optnone {
  %v = call <4 x half> @foo()
  call void @use(<4 x half> %v)
  ret void
}
