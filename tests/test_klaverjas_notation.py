"""The Klaverjassen position notation: reading, writing, and clear errors with line numbers."""

from __future__ import annotations

import pytest
from kj_helpers import position

from tutor.cards import Suit
from tutor.errors import NotationError
from tutor.games.klaverjas.notation import format_position
from tutor.games.klaverjas.rules import PlayRule

DEAL = """\
    rules: amsterdam verplicht
    dealer: W
    trump: ♥
    goes: S
    N: ♥J ♥9 ♠A ♠10 ♣7 ♣8 ♦7 ♦8
    E: ♥A ♥10 ♠K ♠Q ♣9 ♣10 ♦9 ♦10
    S: ♥K ♥Q ♠J ♠9 ♣J ♣Q ♦J ♦Q
    W: ♥8 ♥7 ♠8 ♠7 ♣K ♣A ♦K ♦A
"""


def with_tricks(*tricks: str) -> str:
    """DEAL with the given trick lines, the played cards taken out of the hands."""
    lines = DEAL.splitlines()
    for t in tricks:
        for tok in t.split(":", 1)[1].split()[1:]:
            lines = [ln.replace(f" {tok}", "", 1) if ln.strip()[:2] in ("N:", "E:", "S:", "W:")
                     else ln for ln in lines]
    return "\n".join(lines) + "\n" + "".join(f"    {t}\n" for t in tricks)


def test_reads_a_deal() -> None:
    st = position(DEAL)
    assert st.rules.play is PlayRule.AMSTERDAM
    assert (st.dealer, st.going, st.trump_suit, st.to_move()) == (3, 2, Suit.HEARTS, 0)
    assert len(st.legal_actions()) == 8


def test_reads_a_position_mid_deal() -> None:
    st = position(with_tricks("trick 1: N ♥J ♥10 ♥Q ♥7", "trick 2: N ♠A ♠K"))
    assert st.to_move() == 2 and len(st.tricks) == 1
    assert st.points == [33, 0]  # ♥J 20 + ♥10 10 + ♥Q 3
    assert format_position(position(format_position(st))) == format_position(st)


def test_comments_and_blank_lines() -> None:
    st = position("# a lesson position\n\n" + DEAL.replace("dealer: W", "dealer: W  # W deals"))
    assert st.dealer == 3


@pytest.mark.parametrize(("change", "message", "line"), [
    (("dealer: W", "dealer: X"), "bad seat 'X'", 2),
    (("♠10 ♣7", "♠10 ♣x"), "bad card '♣x'", 5),
    (("♠10 ♣7", "♠10 ♠A"), "♠A appears twice (also on line 5)", 5),
    (("goes: S", "went: S"), "unknown key 'went'", 4),
    (("rules: amsterdam", "rules: utrecht"), "unknown rules word 'utrecht'", 1),
    (("♣7 ♣8 ♦7", "♣8 ♦7"), "missing: ♣7", None),
    (("trump: ♥", "trump: x"), "bad suit 'x'", 3),
])
def test_errors_name_the_line(change: tuple[str, str], message: str, line: int | None) -> None:
    text = DEAL.replace(*change, 1)
    with pytest.raises(NotationError) as e:
        position(text)
    assert message in str(e.value)
    assert e.value.line == line


def test_illegal_card_in_a_trick_is_reported_with_its_line() -> None:
    # E holds hearts and so may not discard a spade on the ♥J.
    with pytest.raises(NotationError) as e:
        position(with_tricks("trick 1: N ♥J ♠K ♥Q ♥7"))
    assert e.value.line == 9
    assert "♠K cannot be played: You must follow suit" in str(e.value)


def test_wrong_leader_is_reported() -> None:
    with pytest.raises(NotationError) as e:
        position(with_tricks("trick 1: N ♥J ♥10 ♥Q ♥7", "trick 2: E ♠K ♠J ♠8 ♠A"))
    assert e.value.line == 10 and "N is to lead" in str(e.value)


def test_too_many_cards_for_a_seat() -> None:
    text = DEAL.replace("♣7 ♣8 ♦7 ♦8", "♣7 ♣8 ♦7").replace("♦K ♦A", "♦K ♦A ♦8")
    with pytest.raises(NotationError, match="N holds 7 cards and played 0") as e:
        position(text)
    assert e.value.line == 5


def test_draaien_needs_the_turned_card() -> None:
    text = DEAL.replace("verplicht", "draaien").replace("trump: ♥\n    goes: S\n", "")
    with pytest.raises(NotationError, match="turned card"):
        position(text)
    st = position(text.replace("dealer: W", "dealer: W\n    turned: ♥5"))
    assert st.to_move() == 0 and st.turned is not None


def test_calls_are_replayed() -> None:
    text = DEAL.replace("verplicht", "maken").replace("trump: ♥\n    goes: S\n",
                                                      "calls: N pass, E pass, S ♥\n")
    st = position(text)
    assert (st.going, st.trump_suit) == (2, Suit.HEARTS)
    bad = text.replace("calls: N pass", "calls: E pass")
    with pytest.raises(NotationError, match="E cannot call now"):
        position(bad)


def test_finished_match_round_trips() -> None:
    import random

    from tutor.games.klaverjas.engine import KlaverjasState
    from tutor.games.klaverjas.notation import parse_position
    from tutor.games.klaverjas.rules import KlaverjasRules

    s = KlaverjasState(KlaverjasRules(deals=2), 8)
    rng = random.Random(8)
    while not s.is_terminal():
        s.apply(rng.choice(s.legal_actions()))
    text = format_position(s)
    assert "deal: 2 of 2" in text
    back = parse_position(text, KlaverjasRules(deals=2))
    assert back.is_terminal() and back.totals == s.totals
    assert format_position(back) == text


def test_docs_example_reads() -> None:
    from pathlib import Path

    doc = (Path(__file__).resolve().parent.parent / "docs" / "notation.md").read_text("utf-8")
    example = doc.split("Example, the second trick under way:\n\n```\n")[1].split("```")[0]
    st = position(example)
    assert st.to_move() == 1 and len(st.tricks) == 1


def test_a_finished_deal_before_the_last_is_refused_with_its_line() -> None:
    import random

    from tutor.errors import NotationError
    from tutor.games.klaverjas.engine import KlaverjasState
    from tutor.games.klaverjas.notation import parse_position
    from tutor.games.klaverjas.rules import KlaverjasRules

    s = KlaverjasState(KlaverjasRules(deals=1), 3)
    rng = random.Random(3)
    while not s.is_terminal():
        s.apply(rng.choice(s.legal_actions()))
    text = format_position(s)
    assert parse_position(text, KlaverjasRules(deals=1)).is_terminal()
    longer = text.replace("rules: rotterdam verplicht deals=1",
                          "rules: rotterdam verplicht deals=2")
    assert longer != text
    last = next(n for n, line in enumerate(longer.splitlines(), 1)
                if line.startswith("trick 8"))
    with pytest.raises(NotationError) as e:
        parse_position(longer)
    assert e.value.line == last and "deal: 2 of 2" in e.value.message
    # As the last deal of the longer match it reads.
    assert parse_position(longer.replace("rules:", "deal: 2 of 2\nrules:", 1)).is_terminal()
