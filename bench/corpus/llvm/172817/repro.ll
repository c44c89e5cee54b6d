; Function Attrs: nocallback nofree nosync willreturn memory(argmem: readwrite)
declare i32 @llvm.ctlz.i32.p0(i32, i1 immarg) #0

define i32 @c1(i32 %A) {
  %for.body.i = call i32 @llvm.ctlz.i32.p0(i32 %A, i1 false)
  ret i32 %for.body.i
}

attributes #0 = { nocallback nofree nosync willreturn memory(argmem: readwrite) }

