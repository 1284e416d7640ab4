"""Gin Rummy lessons and puzzles: the adapter's counts, broken files with their messages, the
runner through a whole lesson, and a proof that fails."""

from __future__ import annotations

import textwrap
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tutor.cards import format_cards, parse_cards
from tutor.games.gin import engine as gin
from tutor.games.gin.melds import CARDS, cards_mask, min_deadwood
from tutor.registry import ROOT
from tutor.teach.adapters import gin_proof as P
from tutor.teach.check import check_paths
from tutor.teach.games import adapter_for
from tutor.teach.lesson import load_lesson, parse_lesson
from tutor.teach.puzzle import parse_puzzles
from tutor.teach.runner import LessonRunner
from tutor.teach.steps import PlayJudge
from tutor.teach.table import render_text

KNOCK = """\
dealer: P1
upcard: ♦4
P1: ♠2 ♠3 ♠4 ♥8 ♦8 ♣8 ♣J ♣Q ♣K ♦3 ♥5
P2: ♠A ♠5 ♠8 ♣10 ♥2 ♥3 ♥4 ♦6 ♦7 ♥K
pile: ♦4 ♣9 ♥7
stock: 28 cards
turn: P1 discard (drew from the stock)
history: P2 ♦4, P1 ♣9, P2 ♥7"""


def lesson(body: str) -> str:
    head = ("---\nid: t-gin\ngame: gin\ntitle: Test\nlevel: beginner\nprerequisites: none\n"
            "---\n\nProse.\n\n")
    return head + textwrap.dedent(body)


def block(kind: str, *lines: str, position: str = KNOCK) -> str:
    return f"```{kind}\n{position}\n" + "\n".join(lines) + "\n```\n"


def problems(text: str) -> list[tuple[int, str]]:
    """The problems of a lesson's steps (a lesson whose only step is broken asks nothing)."""
    return [(p.line, p.reason) for p in parse_lesson(text, "t.md").problems
            if not p.reason.startswith("the lesson asks nothing")]


# -- The adapter against hand-worked counts -----------------------------------------------------


@pytest.mark.parametrize(("cards", "deadwood"), [
    ("♠A ♠2 ♠3 ♥9 ♦9 ♣9 ♣4 ♦K ♥Q ♠7", 31),  # run and set; 4 + 10 + 10 + 7
    ("♠7 ♥7 ♦7 ♦8 ♦9 ♣2 ♣3 ♠A ♥4 ♣5", 29),  # the ♦7 does better in the run
    ("♠5 ♥5 ♦5 ♣5 ♣6 ♣7 ♠K ♥Q ♦2 ♦A", 23),  # four fives lend one to the run
    ("♣Q ♣K ♣A ♠2 ♥2 ♦2 ♥3 ♥4 ♥5 ♥6", 21),  # ace low: Q K A is no run
])
def test_deadwood_of_cards(cards: str, deadwood: int) -> None:
    ad = adapter_for("gin")
    from tutor.teach.blocks import Field
    count = ad.count(None, {"cards": Field("cards", cards, 1)}, None)
    assert count.values == {"deadwood": deadwood}


@settings(max_examples=60, deadline=None)
@given(st.lists(st.sampled_from(CARDS), min_size=1, max_size=11, unique=True))
def test_adapter_deadwood_is_the_engines(cards: list) -> None:
    from tutor.teach.blocks import Field
    count = adapter_for("gin").count(None, {"cards": Field("cards", format_cards(cards), 1)},
                                     None)
    assert count.values["deadwood"] == min_deadwood(cards_mask(cards))


