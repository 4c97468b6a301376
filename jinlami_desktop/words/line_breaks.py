"""Where a wrapped line of the table's words may break: never before a lone short token,
nor inside a Chinese term.

The seat markers, the move log and the callouts wrap at whatever width is left.  A
sentence ending in a card ("Discarded ♦Q", 「从底牌抓了 ♦10」) keeps the card with the
word it belongs to: :func:`keep_tail` binds the last word to the one before it with a
no-break space when it is short (a card, a number, a mark), so the line breaks earlier
and the short word goes down with its neighbour.  Where even the two words together
are wider than the room, the painter keeps the plain text (:func:`fits_whole`), since
a lone card beats a cut one.

Qt may break Chinese text between any two characters (Unicode line breaking, UAX #14),
so a term such as 「胡牌区」 could be split over two lines.  :func:`keep_words_whole`
joins the characters of each term of ``docs/GLOSSARY.md`` with WORD JOINER (U+2060:
nothing drawn, no break on either side), so a line breaks before or after a term,
never inside it; English text has none of these terms and comes back unchanged.  The
turn lines of every game go through it (each game's turn line in
``games/<id>/words.py``, and the panels' own lines).

A short Chinese phrase of a move line (「从底牌抓了」, 「打出」) is kept whole where it fits:
:func:`keep_phrases_whole` joins the characters of each run of Chinese of at most
:data:`PHRASE` characters, so 「从底牌抓了 ♠4」 breaks before the card or not at all, never
as 「从底牌抓 / 了 ♠4」.

A seat marker keeps a short word with the next one and a meld on one line ("Took ♠5
from the discard pile", "Melded ♠5 ♥5 ♦5"): :func:`keep_short_words` binds a short
word ("the", "of") to the word after it, ``seat_moves`` joins the cards of one meld
with no-break spaces, and :func:`tight_to_loose` gives the painter the text from the
most bound to the plain one, so it takes the tightest that fits its width and, where a
meld is wider than the plate, lets the meld break (:func:`loosen`) rather than be cut.
"""

from __future__ import annotations

import re
from functools import cache
from typing import Final

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QFontMetricsF

__all__ = [
    "NO_BREAK",
    "SHORT",
    "TERMS",
    "WORD_JOINER",
    "fits_whole",
    "keep_asides_whole",
    "keep_move_line",
    "keep_phrases_whole",
    "keep_short_words",
    "keep_tail",
    "keep_words_whole",
    "loosen",
    "tight_to_loose",
]

NO_BREAK: Final = "\u00a0"
#: The longest last word bound to its neighbour: a card (♠10), a score, the dealer's ◆.
SHORT: Final = 4
_WRAP: Final = int(Qt.TextFlag.TextWordWrap)


def keep_tail(text: str) -> str:
    """``text`` with its last space a no-break space when the word after it is short.

    Only a plain space is replaced, and only when a word stands before it, so a text of
    one word, or one that already ends in a bound pair, comes back as it was."""
    head, space, tail = text.rstrip().rpartition(" ")
    if not space or not head.strip() or not tail or len(tail) > SHORT:
        return text
    return f"{head}{NO_BREAK}{tail}{text[len(text.rstrip()) :]}"


def fits_whole(metrics: QFontMetricsF, text: str, width: float) -> bool:
    """Whether ``text`` word-wrapped at ``width`` stays within it (no word wider)."""
    box = metrics.boundingRect(QRectF(0, 0, width, 100_000), _WRAP, text)
    return box.width() <= width + 0.5


#: The longest word of letters bound to the word after it ("the", "of", "a").
SHORT_WORD: Final = 3
_SHORT_WORD = re.compile(rf"(?<![^\s{NO_BREAK}])([^\W\d_]{{1,{SHORT_WORD}}}) (?=\S)")


def keep_short_words(text: str) -> str:
    """``text`` with the space after each short word of letters a no-break space, so
    "the" goes down with "discard" instead of standing alone on a line.  A card
    ("♦Q") is no word of letters and stays free to break after."""
    return _SHORT_WORD.sub(rf"\1{NO_BREAK}", text)


def loosen(text: str) -> str:
    """``text`` with its no-break spaces plain again, but the one before a meld's dot
    ("♦5 · ♣8"): the last resort when a bound group is wider than the room."""
    return re.sub(f"{NO_BREAK}(?!·)", " ", text)


#: No line break on either side, and nothing drawn.
WORD_JOINER: Final = "\u2060"

#: The Chinese terms of docs/GLOSSARY.md of two characters or more (a test keeps the
#: two in step), and the few other words the turn lines use.
TERMS: Final[tuple[str, ...]] = (
    "金拉米", "国际金拉米", "经典", "规则", "庄家", "闲家", "发牌", "底牌", "换牌堆",
    "亮牌", "不要", "抓牌", "吃牌", "打牌", "打出", "手牌", "比赛", "搭子", "组合",
    "刻子", "同花顺", "米牌", "米数", "胡牌", "胡牌区", "胡牌人", "对方", "金胡", "三金",
    "二金", "金龙", "米胡", "米胡上限", "诈胡", "诈胡罚分", "罚分档次", "贴牌", "最佳贴牌",
    "平局", "定局积分制", "达标制", "目标得分", "局数上限", "队式赛", "单挑", "国际局",
    "完封", "认输", "放弃", "正式", "练习", "提示", "回放", "存档", "读取存档", "另存为",
    "种子", "公平发牌", "发牌承诺", "承诺", "盐值", "公开", "验证发牌", "电脑", "简单",
    "中等", "困难", "专家", "拉米纸牌", "摊出", "出完", "一把出完", "僵局", "撤销",
    "西家", "北家", "东家", "可组牌", "下一局", "比赛打平",
    "俄克拉何马金拉米", "直金拉米", "大金", "好莱坞计分",
    "对手", "轮到", "思考", "结束", "游戏", "菜单", "完毕", "一张牌",
)  # fmt: skip


