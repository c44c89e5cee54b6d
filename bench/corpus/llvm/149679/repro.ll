define void @repro() {
  indirectbr ptr null, [ label %A, label %B ]
A:
  br i1 false, label %B, label %C
B:
  unreachable
C:
  br i1 true, label %A, label %B
}
