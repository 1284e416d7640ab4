"""Lesson files: the format, and one deliberately broken lesson per kind of problem."""

from __future__ import annotations

import textwrap

import pytest

from tutor.errors import FileFormatError
from tutor.teach.lesson import load_lesson, parse_lesson
from tutor.teach.steps import CHOICE, LEGAL, PLAY, POSITION, PROSE, SCORE

GOOD = textwrap.dedent("""\
    ---
    id: t-good
    game: klaverjas
    title: A test lesson
    level: beginner
    prerequisites: none
    rules: play=rotterdam
    ---

    # Heading

    Some prose with a ♥J in it.

    ```position
    name: start
    dealer: W
    trump: ♥
    goes: N
    N: ♥9 ♠10 ♣7 ♣8 ♦7 ♦8
    E: ♥A ♠K ♠Q ♣9 ♣10 ♦9 ♦10
    S: ♥K ♠J ♠9 ♣J ♣Q ♦J ♦Q
    W: ♥8 ♠8 ♠7 ♣K ♣A ♦K ♦A
    trick 1: N ♥J ♥10 ♥Q ♥7
    trick 2: N ♠A
    caption: East to play.
    hide: N S
    ```

    ```play
    use: start
    answer: ♠K
    wrong ♠Q: Too low.
    explain: The King.
    ```

    ```legal
    use: start
    answer: ♠K ♠Q
    ```

    ```score
    use: start
    count: trick 1
    answer: points 33, roem 20
    ```

    ```choice
    use: start
    check: legal
    - ♠K
    - ♥A
    answer: a
    ```

    ```choice
    trump: ♥
    check: higher
    - ♥J
    - ♥9
    answer: ♥J
    ```

    ```score
    points: 81 81
    roem: 20 0
    goes: N
    trump: ♥
    answer: N-S 101, E-W 81
    ```

    ```score
    cards: ♠A ♠10 ♠8 ♠7
    trump: ♥
    answer: points 21
    ```

    ```text
    A fenced block of another kind is prose.
    ```
""")


def problems(text: str) -> list[tuple[int, str]]:
    return [(p.line, p.reason) for p in parse_lesson(text, "t.md").problems]


def test_good_lesson_has_every_step_kind() -> None:
    parsed = parse_lesson(GOOD, "t.md")
    assert parsed.problems == ()
    lesson = parsed.lesson
    assert lesson is not None
    assert (lesson.id, lesson.game, lesson.level, lesson.prerequisites) == (
        "t-good", "klaverjassen", "beginner", ())
    kinds = [s.kind for s in lesson.steps]
    assert kinds == [PROSE, POSITION, PLAY, LEGAL, SCORE, CHOICE, CHOICE, SCORE, SCORE, PROSE]
    assert "Heading" in lesson.steps[0].markdown and lesson.steps[0].line == 10
    assert "another kind is prose" in lesson.steps[-1].markdown
    table = lesson.steps[1].table
    assert table is not None and table.viewer == "E" and table.to_move == "E"
    assert table.seat("N").hidden and table.seat("S").hidden and not table.seat("W").hidden
    assert lesson.steps[1].caption == "East to play."


def test_score_step_conceals_the_running_count() -> None:
    lesson = parse_lesson(GOOD, "t.md").lesson
    assert lesson is not None
    shown = lesson.steps[1].table
    asked = lesson.steps[4].table
    assert shown is not None and asked is not None
    assert any("33 points" in f for f in shown.facts)
    assert not any("points" in f for f in asked.facts)


def test_load_lesson_raises_the_first_problem(tmp_path: pytest.TempPathFactory) -> None:
    path = tmp_path / "bad.md"  # type: ignore[operator]
    path.write_text(GOOD.replace("answer: ♠K ♠Q", "answer: ♠K"), encoding="utf-8")
    with pytest.raises(FileFormatError) as e:
        load_lesson(path)
    assert e.value.line == 38 and "leaves out ♠Q" in str(e.value)


def broken(old: str, new: str) -> str:
    assert old in GOOD, old
    return GOOD.replace(old, new, 1)