def _joined(match: re.Match[str]) -> str:
    return WORD_JOINER.join(match.group())


#: Chinese particles that never begin a line (「抓了」 stays 「抓了」), and prepositions that
#: never end one (「从」 goes down with what follows).
_AFTER: Final = "了着过"
_BEFORE: Final = "从向把给"
_CJK: Final = "\u3400-\u9fff"
#: The first code point of :data:`_CJK`: a text whose characters all lie below it holds
#: no Chinese, and skips the patterns (a test of the string's largest character).
_CJK_FIRST: Final = "\u3400"


@cache
def _chinese() -> tuple[re.Pattern[str], re.Pattern[str], re.Pattern[str]]:
    """The patterns of Chinese text — any of :data:`TERMS` (the longest first: 胡牌区 is
    kept whole, not only its 胡牌), the places around particles and prepositions, a run
    of Chinese — compiled on the first text that may hold Chinese: English text never
    needs them, and their character ranges are slow to compile."""
    terms = re.compile("|".join(sorted(map(re.escape, TERMS), key=len, reverse=True)))
    particle = re.compile(f"(?<=[{_CJK}])(?=[{_AFTER}])|(?<=[{_BEFORE}])(?=[{_CJK}])")
    run = re.compile(rf"[\u3400-\u9fff\uf900-\ufaff{WORD_JOINER}]{{2,}}")
    return terms, particle, run


def keep_words_whole(text: str) -> str:
    """``text`` with no line break allowed inside any of :data:`TERMS`, before a
    particle such as 「了」 or after a preposition such as 「从」 (a text without Chinese
    comes back as it is)."""
    if not text or max(text) < _CJK_FIRST:
        return text
    terms, particle, _run = _chinese()
    return particle.sub(WORD_JOINER, terms.sub(_joined, text))


#: The longest run of Chinese kept whole as one phrase of a move line.
PHRASE: Final = 8


def keep_phrases_whole(text: str) -> str:
    """``text`` with no line break inside a run of Chinese of at most :data:`PHRASE`
    characters (a longer one breaks between its terms, :func:`keep_words_whole`).
    English text comes back unchanged."""

    def joined(match: re.Match[str]) -> str:
        chars = match.group().replace(WORD_JOINER, "")
        return WORD_JOINER.join(chars) if len(chars) <= PHRASE else match.group()

    if not text or (WORD_JOINER not in text and max(text) < _CJK_FIRST):
        return text  # nothing of a run: no joiner, no character from U+3400 on
    return _chinese()[2].sub(joined, text)


#: A bracketed aside, in either language's brackets: "(face down)", 「（扣牌）」.
_ASIDE = re.compile(r"[(（][^()（）]*[)）]")
#: Between two characters of an aside where Qt may break: after its opening bracket,
#: before its closing one, and between Chinese characters.
_CJK_OR_BRACKET: Final = "\u3400-\u9fff（）()"
_ASIDE_BREAK = re.compile(
    f"(?<=[{_CJK_OR_BRACKET}])(?=[^{NO_BREAK}])|(?<=[^{NO_BREAK}])(?=[{_CJK_OR_BRACKET}])"
)


def keep_asides_whole(text: str) -> str:
    """``text`` with each bracketed aside kept on one line, its terms whole: a narrow
    label breaks before the aside ("Knock here / (face down)", 「胡牌区 / （扣牌）」),
    never inside it ("Knock here (face / down)", 「胡牌区（扣 / 牌）」)."""

    def joined(match: re.Match[str]) -> str:
        aside = match.group().replace(" ", NO_BREAK)  # English: no break at its spaces
        # Chinese (any two characters may break) and the brackets: joined throughout
        return _ASIDE_BREAK.sub(WORD_JOINER, aside)

    return keep_words_whole(_ASIDE.sub(joined, text))


def keep_move_line(text: str) -> str:
    """A line about a move, as the panels' last-move lines and the move log wrap it: its
    last card with the word before it, its terms whole."""
    return keep_words_whole(keep_tail(text))


def tight_to_loose(text: str) -> tuple[str, ...]:
    """The ways to paint ``text``, from the most bound to the plain: its last card,
    short words and Chinese phrases bound (:func:`keep_phrases_whole`), then its last
    card and short words bound and its terms whole, then the phrases with the last card
    free, then the short words and terms only, then as it was given (a meld's cards
    together), then :func:`loosen`-ed (its last card still bound, then not).  A painter
    takes the first that fits."""
    words = keep_short_words(keep_words_whole(text))
    phrases = keep_phrases_whole(words)
    ways = (
        keep_tail(phrases),
        keep_tail(words),
        phrases,
        words,
        text,
        keep_tail(loosen(text)),
        loosen(text),
    )
    return tuple(dict.fromkeys(ways))
