"""The strong Gin Rummy bot: reads the opponent, plays its best candidates out, times its knock.

Every value is an estimate of the points this hand brings the player to move (their score minus
the opponent's):

* The opponent's hand is sampled: cards seen taken and kept are certain; every other unseen card
  carries a weight from what the opponent threw away, left on the pile or took (``infer``).
  Samples are drawn a few cards deeper than a deal and keep the best, so they look like a hand
  that has been played, and hands that could have knocked last turn are mostly left out.
* Each discard first gets a quick estimate: our deadwood now and expected after our next draw
  (over the cards that can still come from the stock); the opponent's next turn over the
  samples (does our card, or their stock card, let them knock within the limit our discard sets,
  doubled when our discard is a spade); the chance our card melds with their hand; and the
  chance our next stock card lets us go out, under the knock limits the sampled opponent's next
  discard would set.
* When going out is allowed, the best discard is also played out to the end of the hand over
  the sampled hands and stock orders, both players following the simple policy from there on, so
  that playing on is valued in the same points as going out. (Playing out every candidate
  discard, and the draws, are options: measured, they were no better than the quick estimate.)
* A knock, gin or big gin is scored exactly against every sampled hand, layoffs included, so the
  undercut risk and the doubling by a spade on the pile are in its value; playing on (holding gin
  for a spade, say) is worth what the play-outs say.
* As the defender, the layoff that leaves the least deadwood is scored exactly.
"""

from __future__ import annotations

import bisect
import math
import random
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from ...games.gin.engine import (
    BIG_GIN,
    PILE,
    STOCK,
    BigGin,
    Discard,
    Gin,
    GinView,
    Knock,
    LayOff,
    Phase,
)
from ...games.gin.melds import (
    CARDS,
    best_arrangement,
    best_layoff,
    cards_mask,
    min_deadwood,
    min_deadwood_after_discard,
)
from ...games.gin.rules import BIG_GIN_BONUS, GIN_BONUS, UNDERCUT_BONUS
from ..base import NO_LEGAL_ACTION, ActionValue, Advice, Said, rank_actions, spoken
from . import text as T
from .infer import Beliefs, sample_hands
from .match import Scoring, worth
from .rollout import ME, OPP, play_out, simple_discard
from .table import (
    Table,
    action_text,
    card,
    idx,
    is_spade,
    layoffs_that_place,
    neighbours,
    touching,
)


@dataclass(frozen=True)
class Config:
    """The strong bot's settings; ``QUICK`` trades accuracy for speed."""

    #: Sampled opponent hands for the quick estimates and for scoring a knock or gin.
    samples: int = 40
    #: Deals each candidate discard is played out on (each draw gets twice as many).
    rollouts: int = 32
    #: Discards played out; the rest keep their quick estimate, ranked below.
    candidates: int = 4
    #: Stock cards tried for each sampled opponent hand on its next turn.
    opp_draws: int = 8
    #: Quick estimate: points lost per point of deadwood expected after our next draw.
    kappa: float = 3.0
    #: Quick estimate: points lost per unit of chance that our discard melds for the opponent.
    feed: float = 5.0
    #: Quick estimate of a discard: look two draws ahead, not one.
    two_draws: bool = False
    #: Quick estimate: weight of the opponent's next turn (1: as estimated).
    respond: float = 1.0
    #: Quick estimate: worth of the chance to go out on our next turn, under the limits the
    #: sampled opponent's next discard would set.
    go: float = 60.0
    #: The quick score in points (fitted to hands played out from the bot's own discards):
    #: ``base + scale * score + per_opp * the opponent's estimated deadwood``.
    base: float = -0.35
    scale: float = 0.217
    per_opp: float = 0.546
    #: In a match to a target, weigh going out against playing on by what each adds to the
    #: match's expected final score (bonuses included), not by the hand's points alone.
    match_aware: bool = True
    #: Play the draws out (otherwise: the quick estimate over every stock card).
    roll_draws: bool = False
    #: Play the best discards out always (otherwise: only when going out is possible).
    roll_discards: bool = False


