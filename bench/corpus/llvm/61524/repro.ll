define <3 x i1> @repro(i1 %cond) local_unnamed_addr {
  %select = select i1 %cond, <3 x i1> <i1 true, i1 true, i1 true>, <3 x i1> zeroinitializer
  ret <3 x i1> %select
}
