"""What Gin Rummy lesson and puzzle texts say about the cards, checked against the position.

For each kind of statement the checker reads, a text it refuses and a close one it accepts, on
small positions built by hand; then the shipped lessons and puzzles, whose texts must all pass.
"""

from __future__ import annotations

import textwrap
from pathlib import Path

import pytest
from teach_helpers import translated_aside

from tutor.games.gin.engine import GinState
from tutor.games.gin.notation import parse_position
from tutor.games.gin.rules import GinRules
from tutor.registry import ROOT
from tutor.teach.adapters.gin import GinAdapter
from tutor.teach.adapters.gin_facts import Claim, check_texts, read_claims
from tutor.teach.check import check_paths
from tutor.teach.games import adapter_for
from tutor.teach.proof import Proof

P1, P2 = 0, 1
HIDDEN = frozenset({P2})
NONE: frozenset[int] = frozenset()

# Player 1 has drawn from the stock and may knock with 8 (the ♥5 thrown keeps ♠A ♥4 ♦3) under the
# ♣8; the ♥6 lies under it. Player 2 took the ♣Q (still held) and the ♦9 (thrown again); Player 1
# took the ♠7 and the ♦6. Sixteen cards are in the stock; the ♥K is one of them, the ♣K is
# Player 2's.
KNOCK = """\
    dealer: P1
    upcard: ♠7
    P1: ♠A ♠5 ♠6 ♠7 ♠8 ♥4 ♥5 ♦3 ♦5 ♦6 ♦7
    P2: ♠2 ♥A ♥2 ♥3 ♥8 ♦10 ♣2 ♣J ♣Q ♣K
    pile: ♦K ♥Q ♦Q ♥J ♠J ♠10 ♥9 ♠Q ♠9 ♦9 ♣9 ♦8 ♣7 ♥6 ♣8
    stock: 16 cards
    turn: P1 discard (drew from the stock)
    history: P2 ♠7, P1 takes ♠7, P1 ♣Q, P2 takes ♣Q, P2 ♦K, P1 ♥Q, P2 ♦Q, P1 ♥J, P2 ♠J, P1 ♦9,
     P2 takes ♦9, P2 ♠10, P1 ♥9, P2 ♠Q, P1 ♠9, P2 ♦9, P1 ♣9, P2 ♦8, P1 ♣7, P2 ♦6, P1 takes ♦6,
     P1 ♥6, P2 ♣8
"""
# Player 1 is to draw with ten cards: the three deuces and 53 points of deadwood.
DRAW = """\
    dealer: P1
    upcard: ♠2
    P1: ♠2 ♠4 ♠J ♥2 ♥8 ♥J ♦2 ♦6 ♣6 ♣9
    P2: ♠6 ♥4 ♥6 ♥7 ♥9 ♦3 ♦8 ♦9 ♣2 ♣3
    pile: ♦K ♣J
    stock: 30 cards
    turn: P1 draw
    history: P2 ♠2, P1 takes ♠2, P1 ♦K, P2 ♣J
"""


def position(text: str, rules: GinRules | None = None) -> GinState:
    return parse_position(textwrap.dedent(text).replace("\n ", " "), rules or GinRules())


def problems(text: str, where: str = KNOCK, viewer: int = P1,
             hidden: frozenset[int] = HIDDEN, rules: GinRules | None = None) -> list[str]:
    [found] = check_texts(position(where, rules), viewer, hidden, [text])
    return [why for _, why in found]


def refused(text: str, where: str = KNOCK, hidden: frozenset[int] = HIDDEN,
            rules: GinRules | None = None) -> str:
    """The one problem found in ``text``."""
    found = problems(text, where, P1, hidden, rules)
    assert len(found) == 1, found
    return found[0]


# -- Reading -----------------------------------------------------------------------------------

