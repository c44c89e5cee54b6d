@G = global <4 x i1> <i1 true, i1 false, i1 true, i1 true>
