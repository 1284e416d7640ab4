"""Helpers for building Klaverjassen positions in tests."""

from __future__ import annotations

import textwrap

from tutor.cards import Card, Suit, parse_cards
from tutor.games.klaverjas.engine import CARDS, INDEX, KlaverjasState
from tutor.games.klaverjas.notation import parse_position
from tutor.games.klaverjas.rules import KlaverjasRules, PlayRule
from tutor.seats import COMPASS

ROT = KlaverjasRules(play=PlayRule.ROTTERDAM)
AMS = KlaverjasRules(play=PlayRule.AMSTERDAM)


def trick_position(trump: Suit, hand: str, trick: str, *, leader: str = "N",
                   rules: KlaverjasRules = ROT, size: int = 8) -> KlaverjasState:
    """First trick: ``trick`` played from ``leader`` on, and the next player holding ``hand``.

    The other cards are dealt to the other seats in pack order. Cards already in the trick are
    placed without a legality check: the tests are about the player to move. ``size`` below 8
    stands for a later trick (every seat then holds ``size`` cards before this trick).
    """
    lead = COMPASS.index(leader)
    played = parse_cards(trick)
    mine = parse_cards(hand)
    assert len(mine) == size
    mover = (lead + len(played)) % 4
    hands: list[list[Card]] = [[] for _ in range(4)]
    hands[mover] = list(mine)
    for k, c in enumerate(played):
        hands[(lead + k) % 4].append(c)
    used = set(mine) | set(played)
    rest = [c for c in CARDS if c not in used]
    for s in range(4):
        while len(hands[s]) < size:
            hands[s].append(rest.pop(0))
    st = KlaverjasState.from_hands(rules, hands, dealer=(lead - 1) % 4, trump=trump)
    for c in played:
        st.play_index(INDEX[c])
    assert st.to_move() == mover
    return st


def legal_text(st: KlaverjasState) -> str:
    """The legal cards, sorted by suit and rank, as text."""
    return " ".join(str(c) for c in sorted(st.legal_actions(),  # type: ignore[arg-type]
                                           key=lambda c: (c.suit.value, -c.rank)))


def position(text: str, rules: KlaverjasRules | None = None) -> KlaverjasState:
    return parse_position(textwrap.dedent(text), rules)
