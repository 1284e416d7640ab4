"""Bezique, Rubicon Bezique and Fildinski lessons: the adapter's table, counts and choice checks,
broken lessons reported with file and line, proofs, and the checks on a text's words."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
import teach_helpers
from teach_helpers import problems, steps, translated_aside

from tutor.bots.bezique.club import ClubBot
from tutor.games.bezique.engine import BeziqueState
from tutor.games.bezique.notation import format_position
from tutor.games.bezique.rules import BeziqueRules
from tutor.teach.adapters.bezique import BeziqueAdapter
from tutor.teach.adapters.bezique_proof import deal_layouts, play_out, prove_sampled
from tutor.teach.check import check_paths
from tutor.teach.games import adapter_for
from tutor.teach.puzzle import parse_puzzles
from tutor.teach.table import render_text

# The first trick of a Bezique deal, ♥ trump: P2 leads and holds the bezique ♠Q ♦J, the
# marriage ♠K ♠Q and the trump 7.
FIRST = """\
dealer: P1
trump: ♥
turned: ♥9
stock: 47 cards
P1: ♠A ♠10 ♥K ♦8 ♣J ♣9 ♣7 ♦7
P2: ♠K ♠Q ♠J ♥7 ♦A ♦K ♦J ♣A
turn: P2"""


def lesson(body: str, game: str = "bezique") -> str:
    return teach_helpers.lesson(body, game, "t-bz")


def block(kind: str, *lines: str, position: str = FIRST) -> str:
    return teach_helpers.block(kind, *lines, position=position)


def late(seed: int, game: str = "bezique", *, stock: int = 0) -> BeziqueState:
    """A deal of two club bots, stopped when the stock holds ``stock`` covered cards (0: the
    last tricks, before their first card)."""
    st = BeziqueState(BeziqueRules.from_dict({"rule-set": game, "deals": 1}), seed)
    bot = ClubBot()
    while not (st.end_phase if stock == 0 else len(st.stock) <= stock and not st.trick
               and st.melder < 0):
        seat = st.to_move()
        assert seat is not None
        st.apply(bot.choose(st.view(seat)))
    return st


def text_of(st: BeziqueState, *, covered: bool = True) -> str:
    """The position's text without the header and the seed, the stock as a count."""
    lines = [ln for ln in format_position(st).splitlines()
             if not ln.endswith(" position") and not ln.startswith("seed:")]
    if covered and st.stock:
        lines = [f"stock: {len(st.stock)} cards" if ln.startswith("stock:") else ln
                 for ln in lines]
    return "\n".join(lines)


# -- The adapter ----------------------------------------------------------------------------------


def test_the_three_games_name_the_adapter_and_the_table_hides_the_other_hand() -> None:
    for game in ("bezique", "rubicon", "fildinski", "rubicon-bezique"):
        assert isinstance(adapter_for(game), BeziqueAdapter)
    ad = adapter_for("bezique")
    st = ad.build(FIRST, ad.spec.rules_from_dict({}))
    shown = render_text(ad.table(st, 1, frozenset({0})))
    assert "Rules: Bezique, match to 1000." in shown
    assert "Player 1  8 cards, face down" in shown and "♠A" not in shown
    assert "Stock: 47 cards face down, ♥9 turned up." in shown
    # A declared meld lies on the table for both to see; the rest stays face down.
    for a in ("♣A", "♣7", "meld ♠Q ♦J"):
        st.apply(st.parse_action(a))
    seen = render_text(ad.table(st, 0, frozenset({1})))
    assert "♠Q ♦J" in seen and "♠K" not in seen
    assert "P2 has declared: ♠Q ♦J, a bezique (40)." in seen
    # A question that counts does not show the points beside the melds.
    quiet = render_text(ad.table(st, 0, frozenset({1}), ad.concealed(True, "")))
    assert "P2 has declared: ♠Q ♦J." in quiet and "(40)" not in quiet
    assert "Points this deal" in seen and "Points this deal" not in quiet
    assert "Brisques won" not in quiet and "Player 1" in quiet and "Player 2" in quiet
    with pytest.raises(Exception, match="P1 or P2"):
        ad.parse_seat("N")


