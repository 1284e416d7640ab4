"""The player who goes out may choose how to lay the melds down when several arrangements leave
the least deadwood (to deny a layoff); without a choice the engine's arrangement is laid down."""

from __future__ import annotations

import pytest

from tutor.cards import parse_card, parse_cards
from tutor.errors import IllegalActionError, NotationError
from tutor.games.gin.engine import (
    BigGin,
    Discard,
    Gin,
    GinState,
    HandScored,
    Knock,
    LayOff,
    Phase,
)
from tutor.games.gin.melds import arrangement_choices, best_arrangement, cards_mask
from tutor.games.gin.notation import parse_position
from tutor.games.gin.rules import GinRules
from tutor.record import Record, parse_record, replay

# P1 has drawn and knocks with the ♣K. The cards kept meld two ways for 5 deadwood:
# ♠2 ♥2 ♦2 (♠A ♠3 ♣A left) or ♠A ♠2 ♠3 (♥2 ♦2 ♣A left), with ♥6 ♥7 ♥8 ♥9 either way.
P1 = "♠A ♠2 ♠3 ♥2 ♦2 ♥6 ♥7 ♥8 ♥9 ♣A ♣K"
# P2 holds the ♣2, which fits the set of twos but not the run: 32 deadwood, 30 after it.
P2 = "♠7 ♠8 ♠9 ♣5 ♣6 ♣7 ♣2 ♦K ♦Q ♣J"
RUN = (parse_cards("♠A ♠2 ♠3"), parse_cards("♥6 ♥7 ♥8 ♥9"))
SET = (parse_cards("♠2 ♥2 ♦2"), parse_cards("♥6 ♥7 ♥8 ♥9"))


def c(text: str) -> object:
    return parse_card(text)


def tie(p2: str = P2) -> GinState:
    return parse_position("\n".join([
        "dealer: P2", f"P1: {P1}", f"P2: {p2}", "pile: ♦5 ♦8", "stock: 29 cards",
        "turn: P1 discard (drew from the stock)"]), GinRules())


def refused(st: GinState, action: object) -> str:
    with pytest.raises(IllegalActionError) as info:
        st.check(action)  # type: ignore[arg-type]
    return str(info.value)


def test_the_engine_lays_down_the_set_and_the_other_way_is_offered() -> None:
    st = tie()
    kept = cards_mask(parse_cards(P1)) & ~cards_mask(parse_cards("♣K"))
    assert best_arrangement(kept).melds == tuple(cards_mask(m) for m in SET)
    assert len(arrangement_choices(kept)) == 2
    outs = [a for a in st.legal_actions() if not isinstance(a, Discard)]
    # The plain knock first (the engine's arrangement), then the other arrangement.
    assert outs == [Knock(c("♣K")), Knock(c("♣K"), RUN)]  # type: ignore[arg-type]
    assert str(outs[1]) == "knock ♣K melds ♠A ♠2 ♠3 / ♥6 ♥7 ♥8 ♥9"


def test_only_one_way_to_meld_offers_no_choice() -> None:
    st = parse_position("\n".join([
        "dealer: P2", "P1: ♠A ♠2 ♠3 ♥4 ♥5 ♥6 ♦7 ♦8 ♦9 ♣5 ♣K",
        "P2: ♠7 ♠8 ♠9 ♥J ♥Q ♥K ♣2 ♣3 ♣4 ♦K", "pile: ♦2 ♦5", "stock: 29 cards",
        "turn: P1 discard (drew from the stock)"]), GinRules())
    knocks = [a for a in st.legal_actions() if isinstance(a, Knock)]
    assert knocks == [Knock(c("♣K"))]  # type: ignore[arg-type]
    # Typed, the engine's own melds read as the plain knock; as an action they are refused.
    own = (parse_cards("♦7 ♦8 ♦9"), parse_cards("♠A ♠2 ♠3"), parse_cards("♥4 ♥5 ♥6"))
    assert st.parse_action("knock ♣K melds ♦7 ♦8 ♦9 / ♠A ♠2 ♠3 / ♥4 ♥5 ♥6") == knocks[0]
    msg = refused(st, Knock(c("♣K"), own))  # type: ignore[arg-type]
    assert msg == ("Those are the melds laid down for you anyway (♠A ♠2 ♠3 · ♥4 ♥5 ♥6 · ♦7 ♦8 "
                   "♦9; deadwood ♣5 (5)): say knock ♣K.")
    msg = refused(st, Knock(c("♣K"), own[:2]))  # type: ignore[arg-type]
    assert msg.startswith("Your cards meld only one way for the least deadwood (♠A ♠2 ♠3 · ")


