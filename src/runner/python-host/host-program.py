"""The program of a Python hook host: one python3 that runs Python hooks, each in a child it forks.

`hookcheck mutate` runs a Python guard's mutants here (python-host.ts says when, and how the
answers are checked): a fork costs a fraction of an interpreter's start, and the child begins as
clean as a fresh interpreter, with the standard library modules the runs before it imported
already imported (import_ahead: the mutants of one hook import alike). The child is a process of its
own, as `python3 FILE ARGS` gives it (hookcheck_host_child.py): fd 0, 1 and 2 are sockets as node
spawns hooks with, it is its own process group (a session, as node's detached spawn makes), and it
ends as python ends a script. The host feeds its stdin, keeps its output within the cap, and ends
it at its timeout.

Only the standard library: this runs beside the hooks and must not bring hookcheck with it.

Protocol on fd 3, one JSON object a line: `{ready, env, cwd, executable}` once; then per request
`{id, file, args, argv0, cwd, env, stdin (base64), maxOutputBytes, timeoutMs}` the run's process
group `{id, pid}` and its answer `{id, exit | signal, crashed, stdout, stderr (base64), stdoutBytes,
stderrBytes, durationMs, stdinDelivered, stdinEpipe}`, or `{id, unsure}` with why the host cannot
vouch for it. When fd 3 ends (hookcheck is gone), the run is killed and the host exits.
"""
import base64
import json
import os
import select
import signal
import socket
import sys
import time
import warnings

# The child's part, beside this file: imported by path (with PYTHONSAFEPATH python puts no folder of
# ours on sys.path), and no .pyc left in hookcheck's package; both put back as python set them.
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
sys.dont_write_bytecode, WROTE_BYTECODE = True, sys.dont_write_bytecode
from hookcheck_host_child import STATUS_FD, run_child  # noqa: E402

del sys.path[0]
sys.dont_write_bytecode = WROTE_BYTECODE

CONTROL = 3
READ_SIZE = 65536
HOST_PID = os.getpid()


def send(message):
    data = (json.dumps(message) + "\n").encode()
    while data:
        data = data[os.write(CONTROL, data):]


def kill_run(pid):
    for kill in (os.killpg, os.kill):
        try:
            kill(pid, signal.SIGKILL)
        except OSError:
            pass


def watch_exit(pid):
    """A descriptor readable once the child ended (a pidfd), or None: then it is polled."""
    try:
        return os.pidfd_open(pid)
    except (AttributeError, OSError):
        return None


def read_some(fd, into, cap):
    """Reads what is there; False at the end of the stream."""
    while True:
        try:
            chunk = os.read(fd, READ_SIZE)
        except BlockingIOError:
            return True
        except OSError:
            return False
        if not chunk:
            return False
        into["bytes"] += len(chunk)
        room = cap - len(into["kept"])
        if room > 0:
            into["kept"] += chunk[:room]


def serve(request):
    """Runs one request in a forked child and answers it."""
    run_id = request["id"]
    stdin = base64.b64decode(request["stdin"])
    pairs = [socket.socketpair() for _ in range(3)]
    ours = [pair[0].detach() for pair in pairs]
    ends = [pair[1].detach() for pair in pairs]
    status_r, status_w = os.pipe()
    started = time.monotonic()
    pid = os.fork()
    if pid == 0:
        run_child(request, ends, status_w, HOST_PID)
    for fd in (*ends, status_w):
        os.close(fd)
    send({"id": run_id, "pid": pid})
    answer = watch(pid, stdin, ours, status_r, request)
    for fd in (*ours, status_r):
        try:
            os.close(fd)
        except OSError:
            pass
    answer["id"] = run_id
    answer["durationMs"] = round((time.monotonic() - started) * 1000, 1)
    send(answer)