QUICK = Config(samples=10, rollouts=6, candidates=2, opp_draws=4)


@dataclass
class _Eval:
    """One action's value, its uncertainty, and the facts behind it."""

    action: Any
    value: float
    facts: dict[str, Any] = field(default_factory=dict)
    stderr: float | None = None
    samples: int = 0


def _mult(top: int) -> int:
    return 2 if is_spade(top) else 1


def _outcome(k: int, dd: int, mult: int) -> float:
    """Our points when the opponent goes out with ``k`` deadwood and we keep ``dd``."""
    if k == 0:
        return -(GIN_BONUS + dd) * mult
    if dd > k:
        return -(dd - k) * mult
    return (UNDERCUT_BONUS + k - dd) * mult


def _mean_se(xs: Sequence[float]) -> tuple[float, float]:
    n = len(xs)
    mean = sum(xs) / n
    if n < 2:
        return mean, math.inf
    var = sum((x - mean) ** 2 for x in xs) / (n - 1)
    return mean, math.sqrt(var / n)


class _Ctx:
    """Everything one decision shares: the table, the beliefs, the samples, deals and caches."""

    def __init__(self, view: GinView, rng: random.Random, cfg: Config) -> None:
        self.view = view
        self.cfg = cfg
        self.t = t = Table.from_view(view)
        self.b = b = Beliefs.from_table(t)
        self.no_layoff_on_gin = view.rules.no_layoff_on_gin
        self.samples = sample_hands(t, b, rng, cfg.samples, min(t.opp_draws, 3), cfg.opp_draws)
        # Where our next stock card can come from, with the chance it is still in the stock.
        self.stock_w = [(i, 1.0 - b.prob[i]) for i in b.unseen if b.prob[i] < 1.0]
        self.opp_dw = [min_deadwood(h) for h, _ in self.samples]
        self.opp_mean = sum(self.opp_dw) / len(self.opp_dw) if self.opp_dw else 0.0
        # Each sample's deadwood after each of its trial stock draws, sorted.
        self.opp_next = [sorted(min_deadwood_after_discard(h | 1 << u) for u in draws)
                         for h, draws in self.samples]
        # The deals to play out on: a sampled hand and a stock order for the rest.
        self.deals: list[tuple[int, list[int]]] = []
        for k in range(cfg.rollouts * 2):
            opp = self.samples[k % len(self.samples)][0]
            rest = [i for i in b.unseen if not opp >> i & 1]
            rng.shuffle(rest)
            self.deals.append((opp, rest))
        # The knock limits the opponent's next discard would give us, one per sample and
        # trial draw, sorted: under their simple policy they keep the least deadwood.
        lims: list[int] = []
        if cfg.go:
            for h, draws in self.samples:
                for u in draws[:4]:
                    lim = t.limit_value(simple_discard(h | 1 << u, -1)[0])
                    lims.append(lim or 0)
        lims.sort()
        self.next_limits = lims
        self._go: dict[int, float] = {}
        self._own: dict[int, tuple[float, int, int]] = {}
        self._memo: dict[int, int] = {}
        self._take: dict[int, list[int]] = {}

    # -- our own hand --------------------------------------------------------------------------

    def own(self, hand: int) -> tuple[float, int, int]:
        """(expected deadwood after our next draw, deadwood now, unseen cards that lower it)."""
        got = self._own.get(hand)
        if got is not None:
            return got
        d0 = min_deadwood(hand)
        acc = tot = 0.0
        outs = 0
        memo = self._memo
        for u, w in self.stock_w:
            m = hand | 1 << u
            d1 = memo.get(m)
            if d1 is None:
                d1 = memo[m] = min_deadwood_after_discard(m)
            acc += w * d1
            tot += w
            if d1 < d0:
                outs += 1
        got = (acc / tot if tot else float(d0), d0, outs)
        self._own[hand] = got
        return got

    def go_next(self, hand: int) -> float:
        """The chance our next stock card lets us go out, under the limits in ``next_limits``."""
        got = self._go.get(hand)
        if got is not None:
            return got
        self.own(hand)
        lims = self.next_limits
        n = len(lims)
        acc = tot = 0.0
        for u, w in self.stock_w:
            d1 = self._memo[hand | 1 << u]
            tot += w
            if d1 == 0:
                acc += w
            elif n:
                acc += w * (n - bisect.bisect_left(lims, d1)) / n
        got = self._go[hand] = acc / tot if tot else 0.0
        return got

    def own2(self, hand: int) -> float:
        """Expected deadwood after our next two draws, keeping the least deadwood each time."""
        e1, d0, _ = self.own(hand)
        acc = tot = 0.0
        for u, w in self.stock_w:
            m = hand | 1 << u
            tot += w
            if self._memo[m] >= d0:
                # The card does not help: we throw it back and face the same hand again.
                acc += w * e1
                continue
            best, best_dw = 0, 10**6
            x = m
            while x:
                low = x & -x
                x ^= low
                dw = min_deadwood(m ^ low)
                if dw < best_dw:
                    best, best_dw = low, dw
            acc += w * self.own(m ^ best)[0]
        return acc / tot if tot else e1

    # -- the opponent's turn after our discard -------------------------------------------------

    def response(self, c: int, hand: int, cover: int) -> tuple[float, float]:
        """Our expected points from the opponent's next turn after we discard ``c`` onto
        ``cover`` and keep ``hand``, and their chance to go out then."""
        t = self.t
        dd = min_deadwood(hand)
        lim_s, mult_s = t.limit_value(c), _mult(c)
        lim_t, mult_t = t.limit_value(cover), _mult(cover)
        total = out = 0.0
        for d_now, nxt, dt in zip(self.opp_dw, self.opp_next, self._taking(c), strict=True):
            if dt < d_now:
                # Our card helps them: they take it, and the card under it sets their limit.
                if dt == 0 or (lim_t is not None and dt <= lim_t):
                    out += 1
                    total += _outcome(dt, dd, mult_t)
                continue
            if not nxt:
                continue
            n = len(nxt)
            for k in nxt:
                if k > 0 and (lim_s is None or k > lim_s):
                    break
                out += 1 / n
                total += _outcome(k, dd, mult_s) / n
        m = len(self.samples) or 1
        return total / m, out / m

    def _taking(self, c: int) -> list[int]:
        """Each sample's deadwood if it takes ``c`` (a huge number when it holds ``c``)."""
        got = self._take.get(c)
        if got is None:
            got = [10**6 if h >> c & 1 else min_deadwood_after_discard(h | 1 << c)
                   for h, _ in self.samples]
            self._take[c] = got
        return got

    # -- going out and playing on --------------------------------------------------------------

    def go_out(self, hand: int, kind: str, top: int, melds: tuple[int, ...] | None = None
               ) -> tuple[list[float], float, float]:
        """Exact points of going out with ``hand`` against each sample, the undercut share,
        and the opponent's mean deadwood after layoffs; ``melds`` as laid down (``None``: the
        engine's arrangement)."""
        if melds is None:
            melds = best_arrangement(hand).melds
        mine = min_deadwood(hand)
        mult = _mult(top)
        points: list[float] = []
        under = dds = 0.0
        for h, _ in self.samples:
            if kind != "knock" and self.no_layoff_on_gin:
                dd = min_deadwood(h)
            else:
                dd = best_layoff(melds, h)[1]
            dds += dd
            if kind == "gin":
                points.append((GIN_BONUS + dd) * mult)
            elif kind == "big-gin":
                points.append((BIG_GIN_BONUS + dd) * mult)
            elif mine < dd:
                points.append((dd - mine) * mult)
            else:
                under += 1
                points.append(-(UNDERCUT_BONUS + mine - dd) * mult)
        m = len(self.samples) or 1
        return points, under / m, dds / m

    def play(self, mine: int, pile: Sequence[int], to_move: int, first: str = "",
             n: int = 0) -> list[float]:
        """Our points from playing the hand out on each of the first ``n`` deals."""
        return [float(play_out(self.t, (mine, opp), list(pile), list(stock), to_move,
                               self.no_layoff_on_gin, first))
                for opp, stock in self.deals[:n or self.cfg.rollouts]]


