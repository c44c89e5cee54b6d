target triple = "x86_64-unknown-linux-gnu"

define void @f(ptr %p, ptr addrspace(270) %qas) {
entry:
  %q = addrspacecast ptr addrspace(270) %qas to ptr
  %q0 = load i32, ptr %q, align 4
  store i32 %q0, ptr %p, align 4
  %pq1 = getelementptr inbounds i32, ptr %q, i64 1
  %q1 = load i32, ptr %pq1, align 4
  %pp1 = getelementptr inbounds i32, ptr %p, i64 1
  store i32 %q1, ptr %pp1, align 4
  %pq2 = getelementptr inbounds i32, ptr %q, i64 2
  %q2 = load i32, ptr %pq2, align 4
  %pp2 = getelementptr inbounds i32, ptr %p, i64 2
  store i32 %q2, ptr %pp2, align 4
  %pq3 = getelementptr inbounds i32, ptr %q, i64 3
  %q3 = load i32, ptr %pq3, align 4
  %pp3 = getelementptr inbounds i32, ptr %p, i64 3
  store i32 %q3, ptr %pp3, align 4
  ret void
}
