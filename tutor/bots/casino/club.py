"""The club player: one ply with card counting.

Every legal play is valued in round points (the side's expected points minus the other sides'
mean, ``model``) as

* what it takes now: the cards captured and the card played, each by its weight (its own points,
  and what one more card and one more spade add to the races so far), and a sweep where they
  score;
* plus the capture it plans: for a build or call it owns after the play, the best capture of that
  value next turn, times the chance that no opponent moving before then holds a card of the value
  (by the count of unseen cards; an opponent who owns a build of a value holds one for certain),
  times ``keep``;
* minus what it leaves to the players before its next turn: for every value (and face rank) the
  best capture on the table after the play, taken by an opponent who holds such a card; the
  expected best of these, the chances from the count. An opponent's points count against the
  side at one over the number of other sides (the measure is the side's points minus their mean);
  a partner's best capture counts for the side, times ``partner``;
* and on the round's last play, the table left to the last capturer.

It looks no further: no reply to the reply, no raise of its build. Deterministic (ties go to the
first legal play).
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass

from ...actions import shown_for
from ...cards import format_cards
from ...games.casino.engine import (
    CARDS,
    VALUE,
    Action,
    Build,
    Call,
    Capture,
    CasinoView,
    Raise,
    Trail,
    a_value,
)
from ...games.casino.rules import HAND_SIZE, SWEEP_POINTS
from ...seats import seat_name
from ..base import NO_LEGAL_ACTION, ActionValue, Advice, Said, rank_actions, spoken
from . import text as T
from .model import (
    BIG,
    CLUMP,
    FACE_RANKS,
    LITTLE,
    POINTS,
    SPADE,
    Count,
    Take,
    Unit,
    Weights,
    best_take,
    capture_groups,
    idx,
    p_holds,
    unseen_from,
    weights,
)

#: The game whose notation the reasons name actions in.
C = "casino"


@dataclass(frozen=True)
class Config:
    """The club's settings."""

    #: The share of a planned capture (a build or call owned after the play) counted now.
    keep: float = 0.9
    #: The share of a partner's best capture before the next turn counted for the side.
    partner: float = 0.5
    #: The races' clumping (``model.CLUMP``).
    clump: float = CLUMP


DEFAULT = Config()
CASINOS = (BIG, LITTLE)


@dataclass
class Danger:
    """The capture most likely to cost the side: its value (or face rank), the chance an
    opponent before the next turn holds such a card, and the table cards it would take."""

    value: int
    rank: int
    p: float
    take: Take
    unseen: int  # unseen cards that make it
    total: int  # unseen cards in all


@dataclass
class Eval:
    """One play's value and its parts."""

    action: Action
    value: float = 0.0
    gain: float = 0.0
    cards: int = 0
    spades: int = 0
    points: int = 0
    sweep: bool = False
    plan: float = 0.0
    plan_value: int = 0
    safe: float = 1.0
    loss: float = 0.0
    danger: Danger | None = None
    friend: float = 0.0
    last: bool = False
    last_to: int | None = None
    left: tuple[int, ...] = ()
    #: The round's last play: what the cards left on the table are worth to the side (part of
    #: ``gain``; negative when they go to another side).
    leftover: float = 0.0
    #: The play takes or combines the big or the little casino.
    casino: bool = False
    #: A capture: how many groups of its value it takes, and whether it clears the table.
    groups: int = 0
    clears: bool = False
    #: The share of ``gain`` the races give (the cards and spades taken, by their weights).
    race: float = 0.0


