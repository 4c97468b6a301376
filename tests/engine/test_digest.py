"""``engine.digest`` is SHA-256: the same bytes as :mod:`hashlib`'s, and the standard's
own test vectors."""

from __future__ import annotations

import hashlib

import pytest

from engine.digest import sha256_digest, sha256_hex


@pytest.mark.parametrize(
    ("data", "hex_digest"),
    [
        (b"", "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"),
        (b"abc", "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"),
    ],
)
def test_the_standards_vectors(data: bytes, hex_digest: str) -> None:
    assert sha256_hex(data) == hex_digest
    assert sha256_digest(data) == bytes.fromhex(hex_digest)


def test_the_same_as_hashlib_for_a_deal_commitment() -> None:
    for message in (b"12345:" + b"0f" * 16, "金拉米".encode(), bytes(range(256)) * 9):
        assert sha256_hex(message) == hashlib.sha256(message).hexdigest()
