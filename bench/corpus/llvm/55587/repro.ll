define dso_local i32 @main(i32 %argc, i8** %argv) {
entry:
  %bf = sitofp i32 %argc to bfloat
  %i = fptosi bfloat %bf to i32
  ret i32 %i
}
