define void @f(i1 %0, double %1, double %2, double* %3) {
BB:
  %C = fcmp ugt double %1, %2
  br label %BB1

BB1:                                              ; preds = %BB1, %BB
  %A = alloca i1, i32 2
  %G = getelementptr i1, i1* %A, i1 %C
  %B1 = frem double %2, 0.5
  %S3 = select i1 %C, double %1, double %B1
  %L = load i1, i1* %G
  store double %S3, double* %3
  br i1 %L, label %BB1, label %BB2

BB2:                                              ; preds = %BB1
  ret void
}
