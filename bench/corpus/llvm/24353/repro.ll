target triple = "x86_64-unknown-linux-gnu"

define <8 x i1> @test() {
  %C = icmp ult <8 x i16> zeroinitializer, zeroinitializer
  br label %B

B:
  %I = insertelement <8 x i1> %C, i1 undef, i32 0
  ret <8 x i1> %I
}
