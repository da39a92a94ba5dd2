# loopgpuFunctions.cmake — loopgpu_add_sources(), part of the loopgpu CMake
# package (included by loopgpuConfig.cmake).
#
#   loopgpu_add_sources(<target> file.c... [EMU] [ARCH <NN>...] [OPTIONS <opt>...])
#
# For each annotated C file: a custom command runs the translator
# (loopgpu file.c -o BIN/loopgpu/<target>/file.cu --depfile=...), re-run when
# the file, a header it includes (through the depfile) or the translator
# changes; both halves it writes, file.cu (the kernels, CUDA) and
# file.host.c (the host program, C), are added to <target>, which is linked
# with the runtime.
#
#   default  the .cu is compiled as CUDA (the project must enable CUDA:
#            project(... LANGUAGES C CXX CUDA)); <target> links loopgpu::runtime;
#            its CUDA_ARCHITECTURES follows ARCH (below).
#   EMU      the .cu is compiled as C++ (LANGUAGE CXX) and <target> links
#            loopgpu::emu: the kernels run on the CPU, no GPU or nvcc needed.
#   Either way the .host.c is compiled as C, as the input would be.
#   ARCH NN  target architecture(s) (90, or a list "80;90"): the translator's
#            --arch=sm_NN and the CUDA_ARCHITECTURES of <target>. Without it,
#            <target>'s CUDA_ARCHITECTURES (CMAKE_CUDA_ARCHITECTURES: 80,
#            "75;90-real", native, all, all-major) unless that is CMake's own
#            default (the compiler's, which no one chose); else the GPUs of this
#            machine (what CMake's `native` finds), else 90 — and then
#            <target>'s CUDA_ARCHITECTURES is set to the same. A list is checked
#            against its most restrictive architecture (--arch=sm_75,sm_90).
#   OPTIONS  more translator options (-Werror, --diagnostics-format=json, ...).
#
# The translator also receives <target>'s include directories and compile
# definitions (-I, -D), so that it parses the file as the compiler would.
# Call it in the directory that defines <target>. LOOPGPU_EXECUTABLE, if set,
# names the translator to use instead of loopgpu::tool.

# The architectures the translator knows (transforms/arch.c; the two lists
# are kept in step by test/ecosystem/arch-list.test), and the older names it
# accepts for them (101: sm_110 before CUDA 13).
set(_LOOPGPU_ARCHS 70 72 75 80 86 87 88 89 90 100 103 110 120 121 CACHE INTERNAL "")
set(_LOOPGPU_ARCH_ALIASES 101 CACHE INTERNAL "")

# The architectures of CMake's spelling in `list` (80, 90a, 75-real,
# 90-virtual, native, all, all-major) as translator names (sm_80;sm_90a);
# `what` names the setting in errors.
function(_loopgpu_arch_names out what list)
  set(names)
  set(filter OFF)
  if(list STREQUAL "native")
    set(list "${CMAKE_CUDA_ARCHITECTURES_NATIVE}")
    if(NOT list)
      message(STATUS "loopgpu: ${what} is 'native' but CMake found no GPU: the translator "
        "checks the limits of sm_90")
      set(list 90)
    endif()
  elseif(list STREQUAL "all" OR list STREQUAL "all-major")
    # the ones the translator knows; older ones are compiled, not checked
    if(list STREQUAL "all")
      set(list "${CMAKE_CUDA_ARCHITECTURES_ALL}")
    else()
      set(list "${CMAKE_CUDA_ARCHITECTURES_ALL_MAJOR}")
    endif()
    set(filter ON)
  endif()
  foreach(a IN LISTS list)
    string(REGEX REPLACE "-(real|virtual)$" "" a "${a}")
    if(NOT a MATCHES "^([0-9]+)([af]?)$")
      message(FATAL_ERROR "${what}: '${a}' is not a CUDA architecture "
        "(a number such as 90, or 90a, 80-real)")
    endif()
    if(NOT CMAKE_MATCH_1 IN_LIST _LOOPGPU_ARCHS
       AND NOT CMAKE_MATCH_1 IN_LIST _LOOPGPU_ARCH_ALIASES)
      if(filter)
        continue()
      endif()
      string(REPLACE ";" ", " known "${_LOOPGPU_ARCHS}")
      message(FATAL_ERROR "${what}: loopgpu does not support CUDA "
        "architecture ${a} (supported: ${known})")
    endif()
    list(APPEND names "sm_${a}")
  endforeach()
  list(REMOVE_DUPLICATES names)
  if(NOT names)
    message(FATAL_ERROR "${what} names no architecture loopgpu supports")
  endif()
  set(${out} "${names}" PARENT_SCOPE)
