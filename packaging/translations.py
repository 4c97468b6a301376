#!/usr/bin/env python3
"""The translation catalogues: update them from the code, and check they are complete.

Usage (from anywhere, with the venv's python; the Qt tools come from PySide6-Essentials)::

    python packaging/translations.py update   # lupdate → translations/*.ts, lrelease → .qm
    python packaging/translations.py check    # what CI runs (.ci/run); exit 1 on a problem
    python packaging/translations.py todo zh_CN > todo.json     # unfinished entries
    python packaging/translations.py fill zh_CN done.json       # write translations back

``update`` runs ``pyside6-lupdate`` over every ``.py`` file of ``jinlami_desktop/`` into
``translations/jinlami_<lang>.ts`` (no source locations, so moving code never touches
the catalogues; strings gone from the code are dropped), fills the English catalogue's
plain messages with their source text (English is the source language: only its ``%n``
plural forms need writing), then compiles every catalogue with ``pyside6-lrelease`` into
``jinlami_desktop/translations/*.qm`` — package data, so an installed wheel and the
frozen app carry them.

``check`` fails when

* a string in the code is missing from a catalogue, or a catalogue keeps a string the
  code no longer has (lupdate is run on a temporary copy and the two are compared);
* any translation is unfinished or empty, has the wrong number of plural forms, loses
  or invents a ``{placeholder}``, ``%n`` or HTML tag, or drops a keyboard accelerator;
  a Chinese translation that still reads as English (no Chinese character) also fails;
* a compiled ``.qm`` differs from what ``pyside6-lrelease`` makes of its ``.ts`` today
  (stale), is missing, has no ``.ts``, or sits in the repository's ``translations/``
  (only the package's ``.qm`` files are installed).

After changing user-visible strings: ``update``, translate the new entries (Qt Linguist:
``pyside6-linguist translations/jinlami_zh_CN.ts``, or any editor), ``update`` again.
"""

from __future__ import annotations

import argparse
import ast
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET
from dataclasses import dataclass
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
SOURCE_DIR = REPO / "jinlami_desktop"
TS_DIR = REPO / "translations"
QM_DIR = SOURCE_DIR / "translations"
#: Catalogue language → number of plural forms Qt uses for it.
LANGUAGES = {"zh_CN": 1, "en": 2}
#: Chinese translations that rightly contain no Chinese character: (context, source).
LATIN_IN_CHINESE = {
    ("Texts", "ace"),  # ranks are written A J Q K on Chinese cards
    ("Texts", "jack"),
    ("Texts", "queen"),
    ("Texts", "king"),
    ("Texts", "{rank} of {suit}"),  # "黑桃 10": only the order changes
}

_PLACEHOLDER = re.compile(r"\{[a-z_]*\}")
_TAG = re.compile(r"</?([a-zA-Z][a-zA-Z0-9]*)")
_ACCELERATOR = re.compile(r"&(?!&)[^\s&]")
_CJK = re.compile(r"[\u3400-\u9fff]")
_WORD = re.compile(r"[A-Za-z]{2,}")


class ToolError(Exception):
    """A Qt tool is missing or failed."""


@dataclass(frozen=True)
class Message:
    """One catalogue entry, as compared between the code and a catalogue."""

    context: str
    source: str
    comment: str
    numerus: bool
    kind: str  # "" (finished), "unfinished", "obsolete", "vanished"
    forms: tuple[str, ...]  # one translation, or the plural forms

    @property
    def key(self) -> tuple[str, str, str, bool]:
        return (self.context, self.source, self.comment, self.numerus)

    def where(self) -> str:
        text = self.source if len(self.source) <= 70 else self.source[:67] + "..."
        note = f" [{self.comment}]" if self.comment else ""
        return f"{self.context}: {text!r}{note}"


# -- tools ------------------------------------------------------------------------------------
def tool(name: str) -> str:
    """``pyside6-<name>`` next to this Python (the venv's bin), else on PATH."""
    here = Path(sys.executable).parent
    found = shutil.which(f"pyside6-{name}", path=os.pathsep.join([str(here), os.defpath]))
    found = found or shutil.which(f"pyside6-{name}")
    if found is None:
        raise ToolError(
            f"pyside6-{name} not found: run this with the venv's python "
            "(python3 packaging/dev.py setup installs PySide6-Essentials)"
        )
    return found


def run(command: list[str]) -> None:
    env = dict(os.environ)
    # pyside6-* wrappers find the Qt binaries through PATH (TOOLCHAIN.md).
    env["PATH"] = os.pathsep.join([str(Path(sys.executable).parent), env.get("PATH", "")])
    done = subprocess.run(command, cwd=REPO, env=env, capture_output=True, text=True)
    if done.returncode != 0:
        raise ToolError(f"{Path(command[0]).name} failed:\n{done.stdout}{done.stderr}")