def test_choosing_the_run_denies_the_layoff() -> None:
    plain = tie()
    events = plain.apply(Knock(c("♣K")))  # type: ignore[arg-type]
    assert plain.phase is Phase.LAYOFF
    events = plain.apply(plain.parse_action("layoff best"))
    r = next(e for e in events if isinstance(e, HandScored)).result
    assert [str(x) for x, _ in r.layoffs] == ["♣2"] and r.points == 30 - 5

    chosen = tie()
    events = chosen.apply(chosen.parse_action("knock ♣K melds ♠A ♠2 ♠3 / ♥6 ♥7 ♥8 ♥9"))
    # Nothing of P2's fits the run: the hand is scored at once.
    scored = next(e for e in events if isinstance(e, HandScored))
    r = scored.result
    assert r.layoffs == () and r.points == 32 - 5
    assert r.out_arrangement is not None and r.out_arrangement.reason == "chosen"
    lines = scored.describe().splitlines()
    assert "P1 melds: ♠A ♠2 ♠3 · ♥6 ♥7 ♥8 ♥9; deadwood ♥2 ♦2 ♣A (5)" in lines
    assert any(line.startswith("2 arrangements leave 5 deadwood; the player who went out chose "
                               "this one") for line in lines)


def test_the_melds_may_be_typed_in_any_order() -> None:
    st = tie()
    want = Knock(c("♣K"), RUN)  # type: ignore[arg-type]
    for text in ("knock ♣K melds ♥9 ♥8 ♥7 ♥6 / ♠3 ♠2 ♠A", "k ck meld sa s2 s3 | h6 h7 h8 h9",
                 "knock ♣K melds ♠A ♠2 ♠3 · ♥6 ♥7 ♥8 ♥9"):
        assert st.parse_action(text) == want
    assert Knock(c("♣K"), tuple(reversed(RUN))) == want  # type: ignore[arg-type]
    # Naming the engine's own arrangement is the plain knock.
    assert st.parse_action("knock ♣K melds ♠2 ♥2 ♦2 / ♥6 ♥7 ♥8 ♥9") == Knock(c("♣K"))  # type: ignore[arg-type]
    with pytest.raises(NotationError):
        st.parse_action("knock ♣K melds ♠A ♠2 ♠3 / xx")


@pytest.mark.parametrize(("text", "start"), [
    ("knock ♣K melds ♠A ♠2 ♠3 / ♥6 ♥7 ♥8", "Those melds leave 14 deadwood (♥2 ♥9 ♦2 ♣A); you "
     "may choose only among the arrangements that leave the least, 5: (1) ♠2 ♥2 ♦2 · ♥6 ♥7 ♥8 "
     "♥9; deadwood ♠A ♠3 ♣A (5) (2) ♠A ♠2 ♠3 · ♥6 ♥7 ♥8 ♥9; deadwood ♥2 ♦2 ♣A (5)."),
    ("knock ♣K melds ♠A ♠2 ♠3 ♥2 / ♥6 ♥7 ♥8 ♥9", "♠A ♠2 ♠3 ♥2 is not a meld"),
    ("knock ♣K melds ♠2 ♥2 ♦2 / ♥6 ♥7 ♥8 ♥9 / ♣K ♣A ♠A", "You cannot meld ♣K: it is the card "
     "you discard."),
    ("knock ♣K melds ♠2 ♥2 ♦2 / ♥6 ♥7 ♥8 ♥9 ♥10", "You cannot meld ♥10: you do not hold it."),
    ("knock ♣K melds ♠A ♠2 ♠3 / ♠3 ♥6 ♥7", "♠3 is in two of your melds"),
    ("knock ♣K melds ♠A ♠2 ♠3 / ♥6 ♥7 ♥8 ♥9 / ♥2 ♦2 ♣2", "You cannot meld ♣2: you do not "
     "hold it."),
])
def test_refused_arrangements_say_why(text: str, start: str) -> None:
    st = tie()
    assert refused(st, st.parse_action(text)).startswith(start)