class StrongBot:
    """Deterministic given its rng: every sample and deal it draws comes from it."""

    name = "strong"

    def __init__(self, rng: random.Random, config: Config | None = None) -> None:
        self.rng = rng
        self.cfg = config or Config()

    def choose(self, view: GinView) -> Any:
        return self.advise(view).chosen

    def advise(self, view: GinView) -> Advice:
        if not view.legal_actions:
            raise ValueError(NO_LEGAL_ACTION)
        ctx: _Ctx | None = None
        if view.phase is Phase.LAYOFF:
            evals = self._layoff(view)
        else:
            ctx = _Ctx(view, self.rng, self.cfg)
            evals = self._draw(ctx) if view.phase is Phase.DRAW else self._discard(ctx)
        values = [ActionValue(e.action, action_text(e.action), round(e.value, 2),
                              None if e.stderr is None else round(e.stderr, 2), e.samples,
                              _notes(e)) for e in evals]
        ranked = rank_actions(values)
        best = ranked[0].action
        chosen = next(e for e in evals if e.action == best)
        extra: dict[str, Any] = {}
        if ctx is not None:
            extra = {"samples": len(ctx.samples), "rollouts": self.cfg.rollouts,
                     "opponent_deadwood": round(ctx.opp_mean, 1)}
        reasons, told = spoken(_reasons(ctx, chosen, evals))
        return Advice(view.seat, ranked, best, reasons, method=str(T.METHOD), extra=extra,
                      idea=_idea(chosen, evals), told=told)

    # -- the draw ------------------------------------------------------------------------------

    def _draw(self, ctx: _Ctx) -> list[_Eval]:
        if not self.cfg.roll_draws:
            return self._draw_quick(ctx)
        t = ctx.t
        n = 2 * self.cfg.rollouts
        mean, se = _mean_se(ctx.play(t.hand, t.pile, ME, "stock", n))
        out = [_Eval(STOCK, mean, {"kind": "stock", "expect": ctx.own(t.hand)[0]}, se, n)]
        if t.pile:
            up = t.top
            hand = t.hand | 1 << up
            lim = t.limit_value(t.under)
            then = max(self._quick(ctx, hand, up, lim, t.pile[:-1], t.stock),
                       key=lambda e: e.value)
            mean, se = _mean_se(ctx.play(t.hand, t.pile, ME, "pile", n))
            out.append(_Eval(PILE, mean, {"kind": "pile", "card": up, "then": then,
                                          "stock": out[0].value}, se, n))
        return out

    def _draw_quick(self, ctx: _Ctx) -> list[_Eval]:
        """Both draws by the quick estimate: the best action after taking the pile card,
        against the average over the stock cards of the best of their likeliest discards."""
        t = ctx.t
        big = ctx.view.rules.big_gin
        lim = t.limit_value(t.top)
        acc = tot = 0.0
        for u, w in ctx.stock_w:
            hand = t.hand | 1 << u
            acts = _moves(hand, -1, lim, big)
            plays = sorted((a for a in acts if isinstance(a, Discard)),
                           key=lambda a: min_deadwood(hand ^ 1 << idx(a.card)))
            acts = plays[:2] + [a for a in acts if not isinstance(a, Discard)]
            acc += w * max(e.value for e in self._quick(ctx, hand, -1, lim, t.pile, t.stock - 1,
                                                        acts))
            tot += w
        out = [_Eval(STOCK, acc / tot if tot else 0.0,
                     {"kind": "stock", "expect": ctx.own(t.hand)[0]})]
        if t.pile:
            up = t.top
            hand = t.hand | 1 << up
            then = max(self._quick(ctx, hand, up, t.limit_value(t.under), t.pile[:-1], t.stock),
                       key=lambda e: e.value)
            out.append(_Eval(PILE, then.value, {"kind": "pile", "card": up, "then": then,
                                                "stock": out[0].value}))
        return out

    # -- discard, knock or gin -----------------------------------------------------------------

    def _quick(self, ctx: _Ctx, hand: int, took: int, limit: int | None,
               pile: Sequence[int], stock: int,
               actions: Sequence[Any] | None = None, deep: bool = False) -> list[_Eval]:
        """Quick values of the discard-phase actions of an 11-card ``hand`` over ``pile`` (as it
        lies after the draw); going out is scored exactly."""
        if actions is None:
            actions = _moves(hand, took, limit, ctx.view.rules.big_gin)
        top = pile[-1] if pile else -1
        before = min_deadwood(hand)
        evals: list[_Eval] = []
        for a in actions:
            if isinstance(a, Discard):
                c = idx(a.card)
                rest = hand ^ 1 << c
                e1, d0, outs = ctx.own(rest)
                resp, p_out = ctx.response(c, rest, top)
                p_meld = ctx.b.meld_chance(c, neighbours(c))
                cfg = ctx.cfg
                ahead = e1
                if cfg.two_draws and deep:
                    ahead = (e1 + ctx.own2(rest)) / 2
                p_go = ctx.go_next(rest) if cfg.go else None
                score = cfg.respond * resp - cfg.kappa * ahead - cfg.feed * p_meld
                if p_go is not None:
                    score += cfg.go * p_go
                value = cfg.base + cfg.scale * score + cfg.per_opp * ctx.opp_mean
                evals.append(_Eval(a, value, {
                    "kind": "discard", "card": c, "before": before, "after": d0, "expect": e1,
                    "outs": outs, "p_out": p_out, "p_meld": p_meld, "p_go": p_go,
                    "opp_limit": ctx.t.limit_value(c), "spade": is_spade(c)}))
            elif isinstance(a, Knock | Gin | BigGin):
                kind = ("knock" if isinstance(a, Knock) else "gin" if isinstance(a, Gin)
                        else "big-gin")
                c = -1 if isinstance(a, BigGin) else idx(a.card)
                rest = hand if c < 0 else hand ^ 1 << c
                melds = (None if a.melds is None
                         else tuple(cards_mask(m) for m in a.melds))
                points, under, dd = ctx.go_out(rest, kind, top, melds)
                mean, se = _mean_se(points)
                evals.append(_Eval(a, mean, {"kind": kind, "card": c,
                                             "after": min_deadwood(rest), "undercut": under,
                                             "opp": dd, "top": top, "limit": limit,
                                             "outcomes": points}, se, len(points)))
        return evals

    def _discard(self, ctx: _Ctx) -> list[_Eval]:
        """Every legal action of the opening or discard phase, the best discards played out."""
        t = ctx.t
        evals = self._quick(ctx, t.hand, t.took, t.limit, t.pile, t.stock,
                            ctx.view.legal_actions, deep=True)
        plays = sorted((e for e in evals if e.facts["kind"] == "discard"),
                       key=lambda e: -e.value)
        if len(evals) == 1:
            return evals
        going_out = len(plays) < len(evals)
        rolled = plays[:self.cfg.candidates if self.cfg.roll_discards else int(going_out)]
        for e in rolled:
            c = e.facts["card"]
            e.facts["quick"] = e.value
            e.facts["outcomes"] = ctx.play(t.hand ^ 1 << c, (*t.pile, c), OPP)
            e.value, e.stderr = _mean_se(e.facts["outcomes"])
            e.samples = self.cfg.rollouts
        rules = ctx.view.rules
        if going_out and not rules.hands and self.cfg.match_aware:
            # In a match to a target, a spread of outcomes counts by what it adds to the
            # match's expected final score, its bonuses included (``match``).
            view = ctx.view
            ours, theirs = view.match[t.seat], view.match[1 - t.seat]
            won = (view.won[t.seat], view.won[1 - t.seat])
            scoring = Scoring.of(rules)
            for e in evals:
                if "outcomes" in e.facts:
                    e.facts["points"] = e.value
                    e.value, e.facts["match_win"] = worth(ours, theirs, e.facts["outcomes"],
                                                          scoring, won)
        if rolled:
            # The rest keep their quick estimate, moved onto the played-out scale and kept
            # below every discard that was played out.
            shift = sum(e.value - e.facts["quick"] for e in rolled) / len(rolled)
            floor = min(e.value for e in rolled)
            for e in plays[len(rolled):]:
                e.facts["quick"] = e.value
                e.value = min(e.value + shift, floor - 0.01)
        return evals

    # -- the defender's layoff -----------------------------------------------------------------

    def _layoff(self, view: GinView) -> list[_Eval]:
        out = view.out
        assert out is not None
        hand = cards_mask(view.hand)
        top = idx(view.pile[-1]) if view.pile else -1
        mult = _mult(top)
        kd = out.arrangement.value
        before = min_deadwood(hand)
        evals = []
        good = layoffs_that_place(view)
        for a in view.legal_actions:
            if a not in good:
                # Valued below everything: the engine could not place it.
                evals.append(_Eval(a, -1000.0, {"kind": "layoff", "unplaceable": True}))
                continue
            assert isinstance(a, LayOff)
            dd = min_deadwood(hand & ~cards_mask(a.cards))
            if out.kind == "knock":
                v = (UNDERCUT_BONUS + kd - dd) if dd <= kd else -(dd - kd)
            else:
                v = -((BIG_GIN_BONUS if out.kind == "big-gin" else GIN_BONUS) + dd)
            evals.append(_Eval(a, float(v * mult), {"kind": "layoff", "before": before,
                                                     "after": dd, "knocker": kd,
                                                     "out": out.kind, "top": top}))
        return evals