def test_play_legal_and_choice_steps_are_checked_by_the_engine() -> None:
    (play,) = steps(lesson(block("play", "then: ♣A, ♣7", "hide: others",
                                 "answer: meld ♠Q ♦J", "wrong meld ♠K ♠Q: Worth less.")))
    assert play.submit("meld ♠Q ♦J").correct
    wrong = play.submit("meld ♠K ♠Q")
    assert not wrong.correct and wrong.author == "Worth less."
    # Re-use: the ♠Q of the bezique cannot go into a marriage, worth less.
    (reuse,) = steps(lesson(block("play", "then: ♣A, ♣7, meld ♠Q ♦J, ♦A, ♦8", "hide: others",
                                  "answer: pass")))
    refused = reuse.submit("meld ♠K ♠Q")
    assert not refused.correct
    assert "♠Q was already used in a bezique (40)" in refused.engine
    (choice,) = steps(lesson(block("choice", "then: ♣A, ♣7, meld ♠Q ♦J, ♦A, ♦8",
                                   "check: legal", "- meld ♠K ♠Q", "- dix", "answer: b")))
    assert choice.submit("b").correct and not choice.submit("a").correct
    bad = problems(lesson(block("choice", "then: ♣A, ♣7, meld ♠Q ♦J, ♦A, ♦8", "check: legal",
                                "- meld ♠K ♠Q", "- dix", "answer: a, b")))
    assert bad and "a) meld ♠K ♠Q" in bad[0]
    bad = problems(lesson(block("play", "answer: ♥K")))
    assert bad and "♥K" in bad[0]


def test_tricks_melds_and_meld_values_are_counted_by_the_engine() -> None:
    (trick,) = steps(lesson(block("score", "count: ♣A, ♣7", "answer: points 10")))
    assert trick.judge.count.winner == "P2"
    assert trick.judge.count.values["brisques"] == 1
    (meld,) = steps(lesson(block("score", "count: ♣A, ♣7, meld ♠Q ♦J",
                                 "answer: points 40")))
    assert "P2 declares ♠Q ♦J: a bezique, 40 points." in meld.judge.count.breakdown
    (melds,) = steps(lesson(block("score", "then: ♣A, ♣7, meld ♠Q ♦J", "count: melds",
                                  "answer: P1-melds 0, P2-melds 40")))
    assert melds.submit("P1-melds 0, P2-melds 40").correct
    (dix,) = steps(lesson(block("score", "count: ♣A, ♣7, dix", "answer: points 10")))
    assert "dix" in dix.judge.count.breakdown
    # Meld values alone, from the rule set's table.
    for cards, trump, points, game in (("♠Q ♦J", "♥", 40, "bezique"),
                                       ("♠Q ♠Q' ♦J ♦J'", "♥", 500, "bezique"),
                                       ("♥A ♥10 ♥K ♥Q ♥J", "♥", 250, "bezique"),
                                       ("♣A ♣10 ♣K ♣Q ♣J", "♥", 150, "rubicon"),
                                       ("♣K ♣Q", "♥", 20, "bezique"),
                                       ("♣K ♣Q", "♣", 40, "fildinski")):
        (alone,) = steps(lesson(block("score", f"answer: points {points}",
                                      position=f"cards: {cards}\ntrump: {trump}"), game=game))
        assert alone.submit(f"points {points}").correct, (cards, game)
    # Before Rubicon's trump is fixed, a marriage is a stuk that fixes it.
    (fix,) = steps(lesson(block("score", "answer: points 40", position="cards: ♣K ♣Q"),
                          game="rubicon"))
    assert "before trump is fixed" in fix.judge.count.breakdown
    bad = problems(lesson(block("score", "answer: points 10",
                                position="cards: ♠Q ♥J\ntrump: ♥")))
    assert bad and "make no meld" in bad[0]
    bad = problems(lesson(block("score", "count: ♣A", "answer: points 0")))
    assert bad and "declares no meld, takes no trick" in bad[0]
    bad = problems(lesson(block("score", "answer: points 0")))
    assert bad and "no trick has been played" in bad[0]