def test_hand_counts_and_checks() -> None:
    text = lesson(
        block("score", "count: knock ♥5", "answer: points 20")
        + block("score", "count: knock ♥5, layoff -", "answer: points 44, P1 44, P2 0")
        + block("score", "count: deadwood", "answer: deadwood 3")
        + block("choice", "check: limit", "- 7", "- 9", "- gin only", "answer: 7")
        + block("choice", "check: knock", "- ♥5", "- ♦3", "- ♣K", "answer: a, b")
        + block("choice", "check: discard", "- ♥5", "- ♦3", "answer: ♥5")
        + block("choice", "count: knock ♥5", "check: winner", "- P1", "- P2", "answer: P1")
        + block("choice", "count: knock ♥5", "check: doubled", "- yes", "- no", "answer: no")
        + block("choice", "then: knock ♥5", "seat: P2", "check: layoff", "- ♠A", "- ♦6",
                "- ♠8", "answer: a, c"))
    parsed = parse_lesson(text, "t.md")
    assert parsed.problems == ()
    assert parsed.lesson is not None
    score = parsed.lesson.steps[1]
    assert score.question.startswith("Count the hand")
    assert "P1 lays down" not in "\n".join(score.table.facts if score.table else ())


def test_table_shows_pile_stock_limit_and_hides_melds_in_exercises() -> None:
    text = lesson(block("position", "hide: P2") + block("play", "hide: P2",
                                                         "answer: knock ♥5"))
    les = parse_lesson(text, "t.md").lesson
    assert les is not None
    shown, asked = les.steps[1].table, les.steps[2].table
    assert shown is not None and asked is not None
    facts = "\n".join(shown.facts)
    drawn = render_text(shown)
    # The pile and the stock are zones of the board, not fact lines.
    assert "Discard pile: ♦4 ♣9 ♥7 (top card ♥7)." in drawn and "Stock: 28 cards." in drawn
    assert not any(f.startswith(("Pile", "Stock")) for f in shown.facts)
    assert "Knock limit: 7 (♥7 on the pile)." in facts
    assert "P1's best melds of eleven cards" in facts
    assert not any("best melds" in f for f in asked.facts)
    assert shown.seat("P2").hidden and shown.seat("P2").cards == ()
    assert format_cards(shown.seat("P1").cards) == "♠2 ♠3 ♠4 ♥5 ♥8 ♦3 ♦8 ♣8 ♣J ♣Q ♣K"


# -- Broken lessons: one per kind of problem, with its line -----------------------------------


@pytest.mark.parametrize(("lines", "message"), [
    (["count: knock ♥5", "answer: points 21"],
     "the stated points 21 differs from the engine's 20"),
    (["count: knock ♣K", "answer: points 1"], "'count:' cannot play knock ♣K: You cannot knock"),
    (["count: ♥5", "answer: points 1"], "the hand is not over after ♥5"),
    (["cards: ♠A ♠A", "answer: deadwood 2"], "'cards:' needs one to eleven different cards"),
    (["count: deadwood", "answer: roem 3"],
     "'roem' is not something to count here; give deadwood"),
])
def test_broken_score_steps(lines: list[str], message: str) -> None:
    pos = "" if any(x.startswith("cards:") for x in lines) else KNOCK
    text = lesson(block("score", *lines, position=pos))
    found = problems(text)
    assert len(found) == 1
    line, reason = found[0]
    assert message in reason
    where = text.splitlines()[line - 1]
    assert where.startswith(("answer", "count", "cards")), where


@pytest.mark.parametrize(("lines", "message"), [
    (["check: knock", "- ♥5", "- ♣K", "answer: b"],
     "'check: knock': the engine finds a) ♥5 true, but the answer says b) ♣K"),
    (["check: limit", "- 7", "- seven", "answer: a"],
     "the option 'seven' must be a number or 'gin only'"),
    (["check: layoff", "- ♠A", "- ♦6", "answer: a"],
     "'check: layoff' needs the defender to lay off"),
    (["check: meld", "- ♠A ♠2 ♠3", "- ♠Q ♠K ♠A", "answer: a, b"],
     "'check: meld': the engine finds a) ♠A ♠2 ♠3 true, but the answer says a) ♠A ♠2 ♠3 and "
     "b) ♠Q ♠K ♠A"),
])
def test_broken_choice_steps(lines: list[str], message: str) -> None:
    found = problems(lesson(block("choice", *lines)))
    assert len(found) == 1 and message in found[0][1], found


