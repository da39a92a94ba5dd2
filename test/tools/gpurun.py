"""gpurun.py — the GPU run of the lit suite, loaded by test/lit.cfg.py
(docs/testing.md, "The GPU run").

The device machine has CUDA, CMake, ninja and python3 but no libclang (no
translator) and no LLVM tools (no FileCheck, no lit). So the run has two
halves, both driven by lit over the same test files:

  here:   lit --param gpu-bundle=DIR build/test      (scripts/dev.sh gpu-bundle DIR)
          Every test that has a %e2e line runs as usual; %e2e
          (test/tools/e2e.sh) also saves each case's translation and the
          oracle's output under DIR/cases/. make_bundle() copies what the
          other side needs into DIR: lit itself (pure Python), test/,
          kernels/, the runtime's sources, a lit.site.cfg.py for DIR.
  device: python3 DIR/lit/lit.py --param gpu=DIR DIR/test
          Feature `gpu` on, `loopgpu` and `filecheck` off. Only the %e2e
          lines of a test run (E2EFormat); a test without any is
          UNSUPPORTED. %e2e builds the saved .cu against the runtime built
          from DIR's sources (ensure_runtime) with nvcc, runs it on the GPU
          and compares with the saved expected output.

Parameters (on the device): gpu-build=gpu|emu|compile (nvcc and run, the
default; the CPU emulation instead of nvcc, to check the runner without a
GPU; nvcc only, nothing run), sanitizer=memcheck|racecheck
(compute-sanitizer around every run; feature `sanitizer`), gpu-runtime=DIR
(a runtime build to use instead of DIR/build-gpu), exec-root=DIR (lit's
output tree; also here).
"""
import datetime
import os
import re
import shutil
import subprocess

import lit.formats
import lit.Test
import lit.TestRunner

# a RUN line that is a %e2e invocation, possibly under `env VAR=VALUE...`
E2E_LINE = re.compile(r"^\s*(env\s+((-u\s+\S+|[A-Za-z_][A-Za-z0-9_]*=\S*)\s+)*)?%e2e(\s|$)")


def _is_e2e(directive):
    """Whether a parsed script entry is a RUN line that runs %e2e (lit 19
    parses RUN lines into CommandDirective objects, older lits into strings
    tagged %dbg(RUN: at line N))."""
    line = getattr(directive, "command", directive)
    if not isinstance(line, str):
        return False  # DEFINE:/REDEFINE: lines
    m = re.fullmatch(lit.TestRunner.kPdbgRegex, line)
    return bool(E2E_LINE.match(m.group(2) if m else line))


class E2EFormat(lit.formats.ShTest):
    """ShTest for the two halves of the GPU run. A test without any %e2e line
    is UNSUPPORTED (nothing of it runs on the GPU). mode "bundle": the other
    tests run whole; mode "gpu": only their %e2e lines run (the others need
    the translator or FileCheck; the %e2e lines do not depend on them: a
    case's translation and expected output come from the bundle)."""

    def __init__(self, mode):
        super().__init__(execute_external=False)
        self.mode = mode

    def execute(self, test, litConfig):
        if test.config.unsupported:
            return lit.Test.Result(lit.Test.UNSUPPORTED, "Test is unsupported")
        parsed = lit.TestRunner.parseIntegratedTestScript(test, require_script=True)
        if isinstance(parsed, lit.Test.Result):
            return parsed
        e2e = [d for d in parsed if _is_e2e(d)]
        if not e2e:
            return lit.Test.Result(lit.Test.UNSUPPORTED, "no %e2e line: nothing of it runs on the GPU")
        # (DEFINE: lines are kept: a %e2e line may use what they define)
        script = [d for d in parsed if _is_e2e(d) or not hasattr(d, "command")] \
            if self.mode == "gpu" else parsed
        if litConfig.noExecute:
            return lit.Test.Result(lit.Test.PASS)
        tmp_dir, tmp_base = lit.TestRunner.getTempPaths(test)
        subs = lit.TestRunner.getDefaultSubstitutions(test, tmp_dir, tmp_base, normalize_slashes=False)
        conditions = {f: True for f in test.config.available_features}
        script = lit.TestRunner.applySubstitutions(
            script, subs, conditions, recursion_limit=test.config.recursiveExpansionLimit)
        return lit.TestRunner._runShTest(test, litConfig, False, script, tmp_base)


