target triple = "arm64-apple-ios14.0.0"

define void @"func"(i32** swifterror %0) #0 {
  br label %thirtyeight

five:
  br label %UelOc2l.exit

common.ret:
  ret void

UelOc2l.exit:
  %a = getelementptr inbounds [754 x i8*], [754 x i8*]* undef, i32 undef, i32 undef
  %b = load i8*, i8** %a, align 8
  %c = bitcast i8* %b to void ()*
  call void %c()
  br label %common.ret

thirtythree:
  br i1 false, label %UelOc2l.exit, label %thirtythree

thirtyeight:
  br i1 undef, label %thirtyeight, label %thirtythree
}

attributes #0 = { noinline optnone "target-cpu"="apple-a7" }
