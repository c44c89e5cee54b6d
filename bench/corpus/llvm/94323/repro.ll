; opt -passes=inline test.ll -S
define i32 @func_131() {
entry:
  br label %common.ret

common.ret:                                       ; preds = %if.then309, %entry
  ret i32 0

if.then309:                                       ; No predecessors!
  %0 = call range(i8 5, 6) i8 @llvm.ctpop.i8(i8 0)
  %call444 = call i8 @safe_rshift_func_int8_t_s_u(i8 %0)
  br label %common.ret
}

define i8 @safe_rshift_func_int8_t_s_u(i8 %left) {
entry:
  %left. = tail call i8 @llvm.smin.i8(i8 %left, i8 0)
  ret i8 0
}
