
define i8 @test() {
entry:
  br label %for.body

for.body:
  %sum = phi i32 [ %add285.19, %for.body ], [ 0, %entry ]
  %call278 = call i32 @fn(i32 %sum)
  %add285.13 = add i32 %call278, %call278
  %add285.14 = add i32 %add285.13, %call278
  %add285.15 = add i32 %add285.14, %call278
  %add285.16 = add i32 %add285.15, %call278
  %add285.17 = add i32 %add285.16, %call278
  %add285.18 = add i32 %add285.17, %call278
  %add285.19 = add i32 %add285.18, %call278
  br label %for.body
}

declare i32 @fn(i32)
