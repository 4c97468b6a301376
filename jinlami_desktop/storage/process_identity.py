"""Who a process is, beyond its number: the boot it runs in and when it started.

Why: a process id is reused.  A lock that names only a PID is honoured for ever once
any other program (another ``python3.11``, say) gets that number, even after a reboot.
With the boot and the start time beside the PID, a lock's owner is known exactly:
gone, another process under its number, or from another boot.

What each system gives (anything that cannot be read is ``None``: "unknown", never a
guess that could take a live app's lock):

* Linux: the boot id (``/proc/sys/kernel/random/boot_id``) and the start time in clock
  ticks since boot (field 22 of ``/proc/PID/stat``).
* macOS: the boot time (``sysctl kern.boottime``) and the start time
  (``proc_pidinfo``), both by ``ctypes``.
* Windows: the creation time (``GetProcessTimes``, absolute, so no boot is needed).
* Elsewhere: whether the PID is alive, and nothing more.
"""

from __future__ import annotations

import ctypes
import ctypes.util
import os
import sys
from dataclasses import dataclass
from pathlib import Path

__all__ = ["Identity", "boot_id", "current", "is_alive", "start_time"]


@dataclass(frozen=True, slots=True)
class Identity:
    """A process: its id, the boot it runs in and its start time (``None``: unknown)."""

    pid: int
    boot: str | None
    started: str | None


def current() -> Identity:
    """This process."""
    pid = os.getpid()
    return Identity(pid, boot_id(), start_time(pid))


def boot_id() -> str | None:
    """An id of the running boot of this machine (``None`` where none can be read)."""
    if sys.platform.startswith("linux"):
        try:
            return Path("/proc/sys/kernel/random/boot_id").read_text("ascii").strip() or None
        except (OSError, ValueError):
            return None
    if sys.platform == "darwin":
        return _darwin_boot_time()
    return None


def start_time(pid: int) -> str | None:
    """When process ``pid`` started, as this system counts (``None``: no such process,
    or the system does not say)."""
    if pid <= 0:
        return None
    if sys.platform.startswith("linux"):
        return _linux_start_time(pid)
    if sys.platform == "darwin":
        return _darwin_start_time(pid)
    if sys.platform == "win32":
        return _windows_creation_time(pid)
    return None


def is_alive(pid: int) -> bool:
    """Is there a process ``pid`` now (of any user)?"""
    if pid <= 0:
        return False
    if sys.platform == "win32":
        return _windows_alive(pid)
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True  # another user's process
    except OSError:
        return False
    return True


# -- Linux ---------------------------------------------------------------------------------
def _linux_start_time(pid: int) -> str | None:
    try:
        stat = Path(f"/proc/{pid}/stat").read_text("utf-8", "replace")
    except OSError:
        return None
    # "PID (COMM) STATE PPID …": COMM may hold spaces and brackets; field 22 is starttime.
    fields = stat[stat.rfind(")") + 2 :].split()
    return fields[19] if len(fields) > 19 else None


# -- macOS ---------------------------------------------------------------------------------
class _Timeval(ctypes.Structure):
    _fields_ = [("tv_sec", ctypes.c_int64), ("tv_usec", ctypes.c_int32)]


class _BsdInfo(ctypes.Structure):
    """``struct proc_bsdinfo`` of ``<sys/proc_info.h>``."""

    _fields_ = [
        ("flags", ctypes.c_uint32 * 12),
        ("comm", ctypes.c_char * 16),
        ("name", ctypes.c_char * 32),
        ("counts", ctypes.c_uint32 * 6),
        ("start_tvsec", ctypes.c_uint64),
        ("start_tvusec", ctypes.c_uint64),
    ]


_PROC_PIDTBSDINFO = 3


def _libc() -> ctypes.CDLL | None:
    name = ctypes.util.find_library("c")
    try:
        return ctypes.CDLL(name, use_errno=True) if name else None
    except OSError:
        return None


def _darwin_boot_time() -> str | None:
    libc = _libc()
    if libc is None:
        return None
    value = _Timeval()
    size = ctypes.c_size_t(ctypes.sizeof(value))
    try:
        failed = libc.sysctlbyname(
            b"kern.boottime", ctypes.byref(value), ctypes.byref(size), None, 0
        )
    except AttributeError:
        return None
    return None if failed else f"boot-{value.tv_sec}.{value.tv_usec}"


def _darwin_start_time(pid: int) -> str | None:
    name = ctypes.util.find_library("proc")
    try:
        libproc = ctypes.CDLL(name, use_errno=True) if name else _libc()
    except OSError:
        return None
    if libproc is None:
        return None
    info = _BsdInfo()
    try:
        got = libproc.proc_pidinfo(
            pid, _PROC_PIDTBSDINFO, ctypes.c_uint64(0), ctypes.byref(info), ctypes.sizeof(info)
        )
    except AttributeError:
        return None
    if got != ctypes.sizeof(info):
        return None
    return f"{info.start_tvsec}.{info.start_tvusec}"


# -- Windows -------------------------------------------------------------------------------
_QUERY_LIMITED = 0x1000
_STILL_ACTIVE = 259
_ACCESS_DENIED = 5


def _windows_alive(pid: int) -> bool:
    if sys.platform != "win32":
        return False
    kernel32 = ctypes.windll.kernel32
    handle = kernel32.OpenProcess(_QUERY_LIMITED, False, pid)
    if not handle:
        return bool(kernel32.GetLastError() == _ACCESS_DENIED)  # there, but not ours
    try:
        code = ctypes.c_ulong()
        if not kernel32.GetExitCodeProcess(handle, ctypes.byref(code)):
            return True
        return code.value == _STILL_ACTIVE
    finally:
        kernel32.CloseHandle(handle)


def _windows_creation_time(pid: int) -> str | None:
    if sys.platform != "win32":
        return None
    kernel32 = ctypes.windll.kernel32
    handle = kernel32.OpenProcess(_QUERY_LIMITED, False, pid)
    if not handle:
        return None
    try:
        times = [ctypes.c_uint64() for _ in range(4)]  # creation, exit, kernel, user
        if not kernel32.GetProcessTimes(handle, *(ctypes.byref(t) for t in times)):
            return None
        return str(times[0].value)
    finally:
        kernel32.CloseHandle(handle)