@dataclass
class Position:
    """What the seat to move knows, in card indices."""

    view: CasinoView
    me: int
    side_of: tuple[int, ...]
    mine: int
    nsides: int
    hand: tuple[int, ...]
    loose: tuple[int, ...]
    units: tuple[Unit, ...]
    w: Weights
    count: Count
    #: The players moving before the seat's next turn with their hand sizes; ``end``: the play
    #: is the round's last.
    order: list[tuple[int, int]]
    end: bool
    known: dict[int, set[int]]

    @classmethod
    def of(cls, view: CasinoView, clump: float = CLUMP) -> Position:
        me, n = view.seat, view.players
        side_of = [0] * n
        for k, side in enumerate(view.sides):
            for s in side:
                side_of[s] = k
        mine = side_of[me]
        piles = []
        for side in view.sides:
            m = 0
            for s in side:
                for c in view.captured[s]:
                    m |= 1 << idx(c)
            piles.append(m)
        units = tuple(Unit(tuple(sorted(idx(c) for c in u.cards)), u.value, u.owner, u.call)
                      for u in view.combinations)
        known: dict[int, set[int]] = {}
        for u in units:
            known.setdefault(u.owner, set()).add(u.value)
        order, end = _after_me(view)
        return cls(view, me, tuple(side_of), mine, len(view.sides),
                   tuple(idx(c) for c in view.hand), tuple(sorted(idx(c) for c in view.loose)),
                   units, weights(piles, mine, clump), Count.of(unseen_from(view)), order, end,
                   known)

    def p_has(self, seat: int, hand: int, value: int, rank: int = -1) -> float:
        """The chance that ``seat`` (holding ``hand`` cards) holds a card of ``value`` (a face
        card: of ``rank``)."""
        if value and value in self.known.get(seat, ()):
            return 1.0
        wanted = self.count.by_rank[rank] if value == 0 else self.count.by_value[value]
        return p_holds(wanted, self.count.total, hand)


def _after_me(view: CasinoView) -> tuple[list[tuple[int, int]], bool]:
    """The players who move before ``view.seat`` plays again (with their hand sizes), and
    whether this play is the round's last."""
    me, n = view.seat, view.players
    sizes = list(view.hand_sizes)
    sizes[me] -= 1
    if any(sizes):
        order = []
        for k in range(1, n):
            s = (me + k) % n
            if sizes[s]:
                order.append((s, sizes[s]))
        return order, False
    if view.stock_size:
        order = []
        s = (view.dealer + 1) % n
        while s != me:
            order.append((s, HAND_SIZE))
            s = (s + 1) % n
        return order, False
    return [], True


def _table_after(pos: Position, action: Action
                 ) -> tuple[tuple[int, ...], tuple[Unit, ...], tuple[int, ...]]:
    """The loose cards and units after ``action``, and the table cards a capture takes."""
    loose, units, me = pos.loose, pos.units, pos.me
    c = idx(action.card)
    if isinstance(action, Trail):
        return tuple(sorted((*loose, c))), units, ()
    if isinstance(action, Build):
        used = {idx(x) for x in action.cards}
        return (tuple(j for j in loose if j not in used),
                (*units, Unit(tuple(sorted((c, *used))), action.value, me, False)), ())
    if isinstance(action, Raise):
        old = tuple(sorted(idx(x) for x in action.build))
        rest = tuple(u for u in units if u.cards != old)
        return loose, (*rest, Unit(tuple(sorted((c, *old))), action.value, me, False)), ()
    groups = [tuple(sorted(idx(x) for x in g)) for g in action.taken]
    singles = {g[0] for g in groups if len(g) == 1}
    whole = {g for g in groups if len(g) > 1}
    new_loose = tuple(j for j in loose if j not in singles)
    new_units = tuple(u for u in units if u.cards not in whole)
    taken = tuple(j for g in groups for j in g)
    if isinstance(action, Capture):
        return new_loose, new_units, taken
    assert isinstance(action, Call)
    return new_loose, (*new_units, Unit(tuple(sorted((c, *taken))), action.value, me, True)), ()


def _capturing_weight(pos: Position, value: int, rank: int) -> float:
    """The mean weight of the unseen cards an opponent would capture with."""
    cards = pos.count.cards_of(value, rank)
    if not cards:
        return pos.w.card
    return sum(pos.w.of[i] for i in cards) / len(cards)


