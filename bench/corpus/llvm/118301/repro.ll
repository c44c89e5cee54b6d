define signext i32 @test_half_to_i32(half %a) nounwind {
entry:
  %conv = fptosi half %a to i32
  ret i32 %conv
}
