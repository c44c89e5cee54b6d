source_filename = "test"
target datalayout = "e-m:e-p:32:32-i64:64-n32-S128"
target triple = "riscv32-rv32imac-unknown"

define dso_local void @test() local_unnamed_addr #23 align 64 {
entry:
  %0 = tail call i32 asm sideeffect "csrr $0, 0x42", "=r"() #25 
  %1 = tail call i32 asm sideeffect "csrr $0, 0x43", "=r"() #25
  tail call void asm sideeffect "", "~{x17},~{x10},~{x11},~{x12},~{x13}"() #25
  %cmp = icmp eq i32 %0, 11
  br i1 %cmp, label %if.else, label %if.else

if.else:                                          ; preds = %entry
  %call = tail call i32 @foo(i32 noundef %0, i32 noundef %1)
  br label %if.end

if.end:                                           ; preds = %if.else, %if.then
  ret void
}

declare i32 @foo(i32 noundef %arg0, i32 noundef %arg1);

attributes #23 = { nounwind "stack-protector-buffer-size"="8" "target-cpu"="generic-rv32" "target-features"="+32bit,+m,+zcmp" }
attributes #25 = { nounwind }