def _moves(hand: int, took: int, limit: int | None, big_gin: bool) -> list[Any]:
    """The legal discard-phase actions of an 11-card hand, as the engine would list them."""
    acts: list[Any] = []
    outs: list[Any] = []
    can_out = min_deadwood_after_discard(hand) <= (limit or 0)
    for i in range(52):
        if hand >> i & 1 and i != took:
            acts.append(Discard(CARDS[i]))
            if can_out:
                dw = min_deadwood(hand ^ 1 << i)
                if dw == 0:
                    outs.append(Gin(CARDS[i]))
                elif limit is not None and dw <= limit:
                    outs.append(Knock(CARDS[i]))
    if big_gin and min_deadwood(hand) == 0:
        outs.append(BIG_GIN)
    return acts + outs


# -- explanations ------------------------------------------------------------------------------


def _notes(e: _Eval) -> tuple[str, ...]:
    f = e.facts
    kind = f.get("kind")
    played = (T.N_PLAYED.format(n=e.samples, se=e.stderr),) if e.samples and e.stderr else ()
    if kind == "discard":
        return (T.N_DISCARD.format(after=f["after"], expect=f["expect"], p_out=100 * f["p_out"],
                                   p_meld=100 * f["p_meld"]), *played)
    if kind in ("knock", "gin", "big-gin"):
        if kind == "knock":
            note = T.N_KNOCK.format(after=f["after"], opp=f["opp"], under=100 * f["undercut"])
        else:
            note = T.N_GIN.format(bonus=BIG_GIN_BONUS if kind == "big-gin" else GIN_BONUS,
                                  opp=f["opp"])
        return (note, str(T.N_DOUBLED)) if is_spade(f["top"]) else (note,)
    if kind == "stock":
        return (T.N_STOCK.format(expect=f["expect"]), *played)
    if kind == "pile":
        return (T.N_PILE.format(card=card(f["card"]), then=action_text(f["then"].action)),
                *played)
    if kind == "layoff":
        if f.get("unplaceable"):
            return (str(T.N_UNPLACEABLE),)
        return (T.N_LAYOFF.format(after=f["after"]),)
    return ()