def sources() -> list[str]:
    """Every Python file of the app, relative to the repository (stable order)."""
    return sorted(
        p.relative_to(REPO).as_posix()
        for p in SOURCE_DIR.rglob("*.py")
        if "__pycache__" not in p.parts
    )


def ts_path(lang: str, folder: Path = TS_DIR) -> Path:
    return folder / f"jinlami_{lang}.ts"


def qm_path(lang: str, folder: Path = QM_DIR) -> Path:
    return folder / f"jinlami_{lang}.qm"


def lupdate(ts: Path, lang: str) -> None:
    run(
        [
            tool("lupdate"),
            *sources(),
            "-ts",
            str(ts),
            "-no-obsolete",
            "-locations",
            "none",
            "-source-language",
            "en",
            "-target-language",
            lang,
            "-silent",
        ]
    )


def lrelease(ts: Path, qm: Path) -> None:
    # -removeidentical: a translation equal to its source adds nothing (most of English).
    run([tool("lrelease"), "-silent", "-removeidentical", str(ts), "-qm", str(qm)])


# -- reading and writing catalogues -----------------------------------------------------------
def read(ts: Path) -> list[Message]:
    """The messages of a ``.ts`` file, in file order."""
    root = ET.parse(ts).getroot()
    out = []
    for ctx in root.iter("context"):
        name = ctx.findtext("name") or ""
        for msg in ctx.iter("message"):
            tr = msg.find("translation")
            numerus = msg.get("numerus") == "yes"
            if tr is None:
                forms: tuple[str, ...] = ("",)
                kind = "unfinished"
            else:
                kind = tr.get("type", "")
                if numerus:
                    forms = tuple(f.text or "" for f in tr.iter("numerusform")) or ("",)
                else:
                    forms = (tr.text or "",)
            out.append(
                Message(
                    context=name,
                    source=msg.findtext("source") or "",
                    comment=msg.findtext("comment") or "",
                    numerus=numerus,
                    kind=kind,
                    forms=forms,
                )
            )
    return out


def fill_english(ts: Path) -> int:
    """English is the source language: a plain message's translation is its source.
    Returns how many entries were filled (plural forms are left for a person)."""
    tree = ET.parse(ts)
    filled = 0
    for msg in tree.getroot().iter("message"):
        tr = msg.find("translation")
        if msg.get("numerus") == "yes" or tr is None:
            continue
        if tr.get("type") == "unfinished" and not (tr.text or ""):
            tr.text = msg.findtext("source") or ""
            del tr.attrib["type"]
            filled += 1
    if filled:
        tree.write(ts, encoding="utf-8", xml_declaration=True)
    return filled


# -- checks -----------------------------------------------------------------------------------
def tags(text: str) -> list[str]:
    return sorted(m.group(0).lower() for m in _TAG.finditer(text))


def accelerators(text: str) -> int:
    return len(_ACCELERATOR.findall(text))


def problems_in(messages: list[Message], lang: str) -> list[str]:
    """Unfinished, empty or broken translations of one catalogue."""
    found = []
    plural_forms = LANGUAGES[lang]
    for m in messages:
        where = m.where()
        if m.kind in ("obsolete", "vanished"):
            found.append(f"{where}: {m.kind} entry (no longer in the code)")
            continue
        if m.kind == "unfinished":
            found.append(f"{where}: unfinished")
            continue
        if m.numerus and len(m.forms) != plural_forms:
            found.append(f"{where}: {len(m.forms)} plural forms, {lang} needs {plural_forms}")
        for form in m.forms:
            if not form.strip():
                found.append(f"{where}: empty translation")
                continue
            if sorted(_PLACEHOLDER.findall(form)) != sorted(_PLACEHOLDER.findall(m.source)):
                found.append(f"{where}: placeholders differ in {form!r}")
            if ("%n" in m.source) != ("%n" in form) and (m.numerus or "%n" in m.source):
                found.append(f"{where}: %n missing or added in {form!r}")
            if tags(form) != tags(m.source):
                found.append(f"{where}: HTML tags differ in the translation")
            if accelerators(m.source) and not accelerators(form):
                found.append(f"{where}: keyboard accelerator (&) lost in {form!r}")
            if (
                lang == "zh_CN"
                and _WORD.search(_strip(m.source))
                and not _CJK.search(form)
                and (m.context, m.source) not in LATIN_IN_CHINESE
            ):
                found.append(f"{where}: Chinese translation has no Chinese: {form!r}")
    return found


def _strip(text: str) -> str:
    """Source text without placeholders, markup and entities (what a reader sees)."""
    text = _PLACEHOLDER.sub("", text)
    text = re.sub(r"<[^>]*>", "", text)
    return re.sub(r"&\w+;|%n", "", text)


