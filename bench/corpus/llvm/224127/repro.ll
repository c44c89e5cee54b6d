target triple = "x86_64-unknown-linux-gnu"
declare { <2 x double>, <2 x i32> } @llvm.frexp.v2f64.v2i32(<2 x double>)
define void @vfrexp2(ptr %m, ptr %e, ptr %a) {
  %x = load <2 x double>, ptr %a
  %r = call { <2 x double>, <2 x i32> } @llvm.frexp.v2f64.v2i32(<2 x double> %x)
  %mm = extractvalue { <2 x double>, <2 x i32> } %r, 0
  %ee = extractvalue { <2 x double>, <2 x i32> } %r, 1
  store <2 x double> %mm, ptr %m
  store <2 x i32> %ee, ptr %e
  ret void
}