endfunction()

# Whether `value` of CUDA_ARCHITECTURES is CMake's own default rather than the
# project's: CMake (3.18+, policy CMP0104) caches the compiler's default
# architecture (52 with CUDA 12) under the help string "CUDA architectures"
# when nothing was set (and not from the CUDAARCHS environment variable). The
# value seen then is remembered, so that a later -DCMAKE_CUDA_ARCHITECTURES=80
# on the same build directory counts as the user's.
function(_loopgpu_cmake_default out value)
  get_property(help CACHE CMAKE_CUDA_ARCHITECTURES PROPERTY HELPSTRING)
  if(help STREQUAL "CUDA architectures" AND "$ENV{CUDAARCHS}" STREQUAL ""
     AND NOT DEFINED CACHE{_LOOPGPU_CMAKE_DEFAULT_CUDA_ARCHS})
    set(_LOOPGPU_CMAKE_DEFAULT_CUDA_ARCHS "$CACHE{CMAKE_CUDA_ARCHITECTURES}" CACHE INTERNAL "")
  endif()
  if(DEFINED CACHE{_LOOPGPU_CMAKE_DEFAULT_CUDA_ARCHS}
     AND "${value}" STREQUAL "$CACHE{_LOOPGPU_CMAKE_DEFAULT_CUDA_ARCHS}")
    set(${out} ON PARENT_SCOPE)
  else()
    set(${out} OFF PARENT_SCOPE)
  endif()
endfunction()

