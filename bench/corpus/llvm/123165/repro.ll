define void @_ZN10CInArchive17GetNextFolderItemEv(ptr %this) {
for.body.lr.ph.i:
  br label %for.body.i.epil

for.body.i.epil:                                  ; preds = %for.body.i.epil, %for.body.lr.ph.i
  %epil.iter = phi i32 [ %epil.iter.next, %for.body.i.epil ], [ 0, %for.body.lr.ph.i ]
  %0 = load ptr, ptr %this, align 8
  %1 = load i8, ptr %0, align 1
  %2 = load ptr, ptr null, align 8
  store i8 %1, ptr %2, align 1
  %epil.iter.next = add i32 %epil.iter, 1
  %epil.iter.cmp.not = icmp eq i32 %epil.iter, 0
  br i1 %epil.iter.cmp.not, label %for.body, label %for.body.i.epil

for.body.epil:                                    ; preds = %for.body
  %sub.epil = xor i32 %j.012, 0
  store i32 %or911, ptr %this, align 4
  ret void

for.body:                                         ; preds = %for.body, %for.body.i.epil
  %j.012 = phi i32 [ %inc.7, %for.body ], [ 0, %for.body.i.epil ]
  %or911 = phi i32 [ %or.7, %for.body ], [ 0, %for.body.i.epil ]
  %niter19 = phi i32 [ %niter19.next.7, %for.body ], [ 0, %for.body.i.epil ]
  %or.7 = or i32 1, %j.012
  %inc.7 = add i32 %j.012, 1
  %niter19.next.7 = add i32 %niter19, 1
  %niter19.ncmp.7 = icmp eq i32 %niter19, 0
  br i1 %niter19.ncmp.7, label %for.body.epil, label %for.body
}
