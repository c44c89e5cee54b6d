; ModuleID = 'llvm-link'
source_filename = "llvm-link"

define void @autogen_SD101(ptr %0, ptr %1, ptr %2, i32 %3, i64 %4, i8 %5) {
BB:
  %A4 = alloca float, align 4
  %A3 = alloca float, align 4
  %A2 = alloca i1, align 1
  %A1 = alloca i1, align 1
  %A = alloca i1, align 1
  %L = load <8 x float>, ptr %0, align 32
  store i16 30095, ptr %0, align 2
  %E = extractelement <16 x i8> zeroinitializer, i32 267239
  %Shuff = shufflevector <4 x i1> zeroinitializer, <4 x i1> zeroinitializer, <4 x i32> <i32 5, i32 7, i32 1, i32 3>
  %I = insertelement <4 x i32> zeroinitializer, i32 402059, i32 267239
  %ZE = fpext float 0xC6926E1640000000 to double
  %Sl = select i1 false, i8 -13, i8 55
  %Cmp = icmp slt <4 x i64> zeroinitializer, zeroinitializer
  %L5 = load i8, ptr %0, align 1
  store <2 x i8> <i8 0, i8 -1>, ptr %0, align 2
  %E6 = extractelement <16 x i8> zeroinitializer, i32 405243
  %Shuff7 = shufflevector <4 x i8> zeroinitializer, <4 x i8> zeroinitializer, <4 x i32> <i32 2, i32 poison, i32 6, i32 0>
  %I8 = insertelement <4 x i1> zeroinitializer, i1 false, i32 %3
  %B = lshr i8 -29, -13
  %Se = sext <4 x i1> %Cmp to <4 x i64>
  %Sl9 = select i1 true, float 0xB9CF619340000000, float 0xB9CF619340000000
  %Cmp10 = icmp slt <8 x i1> zeroinitializer, zeroinitializer
  %L11 = load double, ptr %0, align 8
  store <1 x float> zeroinitializer, ptr %0, align 4
  %E12 = extractelement <16 x i8> zeroinitializer, i32 267239
  %Shuff13 = shufflevector <8 x i1> zeroinitializer, <8 x i1> zeroinitializer, <8 x i32> <i32 1, i32 3, i32 5, i32 7, i32 9, i32 11, i32 13, i32 15>
  %I14 = insertelement <4 x i1> zeroinitializer, i1 false, i32 %3
  %B15 = frem double 0x4619C1B8C017B136, 0xB0A58B44A8A378C2
  %ZE16 = zext <4 x i1> %I8 to <4 x i8>
  %Sl17 = select i1 false, i1 true, i1 true
  br label %CF452

CF452:                                            ; preds = %BB
  %Cmp18 = icmp ne <8 x i1> zeroinitializer, %Cmp10
  %L19 = load <4 x i32>, ptr %0, align 16
  store double %ZE, ptr %A2, align 8
  %E20 = extractelement <4 x i8> %ZE16, i32 %3
  %Shuff21 = shufflevector <8 x i1> %Shuff13, <8 x i1> zeroinitializer, <8 x i32> <i32 15, i32 1, i32 3, i32 5, i32 poison, i32 9, i32 11, i32 poison>
  %I22 = insertelement <4 x i1> zeroinitializer, i1 %Sl17, i32 267239
  %B23 = frem double 0x229D1C824276946, %L11
  %Tr = fptrunc double 0xB0A58B44A8A378C2 to float
  %Sl24 = select i1 true, i8 %L5, i8 %L5
  %Cmp25 = icmp ule i32 405243, %3
  br label %CF409

CF409:                                            ; preds = %CF421, %CF444, %CF450, %CF409, %CF452
  %L26 = load <4 x i32>, ptr %0, align 16
  store i64 %4, ptr %0, align 4
  %E27 = extractelement <16 x i8> zeroinitializer, i32 267239
  %Shuff28 = shufflevector <8 x i1> %Shuff21, <8 x i1> %Shuff13, <8 x i32> <i32 11, i32 13, i32 15, i32 1, i32 3, i32 5, i32 7, i32 9>
  %I29 = insertelement <2 x i64> zeroinitializer, i64 377611, i32 267239
  %Sl30 = select i1 true, i8 %Sl24, i8 %E27
  %Cmp31 = icmp eq i8 %Sl24, %E
  br i1 %Cmp31, label %CF409, label %CF450

CF450:                                            ; preds = %CF409
  %L32 = load <4 x float>, ptr %0, align 16
  store i8 -29, ptr %0, align 1
  %E33 = extractelement <8 x i1> %Shuff28, i32 %3
  br i1 %E33, label %CF409, label %CF417

CF417:                                            ; preds = %CF417, %CF450
  %Shuff34 = shufflevector <4 x i1> %Shuff, <4 x i1> %Shuff, <4 x i32> <i32 poison, i32 7, i32 1, i32 3>
  %I35 = insertelement <4 x i1> zeroinitializer, i1 true, i32 %3
  %B36 = add <16 x i32> zeroinitializer, zeroinitializer
  %ZE37 = zext <8 x i1> zeroinitializer to <8 x i32>
  %Sl38 = select i1 false, double %B15, double %B23
  %Cmp39 = fcmp ule float 0xBA696AAD40000000, %Tr
  br i1 %Cmp39, label %CF417, label %CF419

CF419:                                            ; preds = %CF446, %CF462, %CF419, %CF417
  %L40 = load <8 x i1>, ptr %0, align 1
  store i8 %E12, ptr %0, align 1
  %E41 = extractelement <8 x i1> %Shuff13, i32 402059
  br i1 %E41, label %CF419, label %CF462

CF462:                                            ; preds = %CF419
  %Shuff42 = shufflevector <4 x i1> %I35, <4 x i1> zeroinitializer, <4 x i32> <i32 3, i32 5, i32 7, i32 1>
  %I43 = insertelement <8 x i1> %Shuff21, i1 false, i32 267239
  %B44 = lshr i8 %B, -29
  %Se45 = sext i1 %Cmp25 to i16
  %Sl46 = select i1 true, float %Tr, float 0xC7E76DAB40000000
  %Cmp47 = icmp ugt <4 x i1> %Shuff34, %Shuff
  %L48 = load i8, ptr %0, align 1
  %E49 = extractelement <4 x i32> %L26, i32 402059
  %Shuff50 = shufflevector <4 x i1> zeroinitializer, <4 x i1> %Shuff, <4 x i32> <i32 7, i32 1, i32 3, i32 5>
  %I51 = insertelement <4 x float> %L32, float %Sl46, i32 267239
  %B52 = xor i8 %B, %E
  %ZE53 = zext <4 x i1> %Shuff to <4 x i16>
  %Sl54 = select i1 false, <8 x i1> %Shuff28, <8 x i1> zeroinitializer
  %Cmp55 = icmp uge <4 x i8> %Shuff7, zeroinitializer
  %L56 = load double, ptr %0, align 8
  store <1 x i8> zeroinitializer, ptr %0, align 1
  %E57 = extractelement <8 x i32> %ZE37, i32 %E49
  %Shuff58 = shufflevector <4 x i1> %Cmp, <4 x i1> %I22, <4 x i32> <i32 7, i32 1, i32 poison, i32 5>
  %I59 = insertelement <4 x i1> zeroinitializer, i1 %Cmp39, i32 %E49
  %B60 = srem <16 x i8> zeroinitializer, zeroinitializer
  %BC = bitcast float 0xC7E76DAB40000000 to i32
  %Sl61 = select i1 false, <8 x i1> %Sl54, <8 x i1> %L40
  %Cmp62 = fcmp oeq double %B23, 0xB0A58B44A8A378C2
  br i1 %Cmp62, label %CF419, label %CF446

CF446:                                            ; preds = %CF462
  %L63 = load i32, ptr %0, align 4
  store <2 x double> <double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF>, ptr %0, align 16
  %E64 = extractelement <2 x i64> zeroinitializer, i32 %E49
  %Shuff65 = shufflevector <8 x i1> %Sl61, <8 x i1> %Cmp10, <8 x i32> <i32 poison, i32 poison, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12>
  %I66 = insertelement <4 x i8> zeroinitializer, i8 -13, i32 %E49
  %B67 = xor i8 %E27, %E20
  %Se68 = sext <4 x i1> %Shuff to <4 x i64>
  %Sl69 = select i1 %E33, float 0xB9CF619340000000, float 0xC037EC9BC0000000
  %Cmp70 = icmp ugt <4 x i1> %Cmp, %Shuff
  %L71 = load i8, ptr %0, align 1
  store <4 x i16> %ZE53, ptr %0, align 8
  %E72 = extractelement <4 x i1> %Cmp47, i32 267239
  br i1 %E72, label %CF419, label %CF444

CF444:                                            ; preds = %CF446
  %Shuff73 = shufflevector <2 x i32> zeroinitializer, <2 x i32> zeroinitializer, <2 x i32> <i32 0, i32 2>
  %I74 = insertelement <4 x i1> zeroinitializer, i1 %Cmp62, i32 %E49
  %ZE75 = fpext float %Tr to double
  %Sl76 = select i1 false, <4 x i64> %Se68, <4 x i64> %Se68
  %Cmp77 = icmp ule i8 %Sl30, -29
  br i1 %Cmp77, label %CF409, label %CF416

CF416:                                            ; preds = %CF447, %CF460, %CF416, %CF444
  %L78 = load float, ptr %0, align 4
  store <4 x i32> zeroinitializer, ptr %0, align 16
  %E79 = extractelement <4 x i64> %Se68, i32 %E49
  %Shuff80 = shufflevector <4 x i32> %L26, <4 x i32> zeroinitializer, <4 x i32> <i32 4, i32 6, i32 0, i32 2>
  %I81 = insertelement <4 x i8> %ZE16, i8 %5, i32 %E49
  %B82 = add <16 x i8> zeroinitializer, zeroinitializer
  %Se83 = sext <8 x i1> %Sl61 to <8 x i16>
  %Sl84 = select <4 x i1> %Cmp70, <4 x i1> %I59, <4 x i1> zeroinitializer
  %Cmp85 = fcmp ole double 0xB0A58B44A8A378C2, 0xB0A58B44A8A378C2
  br i1 %Cmp85, label %CF416, label %CF460

CF460:                                            ; preds = %CF416
  %L86 = load <4 x double>, ptr %0, align 32
  store i16 %Se45, ptr %0, align 2
  %E87 = extractelement <16 x i8> zeroinitializer, i32 %3
  %Shuff88 = shufflevector <4 x i32> %L19, <4 x i32> %I, <4 x i32> <i32 3, i32 5, i32 7, i32 1>
  %I89 = insertelement <4 x i1> %I22, i1 %Cmp25, i32 %E49
  %B90 = mul <4 x i8> %I66, zeroinitializer
  %FC = uitofp i1 false to float
  %Sl91 = select i1 true, i1 %Sl17, i1 false
  br i1 %Sl91, label %CF416, label %CF447

CF447:                                            ; preds = %CF460
  %Cmp92 = icmp uge <4 x i1> zeroinitializer, %Shuff34
  %L93 = load float, ptr %0, align 4
  %E94 = extractelement <8 x i1> %I43, i32 %3
  br i1 %E94, label %CF416, label %CF421

CF421:                                            ; preds = %CF447
  %Shuff95 = shufflevector <4 x i8> zeroinitializer, <4 x i8> zeroinitializer, <4 x i32> <i32 7, i32 1, i32 3, i32 5>
  %I96 = insertelement <8 x i1> %Cmp18, i1 %Cmp31, i32 402059
  %Sl97 = select <8 x i1> %I96, <8 x i1> %Shuff28, <8 x i1> zeroinitializer
  %Cmp98 = icmp ne <4 x i64> %Se68, %Se68
  %L99 = load <1 x i64>, ptr %0, align 8
  store i8 %B44, ptr %0, align 1
  %E100 = extractelement <8 x i1> %Shuff65, i32 %E49
  br i1 %E100, label %CF409, label %CF410

CF410:                                            ; preds = %CF438, %CF410, %CF421
  %Shuff101 = shufflevector <4 x i32> %I, <4 x i32> %Shuff80, <4 x i32> <i32 3, i32 5, i32 7, i32 1>
  %I102 = insertelement <4 x i8> %Shuff7, i8 %E87, i32 %3
  %B103 = and <4 x i8> zeroinitializer, %I66
  %FC104 = sitofp <8 x i1> zeroinitializer to <8 x double>
  %Sl105 = select i1 %Cmp62, i8 -13, i8 %B67
  %Cmp106 = icmp ne i8 %E27, %Sl24
  br i1 %Cmp106, label %CF410, label %CF438

CF438:                                            ; preds = %CF410
  %L107 = load <4 x i1>, ptr %0, align 1
  store i32 %3, ptr %0, align 4
  %E108 = extractelement <4 x i1> zeroinitializer, i32 %E49
  br i1 %E108, label %CF410, label %CF436

CF436:                                            ; preds = %CF436, %CF438
  %Shuff109 = shufflevector <4 x i32> zeroinitializer, <4 x i32> zeroinitializer, <4 x i32> <i32 1, i32 3, i32 5, i32 7>
  %I110 = insertelement <4 x i64> %Se68, i64 %4, i32 %3
  %B111 = fmul float %L78, 0xB9CF619340000000
  %FC112 = fptoui float 0xBA696AAD40000000 to i16
  %Sl113 = select i1 %Cmp77, i8 %E, i8 %E87
  %Cmp114 = icmp sgt <4 x i1> %Shuff58, %I14
  %L115 = load double, ptr %0, align 8
  %E116 = extractelement <4 x float> %L32, i32 %E49
  %Shuff117 = shufflevector <8 x i1> %Shuff65, <8 x i1> %Sl61, <8 x i32> <i32 5, i32 7, i32 9, i32 poison, i32 13, i32 poison, i32 1, i32 3>
  %I118 = insertelement <4 x i1> %Shuff58, i1 %E100, i32 405243
  %FC119 = fptosi float 0xC7E76DAB40000000 to i8
  %Sl120 = select i1 %Cmp77, <4 x i8> %I102, <4 x i8> %B90
  %Cmp121 = icmp ule <16 x i8> %B82, %B60
  %L122 = load i16, ptr %0, align 2
  store <4 x double> %L86, ptr %0, align 32
  %E123 = extractelement <4 x i1> %Cmp92, i32 %3
  br i1 %E123, label %CF436, label %CF440

CF440:                                            ; preds = %CF440, %CF436
  %Shuff124 = shufflevector <4 x i8> %I81, <4 x i8> zeroinitializer, <4 x i32> <i32 2, i32 4, i32 6, i32 poison>
  %I125 = insertelement <4 x i1> %Cmp114, i1 %E94, i32 %E49
  %B126 = mul <4 x i64> %Se, %Se68
  %Se127 = sext <2 x i32> zeroinitializer to <2 x i64>
  %Sl128 = select i1 %Sl17, i1 %Cmp39, i1 true
  br i1 %Sl128, label %CF440, label %CF451

CF451:                                            ; preds = %CF451, %CF440
  %Cmp129 = icmp sge i16 %L122, %Se45
  br i1 %Cmp129, label %CF451, label %CF458

CF458:                                            ; preds = %CF451
  %L130 = load float, ptr %0, align 4
  store <2 x float> <float 0.000000e+00, float 0xFFFFFFFFE0000000>, ptr %0, align 8
  %E131 = extractelement <4 x i1> %Cmp, i32 %3
  br label %CF407

CF407:                                            ; preds = %CF454, %CF407, %CF458
  %Shuff132 = shufflevector <4 x i1> %Cmp47, <4 x i1> %Cmp55, <4 x i32> <i32 2, i32 poison, i32 6, i32 poison>
  %I133 = insertelement <16 x i32> zeroinitializer, i32 267239, i32 %E57
  %B134 = fdiv float 0xBA696AAD40000000, 0xC037EC9BC0000000
  %ZE135 = zext i1 %E72 to i16
  %Sl136 = select i1 %Cmp106, i1 true, i1 %E72
  br i1 %Sl136, label %CF407, label %CF437

CF437:                                            ; preds = %CF437, %CF407
  %Cmp137 = icmp slt <2 x i32> zeroinitializer, %Shuff73
  %L138 = load <4 x i32>, ptr %0, align 16
  store i32 %E49, ptr %0, align 4
  %E139 = extractelement <4 x i8> %I81, i32 %E49
  %Shuff140 = shufflevector <4 x i1> %I59, <4 x i1> zeroinitializer, <4 x i32> <i32 7, i32 1, i32 3, i32 5>
  %I141 = insertelement <4 x i32> zeroinitializer, i32 %E49, i32 %E49
  %B142 = sdiv <16 x i8> zeroinitializer, zeroinitializer
  %FC143 = uitofp i1 %E72 to double
  %Sl144 = select i1 %E72, ptr %A3, ptr %0
  %Cmp145 = icmp ne i32 267239, %3
  br i1 %Cmp145, label %CF437, label %CF454

CF454:                                            ; preds = %CF437
  %L146 = load i1, ptr %Sl144, align 1
  br i1 %L146, label %CF407, label %CF412

CF412:                                            ; preds = %CF412, %CF454
  store <1 x i8> zeroinitializer, ptr %Sl144, align 1
  %E147 = extractelement <4 x i8> %Sl120, i32 %3
  %Shuff148 = shufflevector <4 x i1> %I22, <4 x i1> zeroinitializer, <4 x i32> <i32 5, i32 poison, i32 1, i32 3>
  %I149 = insertelement <4 x i32> %I, i32 %E49, i32 %E49
  %B150 = fmul float %B134, 0xC7E76DAB40000000
  %FC151 = sitofp <8 x i1> %Shuff65 to <8 x double>
  %Sl152 = select i1 false, float 0xC037EC9BC0000000, float %B150
  %Cmp153 = icmp uge i1 %Sl136, false
  br i1 %Cmp153, label %CF412, label %CF418

CF418:                                            ; preds = %CF418, %CF412
  %L154 = load <1 x i8>, ptr %Sl144, align 1
  store i32 %3, ptr %Sl144, align 4
  %E155 = extractelement <4 x i1> %Cmp47, i32 %3
  br i1 %E155, label %CF418, label %CF431

CF431:                                            ; preds = %CF418
  %Shuff156 = shufflevector <4 x i32> %Shuff109, <4 x i32> %L138, <4 x i32> <i32 3, i32 5, i32 7, i32 poison>
  %I157 = insertelement <4 x i1> %Shuff50, i1 %E72, i32 %E49
  %Se158 = sext <4 x i1> %Cmp98 to <4 x i32>
  %Sl159 = select i1 %Sl17, float %E116, float 0xB9CF619340000000
  %L160 = load <2 x i32>, ptr %Sl144, align 8
  store i1 %Sl91, ptr %Sl144, align 1
  %E161 = extractelement <4 x i1> %Shuff50, i32 %E49
  br label %CF406

CF406:                                            ; preds = %CF429, %CF406, %CF431
  %Shuff162 = shufflevector <4 x i64> %Sl76, <4 x i64> zeroinitializer, <4 x i32> <i32 7, i32 poison, i32 3, i32 5>
  %I163 = insertelement <8 x i1> %Sl97, i1 %E123, i32 %3
  %B164 = and <4 x i64> %Shuff162, %I110
  %Se165 = sext i8 %L5 to i32
  %Sl166 = select <4 x i1> zeroinitializer, <4 x i1> %I125, <4 x i1> %Shuff
  %Cmp167 = icmp slt <4 x i1> %Shuff34, %I157
  %L168 = load <4 x i32>, ptr %Sl144, align 16
  store i32 %BC, ptr %Sl144, align 4
  %E169 = extractelement <4 x i1> %L107, i32 %Se165
  br i1 %E169, label %CF406, label %CF429

CF429:                                            ; preds = %CF406
  %Shuff170 = shufflevector <4 x i1> %Shuff42, <4 x i1> %Shuff50, <4 x i32> <i32 5, i32 poison, i32 poison, i32 3>
  %I171 = insertelement <4 x i8> %Shuff95, i8 %5, i32 %E49
  %FC172 = fptosi float %B134 to i32
  %Sl173 = select i1 %Sl136, <4 x i8> %B103, <4 x i8> %I171
  %Cmp174 = icmp eq i8 -9, %E87
  br i1 %Cmp174, label %CF406, label %CF415

CF415:                                            ; preds = %CF415, %CF429
  %L175 = load i8, ptr %Sl144, align 1
  store <8 x double> %FC104, ptr %Sl144, align 64
  %E176 = extractelement <4 x i32> zeroinitializer, i32 %E49
  %Shuff177 = shufflevector <4 x i8> %B90, <4 x i8> %Shuff95, <4 x i32> <i32 2, i32 4, i32 6, i32 0>
  %I178 = insertelement <4 x i1> %Cmp, i1 %Sl136, i32 %E49
  %ZE179 = zext <4 x i1> %I178 to <4 x i16>
  %Sl180 = select i1 %Cmp174, i16 %FC112, i16 %Se45
  %Cmp181 = icmp ule <4 x i1> %Cmp55, %Shuff
  %L182 = load <8 x i64>, ptr %Sl144, align 64
  store i1 %Cmp77, ptr %Sl144, align 1
  %E183 = extractelement <4 x i1> %Shuff170, i32 %E49
  br i1 %E183, label %CF415, label %CF428

CF428:                                            ; preds = %CF415
  %Shuff184 = shufflevector <4 x i1> %Cmp181, <4 x i1> %Shuff, <4 x i32> <i32 7, i32 poison, i32 3, i32 5>
  %I185 = insertelement <2 x i32> %L160, i32 267239, i32 %E49
  %B186 = fdiv float %L130, 0xB9CF619340000000
  %FC187 = uitofp i8 %Sl30 to double
  %Sl188 = select <2 x i1> %Cmp137, <2 x i32> %I185, <2 x i32> zeroinitializer
  %Cmp189 = icmp sgt i8 -9, %FC119
  br label %CF403

CF403:                                            ; preds = %CF439, %CF443, %CF403, %CF428
  %L190 = load <8 x i64>, ptr %Sl144, align 64
  store float %Sl69, ptr %Sl144, align 4
  %E191 = extractelement <8 x i64> %L182, i32 %E49
  %Shuff192 = shufflevector <8 x i1> %I163, <8 x i1> zeroinitializer, <8 x i32> <i32 5, i32 7, i32 9, i32 poison, i32 poison, i32 15, i32 1, i32 3>
  %I193 = insertelement <16 x i8> zeroinitializer, i8 %Sl24, i32 %Se165
  %B194 = fmul float %Sl69, %Sl152
  %Sl195 = select i1 %Cmp77, i32 405243, i32 %Se165
  %Cmp196 = icmp ugt i1 %Cmp189, %Sl17
  br i1 %Cmp196, label %CF403, label %CF441

CF441:                                            ; preds = %CF459, %CF464, %CF441, %CF403
  %L197 = load <4 x i1>, ptr %Sl144, align 1
  store i16 %ZE135, ptr %Sl144, align 2
  %E198 = extractelement <16 x i8> %B82, i32 %Se165
  %Shuff199 = shufflevector <8 x i1> %Shuff192, <8 x i1> %Shuff65, <8 x i32> <i32 poison, i32 3, i32 5, i32 poison, i32 9, i32 poison, i32 13, i32 15>
  %I200 = insertelement <4 x i8> %B90, i8 %E139, i32 %Se165
  %B201 = ashr i64 %4, %E64
  %Sl202 = select <4 x i1> %Shuff, <4 x i8> %ZE16, <4 x i8> %Shuff95
  %Cmp203 = icmp sgt i8 %B52, %5
  br i1 %Cmp203, label %CF441, label %CF464

CF464:                                            ; preds = %CF441
  %L204 = load <4 x i16>, ptr %Sl144, align 8
  store i8 %Sl, ptr %Sl144, align 1
  %E205 = extractelement <4 x i1> %I157, i32 %BC
  br i1 %E205, label %CF441, label %CF445

CF445:                                            ; preds = %CF445, %CF464
  %Shuff206 = shufflevector <4 x i32> %Shuff101, <4 x i32> zeroinitializer, <4 x i32> <i32 poison, i32 7, i32 1, i32 poison>
  %I207 = insertelement <16 x i32> zeroinitializer, i32 %E49, i32 %Se165
  %Sl208 = select i1 false, double %B23, double 0x4619C1B8C017B136
  %Cmp209 = icmp uge <4 x i1> zeroinitializer, %I178
  %L210 = load <8 x float>, ptr %Sl144, align 32
  store i8 %B52, ptr %0, align 1
  %E211 = extractelement <8 x i1> %Shuff28, i32 %Se165
  br i1 %E211, label %CF445, label %CF459

CF459:                                            ; preds = %CF445
  %Shuff212 = shufflevector <4 x i32> %Shuff206, <4 x i32> %L19, <4 x i32> <i32 7, i32 1, i32 poison, i32 5>
  %I213 = insertelement <4 x i1> %Cmp55, i1 %Cmp31, i32 %E49
  %B214 = fdiv double %B23, %FC143
  %Sl215 = select i1 %E161, <4 x i32> %L26, <4 x i32> %I141
  %Cmp216 = icmp ule <2 x i32> %Sl188, %Shuff73
  %L217 = load double, ptr %Sl144, align 8
  store <16 x i64> <i64 0, i64 -1, i64 0, i64 -1, i64 0, i64 -1, i64 0, i64 -1, i64 0, i64 -1, i64 0, i64 -1, i64 0, i64 -1, i64 0, i64 -1>, ptr %0, align 128
  %E218 = extractelement <4 x i1> %Cmp114, i32 %Sl195
  br i1 %E218, label %CF441, label %CF443

CF443:                                            ; preds = %CF459
  %Shuff219 = shufflevector <4 x i8> %I200, <4 x i8> %I171, <4 x i32> <i32 4, i32 6, i32 poison, i32 2>
  %I220 = insertelement <4 x i1> zeroinitializer, i1 %E123, i32 %3
  %B221 = udiv <4 x i8> %Sl120, %I171
  %FC222 = sitofp i8 -1 to double
  %Sl223 = select i1 %Sl17, i8 -13, i8 -29
  %Cmp224 = icmp slt <4 x i1> %I35, %I8
  %L225 = load <8 x float>, ptr %Sl144, align 32
  store float %Sl9, ptr %Sl144, align 4
  %E226 = extractelement <4 x i1> %Cmp224, i32 267239
  br i1 %E226, label %CF403, label %CF424

CF424:                                            ; preds = %CF424, %CF443
  %Shuff227 = shufflevector <4 x i32> %L26, <4 x i32> %Shuff206, <4 x i32> <i32 1, i32 poison, i32 5, i32 poison>
  %I228 = insertelement <8 x i1> %Sl97, i1 %Cmp145, i32 %FC172
  %B229 = mul <4 x i32> %L168, %Shuff80
  %Sl230 = select i1 %E183, i32 %E176, i32 %E176
  %Cmp231 = icmp ult <4 x i1> %Sl84, zeroinitializer
  %L232 = load <1 x double>, ptr %Sl144, align 8
  store i64 %E64, ptr %0, align 4
  %E233 = extractelement <4 x i8> %Shuff95, i32 267239
  %Shuff234 = shufflevector <4 x i16> %L204, <4 x i16> %ZE179, <4 x i32> <i32 poison, i32 7, i32 poison, i32 3>
  %I235 = insertelement <4 x i32> %L138, i32 %Se165, i32 %FC172
  %B236 = lshr i8 %B, %L175
  %Se237 = sext i8 -9 to i64
  %Sl238 = select <4 x i1> %I89, <4 x i32> %Shuff101, <4 x i32> %Se158
  %Cmp239 = icmp sge <4 x i8> %Shuff124, %I200
  %L240 = load <2 x double>, ptr %0, align 16
  store i32 %E49, ptr %Sl144, align 4
  %E241 = extractelement <4 x i1> %Shuff34, i32 %E49
  br i1 %E241, label %CF424, label %CF439

CF439:                                            ; preds = %CF424
  %Shuff242 = shufflevector <8 x i1> %Cmp10, <8 x i1> %I228, <8 x i32> <i32 3, i32 5, i32 poison, i32 9, i32 11, i32 13, i32 15, i32 1>
  %I243 = insertelement <8 x double> %FC104, double %L11, i32 %Se165
  %B244 = and <16 x i8> %B142, %B60
  %ZE245 = zext <4 x i1> %Cmp55 to <4 x i8>
  %Sl246 = select i1 %Cmp62, float %Sl69, float %Sl46
  %Cmp247 = icmp ult <4 x i32> %L19, %Shuff80
  %L248 = load <16 x i64>, ptr %Sl144, align 128
  store i64 %E79, ptr %Sl144, align 4
  %E249 = extractelement <4 x i1> %Cmp114, i32 402059
  br i1 %E249, label %CF403, label %CF413

CF413:                                            ; preds = %CF439
  %Shuff250 = shufflevector <4 x i32> %Shuff206, <4 x i32> zeroinitializer, <4 x i32> <i32 1, i32 3, i32 5, i32 7>
  %I251 = insertelement <8 x i1> %Shuff192, i1 false, i32 %E49
  %Sl252 = select <8 x i1> %L40, <8 x float> %L, <8 x float> %L210
  %Cmp253 = icmp ne i32 %E49, %Se165
  br label %CF

CF:                                               ; preds = %CF449, %CF, %CF413
  %L254 = load <8 x i64>, ptr %0, align 64
  store float %B194, ptr %0, align 4
  %E255 = extractelement <4 x i32> %Shuff101, i32 %3
  %Shuff256 = shufflevector <4 x i1> %L107, <4 x i1> %Shuff42, <4 x i32> <i32 5, i32 7, i32 1, i32 poison>
  %I257 = insertelement <4 x i1> %Shuff34, i1 %E241, i32 %Sl230
  %FC258 = fptoui <4 x float> %L32 to <4 x i16>
  %Sl259 = select <8 x i1> %Shuff117, <8 x i64> %L182, <8 x i64> %L182
  %Cmp260 = icmp slt <4 x i16> %ZE179, %ZE179
  %L261 = load <8 x float>, ptr %Sl144, align 32
  store i1 %Cmp62, ptr %Sl144, align 1
  %E262 = extractelement <4 x i16> %ZE53, i32 402059
  %Shuff263 = shufflevector <16 x i32> %B36, <16 x i32> %I207, <16 x i32> <i32 11, i32 poison, i32 15, i32 17, i32 19, i32 21, i32 23, i32 25, i32 27, i32 poison, i32 31, i32 1, i32 3, i32 5, i32 poison, i32 poison>
  %I264 = insertelement <4 x i1> %I22, i1 %E183, i32 %Sl230
  %Sl265 = select i1 %Cmp153, i8 %B236, i8 %E139
  %Cmp266 = icmp uge i1 %E33, %Cmp25
  br i1 %Cmp266, label %CF, label %CF449

CF449:                                            ; preds = %CF
  %L267 = load <8 x i1>, ptr %0, align 1
  store double %ZE, ptr %0, align 8
  %E268 = extractelement <4 x i1> %Shuff132, i32 %Se165
  br i1 %E268, label %CF, label %CF404

CF404:                                            ; preds = %CF432, %CF430, %CF455, %CF422, %CF426, %CF404, %CF449
  %Shuff269 = shufflevector <16 x i8> zeroinitializer, <16 x i8> %I193, <16 x i32> <i32 5, i32 poison, i32 poison, i32 11, i32 13, i32 15, i32 17, i32 poison, i32 21, i32 poison, i32 25, i32 27, i32 29, i32 31, i32 1, i32 poison>
  %I270 = insertelement <8 x i1> %L267, i1 %E211, i32 %E49
  %B271 = or i8 %B, %E139
  %FC272 = sitofp <4 x i1> %Shuff to <4 x double>
  %Sl273 = select i1 %E241, <4 x i1> %L197, <4 x i1> %I213
  %Cmp274 = icmp sgt <4 x i1> %Shuff50, zeroinitializer
  %L275 = load i8, ptr %0, align 1
  store <2 x i64> %I29, ptr %Sl144, align 16
  %E276 = extractelement <4 x i32> %Sl238, i32 267239
  %Shuff277 = shufflevector <4 x i1> zeroinitializer, <4 x i1> %I264, <4 x i32> <i32 4, i32 6, i32 poison, i32 2>
  %I278 = insertelement <2 x i32> %Sl188, i32 %Sl230, i32 %Se165
  %B279 = srem i8 %B271, %Sl30
  %FC280 = fptosi double %ZE75 to i32
  %Sl281 = select i1 %Cmp62, <4 x i1> %Cmp167, <4 x i1> %L107
  %Cmp282 = icmp ult i16 30095, %FC112
  br i1 %Cmp282, label %CF404, label %CF426

CF426:                                            ; preds = %CF404
  %L283 = load double, ptr %0, align 8
  store <1 x float> zeroinitializer, ptr %Sl144, align 4
  %E284 = extractelement <4 x i1> %Shuff277, i32 %Se165
  br i1 %E284, label %CF404, label %CF422

CF422:                                            ; preds = %CF426
  %Shuff285 = shufflevector <1 x double> %L232, <1 x double> %L232, <1 x i32> <i32 1>
  %I286 = insertelement <8 x i1> zeroinitializer, i1 %Sl17, i32 %Se165
  %B287 = mul i64 %4, %Se237
  %Sl288 = select <4 x i1> %Cmp209, <4 x i1> %Cmp70, <4 x i1> %Cmp
  %Cmp289 = fcmp ord <4 x double> %FC272, %FC272
  %L290 = load <16 x i32>, ptr %0, align 64
  store double %B214, ptr %0, align 8
  %E291 = extractelement <8 x float> %Sl252, i32 %3
  %Shuff292 = shufflevector <2 x i32> %Shuff73, <2 x i32> %Shuff73, <2 x i32> <i32 poison, i32 3>
  %I293 = insertelement <4 x i1> %Cmp167, i1 %Cmp62, i32 %E276
  %B294 = fdiv double %B214, %L11
  %ZE295 = zext <8 x i1> zeroinitializer to <8 x i8>
  %Sl296 = select i1 %E72, i1 %Sl128, i1 %Cmp266
  br i1 %Sl296, label %CF404, label %CF414

CF414:                                            ; preds = %CF461, %CF414, %CF422
  %Cmp297 = icmp sgt <4 x i1> %Cmp181, %Sl84
  %L298 = load <1 x float>, ptr %0, align 4
  store i8 -29, ptr %Sl144, align 1
  %E299 = extractelement <2 x i32> %L160, i32 %3
  %Shuff300 = shufflevector <4 x i32> %I149, <4 x i32> %I149, <4 x i32> <i32 3, i32 5, i32 7, i32 poison>
  %I301 = insertelement <4 x i32> %L168, i32 %FC172, i32 %Se165
  %B302 = fdiv double %Sl208, 0xB0A58B44A8A378C2
  %Tr303 = trunc <1 x i64> %L99 to <1 x i32>
  %Sl304 = select <4 x i1> %Shuff34, <4 x i1> %I157, <4 x i1> %L107
  %Cmp305 = icmp sge i16 30095, %Se45
  br i1 %Cmp305, label %CF414, label %CF461

CF461:                                            ; preds = %CF414
  %L306 = load <2 x i16>, ptr %0, align 4
  store i64 %E191, ptr %0, align 4
  %E307 = extractelement <4 x i1> zeroinitializer, i32 %E49
  br i1 %E307, label %CF414, label %CF433

CF433:                                            ; preds = %CF433, %CF461
  %Shuff308 = shufflevector <4 x i1> %Cmp231, <4 x i1> %Shuff256, <4 x i32> <i32 1, i32 3, i32 5, i32 7>
  %I309 = insertelement <2 x i32> %Shuff73, i32 %Se165, i32 %Sl230
  %Tr310 = trunc <2 x i32> %Shuff292 to <2 x i16>
  %Sl311 = select i1 false, i1 true, i1 %Cmp153
  br i1 %Sl311, label %CF433, label %CF455

CF455:                                            ; preds = %CF433
  %Cmp312 = icmp sge <4 x i32> %Shuff109, %Sl238
  %L313 = load <16 x i32>, ptr %0, align 64
  store i16 %FC112, ptr %0, align 2
  %E314 = extractelement <4 x i8> %Sl120, i32 %E276
  %Shuff315 = shufflevector <4 x i32> %B229, <4 x i32> zeroinitializer, <4 x i32> <i32 5, i32 7, i32 1, i32 3>
  %I316 = insertelement <4 x i1> %Cmp181, i1 %E211, i32 %E49
  %FC317 = fptoui <8 x double> %I243 to <8 x i32>
  %Sl318 = select <4 x i1> %Shuff58, <4 x i32> %Shuff101, <4 x i32> zeroinitializer
  %Cmp319 = icmp ugt i64 %E191, 377611
  br i1 %Cmp319, label %CF404, label %CF411

CF411:                                            ; preds = %CF457, %CF463, %CF456, %CF411, %CF455
  %L320 = load <4 x i32>, ptr %0, align 16
  store i64 %Se237, ptr %0, align 4
  %E321 = extractelement <4 x i1> zeroinitializer, i32 %Se165
  br i1 %E321, label %CF411, label %CF456

CF456:                                            ; preds = %CF411
  %Shuff322 = shufflevector <4 x i8> %I66, <4 x i8> zeroinitializer, <4 x i32> <i32 poison, i32 5, i32 7, i32 poison>
  %I323 = insertelement <4 x i1> %Shuff, i1 %E226, i32 %E299
  %B324 = lshr i16 %E262, %FC112
  %FC325 = sitofp <4 x i1> %I293 to <4 x float>
  %Sl326 = select i1 false, float %B150, float %Sl246
  %Cmp327 = icmp sge i1 %E94, %Sl17
  br i1 %Cmp327, label %CF411, label %CF427

CF427:                                            ; preds = %CF427, %CF456
  %L328 = load <2 x float>, ptr %0, align 8
  store i16 %B324, ptr %0, align 2
  %E329 = extractelement <4 x i1> %Cmp181, i32 %Se165
  br i1 %E329, label %CF427, label %CF442

CF442:                                            ; preds = %CF442, %CF427
  %Shuff330 = shufflevector <4 x i1> %Shuff277, <4 x i1> %Shuff132, <4 x i32> <i32 1, i32 3, i32 5, i32 7>
  %I331 = insertelement <2 x float> %L328, float %E291, i32 402059
  %B332 = fmul <8 x double> %FC104, %I243
  %Tr333 = trunc <4 x i32> %Shuff80 to <4 x i1>
  %Sl334 = select <2 x i1> %Cmp137, <2 x i32> %I185, <2 x i32> %I278
  %Cmp335 = icmp ne i1 %Cmp266, %E108
  br i1 %Cmp335, label %CF442, label %CF453

CF453:                                            ; preds = %CF453, %CF442
  %L336 = load <1 x i16>, ptr %Sl144, align 2
  store double %FC143, ptr %1, align 8
  %E337 = extractelement <4 x i32> %Shuff80, i32 %Sl195
  %Shuff338 = shufflevector <16 x i8> zeroinitializer, <16 x i8> %Shuff269, <16 x i32> <i32 poison, i32 9, i32 11, i32 13, i32 15, i32 17, i32 19, i32 21, i32 23, i32 poison, i32 27, i32 29, i32 31, i32 1, i32 poison, i32 5>
  %I339 = insertelement <4 x i1> %Shuff132, i1 %E183, i32 %Sl230
  %B340 = fadd float %Sl246, %Sl69
  %FC341 = sitofp <8 x i16> %Se83 to <8 x float>
  %Sl342 = select i1 %Cmp85, <8 x i1> %I270, <8 x i1> %Shuff192
  %Cmp343 = fcmp ule <8 x float> %L225, %L
  %L344 = load i32, ptr %0, align 4
  store <4 x i64> zeroinitializer, ptr %0, align 32
  %E345 = extractelement <4 x float> %L32, i32 %E49
  %Shuff346 = shufflevector <16 x i32> %L290, <16 x i32> %Shuff263, <16 x i32> <i32 6, i32 8, i32 10, i32 12, i32 14, i32 16, i32 18, i32 poison, i32 22, i32 24, i32 26, i32 28, i32 poison, i32 0, i32 2, i32 4>
  %I347 = insertelement <2 x i32> %L160, i32 %Se165, i32 %FC172
  %ZE348 = zext <4 x i32> %Shuff80 to <4 x i64>
  %Sl349 = select i1 %E100, <4 x i64> %B126, <4 x i64> %Se
  %Cmp350 = fcmp ult double %Sl208, %FC143
  br i1 %Cmp350, label %CF453, label %CF463

CF463:                                            ; preds = %CF453
  %L351 = load i32, ptr %Sl144, align 4
  store <2 x i16> %L306, ptr %0, align 4
  %E352 = extractelement <4 x i32> %L19, i32 %Se165
  %Shuff353 = shufflevector <4 x i1> %Shuff277, <4 x i1> zeroinitializer, <4 x i32> <i32 4, i32 6, i32 0, i32 2>
  %I354 = insertelement <16 x i64> %L248, i64 377611, i32 %E49
  %Sl355 = select i1 true, i8 %Sl30, i8 %FC119
  %Cmp356 = icmp ule <4 x i1> %Cmp247, %Shuff140
  %L357 = load <8 x float>, ptr %Sl144, align 32
  store i16 %E262, ptr %Sl144, align 2
  %E358 = extractelement <16 x i32> %Shuff346, i32 %BC
  %Shuff359 = shufflevector <4 x i8> %Shuff124, <4 x i8> %I171, <4 x i32> <i32 7, i32 1, i32 3, i32 5>
  %I360 = insertelement <8 x i1> %Cmp343, i1 %E123, i32 %E49
  %B361 = urem i16 %L122, %E262
  %Se362 = sext i1 %E307 to i64
  %Sl363 = select i1 %E72, i32 %3, i32 %E255
  %Cmp364 = fcmp ugt float %Sl69, %E291
  br i1 %Cmp364, label %CF411, label %CF425

CF425:                                            ; preds = %CF425, %CF463
  %L365 = load i1, ptr %Sl144, align 1
  br i1 %L365, label %CF425, label %CF457

CF457:                                            ; preds = %CF425
  store <1 x i8> %L154, ptr %Sl144, align 1
  %E366 = extractelement <8 x i1> %L40, i32 %Sl230
  br i1 %E366, label %CF411, label %CF423

CF423:                                            ; preds = %CF434, %CF423, %CF457
  %Shuff367 = shufflevector <4 x i1> %Shuff58, <4 x i1> %Tr333, <4 x i32> <i32 poison, i32 6, i32 0, i32 2>
  %I368 = insertelement <16 x i8> %Shuff269, i8 %E12, i32 %E276
  %B369 = fmul float %L78, %E291
  %Se370 = sext <16 x i32> %L290 to <16 x i64>
  %Sl371 = select i1 %E131, i1 %Cmp31, i1 %L146
  br i1 %Sl371, label %CF423, label %CF434

CF434:                                            ; preds = %CF423
  %Cmp372 = icmp uge <8 x i1> %Shuff21, %Shuff192
  %L373 = load i8, ptr %Sl144, align 1
  store <1 x i8> %L154, ptr %0, align 1
  %E374 = extractelement <4 x i32> %L168, i32 %Se165
  %Shuff375 = shufflevector <8 x i1> %Shuff13, <8 x i1> %I96, <8 x i32> <i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 0>
  %I376 = insertelement <8 x i1> %Shuff28, i1 %E284, i32 %Se165
  %B377 = mul i16 %B324, %E262
  %FC378 = fptosi float %B186 to i1
  br i1 %FC378, label %CF423, label %CF430

CF430:                                            ; preds = %CF434
  %Sl379 = select i1 true, <4 x i32> %Se158, <4 x i32> %Shuff80
  %Cmp380 = icmp slt i1 %Sl296, %Sl296
  br i1 %Cmp380, label %CF404, label %CF408

CF408:                                            ; preds = %CF435, %CF408, %CF430
  %L381 = load i8, ptr %0, align 1
  store <16 x i16> <i16 0, i16 -1, i16 0, i16 -1, i16 0, i16 -1, i16 0, i16 -1, i16 0, i16 -1, i16 0, i16 -1, i16 0, i16 -1, i16 0, i16 -1>, ptr %0, align 32
  %E382 = extractelement <8 x double> %FC151, i32 %Se165
  %Shuff383 = shufflevector <4 x i16> %FC258, <4 x i16> %ZE179, <4 x i32> <i32 0, i32 2, i32 4, i32 6>
  %I384 = insertelement <4 x i1> %Shuff58, i1 %E123, i32 %Sl230
  %Se385 = sext i1 %FC378 to i8
  %Sl386 = select <16 x i1> zeroinitializer, <16 x i8> %Shuff269, <16 x i8> %Shuff269
  %Cmp387 = icmp eq i8 %B44, %E87
  br i1 %Cmp387, label %CF408, label %CF435

CF435:                                            ; preds = %CF408
  %L388 = load <8 x double>, ptr %Sl144, align 64
  store i1 %Cmp189, ptr %0, align 1
  %E389 = extractelement <4 x i1> %I178, i32 %E255
  br i1 %E389, label %CF408, label %CF432

CF432:                                            ; preds = %CF435
  %Shuff390 = shufflevector <4 x i32> %L26, <4 x i32> %Shuff300, <4 x i32> <i32 5, i32 7, i32 1, i32 poison>
  %I391 = insertelement <2 x i32> %Shuff73, i32 %Se165, i32 %Se165
  %B392 = and <2 x i32> %Shuff73, %L160
  %Tr393 = trunc i16 %Sl180 to i1
  br i1 %Tr393, label %CF404, label %CF405

CF405:                                            ; preds = %CF405, %CF432
  %Sl394 = select i1 %Cmp62, <4 x i1> %I178, <4 x i1> %Cmp
  %Cmp395 = icmp eq i1 %E131, %E249
  br i1 %Cmp395, label %CF405, label %CF420

CF420:                                            ; preds = %CF420, %CF405
  %L396 = load i32, ptr %Sl144, align 4
  %E397 = extractelement <4 x i16> %FC258, i32 %Se165
  %Shuff398 = shufflevector <4 x i1> %I323, <4 x i1> %Shuff, <4 x i32> <i32 1, i32 3, i32 5, i32 poison>
  %I399 = insertelement <16 x i1> %Cmp121, i1 %L146, i32 %FC280
  %BC400 = bitcast <2 x i32> %I278 to <2 x float>
  %Sl401 = select i1 %E321, float %B369, float %Sl246
  %Cmp402 = icmp ne i1 %E329, %Sl17
  br i1 %Cmp402, label %CF420, label %CF448

CF448:                                            ; preds = %CF420
  store <8 x float> %L210, ptr %0, align 32
  store <4 x i8> %Shuff177, ptr %0, align 4
  store <2 x i32> %L160, ptr %0, align 8
  store <8 x i64> %L182, ptr %0, align 64
  store <4 x i8> %I66, ptr %0, align 4
  ret void
}

