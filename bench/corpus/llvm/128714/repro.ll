target datalayout = "e-m:e-p:32:32:32-a:0-n16:32-i64:64:64-i32:32:32-i16:16:16-i1:8:8-f32:32:32-f64:64:64-v32:32:32-v64:64:64-v512:512:512-v1024:1024:1024-v2048:2048:2048"
target triple = "hexagon-unknown-linux-musl"

define void @checkasm_check_v210enc(i32 %.pre) {
entry:
  br label %for.body147

for.body147:                                      ; preds = %for.body170, %entry
  %add11.i526 = or i32 %.pre, 1
  br label %for.body158

for.body158:                                      ; preds = %for.body158, %for.body147
  %i154.0604 = phi i32 [ 0, %for.body147 ], [ %add166.3, %for.body158 ]
  %add11.i536602603 = phi i32 [ %add11.i526, %for.body147 ], [ 0, %for.body158 ]
  %and8.i534 = and i32 %add11.i536602603, 1
  %arrayidx9.i535 = getelementptr [64 x i32], ptr null, i32 0, i32 %and8.i534
  store i32 0, ptr %arrayidx9.i535, align 4
  %add166.3 = add i32 %i154.0604, 1
  %cmp157.3 = icmp ult i32 %i154.0604, 510
  br i1 %cmp157.3, label %for.body158, label %for.body170

for.body170:                                      ; preds = %for.body170, %for.body158
  %i154.1608 = phi i32 [ %add182.1, %for.body170 ], [ 0, %for.body158 ]
  %add11.i556606607 = phi i32 [ 0, %for.body170 ], [ 1, %for.body158 ]
  %add.ptr179 = getelementptr i16, ptr null, i32 %i154.1608
  store i32 0, ptr %add.ptr179, align 8
  %add182 = or disjoint i32 %i154.1608, 2
  %sub.i547.1 = add i32 %add11.i556606607, 1
  %and.i548.1 = and i32 %sub.i547.1, 1
  %arrayidx.i549.1 = getelementptr [64 x i32], ptr null, i32 0, i32 %and.i548.1
  %0 = load i32, ptr %arrayidx.i549.1, align 4
  %add.ptr178.1 = getelementptr i16, ptr null, i32 %add182
  store i32 %0, ptr %add.ptr178.1, align 4
  %add182.1 = add i32 %i154.1608, 1
  %cmp169.1 = icmp ult i32 %i154.1608, 254
  br i1 %cmp169.1, label %for.body170, label %for.body147
}

