# loopgpuFunctions.cmake — loopgpu_add_sources(), part of the loopgpu CMake
# package (included by loopgpuConfig.cmake).
#
#   loopgpu_add_sources(<target> file.c... [EMU] [ARCH <NN>] [OPTIONS <opt>...])
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
#            its CUDA_ARCHITECTURES is set to ARCH.
#   EMU      the .cu is compiled as C++ (LANGUAGE CXX) and <target> links
#            loopgpu::emu: the kernels run on the CPU, no GPU or nvcc needed.
#   Either way the .host.c is compiled as C, as the input would be.
#   ARCH NN  target architecture, default 90: the translator's --arch=sm_NN
#            and the CUDA_ARCHITECTURES of <target>.
#   OPTIONS  more translator options (-Werror, --diagnostics-format=json, ...).
#
# The translator also receives <target>'s include directories and compile
# definitions (-I, -D), so that it parses the file as the compiler would.
# Call it in the directory that defines <target>. LOOPGPU_EXECUTABLE, if set,
# names the translator to use instead of loopgpu::tool.

function(loopgpu_add_sources target)
  cmake_parse_arguments(PARSE_ARGV 1 LG "EMU" "ARCH" "OPTIONS")
  set(sources ${LG_UNPARSED_ARGUMENTS})
  if(NOT TARGET ${target})
    message(FATAL_ERROR "loopgpu_add_sources: '${target}' is not a target")
  endif()
  if(NOT sources)
    message(FATAL_ERROR "loopgpu_add_sources(${target}): no source files")
  endif()
  if(NOT LG_ARCH)
    set(LG_ARCH 90)
  endif()
  if(NOT LG_ARCH MATCHES "^[0-9]+$")
    message(FATAL_ERROR "loopgpu_add_sources(${target}): ARCH wants a number such as 90, got '${LG_ARCH}'")
  endif()

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
    set_property(TARGET ${target} PROPERTY CUDA_ARCHITECTURES ${LG_ARCH})
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
      COMMAND "${tool}" "${abs}" -o "${out}" "--depfile=${out}.d" "--arch=sm_${LG_ARCH}"
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
endfunction()
