; crash.ll
target datalayout = "e-m:e-p:32:32-i8:8:32-i16:16:32-i64:64-n32"
target triple = "xtensa-unknown-none-elf"

define { ptr, i32 } @test() personality ptr null {
else:
  invoke void null({ i32, ptr } zeroinitializer, i32 0)
          to label %postinvoke unwind label %landingPad

postinvoke:
  unreachable

landingPad:
  %0 = landingpad { ptr, i32 }
          cleanup
  ret { ptr, i32 } %0
}
