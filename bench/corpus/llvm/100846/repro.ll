define <4 x bfloat> @foo() {                                                     
  ret <4 x bfloat> <bfloat 1.0, bfloat 2.0, bfloat 3.0, bfloat 4.0>              
}
