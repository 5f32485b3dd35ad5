"""The child a Python host forks for one run (host-program.py): it becomes the hook's process.

It takes the run's sockets as fd 0, 1 and 2 (all else closed but the status pipe), makes
sys.stdin/stdout/stderr over them as python makes them at start, takes the run's argv, env, cwd and
sys.path[0], runs the file as a fresh __main__, and ends as python ends a script, without a full
finalization (which costs what a new interpreter's start does): see `finish`. It tells the host on
the status pipe what the exit code cannot, a line each: `crashed` (it ended on an uncaught
exception), `unsure:why` (the host cannot vouch for the run), `imported:a,b` (the standard library
modules it imported, which the host then imports once for the runs after it), `ended` (it ended
here: without it, by os._exit or with the pipe closed, the host cannot tell a crash from an exit).
"""
import atexit
import importlib.machinery
import io
import os
import signal
import sys
import types

# The child's end of the status pipe, out of the way of the files the hook opens; close-on-exec.
STATUS_FD = min(os.sysconf("SC_OPEN_MAX"), 4096) - 1


def parent_death_signal():
    """The child dies with the host (prctl PR_SET_PDEATHSIG), so no run outlives hookcheck."""
    try:
        import ctypes

        return ctypes.CDLL(None, use_errno=True).prctl
    except (ImportError, OSError, AttributeError):
        return None


PRCTL = parent_death_signal()
# A run stopped by KeyboardInterrupt: python ends it by the signal itself.
INTERRUPTED = object()


def standard_stream(fd, name, template):
    """A standard stream over `fd` as python makes it at start (pylifecycle.c, create_stdio)."""
    writing = fd != 0
    unbuffered = writing and not isinstance(template.buffer, io.BufferedWriter)
    buffer = io.open(fd, "wb" if writing else "rb", 0 if unbuffered else -1, closefd=False)
    raw = buffer if unbuffered else buffer.raw
    raw.name = name
    line_buffering = not unbuffered and (raw.isatty() or fd == 2)
    stream = io.TextIOWrapper(buffer, template.encoding, template.errors, "\n", line_buffering, unbuffered)
    stream.mode = "w" if writing else "r"
    return stream


# The host's own streams: what python made of the start environment, which runs share (node checks).
TEMPLATES = (sys.stdin, sys.stdout, sys.stderr)


def run_child(request, ends, status_w, host_pid):
    """The forked child: becomes the hook's process, runs the file and ends as python would. Never returns."""
    os.setsid()
    if PRCTL is not None:
        PRCTL(1, signal.SIGKILL)  # PR_SET_PDEATHSIG
        if os.getppid() != host_pid:
            os._exit(1)
    for target, fd in enumerate(ends):
        os.dup2(fd, target)
    os.dup2(status_w, STATUS_FD, inheritable=False)
    os.closerange(3, STATUS_FD)
    file = request["file"]
    os.chdir(request["cwd"])
    os.environ.clear()
    os.environ.update(request["env"])
    sys.argv = [file, *request["args"]]
    sys.orig_argv = [request["argv0"], file, *request["args"]]
    if not getattr(sys.flags, "safe_path", False):
        sys.path[0] = os.path.dirname(os.path.realpath(file))
    sys.stdin, sys.stdout, sys.stderr = (standard_stream(fd, f"<{name}>", template) for fd, name, template in zip((0, 1, 2), ("stdin", "stdout", "stderr"), TEMPLATES))
    sys.__stdin__, sys.__stdout__, sys.__stderr__ = sys.stdin, sys.stdout, sys.stderr
    loaded = set(sys.modules)
    main = types.ModuleType("__main__")
    main.__dict__.update(__file__=file, __cached__=None, __loader__=importlib.machinery.SourceFileLoader("__main__", file), __annotations__={})
    main.__builtins__ = __builtins__
    sys.modules["__main__"] = main
    try:
        with open(file, "rb") as source:
            code = compile(source.read(), file, "exec", dont_inherit=True)
    except OSError as error:
        tell(f"unsure:it could not read {file}: {error}")
        os._exit(2)
    except SyntaxError as error:
        status = report_uncaught(error, None)
    else:
        status = run_main(code, main)
    status = finish(status, main)
    tell_imported(loaded)
    tell("ended")
    os._exit(status)


def run_main(code, main):
    """Runs the module and returns its exit status, as python's main does with what ends it."""
    try:
        exec(code, main.__dict__)
    except SystemExit as ending:
        return exit_status(ending)
    except BaseException as error:  # noqa: BLE001 -- what python itself catches at the top
        # The traceback without this frame, as python prints it from the module's first line.
        return report_uncaught(error, error.__traceback__.tb_next)
    return 0


def exit_status(ending):
    """python's own reading of SystemExit (pythonrun.c): None is 0, an int itself, anything else printed and 1."""
    code = ending.code
    if code is None:
        return 0
    if isinstance(code, int):
        return code & 0xFF
    try:
        sys.stderr.write(str(code))
        sys.stderr.write("\n")
    except Exception:  # noqa: BLE001 -- python ignores a stderr it cannot write to here
        pass
    return 1


def report_uncaught(error, trace):
    """The traceback through sys.excepthook, as python prints an uncaught exception; exit 1."""
    sys.last_type, sys.last_value, sys.last_traceback = type(error), error, trace
    sys.excepthook(type(error), error.with_traceback(trace), trace)
    tell("crashed")
    if isinstance(error, KeyboardInterrupt):
        return INTERRUPTED
    return 1


def tell(line):
    try:
        os.write(STATUS_FD, f"{line}\n".encode())
    except OSError:
        pass  # the run closed it: the host then knows less, and trusts less


# Never imported ahead of a run: importing them does what a run would see (prints, reads the terminal).
NOT_AHEAD = {"this", "antigravity", "readline", "rlcompleter", "idlelib", "turtledemo", "__hello__", "__phello__"}


def tell_imported(loaded):
    """The standard library modules the run imported, within what the pipe holds before the host reads it."""
    stdlib = getattr(sys, "stdlib_module_names", ())
    names = [name for name in sys.modules if name not in loaded and name.partition(".")[0] in stdlib and name.partition(".")[0] not in NOT_AHEAD]
    line = "imported:" + ",".join(names)
    if len(names) > 0 and len(line) < 16384:
        tell(line)


def finish(status, main):
    """
    The interpreter's ending, without unloading every module (a full finalization costs what a new
    interpreter does): threads joined, atexit, the module's own objects let go (files it left
    open flushed), the standard streams flushed. 120 when stdout cannot be flushed, as python says.
    """
    threading = sys.modules.get("threading")
    if threading is not None:
        threading._shutdown()
    atexit._run_exitfuncs()
    main.__dict__.clear()
    for stream in (sys.stdout, sys.stderr):
        try:
            stream.flush()
        except Exception:  # noqa: BLE001 -- python notes it and exits 120
            if stream is sys.stdout:
                status = 120
    if status is INTERRUPTED:
        # python ends a run stopped by KeyboardInterrupt by the signal itself.
        signal.signal(signal.SIGINT, signal.SIG_DFL)
        os.kill(os.getpid(), signal.SIGINT)
        status = 130
    return status
