"""One hand of 拉米纸牌 Rummy for 2–4 players as an explicit state machine (docs/RULES.md Part B).

Phases and who acts::

    DRAW   the player to act draws the stock top or the discard top
    PLAY   the same player melds (``meld``), lays off onto any table meld (``layoff``),
           takes back the last of those (``undo``) any number of times, then discards
    OVER   someone went out, or the hand is a stalemate (僵局)

It is the 金拉米 style (:mod:`engine.jinlami.state`): a mutable state, ``legal_actions()`` in
a fixed order, a checked ``apply`` that leaves the state unchanged when it raises
:class:`~engine.errors.IllegalActionError` (with a code and params the UI words) and
returns events, ``copy()``, ``view(player)`` hiding the other hands.  Actions are
:class:`engine.actions.Action` values with the shared text notation (``draw stock``,
``meld 2H 3H 4H``, ``layoff 5H 0``, ``undo``, ``discard 7H``), so saves are action lists.
The deck comes from ``random.Random(seed)`` only: (rules, seed, dealer, actions)
replays the hand exactly.

Decisions where Part B is silent (docs/RULES.md: "choose what a player would expect"):

* **Seats and order.** Seats ``0 .. players-1``; play goes to the next seat up
  (``(p + 1) % players``). The player after the dealer leads; cards are dealt one at a
  time starting with the leader, then the up-card is turned from the stock.
  :class:`~engine.rummy.match.RummyMatch` makes seat ``players - 1`` the first dealer,
  so seat 0 (the human in the offline app) leads the first hand.
* **A turn** is one player's draw … discard (or the draw and the melds that empty the
  hand).  ``turn`` counts finished turns of the whole table; the hand is a stalemate
  when the ``turn_limit``-th (120th) discard leaves nobody out.  Going out on that
  turn still wins.
* **Stock exhaustion** is checked when a turn ends (after the discard): if the stock is
  empty, the first time the discard pile except its top card is turned over as the new
  stock, earliest discard (the up-card, if still there) on top; the second time (or if
  nothing is left to turn over) the hand is a stalemate.  So the player who draws the
  last card still plays the whole turn and may go out with it.
* **The turned-over stock is public**: every card in it was seen face up, in order, so
  views list it (``RummyView.stock_cards``) and what a player draws from it joins the
  cards everyone knows that player holds.  Events still hide stock draws from other
  seats, as the table shows them face down.
* **The taken discard** (``taken``) may not be discarded this turn, and no meld or
  lay-off may leave it as the only card in hand.  Melding or laying it off itself is
  fine, and so is emptying the hand completely.
* **一把出完 (rummy)**: going out in a turn when the player had not melded or laid off
  in any earlier turn of this hand (melds undone in the same turn never count).
* **Scoring**: the player who goes out wins the card values left in all other hands
  (A 1, 2–10 face value, J Q K 10), doubled for a rummy; everyone else scores 0.  A
  stalemate scores 0 for everyone.  No negative scores.
* **Undo** takes back the last meld or lay-off of the current turn (last first), never
  across a discard or the draw, and is impossible once the hand is over (going out by
  emptying the hand ends it at once).
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import asdict, dataclass, field
from enum import Enum
from itertools import pairwise
from typing import TYPE_CHECKING, Any, Final

from ..actions import DISCARD, DRAW_DISCARD, DRAW_STOCK, LAYOFF, MELD, UNDO, Action, check_action
from ..cards import (
    DECK,
    FULL_DECK_MASK,
    SUIT_STRIDE,
    Card,
    card_list,
    cards_from_mask,
    check_mask,
    mask_of,
    shuffled_deck,
    shuffled_rest,
)
from ..checks import check_card, check_rng, check_rules, check_seat, check_seed
from ..errors import IllegalActionError, RulesError, shown
from ..melds import is_meld_mask, points_of_mask

if TYPE_CHECKING:
    from .view import RummyView

__all__ = [
    "PLAYERS",
    "Refusal",
    "RummyEvent",
    "RummyPhase",
    "RummyResult",
    "RummyRules",
    "RummyState",
    "explain_meld",
    "fits_meld",
    "has_meld",
    "layoff_problem",
    "meld_masks_in",
    "meld_problem",
]

PLAYERS: Final = (2, 3, 4)
TURN_LIMIT: Final = 120
_CHUNK: Final = 0x1FFF
_BY_MASK: Final = {c.mask: c for c in DECK}
_RANK_COLUMN: Final = tuple(sum(1 << (s * SUIT_STRIDE + r) for s in range(4)) for r in range(13))
_STEP_MELD: Final = 0
_STEP_LAYOFF: Final = 1


def _card(mask: int) -> Card:
    return _BY_MASK[mask]


def _texts(mask: int) -> list[str]:
    return [str(c) for c in cards_from_mask(mask)]


class RummyPhase(Enum):
    DRAW = "draw"
    PLAY = "play"
    OVER = "over"


@dataclass(frozen=True, slots=True)
class RummyRules:
    """The table a hand of 拉米纸牌 is played at: 2–4 players (Part B fixes the rest).

    ``turn_limit`` is the 120 table turns after which a hand is a stalemate; it is an
    option only so that tests and puzzles can shorten it.
    """

    players: int = 2
    turn_limit: int = TURN_LIMIT

    def __post_init__(self) -> None:
        if type(self.players) is not int or self.players not in PLAYERS:
            raise RulesError(f"rummy is for 2 to 4 players, got {shown(self.players)}")
        if type(self.turn_limit) is not int or not 1 <= self.turn_limit <= TURN_LIMIT:
            raise RulesError(
                f"turn limit must be a whole number 1..{TURN_LIMIT}, got {shown(self.turn_limit)}"
            )

    @property
    def name(self) -> str:
        return "rummy"

    @property
    def hand_size(self) -> int:
        """Cards dealt to each player: 10 with two players, 7 with three or four."""
        return 10 if self.players == 2 else 7

    @property
    def stock_size(self) -> int:
        """The stock after the deal and the up-card: 31 / 30 / 23 cards."""
        return 52 - self.players * self.hand_size - 1

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)

    @classmethod
    def from_dict(cls, data: Any) -> RummyRules:
        if not isinstance(data, dict):
            raise RulesError("rules must be an object")
        unknown = set(data) - {"players", "turn_limit"}
        if unknown:
            raise RulesError(f"unknown rule options: {shown(sorted(map(str, unknown)))}")
        return cls(**data)


# -- melds, lay-offs and why a group is not a meld ---------------------------------------


def fits_meld(meld: int, card: int) -> bool:
    """True if the single-card mask ``card`` can be laid off onto the table meld ``meld``.

    A set of three takes its fourth card; a run takes the card just below its lowest or
    just above its highest.  Bits 13–15 of every suit hold no card, so nothing goes
    below the ace or above the king: A is low only.
    """
    if meld & card:
        return False
    if _fold(meld).bit_count() == 1:  # a set
        return meld.bit_count() == 3 and bool(_fold(card) & _fold(meld))
    return (meld & -meld) == card << 1 or 1 << (meld.bit_length() - 1) == card >> 1


def _fold(mask: int) -> int:
    """The 13-bit rank mask of ``mask`` (the four suits folded together)."""
    return (mask | mask >> 16 | mask >> 32 | mask >> 48) & _CHUNK


def meld_masks_in(hand: int) -> list[int]:
    """Every meld that can be formed from the cards of ``hand`` (sorted by mask).

    Sets: a rank held three times, or each three of a rank held four times, and the
    four.  Runs: every block of three or more consecutive cards of a suit.
    """
    out: list[int] = []
    for col in _RANK_COLUMN:
        held = hand & col
        n = held.bit_count()
        if n >= 3:
            out.append(held)
            if n == 4:
                m = held
                while m:
                    low = m & -m
                    m ^= low
                    out.append(held ^ low)
    t = hand & (hand >> 1) & (hand >> 2)  # starts of runs of three
    cover = t | t << 1 | t << 2
    while cover:
        low = cover & -cover
        seg = ((cover + low) ^ cover) & cover  # a maximal block of consecutive cards
        cover ^= seg
        bits = []
        m = seg
        while m:
            lb = m & -m
            bits.append(lb)
            m ^= lb
        for i in range(len(bits) - 2):
            block = bits[i] | bits[i + 1]
            for j in range(i + 2, len(bits)):
                block |= bits[j]
                out.append(block)
    out.sort()
    return out


def has_meld(hand: int) -> bool:
    """Whether the cards of ``hand`` hold at least one meld (the hand's "can meld" mark)."""
    if type(hand) is not int or hand & ~FULL_DECK_MASK:
        check_mask(hand)  # says what is wrong
    t = hand & (hand >> 1) & (hand >> 2)
    if t:
        return True
    a, b, c, d = hand & _CHUNK, hand >> 16 & _CHUNK, hand >> 32 & _CHUNK, hand >> 48 & _CHUNK
    return bool((a & b & (c | d)) | (c & d & (a | b)))


@dataclass(frozen=True)
class Refusal:
    """Why a selection is not a meld, or a move is not possible: a stable ``code`` and
    ``params`` (cards as canonical text such as ``"5S"``) for the UI to word; ``message``
    is a plain English sentence for logs and tests.

    Codes: ``too_short`` (count, needed: cards any of which would complete it),
    ``missing_card`` (cards: the gaps of a run), ``ace_low_only`` (cards: a run that
    would need the ace above the king), ``mixed_suits`` / ``mixed_ranks`` (cards),
    ``duplicate_card`` (card); for a move also ``not_in_hand`` (card or cards),
    ``just_taken_only_card`` (card), ``just_taken`` (card), ``no_such_meld`` (index),
    ``set_full`` (card, meld), ``does_not_fit`` (card, meld), ``draw_first``,
    ``not_your_turn``, ``hand_over``.
    """

    code: str
    params: dict[str, Any] = field(default_factory=dict)
    message: str = ""

    def error(self) -> IllegalActionError:
        """The refusal as the error ``RummyState.apply`` raises."""
        return IllegalActionError(self.message or self.code, code=self.code, **self.params)


def _gaps(chunk: int) -> int:
    """Ranks missing between the lowest and the highest rank of a 13-bit chunk."""
    low = chunk & -chunk
    span = (1 << chunk.bit_length()) - low
    return span & ~chunk


def _circular_best_gap_wraps(chunk: int) -> bool:
    """True when the ranks of ``chunk`` read most naturally *across* K–A (like Q-K-A or
    K-A-2): the largest circular gap between held ranks is not the one through K→A."""
    ranks = [r for r in range(13) if chunk >> r & 1]
    if len(ranks) < 2:
        return False
    wrap_gap = ranks[0] + 12 - ranks[-1]  # ranks passed going up from the top through K, A
    inner = max(b - a - 1 for a, b in pairwise(ranks))
    return inner > wrap_gap


def _completions(mask: int) -> int:
    """The cards any one of which makes the two cards of ``mask`` a three-card meld:
    the other suits of a pair, the ends of two neighbours in one suit, or the one card
    between two cards a rank apart (none for an ace above a king, docs/RULES.md §0)."""
    ranks = _fold(mask)
    if ranks.bit_count() == 1:
        return _RANK_COLUMN[ranks.bit_length() - 1] & ~mask
    suits = [s for s in range(4) if mask >> (s * SUIT_STRIDE) & _CHUNK]
    if len(suits) != 1:
        return 0
    base = suits[0] * SUIT_STRIDE
    chunk = mask >> base & _CHUNK
    if _circular_best_gap_wraps(chunk):
        return 0
    gaps = _gaps(chunk)
    if gaps:
        return gaps << base if gaps.bit_count() == 1 else 0
    below, above = (chunk & -chunk) >> 1, chunk + (chunk & -chunk)
    return ((below | above) & _CHUNK) << base


def _too_short(mask: int) -> Refusal:
    """The refusal of fewer than three cards, with the cards that would complete two."""
    n = mask.bit_count()
    if n == 0:
        return Refusal("too_short", {"count": 0, "needed": []}, "no cards selected")
    needed = _texts(_completions(mask)) if n == 2 else []
    return Refusal(
        "too_short",
        {"count": n, "needed": needed},
        f"a meld needs at least 3 cards: {' '.join(_texts(mask))}",
    )


def meld_problem(mask: int) -> Refusal | None:
    """Why the cards of ``mask`` are not one meld, or ``None`` when they are (docs/RULES.md §0).

    Checks in the order a player would want to hear them: first too few cards
    (``too_short``, with the cards that would complete two: two cards of different suits
    are short before their suits differ); then, of one suit, a run that needs the ace
    above the king (``ace_low_only``) or a gap (``missing_card`` with the missing cards);
    otherwise cards of mixed ranks and suits (``mixed_ranks`` when most share a rank,
    else ``mixed_suits``).
    """
    n = mask.bit_count()
    if n < 3:
        return _too_short(mask)
    cards = _texts(mask)
    if _fold(mask).bit_count() == 1:
        return None
    suits = [s for s in range(4) if mask >> (s * SUIT_STRIDE) & _CHUNK]
    if len(suits) == 1:
        base = suits[0] * SUIT_STRIDE
        chunk = mask >> base & _CHUNK
        if _circular_best_gap_wraps(chunk):
            return Refusal(
                "ace_low_only",
                {"cards": cards},
                f"A is low only: {' '.join(cards)} is not a run",
            )
        gaps = _gaps(chunk)
        if gaps:
            missing = _texts(gaps << base)
            return Refusal(
                "missing_card",
                {"cards": missing},
                f"not a run: missing {' '.join(missing)}",
            )
        return None
    rank_most = max((mask & col).bit_count() for col in _RANK_COLUMN)
    suit_most = max((mask >> (s * SUIT_STRIDE) & _CHUNK).bit_count() for s in range(4))
    if rank_most > suit_most:
        return Refusal(
            "mixed_ranks",
            {"cards": cards},
            f"not a set: the ranks differ ({' '.join(cards)})",
        )
    return Refusal(
        "mixed_suits",
        {"cards": cards},
        f"not a run: the suits differ ({' '.join(cards)})",
    )


def explain_meld(cards: list[Card] | tuple[Card, ...]) -> Refusal | None:
    """Why ``cards`` are not a meld (code + params), ``None`` if they are one.

    >>> from engine.cards import parse_cards
    >>> explain_meld(parse_cards("4S 6S 7S")).params
    {'cards': ['5S']}
    >>> explain_meld(parse_cards("QH KH AH")).code
    'ace_low_only'
    """
    mask = 0
    for c in card_list(cards):
        if mask & c.mask:
            return Refusal("duplicate_card", {"card": str(c)}, f"{c} is selected twice")
        mask |= c.mask
    return meld_problem(mask)


def layoff_problem(meld: int, card: int, index: int = -1) -> Refusal | None:
    """Why the single card ``card`` cannot go onto the table meld ``meld`` (or ``None``)."""
    if fits_meld(meld, card):
        return None
    c = str(_card(card))
    params: dict[str, Any] = {"card": c, "meld": _texts(meld), "index": index}
    text = " ".join(_texts(meld))
    if _fold(meld).bit_count() == 1:  # a set
        if meld.bit_count() >= 4 and _fold(card) & _fold(meld):
            return Refusal("set_full", params, f"the set {text} already has four cards")
        return Refusal("does_not_fit", params, f"{c} does not fit on the set {text}")
    low_rank = ((meld & -meld).bit_length() - 1) % 16
    high_rank = (meld.bit_length() - 1) % 16
    same_suit = (card.bit_length() - 1) // 16 == (meld.bit_length() - 1) // 16
    rank = (card.bit_length() - 1) % 16
    if same_suit and ((rank == 0 and high_rank == 12) or (rank == 12 and low_rank == 0)):
        return Refusal(
            "ace_low_only", params, f"A is low only: {c} cannot go next to {text} across K-A"
        )
    return Refusal("does_not_fit", params, f"{c} does not fit on the run {text}")


# -- results and events --------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class RummyResult:
    """How a hand ended.

    ``kind`` is ``"out"`` or ``"stalemate"``; ``how`` says how: going out by ``"meld"``,
    ``"layoff"`` (the hand emptied) or ``"discard"`` (the last card discarded), a
    stalemate by ``"stock"`` (second exhaustion) or ``"turns"`` (the turn limit).
    ``left`` is the card points left in each seat's hand, ``points`` what each seat won.
    """

    kind: str
    winner: int | None
    how: str
    rummy: bool
    left: tuple[int, ...]
    points: tuple[int, ...]

    @property
    def base(self) -> int:
        """The points before 一把出完 doubling."""
        return sum(self.left) if self.kind == "out" else 0


@dataclass(frozen=True, slots=True)
class RummyEvent:
    """Something that happened, as one seat may see it (see :meth:`for_viewer`).

    Kinds: ``deal`` (player = dealer, card = the up-card), ``draw`` (source ``stock`` or
    ``discard``), ``meld`` (cards, target = the new meld's index), ``layoff`` (card,
    target), ``undo`` (cards back to the hand, target = the meld, source = what was
    undone: ``meld`` or ``layoff``), ``discard`` (card), ``turnover`` (player -1; the
    discard pile became the stock; target = its size), ``hand_over`` (player = the
    winner or -1, ``result``).
    """

    kind: str
    player: int
    card: Card | None = None
    source: str = ""
    cards: tuple[Card, ...] = ()
    target: int = -1
    result: RummyResult | None = None

    def for_viewer(self, viewer: int) -> RummyEvent:
        """The event without what ``viewer`` may not see (another seat's stock draw)."""
        if (
            self.kind == "draw"
            and self.source == "stock"
            and viewer != self.player
            and self.card is not None
        ):
            return RummyEvent("draw", self.player, None, "stock")
        return self


class RummyRecord:
    """What every seat has seen, kept up to date event by event (like
    :class:`engine.jinlami.view.PublicRecord`): redacted event lists per seat, the discard
    history, pick-ups from the pile, and for every seat the cards *everyone* knows it
    holds — taken from the pile, drawn from the public turned-over stock, or taken back
    by an undo — until they are melded, laid off or discarded.
    """

    __slots__ = ("history", "known", "pickups", "public_stock", "seen")

    def __init__(self, players: int) -> None:
        self.seen: list[list[RummyEvent]] = [[] for _ in range(players)]
        self.history: list[tuple[int, Card]] = []
        self.pickups: list[tuple[int, Card]] = []
        self.known = [0] * players
        self.public_stock = False

    def copy(self) -> RummyRecord:
        r = RummyRecord.__new__(RummyRecord)
        r.seen = [s[:] for s in self.seen]
        r.history = self.history[:]
        r.pickups = self.pickups[:]
        r.known = self.known[:]
        r.public_stock = self.public_stock
        return r

    def note(self, events: list[RummyEvent]) -> None:
        seen = self.seen
        for e in events:
            for v, lst in enumerate(seen):
                lst.append(e.for_viewer(v))
            kind = e.kind
            c = e.card
            if kind == "turnover":
                self.public_stock = True
            elif kind == "deal" and c is not None:
                self.history.append((-1, c))
            elif kind == "draw" and c is not None:
                if e.source == "discard":
                    self.pickups.append((e.player, c))
                    self.known[e.player] |= c.mask
                elif self.public_stock:
                    self.known[e.player] |= c.mask
            elif kind == "discard" and c is not None:
                self.history.append((e.player, c))
                self.known[e.player] &= ~c.mask
            elif kind == "layoff" and c is not None:
                self.known[e.player] &= ~c.mask
            elif kind == "meld":
                self.known[e.player] &= ~mask_of(e.cards)
            elif kind == "undo":
                self.known[e.player] |= mask_of(e.cards)


# -- the hand ------------------------------------------------------------------------------


def _seat(value: object, n: int, name: str) -> None:
    if value is not None and (type(value) is not int or not 0 <= value < n):
        raise IllegalActionError(
            f"{name} must be a seat 0..{n - 1}, got {shown(value)}", code="bad_position"
        )


def _check_setup(
    rules: object,
    hands: object,
    stock: object,
    stock_top: object,
    discards: object,
    melds: object,
    dealer: object,
    to_act: object,
) -> None:
    """Refuse the cards of a :meth:`RummyState.setup` position that no hand could reach
    (coded :class:`IllegalActionError` ``bad_position`` or :class:`CardError`)."""
    if not isinstance(rules, RummyRules):
        raise RulesError(f"rules must be RummyRules, got {shown(rules)}")
    n = rules.players
    if isinstance(hands, str | bytes) or not isinstance(hands, Sequence) or len(hands) != n:
        raise IllegalActionError(f"{n} hands are needed, got {shown(hands)}", code="bad_position")
    for i, hand in enumerate(hands):
        if len(card_list(hand, f"hand {i}")) > rules.hand_size + 1:
            raise IllegalActionError(
                f"hand {i} holds more than {rules.hand_size + 1} cards", code="bad_position"
            )
    for name, cards in (("the stock", stock), ("the stock's top", stock_top)):
        card_list(cards or [], name)
    card_list(discards or [], "the discards")
    if melds is not None:
        if isinstance(melds, str | bytes) or not isinstance(melds, Sequence):
            raise IllegalActionError(
                f"melds must be a list, got {shown(melds)}", code="bad_position"
            )
        for entry in melds:
            if not isinstance(entry, tuple | list) or len(entry) != 2:
                raise IllegalActionError(
                    f"a table meld is (cards, seat), got {shown(entry)}", code="bad_position"
                )
            card_list(entry[0], "a table meld")
            _seat(entry[1], n, "a meld's owner")
    _seat(dealer, n, "dealer")
    _seat(to_act, n, "to_act")


def _check_progress(
    rules: RummyRules,
    phase: object,
    taken: object,
    turn: object,
    turnovers: object,
    played: object,
    seed: object,
) -> None:
    """Refuse the turn state of a :meth:`RummyState.setup` position that is out of range."""
    if phase not in (RummyPhase.DRAW, RummyPhase.PLAY):
        raise IllegalActionError(
            f"a position is set up to draw or to play, not {shown(phase)}", code="bad_position"
        )
    if taken is not None and not isinstance(taken, Card):
        raise IllegalActionError(f"taken must be a card, got {shown(taken)}", code="bad_position")
    for name, value, top in (
        ("turn", turn, rules.turn_limit),
        ("turnovers", turnovers, 52),
    ):
        if type(value) is not int or not 0 <= value <= top:
            raise IllegalActionError(
                f"{name} must be a whole number 0..{top}, got {shown(value)}", code="bad_position"
            )
    if played is not None and (
        isinstance(played, str | bytes)
        or not isinstance(played, Sequence)
        or len(played) != rules.players
        or not all(isinstance(p, bool) for p in played)
    ):
        raise IllegalActionError(
            f"played must be one true/false per seat, got {shown(played)}", code="bad_position"
        )
    if type(seed) is not int:
        raise IllegalActionError(
            f"the seed must be a whole number, got {shown(seed)}", code="bad_position"
        )


class RummyState:
    """A hand of 拉米纸牌 in progress.  Create with :meth:`new`; play with :meth:`apply`.

    Table melds are three parallel lists: ``melds`` (card masks), ``meld_owner`` (the
    seat that laid it) and ``meld_added`` (``(seat, card mask)`` of every lay-off, in
    order).  ``steps`` are this turn's melds and lay-offs, for undo.
    """

    __slots__ = (
        "actions",
        "dealer",
        "discards",
        "hands",
        "log",
        "meld_added",
        "meld_owner",
        "melds",
        "phase",
        "played",
        "record",
        "result",
        "rules",
        "seed",
        "seeded",
        "steps",
        "stock",
        "taken",
        "to_act",
        "turn",
        "turnovers",
    )

    rules: RummyRules
    seed: int
    #: True when the deal is ``Random(seed)``'s shuffle, so a save (seed + actions) replays
    #: it; False for a deck given by hand (:meth:`from_deck`, :meth:`setup`).
    seeded: bool
    dealer: int
    hands: list[int]
    stock: list[int]  # the top is the end of the list
    discards: list[int]  # bottom → top
    melds: list[int]
    meld_owner: list[int]
    meld_added: list[tuple[tuple[int, int], ...]]
    phase: RummyPhase
    to_act: int
    turn: int
    taken: int
    steps: list[tuple[int, int, int]]  # (kind, meld index, cards mask)
    played: list[bool]  # melded or laid off in an earlier turn of this hand
    turnovers: int
    result: RummyResult | None
    actions: list[Action]
    log: list[RummyEvent]
    record: RummyRecord

    # -- creation -------------------------------------------------------------------------
    @classmethod
    def new(
        cls,
        rules: RummyRules,
        seed: int | None = None,
        dealer: int | None = None,
        rng: random.Random | None = None,
    ) -> RummyState:
        """Shuffle with ``Random(seed)`` (drawn from ``rng`` if not given) and deal.

        ``dealer`` defaults to the last seat, so seat 0 leads.
        """
        check_rules(rules, RummyRules)
        seed = check_rng(rng).getrandbits(63) if seed is None else check_seed(seed)
        n = rules.players
        if dealer is None:
            dealer = n - 1
        check_seat(dealer, n, "dealer")
        s = cls._deal(rules, seed, dealer, shuffled_deck(seed))
        s.seeded = True
        return s

    @classmethod
    def from_deck(
        cls,
        rules: RummyRules,
        deck: Sequence[Card],
        dealer: int | None = None,
        seed: int = 0,
    ) -> RummyState:
        """Deal from ``deck`` as given, its last card on top (dealt first), instead of a
        shuffle: the deal of :meth:`new` with chosen cards (tests relabel hidden cards
        this way).  ``seed`` is only recorded, so the hand's save replays the shuffle of
        that seed, not this deck."""
        n = check_rules(rules, RummyRules).players
        if dealer is None:
            dealer = n - 1
        check_seat(dealer, n, "dealer")
        check_seed(seed)
        cards = card_list(deck, "the deck")
        if len(cards) != len(DECK) or mask_of(cards) != FULL_DECK_MASK:
            raise IllegalActionError("a deck holds every card once", code="duplicate_card")
        return cls._deal(rules, seed, dealer, [c.mask for c in cards])

    @classmethod
    def _deal(cls, rules: RummyRules, seed: int, dealer: int, deck: list[int]) -> RummyState:
        n = rules.players
        s = cls._blank(rules, seed, dealer)
        leader = (dealer + 1) % n
        for i in range(rules.hand_size * n):  # one at a time, the leader first
            s.hands[(leader + i) % n] |= deck.pop()
        s.discards = [deck.pop()]
        s.stock = deck
        s.log = [RummyEvent("deal", dealer, _card(s.discards[0]))]
        s.record.note(s.log)
        return s

    @classmethod
    def _blank(cls, rules: RummyRules, seed: int, dealer: int) -> RummyState:
        n = rules.players
        s = cls.__new__(cls)
        s.rules, s.seed, s.dealer = rules, seed, dealer
        s.seeded = False
        s.hands = [0] * n
        s.stock = []
        s.discards = []
        s.melds, s.meld_owner, s.meld_added = [], [], []
        s.phase = RummyPhase.DRAW
        s.to_act = (dealer + 1) % n
        s.turn = 0
        s.taken = 0
        s.steps = []
        s.played = [False] * n
        s.turnovers = 0
        s.result = None
        s.actions = []
        s.log = []
        s.record = RummyRecord(n)
        return s

    @classmethod
    def setup(
        cls,
        rules: RummyRules,
        hands: list[list[Card]],
        *,
        stock: list[Card] | None = None,
        stock_top: list[Card] | None = None,
        discards: list[Card] | None = None,
        melds: list[tuple[list[Card], int]] | None = None,
        dealer: int | None = None,
        to_act: int | None = None,
        phase: RummyPhase = RummyPhase.DRAW,
        taken: Card | None = None,
        turn: int = 0,
        turnovers: int = 0,
        played: list[bool] | None = None,
        seed: int = 0,
    ) -> RummyState:
        """A position set up card by card (tests, puzzles, tutorials).

        ``stock`` is the whole stock, first drawn first; the cards placed nowhere then go
        under ``discards`` (the pile, bottom to top).  Without ``stock``, ``stock_top``
        lists the next cards drawn and the rest of the deck is shuffled from
        ``Random(seed)`` below them.  Without ``discards`` one card of the rest starts
        the pile, like the up-card of a deal (``[]``: an empty pile).  ``melds`` are
        table melds with the seat that laid each.  The player after the dealer acts
        unless ``to_act`` says otherwise.
        """
        _check_setup(rules, hands, stock, stock_top, discards, melds, dealer, to_act)
        _check_progress(rules, phase, taken, turn, turnovers, played, seed)
        n = rules.players
        if dealer is None:
            dealer = n - 1
        s = cls._blank(rules, seed, dealer)
        s.hands = [mask_of(h) for h in hands]
        table = [(mask_of(cs), owner) for cs, owner in melds or []]
        pile = [c.mask for c in discards or []]
        top = [c.mask for c in (stock if stock is not None else stock_top or [])]
        if sum(len(h) for h in hands) != sum(m.bit_count() for m in s.hands):
            raise IllegalActionError("a card is placed twice", code="duplicate_card")
        rest = shuffled_rest((*s.hands, *(m for m, _o in table), *pile, *top), seed)
        for m, _o in table:
            if is_meld_mask(m) is None:
                raise IllegalActionError(
                    f"{' '.join(_texts(m))} is not a meld", code="not_a_meld", cards=_texts(m)
                )
        if discards is None and rest:
            pile = [rest.pop()]  # an up-card, as in a deal
        if stock is not None:
            s.stock = top[::-1]
            s.discards = rest + pile
        else:
            s.stock = rest + top[::-1]
            s.discards = pile
        s.melds = [m for m, _o in table]
        s.meld_owner = [o for _m, o in table]
        s.meld_added = [() for _ in table]
        s.phase = phase
        s.to_act = (dealer + 1) % n if to_act is None else to_act
        s.taken = taken.mask if taken is not None else 0
        s.turn = turn
        s.turnovers = turnovers
        s.played = list(played) if played is not None else [False] * n
        up = _card(s.discards[0]) if s.discards else None
        s.log = [RummyEvent("deal", dealer, up)]
        s.record.note(s.log)
        s.record.public_stock = turnovers > 0
        return s

    def copy(self) -> RummyState:
        """An independent copy (cards are ints, so this is shallow and fast)."""
        c = RummyState.__new__(RummyState)
        for name in RummyState.__slots__:
            setattr(c, name, getattr(self, name))
        c.hands = self.hands[:]
        c.stock = self.stock[:]
        c.discards = self.discards[:]
        c.melds = self.melds[:]
        c.meld_owner = self.meld_owner[:]
        c.meld_added = self.meld_added[:]
        c.steps = self.steps[:]
        c.played = self.played[:]
        c.actions = self.actions[:]
        c.log = self.log[:]
        c.record = self.record.copy()
        return c

    # -- queries --------------------------------------------------------------------------
    @property
    def players(self) -> int:
        return self.rules.players

    @property
    def leader(self) -> int:
        """The seat that played the first turn (the one after the dealer)."""
        return (self.dealer + 1) % self.rules.players

    @property
    def seats(self) -> int:
        """Seats ``0 .. players - 1`` (the protocol's name for :attr:`players`)."""
        return self.rules.players

    @property
    def is_over(self) -> bool:
        return self.phase is RummyPhase.OVER

    @property
    def winner(self) -> int | None:
        return self.result.winner if self.result is not None else None

    def hand(self, player: int) -> list[Card]:
        return cards_from_mask(self.hands[check_seat(player, self.rules.players)])

    @property
    def discard_top(self) -> Card | None:
        return _card(self.discards[-1]) if self.discards else None

    @property
    def stock_count(self) -> int:
        return len(self.stock)

    def points(self) -> tuple[int, ...]:
        """Points each seat won in this hand (all 0 while playing or after a stalemate)."""
        if self.result is None:
            return (0,) * self.rules.players
        return self.result.points

    def legal_actions(self) -> list[Action]:
        """Every legal action of the player to act, in a fixed order.

        DRAW: stock, discard.  PLAY: melds (by mask), lay-offs (by card, then meld),
        undo, discards (by card).
        """
        ph = self.phase
        if ph is RummyPhase.DRAW:
            out = []
            if self.stock:
                out.append(Action.draw_stock())
            if self.discards:
                out.append(Action.draw_discard())
            return out
        if ph is RummyPhase.OVER:
            return []
        hand = self.hands[self.to_act]
        taken = self.taken if hand & self.taken else 0
        out = [
            Action(MELD, melds=(m,))
            for m in meld_masks_in(hand)
            if not (taken and hand ^ m == taken)
        ]
        for c in cards_from_mask(hand):
            if taken and hand ^ c.mask == taken:
                continue
            for i, meld in enumerate(self.melds):
                if fits_meld(meld, c.mask):
                    out.append(Action(LAYOFF, c, target=i))
        if self.steps:
            out.append(Action.undo())
        out.extend(Action.discard(c) for c in cards_from_mask(hand & ~taken))
        return out

    def layoff_targets(self, card: Card) -> list[int]:
        """Indices of the table melds ``card`` fits onto (where the table outlines)."""
        check_card(card)
        return [i for i, m in enumerate(self.melds) if fits_meld(m, card.mask)]

    # -- playing --------------------------------------------------------------------------
    def apply(self, action: Action) -> list[RummyEvent]:
        """Play ``action`` for the player to act; return what happened.

        Raises :class:`IllegalActionError` (nothing changes) when the action is not legal.
        """
        if type(action) is not Action:
            raise IllegalActionError(f"not an action: {shown(action)}", code="illegal_action")
        ph = self.phase
        if ph is RummyPhase.OVER:
            raise IllegalActionError("the hand is over", code="hand_over")
        try:
            handler = _HANDLERS.get((ph, action.kind))
            if handler is None:
                check_action(action)
            if handler is None and action.kind == UNDO:
                raise IllegalActionError(
                    "nothing to undo: only this turn's melds and lay-offs can be taken back",
                    code="nothing_to_undo",
                )
            if handler is None:
                raise IllegalActionError(
                    f"{action.kind.replace('_', ' ')} is not possible now: "
                    + ("draw a card first" if ph is RummyPhase.DRAW else "you have drawn already"),
                    code="draw_first" if ph is RummyPhase.DRAW else "wrong_phase",
                    action=action.kind,
                    phase=ph.value,
                )
            events = handler(self, action)
        except (AttributeError, TypeError, IndexError, KeyError):
            check_action(action)  # a malformed action says so; the handlers read it first
            raise
        self.actions.append(action)
        self.log.extend(events)
        self.record.note(events)
        return events

    def _draw(self, action: Action) -> list[RummyEvent]:
        p = self.to_act
        if action.kind == DRAW_STOCK:
            if not self.stock:
                raise IllegalActionError("the stock is empty", code="stock_empty")
            card = self.stock.pop()
            self.taken = 0
            source = "stock"
        else:
            if not self.discards:
                raise IllegalActionError("the discard pile is empty", code="discard_empty")
            card = self.discards.pop()
            self.taken = card
            source = "discard"
        self.hands[p] |= card
        self.steps = []
        self.phase = RummyPhase.PLAY
        return [RummyEvent("draw", p, _card(card), source)]

    def meld_refusal(self, mask: int) -> Refusal | None:
        """Why the player to act may not meld the cards of ``mask`` now (``None``: may)."""
        check_mask(mask)
        hand = self.hands[self.to_act]
        if mask & ~hand:
            return Refusal(
                "not_in_hand",
                {"cards": _texts(mask & ~hand)},
                f"not in your hand: {' '.join(_texts(mask & ~hand))}",
            )
        problem = meld_problem(mask)
        if problem is not None:
            return problem
        return self._taken_left(hand ^ mask)

    def _taken_left(self, rest: int) -> Refusal | None:
        if self.taken and rest == self.taken:
            c = str(_card(self.taken))
            return Refusal(
                "just_taken_only_card",
                {"card": c},
                f"{c} was just taken from the discard pile: it cannot be the only card left",
            )
        return None

    def layoff_refusal(self, card: Card, index: int) -> Refusal | None:
        """Why the player to act may not lay ``card`` off onto table meld ``index`` now."""
        check_card(card)
        if type(index) is not int:
            raise IllegalActionError(f"not a meld number: {shown(index)}", code="no_such_meld")
        hand = self.hands[self.to_act]
        if not hand & card.mask:
            return Refusal("not_in_hand", {"card": str(card)}, f"{card} is not in your hand")
        if not 0 <= index < len(self.melds):
            return Refusal("no_such_meld", {"index": index}, f"there is no meld number {index}")
        problem = layoff_problem(self.melds[index], card.mask, index)
        if problem is not None:
            return problem
        return self._taken_left(hand ^ card.mask)

    def discard_refusal(self, card: Card) -> Refusal | None:
        """Why the player to act may not discard ``card`` now."""
        check_card(card)
        if not self.hands[self.to_act] & card.mask:
            return Refusal("not_in_hand", {"card": str(card)}, f"{card} is not in your hand")
        if card.mask == self.taken:
            return Refusal(
                "just_taken",
                {"card": str(card)},
                f"{card} was just taken from the discard pile and cannot be discarded this turn",
            )
        return None

    def _meld(self, action: Action) -> list[RummyEvent]:
        if len(action.melds) != 1:
            raise IllegalActionError("meld one group at a time", code="bad_action_text")
        mask = action.melds[0]
        refusal = self.meld_refusal(mask)
        if refusal is not None:
            raise refusal.error()
        p = self.to_act
        self.hands[p] ^= mask
        self.melds.append(mask)
        self.meld_owner.append(p)
        self.meld_added.append(())
        index = len(self.melds) - 1
        self.steps.append((_STEP_MELD, index, mask))
        events = [RummyEvent("meld", p, cards=tuple(cards_from_mask(mask)), target=index)]
        if not self.hands[p]:
            events.append(self._go_out(p, "meld"))
        return events

    def _layoff(self, action: Action) -> list[RummyEvent]:
        c = action.card
        if c is None:
            raise IllegalActionError("no card given", code="no_card")
        refusal = self.layoff_refusal(c, action.target)
        if refusal is not None:
            raise refusal.error()
        p, i = self.to_act, action.target
        self.hands[p] ^= c.mask
        self.melds[i] |= c.mask
        self.meld_added[i] = (*self.meld_added[i], (p, c.mask))
        self.steps.append((_STEP_LAYOFF, i, c.mask))
        events = [RummyEvent("layoff", p, c, target=i)]
        if not self.hands[p]:
            events.append(self._go_out(p, "layoff"))
        return events

    def _undo(self, action: Action) -> list[RummyEvent]:
        if not self.steps:
            raise IllegalActionError(
                "nothing to undo: only this turn's melds and lay-offs can be taken back",
                code="nothing_to_undo",
            )
        p = self.to_act
        kind, i, mask = self.steps.pop()
        self.hands[p] |= mask
        if kind == _STEP_MELD:
            del self.melds[i], self.meld_owner[i], self.meld_added[i]
            source = "meld"
        else:
            self.melds[i] &= ~mask
            self.meld_added[i] = self.meld_added[i][:-1]
            source = "layoff"
        return [RummyEvent("undo", p, source=source, cards=tuple(cards_from_mask(mask)), target=i)]

    def _discard(self, action: Action) -> list[RummyEvent]:
        c = action.card
        if c is None:
            raise IllegalActionError("no card given", code="no_card")
        refusal = self.discard_refusal(c)
        if refusal is not None:
            raise refusal.error()
        p = self.to_act
        self.hands[p] ^= c.mask
        self.discards.append(c.mask)
        self.turn += 1
        self.taken = 0
        events = [RummyEvent("discard", p, c)]
        if not self.hands[p]:
            events.append(self._go_out(p, "discard"))
            return events
        if self.steps:
            self.played[p] = True
        self.steps = []
        if self.turn >= self.rules.turn_limit:
            events.append(self._stalemate("turns"))
            return events
        if not self.stock:
            if self.turnovers == 0 and len(self.discards) > 1:
                self.stock = self.discards[-2::-1]  # the earliest discard ends on top
                self.discards = self.discards[-1:]
                self.turnovers = 1
                events.append(RummyEvent("turnover", -1, target=len(self.stock)))
            else:
                events.append(self._stalemate("stock"))
                return events
        self.to_act = (p + 1) % self.rules.players
        self.phase = RummyPhase.DRAW
        return events

    def _go_out(self, p: int, how: str) -> RummyEvent:
        left = tuple(points_of_mask(h) for h in self.hands)
        rummy = not self.played[p]
        base = sum(left)
        pts = [0] * self.rules.players
        pts[p] = base * 2 if rummy else base
        self.result = RummyResult("out", p, how, rummy, left, tuple(pts))
        self.phase = RummyPhase.OVER
        self.steps = []
        return RummyEvent("hand_over", p, result=self.result)

    def _stalemate(self, reason: str) -> RummyEvent:
        left = tuple(points_of_mask(h) for h in self.hands)
        self.result = RummyResult("stalemate", None, reason, False, left, (0,) * self.rules.players)
        self.phase = RummyPhase.OVER
        self.steps = []
        return RummyEvent("hand_over", -1, result=self.result)

    # -- information sets -----------------------------------------------------------------
    def view(self, player: int) -> RummyView:
        """What ``player`` may know, frozen (see :class:`engine.rummy.view.RummyView`)."""
        from .view import make_rummy_view

        return make_rummy_view(self, player)

    def card_places(self) -> list[tuple[str, int]]:
        """Every place a card can be, as ``(place, mask)``: the hands, each stock card, each
        pile card and each table meld.  Each card of the deck is in exactly one of them."""
        places = [(f"hand {p}", m) for p, m in enumerate(self.hands)]
        places += [("stock", m) for m in self.stock]
        places += [("discards", m) for m in self.discards]
        places += [(f"meld {i}", m) for i, m in enumerate(self.melds)]
        return places

    def dumps(self, meta: dict[str, Any] | None = None) -> str:
        """The hand as a save (:func:`engine.serialize.dumps`)."""
        from ..serialize import dumps

        return dumps(self, meta)

    def card_total(self) -> int:
        """Cards in hands, stock, pile and table melds (always 52: a conservation check)."""
        every = [*self.hands, *self.stock, *self.discards, *self.melds]
        union = 0
        for m in every:
            union |= m
        total = sum(m.bit_count() for m in every)
        return total if union == FULL_DECK_MASK else -total


_HANDLERS: Final = {
    (RummyPhase.DRAW, DRAW_STOCK): RummyState._draw,
    (RummyPhase.DRAW, DRAW_DISCARD): RummyState._draw,
    (RummyPhase.PLAY, MELD): RummyState._meld,
    (RummyPhase.PLAY, LAYOFF): RummyState._layoff,
    (RummyPhase.PLAY, UNDO): RummyState._undo,
    (RummyPhase.PLAY, DISCARD): RummyState._discard,
}
