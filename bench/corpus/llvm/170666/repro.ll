target datalayout = "E-m:a-Fi64-i64:64-i128:128-n32:64-S128-v256:256:256-v512:512:512"
target triple = "powerpc64-ibm-aix7.2.0.0"
 
; Function Attrs: mustprogress strictfp
define i32 @_Z14checksumFile_HP4FILEPh(i32 %n) #0 {
entry:
  br label %for.body
 
for.body:                                     ; preds = %for.body, %entry
  %ix2 = phi i8 [ 0, %entry ], [ %xor, %for.body ]
  %ix1 = phi i8 [ 0, %entry ], [ %fshl1, %for.body ]
  %ix = phi i32 [ 0, %entry ], [ %add, %for.body ]
  %0 = sext i32 %ix to i64
  %gep = getelementptr i8, ptr poison, i64 %0
  %fshl = call i8 @llvm.fshl.i8(i8 %ix1, i8 0, i8 0) #2
  %fshl1 = call i8 @llvm.fshl.i8(i8 %ix2, i8 0, i8 0) #2
  %ld = load i8, ptr %gep, align 1
  %xor = xor i8 %ld, %fshl
  %gep1 = getelementptr i8, ptr %gep, i64 1
  %ld1 = load i8, ptr %gep1, align 1
  %add= add i32 %ix, 4
  %cmp = icmp slt i32 %ix, %n
  br i1 %cmp, label %for.body, label %for.end
 
for.end:                             ; preds = %for.body
  ret i32 0
}
 
; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i8 @llvm.fshl.i8(i8, i8, i8) #1
 
; uselistorder directives
uselistorder ptr @llvm.fshl.i8, { 1, 0 }
 
attributes #0 = { mustprogress strictfp }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { strictfp } 
