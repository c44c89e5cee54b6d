; file: "global-register.ll"

define dso_local i64 @value_rbx() {
  %value = call i64 @llvm.read_register.i64(metadata !"rbx")
  ret i64 %value
}

declare i64 @llvm.read_register.i64(metadata) #0

attributes #0 = { nounwind readonly }
