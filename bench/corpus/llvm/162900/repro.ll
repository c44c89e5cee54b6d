; ModuleID = 'module'
source_filename = "module"

define void @test(i32 %0, ...) {
block_0:
  %1 = alloca <{ i32, i32, ptr, ptr }>, align 8
  %2 = alloca <{ i32 }>, align 8
  call void @llvm.va_start(ptr %1)
  %3 = va_arg ptr %1, <{ i32 }>
  store <{ i32 }> %3, ptr %2, align 1
  call void @llvm.va_end(ptr %1)
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start(ptr) #0

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end(ptr) #0

attributes #0 = { nocallback nofree nosync nounwind willreturn }
