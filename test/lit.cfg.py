# -*- Python -*-
# lit configuration of the loopgpu test suite. Loaded from the generated
# build/test/lit.site.cfg.py, which sets config.loopgpu (the translator),
# config.loopgpu_src_root, config.loopgpu_obj_root, config.llvm_tools_dir and
# config.python_executable. See docs/testing.md.
import os
import shlex
import shutil
import sys

import lit.formats

config.name = "loopgpu"
config.test_format = lit.formats.ShTest(execute_external=False)
config.suffixes = [".c", ".test"]
config.test_source_root = os.path.dirname(os.path.abspath(__file__))
config.test_exec_root = os.path.join(config.loopgpu_obj_root, "test")
# Not tests: Inputs/ folders hold test inputs.
config.excludes = ["Inputs", "CMakeLists.txt", "lit.cfg.py", "lit.site.cfg.py.in", "lit.site.cfg.py"]

src = config.loopgpu_src_root
obj = config.loopgpu_obj_root
scripts = os.path.join(src, "scripts")
# the helpers of the RUN lines (e2e.sh, compare.py, build-prog.sh, ...)
tools = os.path.join(src, "test", "tools")
py = config.python_executable or "python3"
cuda_bin = "/usr/local/cuda/bin"

# The GPU run (test/tools/gpurun.py, docs/testing.md): --param gpu-bundle=DIR
# here saves what the device needs; --param gpu=DIR there (the default in a
# bundle's own lit.site.cfg.py) runs the %e2e lines on the GPU.
sys.path.insert(0, tools)
import gpurun  # noqa: E402

params = lit_config.params
gpu_dir = params.get("gpu") or getattr(config, "loopgpu_gpu_bundle", None)
bundle_dir = params.get("gpu-bundle")
if gpu_dir and bundle_dir:
    lit_config.fatal("--param gpu=... (the device side) and --param gpu-bundle=... (this side) exclude each other")
if params.get("exec-root"):
    config.test_exec_root = os.path.abspath(params["exec-root"])
gpu_build = params.get("gpu-build", "gpu")
if gpu_dir:
    gpu_dir = os.path.abspath(gpu_dir)
    if gpu_build not in ("gpu", "emu", "compile"):
        lit_config.fatal("--param gpu-build=%s: gpu, emu or compile" % gpu_build)
    if params.get("gpu-runtime"):
        obj = config.loopgpu_obj_root = os.path.abspath(params["gpu-runtime"])
    gpurun.ensure_runtime(src, obj, gpu_build != "emu",
                          os.pathsep.join([os.environ.get("PATH", "/usr/bin:/bin"), cuda_bin]), lit_config)
    config.test_format = gpurun.E2EFormat("gpu")
    config.available_features.add("gpu")
    config.environment["E2E_GPU"] = gpu_dir
    config.environment["E2E_GPU_BUILD"] = gpu_build
    if params.get("sanitizer"):
        if params["sanitizer"] not in ("memcheck", "racecheck", "synccheck", "initcheck"):
            lit_config.fatal("--param sanitizer=%s: memcheck or racecheck" % params["sanitizer"])
        config.environment["E2E_SANITIZER"] = params["sanitizer"]
        config.available_features.add("sanitizer")
        config.available_features.add("sanitizer-" + params["sanitizer"])
    lit_config.note("gpu run: bundle %s, build %s (%s)%s" % (
        gpu_dir, obj, gpu_build, ", under compute-sanitizer --tool " + params["sanitizer"]
        if params.get("sanitizer") else ""))
elif bundle_dir:
    bundle_dir = os.path.abspath(bundle_dir)
    gpurun.make_bundle(src, bundle_dir, config.loopgpu, lit_config)
    config.test_format = gpurun.E2EFormat("bundle")
    config.available_features.add("gpu-bundle")
    config.environment["E2E_BUNDLE"] = bundle_dir
config.environment["E2E_EXEC_ROOT"] = config.test_exec_root


def q(*words):
    return " ".join(shlex.quote(w) for w in words)


# The environment of every RUN line: the pkg-config files of this build first.
pkgconfig_dir = os.path.join(obj, "pkgconfig")
config.environment["PKG_CONFIG_PATH"] = pkgconfig_dir + (
    ":" + os.environ["PKG_CONFIG_PATH"] if os.environ.get("PKG_CONFIG_PATH") else "")
