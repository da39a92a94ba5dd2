# -*- Python -*-
# lit configuration of the loopgpu test suite. Loaded from the generated
# build/test/lit.site.cfg.py, which sets config.loopgpu (the translator),
# config.loopgpu_src_root, config.loopgpu_obj_root, config.llvm_tools_dir and
# config.python_executable. See docs/testing.md.
import os
import shlex
import shutil

import lit.formats

config.name = "loopgpu"
config.test_format = lit.formats.ShTest(execute_external=False)
config.suffixes = [".c", ".test"]
config.test_source_root = os.path.dirname(os.path.abspath(__file__))
config.test_exec_root = os.path.join(config.loopgpu_obj_root, "test")
# Not tests: the golden outputs' folder holds .cu files only, gpu/ is run on
# the device machine by test/gpu/run.sh, Inputs/ folders hold test inputs.
config.excludes = ["Inputs", "gpu", "CMakeLists.txt", "lit.cfg.py", "lit.site.cfg.py.in"]

src = config.loopgpu_src_root
obj = config.loopgpu_obj_root
scripts = os.path.join(src, "scripts")
# the helpers of the RUN lines (e2e.sh, compare.py, build-prog.sh, ...)
tools = os.path.join(src, "test", "tools")
py = config.python_executable or "python3"


def q(*words):
    return " ".join(shlex.quote(w) for w in words)


# The environment of every RUN line: the pkg-config files of this build first.
pkgconfig_dir = os.path.join(obj, "pkgconfig")
config.environment["PKG_CONFIG_PATH"] = pkgconfig_dir + (
    ":" + os.environ["PKG_CONFIG_PATH"] if os.environ.get("PKG_CONFIG_PATH") else "")
config.environment["LOOPGPU_BUILD"] = obj
config.environment["LOOPGPU"] = config.loopgpu
for var in ["HOME", "TMPDIR", "CC", "CXX", "NVCC", "LOOPGPU_ARCH", "E2E_TIMEOUT",
            "LOOPGPU_EMU_CXXFLAGS"]:
    if var in os.environ:
        config.environment[var] = os.environ[var]
cuda_bin = "/usr/local/cuda/bin"
path = [config.llvm_tools_dir, os.environ.get("PATH", "/usr/bin:/bin")]
if os.path.isdir(cuda_bin):
    path.append(cuda_bin)
config.environment["PATH"] = os.pathsep.join(path)

# lit applies these (as regular expressions, in this order) before its own
# %s/%S/%t, so names that start like %s (%scripts, %srcroot, %strip-checks)
# are safe.
config.substitutions.append(("%loopgpu", q(config.loopgpu)))
config.substitutions.append(("%emu-cxx", q("bash", os.path.join(tools, "build-prog.sh"), "emu")))
config.substitutions.append(("%nvcc", q("bash", os.path.join(tools, "build-prog.sh"), "gpu")))
config.substitutions.append(("%cc", q("bash", os.path.join(tools, "build-prog.sh"), "cc")))
config.substitutions.append(("%compare", q(py, os.path.join(tools, "compare.py"))))
config.substitutions.append(("%expect-exit", q("bash", os.path.join(tools, "expect-exit.sh"))))
config.substitutions.append(("%e2e", q("bash", os.path.join(tools, "e2e.sh"))))
config.substitutions.append(("%strip-checks", q(py, os.path.join(tools, "strip-checks.py"))))
config.substitutions.append(("%kernels", os.path.join(src, "kernels")))
config.substitutions.append(("%scripts", scripts))
config.substitutions.append(("%srcroot", src))
config.substitutions.append(("%objroot", obj))
config.substitutions.append(("%python", q(py)))
# FileCheck, not, count and split-file come from config.llvm_tools_dir, which
# is first on PATH (set above); lit runs `not` itself.

# Features.
if os.path.exists(os.path.join(cuda_bin, "nvcc")) or shutil.which("nvcc"):
    config.available_features.add("nvcc")
if shutil.which("nvidia-smi"):
    config.available_features.add("gpu-tools")
# the CUDA runtime's C header, for inputs that call cudaMalloc themselves
# (test/hoist/cuda-*): the translator searches the toolkit's include folder
cuda_incs = [os.path.join(os.environ[v], "include") for v in ("CUDA_PATH", "CUDA_HOME")
             if os.environ.get(v)] + ["/usr/local/cuda/include", "/usr/local/include", "/usr/include"]
if any(os.path.exists(os.path.join(d, "cuda_runtime_api.h")) for d in cuda_incs):
    config.available_features.add("cuda-headers")
# scripts/dev.sh sanitize runs the suite with instrumented emulated programs
if not os.environ.get("LOOPGPU_EMU_CXXFLAGS"):
    config.available_features.add("not-sanitizer")
if os.path.exists(os.path.join(pkgconfig_dir, "loopgpu-emu.pc")):
    config.available_features.add("emu")
if os.path.exists(os.path.join(src, "runtime", "tests", "run-emu.sh")):
    config.available_features.add("runtime-emu-tests")
# chmod 000 does not stop root from reading (test/robustness/unreadable.test)
if hasattr(os, "getuid") and os.getuid() != 0:
    config.available_features.add("non-root-user")