@pytest.mark.parametrize(("text", "claims"), [
    ("Player 2 kept the ♣Q they took.", ["hold Player 2 ♣Q"]),
    ("Player 2 took your ♣Q from the pile and kept it.", ["own your ♣Q", "take Player 2 ♣Q"]),
    ("Player 1, the dealer, took the ♠7.", ["take Player 1 ♠7"]),
    ("Player 2, who threw the ♦K, is not collecting kings.", ["threw Player 2 ♦K"]),
    ("Player 2 opened with the ♠7.", ["open Player 2 ♠7"]),
    ("Player 1 knocks with the ♥5, keeping ♠A ♥4 ♦3.", ["own Player 1 ♥5",
                                                          "hold Player 1 ♠A ♥4 ♦3"]),
    ("Player 2 has taken two pile cards and kept them all, the ♣Q and the ♦9.",
     ["hold Player 2 ♣Q ♦9"]),
    ("Player 2 has kept a single pile card, the ♣Q.", ["hold Player 2 ♣Q"]),
    ("Player 1 took from the pile the ♦9 and the ♣8 you threw.", ["threw you ♦9 ♣8"]),
    ("the ♣4 or the ♣8 for your ♠A ♠2, the ♣3 or the ♠3", ["own your ♠A ♠2"]),
    ("With the ♣J ♣Q ♣K you keep ♦6 ♦7 ♥K.", ["hold you ♦6 ♦7 ♥K"]),
    ("If Player 2 holds the ♣K, wait.", []),
    ("Player 2 does not hold the ♣K.", []),
    ("Player 2 would keep the ♣K.", []),
])
def test_reads_what_the_text_says(text: str, claims: list[str]) -> None:
    def say(c: Claim) -> str:
        return f"{c.kind} {c.who} {' '.join(map(str, c.cards))}"

    assert sorted(say(c) for c in read_claims(text, P1)) == sorted(claims)


# -- Whose card --------------------------------------------------------------------------------

def test_a_card_of_the_face_down_hand_is_not_placed() -> None:
    assert refused("Player 2 holds the ♣K.") == (
        "the text places the ♣K (Player 2), which lies in a face-down hand: Player 1 cannot see "
        "it, and no pile card taken shows it there (say what the pile and the discards show "
        "instead)")
    assert problems("Player 2 holds the ♣K.", hidden=NONE) == []
    # A card seen taken and not thrown since is known.
    assert problems("Player 2 kept the ♣Q they took.") == []
    assert problems("Your opponent's ♣Q is still in their hand.") == []
    assert refused("Here is Player 2's hand: ♥8 and more.").startswith("the text places the ♥8")
    # A card named without being placed tells nothing.
    assert problems("The ♣K has not been seen yet.") == []


def test_the_viewers_cards() -> None:
    assert refused("You hold the ♣K.", hidden=NONE) == (
        "the text says You holds the ♣K, but it is in Player 2's hand")
    assert problems("You hold the ♥4.") == []
    # "your" card: in the hand, or thrown from it this hand (the ♣Q, which Player 2 took).
    assert refused("Your ♦K went to the pile.") == (
        "the text gives the ♦K to Your, but it lies in the pile")
    assert problems("Player 2 took your ♣Q.") == []
    assert refused("With your ♥4 and ♦8 in hand.") == (
        "the text gives the ♦8 to your, but it lies in the pile")
    assert problems("Your ♥4 and ♥6, the one kept and the one thrown.") == []


def test_the_history() -> None:
    assert refused("Player 2 took the ♦K.") == (
        "the text says Player 2 took the ♦K from the pile, but the history shows no such take")
    assert problems("Player 2 took the ♦9.") == []
    assert refused("Player 2 threw the ♥Q.") == (
        "the text says Player 2 threw the ♥Q, but the history shows no such discard")
    assert problems("Player 1 threw the ♥Q.") == []
    assert refused("the ♦K and the ♣7 you threw").startswith("the text says you threw the ♦K")
    assert problems("the ♥Q and the ♣7 you threw") == []
    assert refused("Player 1 opened with the ♠7.").startswith(
        "the text says Player 1 opened the pile with the ♠7")
    assert problems("Player 2 opened with the ♠7.") == []


# -- The pile ----------------------------------------------------------------------------------

def test_the_top_card() -> None:
    assert refused("The ♥6 is on top.") == (
        "the text puts the ♥6 on top of the pile, but the top card is ♣8 (the ♥6: it lies in "
        "the pile)")
    assert problems("The ♣8 is on top.") == []
    assert problems("The top card is the ♣8.") == []
    assert refused("The top card now is the ♦8.").startswith("the text puts the ♦8 on top")
    assert refused("Player 1 knocks with the ♥5 under the ♥6.").startswith(
        "the text puts the ♥6 on top")
    assert problems("Player 1 knocks with the ♥5 under the ♣8.") == []
    # The card about to be thrown: the pile after the discard.
    assert problems("The ♥5 on top would set a limit of 5.") == []
    # On top of a run, where a card is laid off.
    assert problems("Lay the ♠4 under ♠5 ♠6 ♠7 and the ♠9 on top.") == []


