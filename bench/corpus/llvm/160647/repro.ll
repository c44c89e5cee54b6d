target datalayout = "e-m:e-p:32:32:32-a:0-n16:32-i64:64:64-i32:32:32-i16:16:16-i1:8:8-f32:32:32-f64:64:64-v32:32:32-v64:64:64-v512:512:512-v1024:1024:1024-v2048:2048:2048"
target triple = "hexagon-unknown-linux-musl"

define fastcc void @_ZN3hwy5N_HVX12_GLOBAL__N_125TestLoadStoreInterleaved2clIaNS0_4SimdIaLj128ELi0EEEEEvT_T0_(i1 %cmp.i.i) {
entry:
  %call.i.i.i172 = load ptr, ptr null, align 4
  %add.ptr = getelementptr i8, ptr %call.i.i.i172, i32 1
  store <32 x i32> zeroinitializer, ptr %add.ptr, align 128
  %add.ptr4.i4 = getelementptr i8, ptr %call.i.i.i172, i32 129
  br i1 %cmp.i.i, label %common.ret, label %if.end.i.i

common.ret:                                       ; preds = %if.end.i.i, %entry
  ret void

if.end.i.i:                                       ; preds = %entry
  store <32 x i32> zeroinitializer, ptr %add.ptr4.i4, align 1
  br label %common.ret
}
