"""The rules document the code cites is in the repository: ``docs/RULES.md``.

Every reference of the form ``docs/RULES.md <label>`` in the code (labels ``§0``,
``A1`` … ``A8``, ranges like ``A2–A6``, ``Part A`` / ``Part B`` / ``Part C``, several
joined by commas or "and") must name a section heading of docs/RULES.md; no reference
may use the old form that pointed at a document outside the repository (a bare
``RULES`` or ``RULES.md``); and docs/RULES.md keeps the sections of the project's rules
authority: §0, A1–A8 under Part A, Part B's sections and Part C.
"""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
RULES_DOC = ROOT / "docs" / "RULES.md"
CODE_DIRS = ("engine", "jinlami_desktop", "tests", "packaging")
THIS_FILE = Path(__file__).resolve()

_LABEL = r"(?:§\d+|A\d+(?:[–-]A?\d+)?|Part\s+[A-Z]\b)"
#: ``docs/RULES.md`` and the labels that follow it ("A5", "A2–A6, Part C", "A5 and Part C").
REFERENCE = re.compile(
    rf"docs/RULES\.md(?P<labels>\s+{_LABEL}(?:(?:,\s*(?:and\s+)?|\s+and\s+){_LABEL})*)?"
)
_ONE_LABEL = re.compile(_LABEL)
#: The old forms: ``RULES A5``, ``RULES §0``, ``RULES Part B``, ``RULES C``, ``RULES:``,
#: ``RULES.md`` — anywhere not already written as ``docs/RULES.md``.
OLD_STYLE = re.compile(r"(?<![\w/.])RULES(?:\.md\b|(?=\s+(?:§|A\d|Part\b|C\b)|:))")
_HEADING = re.compile(r"^(#{2,3})\s+(.+?)\s*$", re.MULTILINE)

PART_A_SECTIONS = [f"A{n}" for n in range(1, 9)]
PART_B_SECTIONS = [
    "Deal",
    "Order",
    "A turn",
    "Going out (出完)",
    "Stock runs out",
    "Match",
    "Player aids",
    "Reference figures",
]


def _code_files() -> list[Path]:
    files: list[Path] = []
    for d in CODE_DIRS:
        files.extend(p for p in sorted((ROOT / d).rglob("*.py")) if p.resolve() != THIS_FILE)
    return files


def _headings() -> list[tuple[int, str]]:
    """(level, title) of every ``##`` and ``###`` heading of docs/RULES.md, in order."""
    text = RULES_DOC.read_text(encoding="utf-8")
    return [(len(hashes), title) for hashes, title in _HEADING.findall(text)]


def _label_of(title: str) -> str | None:
    """The label a heading answers to: "0. Common …" is §0, "A5. Laying off …" is A5,
    "Part B — Rummy" is Part B; other headings have none."""
    if m := re.match(r"(\d+)\.\s", title):
        return f"§{m[1]}"
    if m := re.match(r"(A\d+)\.\s", title):
        return m[1]
    if m := re.match(r"Part ([A-Z])\b", title):
        return f"Part {m[1]}"
    return None


def _section_labels() -> set[str]:
    return {label for _level, title in _headings() if (label := _label_of(title)) is not None}


def _expand(label: str) -> list[str]:
    """One label, or every section of a range: "A2–A6" is A2, A3, A4, A5, A6."""
    label = re.sub(r"\s+", " ", label)
    if m := re.fullmatch(r"A(\d+)[–-]A?(\d+)", label):
        return [f"A{n}" for n in range(int(m[1]), int(m[2]) + 1)]
    return [label]


def _line_of(text: str, offset: int) -> int:
    return text.count("\n", 0, offset) + 1


def _references() -> list[tuple[str, int, list[str]]]:
    """(file, line, labels) of every ``docs/RULES.md`` reference in the code."""
    out: list[tuple[str, int, list[str]]] = []
    for path in _code_files():
        text = path.read_text(encoding="utf-8")
        for m in REFERENCE.finditer(text):
            labels = _ONE_LABEL.findall(m["labels"] or "")
            rel = path.relative_to(ROOT).as_posix()
            out.append((rel, _line_of(text, m.start()), labels))
    return out


def test_the_rules_document_has_the_authoritys_sections() -> None:
    headings = _headings()
    labels = [label for _level, title in headings if (label := _label_of(title))]
    assert labels[0] == "§0", "the document starts with §0, common to all games"
    for part in ("Part A", "Part B", "Part C", "Part E"):
        assert part in labels, f"docs/RULES.md has no heading for {part}"
    # A1–A8, in order, all inside Part A
    a_part = labels[labels.index("Part A") + 1 : labels.index("Part B")]
    assert a_part == PART_A_SECTIONS
    # Part B's sections, in order, as the subsections between Part B and Part C
    titles = [title for _level, title in headings]
    start = next(i for i, t in enumerate(titles) if t.startswith("Part B"))
    end = next(i for i, t in enumerate(titles) if t.startswith("Part C"))
    assert [title for level, title in headings[start + 1 : end] if level == 3] == PART_B_SECTIONS


def test_the_rules_document_marks_its_decisions() -> None:
    text = RULES_DOC.read_text(encoding="utf-8")
    assert text.count("**Decision:**") + text.count("**Decision**") >= 20


def test_the_code_cites_the_rules_document() -> None:
    refs = _references()
    assert len(refs) >= 30, f"only {len(refs)} references to docs/RULES.md in the code"
    assert sum(bool(labels) for _f, _n, labels in refs) >= 30


def test_every_reference_names_a_section_of_the_rules_document() -> None:
    sections = _section_labels()
    bad = [
        f"{file}:{line}: {label}"
        for file, line, labels in _references()
        for raw in labels
        for label in _expand(raw)
        if label not in sections
    ]
    assert not bad, "references to sections docs/RULES.md does not have:\n" + "\n".join(bad)


def test_no_reference_points_outside_the_repository() -> None:
    bad: list[str] = []
    for path in _code_files():
        text = path.read_text(encoding="utf-8")
        for m in OLD_STYLE.finditer(text):
            line = text.splitlines()[_line_of(text, m.start()) - 1].strip()
            bad.append(f"{path.relative_to(ROOT).as_posix()}:{_line_of(text, m.start())}: {line}")
    assert not bad, "old-style rules references (write docs/RULES.md <section>):\n" + "\n".join(bad)
