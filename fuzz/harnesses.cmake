# fuzz/harnesses.cmake — libFuzzer harnesses (LOOPGPU_FUZZ=ON, clang only;
# docs/robustness.md), included by robustness.cmake once the tool exists.
#   fuzz_pragma     the bytes are the clauses of one `#pragma loopgpu` line
#                   before a canonical loop
#   fuzz_translate  the bytes are a whole .c file
#   fuzz_project    a .c file, a header and a choice of options (-o FILE,
#                   --report, --depfile, -I, -p), with real output files:
#                   nothing written on failure, the inputs never modified
#   fuzz_compile    a whole .c file; exit 0 => both halves of the output
#                   compile (c++ and cc, the emulation's headers)
# Both run the translator's own driver (tool/main.c, its `main` renamed
# lg_tool_main) in-process, libclang parse included. Run: scripts/dev.sh fuzz.
get_target_property(_tool_srcs loopgpu_tool SOURCES)
get_filename_component(_libclang_dir ${LIBCLANG_LIBRARY} DIRECTORY)
set(_fuzz_dir ${PROJECT_SOURCE_DIR}/fuzz)
get_target_property(_tool_dir loopgpu_tool SOURCE_DIR)
set(_srcs)
foreach(s ${_tool_srcs})
  if(NOT IS_ABSOLUTE ${s})
    set(s ${_tool_dir}/${s})
  endif()
  list(APPEND _srcs ${s})
endforeach()

add_library(lg_fuzz_tool OBJECT ${_srcs})
target_include_directories(lg_fuzz_tool PRIVATE ${LIBCLANG_INCLUDE_DIR} ${_tool_dir}
  $<TARGET_PROPERTY:lg_transforms,INTERFACE_INCLUDE_DIRECTORIES>)
# main() becomes lg_tool_main(): libFuzzer owns main
set_source_files_properties(${_tool_dir}/main.c TARGET_DIRECTORY lg_fuzz_tool
  PROPERTIES COMPILE_DEFINITIONS main=lg_tool_main)
target_compile_options(lg_fuzz_tool PRIVATE ${LOOPGPU_SANITIZE_FLAGS} -fsanitize=fuzzer-no-link)

foreach(h fuzz_pragma fuzz_translate fuzz_project fuzz_compile)
  add_executable(${h} ${_fuzz_dir}/${h}.c ${_fuzz_dir}/fuzz_common.c $<TARGET_OBJECTS:lg_fuzz_tool>)
  target_include_directories(${h} PRIVATE ${_fuzz_dir})
  target_compile_options(${h} PRIVATE ${LOOPGPU_SANITIZE_FLAGS} -fsanitize=fuzzer)
  target_link_options(${h} PRIVATE ${LOOPGPU_SANITIZE_FLAGS} -fsanitize=fuzzer)
  target_link_libraries(${h} PRIVATE lg_transforms ${LIBCLANG_LIBRARY})
  set_target_properties(${h} PROPERTIES BUILD_RPATH ${_libclang_dir}
    RUNTIME_OUTPUT_DIRECTORY ${PROJECT_BINARY_DIR}/fuzz)
endforeach()
set(_rt_include ${PROJECT_SOURCE_DIR}/runtime/include)
target_compile_definitions(fuzz_compile PRIVATE
  "LG_FUZZ_EMU_CFLAGS=\"-I${_rt_include} -I${_rt_include}/loopgpu-emu -DLOOPGPU_EMU=1\"")