def _best_reply(pos: Position, loose: Sequence[int], units: Sequence[Unit],
                players: list[tuple[int, int]]) -> tuple[float, Danger | None]:
    """The expected best capture of ``players`` (one of them holding the card) on a table, and
    the capture that contributes most to it."""
    if not players:
        return 0.0, None
    sweeps = pos.view.rules.sweeps
    options: list[tuple[float, float, Danger]] = []
    w = pos.w.of
    for value in range(1, 11):
        t = best_take(loose, units, value, w)
        if t.cards:
            p = 1.0
            for s, h in players:
                p *= 1.0 - pos.p_has(s, h, value)
            if p < 1.0:
                g = t.gain + _capturing_weight(pos, value, -1) + (SWEEP_POINTS if sweeps and
                                                                   t.clears else 0)
                options.append((g, 1.0 - p, Danger(value, -1, 1.0 - p, t,
                                                   pos.count.by_value[value], pos.count.total)))
    for rank in FACE_RANKS:
        t = best_take(loose, units, 0, w, rank)
        if t.cards:
            p = 1.0
            for s, h in players:
                p *= 1.0 - pos.p_has(s, h, 0, rank)
            if p < 1.0:
                g = t.gain + _capturing_weight(pos, 0, rank) + (SWEEP_POINTS if sweeps and
                                                                 t.clears else 0)
                options.append((g, 1.0 - p, Danger(0, rank, 1.0 - p, t,
                                                   pos.count.by_rank[rank], pos.count.total)))
    options.sort(key=lambda o: -o[0])
    expect = 0.0
    none_yet = 1.0
    top: Danger | None = None
    top_share = 0.0
    for g, p, d in options:
        share = g * p * none_yet
        expect += share
        if share > top_share:
            top, top_share = d, share
        none_yet *= 1.0 - p
    return expect, top


def evaluate(view: CasinoView, config: Config = DEFAULT) -> list[Eval]:
    """Every legal play of ``view`` valued one ply deep, in legal order."""
    pos = Position.of(view, config.clump)
    return [evaluate_action(pos, a, config) for a in view.legal_actions]


def evaluate_action(pos: Position, action: Action, config: Config = DEFAULT) -> Eval:
    view = pos.view
    w = pos.w.of
    e = Eval(action)
    loose, units, taken = _table_after(pos, action)
    c = idx(action.card)
    if isinstance(action, Capture):
        got = (c, *taken)
        e.gain = sum(w[i] for i in got)
        e.cards = len(got)
        e.spades = sum(1 for i in got if SPADE[i])
        e.points = sum(POINTS[i] for i in got)
        e.casino = any(i in CASINOS for i in got)
        e.groups = capture_groups(action)
        e.clears = not loose and not units
        if view.rules.sweeps and e.clears and not pos.end:
            e.sweep = True
            e.gain += SWEEP_POINTS
    elif not isinstance(action, Trail):
        e.casino = any(i in CASINOS for i in units[-1].cards)  # the new build or call
    others = max(pos.nsides - 1, 1)
    if pos.end:
        e.last = True
        e.left = (*loose, *(j for u in units for j in u.cards))
        to = pos.me if isinstance(action, Capture) else view.last_capturer
        e.last_to = to
        if to is not None and e.left:
            g = sum(w[i] for i in e.left)
            e.leftover = g if pos.side_of[to] == pos.mine else -g / others
            e.gain += e.leftover
    else:
        opps = [(s, h) for s, h in pos.order if pos.side_of[s] != pos.mine]
        friends = [(s, h) for s, h in pos.order if pos.side_of[s] == pos.mine]
        loss, e.danger = _best_reply(pos, loose, units, opps)
        e.loss = loss / others
        if friends:
            friend, _ = _best_reply(pos, loose, units, friends)
            e.friend = config.partner * friend
        for u in units:
            if u.owner != pos.me:
                continue
            safe = 1.0
            for s, h in opps:
                safe *= 1.0 - pos.p_has(s, h, u.value)
            t = best_take(loose, units, u.value, w)
            held = [i for i in pos.hand if i != c and VALUE[i] == u.value]
            mine = min((w[i] for i in held), default=pos.w.card)
            plan = config.keep * safe * (t.gain + mine)
            if plan >= e.plan:
                e.plan, e.plan_value, e.safe = plan, u.value, safe
    e.value = e.gain + e.plan - e.loss + e.friend
    e.race = e.cards * pos.w.card + e.spades * pos.w.spade
    return e


