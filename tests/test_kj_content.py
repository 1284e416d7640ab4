"""What Klaverjassen lesson and puzzle texts say about the cards, checked against the position.

Each bad example is a mistake of a kind found in the shipped content (issue 12): a card given to
the wrong seat, a void that is not one, a card of a face-down hand placed for the learner, the
trainer's jargon. The good examples are what a checker must not cry wolf at.
"""

from __future__ import annotations

import re
import textwrap
from pathlib import Path

import pytest
from kj_helpers import position
from teach_helpers import translated_aside

from tutor.cards import Suit
from tutor.games.klaverjas.engine import KlaverjasState
from tutor.games.klaverjas.text import GLOSSARY
from tutor.registry import ROOT
from tutor.teach.adapters.klaverjas_facts import Claim, check_texts, read_claims
from tutor.teach.check import check_paths

# Spades trump, East went; North leads the seventh trick. What the play proves, seen from North:
# West trumped a diamond (trick 1: no diamonds), South showed out of trumps (trick 2) and of
# hearts (trick 5), East trumped a heart (trick 5: no hearts). So the ♥10 can only be West's; the
# ♠10 may be East's or West's, the clubs anyone's but North's.
ENDING = """\
    dealer: N
    calls: E ♠
    N: ♦A ♦Q
    E: ♣J ♣8
    S: ♣K ♣9
    W: ♠10 ♥10
    trick 1: E ♦8 ♦9 ♠9 ♦10
    trick 2: W ♠7 ♠A ♠K ♥Q
    trick 3: N ♦J ♦7 ♦K ♠Q
    trick 4: W ♥J ♥K ♥9 ♥8
    trick 5: N ♥7 ♠8 ♣A ♥A
    trick 6: E ♣Q ♣7 ♣10 ♠J
"""
N, E, S, W = 0, 1, 2, 3


def state() -> KlaverjasState:
    return position(ENDING)


def problems(text: str, viewer: int = N, hidden: frozenset[int] = frozenset({E, S, W}),
             assumptions: tuple[str, ...] = ()) -> list[str]:
    [found] = check_texts(state(), viewer, hidden, [text], assumptions)
    return [why for _, why in found]


# --- reading -------------------------------------------------------------------------------

@pytest.mark.parametrize(("text", "claims"), [
    ("Here North led the ♥K, East followed with the ♥Q and South with the ♥7.",
     ["own North ♥K", "own East ♥Q", "own South ♥7"]),
    ("East played the ♠Q, South the ♠J, and West, without spades, trumped with the ♥7.",
     ["own East ♠Q", "own South ♠J", "own West ♥7"]),
    ("Your partner East trumped North's ♠A with the ♥10.",
     ["own Your partner East ♥10", "own North ♠A"]),
    ("South, an opponent, trumped your partner's ♠A with the ♣10.",
     ["own South ♣10", "own your partner's ♠A"]),
    ("East holds only the ♣Q and ♣8.", ["hold East ♣Q ♣8"]),
    ("North still holds the ♣K, the last trump outside West's hand.", ["hold North ♣K"]),
    ("East has no spades and must trump the ♠8 with the Jas.", ["void East ♠"]),
    ("North has no ♥ (harten) and no trump at all.", ["void North ♥ trump"]),
    ("West showed out of trumps in trick 2.", ["void West trump"]),
    ("The opponents hold the Jas and the Nel.", ["hold opponents ♥J ♥9"]),
    ("East takes it with the Jas and West adds the ♦A.", ["own East ♥J", "own West ♦A"]),
    ("Of the five left you hold four, A 10 Q 8, and only the ♠7 is out.", []),
    ("Besides your 10 only the ♥7 is out.", []),
    ("If West held the ♦A, North would lead it.", []),
    ("West does not hold the ♠A.", []),
    ("Once East has no clubs left, your 10 will be trumped.", []),
    ("South holds the ♣10, which beats your partner's Queen.", ["hold South ♣10"]),
    ("A heart to a partner's trick; an opponent's ♠A.", []),
])
def test_reads_what_the_text_says(text: str, claims: list[str]) -> None:
    def say(c: Claim) -> str:
        what = " ".join(str(x) for x in c.cards) or " ".join(
            "trump" if s is None else str(s) for s in c.suits)
        return f"{c.kind} {c.who} {what}"

    assert [say(c) for c in read_claims(text, S, Suit.HEARTS)] == claims


