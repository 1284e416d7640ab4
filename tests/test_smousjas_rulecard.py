"""The Smousjas and Vijfhonderden rule cards: their tables, examples and quoted sentences must say
what the engine does."""

from __future__ import annotations

import re

import pytest
from rulecards import blocks, table, text_of
from sj_helpers import FIRST_TRICK, PHASE_TWO, build

from tutor.cards import Rank, Suit, parse_card, parse_cards
from tutor.errors import IllegalActionError
from tutor.games.smousjas.engine import DealScored, Rejected
from tutor.games.smousjas.melds import INDEX, MeldKind, classify
from tutor.games.smousjas.notation import format_position, parse_position
from tutor.games.smousjas.rules import (
    DEAL_POINTS,
    PLAIN_ORDER,
    RULE_SETS,
    TRUMP_ORDER,
    SmousjasRules,
)
from tutor.registry import get_spec, rule_card_path

GAMES = ("smousjas", "vijfhonderden")
SEEDS = {"smousjas": "000_cbd05ad67eb08d4f.txt", "vijfhonderden": "004_7e6906f55cec3d70.txt"}


def mask(text: str) -> int:
    return sum(1 << INDEX[c] for c in parse_cards(text))


@pytest.mark.parametrize("game", GAMES)
def test_card_names_its_seed(game: str) -> None:
    assert SEEDS[game] in text_of(game)
    assert rule_card_path(game).name == f"{game}.md"