# (the change, the problem's line, a piece of its message)
CASES = [
    # Header
    (("---\nid: t-good", "id: t-good"), 1, "front-matter header between '---' lines"),
    (("level: beginner\n", "level: expert\n"), 5, "unknown level 'expert'"),
    (("title: A test lesson\n", ""), 1, "the header needs 'title:'"),
    (("id: t-good", "id: T Good"), 2, "bad id 'T Good'"),
    (("game: klaverjas", "game: chess"), 3, "unknown game 'chess'"),
    (("rules: play=rotterdam", "rules: play=utrecht"), 7, "'utrecht' is not one of"),
    (("rules: play=rotterdam", "colour: red"), 7, "unknown header key 'colour'"),
    (("level: beginner\n", "level: beginner\nlevel: novice\n"), 6, "'level' is given twice"),
    # Block bodies
    (("caption: East to play.", "East to play."), 25,
     "expected 'key: value', '- option' or an indented continuation"),
    (("answer: ♠K\nwrong", "answer: ♠K\nanswr: ♠Q\nwrong"), 32, "unknown key 'answr'"),
    (("answer: ♠K\nwrong", "answer: ♠K\ncaption: x\nwrong"), 32,
     "'caption' does not belong in a play block"),
    (("answer: ♠K\nwrong", "answer: ♠K\nanswer: ♠Q\nwrong"), 32, "'answer' is given twice"),
    (("```play\nuse: start\nanswer: ♠K", "```play\nuse: start\n- ♠K\nanswer: ♠K"), 31,
     "'- option' lines belong in choice blocks"),
    (("```legal\nuse: start\nanswer: ♠K ♠Q\n", "```legal\nuse: start\n"), 36,
     "a legal block needs 'answer:'"),
    (("```legal\nuse: start\n", "```legal\n"), 36, "a legal block needs a position"),
    # Positions
    (("N: ♥9 ♠10", "N: ♥9 ♠x"), 19, "bad card '♠x'"),
    (("N: ♥9 ♠10", "N: ♥9 ♠A"), 24, "♠A appears twice (also on line 19)"),
    (("E: ♥A ♠K", "E: ♥A ♠K ♥J"), 23, "♥J appears twice"),
    (("```play\nuse: start", "```play\nuse: begin"), 30, "no earlier position is named 'begin'"),
    (("```play\nuse: start", "```play\nuse: start\nthen: ♥A"), 31,
     "'then' cannot play ♥A: You must follow suit"),
    (("```legal\nuse: start", "```legal\nuse: start\nname: start"), 38,
     "the name 'start' is already used on line 15"),
    (("```legal\nuse: start", "```legal\nuse: start\nseat: W"), 38,
     "'seat: W' but E is to play"),
    (("```legal\nuse: start", "```legal\nuse: start\nhide: E"), 38,
     "the hand of the player to move cannot be hidden"),
    (("```legal\nuse: start", "```legal\nuse: start\nhide: X"), 38, "bad 'hide'"),
    # Answers checked against the engine
    (("answer: ♠K\nwrong", "answer: ♥A\nwrong"), 31,
     "the stated answer ♥A is illegal here: You must follow suit: ♠ was led and you hold ♠K ♠Q."),
    (("answer: ♠K\nwrong", "answer: ♠Z\nwrong"), 31, "cannot read the answer: bad action '♠Z'"),
    (("wrong ♠Q: Too low.", "wrong ♠K: Too low."), 32,
     "gives a note for an answer that is accepted"),
    (("answer: ♠K ♠Q", "answer: ♠K ♠Q ♥A"), 38,
     "it includes ♥A, which is illegal: You must follow suit"),
    (("answer: ♠K ♠Q", "answer: ♠K"), 38, "the stated legal cards differ from the engine's "
     "(♠Q ♠K): it leaves out ♠Q"),
    (("answer: points 33, roem 20", "answer: points 33, roem 0"), 44,
     "the stated roem 0 differs from the engine's 20: Trick 1 (N leads)"),
    (("count: trick 1", "count: trick 2"), 43, "trick 2 is not finished in this position"),
    (("count: trick 1", "count: deal"), 43, "'count: deal' needs all eight tricks played"),
    (("count: trick 1", "count: everything"), 43, "bad 'count: everything'"),
    (("answer: points 33, roem 20", "answer: N-S 33"), 44, "'N-S' cannot be counted here"),
    (("answer: N-S 101, E-W 81", "answer: N-S 101, E-W 61"), 68,
     "the stated E-W 61 differs from the engine's 81"),
    (("points: 81 81", "points: 81 80"), 64, "must add up to 162"),
    (("roem: 20 0", "roem: 25 0"), 65, "roem always comes in tens"),
    (("goes: N\ntrump: ♥\nanswer: N-S", "trump: ♥\nanswer: N-S"), 64, "'goes:' is needed"),
    (("cards: ♠A ♠10 ♠8 ♠7", "cards: ♠A ♠10 ♠8 ♠7 ♥10"), 72, "one to four different cards"),
    (("- ♠K\n- ♥A\nanswer: a", "- ♠K\n- ♥A\nanswer: b"), 52,
     "'check: legal': the engine finds a) ♠K true, but the answer says b) ♥A"),
    (("- ♠K\n- ♥A\nanswer: a", "- ♠K\nanswer: a"), 50, "at least two '- option' lines"),
    (("- ♠K\n- ♥A\nanswer: a", "- ♠K\n- ♥A\nanswer: z"), 52, "names no option"),
    (("- ♠K\n- ♥A\nanswer: a", "- ♠K\n- ♠k\nanswer: a"), 51, "is given twice (first on line 50)"),
    (("check: legal", "check: magic"), 49, "unknown check 'magic'"),
    (("check: higher\n- ♥J\n- ♥9", "check: higher\n- ♥J\n- ♠9"), None, None),
    (("trump: ♥\ncheck: higher", "trump: ♥\ncards: ♥J\ncheck: higher"), 57,
     "'cards' describes something to count"),
    (("- ♥J\n- ♥9\nanswer: ♥J", "- ♥J\n- ♥9\nanswer: ♥9"), 60,
     "'check: higher': the engine finds a) ♥J true"),
    (("- ♥J\n- ♥9\nanswer: ♥J", "- ♥J\n- ♣9\n- ♠9\nanswer: ♥J"), 58,
     "mix two plain suits"),
    (("```text\nA fenced", "- item\n\n  ```legal\n  answer: -\n  ```\n\n```text\nA fenced"), 79,
     "must stand at the top level"),
]


