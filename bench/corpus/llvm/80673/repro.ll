target datalayout = "e-m:o-i64:64-i128:128-n32:64-S128-P1"
target triple = "arm64-apple-macosx14.0.0"


declare ptr addrspace(1) @GC__malloc(i64, i8, i64) #3 gc "statepoint-example"

; Function Attrs: noinline nounwind optnone ssp uwtable(sync)
define i32 @main() gc "statepoint-example" {
  %alloca_ptr_addr_1 = alloca [8 x i8], align 1, addrspace(1)
  br label %1

1:                                                ; preds = %0
  %a = call ptr addrspace(1) @GC__malloc(i64 4, i8 0, i64 0) #3
  %b = load i32, ptr addrspace(1) %alloca_ptr_addr_1, align 4
  ret i32 0
}