SITE_CFG = '''# -*- Python -*-  Written by test/tools/gpurun.py (lit --param gpu-bundle=...):
# the lit configuration of a GPU bundle, for the device machine. Paths are
# found from this file's place, so the bundle can be copied anywhere.
import os

here = os.path.dirname(os.path.abspath(__file__))
config.loopgpu = ""  # no translator on the device
config.loopgpu_src_root = os.path.dirname(here)
config.loopgpu_obj_root = os.path.join(config.loopgpu_src_root, "build-gpu")
config.llvm_tools_dir = ""
config.python_executable = "python3"
config.loopgpu_gpu_bundle = config.loopgpu_src_root

lit_config.load_config(config, os.path.join(here, "lit.cfg.py"))
'''

_IGNORE = shutil.ignore_patterns("__pycache__", "*.pyc", "Output")


def lit_py():
    """The lit.py beside the lit package that runs this configuration."""
    return os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(lit.__file__))), "lit.py")


def make_bundle(src, out, translator, lit_config):
    """Copy into OUT what the device needs besides the cases: lit, the test
    tree, kernels/, the runtime's sources (a tree CMake builds with
    -DLOOPGPU_BUILD_TOOL=OFF), the device's lit.site.cfg.py, a MANIFEST."""
    os.makedirs(os.path.join(out, "cases"), exist_ok=True)
    lit_pkg = os.path.dirname(os.path.abspath(lit.__file__))
    os.makedirs(os.path.join(out, "lit"), exist_ok=True)
    if os.path.exists(lit_py()):
        shutil.copy(lit_py(), os.path.join(out, "lit", "lit.py"))
    else:
        with open(os.path.join(out, "lit", "lit.py"), "w") as f:
            f.write("import sys, os\nsys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))\n"
                    "from lit.main import main\nmain()\n")
    shutil.copytree(lit_pkg, os.path.join(out, "lit", "lit"), ignore=_IGNORE, dirs_exist_ok=True)
    for d in ("test", "kernels", "runtime", "common", "cmake", "fuzz"):
        shutil.copytree(os.path.join(src, d), os.path.join(out, d), ignore=_IGNORE, dirs_exist_ok=True)
    shutil.copy(os.path.join(src, "CMakeLists.txt"), out)
    with open(os.path.join(out, "test", "lit.site.cfg.py"), "w") as f:
        f.write(SITE_CFG)
    try:
        commit = subprocess.run(["git", "-C", src, "rev-parse", "HEAD"], capture_output=True,
                                text=True).stdout.strip() or "unknown"
        dirty = subprocess.run(["git", "-C", src, "diff", "--quiet"]).returncode != 0
    except OSError:
        commit, dirty = "unknown", False
    with open(os.path.join(out, "MANIFEST"), "w") as f:
        f.write("built: %s\ncommit: %s%s\ntranslator: %s\n" % (
            datetime.datetime.now(datetime.timezone.utc).strftime("%Y-%m-%dT%H:%M:%SZ"),
            commit, " (modified)" if dirty else "", translator))
    lit_config.note("gpu-bundle: saving the %%e2e cases in %s" % out)


def ensure_runtime(src, build, need_gpu, path, lit_config):
    """Build the runtime from SRC's sources into BUILD (CMake + ninja, no
    translator) unless it is there; stop lit when it cannot be built."""
    log = os.path.join(build, "runtime-build.log")
    os.makedirs(build, exist_ok=True)
    env = dict(os.environ, PATH=path)
    cmds = []
    if not os.path.exists(os.path.join(build, "build.ninja")):
        cmds.append(["cmake", "-S", src, "-B", build, "-G", "Ninja", "-DLOOPGPU_BUILD_TOOL=OFF",
                     "-DCMAKE_BUILD_TYPE=Release"])
    cmds.append(["ninja", "-C", build])
    with open(log, "a") as f:
        for cmd in cmds:
            if subprocess.run(cmd, stdout=f, stderr=subprocess.STDOUT, env=env).returncode != 0:
                lit_config.fatal("the runtime does not build: %s (see %s)" % (" ".join(cmd), log))
    pc = os.path.join(build, "pkgconfig", "loopgpu.pc" if need_gpu else "loopgpu-emu.pc")
    if not os.path.exists(pc):
        lit_config.fatal("no %s after building the runtime (CMake found no CUDA toolkit? see %s)" % (pc, log))
