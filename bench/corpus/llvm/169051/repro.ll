define dllexport <4 x float> @"main"() local_unnamed_addr {
  ret <4 x float> undef
}
