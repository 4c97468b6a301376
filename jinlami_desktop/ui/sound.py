"""Sound effects synthesized by our own code, played through QtMultimedia when it works.

Why synthesize: no recorded samples means nothing to license and nothing to ship;
the few short effects a card game needs (a slide, a snap, a knock, a chime) are
easy to make from filtered noise and decaying sines with the standard library.

Why so defensive: QtMultimedia lives in the optional PySide6-Addons wheel, needs
``libpulse0`` on Linux to import, and with no audio device ``QSoundEffect`` ends in
an error state. Sound is a nicety and off by default, so every failure here turns
the player into a silent no-op instead of an exception.
"""

from __future__ import annotations

import importlib
import io
import logging
import math
import os
import random
import struct
import wave
from collections.abc import Callable
from functools import partial
from pathlib import Path
from types import ModuleType
from typing import Any, Final

from PySide6.QtCore import QObject, QUrl

__all__ = ["SAMPLE_RATE", "SOUND_NAMES", "SoundPlayer", "synthesize", "write_sound"]

_log = logging.getLogger(__name__)

#: Every effect :meth:`SoundPlayer.play` knows, in a stable order.
SOUND_NAMES: Final[tuple[str, ...]] = ("draw", "discard", "knock", "win", "lose", "shuffle")

#: Mono 16-bit samples per second; plenty for short effects and keeps files small.
SAMPLE_RATE: Final = 22050

#: Bump when the synthesis changes so cached WAV files are regenerated.
SYNTH_VERSION: Final = 1

_PEAK: Final = 0.7  # loudest sample as a fraction of full scale


# --------------------------------------------------------------------------- building blocks


def _silence(seconds: float) -> list[float]:
    return [0.0] * round(seconds * SAMPLE_RATE)


def _mix(into: list[float], sound: list[float], at_seconds: float, gain: float = 1.0) -> None:
    """Add ``sound`` into ``into`` starting at ``at_seconds`` (clipped to its length)."""
    start = round(at_seconds * SAMPLE_RATE)
    for i, value in enumerate(sound[: max(0, len(into) - start)]):
        into[start + i] += gain * value


def _lowpass(samples: list[float], alpha: float) -> list[float]:
    """One-pole low-pass; ``alpha`` near 1 keeps more treble."""
    out: list[float] = []
    y = 0.0
    for x in samples:
        y += alpha * (x - y)
        out.append(y)
    return out


def _highpass(samples: list[float], alpha: float) -> list[float]:
    """The signal minus its low-passed self: removes rumble below the cut-off."""
    low = _lowpass(samples, alpha)
    return [x - y for x, y in zip(samples, low, strict=True)]


def _noise(rng: random.Random, seconds: float) -> list[float]:
    return [rng.uniform(-1.0, 1.0) for _ in range(round(seconds * SAMPLE_RATE))]


def _shape(samples: list[float], attack: float, decay: float) -> list[float]:
    """Linear attack of ``attack`` s, then exponential decay with time constant ``decay`` s."""
    out: list[float] = []
    for i, x in enumerate(samples):
        t = i / SAMPLE_RATE
        env = t / attack if t < attack else math.exp(-(t - attack) / decay)
        out.append(x * env)
    return out


def _tone(
    freq: float | Callable[[float], float],
    seconds: float,
    decay: float,
    partials: tuple[tuple[float, float], ...] = ((1.0, 1.0),),
    attack: float = 0.004,
) -> list[float]:
    """A decaying tone; ``freq`` may vary with time (Hz at t); partials are (ratio, gain)."""
    out: list[float] = []
    phase = 0.0
    for i in range(round(seconds * SAMPLE_RATE)):
        t = i / SAMPLE_RATE
        f = freq(t) if callable(freq) else freq
        phase += 2.0 * math.pi * f / SAMPLE_RATE
        value = sum(g * math.sin(r * phase) for r, g in partials)
        env = t / attack if t < attack else math.exp(-(t - attack) / decay)
        out.append(value * env)
    return out


def _finish(samples: list[float]) -> list[float]:
    """Normalize to :data:`_PEAK` and fade the last 5 ms so the end never clicks."""
    peak = max((abs(x) for x in samples), default=0.0) or 1.0
    out = [x * _PEAK / peak for x in samples]
    fade = min(len(out), round(0.005 * SAMPLE_RATE))
    for i in range(fade):
        out[len(out) - 1 - i] *= i / fade
    return out


# --------------------------------------------------------------------------- the effects


