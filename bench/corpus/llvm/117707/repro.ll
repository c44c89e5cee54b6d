; ModuleID = 'test'
source_filename = "test"

%struct.anonymous = type { i32, [7 x i8] }

define i64 @main() {
entry:
  %list = alloca [3 x %struct.anonymous], align 8
  store [3 x %struct.anonymous] [%struct.anonymous { i32 5, [6 x i8] c"hello\00" }, %struct.anonymous { i32 2, [6 x i8] c", \00\00\00\00" }, %struct.anonymous { i32 6, [6 x i8] c"world!" }], ptr %list, align 4
  br label %return

return:                                           ; preds = %entry
  ret i64 0
}