def test_a_run_is_laid_down_whole() -> None:
    st = parse_position("\n".join([
        "dealer: P2", "P1: ♠A ♠2 ♠3 ♠4 ♠5 ♠6 ♥9 ♦9 ♣9 ♦2 ♣K", "P2: ♠7 ♠8 ♠9 ♥J ♥Q ♥K ♣2 ♣3 ♣4 ♦K",
        "pile: ♦5 ♦8", "stock: 29 cards", "turn: P1 discard (drew from the stock)"]),
        GinRules())
    msg = refused(st, st.parse_action("knock ♣K melds ♠A ♠2 ♠3 / ♠4 ♠5 ♠6 / ♥9 ♦9 ♣9"))
    assert msg.startswith("Your cards meld only one way for the least deadwood")


def test_a_chosen_gin() -> None:
    # Kept: ♠4 ♠5 ♠6 ♠7 ♥7 ♦7 ♣7 ♥J ♥Q ♥K, all melded two ways: the run ♠4-♠7 with ♥7 ♦7 ♣7,
    # or ♠4 ♠5 ♠6 with the four sevens. The engine lays down the four sevens (no ♠8 spot);
    # the other way lets P2 lay off the ♠8.
    st = parse_position("\n".join([
        "dealer: P2", "P1: ♠4 ♠5 ♠6 ♠7 ♥7 ♦7 ♣7 ♥J ♥Q ♥K ♣A",
        "P2: ♠8 ♦2 ♦3 ♦4 ♣5 ♣6 ♣9 ♦K ♦Q ♣J", "pile: ♦5 ♦10", "stock: 29 cards",
        "turn: P1 discard (drew from the stock)"]), GinRules())
    gins = [a for a in st.legal_actions() if isinstance(a, Gin) and a.card == c("♣A")]
    long_run = Gin(c("♣A"), (parse_cards("♥7 ♦7 ♣7"), parse_cards("♠4 ♠5 ♠6 ♠7"),  # type: ignore[arg-type]
                             parse_cards("♥J ♥Q ♥K")))
    assert gins == [Gin(c("♣A")), long_run]  # type: ignore[arg-type]
    assert str(long_run) == "gin ♣A melds ♥7 ♦7 ♣7 / ♠4 ♠5 ♠6 ♠7 / ♥J ♥Q ♥K"

    plain = st.clone()
    r = next(e for e in plain.apply(gins[0]) if isinstance(e, HandScored)).result
    # P2 keeps ♠8 ♣5 ♣6 ♣9 ♦K ♦Q ♣J (the diamonds' run melded): 58; gin 20 + 58.
    assert r.layoffs == () and r.points == 20 + 58

    chosen = st.clone()
    chosen.apply(long_run)
    assert chosen.phase is Phase.LAYOFF and chosen.out is not None
    assert chosen.out.arrangement.reason == "chosen"
    r = next(e for e in chosen.apply(chosen.parse_action("layoff best"))
             if isinstance(e, HandScored)).result
    assert [str(x) for x, _ in r.layoffs] == ["♠8"] and r.points == 20 + 50


def test_big_gin_melds_read_and_refuse() -> None:
    st = tie()
    act = st.parse_action("big gin melds ♠A ♠2 ♠3 / ♥6 ♥7 ♥8 ♥9")
    assert act == BigGin(RUN) and str(act) == "big gin melds ♠A ♠2 ♠3 / ♥6 ♥7 ♥8 ♥9"
    assert "big-gin is off" in refused(st, act)