def test_broken_play_and_legal_steps() -> None:
    found = problems(lesson(block("play", "answer: knock ♣K")))
    assert len(found) == 1
    assert "knock ♣K" in found[0][1] and "You cannot knock: your deadwood is" in found[0][1]
    found = problems(lesson(block("legal", "answer: ♥5 ♦3")))
    assert "leaves out" in found[0][1] and "knock ♥5" in found[0][1]


# -- The runner through a whole Gin lesson --------------------------------------------------------


def test_runner_through_the_knock_limit_lesson() -> None:
    les = load_lesson(ROOT / "lessons" / "gin-rummy" / "02-knock-limit.md")
    runner = LessonRunner(les)
    exercises = 0
    while not runner.done:
        step = runner.current
        assert step is not None
        if step.interactive:
            exercises += 1
            if step.kind == "play":
                wrong = runner.submit("knock ♦3")
                assert not wrong.correct and "instead of 3" in wrong.author
                illegal = runner.submit("knock ♣K")
                assert not illegal.correct and illegal.engine.startswith("You cannot knock")
            fb = runner.submit(step.solution().split(" or ")[0])
            assert fb.correct, (step.line, fb)
            if step.kind == "play":
                assert any("P1 knocks" in e or "knock" in e.lower() for e in fb.events)
        runner.advance()
    s = runner.summary()
    assert exercises >= 6 and s.solved == exercises and s.revealed == 0


# -- Puzzles: exact and sampled proofs, and a failing one ---------------------------------------

PUZZLE = """\
game = "gin-rummy"
kind = "best"
hide = "others"
themes = ["knock"]
to-move = "P1"
id = "t-gin-01"
level = "novice"
explanation = "Knock with the least deadwood: every point kept is a point off the score."
{extra}
position = \"\"\"
{position}
\"\"\"
"""


def puzzle(extra: str, position: str = KNOCK) -> tuple[list, list]:
    parsed = parse_puzzles(PUZZLE.format(extra=extra, position=position), "t.toml")
    return list(parsed.puzzles), [(p.line, p.reason) for p in parsed.problems]


def test_sampled_proof_passes_and_fails() -> None:
    shipped = parse_puzzles((ROOT / "puzzles" / "gin-rummy" / "upcard.toml").read_text(
        encoding="utf-8"), "upcard.toml").puzzles[0]
    proof = P.prove_gin(shipped)
    assert proof.proven, proof.reason
    assert proof.reason.startswith("proven over 200 sampled deals: pile +")
    # Knocking with 5 when 3 is possible: the play-outs find better actions.
    worse, _ = puzzle('answer = "knock ♦3"\nsamples = 60')
    proof = P.prove_gin(worse[0])
    assert not proof.proven
    assert proof.reason.startswith("unproven: knock ♦3 scores")
    assert "on average over 60 sampled deals" in proof.reason


def test_a_plain_discard_where_a_knock_is_allowed_plays_on() -> None:
    """Waiting is the discard itself: the hand goes on, and the play-out continues under the
    plain policy (which knocks at the next chance)."""
    puzzles, _ = puzzle('answer = "knock ♥5"')
    judge = puzzles[0].step.judge
    assert isinstance(judge, PlayJudge)
    state = judge.state
    wait, knock = state.parse_action("♥5"), state.parse_action("knock ♥5")
    assert {wait, knock} <= set(state.legal_actions())
    deal = P.sample_deals(state, True, (), seed="wait", n=1)[0]
    st = state.clone()
    st.hands[1], st.stock = deal.opponent, list(deal.stock)
    events = st.apply(wait)
    assert not any(isinstance(e, gin.WentOut | gin.HandScored) for e in events)
    assert st.turn == 1 and st.phase is gin.Phase.DRAW


def test_shipped_wait_puzzle_beats_the_knock_it_declines() -> None:
    wait = next(p for p in parse_puzzles((ROOT / "puzzles" / "gin-rummy" / "wait.toml").read_text(
        encoding="utf-8"), "wait.toml").puzzles if p.id == "gin-wait-02")
    proof = P.prove_gin(wait)
    assert proof.proven, proof.reason
    assert proof.values is not None
    assert proof.values["♥5"] - proof.values["knock ♥5"] >= 1


