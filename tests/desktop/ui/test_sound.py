"""Synthesized effects are valid WAV files; the player is silent, never broken, without audio."""

from __future__ import annotations

import importlib
import io
import struct
import sys
import types
import wave
from pathlib import Path
from typing import Any, ClassVar

import pytest
from PySide6.QtCore import QObject, QUrl
from pytestqt.qtbot import QtBot

from jinlami_desktop.ui import sound
from jinlami_desktop.ui.sound import SAMPLE_RATE, SOUND_NAMES, SoundPlayer, synthesize, write_sound

#: Expected length of each effect in seconds (min, max).
DURATIONS = {
    "draw": (0.08, 0.3),
    "discard": (0.05, 0.2),
    "knock": (0.25, 0.6),
    "win": (0.7, 1.6),
    "lose": (0.5, 1.3),
    "shuffle": (0.3, 1.0),
}


def read_wav(data: bytes) -> tuple[wave._wave_params, list[int]]:
    with wave.open(io.BytesIO(data), "rb") as w:
        params = w.getparams()
        frames = w.readframes(w.getnframes())
    return params, list(struct.unpack(f"<{len(frames) // 2}h", frames))


def test_every_name_has_a_duration_expectation() -> None:
    assert set(SOUND_NAMES) == set(DURATIONS)
    assert set(SOUND_NAMES) >= {"draw", "discard", "knock", "win", "lose", "shuffle"}


@pytest.mark.parametrize("name", SOUND_NAMES)
def test_wav_is_valid(name: str) -> None:
    data = synthesize(name)
    params, samples = read_wav(data)
    assert params.nchannels == 1
    assert params.sampwidth == 2
    assert params.framerate == SAMPLE_RATE
    low, high = DURATIONS[name]
    assert low <= params.nframes / params.framerate <= high
    peak = max(abs(s) for s in samples)
    assert 0.3 * 32767 < peak <= 0.75 * 32767, "audible but never clipping"
    assert abs(samples[-1]) < 200, "ends faded out, no click"


@pytest.mark.parametrize("name", SOUND_NAMES)
def test_synthesis_is_deterministic(name: str) -> None:
    assert synthesize(name) == synthesize(name)


def test_effects_differ() -> None:
    assert len({synthesize(name) for name in SOUND_NAMES}) == len(SOUND_NAMES)


def test_unknown_name_is_a_programming_error(tmp_path: Path, qtbot: QtBot) -> None:
    with pytest.raises(ValueError, match="unknown sound"):
        synthesize("boing")
    with pytest.raises(ValueError, match="unknown sound"):
        SoundPlayer(tmp_path).play("boing")  # even while disabled


def test_write_sound_caches_versioned_files(tmp_path: Path) -> None:
    cache = tmp_path / "deep" / "cache"
    path = write_sound(cache, "knock")
    assert path.parent == cache
    assert path.name == f"knock-v{sound.SYNTH_VERSION}.wav"
    assert path.read_bytes() == synthesize("knock")
    stamp = path.stat().st_mtime_ns
    assert write_sound(cache, "knock") == path
    assert path.stat().st_mtime_ns == stamp
    assert [p.name for p in cache.iterdir()] == [path.name], "no temporary files left"


def forbid_import(monkeypatch: pytest.MonkeyPatch) -> None:
    def fail() -> None:
        raise AssertionError("QtMultimedia must not be touched while sound is off")

    monkeypatch.setattr(sound, "_import_multimedia", fail)


