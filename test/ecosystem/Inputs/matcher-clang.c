int g(void) { return undeclared_name; }