class ClubBot:
    """One ply with card counting (``Config``)."""

    name = "club"

    def __init__(self, rng: random.Random | None = None, config: Config = DEFAULT) -> None:
        self.rng = rng
        self.config = config

    def choose(self, view: CasinoView) -> Action:
        action: Action = self.advise(view).chosen
        return action

    def advise(self, view: CasinoView) -> Advice:
        if not view.legal_actions:
            raise ValueError(NO_LEGAL_ACTION)
        evals = evaluate(view, self.config)
        values = [ActionValue(e.action, str(e.action), round(e.value, 3), notes=(note(e),))
                  for e in evals]
        ranked = rank_actions(values)
        best = next(e for e in evals if e.action is ranked[0].action)
        second = (next(e for e in evals if e.action is ranked[1].action)
                  if len(ranked) > 1 else None)
        said, told = spoken(reasons(view, best, second))
        return Advice(view.seat, ranked, best.action, said, method=str(T.C_METHOD),
                      idea=idea(best, races_decide=races_decide(best, second)), told=told)


def note(e: Eval) -> str:
    return T.C_NOTE.format(gain=e.gain, plan=e.plan, loss=e.loss)


def danger_text(d: Danger) -> str:
    """``an 8``, ``a king``."""
    return a_value(d.value) if d.value else T.A_FACE.format(rank=_rank_word(d.rank))


def _rank_word(rank: int) -> str:
    return (str(T.JACK), str(T.QUEEN), str(T.KING))[rank - 10]


def reasons(view: CasinoView, e: Eval, second: Eval | None) -> list[Said]:
    """Sentences from the computed parts of the chosen play's value."""
    move = shown_for(C, e.action)
    out: list[Said] = []
    if len(view.legal_actions) == 1:
        out.append(T.ONLY_MOVE.format(move=move))
    a = e.action
    if isinstance(a, Capture):
        # What the cards taken are worth: neither the sweep nor, in the round's last play, the
        # cards left on the table, which have sentences of their own.
        out.append(T.C_TAKES.format(move=move, n=e.cards, spades=e.spades, points=e.points,
                                    gain=e.gain - (SWEEP_POINTS if e.sweep else 0)
                                    - e.leftover))
        if e.sweep:
            out.append(T.C_SWEEP.format(points=SWEEP_POINTS))
    elif isinstance(a, Trail):
        out.append(T.C_TRAIL.format(move=move))
    if e.plan_value:
        out.append(T.C_PLAN.format(move=move, a_value=a_value(e.plan_value), plan=e.plan,
                                   safe=100 * e.safe,
                                   kind=T.CALL if isinstance(a, Call) else T.BUILD))
    if e.last:
        if e.last_to is None:
            out.append(T.C_LAST_NOBODY.format())
        elif e.last_to == view.seat:
            out.append(T.C_LAST_YOU.format())
        else:
            out.append(T.C_LAST_OTHER.format(seat=seat_name(e.last_to, view.players)))
    elif e.danger is None:
        out.append(T.C_LEAVES_NONE.format())
    else:
        d = e.danger
        out.append(T.C_LEAVES.format(loss=e.loss, a_value=danger_text(d), u=d.unseen,
                                     unseen=d.total, p=100 * d.p,
                                     cards=format_cards(CARDS[i] for i in sorted(d.take.cards))))
    if second is not None:
        out.append(T.C_COMPARE.format(value=e.value, second=shown_for(C, second.action),
                                      second_value=second.value))
    return out


def idea(e: Eval, *, races_decide: bool = False, casino_safer: bool = False) -> str:
    """The idea behind the chosen play (``tutor/games/casino/ideas.py``), where the computation
    shows it: ``big-casino`` for a play that takes or combines the big or the little casino, or
    that leaves it safer than the next best play (``casino_safer``); ``sweep`` for a capture that
    clears the table or takes two groups or more; ``count-spades`` for a capture that the cards
    and spades it takes put ahead (``races_decide``); else the kind of play."""
    a = e.action
    if e.casino or casino_safer:
        return "big-casino"
    if isinstance(a, Capture):
        if e.clears or e.groups >= 2:
            return "sweep"
        if races_decide:
            return "count-spades"
        return "capture"
    if isinstance(a, Build):
        return "build"
    if isinstance(a, Raise):
        return "raise"
    if isinstance(a, Call):
        return "call"
    return "trail"


def races_decide(best: Eval, second: Eval | None) -> bool:
    """Whether the races part of what the best play takes puts it ahead of the next best."""
    return (second is not None and best.value > second.value
            and best.value - best.race <= second.value - second.race)


def factory(rng: random.Random, quick: bool = False) -> ClubBot:
    return ClubBot(rng)
