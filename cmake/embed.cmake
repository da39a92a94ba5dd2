# embed.cmake — cmake -DIN=FILE -DOUT=HEADER -DNAME=SYMBOL -P embed.cmake
# writes HEADER with `static const char SYMBOL[]`: FILE's bytes and a NUL
# (the timeline page's template, runtime/src/report_page.html, for the
# runtime and loopgpu-report).
file(READ "${IN}" hex HEX)
string(REGEX REPLACE "([0-9a-f][0-9a-f])" "0x\\1," body "${hex}")
string(REGEX REPLACE "((0x[0-9a-f][0-9a-f],){16})" "\\1\n" body "${body}")
file(WRITE "${OUT}.tmp" "/* generated from ${IN} by cmake/embed.cmake: do not edit */\nstatic const char ${NAME}[] = {\n${body}0x00};\n")
file(RENAME "${OUT}.tmp" "${OUT}")
