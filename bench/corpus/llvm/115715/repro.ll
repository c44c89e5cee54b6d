define zeroext i16 @test3(i32 %y) #0 {
  %C = fcmp ole float 1.000000e+00, 1.000000e+00
  %conv = trunc i32 %y to i16
  store i1 %C, ptr undef, align 1
  ret i16 %conv
}

attributes #0 = { nounwind }