@pytest.mark.parametrize(("change", "line", "message"), CASES,
                         ids=[c[2] or c[0][1][:20] for c in CASES])
def test_each_problem_is_reported_with_its_line(change: tuple[str, str], line: int | None,
                                               message: str | None) -> None:
    found = problems(broken(*change))
    if message is None:  # the change is fine
        assert found == []
        return
    assert len(found) >= 1, found
    hits = [(n, m) for n, m in found if message in m]
    assert hits, found
    if line is not None:
        assert hits[0][0] == line, found


def test_a_lesson_must_ask_something() -> None:
    text = "---\nid: t\ngame: kj\ntitle: T\nlevel: beginner\n---\n\nJust prose.\n"
    assert problems(text) == [(6, "the lesson asks nothing: it needs at least one play, legal, "
                                  "score or choice block")]


def test_unclosed_header() -> None:
    assert problems("---\nid: t\n") == [(1, "the front-matter header has no closing '---' line")]


def test_failed_named_position_is_not_reported_again_as_unknown() -> None:
    found = problems(broken("N: ♥9 ♠10", "N: ♥9 ♠x"))
    assert any("has a problem of its own" in m for _, m in found)
    assert not any("no earlier position" in m for _, m in found)


def test_choice_on_a_finished_deal_and_a_position_finishing_its_deal() -> None:
    deal = textwrap.dedent("""\
        ---
        id: t-deal
        game: klaverjassen
        title: T
        level: novice
        ---

        ```choice
        dealer: N
        calls: E ♥
        N: -
        E: -
        S: -
        W: -
        trick 1: E ♦10 ♦9 ♦7 ♦K
        trick 2: E ♥10 ♥9 ♥Q ♥8
        trick 3: S ♥7 ♣9 ♥A ♥K
        trick 4: N ♣8 ♣A ♥J ♣J
        trick 5: S ♠7 ♠J ♣10 ♠Q
        trick 6: E ♦A ♦J ♠10 ♣7
        trick 7: E ♦8 ♠K ♠A ♣K
        trick 8: E ♦Q ♠9 ♠8 ♣Q
        count: deal
        check: nat
        - yes
        - no
        answer: yes
        ```
        """)
    parsed = parse_lesson(deal, "d.md")
    assert parsed.problems == ()
    assert parsed.lesson is not None
    step = parsed.lesson.steps[0]
    assert step.table is not None and step.table.trick_complete
    fb = step.submit("a")
    assert fb.correct and "is nat: 87 is not more than 95" in fb.engine
    with_deals = deal.replace("dealer: N", "rules: deals=3\ndealer: N")
    found = problems(with_deals)
    assert found and "all eight tricks of deal 1 are played" in found[0][1]