def test_the_deal_and_the_last_trick_are_counted() -> None:
    st = late(3)
    rest = []
    copy = st.clone()
    bot = ClubBot()
    while not copy.over:
        seat = copy.to_move()
        assert seat is not None
        action = bot.choose(copy.view(seat))
        rest.append(copy.format_action(action))
        copy.apply(action)
    result = copy.results[-1]
    answer = f"P1 {result.score[0]}, P2 {result.score[1]}"
    (deal,) = steps(lesson(block("score", f"count: {', '.join(rest)}", f"answer: {answer}",
                                 position=text_of(st))))
    assert deal.submit(answer).correct
    assert f"Deal score: P1 {result.score[0]}, P2 {result.score[1]}" in deal.judge.count.breakdown
    bad = problems(lesson(block("score", f"count: {', '.join(rest)}",
                                f"answer: P1 {result.score[0] + 10}", position=text_of(st))))
    assert bad and str(result.score[0]) in bad[0]
    (higher,) = steps(lesson(block("choice", "check: higher", "- ♥10", "- ♥K", "- ♠A",
                                   "answer: a")))
    assert higher.submit("a").correct


def test_a_broken_lesson_is_reported_with_its_file_and_line(tmp_path: Path) -> None:
    folder = tmp_path / "lessons" / "bezique"
    folder.mkdir(parents=True)
    f = folder / "bad.md"
    f.write_text(lesson(block("score", "count: ♣A, ♣7, meld ♠Q ♦J", "answer: points 20")),
                 encoding="utf-8")
    found = [p for p in translated_aside(check_paths([f], known_lessons=[]).problems)
             if "asks nothing" not in p.reason]
    assert [(p.path.endswith("bad.md"), p.line) for p in found] == [(True, 20)]
    assert "40" in found[0].reason
    f.write_text(lesson(block("position", position=FIRST.replace("♦7\nP2", "♦7 ♦9\nP2"))),
                 encoding="utf-8")
    found = [p for p in translated_aside(check_paths([f], known_lessons=[]).problems)
             if "asks nothing" not in p.reason]
    assert [p.line for p in found] == [15] and "stock: 47 cards given" in found[0].reason


# -- Proofs ---------------------------------------------------------------------------------------


def puzzle(position: str, answer: str, game: str = "bezique", extra: str = "") -> Any:
    text = (f'game = "{game}"\nid = "t-bz-01"\nlevel = "beginner"\nthemes = ["last-tricks"]\n'
            f'kind = "best"\nto-move = "P{1}"\nanswer = "{answer}"\n'
            f'explanation = "Because."\n{extra}position = """\n{position}\n"""\n')
    parsed = parse_puzzles(text, "t.toml")
    assert not parsed.problems, parsed.problems
    return parsed.puzzles[0]


def p1_leads_the_last_tricks() -> BeziqueState:
    """The first seeded deal whose last tricks P1 leads (the test puzzles are P1's)."""
    return next(st for seed in range(1, 40) if (st := late(seed)).to_move() == 0)


def test_last_tricks_are_proven_exactly_and_the_best_card_only() -> None:
    st = p1_leads_the_last_tricks()
    text = text_of(st)
    first = st.format_action(st.legal_actions()[0])
    values = adapter_for("bezique").prove(puzzle(text, first)).values
    assert values is not None and len(values) >= 2
    best = max(values, key=lambda a: values[a])
    worst = min(values, key=lambda a: values[a])
    proof = adapter_for("bezique").prove(puzzle(text, best))
    top = sorted(values.values())
    assert proof.proven == (top[-1] - top[-2] >= 1)
    assert "exactly, every card known" in proof.reason
    if values[worst] < values[best]:
        assert not adapter_for("bezique").prove(puzzle(text, worst)).proven