def test_a_position_can_carry_the_chosen_arrangement() -> None:
    st = GinState.from_parts(
        GinRules(), seed=0, hand_no=0, totals=(0, 0), dealer=1,
        hands=[parse_cards("♠A ♠2 ♠3 ♥2 ♦2 ♥6 ♥7 ♥8 ♥9 ♣A"), parse_cards(P2)],
        pile=parse_cards("♦5 ♦8"), stock=[x for x in _rest(P1, P2, "♦5 ♦8")],
        upcard=parse_card("♦5"), phase=Phase.LAYOFF, turn=1, out=(0, "knock", c("♣K"), RUN))  # type: ignore[arg-type]
    assert st.out is not None and st.out.arrangement.reason == "chosen"
    assert st.legal_actions() == (LayOff(()),)
    # The engine's own melds given as the choice: the plain knock's arrangement.
    plain = GinState.from_parts(
        GinRules(), seed=0, hand_no=0, totals=(0, 0), dealer=1,
        hands=[parse_cards("♠A ♠2 ♠3 ♥2 ♦2 ♥6 ♥7 ♥8 ♥9 ♣A"), parse_cards(P2)],
        pile=parse_cards("♦5 ♦8"), stock=[x for x in _rest(P1, P2, "♦5 ♦8")],
        upcard=parse_card("♦5"), phase=Phase.LAYOFF, turn=1, out=(0, "knock", c("♣K"), SET))  # type: ignore[arg-type]
    assert plain.out is not None and plain.out.arrangement.reason != "chosen"
    assert plain.legal_actions() == (LayOff(()), LayOff((c("♣2"),)))  # type: ignore[arg-type]
    with pytest.raises(IllegalActionError):
        GinState.from_parts(
            GinRules(), seed=0, hand_no=0, totals=(0, 0), dealer=1,
            hands=[parse_cards("♠A ♠2 ♠3 ♥2 ♦2 ♥6 ♥7 ♥8 ♥9 ♣A"), parse_cards(P2)],
            pile=parse_cards("♦5 ♦8"), stock=[x for x in _rest(P1, P2, "♦5 ♦8")],
            upcard=parse_card("♦5"), phase=Phase.LAYOFF, turn=1,
            out=(0, "knock", c("♣K"), (parse_cards("♠A ♠2 ♠3"),)))  # type: ignore[arg-type]


def _rest(*texts: str) -> list[object]:
    from tutor.cards import full_pack

    named = {x for t in texts for x in parse_cards(t)}
    return [x for x in full_pack() if x not in named]


def test_records_replay_plain_and_chosen_arrangements() -> None:
    """A record stores the canonical text: the plain knock (as every older record has it) and
    the knock with chosen melds both replay to the same hand."""
    from tutor.games.gin.notation import format_position

    for actions, points in ((["knock ♣K", "layoff ♣2"], 25),
                            (["knock ♣K melds ♠A ♠2 ♠3 / ♥6 ♥7 ♥8 ♥9"], 27)):
        record = Record("gin-rummy", GinRules().to_dict(), 0, actions, format_position(tie()))
        again = replay(parse_record(record.to_json(), "<test>"))
        scored = [e for _, evs in again.steps for e in evs if isinstance(e, HandScored)]
        assert scored[0].result.points == points and again.state.returns() == (points, 0)


async def test_the_table_lets_the_knocker_choose_the_arrangement() -> None:
    from textual.app import App

    from tutor.play.session import PlaySession
    from tutor.tui.games.gin import GinTable
    from tutor.tui.widgets import ChoiceRow

    session = PlaySession("gin-rummy", seed=1, human=0, level="baseline", advisor="baseline")
    session.state = tie()

    class Host(App[None]):
        def on_mount(self) -> None:
            self.push_screen(GinTable(session, bot_delay=0.0, review=False))

    app = Host()
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        table = app.screen
        assert isinstance(table, GinTable)
        await pilot.press("k")
        row = table.query_one("#hand", ChoiceRow)
        row.pick(next(i for i, ch in enumerate(row.choices) if ch.card == c("♣K")))
        await pilot.pause()
        # Two ways to lay the melds down: the engine's (the set of twos) first.
        assert [ch.action for ch in row.choices] == [Knock(c("♣K")),  # type: ignore[arg-type]
                                                     Knock(c("♣K"), RUN)]  # type: ignore[arg-type]
        assert row.choices[0].label.startswith("♠2 ♥2 ♦2")
        row.pick(1)
        await pilot.pause()
        assert "knock ♣K melds ♠A ♠2 ♠3 / ♥6 ♥7 ♥8 ♥9" in session.actions