def test_in_the_pile_buried_and_under() -> None:
    assert refused("The ♥K is on the pile.") == (
        "the text puts the ♥K on the pile, but it is in the stock")
    assert problems("The ♠9 and the ♦8 are on the pile.") == []
    assert problems("The ♥6 lies buried in the pile, under the ♣8.") == []
    assert refused("The ♣7 lies buried in the pile, under the ♣8.") == (
        "the text puts the ♣7 right under the ♣8, but the card under the ♣8 is the ♥6")
    assert refused("The ♣8 lies buried.") == (
        "the text says the ♣8 is buried in the pile, but it is the top card of the pile")
    assert problems("The card under the ♣8 is the ♥6.") == []
    assert refused("The card under the ♣8 is the ♣7.").startswith(
        "the text puts the ♣7 right under the ♣8")


# -- The stock ---------------------------------------------------------------------------------

def test_the_stocks_size() -> None:
    assert problems("Sixteen cards are left.") == []
    assert problems("It is late, with 16 cards in the stock.") == []
    assert refused("Seventeen cards are left.") == (
        "the text says Seventeen cards are in the stock, but there are 16")
    assert refused("The stock still holds 18 cards.").startswith("the text says 18 cards")
    # A later moment.
    assert problems("A discard that leaves two cards in the stock ends the hand.") == []
    assert problems("If two cards are left in the stock, knock.") == []


def test_the_stocks_cards() -> None:
    assert refused("The ♥K is still in the stock.") == (
        "the text places the ♥K in the stock, which lies face down: Player 1 cannot tell it "
        "from the cards in the opponent's hand")
    assert problems("The ♥K is still in the stock.", hidden=NONE) == []
    assert refused("The next card of the stock is the ♥K.", hidden=NONE).startswith(
        "the text names the ♥K as a card of the stock's order")
    assert refused("The ♣K is in the stock.", hidden=NONE) == (
        "the text puts the ♣K in the stock, but it is in Player 2's hand")


# -- Deadwood ----------------------------------------------------------------------------------

def test_cards_counted() -> None:
    assert refused("Knock with the ♥5, keeping ♠A ♥4 ♦3: 9 points.") == (
        "the text counts ♠A ♥4 ♦3 as 9, but their values add up to 8")
    assert problems("Knock with the ♥5, keeping ♠A ♥4 ♦3: 8 points.") == []
    assert problems("Only the ♦3 is left (3), after the ♦3 only the ♥5 (5).") == []
    assert problems("Doubled by the ♠9: 26.") == []  # no count of the ♠9
    # Without a position the cards' values are still read.
    [found] = check_texts(None, P1, NONE, ["♥A ♣2 ♦5 is 9."])
    assert [w for _, w in found] == ["the text counts ♥A ♣2 ♦5 as 9, but their values add up to 8"]


def test_what_a_discard_leaves() -> None:
    assert problems("The ♥5 leaves 8 and the ♥4 9.") == []
    assert problems("(it leaves 8, the ♦3 10)") == []
    assert refused("The ♥5 leaves 8 and the ♥4 8.") == (
        "the text says throwing the ♥4 leaves 8, but the least deadwood after it is 9 "
        "(♠5 ♠6 ♠7 ♠8 · ♦5 ♦6 ♦7; deadwood ♠A ♥5 ♦3 (9))")
    # Not the mover's card: not a count of this hand.
    assert problems("The ♣K leaves 10.") == []


def test_your_deadwood() -> None:
    assert problems("Your deadwood now is 53.", where=DRAW) == []
    assert refused("Your deadwood now is 43.", where=DRAW).startswith(
        "the text says your deadwood is 43, but the least deadwood of the hand is 53")


def test_may_knock() -> None:
    assert problems("You may knock with 8.") == []
    assert problems("A knock with 8 is allowed.") == []
    assert refused("You may knock with 7.") == (
        "the text says you may knock with 7, but no discard leaves that much deadwood (the "
        "discards leave 8, 9, 10, 12, 13, 14, 15, 26, 32, 33)")
    assert refused("You may knock with 9.") == (
        "the text says you may knock with 9, but the knock limit is 8 (♣8 on the pile)")
    assert refused("You may knock with 8.", where=DRAW).startswith(
        "the text says you may knock with 8, but the learner is not about to discard")


# -- The limit ---------------------------------------------------------------------------------