def test_exact_deadwood_proof() -> None:
    good, _ = puzzle('answer = "♥5"\nobjective = "deadwood"')
    assert P.prove_gin(good[0]).proven
    bad, _ = puzzle('answer = "♦3"\nobjective = "deadwood"')
    proof = P.prove_gin(bad[0])
    assert proof.reason == ("the answer ♦3 is not best: ♥5 leaves the least deadwood (3); each "
                            "leaves: " + proof.reason.split("each leaves: ")[1])
    going_out, _ = puzzle('answer = "knock ♥5"\nobjective = "deadwood"')
    assert "must be a plain discard, not knock ♥5" in P.prove_gin(going_out[0]).reason


def test_puzzle_keys_for_gin() -> None:
    _, bad = puzzle('answer = "knock ♥5"\nsamples = 5')
    assert bad and "'samples' goes only with kind = \"best\", a whole number from 40" in bad[0][1]
    good, _ = puzzle('answer = "knock ♥5"\nproof = "every-deal"')
    assert "Gin proofs do not use it" in P.prove_gin(good[0]).reason
    good, _ = puzzle('answer = "knock ♥5"\nassumptions = ["P2 holds ♠K"]')
    assert P.prove_gin(good[0]).reason == ("the assumption 'P2 holds ♠K' is not true in the "
                                           "position")


def test_samples_respect_what_the_player_knows() -> None:
    puzzles, _ = puzzle('answer = "knock ♥5"\nassumptions = ["P2 holds ♠A ♥K", '
                        '"P2 does not hold ♣J"]')
    judge = puzzles[0].step.judge
    assert isinstance(judge, PlayJudge)
    state = judge.state
    deals = P.sample_deals(state, True, puzzles[0].assumptions, seed="x", n=50)
    sure = cards_mask(parse_cards("♠A ♥K"))
    seen = cards_mask(state.hand(0)) | cards_mask(state.pile_cards())
    for d in deals:
        assert d.opponent & sure == sure and d.opponent.bit_count() == 10
        assert not d.opponent & seen and not d.opponent & cards_mask(parse_cards("♥K ♠A")) ^ sure
        assert len(d.stock) == 28 and not (set(d.stock) & {i for i in range(52)
                                                            if d.opponent >> i & 1})
    again = P.sample_deals(state, True, puzzles[0].assumptions, seed="x", n=50)
    assert again == deals  # seeded: every run sees the same sample


def test_failing_proof_is_reported_by_check_with_file_and_line(tmp_path: Path) -> None:
    folder = tmp_path / "puzzles" / "gin-rummy"
    folder.mkdir(parents=True)
    f = folder / "bad.toml"
    f.write_text(PUZZLE.format(extra='answer = "knock ♦3"\nsamples = 40', position=KNOCK),
                 encoding="utf-8")
    report = check_paths([f])
    assert [(p.line, p.reason.split(" scores")[0]) for p in report.problems] == [
        (6, "unproven: knock ♦3")]


def test_shipped_gin_course() -> None:
    report = check_paths([ROOT / "lessons" / "gin-rummy", ROOT / "puzzles" / "gin-rummy"])
    assert [str(p) for p in report.problems] == []
    assert len(report.lessons) >= 5 and len(report.puzzles) >= 34
    themes = {t for p in report.puzzles for t in p.themes}
    assert {"discard", "upcard", "knock", "wait", "layoff", "safety", "scoring"} <= themes
    assert sum("safety" in p.themes for p in report.puzzles) >= 3
    assert {p.level for p in report.puzzles} >= {"beginner", "novice", "intermediate",
                                                 "advanced", "strong"}


#: Words of the project's own machinery that no explanation shown to a learner may use.
JARGON = ("margin", "play-out", "playout", "proof", "proven", "sampled", "samples")