def compare_with_code(committed: list[Message], fresh: list[Message]) -> list[str]:
    """Strings in the code but not in the catalogue, and the other way round."""
    have = {m.key for m in committed if m.kind not in ("obsolete", "vanished")}
    want = {m.key for m in fresh}
    by_key = {m.key: m for m in [*committed, *fresh]}
    out = [f"{by_key[k].where()}: in the code, missing from the catalogue" for k in want - have]
    out += [f"{by_key[k].where()}: in the catalogue, no longer in the code" for k in have - want]
    return sorted(out)


def code_messages() -> tuple[set[tuple[str, str, str, bool]], list[str]]:
    """Every ``tr``/``translate`` call of the app as (context, source, comment, numerus),
    read with Python's own parser — a second opinion on lupdate, whose Python reader
    misses some forms (``n=`` as a keyword, or a count that is not a number literal in
    ``QCoreApplication.translate``: the English plural would then never be used)."""
    found: set[tuple[str, str, str, bool]] = set()
    bad: list[str] = []
    for rel in sources():
        tree = ast.parse((REPO / rel).read_text(encoding="utf-8"), rel)
        _Finder(rel, found, bad).visit(tree)
    return found, bad


class _Finder(ast.NodeVisitor):
    def __init__(self, path: str, found: set[tuple[str, str, str, bool]], bad: list[str]) -> None:
        self.path = path
        self.found = found
        self.bad = bad
        self.classes: list[str] = []

    def visit_ClassDef(self, node: ast.ClassDef) -> None:
        self.classes.append(node.name)
        self.generic_visit(node)
        self.classes.pop()

    def visit_Call(self, node: ast.Call) -> None:
        self.generic_visit(node)
        f = node.func
        if not isinstance(f, ast.Attribute) or f.attr not in ("tr", "translate"):
            return
        args = list(node.args)
        if f.attr == "translate":
            if not (isinstance(f.value, ast.Name) and f.value.id == "QCoreApplication"):
                return
            if len(args) < 2 or _literal(args[1]) is None:
                return  # a forwarding wrapper such as Texts.tr: its callers are read
            if _literal(args[0]) is None:
                self.bad.append(f"{self.path}:{node.lineno}: translate() needs a literal context")
                return
            context = _literal(args[0]) or ""
            args = args[1:]
        elif isinstance(f.value, ast.Name) and f.value.id == "self":
            if not self.classes:
                return
            context = self.classes[-1]
        elif isinstance(f.value, ast.Name):
            context = f.value.id
        else:
            return
        if not args:
            return
        source = _literal(args[0])
        if source is None:
            self.bad.append(
                f"{self.path}:{node.lineno}: {f.attr}() of a text that is not a literal"
            )
            return
        comment = _literal(args[1]) if len(args) > 1 else None
        count = args[2] if len(args) > 2 else None
        for kw in node.keywords:
            if kw.arg == "n":
                count = kw.value
            elif kw.arg == "disambiguation":
                comment = _literal(kw.value)
        numerus = count is not None and not (
            isinstance(count, ast.UnaryOp) and isinstance(count.operand, ast.Constant)
        )
        self.found.add((context, source, comment or "", numerus))


