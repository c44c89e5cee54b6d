; ModuleID = 'bugpoint-reduced-instructions.bc'
source_filename = "reduced.ll"
target datalayout = "E-m:e-p:32:32-Fi64-i64:64-i128:128-n32:64"
target triple = "ppc64-unknown-lv2-unknown"

@__anon_1820 = external constant [7 x i8]

define { ptr, i64 } @__ubsan_handle_add_overflow() {
Entry:
  ret { ptr, i64 } { ptr @__anon_1820, i64 6 }
}