def test_gin_explanations_speak_the_players_language() -> None:
    """What a learner reads (prose, questions, hints, explanations, wrong-answer notes) names
    reasons a player can see, never the checker's machinery."""
    report = check_paths([ROOT / "lessons" / "gin-rummy", ROOT / "puzzles" / "gin-rummy"])
    texts: list[tuple[str, str]] = []
    for lesson_ in report.lessons:
        for step in lesson_.steps:
            texts += [(lesson_.id, t) for t in (step.markdown, step.caption, step.question,
                                               step.hint, step.explain, step.wrong,
                                               *step.notes.values())]
    for p in report.puzzles:
        texts += [(p.id, t) for t in (p.title, p.explanation, p.step.question, p.step.hint)]
    found = [(where, word) for where, t in texts for word in JARGON if word in t.lower()]
    assert found == []


def test_a_first_hand_that_ends_the_match_counts_the_final_score() -> None:
    """From 0 - 0 every hand won is known, so the count gives the final totals with the bonuses;
    from a later score it says the bonuses follow but does not guess them."""
    ad = adapter_for("gin-rummy")
    first = ad.build("\n".join([
        "dealer: P2", "upcard: ♣Q", "P1: ♠A ♠2 ♠3 ♠4 ♥7 ♦7 ♣7 ♦J ♦Q ♦K ♣5",
        "P2: ♥2 ♥3 ♥9 ♥10 ♦4 ♦5 ♣9 ♣10 ♣K ♠8", "pile: ♣Q ♠9", "stock: 29 cards",
        "turn: P1 discard (drew from the stock)", "history: P1 ♣Q, P2 ♠9"]), gin.GinRules())
    got = ad._count_hand(first, "gin ♣5", None)
    assert got.values == {"points": 180, "P1": 180, "P2": 0, "P1-final": 610, "P2-final": 0}
    assert "Shutout: P2 scored nothing, so P1's total is doubled: 305 × 2 = 610." in got.breakdown
    later = ad.build(KNOCK.replace("dealer: P1", "score: 140 95\ndealer: P1"), gin.GinRules())
    got = ad._count_hand(later, "knock ♥5", None)
    assert "P1-final" not in got.values and got.values["P1"] > 150
    assert "does not say who won the earlier hands" in got.breakdown


def test_match_objective_counts_the_final_score_exactly_when_the_hand_ends_the_match() -> None:
    """P1 at 131 knocks for 20 and reaches 151: the play-out's value is the engine's final score
    with the bonuses; from 31 the match goes on, and the model's expectation counts instead."""
    from tutor.bots.gin import match as M

    near, _ = puzzle('answer = "knock ♥5"\nobjective = "match"',
                     KNOCK.replace("dealer: P1", "hand: 9\nscore: 131 97\nwon: 4 3\ndealer: P1"))
    judge = near[0].step.judge
    assert isinstance(judge, PlayJudge)
    state = judge.state
    knock = state.parse_action("knock ♥5")
    deal = P.sample_deals(state, True, (), seed="m", n=1)[0]
    st = state.clone()
    st.hands[1], st.stock = deal.opponent, list(deal.stock)
    over = [e for e in st.apply(knock) if isinstance(e, gin.MatchOver)]
    assert over and over[0].reached
    value, ended = P.play_out_match(state, knock, deal)
    assert ended and value == over[0].totals[0] - over[0].totals[1]
    assert value > 200  # the game bonus and the line bonuses are in it
    far, _ = puzzle('answer = "knock ♥5"\nobjective = "match"',
                    KNOCK.replace("dealer: P1", "hand: 9\nscore: 31 97\nwon: 1 3\ndealer: P1"))
    state = far[0].step.judge.state  # type: ignore[attr-defined]
    value, ended = P.play_out_match(state, knock, deal)
    points = P.play_out(state, knock, deal)
    assert not ended
    assert value == pytest.approx(M.value(31 + points, 97, (2, 3), M.Scoring.of(state.rules)))
    proof = P.prove_gin(near[0])
    assert "counted in the match's final score" in proof.reason
    assert "the hand ended the match in" in proof.reason