# --- false statements ------------------------------------------------------------------------

NONE: frozenset[int] = frozenset()


def test_card_held_by_another_seat() -> None:
    assert problems("East holds the ♣K.", hidden=NONE) == [
        "the text says East holds the ♣K, but it is in South's hand"]


def test_card_already_played() -> None:
    assert problems("East still holds the ♠8.", hidden=NONE) == [
        "the text says East holds the ♠8, but East played it"]


def test_card_given_to_the_wrong_player() -> None:
    # Trick 5: East trumped with the ♠8 and South threw the ♣A (lesson 5's kind of slip).
    assert problems("East trumped with the ♠8 and North played the ♣A.", hidden=NONE) == [
        "the text gives the ♣A to North, but South played it"]
    assert problems("East trumped with the ♠8 and South played the ♣A.", hidden=NONE) == []


def test_possessive_must_agree() -> None:
    assert problems("West's ♦A is the best diamond.", hidden=NONE) == [
        "the text gives the ♦A to West, but it is in North's hand"]
    assert problems("South's ♣A went on a heart.", hidden=NONE) == []


def test_team_and_partner_subjects() -> None:
    assert problems("East-West hold the ♦Q.", hidden=NONE) == [
        "the text says East-West holds the ♦Q, but it is in North's hand"]
    assert problems("Your partner holds the ♣K.", hidden=NONE) == []
    assert problems("Your partner holds the ♣J.", hidden=NONE) == [
        "the text says Your partner holds the ♣J, but it is in East's hand"]


def test_false_void() -> None:
    assert problems("South has no clubs.", hidden=NONE) == [
        "the text says South has no ♣, but South holds ♣9 ♣K"]
    assert problems("South has no trumps and East has no hearts.", hidden=NONE) == []


# --- hidden hands ---------------------------------------------------------------------------

def test_true_but_hidden_placement() -> None:
    assert problems("West holds the ♠10.") == [
        "the text places the ♠10 (West), which lies in a face-down hand: North cannot see it, "
        "and nothing played so far shows where it is"]
    assert problems("The ♠10 is still out, and so are the ♣K and ♣J.") == []  # named, not placed


def test_group_placement_counts_too() -> None:
    # The ♣J could as well be South's as East's: "the opponents" places it.
    assert problems("The opponents hold the ♣J.") == [
        "the text places the ♣J (opponents), which lies in a face-down hand: North cannot "
        "see it, and nothing played so far shows where it is"]


def test_what_the_rules_prove_may_be_said() -> None:
    # East and South showed out of hearts, so the ♥10 is West's; the voids were shown in play.
    assert problems("West holds the ♥10.") == []
    assert problems("South has no trumps, East has no hearts and West has no diamonds.") == []
    assert problems("West has no clubs.") == [
        "the text says West has no ♣, which North cannot see: the hand is face down and nothing "
        "played so far proves it"]


def test_hand_sizes_count_as_knowledge() -> None:
    # With only South face down, every card North cannot see is South's.
    assert problems("South holds the ♣K.", hidden=frozenset({S})) == []


def test_assumptions_count_as_knowledge() -> None:
    assert problems("West holds the ♠10.", assumptions=("W holds ♠10",)) == []


def test_visible_and_played_cards_may_be_placed() -> None:
    assert problems("East trumped with the ♠8; North holds the ♦A.") == []
    assert problems("East's ♣J and ♣8", hidden=frozenset({S, W})) == []


def test_jas_and_nel_of_the_suit_on_offer() -> None:
    # Draaien with the ♦5 turned: the Jas is the ♦J before anyone goes (lesson 7's slip).
    st = position("""\
        rules: draaien
        dealer: W
        turned: ♦5
        N: ♠A ♠K ♠10 ♥Q ♥7 ♣A ♦8 ♦7
        E: ♥K ♥8 ♣Q ♣8 ♣7 ♦A ♦Q ♦J
        S: ♠J ♠7 ♥A ♥J ♣K ♣J ♣9 ♦K
        W: ♠Q ♠9 ♠8 ♥10 ♥9 ♣10 ♦10 ♦9
    """)
    [found] = check_texts(st, N, frozenset({E, S, W}),
                          ["Two small diamonds: the opponents hold the Jas and the Nel."])
    assert found[0][1].startswith("the text places the ♦J (opponents)")


# --- jargon ---------------------------------------------------------------------------------