def test_the_limit() -> None:
    assert problems("The limit is 8.") == []
    assert refused("The limit is 6.") == (
        "the text says the knock limit is 6, but it is 8 (♣8 on the pile)")
    assert problems("Keep ♠A ♥4 ♦3, within the 8 the ♣8 allows.") == []
    assert refused("Keep ♠A ♥4 ♦3, within the 8 the ♥8 allows.") == (
        "the text has the ♥8 set the knock limit, but the limit now is 8 (♣8 on the pile)")
    assert refused("The ♥K allows 9.") == (
        "the text says the ♥K allows 9, but as a knock limit it allows 10")
    assert problems("The ♥5 on the pile would allow only 5; the ♥K allows 10.") == []
    assert problems("8 points, the limit of the ♣8.") == []
    first = GinRules(first_upcard=True)
    assert refused("The ♣A allows 1.", rules=first) == (
        "the text says the ♣A allows 1, but as a knock limit it allows gin only")
    assert problems("The ♣A allows 1.") == []


# -- Melds -------------------------------------------------------------------------------------

def test_runs_and_sets() -> None:
    assert problems("♠5 ♠6 ♠7 ♠8 is a run, and so is the run ♦5 ♦6 ♦7.") == []
    assert refused("♠5 ♠6 ♠8 is a run.") == (
        "the text calls ♠5 ♠6 ♠8 a run, but it is not one (three or more in a row of one suit, "
        "ace low)")
    assert problems("The ♦7 makes the set ♠7 ♥7 ♦7 or the run ♦7 ♦8 ♦9.") == []
    assert refused("The ♦8 makes the set ♠7 ♥7 ♦8.") == (
        "the text calls ♠7 ♥7 ♦8 a set, but it is not one (three or four of a rank)")
    assert problems("♠4 ♠5 ♠6 and ♦8 ♦9 ♦10 ♦J are runs.") == []
    assert refused("♠4 ♠5 ♠6 and ♦8 ♦9 ♦J are runs.").startswith("the text calls ♦8 ♦9 ♦J")
    # "the ♠6 a run ♠6 ♠7 ♠8": the run is named after the word.
    assert problems("The ♦8 may make them a set, the ♠6 a run ♠6 ♠7 ♠8.") == []


def test_your_run() -> None:
    assert problems("Your run ♦5 ♦6 ♦7 stays whole.") == []
    assert refused("Your run ♣7 ♣8 ♣9 stays whole.") == (
        "the text says Your holds the ♣7, but it lies in the pile")


# -- Jargon ------------------------------------------------------------------------------------

@pytest.mark.parametrize("word", ["margin", "play-outs", "proof", "sampled"])
def test_jargon(word: str) -> None:
    assert problems(f"The {word} says so.") == [
        f"'{word}' is the trainer's own word, not the learner's: say what it means in the "
        "game's terms"]


def test_the_adapter_hands_texts_to_the_checker() -> None:
    ad = adapter_for("gin-rummy")
    assert isinstance(ad, GinAdapter)
    found = ad.check_texts(position(KNOCK), P1, HIDDEN, ["Keep the ♥4.", "Player 2 holds the ♣K."])
    assert found[0] == [] and found[1][0][1].startswith("the text places the ♣K")


# -- tutor check -------------------------------------------------------------------------------

LESSON = """\
---
id: gin-bad-facts
game: gin-rummy
title: Bad facts
level: beginner
---

# Bad facts

Player 2 holds the ♣K here.

```choice
{position}
hide: P2
check: limit
ask: What is the knock limit?
- 8
- 6
answer: 8
explain: The ♥6 is on top, so the limit is 8.
```
"""


def test_check_reports_a_false_text_at_its_line(tmp_path: Path) -> None:
    f = tmp_path / "lessons" / "gin-rummy" / "bad.md"
    f.parent.mkdir(parents=True)
    f.write_text(LESSON.format(position=textwrap.dedent(KNOCK).replace("\n ", " ").strip()),
                 encoding="utf-8")
    report = check_paths([f], known_lessons=[])
    found = [(p.line, p.reason.split(",")[0]) for p in translated_aside(report.problems)]
    assert found == [(10, "the text places the ♣K (Player 2)"),
                     (27, "the text puts the ♥6 on top of the pile")]


def _proven(puzzle: object) -> Proof:
    return Proof(True, "")


def test_shipped_gin_texts_pass() -> None:
    """Every text of the shipped Gin lessons and puzzles (the proofs are checked elsewhere)."""
    report = check_paths([ROOT / "lessons" / "gin-rummy", ROOT / "puzzles" / "gin-rummy"],
                         prove=_proven)
    assert [str(p) for p in report.problems] == []
