define void @bar() #0 {
  %1 = tail call i32 asm sideeffect "li $0, $1", "=r,i"(i32 10) #2
  call void @outlined_ir_func_0(i32 %1)
  ret void
}

declare void @foo(i32 noundef)

define void @baz() #0 {
  %1 = tail call i32 asm sideeffect "li $0, $1", "=r,i"(i32 10) #2
  call void @outlined_ir_func_0(i32 %1)
  ret void
}

define internal void @outlined_ir_func_0(i32 %0) #1 {
newFuncRoot:
  br label %_to_outline

_to_outline:
  %1 = and i32 %0, 31
  %2 = add nsw i32 %1, 6
  %3 = urem i32 %2, 24
  %4 = shl nuw nsw i32 1, %3
  tail call void @foo(i32 noundef %4) #2
  br label %_after_outline.exitStub

_after_outline.exitStub:
  ret void
}

attributes #0 = { "interrupt"="machine" }
attributes #1 = { minsize optsize "interrupt"="machine" }
attributes #2 = { nounwind }