@pytest.mark.parametrize("word", ["margin", "play-outs", "proof", "solver"])
def test_jargon(word: str) -> None:
    assert problems(f"The {word} says so.") == [
        f"'{word}' is the trainer's own word, not the learner's: say what it means in the "
        "game's terms"]


def test_sampled_deals_are_jargon() -> None:
    assert problems("Over 400 sampled deals the ♦A scores about 10 points more.") == [
        "'sampled' is the trainer's own word, not the learner's: say what it means in the "
        "game's terms"]
    assert problems("On average over the ways the hidden cards can lie, the ♦A scores about 10 "
                    "points more.") == []


# --- tutor check ----------------------------------------------------------------------------

LESSON = """\
---
id: kj-bad-facts
game: klaverjassen
title: Bad facts
level: beginner
---

# Bad facts

North holds the ♣A here,
and West the ♦Q.

```legal
{position}
hide: others
ask: North to lead. Which cards may North play?
answer: ♦A ♦Q
explain: Any card. West holds the ♠10, so lead a diamond.
wrong: The margin is small.
```
"""

PUZZLES = '''\
game = "klaverjassen"
kind = "legal"
hide = "others"

[[puzzle]]
id = "kj-bad-facts-01"
title = "Bad facts"
level = "beginner"
themes = ["following"]
to-move = "N"
position = """
{position}"""
answer = "♦A ♦Q"
explanation = "North may lead anything. East holds the ♣J."
'''


def test_tutor_check_reports_each_line(tmp_path: Path) -> None:
    pos = textwrap.dedent(ENDING).rstrip()
    lessons = tmp_path / "lessons" / "klaverjassen"
    lessons.mkdir(parents=True)
    (lessons / "bad.md").write_text(LESSON.format(position=pos), encoding="utf-8")
    puzzles = tmp_path / "puzzles" / "klaverjassen"
    puzzles.mkdir(parents=True)
    (puzzles / "bad.toml").write_text(PUZZLES.format(position=pos), encoding="utf-8")
    report = check_paths([tmp_path / "lessons", tmp_path / "puzzles"], known_lessons=[])
    found = [(Path(p.path).name, p.line, p.reason.split(",")[0])
             for p in translated_aside(report.problems)]
    assert found == [
        ("bad.md", 10, "the text says North holds the ♣A"),
        ("bad.md", 11, "the text gives the ♦Q to West"),
        ("bad.md", 29, "the text places the ♠10 (West)"),
        ("bad.md", 30, "'margin' is the trainer's own word"),
        ("bad.toml", 25, "the text places the ♣J (East)"),
    ]


# --- the everyday words ---------------------------------------------------------------------

@pytest.mark.parametrize(("dutch", "english"), [
    ("maat", r"\bpartners?\b"),
    ("uitkomen", r"\b(?:leads?|leading|led)\b"),
    ("bekennen", r"\bfollow(?:s|ing)? suit\b"),
])
def test_everyday_words_glossed_where_first_met(dutch: str, english: str) -> None:
    """The Dutch word stands in the paragraph where a learner, reading the lessons in order,
    first meets the thing it names; the glossary has it too."""
    assert dutch in GLOSSARY
    for path in sorted((ROOT / "lessons" / "klaverjassen").glob("*.md")):
        body = path.read_text(encoding="utf-8").split("\n---\n", 1)[1]
        for para in re.split(r"\n\s*\n", body):
            if re.search(english, para, re.IGNORECASE):
                assert dutch in para, f"{path.name}: {para[:80]!r} needs '{dutch}'"
                return
    raise AssertionError(f"no lesson speaks of {english}")


def test_tutor_check_names_the_seats_in_the_readers_language(tmp_path: Path) -> None:
    from tutor.i18n import set_language

    pos = textwrap.dedent(ENDING).rstrip()
    lessons = tmp_path / "lessons" / "klaverjassen"
    lessons.mkdir(parents=True)
    (lessons / "bad.md").write_text(LESSON.format(position=pos), encoding="utf-8")
    set_language("nl")
    found = {p.line: p.reason for p in check_paths([tmp_path / "lessons"], known_lessons=[])
             .problems}
    # The text's own words are quoted as written; the seats the checker names are Dutch.
    assert found[10] == "de tekst zegt dat North de ♣A heeft, maar Zuid heeft hem gespeeld"
    assert found[11].endswith("maar hij zit in de hand van Noord")