def _cards(idxs: Sequence[int]) -> str:
    return " ".join(card(i) for i in sorted(set(idxs)))


def _idea(chosen: _Eval, evals: list[_Eval]) -> str:
    """The named idea (``tutor.games.gin.ideas``) the computation shows behind the choice: going
    out, laying off, or a discard kept safe at the cost of deadwood; else none."""
    kind = chosen.facts["kind"]
    if kind == "knock":
        return "knock"
    if kind in ("gin", "big-gin", "layoff"):
        return "gin"
    if kind == "discard":
        least = min(e.facts["after"] for e in evals if e.facts["kind"] == "discard")
        # Another discard would leave less deadwood: the play-outs chose safety over it.
        return "safe-discard" if chosen.facts["after"] > least else "melds"
    return ""


def _reasons(ctx: _Ctx | None, chosen: _Eval, evals: list[_Eval]) -> list[Said]:
    f = chosen.facts
    kind = f["kind"]
    if kind == "layoff":
        return _layoff_reasons(chosen)
    assert ctx is not None
    if kind == "stock":
        pile = next((e for e in evals if e.facts["kind"] == "pile"), None)
        if pile is None:
            return [T.STOCK_EMPTY.format()]
        tf = pile.facts["then"].facts
        return [T.R_STOCK.format(card=card(pile.facts["card"]), pile=pile.value,
                                 stock=chosen.value, n=chosen.samples, after=tf["after"],
                                 expect=f["expect"])]
    if kind == "pile":
        then: _Eval = f["then"]
        tf = then.facts
        take = {"knock": T.R_TAKE_KNOCK, "gin": T.R_TAKE_GIN,
                "big-gin": T.R_TAKE_BIG_GIN}.get(tf["kind"], T.R_TAKE_DISCARD)
        discard = card(tf["card"]) if tf["kind"] != "big-gin" else ""
        out = [take.format(card=card(f["card"]), discard=discard, after=tf.get("after"),
                           pile=chosen.value, stock=f["stock"])]
        if tf["kind"] == "discard":
            out += _safety(ctx, then)
        return out
    out = (_out_reasons(chosen, evals) if kind in ("knock", "gin", "big-gin")
           else _discard_reasons(ctx, chosen, evals))
    if "match_win" in f:
        view = ctx.view
        r = view.rules
        text = T.R_MATCH if r.game_bonus or r.line_bonus or r.shutout else T.R_MATCH_PLAIN
        out.append(text.format(ours=view.match[view.seat], theirs=view.match[1 - view.seat],
                               target=r.target, pct=100 * f["match_win"], eq=chosen.value))
    return out


