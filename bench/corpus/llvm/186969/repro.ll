; repro.ll
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "riscv64-unknown-unknown-elf"

@.str.45 = constant [4 x i8] c" 16\00"
@.str.47 = constant [4 x i8] c"-0E\00"

declare i32 @memcmp(ptr, ptr, i64)

define i1 @test() {
domemcmp23:
  %buffer = alloca [64 x i8], align 1
  store i8 0, ptr null, align 4294967296
  %0 = getelementptr i8, ptr %buffer, i64 1
  store i8 49, ptr %0, align 1
  %1 = getelementptr i8, ptr %buffer, i64 2
  store i8 32, ptr %buffer, align 1
  store i8 54, ptr %1, align 1
  %2 = call i32 @memcmp(ptr %buffer, ptr @.str.45, i64 3)
  %3 = icmp eq i32 %2, 0
  br i1 %3, label %assertPassed44, label %assertFailed45

assertPassed44:
  %4 = call i32 @memcmp(ptr null, ptr @.str.47, i64 3)
  %5 = icmp eq i32 %4, 0
  ret i1 %5

assertFailed45:
  unreachable
}
