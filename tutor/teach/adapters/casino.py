"""The Casino adapter: positions drawn as a table, counts and choice checks from the engine.

Every number and verdict here is the engine's: a round's points (cards, spades, the casinos, the
aces, sweeps) from the ``RoundResult`` the engine scores when the round is played to its end on a
copy of the position, or from its scoring of the captured piles as they stand; what may be played
from the state's own legal plays. The adapter only chooses what to ask and how to say it.

What a lesson or puzzle shows: the board of the game (the hands, the loose cards and the builds
and calls with their values and owners, how many cards each seat has captured, the stock, the
match), and beside it, as fact lines, the cards each seat has captured. At the table a player
remembers them; a position has no history to remember, so it lists them, and counting them (the
spades, the cards, what is still out) is the learner's part.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Any

from ...actions import shown_action
from ...cards import Card, Rank, format_cards, parse_cards
from ...errors import IllegalActionError, NotationError
from ...game import GameSpec
from ...games.casino import engine as ce
from ...games.casino import text as CT
from ...games.casino.notation import parse_position
from ...games.casino.rules import CasinoRules
from ...games.casino.table import board
from ...i18n import Text
from ...seats import COMPASS, seat_name
from ...zones import Kind
from .. import text as T
from ..blocks import Field
from ..facts import jargon
from ..games import Count, QueryContext, common_explain, common_query
from ..problems import StepError
from ..steps import split_actions
from ..table import TableView
from . import casino_text as C

if TYPE_CHECKING:
    from ..proof import Proof
    from ..puzzle import Puzzle

_POSITION_KEYS = frozenset({"seed", "round", "score", "dealer", "table", "build", "call", "stock",
                            "last capture",  # internal: a position key
                            "sweeps", "turn", "p1", "p2", "p3", "p4", "n", "e", "s", "w"})
_PILE_KEYS = frozenset({f"captured {s}" for s in ("p1", "p2", "p3", "p4", "n", "e", "s", "w")})
#: Checks that read a counted round (or piles).
_COUNT_CHECKS = frozenset({"most-cards", "most-spades", "big-casino", "little-casino"})
_SIDE_NAMES = ("P1", "P2", "P3", "N", "E", "S", "W", "N-S", "E-W")
#: What a table hides while a question counts the captured piles: the board's card counts.
CONCEAL_PILES = "pile-counts"


def _labels() -> dict[str, str]:
    """Every way a learner may name a quantity: ``P1``, ``P1-spades``, ``spades-P1``."""
    out: dict[str, str] = {}
    words = [(item, item) for item in C.ITEMS] + list(C.ITEM_WORDS.items())
    for side in _SIDE_NAMES:
        out[side.lower()] = side
        for word, item in words:
            out[f"{side}-{word}".lower()] = f"{side}-{item}"
            out[f"{word}-{side}".lower()] = f"{side}-{item}"
    return out


class Seats(tuple[str, ...]):
    """The seat names of the position last read (``P1 P2 ..`` or ``N E S W``); a name of either
    kind is found by ``index`` (the checker looks a table's viewer up in them)."""

    def index(self, value: Any, start: Any = 0, stop: Any = None) -> int:
        name = str(value).strip().upper()
        if name in COMPASS:
            return COMPASS.index(name)
        if len(name) == 2 and name[0] == "P" and name[1] in "1234":
            return int(name[1]) - 1
        return super().index(value)


@dataclass(frozen=True)
class RoundCount:
    """What was counted: the engine's scoring of a round (or of the piles as they stand)."""

    result: ce.RoundResult
    #: The match per side after the round, when a round was played to its end.
    match: tuple[int, ...] | None


class CasinoAdapter:
    """Casino positions, counts (a round's points, the piles) and choice checks."""

    queries: tuple[str, ...] = ("legal", "to-move", "most-cards", "most-spades", "big-casino",
                                "little-casino", "clears", "out")
    count_queries: frozenset[str] = _COUNT_CHECKS
    short_form_keys: frozenset[str] = frozenset()
    short_form_alone: frozenset[str] = _PILE_KEYS | {"sweeps"}
    check_reads: Mapping[str, frozenset[str]] = {}
    score_labels: Mapping[str, str] = _labels()
    #: The round's points for the mover's side against the others (``casino_proof``).
    objectives: tuple[str, ...] = ("points",)
    #: A round holds 11 points: a wrong answer within one of the best is a close call.
    close_points: float = 1.0

    def __init__(self, spec: GameSpec) -> None:
        self.spec = spec
        self._players = 2

    @property
    def seats(self) -> tuple[str, ...]:
        return Seats(seat_name(s, self._players) for s in range(self._players))

    @property
    def default_viewer(self) -> int:
        return 0

    def parse_seat(self, text: str) -> int:
        seat = self._seat(text)
        if not 0 <= seat < self._players:
            raise NotationError(C.SEAT_NOT_AT_TABLE.format(seat=text.strip(), n=self._players))
        return seat

    def _seat(self, text: str) -> int:
        t = text.strip()
        try:
            return Seats().index(t)
        except ValueError:
            pass
        for i, name in enumerate(("north", "east", "south", "west")):
            if t.lower() == name:
                return i
        from ...seats import parse_seat

        return parse_seat(t, self._players)

    def is_position_key(self, key: str) -> bool:
        low = " ".join(key.lower().split())
        return low in _POSITION_KEYS or low in _PILE_KEYS

    def concealed(self, score: bool, check: str) -> frozenset[str]:
        if score or check in _COUNT_CHECKS:
            return frozenset({CONCEAL_PILES})
        if check == "to-move":
            return frozenset({"to-move"})
        return frozenset()

    def build(self, text: str, rules: Any) -> ce.CasinoState:
        state = parse_position(text, rules)
        self._players = state.players
        return state

    def prove(self, puzzle: Puzzle) -> Proof:
        from .casino_proof import prove_casino

        return prove_casino(puzzle)

    def check_texts(self, state: Any, viewer: int, hidden: frozenset[int],
                    texts: Sequence[str], assumptions: Sequence[str] = ()
                    ) -> list[list[tuple[int, str]]]:
        """Per text, (offset, problem) for each card it names that lies in a face-down hand, and
        for each word of the trainer's jargon."""
        out: list[list[tuple[int, str]]] = []
        where: dict[Card, int] = {}
        if isinstance(state, ce.CasinoState):
            for s in hidden:
                if s != viewer:
                    where.update((c, s) for c in state.hand(s))
        for text in texts:
            problems: list[tuple[int, str]] = []
            for m in _CARD.finditer(text):
                card = parse_cards(m.group(0))[0]
                if card in where:
                    name = seat_name(where[card], state.players)
                    problems.append((m.start(), C.FACT_HIDDEN.format(card=card, seat=name)))
            problems.extend(jargon(text))
            out.append(sorted(problems))
        return out

    # -- the table -----------------------------------------------------------------------------

    def table(self, state: Any, viewer: int, hidden: frozenset[int],
              conceal: frozenset[str] = frozenset()) -> TableView:
        assert isinstance(state, ce.CasinoState)
        self._players = state.players
        opened = {s: state.hand(s) for s in range(state.players) if s not in hidden}
        shown = board(state.view(viewer), opened, to_move="to-move" not in conceal)
        if CONCEAL_PILES in conceal:
            shown = replace(shown, zones=tuple(z for z in shown.zones
                                               if z.kind is not Kind.CAPTURED))
        return TableView(self.spec.id, shown, self._facts(state, conceal))

    def _facts(self, state: ce.CasinoState, conceal: frozenset[str]) -> tuple[str, ...]:
        n = state.players
        facts = [C.FACT_RULES.format(rules=state.rules.describe())]
        for s in range(n if any(state.captured) else 0):
            pile = state.captured_cards(s)
            name = seat_name(s, n)
            facts.append(C.FACT_CAPTURED.format(seat=name, cards=format_cards(pile)) if pile
                         else C.FACT_CAPTURED_NONE.format(seat=name))
        if state.rules.sweeps and CONCEAL_PILES in conceal:
            facts.append(C.FACT_SWEEPS.format(counts=", ".join(
                f"{seat_name(s, n)} {state.sweeps[s]}" for s in range(n))))
        if not state.stock and not state.over:
            facts.append(str(C.FACT_LAST_DEAL))
        return tuple(facts)

    # -- counting ------------------------------------------------------------------------------

    def count(self, state: Any | None, fields: Mapping[str, Field], rules: Any) -> Count:
        if state is None:
            if any(k in _PILE_KEYS for k in fields):
                return self._count_short(fields, rules)
            raise StepError(str(T.COUNT_NEEDS_WHAT))
        assert isinstance(state, ce.CasinoState)
        which = fields.get("count")
        text = " ".join(which.value.split()) if which else ""
        line = which.line if which else None
        low = text.lower()
        if low in ("", "round"):
            if state.results:
                return _round_count(RoundCount(state.results[-1], tuple(state.totals)), "")
            if state.over:  # a finished position: its piles are the round's
                return _round_count(RoundCount(_score_now(state, over=True), None), "")
            raise StepError(C.COUNT_NOT_OVER.format(actions=T.NOTHING), line)
        if low in ("captured", "piles"):
            return _round_count(RoundCount(_score_now(state), None), str(C.NOTE_PILES),
                                C.ASK_PILES)
        return self._count_after(state, text, line)

    def _count_after(self, state: ce.CasinoState, actions: str, line: int | None) -> Count:
        """Play ``actions`` on a copy until the round is scored, and count that round."""
        st = state.clone()
        # The copy's game stops with this round: no new round is shuffled and dealt.
        st.rules = replace(st.rules, rounds=st.round_no + 1)
        st._legal = None
        st._texts = None
        events: list[Any] = []
        for tok in split_actions(actions, st):
            try:
                events.extend(st.apply(st.parse_action(tok)))
            except (NotationError, IllegalActionError) as e:
                raise StepError(C.COUNT_ACTION.format(action=tok, error=e), line) from None
        scored = [e for e in events if isinstance(e, ce.RoundScored)]
        if not scored:
            raise StepError(C.COUNT_NOT_OVER.format(actions=actions), line)
        taken = [e.describe() for e in events if isinstance(e, ce.TableTaken)]
        return _round_count(RoundCount(scored[0].result, scored[0].match), " ".join(taken))

    def _count_short(self, fields: Mapping[str, Field], rules: Any) -> Count:
        piles: dict[int, tuple[Card, ...]] = {}
        sweeps_field: Field | None = None
        compass = False
        for name, f in fields.items():
            if name == "count":
                continue
            if name == "sweeps":
                sweeps_field = f
                continue
            if name not in _PILE_KEYS:
                raise StepError(C.COUNT_SHORT_KEYS.format(key=f.key), f.line)
            who = name.removeprefix("captured ").upper()
            compass = compass or who in COMPASS
            seat = Seats().index(who)
            try:
                cards = tuple(parse_cards(f.value))
            except NotationError as e:
                raise StepError(e.message, f.line) from None
            piles[seat] = cards
        n = 4 if compass else max(piles, default=-1) + 1
        line = next(iter(fields.values())).line
        if n not in self.spec.players or sorted(piles) != list(range(n)):
            names = ", ".join(seat_name(s, max(n, 2)) for s in range(max(n, 2)))
            raise StepError(C.COUNT_SHORT_SEATS.format(seats=names), line)
        seen: set[Card] = set()
        for cards in piles.values():
            for c in cards:
                if c in seen or c.copy or ce.card_index(c) is None:
                    raise StepError(C.COUNT_SHORT_TWICE.format(card=c), line)
                seen.add(c)
        sweeps = [0] * n
        if sweeps_field is not None:
            parts = sweeps_field.value.split()
            if len(parts) != n or not all(p.isdigit() for p in parts):
                raise StepError(C.COUNT_SHORT_SWEEPS.format(value=sweeps_field.value, n=n),
                                sweeps_field.line)
            sweeps = [int(p) for p in parts]
        base = rules if isinstance(rules, CasinoRules) else CasinoRules()
        st = ce.CasinoState.from_parts(
            replace(base, players=n), seed=0, round_no=0, totals=[0] * len(
                ce.sides_for(n, base.partners)), dealer=0, hands=[() for _ in range(n)],
            loose=(), combinations=(), captured=[piles[s] for s in range(n)], stock=(), turn=0,
            last_capturer=None, sweeps=sweeps)
        self._players = n
        return _round_count(RoundCount(st._score(), None), str(C.NOTE_SHORT), C.ASK_PILES,
                            head=False)

    # -- choice checks -------------------------------------------------------------------------

    def query(self, name: str, ctx: QueryContext, option: str) -> bool:
        if name in _COUNT_CHECKS:
            r = _counted(ctx)
            side = _side_option(option, r.result)
            truth = {"most-cards": r.result.most_cards, "most-spades": r.result.most_spades,
                     "big-casino": r.result.big, "little-casino": r.result.little}[name]
            return side == truth
        if name == "clears":
            state = _state(ctx, name)
            action = _action_option(state, option)
            if action is None:
                return False
            after = state.clone()
            after.apply(action)
            return not after.loose and not after.units
        if name == "out":
            return bool(_out(_state(ctx, name), _rank_option(option)))
        return common_query(self, name, ctx, option)

    def explain_check(self, name: str, ctx: QueryContext) -> str:
        if name in _COUNT_CHECKS:
            return ctx.count().breakdown
        if name == "clears":
            state = _state(ctx, name)
            notes = []
            for o in ctx.options:
                action = _action_option(state, o)
                if action is None:
                    try:
                        state.check(state.parse_action(o))
                        why = ""
                    except (NotationError, IllegalActionError) as e:
                        why = str(e)
                    notes.append(C.NOTE_NOT_LEGAL.format(action=shown_action(o, CT.ACTION_FORMS),
                                                         why=why))
                    continue
                after = state.clone()
                after.apply(action)
                left = [*after.loose_cards(), *(c for u in after.combinations() for c in u.cards)]
                shown = shown_action(state.format_action(action), CT.ACTION_FORMS)
                notes.append(C.NOTE_LEAVES.format(action=shown, cards=format_cards(left)) if left
                             else C.NOTE_CLEARS.format(action=shown))
            return "\n".join(notes)
        if name == "out":
            state = _state(ctx, name)
            notes = []
            for o in ctx.options:
                rank = _rank_option(o)
                out = _out(state, rank)
                seen = [c for c in ce.CARDS if c.rank is rank and c not in out]
                notes.append((C.NOTE_OUT if out else C.NOTE_NOT_OUT).format(
                    rank=o.strip(), n=len(out), seen=format_cards(seen)))
            return "\n".join(notes)
        return common_explain(self, name, ctx)


_CARD = re.compile(r"[♠♥♦♣](?:10|[2-9AKQJ])(?![0-9A-Za-z])")


def _score_now(state: ce.CasinoState, *, over: bool = False) -> ce.RoundResult:
    """The engine's scoring of the captured piles as they stand (nothing more taken); ``over``:
    the round has ended, so a last capture that cleared the table is no sweep."""
    st = state.clone()
    if not over:
        st.last_swept = False  # a sweep is void only as the round's last capture: not yet
    return st._score()


def _round_count(rc: RoundCount, note: str, question: Text = C.ASK_ROUND, *,
                 head: bool = True) -> Count:
    r = rc.result
    names = r.names
    values: dict[str, int] = {}
    for k, side in enumerate(names):
        values[side] = r.score[k]
        values[f"{side}-cards"] = r.cards[k]
        values[f"{side}-spades"] = r.spades[k]
        values[f"{side}-aces"] = len(r.aces[k])
        if r.sweeps_on:
            values[f"{side}-sweeps"] = r.sweeps[k]
        if rc.match is not None:
            values[f"{side}-total"] = rc.match[k]
    lines = r.describe_lines()
    if not head:
        lines = lines[1:]
    if note:
        lines.insert(0, note)
    if rc.match is not None:
        lines.append(CT.SC_MATCH.format(score=", ".join(
            f"{n} {p}" for n, p in zip(names, rc.match, strict=True))))
    return Count(values, "\n".join(lines), question=str(question), detail=rc)


def _counted(ctx: QueryContext) -> RoundCount:
    detail = ctx.count().detail
    assert isinstance(detail, RoundCount)
    return detail


def _state(ctx: QueryContext, name: str) -> ce.CasinoState:
    if ctx.state is None:
        raise StepError(T.QUERY_NEEDS_POSITION.format(check=name))
    assert isinstance(ctx.state, ce.CasinoState)
    if ctx.state.to_move() is None:
        raise StepError(str(T.NOBODY_TO_MOVE))
    return ctx.state


def _out(state: ce.CasinoState, rank: Rank) -> list[Card]:
    """The cards of ``rank`` the player to move has not seen (another hand or the stock)."""
    unseen = ce.hidden_cards(state, state.turn)
    return [c for c in ce.CARDS if c.rank is rank and c in unseen]


def _rank_option(option: str) -> Rank:
    """A value or rank: ``9``, ``10``, ``A``, ``ace``, ``K``, ``king``."""
    t = option.strip().lower()
    for rank in Rank:
        if t in (rank.symbol.lower(), rank.english.lower(), rank.english.lower() + "s"):
            return rank
    if t.isdigit() and 2 <= int(t) <= 10:
        return Rank(int(t))
    if t in ("1", "aces"):
        return Rank.ACE
    raise StepError(C.OPTION_RANK.format(option=option))


def _side_option(option: str, result: ce.RoundResult) -> int | None:
    t = " ".join(option.lower().split())
    if t in C.NOBODY_WORDS:
        return None
    for k, name in enumerate(result.names):
        if t == name.lower():
            return k
    raise StepError(C.OPTION_SIDE.format(option=option, sides=", ".join(result.names)))


def _action_option(state: ce.CasinoState, option: str) -> ce.Action | None:
    """The legal play an option names (``None`` when it names an illegal one)."""
    try:
        action = state.parse_action(option)
    except NotationError as e:
        raise StepError(T.OPTION_UNREADABLE.format(option=option, error=e)) from None
    try:
        state.check(action)
    except IllegalActionError:
        return None
    return action
