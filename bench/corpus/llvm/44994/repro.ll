; Function Attrs: noinline nounwind optnone uwtable
define dso_local i129 @_Z3divU7_ExtIntILi129EEiS_(i129 %0, i129 %1) #0  {
  %3 = alloca i129, align 8
  %4 = alloca i129, align 8
  store i129 %0, i129* %3, align 8
  store i129 %1, i129* %4, align 8
  %5 = load i129, i129* %3, align 8 
  %6 = load i129, i129* %4, align 8
  %7 = sdiv i129 %5, %6
  ret i129 %7 
}
