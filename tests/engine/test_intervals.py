"""The arena's cluster intervals: Student's t on few clusters, the normal on many."""

from __future__ import annotations

import math

import pytest

from engine.tools.common import ratio_ci, t975


def test_t_quantiles_fall_towards_the_normal() -> None:
    assert t975(1) == pytest.approx(12.706)
    assert t975(9) == pytest.approx(2.262)
    assert t975(30) == pytest.approx(2.042)
    assert t975(60) == pytest.approx(2.000, abs=0.005)
    assert t975(120) == pytest.approx(1.980, abs=0.005)
    assert t975(10_000) == pytest.approx(1.96, abs=0.001)
    with pytest.raises(ValueError):
        t975(0)


def test_two_clusters_give_a_wide_interval() -> None:
    # two match seeds of 16 hands each, -15 and -14.3 points a hand: the normal
    # quantile would claim +-0.7; with one degree of freedom it is +-4.4
    pairs = [(-240.0, 16), (-229.0, 16)]
    lo, hi = ratio_ci(pairs, clamp=False)
    r = -469.0 / 32
    se = math.sqrt(((-240 - r * 16) ** 2 + (-229 - r * 16) ** 2) / 1 / (2 * 16 * 16))
    assert (lo, hi) == pytest.approx((r - 12.706 * se, r + 12.706 * se))
    assert hi - lo > 8.0


def test_many_clusters_match_the_normal_interval() -> None:
    pairs = [(float(i % 3), 2) for i in range(400)]
    lo, hi = ratio_ci(pairs)
    r = sum(w for w, _ in pairs) / 800
    se = math.sqrt(sum((w - r * n) ** 2 for w, n in pairs) / 399 / (400 * 4))
    assert (hi - lo) / 2 == pytest.approx(1.966 * se, rel=0.002)


def test_one_cluster_is_its_point_and_a_proportion_stays_in_bounds() -> None:
    assert ratio_ci([(3.0, 4)], clamp=False) == (0.75, 0.75)
    assert ratio_ci([]) == (0.0, 1.0)
    lo, hi = ratio_ci([(2.0, 2), (1.0, 2)])
    assert 0.0 <= lo < hi <= 1.0
