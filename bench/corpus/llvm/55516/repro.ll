; opt -passes="instcombine"
define <1 x i1> @do_stuff(i64 %conv) {
entry:
  %0 = sitofp i64 %conv to double
  %shuffle.i = bitcast double %0 to <1 x i64>
  %1 = icmp eq <1 x i64> %shuffle.i, zeroinitializer
  ret <1 x i1> %1
}
