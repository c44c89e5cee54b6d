define i1 @foo() {
  %c1 = load volatile i1, ptr undef
  %s1 = select i1 %c1, i1 true, i1 false

  %c2 = load volatile i1, ptr undef
  %s2 = select i1 %c2, i1 true, i1 %s1

  %c3 = load volatile i1, ptr undef
  %s3 = select i1 %c3, i1 true, i1 %s2

  %c4 = load volatile i1, ptr undef
  %s4 = select i1 %c4, i1 true, i1 %s3

  %c5 = load volatile i1, ptr undef
  %s5 = select i1 %c5, i1 true, i1 %s4

  ret i1 %s5
}
