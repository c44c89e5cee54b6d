define aarch64_sve_vector_pcs void @win_zpair() {  
     call void asm sideeffect "", "~{z8},~{z9}"()   
     ret void   
}  
