"""The Bezique, Rubicon Bezique and Fildinski rule cards: their tables, examples and quoted
sentences must say what the engine does."""

from __future__ import annotations

import random
import re

import pytest
from bz_helpers import build
from rulecards import blocks, table, text_of

from tutor.cards import Suit, parse_cards
from tutor.errors import IllegalActionError
from tutor.games.bezique.engine import DealScored, Declare
from tutor.games.bezique.melds import INDEX, classify, meld_name
from tutor.games.bezique.notation import format_position, parse_position
from tutor.games.bezique.rules import RULE_SETS
from tutor.registry import get_spec

GAMES = ("bezique", "rubicon", "fildinski")
SEEDS = {"bezique": ("001_d53e19573c3ee1cc.txt",),
         "rubicon": ("001_d53e19573c3ee1cc.txt", "000_cbd05ad67eb08d4f.txt"),
         "fildinski": ("000_cbd05ad67eb08d4f.txt",)}


@pytest.mark.parametrize("game", GAMES)
def test_card_names_its_seeds(game: str) -> None:
    for seed in SEEDS[game]:
        assert seed in text_of(game)


@pytest.mark.parametrize("game", GAMES)
def test_settings(game: str) -> None:
    rs = RULE_SETS[game]
    rules = get_spec(game).rules_from_dict({})
    rows = {r[0]: r[1] for r in table(game, "setting", "value")}
    covered = 32 * rs.copies - 2 * rs.hand_size - rs.turned_trump
    assert rows["packs"] == str(rs.copies)
    assert rows["cards to each player"] == str(rs.hand_size)
    assert rows["packets of the deal"] == "-".join(map(str, rs.deal_pattern))
    key = ("covered cards in the stock after the turn" if rs.turned_trump
           else "covered cards in the stock")
    assert rows[key] == str(covered)
    assert rows["tricks while the stock lasts"] == str((covered + rs.turned_trump) // 2)
    assert rows["tricks once the stock is empty"] == str(rs.hand_size)
    assert rows["a brisque (each ace and ten won)"] == str(rs.brisque)
    sevens = [v for k, v in rows.items() if k.startswith("a trump 7")]
    assert sevens == [str(rs.seven)]
    assert rows["the last trick"] == str(rs.last_trick)
    if rs.dix:
        assert rows["the dix"] == str(rs.dix)
    if rs.carte_blanche:
        assert rows["carte blanche"] == str(rs.carte_blanche)
    if rs.target:
        assert rows["match target"] == str(rules.goal)
    # The deal really is so: a new game's hands and stock.
    state = get_spec(game).new_game(rules, 3)
    assert len(state.stock) == covered and len(state.hand(0)) == rs.hand_size


@pytest.mark.parametrize("game", GAMES)
def test_meld_table(game: str) -> None:
    rs = RULE_SETS[game]
    rows = table(game, "meld", "example (trump ♥)", "points")
    assert len(rows) == len(rs.values)
    kinds = set()
    for name, example, points in rows:
        cards = parse_cards(example) if "three" not in example and "four ♠Q" not in example \
            else None
        if cards is None:  # "three ♠Q and three ♦J"
            n = 3 if example.startswith("three") else 4
            cards = [c for k in range(n) for c in parse_cards(f"♠Q{chr(39) * k} ♦J{chr(39) * k}")]
        m = sum(1 << INDEX[c] for c in cards)
        shape = classify(m, Suit.HEARTS.value, rs)
        assert shape is not None, example
        assert shape.points == int(points), name
        assert meld_name(shape.kind, shape.suit, rs).split()[-1] in name or name.endswith(
            rs.bezique_name) or shape.kind.value.split("-")[-1] in name, (name, shape.kind)
        kinds.add(shape.kind)
    assert kinds == set(rs.values)


@pytest.mark.parametrize("game", GAMES)
def test_options_and_defaults(game: str) -> None:
    def read(v: str) -> object:
        return {"true": True, "false": False}.get(v, int(v) if v.isdigit() else v)

    rows = {r[0].strip("`"): read(r[1]) for r in table(game, "option", "default", "effect")}
    assert rows == get_spec(game).rules_from_dict({}).to_dict()


def _seeded_deal(game: str) -> DealScored:
    """The deal the scoring examples show: seed 2, the first meld offered whenever there is
    one, else a choice drawn from random.Random(2)."""
    spec = get_spec(game)
    st = spec.new_game(spec.rules_from_dict({"deals": 1}), 2)
    rng = random.Random(2)
    while True:
        legal = st.legal_actions()
        melds = [a for a in legal if isinstance(a, Declare)]
        for e in st.apply(melds[0] if melds else rng.choice(legal)):
            if isinstance(e, DealScored):
                return e


@pytest.mark.parametrize("game", GAMES)
def test_the_scoring_example_is_the_engines(game: str) -> None:
    block = next(b for b in blocks(game) if b.strip().startswith("Deal 1"))
    assert _seeded_deal(game).result.describe_lines() == block.strip().splitlines()


def test_the_position_example_is_the_engines() -> None:
    rules = get_spec("bezique").rules_from_dict({})
    position = next(b for b in blocks("bezique") if b.strip().startswith("bezique position"))
    st = parse_position(position, rules)
    lines = format_position(st).splitlines()
    # The card lists the stock by its size; everything else is the canonical text.
    assert [x for x in lines if not x.startswith("stock:")] == [
        x for x in position.strip().splitlines() if not x.startswith("stock:")]
    assert len(st.stock) == int(re.findall(r"stock: (\d+) cards", position)[0])


def test_the_quoted_refusal_is_the_engines() -> None:
    s = build("dealer: P2", "trump: ♠", "turned: ♠9", "P1: ♥Q ♦J ♣7 ♠Q",
              "table P1: ♠K ♥K ♦K ♣K", "meld P1: ♠K ♥K ♦K ♣K",
              "P2: ♠A ♠10 ♦A ♦10 ♣A ♣K' ♥7 ♠7", "won P1: ♣8 ♣9", "turn: P1")
    s.apply(s.parse_action("♣7"))
    s.apply(s.parse_action("♥7"))
    assert s.melder == 0  # the bezique ♠Q ♦J may be declared
    quoted = re.search(r'"(♥K was already used[^"]*)"', text_of("bezique"))
    assert quoted is not None
    with pytest.raises(IllegalActionError) as e:
        s.check(Declare(tuple(parse_cards("♥K ♥Q"))))
    assert str(e.value) == " ".join(quoted[1].split())
