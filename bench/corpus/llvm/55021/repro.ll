define void @crash(ptr %result, <4 x i64>* %idx.ptr, <4 x i1>* %mask.ptr) #0 {
entry:
  %idx = load <4 x i64>, <4 x i64>* %idx.ptr
  %mask = load <4 x i1>, <4 x i1>* %mask.ptr
  %0 = getelementptr inbounds [512 x double], ptr %result, <4 x i64> %idx
  call void @llvm.masked.scatter.v4f64.v4p0(<4 x double> zeroinitializer, <4 x ptr> %0, i32 0, <4 x i1> %mask)
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind willreturn writeonly
declare void @llvm.masked.scatter.v4f64.v4p0(<4 x double>, <4 x ptr>, i32 immarg, <4 x i1>) #1

attributes #0 = { "target-cpu"="skylake-avx512" }