def test_disabled_by_default_and_does_nothing(
    tmp_path: Path, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    forbid_import(monkeypatch)
    player = SoundPlayer(tmp_path / "sounds")
    assert not player.is_enabled()
    for name in SOUND_NAMES:
        player.play(name)
    assert not (tmp_path / "sounds").exists()
    assert player.is_available() is None


def test_missing_qtmultimedia_is_a_silent_no_op(
    tmp_path: Path, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    # A None entry in sys.modules makes the import raise ImportError, as a missing wheel does.
    monkeypatch.setitem(sys.modules, "PySide6.QtMultimedia", None)
    player = SoundPlayer(tmp_path, enabled=True)
    for name in SOUND_NAMES:
        player.play(name)
    assert player.is_available() is False


def test_import_crash_is_a_silent_no_op(
    tmp_path: Path, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Without libpulse the import fails with an OSError-like error, not ImportError."""

    def broken(name: str) -> types.ModuleType:
        raise OSError("libpulse.so.0: cannot open shared object file")

    monkeypatch.setattr(importlib, "import_module", broken)
    player = SoundPlayer(tmp_path, enabled=True)
    player.play("win")
    assert player.is_available() is False


class FakeSoundEffect(QObject):
    """Stands in for QSoundEffect: records what the player asks of it."""

    class Status:
        Null, Loading, Ready, Error = range(4)

    instances: ClassVar[list[FakeSoundEffect]] = []
    fail_play = False
    status_value = Status.Ready

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.source: QUrl | None = None
        self.volume = -1.0
        self.plays = 0
        self.stops = 0
        FakeSoundEffect.instances.append(self)

    def setSource(self, url: QUrl) -> None:
        self.source = url

    def setVolume(self, volume: float) -> None:
        self.volume = volume

    def status(self) -> int:
        return self.status_value

    def play(self) -> None:
        if self.fail_play:
            raise RuntimeError("audio device vanished")
        self.plays += 1

    def stop(self) -> None:
        self.stops += 1


def fake_multimedia(
    monkeypatch: pytest.MonkeyPatch, outputs: list[Any], effect: type[FakeSoundEffect]
) -> None:
    module = types.SimpleNamespace(
        QMediaDevices=types.SimpleNamespace(audioOutputs=lambda: outputs),
        QSoundEffect=effect,
    )
    monkeypatch.setattr(sound, "_import_multimedia", lambda: module)
    FakeSoundEffect.instances = []


def test_no_audio_device_is_a_silent_no_op(
    tmp_path: Path, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    fake_multimedia(monkeypatch, [], FakeSoundEffect)
    player = SoundPlayer(tmp_path, enabled=True)
    player.play("knock")
    assert player.is_available() is False
    assert FakeSoundEffect.instances == []


def test_plays_through_qsoundeffect_when_audio_works(
    tmp_path: Path, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    fake_multimedia(monkeypatch, ["speaker"], FakeSoundEffect)
    player = SoundPlayer(tmp_path / "sfx", enabled=True)
    player.set_volume(0.25)
    player.play("draw")
    player.play("draw")
    player.play("win")
    assert player.is_available() is True
    draw, win = FakeSoundEffect.instances
    assert draw.plays == 2 and win.plays == 1
    assert draw.volume == 0.25
    assert draw.source is not None
    played = Path(draw.source.toLocalFile())
    assert played.parent == tmp_path / "sfx"
    assert played.read_bytes() == synthesize("draw")
    player.set_volume(3.0)
    assert player.volume() == 1.0 and draw.volume == 1.0
    player.set_enabled(False)
    assert draw.stops == 1
    player.play("draw")
    assert draw.plays == 2


def test_playback_errors_never_escape(
    tmp_path: Path, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    class Failing(FakeSoundEffect):
        fail_play = True

    fake_multimedia(monkeypatch, ["speaker"], Failing)
    player = SoundPlayer(tmp_path, enabled=True)
    player.play("lose")  # no exception


def test_effect_in_error_state_is_skipped_and_retried_after_reenable(
    tmp_path: Path, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    class Broken(FakeSoundEffect):
        status_value = FakeSoundEffect.Status.Error

    fake_multimedia(monkeypatch, ["speaker"], Broken)
    player = SoundPlayer(tmp_path, enabled=True)
    player.play("shuffle")
    player.play("shuffle")
    (effect,) = FakeSoundEffect.instances
    assert effect.plays == 0
    player.set_enabled(False)
    player.set_enabled(True)
    player.play("shuffle")
    assert len(FakeSoundEffect.instances) == 2, "a fresh effect replaces the failed one"


def test_unwritable_cache_dir_is_a_silent_no_op(
    tmp_path: Path, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    fake_multimedia(monkeypatch, ["speaker"], FakeSoundEffect)
    blocker = tmp_path / "file"
    blocker.write_text("not a directory")
    player = SoundPlayer(blocker / "sounds", enabled=True)
    player.play("discard")
    assert FakeSoundEffect.instances == []


def test_real_backend_never_raises(tmp_path: Path, qtbot: QtBot) -> None:
    """With the real QtMultimedia (when installed) and whatever device this machine has."""
    if sound._import_multimedia() is None:
        pytest.skip("PySide6.QtMultimedia is not importable here")
    player = SoundPlayer(tmp_path, enabled=True)
    for name in SOUND_NAMES:
        player.play(name)
    assert player.is_available() in (True, False)
    player.set_enabled(False)