def _out_reasons(chosen: _Eval, evals: list[_Eval]) -> list[Said]:
    f = chosen.facts
    kind = f["kind"]
    if kind == "knock":
        out = [T.R_KNOCK.format(after=f["after"], opp=f["opp"], under=100 * f["undercut"]),
               T.R_KNOCK_VALUE.format(ev=chosen.value) if "points" not in f else
               T.R_KNOCK_VALUE_MATCH.format(points=f["points"], ev=chosen.value)]
    else:
        bonus = BIG_GIN_BONUS if kind == "big-gin" else GIN_BONUS
        out = [T.R_BIG_GIN.format(bonus=bonus, opp=f["opp"]) if kind == "big-gin"
               else T.R_GIN.format(card=card(f["card"]), bonus=bonus, opp=f["opp"])]
    if is_spade(f["top"]):
        out.append(T.R_DOUBLED.format(card=card(f["top"])))
    a = chosen.action
    if getattr(a, "melds", None) is not None:
        plain = next((e for e in evals if e.facts["kind"] == kind
                      and e.facts["card"] == f["card"] and e.action.melds is None), None)
        if plain is not None:
            out.append(T.R_MELDS_CHOSEN.format(
                melds=" · ".join(" ".join(map(str, m)) for m in a.melds), opp=f["opp"],
                other=plain.facts["opp"]))
    plays = [e for e in evals if e.facts["kind"] == "discard" and e.samples]
    if plays:
        best = max(plays, key=lambda e: e.value)
        out.append(T.R_PLAY_ON_WORSE.format(card=card(best.facts["card"]), value=best.value,
                                            n=best.samples))
    return out