define i16 @test() {
Entry:
  %0 = call i32 asm "nop", "=m"()
  ret i16 0
}

define void @autogen_SD102(ptr %0, ptr %1, ptr %2, i32 %3, i64 %4, i8 %5) {
BB:
  %A4 = alloca <16 x i16>, align 32
  %A3 = alloca <4 x i16>, align 8
  %A2 = alloca <16 x i1>, align 2
  %A1 = alloca <4 x i8>, align 4
  %A = alloca <16 x i16>, align 32
  %L = load <16 x i1>, ptr %0, align 2
  store i8 0, ptr %A, align 1
  %E = extractelement <16 x i1> %L, i32 -1
  br label %CF421

CF421:                                            ; preds = %CF455, %CF421, %BB
  %Shuff = shufflevector <16 x i1> %L, <16 x i1> zeroinitializer, <16 x i32> <i32 25, i32 27, i32 29, i32 31, i32 1, i32 3, i32 5, i32 poison, i32 poison, i32 11, i32 13, i32 15, i32 17, i32 19, i32 21, i32 poison>
  %I = insertelement <4 x i64> zeroinitializer, i64 175835, i32 -1
  %B = xor i8 %5, 15
  %PC = bitcast ptr %A1 to ptr
  %Sl = select i1 false, ptr %A4, ptr %PC
  %Cmp = icmp sgt i8 43, 15
  br i1 %Cmp, label %CF421, label %CF441

CF441:                                            ; preds = %CF441, %CF421
  %L5 = load float, ptr %A, align 4
  store <16 x i32> <i32 0, i32 -1, i32 0, i32 -1, i32 0, i32 -1, i32 0, i32 -1, i32 0, i32 -1, i32 0, i32 -1, i32 0, i32 -1, i32 0, i32 -1>, ptr %PC, align 64
  %E6 = extractelement <16 x i1> %L, i32 -1
  br i1 %E6, label %CF441, label %CF455

CF455:                                            ; preds = %CF441
  %Shuff7 = shufflevector <4 x i16> zeroinitializer, <4 x i16> zeroinitializer, <4 x i32> <i32 4, i32 6, i32 0, i32 2>
  %I8 = insertelement <4 x i16> %Shuff7, i16 -11021, i32 -1
  %B9 = frem double 0x9579C9187F772896, 0x1969F9085B67B086
  %Tr = trunc <4 x i64> %I to <4 x i16>
  %Sl10 = select i1 true, double 0x1969F9085B67B086, double %B9
  %Cmp11 = icmp sge i1 true, false
  br i1 %Cmp11, label %CF421, label %CF426

CF426:                                            ; preds = %CF455
  %L12 = load <2 x i32>, ptr %PC, align 8
  store i64 %4, ptr %PC, align 4
  %E13 = extractelement <4 x i16> %Shuff7, i32 -1
  %Shuff14 = shufflevector <4 x i64> zeroinitializer, <4 x i64> %I, <4 x i32> <i32 poison, i32 3, i32 5, i32 7>
  %I15 = insertelement <4 x i16> %Shuff7, i16 -11021, i32 %3
  %Tr16 = trunc <4 x i64> %Shuff14 to <4 x i32>
  %Sl17 = select i1 false, i1 true, i1 false
  br label %CF413

CF413:                                            ; preds = %CF458, %CF413, %CF426
  %Cmp18 = icmp sge i64 175835, %4
  br i1 %Cmp18, label %CF413, label %CF458

CF458:                                            ; preds = %CF413
  %L19 = load <2 x i1>, ptr %0, align 1
  store i8 %5, ptr %PC, align 1
  %E20 = extractelement <4 x i64> zeroinitializer, i32 %3
  %Shuff21 = shufflevector <16 x i1> zeroinitializer, <16 x i1> zeroinitializer, <16 x i32> <i32 poison, i32 15, i32 17, i32 19, i32 poison, i32 23, i32 25, i32 27, i32 29, i32 31, i32 1, i32 3, i32 5, i32 poison, i32 9, i32 11>
  %I22 = insertelement <2 x i64> zeroinitializer, i64 178371, i32 -1
  %B23 = mul i8 -121, 0
  %Tr24 = trunc i64 104187 to i32
  %Sl25 = select i1 true, <4 x i64> zeroinitializer, <4 x i64> %I
  %Cmp26 = fcmp oeq double 0x6D1593B4FD131932, 0x6D1593B4FD131932
  br i1 %Cmp26, label %CF413, label %CF438

CF438:                                            ; preds = %CF458
  %L27 = load i32, ptr %PC, align 4
  store <2 x float> <float 0.000000e+00, float 0xFFFFFFFFE0000000>, ptr %PC, align 8
  %E28 = extractelement <4 x i64> zeroinitializer, i32 %Tr24
  %Shuff29 = shufflevector <4 x i64> %I, <4 x i64> %I, <4 x i32> <i32 4, i32 6, i32 0, i32 2>
  %I30 = insertelement <4 x i16> zeroinitializer, i16 -11021, i32 %Tr24
  %B31 = urem i8 0, -121
  %ZE = zext i1 %E6 to i16
  %Sl32 = select i1 false, <16 x i1> %Shuff21, <16 x i1> %L
  %Cmp33 = icmp ugt i8 %B, %B23
  br label %CF406

CF406:                                            ; preds = %CF406, %CF438
  %L34 = load double, ptr %PC, align 8
  store <2 x i16> zeroinitializer, ptr %A4, align 4
  %E35 = extractelement <4 x i16> %Shuff7, i32 %Tr24
  %Shuff36 = shufflevector <2 x i32> %L12, <2 x i32> %L12, <2 x i32> <i32 2, i32 0>
  %I37 = insertelement <2 x i16> zeroinitializer, i16 %E13, i32 504099
  %B38 = shl i8 %B, %B23
  %Tr39 = trunc i64 104187 to i8
  %Sl40 = select <4 x i1> <i1 true, i1 false, i1 true, i1 false>, <4 x i64> zeroinitializer, <4 x i64> zeroinitializer
  %Cmp41 = icmp sge <4 x i16> %I30, zeroinitializer
  %L42 = load <4 x i32>, ptr %PC, align 16
  store i16 -11021, ptr %PC, align 2
  %E43 = extractelement <4 x i64> %Sl25, i32 %3
  %Shuff44 = shufflevector <4 x i32> %Tr16, <4 x i32> %L42, <4 x i32> <i32 7, i32 1, i32 poison, i32 5>
  %I45 = insertelement <4 x i16> %Shuff7, i16 -11021, i32 -1
  %Tr46 = trunc i64 %4 to i16
  %Sl47 = select <4 x i1> %Cmp41, <4 x i32> %L42, <4 x i32> %L42
  %Cmp48 = icmp ugt <4 x i64> %Shuff14, %Shuff14
  %L49 = load <1 x i1>, ptr %PC, align 1
  store i16 %E13, ptr %A1, align 2
  %E50 = extractelement <2 x i16> zeroinitializer, i32 %3
  %Shuff51 = shufflevector <4 x i16> zeroinitializer, <4 x i16> zeroinitializer, <4 x i32> <i32 3, i32 5, i32 7, i32 poison>
  %I52 = insertelement <2 x i32> %L12, i32 -1, i32 %Tr24
  %Sl53 = select <4 x i1> %Cmp41, <4 x i64> zeroinitializer, <4 x i64> %I
  %Cmp54 = icmp ne <4 x i16> %Shuff7, %I30
  %L55 = load <4 x double>, ptr %0, align 32
  store float 0x43596F9D40000000, ptr %PC, align 4
  %E56 = extractelement <16 x i1> %L, i32 %3
  br i1 %E56, label %CF406, label %CF423

CF423:                                            ; preds = %CF406
  %Shuff57 = shufflevector <16 x i1> %L, <16 x i1> %L, <16 x i32> <i32 31, i32 1, i32 3, i32 5, i32 7, i32 poison, i32 poison, i32 13, i32 15, i32 17, i32 19, i32 21, i32 poison, i32 25, i32 27, i32 29>
  %I58 = insertelement <2 x i16> zeroinitializer, i16 %Tr46, i32 504099
  %FC = uitofp <4 x i64> %Shuff14 to <4 x float>
  %Sl59 = select <4 x i1> %Cmp41, <4 x i16> zeroinitializer, <4 x i16> %Shuff7
  %Cmp60 = icmp slt i16 %ZE, %ZE
  br label %CF403

CF403:                                            ; preds = %CF445, %CF403, %CF423
  %L61 = load <16 x i16>, ptr %0, align 32
  store float %L5, ptr %PC, align 4
  %E62 = extractelement <2 x i1> %L19, i32 -1
  br i1 %E62, label %CF403, label %CF445

CF445:                                            ; preds = %CF403
  %Shuff63 = shufflevector <2 x i1> %L19, <2 x i1> %L19, <2 x i32> <i32 1, i32 3>
  %I64 = insertelement <4 x i16> %I45, i16 %E13, i32 %3
  %Tr65 = trunc <4 x i64> %Sl40 to <4 x i32>
  %Sl66 = select i1 %Cmp26, <2 x i1> %Shuff63, <2 x i1> %L19
  %Cmp67 = icmp slt i1 %Sl17, %Cmp
  br i1 %Cmp67, label %CF403, label %CF412

CF412:                                            ; preds = %CF412, %CF445
  %L68 = load double, ptr %PC, align 8
  store <4 x i32> %Tr65, ptr %0, align 16
  %E69 = extractelement <4 x i16> %Shuff7, i32 504099
  %Shuff70 = shufflevector <16 x i16> %L61, <16 x i16> %L61, <16 x i32> <i32 30, i32 poison, i32 2, i32 poison, i32 6, i32 8, i32 10, i32 12, i32 poison, i32 16, i32 18, i32 20, i32 22, i32 24, i32 poison, i32 28>
  %I71 = insertelement <4 x i64> zeroinitializer, i64 %E20, i32 %Tr24
  %B72 = frem double 0x1969F9085B67B086, 0x6D1593B4FD131932
  %Se = sext <4 x i16> %I8 to <4 x i64>
  %Sl73 = select i1 %E, i1 %Cmp67, i1 true
  br i1 %Sl73, label %CF412, label %CF418

CF418:                                            ; preds = %CF412
  %L74 = load <4 x i1>, ptr %0, align 1
  store i1 %E62, ptr %A, align 1
  %E75 = extractelement <16 x i1> %L, i32 -1
  br label %CF

CF:                                               ; preds = %CF451, %CF405, %CF444, %CF440, %CF, %CF418
  %Shuff76 = shufflevector <4 x i16> %Tr, <4 x i16> %I45, <4 x i32> <i32 3, i32 5, i32 7, i32 1>
  %I77 = insertelement <2 x i16> zeroinitializer, i16 -11021, i32 -1
  %B78 = shl i32 -1, -1
  %ZE79 = zext <2 x i1> %Shuff63 to <2 x i32>
  %Sl80 = select i1 %E62, <4 x i64> %I71, <4 x i64> %Shuff29
  %Cmp81 = icmp sge <4 x i64> %Sl25, %I71
  %L82 = load i16, ptr %0, align 2
  store <2 x float> <float 0.000000e+00, float 0xFFFFFFFFE0000000>, ptr %PC, align 8
  %E83 = extractelement <4 x float> %FC, i32 %B78
  %Shuff84 = shufflevector <4 x i16> %Tr, <4 x i16> %I64, <4 x i32> <i32 poison, i32 6, i32 0, i32 2>
  %I85 = insertelement <4 x i16> zeroinitializer, i16 %ZE, i32 %B78
  %B86 = fsub double 0x6D1593B4FD131932, 0x6D1593B4FD131932
  %PC87 = bitcast ptr %A1 to ptr
  %Sl88 = select i1 %Sl17, i64 178371, i64 %4
  %Cmp89 = icmp ne i16 %E69, %L82
  br i1 %Cmp89, label %CF, label %CF417

CF417:                                            ; preds = %CF429, %CF436, %CF417, %CF
  %L90 = load <4 x i32>, ptr %PC87, align 16
  store double %B86, ptr %PC, align 8
  %E91 = extractelement <16 x i1> %Shuff21, i32 504099
  br i1 %E91, label %CF417, label %CF436

CF436:                                            ; preds = %CF417
  %Shuff92 = shufflevector <16 x i1> %Shuff21, <16 x i1> %L, <16 x i32> <i32 7, i32 9, i32 11, i32 13, i32 15, i32 poison, i32 19, i32 21, i32 poison, i32 25, i32 27, i32 29, i32 31, i32 1, i32 3, i32 5>
  %I93 = insertelement <4 x i64> zeroinitializer, i64 %E20, i32 504099
  %B94 = udiv <2 x i32> %Shuff36, %L12
  %FC95 = sitofp <4 x i64> %Sl25 to <4 x float>
  %Sl96 = select i1 %E56, <16 x i1> %Shuff21, <16 x i1> %Shuff57
  %L97 = load <1 x i16>, ptr %PC, align 2
  store i1 %E56, ptr %PC87, align 1
  %E98 = extractelement <16 x i16> %Shuff70, i32 %Tr24
  %Shuff99 = shufflevector <4 x i16> %Shuff84, <4 x i16> %Shuff76, <4 x i32> <i32 5, i32 7, i32 1, i32 3>
  %I100 = insertelement <4 x i32> %L90, i32 %3, i32 %Tr24
  %B101 = or i8 43, 0
  %ZE102 = zext <4 x i16> %I85 to <4 x i32>
  %Sl103 = select i1 %Cmp33, i8 0, i8 %B31
  %Cmp104 = icmp ugt i1 true, %Sl17
  br i1 %Cmp104, label %CF417, label %CF429

CF429:                                            ; preds = %CF436
  %L105 = load <8 x i8>, ptr %PC87, align 8
  store i1 %Cmp67, ptr %PC, align 1
  %E106 = extractelement <4 x i64> zeroinitializer, i32 %B78
  %Shuff107 = shufflevector <16 x i1> %L, <16 x i1> %Shuff92, <16 x i32> <i32 11, i32 13, i32 15, i32 17, i32 19, i32 poison, i32 23, i32 25, i32 27, i32 29, i32 31, i32 1, i32 3, i32 5, i32 poison, i32 9>
  %I108 = insertelement <4 x i64> %Shuff29, i64 -1, i32 %B78
  %B109 = urem <4 x i64> %I, zeroinitializer
  %FC110 = fptosi <4 x float> %FC to <4 x i16>
  %Sl111 = select i1 false, <4 x i16> %Shuff7, <4 x i16> zeroinitializer
  %Cmp112 = icmp sgt i16 %E13, %E13
  br i1 %Cmp112, label %CF417, label %CF419

CF419:                                            ; preds = %CF419, %CF429
  %L113 = load i8, ptr %A, align 1
  store <4 x i16> %FC110, ptr %PC87, align 8
  %E114 = extractelement <4 x i32> %L42, i32 -1
  %Shuff115 = shufflevector <4 x i16> %Shuff7, <4 x i16> %Shuff76, <4 x i32> <i32 poison, i32 4, i32 6, i32 0>
  %I116 = insertelement <4 x i64> zeroinitializer, i64 %E20, i32 -1
  %B117 = frem double 0xC9593345C93D8B2, %B9
  %Tr118 = trunc <4 x i16> %Tr to <4 x i1>
  %Sl119 = select i1 %E56, <16 x i1> %Shuff21, <16 x i1> %Shuff107
  %L120 = load <2 x i8>, ptr %0, align 2
  store i64 %Sl88, ptr %PC, align 4
  %E121 = extractelement <2 x i32> %I52, i32 %B78
  %Shuff122 = shufflevector <4 x i1> %Cmp41, <4 x i1> %Cmp41, <4 x i32> <i32 7, i32 1, i32 3, i32 5>
  %I123 = insertelement <4 x i16> %I64, i16 -11021, i32 %Tr24
  %ZE124 = zext i1 %Cmp104 to i8
  %Sl125 = select i1 true, float %E83, float %E83
  %Cmp126 = icmp sge <2 x i32> %L12, %Shuff36
  %L127 = load <8 x float>, ptr %PC87, align 32
  store i1 %Cmp, ptr %PC, align 1
  %E128 = extractelement <16 x i16> %L61, i32 %E114
  %Shuff129 = shufflevector <16 x i1> %Sl119, <16 x i1> zeroinitializer, <16 x i32> <i32 poison, i32 21, i32 poison, i32 25, i32 27, i32 29, i32 31, i32 1, i32 3, i32 5, i32 poison, i32 9, i32 poison, i32 poison, i32 poison, i32 17>
  %I130 = insertelement <2 x i1> %L19, i1 %Cmp89, i32 %B78
  %Tr131 = trunc <2 x i32> %I52 to <2 x i16>
  %Sl132 = select i1 %E75, <2 x i1> %L19, <2 x i1> %L19
  %Cmp133 = fcmp ueq float %L5, %E83
  br i1 %Cmp133, label %CF419, label %CF435

CF435:                                            ; preds = %CF456, %CF435, %CF419
  %L134 = load i8, ptr %0, align 1
  store <4 x i16> zeroinitializer, ptr %0, align 8
  %E135 = extractelement <4 x i64> %I116, i32 %B78
  %Shuff136 = shufflevector <2 x i1> %I130, <2 x i1> %Cmp126, <2 x i32> <i32 poison, i32 2>
  %I137 = insertelement <4 x i16> %FC110, i16 %L82, i32 %B78
  %B138 = xor i8 %5, %B23
  %Tr139 = trunc <4 x i16> %Shuff84 to <4 x i8>
  %Sl140 = select i1 %Sl17, <4 x i32> %Shuff44, <4 x i32> %L90
  %Cmp141 = icmp sgt <4 x i64> %Sl53, %Sl25
  %L142 = load i32, ptr %0, align 4
  %E143 = extractelement <4 x i16> %Shuff7, i32 %L142
  %Shuff144 = shufflevector <4 x float> %FC95, <4 x float> %FC95, <4 x i32> <i32 1, i32 3, i32 5, i32 7>
  %I145 = insertelement <16 x i1> %Shuff129, i1 %E6, i32 -1
  %B146 = frem double 0x9579C9187F772896, %B117
  %Sl147 = select i1 true, <4 x i64> %Shuff29, <4 x i64> %I108
  %Cmp148 = icmp sge i1 true, %E91
  br i1 %Cmp148, label %CF435, label %CF456

CF456:                                            ; preds = %CF435
  %L149 = load i1, ptr %PC87, align 1
  br i1 %L149, label %CF435, label %CF440

CF440:                                            ; preds = %CF456
  %E150 = extractelement <4 x i1> %L74, i32 %B78
  br i1 %E150, label %CF, label %CF415

CF415:                                            ; preds = %CF415, %CF440
  %Shuff151 = shufflevector <2 x i16> %I37, <2 x i16> %I37, <2 x i32> <i32 1, i32 3>
  %I152 = insertelement <4 x i1> %Tr118, i1 false, i32 %3
  %B153 = sdiv <4 x i16> %Shuff99, %Shuff99
  %Sl154 = select i1 false, <4 x i16> %I8, <4 x i16> zeroinitializer
  %Cmp155 = icmp ule i8 %B101, %5
  br i1 %Cmp155, label %CF415, label %CF431

CF431:                                            ; preds = %CF431, %CF415
  %L156 = load i8, ptr %PC87, align 1
  store <1 x i16> %L97, ptr %0, align 2
  %E157 = extractelement <4 x i16> zeroinitializer, i32 %L142
  %Shuff158 = shufflevector <4 x i64> zeroinitializer, <4 x i64> %Sl147, <4 x i32> <i32 6, i32 0, i32 2, i32 4>
  %I159 = insertelement <4 x i64> zeroinitializer, i64 %E20, i32 %E114
  %B160 = xor <2 x i16> %I77, %I37
  %Se161 = sext <2 x i16> %I58 to <2 x i64>
  %Sl162 = select <2 x i1> %L19, <2 x i64> %Se161, <2 x i64> %Se161
  %Cmp163 = fcmp ule float %E83, 0x43596F9D40000000
  br i1 %Cmp163, label %CF431, label %CF434

CF434:                                            ; preds = %CF434, %CF431
  %L164 = load <8 x float>, ptr %PC, align 32
  store double %L34, ptr %PC87, align 8
  %E165 = extractelement <16 x i1> %Shuff21, i32 %B78
  br i1 %E165, label %CF434, label %CF444

CF444:                                            ; preds = %CF434
  %Shuff166 = shufflevector <4 x i64> zeroinitializer, <4 x i64> zeroinitializer, <4 x i32> <i32 5, i32 7, i32 poison, i32 3>
  %I167 = insertelement <4 x i64> %I71, i64 %E106, i32 %B78
  %ZE168 = zext i1 %Sl17 to i32
  %Sl169 = select i1 %E56, i64 -1, i64 %Sl88
  %Cmp170 = icmp ugt <16 x i1> %Shuff, %I145
  %L171 = load <4 x float>, ptr %PC87, align 16
  store double 0x6D1593B4FD131932, ptr %PC87, align 8
  %E172 = extractelement <8 x i8> %L105, i32 %B78
  %Shuff173 = shufflevector <4 x i32> %L90, <4 x i32> %Tr16, <4 x i32> <i32 1, i32 3, i32 5, i32 7>
  %I174 = insertelement <4 x i64> %Sl147, i64 %E20, i32 -1
  %B175 = fdiv float %E83, %E83
  %PC176 = bitcast ptr %PC87 to ptr
  %Sl177 = select i1 %Cmp133, double %B86, double 0x6D1593B4FD131932
  %Cmp178 = icmp uge <2 x i32> %Shuff36, %ZE79
  %L179 = load i16, ptr %PC87, align 2
  store <4 x float> %FC, ptr %PC176, align 16
  %E180 = extractelement <4 x i16> %I8, i32 -1
  %Shuff181 = shufflevector <4 x i16> %Shuff84, <4 x i16> %I123, <4 x i32> <i32 4, i32 6, i32 poison, i32 2>
  %I182 = insertelement <4 x i32> %Sl140, i32 %B78, i32 %E114
  %B183 = frem double %B72, %B117
  %Se184 = sext <4 x i1> %Tr118 to <4 x i64>
  %Sl185 = select i1 false, i1 %Cmp11, i1 %Cmp148
  br i1 %Sl185, label %CF, label %CF405

CF405:                                            ; preds = %CF444
  %Cmp186 = icmp ne i64 %Sl88, %Sl88
  br i1 %Cmp186, label %CF, label %CF404

CF404:                                            ; preds = %CF443, %CF452, %CF404, %CF405
  %L187 = load i8, ptr %PC176, align 1
  store <2 x i8> %L120, ptr %PC176, align 2
  %E188 = extractelement <4 x i64> zeroinitializer, i32 %ZE168
  %Shuff189 = shufflevector <16 x i1> %Shuff107, <16 x i1> %L, <16 x i32> <i32 10, i32 12, i32 14, i32 16, i32 18, i32 poison, i32 poison, i32 24, i32 poison, i32 poison, i32 30, i32 poison, i32 2, i32 poison, i32 6, i32 8>
  %I190 = insertelement <8 x i8> %L105, i8 %ZE124, i32 %E114
  %B191 = udiv <4 x i8> %Tr139, %Tr139
  %Tr192 = trunc <4 x i16> %Shuff76 to <4 x i8>
  %Sl193 = select i1 %Cmp133, i1 %Cmp133, i1 true
  br i1 %Sl193, label %CF404, label %CF452

CF452:                                            ; preds = %CF404
  %Cmp194 = icmp uge <4 x i16> %B153, %Shuff51
  %L195 = load <8 x i8>, ptr %PC, align 8
  store i8 %L134, ptr %PC, align 1
  %E196 = extractelement <4 x i64> zeroinitializer, i32 %L27
  %Shuff197 = shufflevector <4 x i16> %Shuff115, <4 x i16> zeroinitializer, <4 x i32> <i32 poison, i32 1, i32 3, i32 5>
  %I198 = insertelement <16 x i1> %Cmp170, i1 %Sl185, i32 %B78
  %B199 = ashr i32 %L142, 504099
  %Sl200 = select i1 false, ptr %A2, ptr %0
  %Cmp201 = icmp ne i64 %E106, %Sl169
  br i1 %Cmp201, label %CF404, label %CF443

CF443:                                            ; preds = %CF452
  %L202 = load <4 x i16>, ptr %PC87, align 8
  store double %Sl177, ptr %PC87, align 8
  %E203 = extractelement <8 x float> %L164, i32 %E114
  %Shuff204 = shufflevector <4 x i64> zeroinitializer, <4 x i64> %I, <4 x i32> <i32 3, i32 poison, i32 7, i32 1>
  %I205 = insertelement <8 x float> %L164, float %L5, i32 %B199
  %FC206 = uitofp <4 x i1> %Cmp54 to <4 x double>
  %Sl207 = select i1 %E56, i1 %E91, i1 %Sl185
  br i1 %Sl207, label %CF404, label %CF407

CF407:                                            ; preds = %CF430, %CF437, %CF407, %CF443
  %Cmp208 = icmp slt <4 x i32> %Tr65, %Sl140
  %L209 = load double, ptr %Sl200, align 8
  store <16 x double> <double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF>, ptr %0, align 128
  %E210 = extractelement <2 x i1> %Cmp178, i32 %B78
  br i1 %E210, label %CF407, label %CF424

CF424:                                            ; preds = %CF439, %CF424, %CF407
  %Shuff211 = shufflevector <4 x i64> zeroinitializer, <4 x i64> %Sl147, <4 x i32> <i32 0, i32 poison, i32 4, i32 6>
  %I212 = insertelement <8 x float> %L164, float %E83, i32 %B78
  %ZE213 = zext <4 x i1> %Cmp141 to <4 x i32>
  %Sl214 = select i1 %E56, <4 x i1> %Cmp208, <4 x i1> %Cmp141
  %Cmp215 = icmp sgt <4 x i64> %Se184, %I93
  %L216 = load i64, ptr %Sl200, align 4
  store <8 x i64> <i64 0, i64 -1, i64 0, i64 -1, i64 0, i64 -1, i64 0, i64 -1>, ptr %PC176, align 64
  %E217 = extractelement <4 x i64> zeroinitializer, i32 %ZE168
  %Shuff218 = shufflevector <4 x i16> %Sl59, <4 x i16> %Shuff197, <4 x i32> <i32 6, i32 0, i32 2, i32 4>
  %I219 = insertelement <16 x i1> %Cmp170, i1 %E56, i32 %3
  %B220 = add <4 x i16> %Shuff181, %Shuff7
  %FC221 = sitofp i1 %E6 to float
  %Sl222 = select i1 %Cmp155, <16 x i1> %Sl32, <16 x i1> %Shuff189
  %Cmp223 = icmp ule i64 %Sl169, %E106
  br i1 %Cmp223, label %CF424, label %CF439

CF439:                                            ; preds = %CF424
  %L224 = load float, ptr %PC, align 4
  store <2 x double> <double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF>, ptr %PC87, align 16
  %E225 = extractelement <2 x i64> %Sl162, i32 %B78
  %Shuff226 = shufflevector <2 x i1> %Cmp178, <2 x i1> %Cmp178, <2 x i32> <i32 2, i32 0>
  %I227 = insertelement <4 x i64> %Sl40, i64 %E20, i32 %E121
  %B228 = frem float %L5, %Sl125
  %Se229 = sext <4 x i1> %L74 to <4 x i16>
  %Sl230 = select <4 x i1> %Cmp41, <4 x i32> %Shuff173, <4 x i32> %Tr16
  %Cmp231 = icmp uge <16 x i1> %Shuff, %Cmp170
  %L232 = load <8 x i1>, ptr %PC87, align 1
  store i16 %E69, ptr %PC176, align 2
  %E233 = extractelement <8 x i8> %I190, i32 %B78
  %Shuff234 = shufflevector <4 x i16> %Shuff115, <4 x i16> %Shuff51, <4 x i32> <i32 1, i32 3, i32 5, i32 poison>
  %I235 = insertelement <4 x i1> %Cmp54, i1 false, i32 %ZE168
  %FC236 = sitofp i32 %E114 to float
  %Sl237 = select i1 %Cmp112, i32 %E114, i32 %ZE168
  %Cmp238 = icmp ult <4 x i64> %I159, %I71
  %L239 = load <1 x i8>, ptr %Sl200, align 1
  store i16 %E13, ptr %PC87, align 2
  %E240 = extractelement <4 x i16> %B153, i32 %ZE168
  %Shuff241 = shufflevector <4 x i64> %Shuff14, <4 x i64> %Shuff14, <4 x i32> <i32 poison, i32 7, i32 1, i32 3>
  %I242 = insertelement <4 x i16> %Shuff76, i16 %E143, i32 %E121
  %FC243 = sitofp i64 %E217 to float
  %Sl244 = select i1 true, i1 %E210, i1 %E56
  br i1 %Sl244, label %CF424, label %CF437

CF437:                                            ; preds = %CF439
  %Cmp245 = icmp ne <4 x i16> %Shuff99, %Shuff197
  %L246 = load <1 x i8>, ptr %PC176, align 1
  store i16 %ZE, ptr %Sl200, align 2
  %E247 = extractelement <4 x i64> %Shuff158, i32 %B78
  %Shuff248 = shufflevector <4 x i16> %Shuff76, <4 x i16> %Shuff181, <4 x i32> <i32 1, i32 3, i32 5, i32 poison>
  %I249 = insertelement <4 x i16> zeroinitializer, i16 %E98, i32 %E114
  %Tr250 = trunc <4 x i32> %I182 to <4 x i16>
  %Sl251 = select i1 %E, i64 %E20, i64 %E135
  %Cmp252 = fcmp oge float %L5, %FC221
  br i1 %Cmp252, label %CF407, label %CF411

CF411:                                            ; preds = %CF411, %CF437
  %L253 = load <4 x i64>, ptr %PC87, align 32
  store i8 %E172, ptr %PC, align 1
  %E254 = extractelement <4 x i1> %Cmp245, i32 %Sl237
  br i1 %E254, label %CF411, label %CF430

CF430:                                            ; preds = %CF411
  %Shuff255 = shufflevector <2 x i16> %I37, <2 x i16> %I37, <2 x i32> <i32 1, i32 poison>
  %I256 = insertelement <4 x i16> %I137, i16 %E69, i32 -1
  %B257 = xor i32 %Sl237, %Sl237
  %ZE258 = zext <1 x i1> %L49 to <1 x i16>
  %Sl259 = select i1 %Cmp33, <4 x i16> %I85, <4 x i16> zeroinitializer
  %Cmp260 = icmp ult i8 -121, %5
  br i1 %Cmp260, label %CF407, label %CF408

CF408:                                            ; preds = %CF449, %CF432, %CF408, %CF430
  %L261 = load i16, ptr %PC87, align 2
  store <4 x double> %L55, ptr %0, align 32
  %E262 = extractelement <16 x i1> %Sl222, i32 %B78
  br i1 %E262, label %CF408, label %CF432

CF432:                                            ; preds = %CF408
  %Shuff263 = shufflevector <16 x i1> %L, <16 x i1> %Sl119, <16 x i32> <i32 8, i32 poison, i32 12, i32 14, i32 16, i32 18, i32 poison, i32 poison, i32 24, i32 26, i32 28, i32 30, i32 0, i32 poison, i32 4, i32 6>
  %I264 = insertelement <16 x i16> %Shuff70, i16 %E240, i32 %B78
  %B265 = frem float %B175, %FC221
  %Tr266 = trunc <4 x i16> %Shuff76 to <4 x i8>
  %Sl267 = select i1 false, i32 -1, i32 %ZE168
  %Cmp268 = icmp ugt i1 %Sl193, %Cmp163
  br i1 %Cmp268, label %CF408, label %CF422

CF422:                                            ; preds = %CF422, %CF432
  %L269 = load <4 x i64>, ptr %PC, align 32
  store double %B86, ptr %0, align 8
  %E270 = extractelement <4 x i32> %L90, i32 %Sl237
  %Shuff271 = shufflevector <4 x i64> %L253, <4 x i64> zeroinitializer, <4 x i32> <i32 5, i32 poison, i32 poison, i32 3>
  %I272 = insertelement <16 x i1> %L, i1 true, i32 %B78
  %Tr273 = fptrunc double %B72 to float
  %Sl274 = select <8 x i1> %L232, <8 x i8> %L195, <8 x i8> %L105
  %Cmp275 = icmp sgt <4 x i64> %I71, %I108
  %L276 = load <16 x i1>, ptr %PC, align 2
  store i8 43, ptr %Sl200, align 1
  %E277 = extractelement <2 x i16> %Shuff151, i32 %E114
  %Shuff278 = shufflevector <4 x i32> %Sl47, <4 x i32> %Tr16, <4 x i32> <i32 1, i32 3, i32 poison, i32 poison>
  %I279 = insertelement <1 x i1> %L49, i1 false, i32 %E121
  %B280 = sdiv i64 175835, %E247
  %Se281 = sext i1 %Cmp104 to i32
  %Sl282 = select i1 %Sl185, i1 %Sl185, i1 %Cmp252
  br i1 %Sl282, label %CF422, label %CF449

CF449:                                            ; preds = %CF422
  %Cmp283 = icmp uge <1 x i8> %L239, %L239
  %L284 = load i16, ptr %PC176, align 2
  store <2 x i32> %Shuff36, ptr %PC176, align 8
  %E285 = extractelement <4 x i16> %Shuff76, i32 %E114
  %Shuff286 = shufflevector <4 x i64> zeroinitializer, <4 x i64> %I227, <4 x i32> <i32 6, i32 0, i32 2, i32 4>
  %I287 = insertelement <4 x i64> %Sl40, i64 %E43, i32 %L27
  %FC288 = sitofp <4 x i16> %Shuff115 to <4 x double>
  %Sl289 = select i1 %Cmp148, i1 %Sl244, i1 %Sl73
  br i1 %Sl289, label %CF408, label %CF410

CF410:                                            ; preds = %CF442, %CF410, %CF449
  %Cmp290 = icmp sgt <4 x i16> zeroinitializer, %Shuff84
  %L291 = load <2 x double>, ptr %PC87, align 16
  store i64 %Sl169, ptr %PC87, align 4
  %E292 = extractelement <4 x i16> %I45, i32 %Sl237
  %Shuff293 = shufflevector <4 x i16> %L202, <4 x i16> %I45, <4 x i32> <i32 3, i32 5, i32 7, i32 1>
  %I294 = insertelement <2 x i1> %Shuff136, i1 false, i32 %E114
  %B295 = fadd <4 x float> %FC, %FC
  %ZE296 = zext <4 x i1> %Cmp245 to <4 x i8>
  %Sl297 = select i1 %Cmp, i8 %E233, i8 -121
  %Cmp298 = icmp ne <4 x i16> %Sl259, %Shuff293
  %L299 = load <8 x double>, ptr %PC176, align 64
  store float %E203, ptr %PC, align 4
  %E300 = extractelement <4 x i16> %Shuff7, i32 %ZE168
  %Shuff301 = shufflevector <4 x i64> zeroinitializer, <4 x i64> zeroinitializer, <4 x i32> <i32 1, i32 poison, i32 poison, i32 poison>
  %I302 = insertelement <4 x i1> %Cmp41, i1 %Cmp112, i32 %Sl267
  %Se303 = sext <4 x i16> %Shuff181 to <4 x i32>
  %Sl304 = select i1 %Sl185, i1 true, i1 %Sl185
  br i1 %Sl304, label %CF410, label %CF442

CF442:                                            ; preds = %CF410
  %Cmp305 = icmp uge i64 %Sl88, %4
  br i1 %Cmp305, label %CF410, label %CF433

CF433:                                            ; preds = %CF433, %CF442
  %L306 = load float, ptr %0, align 4
  store <16 x i16> %I264, ptr %0, align 32
  %E307 = extractelement <16 x i1> %Cmp170, i32 %B257
  br i1 %E307, label %CF433, label %CF451

CF451:                                            ; preds = %CF433
  %Shuff308 = shufflevector <4 x i32> %L90, <4 x i32> %Se303, <4 x i32> <i32 6, i32 0, i32 2, i32 poison>
  %I309 = insertelement <16 x i1> %L, i1 %Cmp133, i32 %B199
  %B310 = sdiv i64 %Sl169, %Sl169
  %Tr311 = trunc <8 x i8> %I190 to <8 x i1>
  %Sl312 = select i1 %Cmp60, <2 x i8> %L120, <2 x i8> %L120
  %Cmp313 = icmp sge i16 %E143, %E128
  br i1 %Cmp313, label %CF, label %CF402

CF402:                                            ; preds = %CF446, %CF447, %CF402, %CF451
  %L314 = load float, ptr %0, align 4
  store <4 x i16> %I30, ptr %0, align 8
  %E315 = extractelement <4 x i16> %Shuff218, i32 %B199
  %Shuff316 = shufflevector <4 x i1> %I302, <4 x i1> %Cmp194, <4 x i32> <i32 4, i32 poison, i32 0, i32 2>
  %I317 = insertelement <4 x i32> %ZE102, i32 %ZE168, i32 -1
  %B318 = fsub double 0x6D1593B4FD131932, %L68
  %FC319 = sitofp i64 %E196 to float
  %Sl320 = select i1 %Sl282, <4 x i1> %Cmp238, <4 x i1> %Cmp41
  %L321 = load <2 x i64>, ptr %PC, align 16
  store float %E83, ptr %PC176, align 4
  %E322 = extractelement <4 x i64> %Shuff301, i32 %ZE168
  %Shuff323 = shufflevector <4 x i1> %Cmp298, <4 x i1> %Cmp194, <4 x i32> <i32 poison, i32 3, i32 poison, i32 poison>
  %I324 = insertelement <4 x i1> %Tr118, i1 %Sl185, i32 %E114
  %B325 = ashr i16 %E35, %L261
  %ZE326 = zext <2 x i1> %Sl66 to <2 x i64>
  %Sl327 = select i1 %Cmp26, double 0xC9593345C93D8B2, double %L34
  %Cmp328 = fcmp uno <4 x float> %FC95, %B295
  %L329 = load <4 x double>, ptr %PC176, align 32
  store double %L209, ptr %0, align 8
  %E330 = extractelement <4 x i1> %Cmp81, i32 %B78
  br i1 %E330, label %CF402, label %CF447

CF447:                                            ; preds = %CF402
  %Shuff331 = shufflevector <4 x i16> %B153, <4 x i16> %Sl154, <4 x i32> <i32 7, i32 1, i32 3, i32 5>
  %I332 = insertelement <4 x i16> %Sl259, i16 %Tr46, i32 %Sl267
  %FC333 = sitofp i64 -1 to double
  %Sl334 = select i1 %Sl244, i16 %E98, i16 %E13
  %Cmp335 = fcmp oge <2 x double> %L291, %L291
  %L336 = load <8 x i1>, ptr %PC176, align 1
  store double %B318, ptr %PC176, align 8
  %E337 = extractelement <4 x i16> %Shuff115, i32 %B78
  %Shuff338 = shufflevector <8 x i8> %L105, <8 x i8> %L105, <8 x i32> <i32 3, i32 5, i32 poison, i32 9, i32 11, i32 13, i32 15, i32 poison>
  %I339 = insertelement <4 x i64> %Sl147, i64 %E322, i32 %B257
  %ZE340 = zext i16 %E180 to i32
  %Sl341 = select i1 %Sl207, <4 x i64> %Sl80, <4 x i64> %Shuff301
  %Cmp342 = icmp sgt i32 %E114, %Sl237
  br i1 %Cmp342, label %CF402, label %CF414

CF414:                                            ; preds = %CF420, %CF414, %CF447
  %L343 = load i16, ptr %0, align 2
  store <2 x i8> %L120, ptr %0, align 2
  %E344 = extractelement <4 x i16> %Shuff181, i32 %E114
  %Shuff345 = shufflevector <16 x i1> %L, <16 x i1> %L, <16 x i32> <i32 0, i32 poison, i32 4, i32 6, i32 poison, i32 poison, i32 12, i32 14, i32 poison, i32 poison, i32 20, i32 22, i32 poison, i32 26, i32 28, i32 poison>
  %I346 = insertelement <4 x i64> %Shuff158, i64 %L216, i32 %ZE340
  %B347 = fadd double 0x9579C9187F772896, %Sl177
  %Sl348 = select i1 %Cmp104, i8 15, i8 %ZE124
  %Cmp349 = fcmp ueq double %B318, 0x6D1593B4FD131932
  br i1 %Cmp349, label %CF414, label %CF420

CF420:                                            ; preds = %CF414
  %L350 = load <2 x double>, ptr %Sl200, align 16
  store i64 %E322, ptr %0, align 4
  %E351 = extractelement <4 x i16> %Shuff7, i32 %Sl237
  %Shuff352 = shufflevector <4 x i1> %Cmp141, <4 x i1> %Tr118, <4 x i32> <i32 3, i32 5, i32 7, i32 1>
  %I353 = insertelement <16 x i16> %Shuff70, i16 %E240, i32 %E114
  %Tr354 = trunc i16 0 to i8
  %Sl355 = select <4 x i1> %Cmp194, <4 x i64> %Sl25, <4 x i64> zeroinitializer
  %Cmp356 = icmp ule <4 x i16> %Shuff331, %Sl59
  %L357 = load <4 x i32>, ptr %A2, align 16
  store i32 %E114, ptr %PC176, align 4
  %E358 = extractelement <4 x i16> %I45, i32 %Tr24
  %Shuff359 = shufflevector <2 x double> %L291, <2 x double> %L291, <2 x i32> <i32 3, i32 poison>
  %I360 = insertelement <16 x i1> %L, i1 %Cmp342, i32 %3
  %B361 = xor <4 x i64> %I108, %Shuff241
  %Tr362 = trunc <4 x i16> %Shuff197 to <4 x i1>
  %Sl363 = select i1 %E56, i1 %E330, i1 %E
  br i1 %Sl363, label %CF414, label %CF416

CF416:                                            ; preds = %CF450, %CF416, %CF420
  %Cmp364 = icmp ne i8 -121, %B
  br i1 %Cmp364, label %CF416, label %CF450

CF450:                                            ; preds = %CF416
  %L365 = load float, ptr %0, align 4
  store <2 x double> %L291, ptr %PC87, align 16
  %E366 = extractelement <2 x i1> %Shuff136, i32 %Tr24
  br i1 %E366, label %CF416, label %CF427

CF427:                                            ; preds = %CF457, %CF427, %CF450
  %Shuff367 = shufflevector <4 x i16> %Shuff84, <4 x i16> %Sl59, <4 x i32> <i32 poison, i32 2, i32 4, i32 6>
  %I368 = insertelement <4 x i1> %Cmp328, i1 %E62, i32 %Tr24
  %Tr369 = trunc i64 490471 to i1
  br i1 %Tr369, label %CF427, label %CF453

CF453:                                            ; preds = %CF453, %CF427
  %Sl370 = select i1 %Cmp268, i64 %E196, i64 %B280
  %Cmp371 = icmp eq <2 x i16> %I37, %Shuff151
  %L372 = load <1 x i1>, ptr %0, align 1
  store i32 %B78, ptr %PC176, align 4
  %E373 = extractelement <16 x i1> %L, i32 %E121
  br i1 %E373, label %CF453, label %CF457

CF457:                                            ; preds = %CF453
  %Shuff374 = shufflevector <4 x i64> zeroinitializer, <4 x i64> %Se184, <4 x i32> <i32 3, i32 5, i32 7, i32 1>
  %I375 = insertelement <4 x i64> %I227, i64 49251, i32 -1
  %B376 = frem float %L314, %B175
  %ZE377 = zext <8 x i8> %I190 to <8 x i32>
  %Sl378 = select i1 %E6, double 0x1969F9085B67B086, double %B146
  %Cmp379 = icmp ule i1 %Cmp, %Cmp313
  br i1 %Cmp379, label %CF427, label %CF446

CF446:                                            ; preds = %CF457
  %L380 = load <4 x float>, ptr %PC176, align 16
  store i8 %5, ptr %0, align 1
  %E381 = extractelement <2 x i1> %L19, i32 %E121
  br i1 %E381, label %CF402, label %CF409

CF409:                                            ; preds = %CF448, %CF454, %CF409, %CF446
  %Shuff382 = shufflevector <4 x i16> %Sl111, <4 x i16> %Shuff76, <4 x i32> <i32 1, i32 3, i32 5, i32 7>
  %I383 = insertelement <4 x i8> %Tr266, i8 %L156, i32 %B78
  %FC384 = sitofp i1 %E210 to float
  %Sl385 = select i1 true, i1 %Cmp349, i1 %E373
  br i1 %Sl385, label %CF409, label %CF454

CF454:                                            ; preds = %CF409
  %Cmp386 = icmp ne i8 %L113, -121
  br i1 %Cmp386, label %CF409, label %CF428

CF428:                                            ; preds = %CF428, %CF454
  %L387 = load <2 x i1>, ptr %0, align 1
  store i32 %B199, ptr %PC176, align 4
  %E388 = extractelement <4 x double> %L55, i32 %ZE340
  %Shuff389 = shufflevector <4 x i16> %Shuff197, <4 x i16> %Shuff99, <4 x i32> <i32 5, i32 poison, i32 1, i32 3>
  %I390 = insertelement <4 x i32> %L90, i32 %Sl267, i32 %B78
  %Tr391 = trunc i16 %E285 to i1
  br i1 %Tr391, label %CF428, label %CF448

CF448:                                            ; preds = %CF428
  %Sl392 = select i1 %E373, ptr %A3, ptr %PC87
  %Cmp393 = icmp slt i1 %Cmp133, %Sl304
  br i1 %Cmp393, label %CF409, label %CF425

CF425:                                            ; preds = %CF448
  %L394 = load float, ptr %Sl392, align 4
  store <2 x i32> %L12, ptr %Sl392, align 8
  %E395 = extractelement <4 x i32> %Shuff308, i32 %ZE340
  %Shuff396 = shufflevector <4 x i16> %Sl59, <4 x i16> %B220, <4 x i32> <i32 0, i32 2, i32 4, i32 6>
  %I397 = insertelement <4 x i16> %Shuff234, i16 %E337, i32 %E114
  %B398 = add i16 %B325, %E300
  %Tr399 = trunc <4 x i64> %Shuff211 to <4 x i16>
  %Sl400 = select i1 %Cmp133, <2 x i1> %I130, <2 x i1> %I294
  %Cmp401 = icmp eq <4 x i64> zeroinitializer, %I167
  store i8 %Sl297, ptr %Sl392, align 1
  store i16 %E277, ptr %PC176, align 2
  store i64 %E106, ptr %PC176, align 4
  store i64 %E106, ptr %Sl392, align 4
  store i32 %Tr24, ptr %Sl392, align 4
  ret void
}