def _literal(node: ast.expr) -> str | None:
    """The value of a string literal (implicitly joined parts included), else None."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return node.value
    return None


def check() -> int:
    code_keys, problems = code_messages()
    messages = 0
    with tempfile.TemporaryDirectory(prefix="jinlami-i18n-") as tmp:
        tmpdir = Path(tmp)
        for lang in LANGUAGES:
            ts = ts_path(lang)
            name = ts.relative_to(REPO).as_posix()
            if not ts.exists():
                problems.append(f"{name}: missing (run: python packaging/translations.py update)")
                continue
            committed = read(ts)
            messages += len(committed)
            copy = ts_path(lang, tmpdir)
            shutil.copyfile(ts, copy)
            lupdate(copy, lang)
            problems += [f"{name}: {p}" for p in compare_with_code(committed, read(copy))]
            have = {m.key for m in committed}
            for key in sorted(code_keys - have):
                where = Message(*key, kind="", forms=()).where()
                kind = "a plural (%n) message" if key[3] else "a message"
                problems.append(f"{name}: {where}: {kind} in the code lupdate did not extract")
            problems += [f"{name}: {p}" for p in problems_in(committed, lang)]
            qm = qm_path(lang)
            fresh = qm_path(lang, tmpdir)
            lrelease(ts, fresh)
            qm_name = qm.relative_to(REPO).as_posix()
            if not qm.exists():
                problems.append(
                    f"{qm_name}: missing (run: python packaging/translations.py update)"
                )
            elif qm.read_bytes() != fresh.read_bytes():
                problems.append(
                    f"{qm_name}: stale, not compiled from {name} "
                    "(run: python packaging/translations.py update)"
                )
    for qm in sorted(QM_DIR.glob("*.qm")):
        lang = qm.stem.removeprefix("jinlami_")
        if lang not in LANGUAGES:
            problems.append(
                f"{qm.relative_to(REPO).as_posix()}: no catalogue {lang} in {TS_DIR.name}/"
            )
    for stray in sorted(TS_DIR.glob("*.qm")):
        problems.append(
            f"{stray.relative_to(REPO).as_posix()}: compiled catalogues belong in "
            f"{QM_DIR.relative_to(REPO).as_posix()}/ (package data), not here"
        )
    for p in problems:
        print(f"translations: {p}", file=sys.stderr)
    if problems:
        print(f"translations: FAILED ({len(problems)} problems)", file=sys.stderr)
        return 1
    print(f"translations: ok ({messages} entries in {len(LANGUAGES)} catalogues, .qm current)")
    return 0


def update() -> int:
    TS_DIR.mkdir(exist_ok=True)
    QM_DIR.mkdir(exist_ok=True)
    for lang in LANGUAGES:
        ts = ts_path(lang)
        lupdate(ts, lang)
        if lang == "en" and fill_english(ts):
            lupdate(ts, lang)  # back into lupdate's own layout
        lrelease(ts, qm_path(lang))
        todo = [p for p in problems_in(read(ts), lang)]
        status = f"{len(todo)} to do" if todo else "complete"
        print(f"{ts.relative_to(REPO).as_posix()}: {len(read(ts))} entries, {status}")
        for p in todo:
            print(f"  {p}")
    return 0


def todo(lang: str) -> list[dict[str, object]]:
    """The unfinished entries of a catalogue, as ``fill`` takes them back: context,
    source, comment, numerus and ``translation`` (a string, or a list of plural forms)."""
    out: list[dict[str, object]] = []
    for m in read(ts_path(lang)):
        if m.kind == "unfinished" or not any(m.forms):
            empty: object = [""] * LANGUAGES[lang] if m.numerus else ""
            entry = {"context": m.context, "source": m.source, "comment": m.comment}
            out.append({**entry, "numerus": m.numerus, "translation": empty})
    return out


def fill(lang: str, entries: list[dict[str, object]]) -> int:
    """Write the translations of ``entries`` (the shape ``todo`` prints) into the
    catalogue, marking them finished; entries with an empty translation are skipped.
    Returns how many were written; an entry matching nothing is an error."""
    ts = ts_path(lang)
    tree = ET.parse(ts)
    index: dict[tuple[str, str, str], ET.Element] = {}
    for ctx in tree.getroot().iter("context"):
        name = ctx.findtext("name") or ""
        for message in ctx.iter("message"):
            source = message.findtext("source") or ""
            index[(name, source, message.findtext("comment") or "")] = message
    written = 0
    for e in entries:
        key = (str(e["context"]), str(e["source"]), str(e.get("comment", "")))
        msg = index.get(key)
        if msg is None:
            raise ToolError(f"no such entry in {ts.name}: {key[0]}: {key[1][:60]!r}")
        value = e["translation"]
        if not value or (isinstance(value, list) and not all(value)):
            continue
        tr = msg.find("translation")
        if tr is None:
            tr = ET.SubElement(msg, "translation")
        for child in list(tr):
            tr.remove(child)
        if isinstance(value, list):
            tr.text = None
            for form in value:
                ET.SubElement(tr, "numerusform").text = str(form)
        else:
            tr.text = str(value)
        tr.attrib.pop("type", None)
        written += 1
    tree.write(ts, encoding="utf-8", xml_declaration=True)
    lupdate(ts, lang)  # back into lupdate's own layout
    lrelease(ts, qm_path(lang))
    return written


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("command", choices=("update", "check", "todo", "fill"))
    parser.add_argument("lang", nargs="?", choices=tuple(LANGUAGES), default="zh_CN")
    parser.add_argument("file", nargs="?", help="fill: the JSON file of translations")
    args = parser.parse_args(argv)
    try:
        if args.command == "todo":
            json.dump(todo(args.lang), sys.stdout, ensure_ascii=False, indent=1)
            print()
            return 0
        if args.command == "fill":
            if not args.file:
                parser.error("fill needs a JSON file")
            entries = json.loads(Path(args.file).read_text(encoding="utf-8"))
            print(f"{fill(args.lang, entries)} translations written")
            return 0
        return update() if args.command == "update" else check()
    except ToolError as exc:
        print(f"translations: {exc}", file=sys.stderr)
        return 2


if __name__ == "__main__":
    raise SystemExit(main())