def _discard_reasons(ctx: _Ctx, chosen: _Eval, evals: list[_Eval]) -> list[Said]:
    f = chosen.facts
    out: list[Said] = []
    gins = [e for e in evals if e.facts["kind"] in ("gin", "big-gin")]
    knocks = [e for e in evals if e.facts["kind"] == "knock"]
    if gins and f["after"] == 0:
        best = max(gins, key=lambda e: e.value)
        spades = sum(1 for i in ctx.b.unseen if is_spade(i))
        out.append(T.R_WAIT_GIN.format(spades=spades, unseen=len(ctx.b.unseen),
                                       now=best.value, wait=chosen.value))
    c = f["card"]
    out.append(T.R_DISCARD_LOWER.format(card=card(c), before=f["before"], after=f["after"])
               if f["after"] < f["before"] else T.R_DISCARD_KEEP.format(card=card(c),
                                                                      after=f["after"]))
    if f["after"] > 0:
        out.append(T.R_EXPECT.format(expect=f["expect"], outs=f["outs"],
                                     unseen=len(ctx.b.unseen)))
        if f["p_go"]:
            out.append(T.R_GO_NEXT.format(pct=100 * f["p_go"]))
    out += _safety(ctx, chosen)
    if knocks and not (gins and f["after"] == 0):
        best = max(knocks, key=lambda e: e.value)
        bf = best.facts
        out.append(T.R_NO_KNOCK.format(card=card(bf["card"]), after=bf["after"],
                                       under=100 * bf["undercut"], ev=best.value,
                                       cont=chosen.value))
        if not is_spade(bf["top"]):
            out.append(T.R_NO_KNOCK_NO_SPADE.format())
    others = [e for e in evals if e is not chosen and e.facts["kind"] == "discard"]
    if chosen.samples:
        out.append(T.R_PLAYED.format(card=card(c), n=chosen.samples, value=chosen.value,
                                     se=chosen.stderr or 0.0))
    if others:
        alt = max(others, key=lambda e: e.value)
        out.append(T.R_NEXT_BEST.format(alt=action_text(alt.action), value=alt.value))
    return out