config.environment["LOOPGPU_BUILD"] = obj
if not gpu_dir:
    config.environment["LOOPGPU"] = config.loopgpu
for var in ["HOME", "TMPDIR", "CC", "CXX", "NVCC", "LOOPGPU_ARCH", "E2E_TIMEOUT",
            "LOOPGPU_EMU_CXXFLAGS"]:
    if var in os.environ:
        config.environment[var] = os.environ[var]
path = ([config.llvm_tools_dir] if config.llvm_tools_dir else []) + [os.environ.get("PATH", "/usr/bin:/bin")]
if os.path.isdir(cuda_bin):
    path.append(cuda_bin)
config.environment["PATH"] = os.pathsep.join(path)

# lit applies these (as regular expressions, in this order) before its own
# %s/%S/%t, so names that start like %s (%scripts, %srcroot, %strip-checks)
# are safe.
# the driver run several times in one process (tool/CMakeLists.txt,
# test/tools/repeat.c), before %loopgpu, which would match its start
# loopgpu-report (runtime/tool/), the timeline page from JSON reports
config.substitutions.append(("%loopgpu-report", q(os.path.join(obj, "runtime", "loopgpu-report"))))
# headless Chromium (Debian's chromium) for the timeline page's tests
# (test/report/html-*.test): the rendered DOM and a screenshot
config.substitutions.append(("%chromium", q("bash", os.path.join(tools, "chromium.sh"))))
config.substitutions.append(("%loopgpu-repeat",
                             q(os.path.join(os.path.dirname(config.loopgpu), "loopgpu-repeat"))))
config.substitutions.append(("%loopgpu", q(config.loopgpu)))
config.substitutions.append(("%emu-cxx", q("bash", os.path.join(tools, "build-prog.sh"), "emu")))
config.substitutions.append(("%nvcc", q("bash", os.path.join(tools, "build-prog.sh"), "gpu")))
config.substitutions.append(("%cc", q("bash", os.path.join(tools, "build-prog.sh"), "cc")))
config.substitutions.append(("%compare", q(py, os.path.join(tools, "compare.py"))))
config.substitutions.append(("%expect-exit", q("bash", os.path.join(tools, "expect-exit.sh"))))
# -T %s: the test names its cases in a GPU bundle (lit puts in %s afterwards)
config.substitutions.append(("%e2e", q("bash", os.path.join(tools, "e2e.sh")) + " -T %s"))
config.substitutions.append(("%strip-checks", q(py, os.path.join(tools, "strip-checks.py"))))
config.substitutions.append(("%kernels", os.path.join(src, "kernels")))
config.substitutions.append(("%scripts", scripts))
config.substitutions.append(("%srcroot", src))
config.substitutions.append(("%objroot", obj))
config.substitutions.append(("%python", q(py)))
# lit itself (test/gpu/simulate.test runs it, as the device does)
config.substitutions.append(("%lit", q(py, gpurun.lit_py())))
# FileCheck, not, count and split-file come from config.llvm_tools_dir, which
# is first on PATH (set above); lit runs `not` itself.

# Features. `loopgpu` (the translator) and `filecheck` (LLVM's FileCheck)
# are here only, `gpu` on the device only (gpu-bundle: making its bundle).
if not gpu_dir and config.loopgpu and os.path.exists(config.loopgpu):
    config.available_features.add("loopgpu")
if config.llvm_tools_dir and os.path.exists(os.path.join(config.llvm_tools_dir, "FileCheck")):
    config.available_features.add("filecheck")
if os.path.exists(os.path.join(cuda_bin, "nvcc")) or shutil.which("nvcc"):
    config.available_features.add("nvcc")
if shutil.which("nvidia-smi"):
    config.available_features.add("gpu-tools")
# clangd, for test/ecosystem/clangd.test (the annotated file's database entry)
if shutil.which("clangd"):
    config.available_features.add("clangd")
# node (JavaScript's RegExp, V8), for test/ecosystem/problem-matcher-node.test
# (the VS Code problem matchers of docs/ecosystem.md as VS Code applies them)
if shutil.which("node"):
    config.available_features.add("node")
# chromium (Debian's package; scripts/dev.sh setup installs it), for the
# rendered timeline page (test/report/html-dom.test, html-screenshot.test)
if shutil.which("chromium"):
    config.available_features.add("chromium")
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