@pytest.mark.parametrize("game", GAMES)
def test_settings(game: str) -> None:
    rs = RULE_SETS[game]
    rows = {r[0]: r[1] for r in table(game, "setting", "value")}
    covered = 32 - 2 * rs.hand_size - 1
    assert rows["cards to each player"] == str(rs.hand_size)
    assert rows["packets of the deal"] == "-".join(map(str, rs.deal_pattern))
    assert rows["covered cards in the stock after the turn"] == str(covered)
    assert rows["tricks while the stock lasts"] == str((covered + 1) // 2)
    assert rows["tricks once the stock is empty"] == str(rs.hand_size)
    assert rows["the last trick"] == str(rs.last_trick)
    assert rows["card points in a deal, the last trick included"] == str(rs.card_points())
    assert rs.card_points() == DEAL_POINTS[game]
    assert rows["match target"] == str(SmousjasRules(rule_set=game).target)  # type: ignore[arg-type]
    if rs.out_at:
        assert rows["uit at"] == str(rs.out_at) and rows["onder Jan under"] == str(rs.onder_jan)
    if rs.no_trick_bonus:
        assert rows["no trick once the stock is empty: for the opponent"] == str(
            rs.no_trick_bonus)


@pytest.mark.parametrize("game", GAMES)
def test_card_points_and_order(game: str) -> None:
    rs = RULE_SETS[game]
    rows = table(game, "card", "trump", "other suits")
    assert len(rows) == 8
    for card, trump, plain in rows:
        rank = parse_card("s" + card).rank
        assert (int(trump), int(plain)) == (rs.trump_points[rank], rs.plain_points[rank])
    order = {r[0]: r[1] for r in table(game, "suit", "order")}
    assert order["trump"] == " ".join(r.symbol for r in TRUMP_ORDER)
    assert order["other suits"] == " ".join(r.symbol for r in PLAIN_ORDER)


@pytest.mark.parametrize("game", GAMES)
def test_meld_table(game: str) -> None:
    rs = RULE_SETS[game]
    trump = Suit.HEARTS.value
    rows = table(game, "meld", "example", "points")
    carres = 0
    for name, example, points in rows:
        found = classify(mask(example), trump, rs)
        assert found is not None, example
        kind, value = found
        assert value == int(points), name
        assert kind.value in name or (kind is MeldKind.CARRE and "carré" in name)
        carres += kind is MeldKind.CARRE
    assert carres == len(rs.carres)
    for rank in set(Rank) - set(rs.carres) - {Rank.TWO, Rank.THREE, Rank.FOUR, Rank.FIVE,
                                              Rank.SIX}:
        assert classify(mask(" ".join(f"{s}{rank.symbol}" for s in "♠♥♦♣")), trump, rs) is None
    mariages = table(game, "mariage", "example (trump ♥)", "points")
    shown = {name: int(points) for name, _, points in mariages}
    expected = {"stuk": rs.stuk} | ({"dubbel": rs.dubbel} if rs.dubbel else {}) | (
        {"brok": rs.brok} if rs.brok else {})
    assert shown == expected
    for name, example, points in mariages:
        assert classify(mask(example), trump, rs) == (MeldKind(name), int(points))


@pytest.mark.parametrize("game", GAMES)
def test_options_and_defaults(game: str) -> None:
    def read(v: str) -> object:
        return {"true": True, "false": False}.get(v, int(v) if v.isdigit() else v)

    rows = {r[0].strip("`"): read(r[1]) for r in table(game, "option", "default", "effect")}
    assert rows == get_spec(game).rules_from_dict({}).to_dict()


#: A deal's last card for each card's scoring example.
LAST_CARD = {"smousjas": "♦Q", "vijfhonderden": "♥7"}


@pytest.mark.parametrize("game", GAMES)
def test_the_position_and_scoring_examples_are_the_engines(game: str) -> None:
    spec = get_spec(game)
    rules = spec.rules_from_dict({})
    position = next(b for b in blocks(game) if b.strip().startswith(f"{game} position"))
    st = parse_position(position, rules)
    assert format_position(st) == position.lstrip("\n")
    scored = next(e for e in st.apply(st.parse_action(LAST_CARD[game]))
                  if isinstance(e, DealScored))
    block = next(b for b in blocks(game) if b.strip().startswith("Deal 1"))
    assert scored.result.describe_lines() == block.strip().splitlines()


REJECTIONS = {
    "smousjas": (FIRST_TRICK, ("meld ♥Q ♥J ♥10", "♠7", "reject ♦A ♦K ♦Q")),
    "vijfhonderden": (("dealer: P2", "trump: ♠", "turned: ♠8",
                       "P1: ♥J ♥10 ♥9 ♥8 ♦7 ♦8 ♣7 ♣8 ♣9",
                       "P2: ♠A ♥A ♦A ♣A ♠7 ♦9 ♦10 ♣10 ♣J",
                       "stock: 13 cards", "turn: P1"),
                      ("meld ♥J ♥10 ♥9", "♦7", "reject ♠A ♥A ♦A ♣A")),
}


@pytest.mark.parametrize("game", GAMES)
def test_the_rejection_example_is_the_engines(game: str) -> None:
    lines, moves = REJECTIONS[game]
    st = build(*lines, rule_set=game)
    events = [e for m in moves for e in st.apply(st.parse_action(m))]
    rejected = next(e for e in events if isinstance(e, Rejected))
    block = next(b for b in blocks(game) if "rejects" in b)
    assert rejected.describe() == block.strip()


def quoted(game: str, prefix: str) -> str:
    flat = " ".join(text_of(game).split())
    found = re.search(r'"(' + re.escape(prefix) + r'[^"]*)"', flat)
    assert found, prefix
    return found.group(1)


@pytest.mark.parametrize("game", GAMES)
def test_quoted_refusals_are_the_engines(game: str) -> None:
    st = build(*PHASE_TWO, rule_set=game)
    st.apply(st.parse_action("♠9"))
    with pytest.raises(IllegalActionError) as refused:
        st.check(st.parse_action("♥Q"))
    assert str(refused.value) == quoted(game, "The stock is empty, so you must follow")
    if game == "smousjas":
        with pytest.raises(IllegalActionError) as refused:
            st.check(st.parse_action("♠7"))
        assert str(refused.value) == quoted(game, "Trump was led")
