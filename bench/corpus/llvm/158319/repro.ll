; bin/opt -passes=loop-vectorize test.ll -S
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

define i16 @main() {
entry:
  br label %safe_lshift_func_uint16_t_u_s.exit.i.i

safe_lshift_func_uint16_t_u_s.exit.i.i:           ; preds = %safe_lshift_func_uint16_t_u_s.exit.i.i, %entry
  %l_1488.0377.i.i = phi i16 [ 0, %entry ], [ %l_1488.2.lcssa.2.i.i, %safe_lshift_func_uint16_t_u_s.exit.i.i ]
  %storemerge376.i.i = phi i16 [ 1, %entry ], [ %inc275.i.i, %safe_lshift_func_uint16_t_u_s.exit.i.i ]
  %0 = load i32, ptr null, align 4
  %tobool254.not.2.i.i = icmp eq i32 %0, 0
  %l_1488.2.lcssa.2.i.i = select i1 %tobool254.not.2.i.i, i16 1, i16 0
  %inc275.i.i = add i16 %storemerge376.i.i, 1
  %exitcond.not.i.i = icmp eq i16 %inc275.i.i, 0
  br i1 %exitcond.not.i.i, label %func_210.exit, label %safe_lshift_func_uint16_t_u_s.exit.i.i

func_210.exit:                                    ; preds = %safe_lshift_func_uint16_t_u_s.exit.i.i
  ret i16 %l_1488.0377.i.i
}