def _draw(rng: random.Random) -> list[float]:
    """A card sliding off the pile: soft band-limited noise that swells and fades."""
    hiss = _highpass(_lowpass(_noise(rng, 0.16), 0.35), 0.08)
    return _shape(hiss, attack=0.03, decay=0.035)


def _discard(rng: random.Random) -> list[float]:
    """A card flipped onto the table: a bright snap over a short low tap."""
    snap = _shape(_highpass(_lowpass(_noise(rng, 0.1), 0.6), 0.15), attack=0.001, decay=0.014)
    tap = _tone(190.0, 0.1, decay=0.02, attack=0.001)
    out = _silence(0.1)
    _mix(out, snap, 0.0)
    _mix(out, tap, 0.0, gain=0.5)
    return out


def _thud(rng: random.Random) -> list[float]:
    """One knuckle on wood: a falling low sine with a muffled click."""
    body = _tone(lambda t: 70.0 + 80.0 * math.exp(-t / 0.03), 0.22, decay=0.05, attack=0.002)
    click = _shape(_lowpass(_noise(rng, 0.02), 0.25), attack=0.0005, decay=0.004)
    out = _silence(0.22)
    _mix(out, body, 0.0)
    _mix(out, click, 0.0, gain=0.6)
    return out


def _knock(rng: random.Random) -> list[float]:
    """Two knocks on the table, the second a little softer."""
    out = _silence(0.42)
    _mix(out, _thud(rng), 0.0)
    _mix(out, _thud(rng), 0.17, gain=0.85)
    return out


_BELL: Final = ((1.0, 1.0), (2.0, 0.35), (3.0, 0.12), (4.2, 0.05))


def _win(rng: random.Random) -> list[float]:
    """A rising C-major arpeggio of bell tones."""
    out = _silence(1.15)
    for k, freq in enumerate((523.25, 659.25, 783.99, 1046.5)):
        _mix(out, _tone(freq, 1.15 - 0.11 * k, decay=0.32, partials=_BELL), 0.11 * k)
    return out


def _lose(rng: random.Random) -> list[float]:
    """A gentle falling minor third and fifth, the last note held with a slight vibrato."""
    soft = ((1.0, 1.0), (3.0, 0.1))
    out = _silence(0.95)
    _mix(out, _tone(392.0, 0.3, decay=0.14, partials=soft, attack=0.01), 0.0)
    _mix(out, _tone(311.13, 0.3, decay=0.14, partials=soft, attack=0.01), 0.2)
    held = _tone(
        lambda t: 261.63 * (1.0 + 0.006 * math.sin(2 * math.pi * 5.0 * t)),
        0.55,
        decay=0.22,
        partials=soft,
        attack=0.01,
    )
    _mix(out, held, 0.4)
    return out


def _shuffle(rng: random.Random) -> list[float]:
    """A riffle: a quick run of short paper flicks of varying strength."""
    out = _silence(0.62)
    t = 0.0
    while t < 0.55:
        flick = _shape(_highpass(_noise(rng, 0.03), 0.2), attack=0.001, decay=0.008)
        _mix(out, flick, t, gain=rng.uniform(0.5, 1.0))
        t += rng.uniform(0.022, 0.045)
    return out


_RECIPES: Final[dict[str, Callable[[random.Random], list[float]]]] = {
    "draw": _draw,
    "discard": _discard,
    "knock": _knock,
    "win": _win,
    "lose": _lose,
    "shuffle": _shuffle,
}


def _check_name(name: str) -> None:
    if name not in _RECIPES:
        raise ValueError(f"unknown sound {name!r}; expected one of {', '.join(SOUND_NAMES)}")


def synthesize(name: str) -> bytes:
    """The effect ``name`` as a complete mono 16-bit WAV file (same bytes every call)."""
    _check_name(name)
    rng = random.Random(f"jinlami-sound-{name}")
    samples = _finish(_RECIPES[name](rng))
    frames = struct.pack(
        f"<{len(samples)}h", *(max(-32767, min(32767, round(x * 32767))) for x in samples)
    )
    buffer = io.BytesIO()
    with wave.open(buffer, "wb") as out:
        out.setnchannels(1)
        out.setsampwidth(2)
        out.setframerate(SAMPLE_RATE)
        out.writeframes(frames)
    return buffer.getvalue()


