# robustness.cmake — sanitizer and fuzzing builds (docs/robustness.md).
# Included by the top-level CMakeLists.txt before the subdirectories; the
# per-target part runs deferred, once every target exists.
#
#   -DLOOPGPU_SANITIZE=ON  the translator (tool/, transforms/) and the emulation
#                          runtime (libloopgpu-emu) with ASan + UBSan, UBSan
#                          halting on the first error; libloopgpu-emu.pc then
#                          links the sanitizer runtime into the emulated
#                          programs. libloopgpu (over cudart) is left alone.
#   -DLOOPGPU_FUZZ=ON      the libFuzzer harnesses of fuzz/ (clang only); they
#                          are built with ASan + UBSan whatever LOOPGPU_SANITIZE.
option(LOOPGPU_SANITIZE "build the translator and the emulation runtime with ASan+UBSan" OFF)
option(LOOPGPU_FUZZ "build the libFuzzer harnesses of fuzz/ (needs clang)" OFF)

set(LOOPGPU_SANITIZE_FLAGS -fsanitize=address,undefined -fno-sanitize-recover=undefined
    -fno-omit-frame-pointer)
set(LOOPGPU_EMU_EXTRA_LIBS "")
if(LOOPGPU_SANITIZE)
  # read by runtime/CMakeLists.txt: the Libs of loopgpu-emu.pc
  set(LOOPGPU_EMU_EXTRA_LIBS "-fsanitize=address,undefined")
endif()
if(LOOPGPU_FUZZ AND NOT CMAKE_C_COMPILER_ID MATCHES "Clang")
  message(FATAL_ERROR "LOOPGPU_FUZZ=ON needs clang (libFuzzer): "
                      "cmake -DCMAKE_C_COMPILER=clang-19 -DCMAKE_CXX_COMPILER=clang++-19 ...")
endif()

function(lg_robustness_targets)
  if(LOOPGPU_SANITIZE OR LOOPGPU_FUZZ)
    set(cflags ${LOOPGPU_SANITIZE_FLAGS})
    if(LOOPGPU_FUZZ)
      list(APPEND cflags -fsanitize=fuzzer-no-link)
    endif()
    foreach(t loopgpu_tool loopgpu_repeat lg_transforms loopgpu-emu)
      if(TARGET ${t})
        target_compile_options(${t} PRIVATE ${cflags})
      endif()
    endforeach()
    foreach(t loopgpu_tool loopgpu_repeat)
      if(TARGET ${t})
        target_link_options(${t} PRIVATE ${LOOPGPU_SANITIZE_FLAGS})
      endif()
    endforeach()
    if(TARGET loopgpu-emu AND LOOPGPU_SANITIZE)
      # CMake users of loopgpu::emu in this build tree link the runtime too
      target_link_options(loopgpu-emu INTERFACE -fsanitize=address,undefined)
    endif()
  endif()
  if(LOOPGPU_FUZZ AND TARGET loopgpu_tool)
    include(${PROJECT_SOURCE_DIR}/fuzz/harnesses.cmake)
  endif()
endfunction()
cmake_language(DEFER DIRECTORY ${PROJECT_SOURCE_DIR} CALL lg_robustness_targets)
