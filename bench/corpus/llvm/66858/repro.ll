target triple = "arm"

define void @0(ptr %0) {
  br i1 poison, label %2, label %3

2:                                                ; preds = %1
  store ptr null, ptr %0
  br label %4

3:                                                ; preds = %1
  br i1 poison, label %5, label %6

4:                                                ; preds = %9, %2
  ret void

5:                                                ; preds = %3
  br i1 poison, label %7, label %8

6:                                                ; preds = %3
  br i1 poison, label %11, label %12

7:                                                ; preds = %5
  br i1 poison, label %9, label %10

8:                                                ; preds = %5
  call void @1()
  unreachable

9:                                                ; preds = %7
  store ptr null, ptr poison
  br label %4

10:                                               ; preds = %7
  unreachable

11:                                               ; preds = %6
  unreachable

12:                                               ; preds = %6
  call void @1()
  unreachable
}

define void @1() {
  unreachable
}
