define void @blam(ptr %arg, ptr %arg1) {
bb:
  br label %bb400

bb400:                                            ; preds = %bb437, %bb
  %phi401 = phi ptr [ %getelementptr440, %bb437 ], [ %arg, %bb ]
  %phi402 = phi ptr [ %getelementptr439, %bb437 ], [ %arg1, %bb ]
  %load403 = load i64, ptr %phi402, align 4
  store i64 %load403, ptr %phi401, align 4
  %getelementptr404 = getelementptr i8, ptr %phi402, i64 8
  %getelementptr405 = getelementptr i8, ptr %phi401, i64 8
  %load408 = load i64, ptr %getelementptr404, align 4
  store i64 %load408, ptr %getelementptr405, align 4
  %getelementptr409 = getelementptr i8, ptr %phi402, i64 16
  %getelementptr410 = getelementptr i8, ptr %phi401, i64 16
  %load413 = load i64, ptr %getelementptr409, align 4
  store i64 %load413, ptr %getelementptr410, align 4
  %getelementptr414 = getelementptr i8, ptr %phi402, i64 24
  %getelementptr415 = getelementptr i8, ptr %phi401, i64 24
  %load418 = load i64, ptr %getelementptr414, align 4
  store i64 %load418, ptr %getelementptr415, align 4
  %getelementptr419 = getelementptr i8, ptr %phi402, i64 32
  %getelementptr420 = getelementptr i8, ptr %phi401, i64 32
  %load423 = load i64, ptr %getelementptr419, align 4
  store i64 %load423, ptr %getelementptr420, align 4
  %getelementptr424 = getelementptr i8, ptr %phi402, i64 40
  %getelementptr425 = getelementptr i8, ptr %phi401, i64 40
  %load428 = load i64, ptr %getelementptr424, align 4
  store i64 %load428, ptr %getelementptr425, align 4
  %getelementptr429 = getelementptr i8, ptr %phi402, i64 48
  %getelementptr430 = getelementptr i8, ptr %phi401, i64 48
  %load433 = load i64, ptr %getelementptr429, align 4
  store i64 %load433, ptr %getelementptr430, align 4
  %getelementptr434 = getelementptr i8, ptr %phi402, i64 56
  %getelementptr435 = getelementptr i8, ptr %phi401, i64 56
  %icmp436 = icmp eq ptr %getelementptr434, null
  br i1 %icmp436, label %bb442, label %bb437

bb437:                                            ; preds = %bb400
  %load438 = load i64, ptr %getelementptr434, align 4
  store i64 %load438, ptr %getelementptr435, align 4
  %getelementptr439 = getelementptr i8, ptr %phi402, i64 64
  %getelementptr440 = getelementptr i8, ptr %phi401, i64 64
  br i1 false, label %bb442, label %bb400

bb442:                                            ; preds = %bb437, %bb400
  %phi443 = phi ptr [ %getelementptr440, %bb437 ], [ %getelementptr435, %bb400 ]
  ret void
}