def test_sampled_proofs_deal_only_what_the_mover_cannot_see() -> None:
    st = late(4, stock=6)
    mover = st.to_move()
    assert mover is not None
    layouts = deal_layouts(st, True, 12, "t")
    for lay in layouts:
        assert lay.hands[mover] == st.hands[mover] and lay.table == st.table
        assert lay.won == st.won and len(lay.stock) == len(st.stock)
        assert lay.hands[1 - mover].bit_count() == st.hands[1 - mover].bit_count()
    # The same seed deals the same layouts; every action meets the same deals.
    again = deal_layouts(st, True, 12, "t")
    assert [lay.stock for lay in again] == [lay.stock for lay in layouts]
    legal = st.legal_actions()
    proof = prove_sampled(st, [legal[0]], layouts, 1.0)
    assert proof.values is not None and set(proof.values) == {str(a) for a in legal}
    assert "12 sampled ways" in proof.reason
    value = play_out(layouts[0], legal[0], mover)
    assert value == play_out(layouts[0], legal[0], mover)


def test_puzzles_refuse_what_the_proof_cannot_count() -> None:
    st = p1_leads_the_last_tricks()
    card = st.format_action(st.legal_actions()[0])
    proof = adapter_for("bezique").prove(puzzle(text_of(st), card,
                                                extra='assumptions = ["P2 holds ♠A"]\n'))
    assert not proof.proven and "leave out the assumptions" in proof.reason


# -- The words ------------------------------------------------------------------------------------


def texts(position: str, viewer: int, hidden: frozenset[int], *said: str,
          game: str = "bezique") -> list[list[str]]:
    ad = adapter_for(game)
    st = ad.build(position, ad.spec.rules_from_dict({}))
    assert isinstance(ad, BeziqueAdapter)
    return [[why for _, why in found] for found in ad.check_texts(st, viewer, hidden, said)]


def test_texts_may_not_place_a_hidden_card_or_a_stock_card() -> None:
    found = texts(FIRST, 1, frozenset({0}),
                  "Player 1 holds the ♠A.",  # true, but face down
                  "You hold ♠Q and ♦J.",  # your own hand
                  "The ♠A is still out.",  # naming without placing
                  "If Player 1 held the ♠A, you would lose it.",  # a condition
                  "The ♣10 is in the stock.",
                  "The solver says so.",
                  "Player 1 has no clubs.",
                  "Clubs are trump.",
                  "The turned card is the ♥9.")
    assert "face-down hand" in found[0][0]
    assert found[1] == [] and found[2] == [] and found[3] == []
    assert "in the stock, whose cards lie face down" in found[4][0]
    assert "trainer's own word" in found[5][0]
    assert "P1 holds" in found[6][0]  # false: P1 holds clubs
    assert "trump is ♥" in found[7][0]
    assert found[8] == []
    # The same statement with the hand face up is fine.
    assert texts(FIRST, 1, frozenset(), "Player 1 holds the ♠A.") == [[]]
    # A card on the table is in view of both.
    position = FIRST.replace("turn: P2", "table P2: ♠Q ♦J\nmeld P2: ♠Q ♦J\nturn: P2").replace(
        "P2: ♠K ♠Q ♠J ♥7 ♦A ♦K ♦J ♣A", "P2: ♠K ♠J ♥7 ♦A ♦K ♣A")
    assert texts(position, 0, frozenset({1}), "Player 2 holds the ♠Q.",
                 "Player 2 declared ♠Q ♦J.") == [[], []]


def test_once_the_stock_is_empty_every_card_may_be_named() -> None:
    st = late(3)
    card = st.hand(0)[0]
    face = f"{card.suit.symbol}{card.rank.symbol}"
    assert texts(text_of(st), 1, frozenset({0}), f"Player 1 holds the {face}.") == [[]]
