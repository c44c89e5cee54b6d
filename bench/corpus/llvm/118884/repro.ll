target datalayout = "e-m:e-p:32:32:32-a:0-n16:32-i64:64:64-i32:32:32-i16:16:16-i1:8:8-f32:32:32-f64:64:64-v32:32:32-v64:64:64-v512:512:512-v1024:1024:1024-v2048:2048:2048"
target triple = "hexagon-unknown-linux4.19.0-unknown"

define fastcc void @simd.firstIndexOfValue__anon_206862() {
Entry:
  call fastcc void null(ptr null, <8 x i1> zeroinitializer)
  ret void
}