def write_sound(cache_dir: Path, name: str) -> Path:
    """Write ``name`` into ``cache_dir`` unless already there; return the file's path.

    The file name carries :data:`SYNTH_VERSION`, so a changed recipe never plays a
    stale file. Written to a temporary name and renamed, so a crash leaves no half file.
    """
    _check_name(name)
    path = cache_dir / f"{name}-v{SYNTH_VERSION}.wav"
    if path.is_file():
        return path
    cache_dir.mkdir(parents=True, exist_ok=True)
    tmp = path.with_name(f".{path.name}.{os.getpid()}.tmp")
    tmp.write_bytes(synthesize(name))
    os.replace(tmp, path)
    return path


# --------------------------------------------------------------------------- playback


def _import_multimedia() -> ModuleType | None:
    """PySide6.QtMultimedia, or None when the wheel or its system libraries are missing."""
    try:
        return importlib.import_module("PySide6.QtMultimedia")
    except Exception as exc:  # ImportError, or OSError from a missing libpulse
        _log.info("sound unavailable: %s", exc)
        return None


class SoundPlayer(QObject):
    """Plays the named effects; silently does nothing when disabled or without audio.

    Nothing is imported, synthesized or written until the first :meth:`play` while
    enabled, so a player that stays off (the default) costs nothing.
    """

    def __init__(self, cache_dir: Path, enabled: bool = False, parent: QObject | None = None):
        super().__init__(parent)
        self._cache_dir = Path(cache_dir)
        self._enabled = bool(enabled)
        self._volume = 0.6
        self._multimedia: ModuleType | None = None
        self._available: bool | None = None  # None: not tried yet
        self._effects: dict[str, Any] = {}

    def is_enabled(self) -> bool:
        """Whether :meth:`play` makes a sound (when audio works)."""
        return self._enabled

    def set_enabled(self, enabled: bool) -> None:
        """Switch sound on or off; switching on retries a device that failed before."""
        enabled = bool(enabled)
        if enabled and not self._enabled:
            if self._available is False:
                self._available = None
            for name, effect in list(self._effects.items()):
                if self._failed(effect):
                    del self._effects[name]
                    effect.deleteLater()
        self._enabled = enabled
        if not enabled:
            for effect in self._effects.values():
                self._quietly(effect.stop)

    def volume(self) -> float:
        """Playback volume, 0.0 .. 1.0."""
        return self._volume

    def set_volume(self, volume: float) -> None:
        """Set the volume (clamped to 0.0 .. 1.0) of every effect."""
        self._volume = min(1.0, max(0.0, float(volume)))
        for effect in self._effects.values():
            self._quietly(partial(effect.setVolume, self._volume))

    def is_available(self) -> bool | None:
        """True once audio was found to work, False if it did not, None if not tried."""
        return self._available

    def play(self, name: str) -> None:
        """Play effect ``name`` (one of :data:`SOUND_NAMES`); never raises for audio trouble.

        Raises ValueError for an unknown name even while disabled, so a typo shows up
        in any test that reaches the call rather than as silence.
        """
        _check_name(name)
        if not self._enabled or not self._ensure_backend():
            return
        effect = self._effect(name)
        if effect is not None:
            self._quietly(effect.play)

    # -- internals -------------------------------------------------------------------

    def _ensure_backend(self) -> bool:
        """Import QtMultimedia and check for an output device once per enable."""
        if self._available is None:
            module = _import_multimedia()
            ok = False
            if module is not None:
                try:
                    ok = bool(module.QMediaDevices.audioOutputs())
                except Exception as exc:
                    _log.info("no audio outputs: %s", exc)
            self._multimedia = module if ok else None
            self._available = ok
        return bool(self._available)

    def _effect(self, name: str) -> Any | None:
        """The loaded QSoundEffect for ``name``, created on first use; None on failure."""
        effect = self._effects.get(name)
        if effect is not None:
            return None if self._failed(effect) else effect
        if self._multimedia is None:
            return None
        try:
            path = write_sound(self._cache_dir, name)
            effect = self._multimedia.QSoundEffect(self)
            effect.setSource(QUrl.fromLocalFile(str(path)))
            effect.setVolume(self._volume)
        except Exception as exc:  # an unwritable cache dir, a broken backend
            _log.info("sound %r unavailable: %s", name, exc)
            return None
        self._effects[name] = effect
        return None if self._failed(effect) else effect

    @staticmethod
    def _failed(effect: Any) -> bool:
        """Whether a QSoundEffect ended in its error state (or cannot even say)."""
        try:
            return bool(effect.status() == effect.Status.Error)
        except Exception:
            return True

    @staticmethod
    def _quietly(action: Callable[[], object]) -> None:
        try:
            action()
        except Exception as exc:
            _log.info("sound playback failed: %s", exc)