def watch(pid, stdin, ours, status_r, request):
    """Feeds the child its stdin and keeps its output until it ends or its time is up."""
    stdin_fd, out_fd, err_fd = ours
    cap = request["maxOutputBytes"]
    out, err = {"kept": b"", "bytes": 0}, {"kept": b"", "bytes": 0}
    for fd in ours:
        os.set_blocking(fd, False)
    pidfd = watch_exit(pid)
    poll = select.poll()
    open_outputs = {out_fd: out, err_fd: err}
    for fd in open_outputs:
        poll.register(fd, select.POLLIN)
    poll.register(CONTROL, select.POLLIN)
    if pidfd is not None:
        poll.register(pidfd, select.POLLIN)
    written, epipe, stdin_open = 0, False, True
    if stdin:
        poll.register(stdin_fd, select.POLLOUT)
    else:
        stdin_open = False
        os.close(stdin_fd)
    deadline = time.monotonic() + request["timeoutMs"] / 1000
    status = None
    while status is None:
        left = deadline - time.monotonic()
        if left <= 0:
            kill_run(pid)
            os.waitpid(pid, 0)
            return {"unsure": f"no answer within {request['timeoutMs']} ms"}
        wait_ms = left * 1000 if pidfd is not None else min(left * 1000, 5)
        for fd, _ in poll.poll(wait_ms):
            if fd == CONTROL:
                if not os.read(CONTROL, READ_SIZE):
                    kill_run(pid)
                    os._exit(0)
            elif fd == stdin_fd and stdin_open:
                try:
                    written += os.write(stdin_fd, stdin[written:written + READ_SIZE])
                except BlockingIOError:
                    continue
                except OSError:
                    epipe = True
                if epipe or written >= len(stdin):
                    poll.unregister(stdin_fd)
                    os.close(stdin_fd)
                    stdin_open = False
            elif fd in open_outputs:
                if not read_some(fd, open_outputs[fd], cap):
                    poll.unregister(fd)
                    del open_outputs[fd]
        ended, status = os.waitpid(pid, os.WNOHANG)
        if ended == 0:
            status = None
    if pidfd is not None:
        os.close(pidfd)
    if stdin_open:
        os.close(stdin_fd)
    # It has ended, and what it wrote is all there: a stream still open is held by something it started.
    for fd, into in list(open_outputs.items()):
        if not read_some(fd, into, cap):
            del open_outputs[fd]
    try:
        os.killpg(pid, 0)
        left_running = True
    except OSError:
        left_running = False
    if open_outputs or left_running:
        kill_run(pid)
        return {"unsure": "it left a process running (or holding its stdout or stderr), which only a run of its own reports as it does"}
    notes = read_notes(status_r)
    if "unsure" in notes:
        return {"unsure": notes["unsure"]}
    if out["bytes"] > cap or err["bytes"] > cap:
        return {"unsure": f"it printed more than the {cap} bytes kept"}
    code = os.waitstatus_to_exitcode(status)
    ending = {"exit": code} if code >= 0 else {"signal": signal.Signals(-code).name}
    return {
        **ending,
        # Ended past our ending (os._exit, the pipe closed): a failing exit may be a crash, and is taken for one.
        "crashed": "crashed" in notes or ("ended" not in notes and code != 0),
        "stdout": base64.b64encode(out["kept"]).decode(),
        "stderr": base64.b64encode(err["kept"]).decode(),
        "stdoutBytes": out["bytes"],
        "stderrBytes": err["bytes"],
        "stdinDelivered": not epipe and written >= len(stdin),
        "stdinEpipe": epipe,
    }


def read_notes(status_r):
    """What the child said beside its exit code (hookcheck_host_child.py), a line each; what it imported is imported here."""
    text = b""
    try:
        os.set_blocking(status_r, False)
        text = os.read(status_r, READ_SIZE)
    except OSError:
        pass
    notes = dict(line.partition(":")[::2] for line in text.decode(errors="replace").splitlines())
    import_ahead(notes.get("imported", ""))
    return notes


def import_ahead(names):
    """
    The standard library modules a run imported, imported once here so that the children after it
    have them: the mutants of one hook import what it does. Only the standard library (the hook's
    own modules, and what it installed, are imported fresh by each run); a module whose import
    fails or warns is left to the runs, which see it as a process of their own would.
    """
    for name in filter(None, names.split(",")):
        if name in sys.modules:
            continue
        with warnings.catch_warnings(record=True) as warned:
            warnings.simplefilter("always")
            try:
                __import__(name)
            except Exception:  # noqa: BLE001 -- the run imports it itself, as it did
                continue
        if warned:
            sys.modules.pop(name, None)


def main():
    os.set_blocking(CONTROL, True)
    send({"ready": True, "env": dict(os.environ), "cwd": os.getcwd(), "executable": sys.executable})
    pending = b""
    while True:
        chunk = os.read(CONTROL, READ_SIZE)
        if not chunk:
            os._exit(0)
        pending += chunk
        # The parent sends the next request only after the answer to this one.
        while b"\n" in pending:
            line, pending = pending.split(b"\n", 1)
            serve(json.loads(line))


main()
