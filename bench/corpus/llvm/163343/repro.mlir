    // expected-warning @unknown {{could not cast operand of type 'f16' to 'vector<4xf16>'}}
