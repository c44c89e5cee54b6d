; bin/opt -passes=inline reduced.ll -S
define i32 @func_120(i1 %tobool626, ptr %g_231, ptr %l_506, i1 %tobool724, ptr %p) {
entry:
  %0 = bitcast i1 %tobool626 to <1 x i1>
  call void @llvm.masked.store.v1i64.p0(<1 x i64> zeroinitializer, ptr %g_231, i32 8, <1 x i1> %0)
  %1 = xor i1 %tobool626, true
  %2 = bitcast i1 %1 to <1 x i1>
  %3 = call <1 x ptr> @llvm.masked.load.v1p0.p0(ptr %g_231, i32 8, <1 x i1> %2, <1 x ptr> poison)
  %4 = bitcast <1 x ptr> %3 to ptr
  br i1 %tobool626, label %common.ret, label %if.else647

common.ret:                                       ; preds = %entry, %lor.end739
  ret i32 0

if.else647:                                       ; preds = %entry
  br i1 %tobool724, label %land.rhs725, label %lor.end739

land.rhs725:                                      ; preds = %if.else647
  %call726 = load i32, ptr %p, align 4
  br label %lor.end739

lor.end739:                                       ; preds = %land.rhs725, %if.else647
  %call745 = call i32 @func_136(ptr %4)
  br label %common.ret
}

define i32 @func_136(ptr nocapture readnone %p_137) {
entry:
  ret i32 0
}

