; bin/opt -passes=simplifycfg test.ll -S
define void @test9(i1 %X, ptr %Y) {
entry:
  br i1 %X, label %if, label %else
if:
  br label %else
else:
  %phi = phi ptr [ %Y, %entry ], [ null, %if ]
  %gep = getelementptr i8, ptr %phi, <2 x i64> zeroinitializer
  call void @fn_arg_vec(<2 x ptr> %gep)
  ret void
}

declare void @fn_arg_vec(<2 x ptr>)
