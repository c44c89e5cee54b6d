define i1 @test1(i1 %C, i1 %A, i1 %B) {
entry:
  br i1 %C, label %yes, label %no3
yes:                                              
  ret i1 false
no3: 
  #dbg_declare(label %dest3,!7,!DIExpression(),!11)
  br i1 %A, label %yes, label %no3

}