function(loopgpu_add_sources target)
  cmake_parse_arguments(PARSE_ARGV 1 LG "EMU" "" "ARCH;OPTIONS")
  set(sources ${LG_UNPARSED_ARGUMENTS})
  if(NOT TARGET ${target})
    message(FATAL_ERROR "loopgpu_add_sources: '${target}' is not a target")
  endif()
  if(NOT sources)
    message(FATAL_ERROR "loopgpu_add_sources(${target}): no source files")
  endif()
  # the architectures: ARCH, else the target's CUDA_ARCHITECTURES (from
  # CMAKE_CUDA_ARCHITECTURES) unless it is CMake's default, else native, else 90
  set(set_property_too ON)
  if(LG_ARCH)
    set(archs "${LG_ARCH}")
    set(what "ARCH")
  else()
    get_target_property(archs ${target} CUDA_ARCHITECTURES)
    if(NOT archs AND DEFINED CMAKE_CUDA_ARCHITECTURES)
      set(archs "${CMAKE_CUDA_ARCHITECTURES}")
    endif()
    set(what "CUDA_ARCHITECTURES of ${target}")
    set(default OFF)
    if(archs STREQUAL "OFF")
      set(set_property_too OFF) # the project passes its own flags to nvcc
    elseif(archs)
      _loopgpu_cmake_default(default "${archs}")
    endif()
    if(NOT archs OR default)
      string(REGEX REPLACE "-real" "" archs "${CMAKE_CUDA_ARCHITECTURES_NATIVE}")
      set(what "the GPUs of this machine (CMake's native)")
      if(NOT archs)
        set(archs 90)
        set(what "the default")
      endif()
    elseif(set_property_too)
      set(set_property_too OFF) # the project's own choice stays
    endif()
  endif()
  _loopgpu_arch_names(arch_names "loopgpu_add_sources(${target}): ${what}" "${archs}")
  string(REPLACE ";" "," arch_flag "${arch_names}")

  if(LOOPGPU_EXECUTABLE)
    set(tool "${LOOPGPU_EXECUTABLE}")
  elseif(TARGET loopgpu::tool)
    set(tool "$<TARGET_FILE:loopgpu::tool>")
  else()
    message(FATAL_ERROR "loopgpu_add_sources(${target}): this loopgpu package has no "
      "translator (built with LOOPGPU_BUILD_TOOL=OFF); set LOOPGPU_EXECUTABLE")
  endif()

  get_property(languages GLOBAL PROPERTY ENABLED_LANGUAGES)
  if(NOT C IN_LIST languages)
    message(FATAL_ERROR "loopgpu_add_sources(${target}): the host halves (.host.c) are "
      "compiled as C: enable it (project(... LANGUAGES C ...))")
  endif()
  if(LG_EMU)
    if(NOT CXX IN_LIST languages)
      message(FATAL_ERROR "loopgpu_add_sources(${target} ... EMU): the generated .cu files "
        "are compiled as C++: enable it (project(... LANGUAGES C CXX))")
    endif()
    set(runtime loopgpu::emu)
  else()
    if(NOT CUDA IN_LIST languages)
      message(FATAL_ERROR "loopgpu_add_sources(${target}): the generated .cu files are "
        "compiled as CUDA: enable it (project(... LANGUAGES C CXX CUDA) or "
        "enable_language(CUDA)), or pass EMU to build for the CPU emulation")
    endif()
    if(NOT TARGET loopgpu::runtime)
      message(FATAL_ERROR "loopgpu_add_sources(${target}): this loopgpu package was built "
        "without the CUDA toolkit (no loopgpu::runtime); pass EMU, or rebuild loopgpu with CUDA")
    endif()
    set(runtime loopgpu::runtime)
    if(set_property_too)
      set_property(TARGET ${target} PROPERTY CUDA_ARCHITECTURES ${archs})
    endif()
  endif()

  set(incs "$<TARGET_PROPERTY:${target},INCLUDE_DIRECTORIES>")
  set(defs "$<TARGET_PROPERTY:${target},COMPILE_DEFINITIONS>")
  set(outdir "${CMAKE_CURRENT_BINARY_DIR}/loopgpu/${target}")
  set(outputs)
  foreach(src IN LISTS sources)
    get_filename_component(abs "${src}" ABSOLUTE BASE_DIR "${CMAKE_CURRENT_SOURCE_DIR}")
    get_filename_component(name "${src}" NAME_WE)
    set(out "${outdir}/${name}.cu")
    set(host "${outdir}/${name}.host.c")
    if(out IN_LIST outputs)
      message(FATAL_ERROR "loopgpu_add_sources(${target}): two sources named '${name}.c'")
    endif()
    list(APPEND outputs "${out}" "${host}")
    add_custom_command(OUTPUT "${out}" "${host}"
      COMMAND "${CMAKE_COMMAND}" -E make_directory "${outdir}"
      COMMAND "${tool}" "${abs}" -o "${out}" "--depfile=${out}.d" "--arch=${arch_flag}"
              "$<$<BOOL:${incs}>:-I$<JOIN:${incs},;-I>>"
              "$<$<BOOL:${defs}>:-D$<JOIN:${defs},;-D>>"
              ${LG_OPTIONS}
      DEPENDS "${abs}" "${tool}"
      DEPFILE "${out}.d"
      COMMENT "loopgpu: translating ${src}"
      COMMAND_EXPAND_LISTS VERBATIM)
    if(LG_EMU)
      set_source_files_properties("${out}" PROPERTIES LANGUAGE CXX)
    endif()
    set_source_files_properties("${host}" PROPERTIES LANGUAGE C)
  endforeach()
  target_sources(${target} PRIVATE ${outputs})
  target_link_libraries(${target} PRIVATE ${runtime})

  # The annotated .c files themselves in the project's compile_commands.json
  # (CMAKE_EXPORT_COMPILE_COMMANDS), for clangd and clang-tidy: an OBJECT
  # library <target>_loopgpu_c that compiles them as C, with <target>'s include
  # directories, definitions, options and C standard (what the translator
  # parses them with) and -Wno-unknown-pragmas. Not built by default
  # (EXCLUDE_FROM_ALL); `ninja <target>_loopgpu_c` checks them as plain C.
  set(cdb "${target}_loopgpu_c")
  if(NOT TARGET ${cdb})
    add_library(${cdb} OBJECT EXCLUDE_FROM_ALL)
    target_include_directories(${cdb} PRIVATE "${incs}")
    target_compile_definitions(${cdb} PRIVATE "${defs}")
    target_compile_options(${cdb} PRIVATE "$<TARGET_PROPERTY:${target},COMPILE_OPTIONS>"
      "$<$<C_COMPILER_ID:GNU,Clang,AppleClang,IntelLLVM>:-Wno-unknown-pragmas>")
    foreach(p C_STANDARD C_STANDARD_REQUIRED C_EXTENSIONS)
      get_target_property(v ${target} ${p})
      if(NOT v STREQUAL "v-NOTFOUND")
        set_property(TARGET ${cdb} PROPERTY ${p} "${v}")
      endif()
    endforeach()
  endif()
  foreach(src IN LISTS sources)
    get_filename_component(abs "${src}" ABSOLUTE BASE_DIR "${CMAKE_CURRENT_SOURCE_DIR}")
    target_sources(${cdb} PRIVATE "${abs}")
  endforeach()
endfunction()
