"""The process facts macOS and Windows give only through their C libraries (``ctypes``),
for :mod:`.process_identity`: imported on those systems only."""

from __future__ import annotations

import ctypes
import ctypes.util
import sys

__all__ = ["darwin_boot_time", "darwin_start_time", "windows_alive", "windows_creation_time"]


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


def darwin_boot_time() -> str | None:
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


def darwin_start_time(pid: int) -> str | None:
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


def windows_alive(pid: int) -> bool:
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


def windows_creation_time(pid: int) -> str | None:
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