def _safety(ctx: _Ctx, chosen: _Eval) -> list[Said]:
    """How safe a discard is: what the opponent took near it, and the limit it sets."""
    t = ctx.t
    f = chosen.facts
    c = f["card"]
    near = set(touching(c))
    taken = [k for k in near if t.known >> k & 1]
    threw = [d for d in t.opp_discards if d in near]
    gone = (t.hand ^ 1 << c) | sum(1 << i for i in t.pile)
    dead = all(gone >> a & 1 or gone >> b & 1 for a, b in neighbours(c))
    pct = 100 * f["p_meld"]
    if dead and not taken:
        safety = T.R_SAFE_DEAD.format(card=card(c))
    elif taken:
        safety = (T.R_SAFE_TAKEN_THREW if threw else T.R_SAFE_TAKEN).format(
            cards=_cards(taken), thrown=_cards(threw), pct=pct)
    else:
        safety = (T.R_SAFE_NONE_THREW if threw else T.R_SAFE_NONE).format(thrown=_cards(threw),
                                                                          pct=pct)
    out = [safety]
    if f["opp_limit"] is None:
        out.append(T.R_LIMIT_GIN_ONLY.format(pct=100 * f["p_out"]))
    else:
        out.append(T.R_LIMIT.format(limit=f["opp_limit"], pct=100 * f["p_out"]))
    if f["spade"] and f["p_out"] > 0:
        out.append(T.R_SPADE_RISK.format())
    return out


def _layoff_reasons(chosen: _Eval) -> list[Said]:
    f = chosen.facts
    a = chosen.action
    if a.cards:
        out = [T.LAYOFF.format(cards=" ".join(map(str, a.cards)), before=f["before"],
                                 after=f["after"])]
    else:
        out = [T.R_LAYOFF_NONE.format(after=f["after"])]
    points = round(chosen.value)
    if f["out"] == "knock" and f["after"] <= f["knocker"]:
        out.append(T.R_LAYOFF_RESULT_WIN.format(after=f["after"], knocker=f["knocker"],
                                                points=points))
    else:
        out.append(T.R_LAYOFF_RESULT_LOSE.format(points=points))
    if is_spade(f["top"]):
        out.append(T.R_DOUBLED.format(card=card(f["top"])))
    return out


def factory(rng: random.Random, quick: bool = False) -> StrongBot:
    return StrongBot(rng, QUICK if quick else None)
