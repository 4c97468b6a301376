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
  (``proc_pidinfo``), both by ``ctypes`` (:mod:`.native_process`, imported there only:
  ``ctypes`` costs the start-up of every other system a few milliseconds).
* Windows: the creation time (``GetProcessTimes``, absolute, so no boot is needed).
* Elsewhere: whether the PID is alive, and nothing more.
"""

from __future__ import annotations

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
        from .native_process import darwin_boot_time  # lazy: macOS only

        return darwin_boot_time()
    return None


def start_time(pid: int) -> str | None:
    """When process ``pid`` started, as this system counts (``None``: no such process,
    or the system does not say)."""
    if pid <= 0:
        return None
    if sys.platform.startswith("linux"):
        return _linux_start_time(pid)
    if sys.platform == "darwin":
        from .native_process import darwin_start_time  # lazy: macOS only

        return darwin_start_time(pid)
    if sys.platform == "win32":
        from .native_process import windows_creation_time  # lazy: Windows only

        return windows_creation_time(pid)
    return None


def is_alive(pid: int) -> bool:
    """Is there a process ``pid`` now (of any user)?"""
    if pid <= 0:
        return False
    if sys.platform == "win32":
        from .native_process import windows_alive  # lazy: Windows only

        return windows_alive(pid)
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
