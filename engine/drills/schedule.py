"""When a drill is asked again: spaced repetition on whole days.

Why: a question asked again just before it would be forgotten is learnt for longer each
time (Anki's rule).  A drill is asked the day it is made (step 0).  A right answer at
step ``s`` asks it again :data:`INTERVALS` ``[s]`` days later and moves it one step
further out; a wrong answer asks it again tomorrow, from step 0.  A right answer at the
step after the longest interval retires the drill: it is learnt and no longer
due.  Pure functions of dates: the caller says what day it is.
"""

from __future__ import annotations

import datetime as dt
from typing import Final, NamedTuple

from ..errors import RulesError, shown

__all__ = ["INTERVALS", "LEARNT", "Due", "answer", "first_due", "is_due"]

#: Days until a drill is asked again after a right answer at each step.
INTERVALS: Final = (1, 3, 7, 21)
#: The step of a learnt drill (right after every interval): it is no longer asked.
LEARNT: Final = len(INTERVALS) + 1


class Due(NamedTuple):
    """A drill's place in the schedule: its step, and the day it is next asked
    (``None`` once learnt)."""

    step: int
    due: dt.date | None


def _check_day(day: object) -> dt.date:
    if type(day) is not dt.date:
        raise RulesError(f"a day is a date, got {shown(day)}")
    return day


def _check_step(step: object) -> int:
    if type(step) is not int or not 0 <= step <= LEARNT:
        raise RulesError(f"a drill's step is a whole number 0 to {LEARNT}, got {shown(step)}")
    return step


def first_due(created: dt.date) -> Due:
    """A new drill: step 0, asked the day it is made."""
    return Due(0, _check_day(created))


def answer(step: int, right: bool, today: dt.date) -> Due:
    """The drill's place after an answer ``today`` at ``step`` (see the module
    docstring)."""
    _check_step(step)
    _check_day(today)
    if type(right) is not bool:
        raise RulesError(f"an answer is right or wrong, got {shown(right)}")
    if not right:
        return Due(0, today + dt.timedelta(days=1))
    if step >= len(INTERVALS):
        return Due(LEARNT, None)
    return Due(step + 1, today + dt.timedelta(days=INTERVALS[step]))


def is_due(due: dt.date | None, today: dt.date) -> bool:
    """Whether a drill next asked on ``due`` is to be asked ``today`` (or was missed)."""
    _check_day(today)
    return due is not None and _check_day(due) <= today
