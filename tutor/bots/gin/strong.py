"""The strong Gin Rummy bot: reads the opponent, weighs every discard, times its knock.

Every value is an estimate of the points this hand will bring the player to move (their score
minus the opponent's), built from these parts:

* the opponent's hand: cards seen taken and kept are certain; every other unseen card carries a
  weight from what the opponent threw away, left on the pile or took (``infer``), and sampled
  hands (drawn a few cards deeper than a deal, so they look like a hand that has been played)
  estimate the opponent's deadwood;
* the opponent's next turn, exactly over those samples: will the card we discard (or the next
  stock card) let them knock or go gin, within the limit our discard sets, doubled when our
  discard is a spade; and how much they gain when our card melds with what they hold;
* our own hand: the deadwood we keep and the deadwood expected after our next draw, over the
  cards that can still come from the stock; turned into points by how far it is below the
  opponent's estimated deadwood;
* going out: a knock or gin is scored exactly against every sampled hand (layoffs included), so
  the undercut risk and the doubling by a spade on the pile are in its value; holding gin one
  more turn is weighed against ginning now, for the chance of a spade on the pile.
"""

from __future__ import annotations

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
from ...games.gin.rules import BIG_GIN_BONUS, DEAD_STOCK, GIN_BONUS, UNDERCUT_BONUS
from ..base import ActionValue, Advice, rank_actions
from . import text as T
from .infer import Beliefs, sample_hands
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
    """The strong bot's settings; ``quick`` trades accuracy for speed."""

    samples: int = 40
    #: Points per unit of "my expected deadwood below the opponent's" for playing on.
    kappa: float = 1.0
    #: Points lost per unit of chance that our discard melds with the opponent's cards.
    feed: float = 5.0
    #: Stock cards tried per candidate in the draw decision (the rest of the deadwood order).
    draw_candidates: int = 2
    #: Stock cards tried for each sampled opponent hand on its next turn.
    opp_draws: int = 8
    #: Weight of the opponent's next turn (1: as estimated).
    respond: float = 1.0


QUICK = Config(samples=12, draw_candidates=2, opp_draws=4)


@dataclass
class _Eval:
    """One action's value and the facts behind it."""

    action: Any
    value: float
    facts: dict[str, Any] = field(default_factory=dict)


def _mult(top: int) -> int:
    return 2 if is_spade(top) else 1


class _Ctx:
    """Everything one decision shares: the table, the beliefs, the samples and caches."""

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
        # Each sample's deadwood after each of its stock draws, sorted.
        self.opp_next = [sorted(min_deadwood_after_discard(h | 1 << u) for u in draws)
                         for h, draws in self.samples]
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

    def next_turn(self, stock_after: int) -> bool:
        """Whether we draw again: the opponent's discard must not leave the stock dead."""
        return stock_after - 1 > DEAD_STOCK

    # -- the opponent's turn after our discard -------------------------------------------------

    def response(self, c: int, hand: int, cover: int) -> tuple[float, float, float]:
        """Our expected points from the opponent's next turn, their chance to go out, and the
        chance our discard ``c`` melds with their hand; ``cover`` is the card ``c`` lands on."""
        t = self.t
        dd = min_deadwood(hand)
        lim_s, mult_s = t.limit_value(c), _mult(c)
        lim_t, mult_t = t.limit_value(cover), _mult(cover)
        total = out = takes = 0.0
        for d_now, nxt, dt in zip(self.opp_dw, self.opp_next, self._taking(c), strict=True):
            if dt < d_now:
                takes += 1
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
        return total / m, out / m, takes / m

    def _taking(self, c: int) -> list[int]:
        """Each sample's deadwood if it takes ``c`` (a huge number when it holds ``c``)."""
        got = self._take.get(c)
        if got is None:
            got = [10**6 if h >> c & 1 else min_deadwood_after_discard(h | 1 << c)
                   for h, _ in self.samples]
            self._take[c] = got
        return got

    # -- going out -----------------------------------------------------------------------------

    def go_out(self, hand: int, kind: str, top: int) -> tuple[float, float, float]:
        """Exact points of going out with ``hand`` over the samples: (mean, undercut share,
        the opponent's mean deadwood after layoffs)."""
        melds = best_arrangement(hand).melds
        mine = min_deadwood(hand)
        mult = _mult(top)
        total = under = dds = 0.0
        for h, _ in self.samples:
            if kind != "knock" and self.no_layoff_on_gin:
                dd = min_deadwood(h)
            else:
                dd = best_layoff(melds, h)[1]
            dds += dd
            if kind == "gin":
                total += (GIN_BONUS + dd) * mult
            elif kind == "big-gin":
                total += (BIG_GIN_BONUS + dd) * mult
            elif mine < dd:
                total += (dd - mine) * mult
            else:
                under += 1
                total -= (UNDERCUT_BONUS + mine - dd) * mult
        m = len(self.samples) or 1
        return total / m, under / m, dds / m


def _outcome(k: int, dd: int, mult: int) -> float:
    """Our points when the opponent goes out with ``k`` deadwood and we keep ``dd``."""
    if k == 0:
        return -(GIN_BONUS + dd) * mult
    if dd > k:
        return -(dd - k) * mult
    return (UNDERCUT_BONUS + k - dd) * mult


class StrongBot:
    """Deterministic given its rng: every sample it draws comes from it."""

    name = "strong"

    def __init__(self, rng: random.Random, config: Config | None = None) -> None:
        self.rng = rng
        self.cfg = config or Config()

    def choose(self, view: GinView) -> Any:
        return self.advise(view).chosen

    def advise(self, view: GinView) -> Advice:
        if not view.legal_actions:
            raise ValueError("no legal action in this view: it is not this player's turn")
        if view.phase is Phase.LAYOFF:
            evals = self._layoff(view)
            ctx = None
        else:
            ctx = _Ctx(view, self.rng, self.cfg)
            if view.phase is Phase.DRAW:
                evals = self._draw(ctx)
            else:
                t = ctx.t
                evals = self._discard_phase(ctx, t.hand, t.took, t.limit, t.top,
                                            list(view.legal_actions), t.stock, full=True)
        values = [ActionValue(e.action, action_text(e.action), round(e.value, 2),
                              notes=_notes(e)) for e in evals]
        ranked = rank_actions(values)
        best = ranked[0].action
        chosen = next(e for e in evals if e.action == best)
        reasons = _reasons(ctx, chosen, evals)
        extra: dict[str, Any] = {}
        if ctx is not None:
            extra = {"samples": len(ctx.samples), "opponent_deadwood": round(ctx.opp_mean, 1)}
        return Advice(view.seat, ranked, best, tuple(reasons), method="inference", extra=extra)

    # -- the draw ------------------------------------------------------------------------------

    def _draw(self, ctx: _Ctx) -> list[_Eval]:
        t = ctx.t
        out: list[_Eval] = []
        stock_after = t.stock - 1
        big = ctx.view.rules.big_gin
        # From the stock: the limit card is the current top; average over the cards to come.
        acc = tot = 0.0
        for u, w in ctx.stock_w:
            hand = t.hand | 1 << u
            lim = t.limit_value(t.top)
            best = max(e.value for e in self._discard_phase(
                ctx, hand, -1, lim, t.top, _moves(hand, -1, lim, big), stock_after,
                full=False))
            acc += w * best
            tot += w
        stock_value = acc / tot if tot else 0.0
        out.append(_Eval(STOCK, stock_value, {"kind": "stock", "expect": ctx.own(t.hand)[0]}))
        if t.pile:
            up = t.top
            hand = t.hand | 1 << up
            lim = t.limit_value(t.under)
            evals = self._discard_phase(ctx, hand, up, lim, t.under,
                                        _moves(hand, up, lim, big), t.stock, full=True)
            best_e = max(evals, key=lambda e: e.value)
            out.append(_Eval(PILE, best_e.value, {"kind": "pile", "card": up,
                                                  "then": best_e, "stock": stock_value}))
            out[0].facts["pile"] = best_e.value
        # Keep the legal order (stock, then pile) for ties.
        return out

    # -- discard, knock or gin -----------------------------------------------------------------

    def _discard_phase(self, ctx: _Ctx, hand: int, took: int, limit: int | None, top: int,
                       actions: Sequence[Any], stock: int, *, full: bool) -> list[_Eval]:
        """Values of the discard-phase ``actions`` for an 11-card ``hand``; ``top`` is the
        pile card the discard lands on. ``full=False`` values only the likeliest discards."""
        t = ctx.t
        evals: list[_Eval] = []
        discards = [a for a in actions if isinstance(a, Discard)]
        if not full:
            left = {a: min_deadwood(hand ^ 1 << idx(a.card)) for a in discards}
            discards.sort(key=lambda a: left[a])
            discards = discards[:ctx.cfg.draw_candidates]
        before = min_deadwood(hand)
        goes_on = ctx.next_turn(stock)
        for a in discards:
            c = idx(a.card)
            rest = hand ^ 1 << c
            e1, d0, outs = ctx.own(rest)
            resp, p_out, p_take = ctx.response(c, rest, top)
            if not goes_on:
                later = 0.0
            elif d0 == 0:
                later = self._gin_later(ctx, rest, stock)
            else:
                later = ctx.cfg.kappa * (ctx.opp_mean - e1)
            p_meld = ctx.b.meld_chance(c, neighbours(c))
            # ``later`` compares our hand with the opponent's; it is no expectation of its
            # own, so the opponent's chance to go out first is not taken off it.
            value = ctx.cfg.respond * resp + later - ctx.cfg.feed * p_meld
            evals.append(_Eval(a, value, {
                "kind": "discard", "card": c, "before": before, "after": d0, "expect": e1,
                "outs": outs, "p_out": p_out, "p_meld": p_meld, "p_take": p_take,
                "opp_limit": t.limit_value(c), "spade": is_spade(c), "later": later}))
        for a in actions:
            if isinstance(a, Knock | Gin):
                c = idx(a.card)
                rest = hand ^ 1 << c
                kind = "knock" if isinstance(a, Knock) else "gin"
                ev, under, dd = ctx.go_out(rest, kind, top)
                evals.append(_Eval(a, ev, {"kind": kind, "card": c, "after": min_deadwood(rest),
                                           "undercut": under, "opp": dd, "top": top,
                                           "limit": limit}))
            elif isinstance(a, BigGin):
                ev, under, dd = ctx.go_out(hand, "big-gin", top)
                evals.append(_Eval(a, ev, {"kind": "big-gin", "opp": dd, "top": top}))
        return evals

    def _gin_later(self, ctx: _Ctx, hand: int, stock: int) -> float:
        """Holding a gin hand one more turn: gin next turn, doubled if a spade is then on top."""
        ev, _, _ = ctx.go_out(hand, "gin", -1)
        spades = sum(1 for i in ctx.b.unseen if is_spade(i))
        q = spades / len(ctx.b.unseen) if ctx.b.unseen else 0.0
        return ev * (1.0 + q)

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
                # Valued below everything: choosing it would stop the game.
                evals.append(_Eval(a, -1000.0, {"kind": "layoff", "unplaceable": True}))
                continue
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


def _notes(e: _Eval) -> tuple[str, ...]:
    f = e.facts
    kind = f.get("kind")
    if kind == "discard":
        return (T.N_DISCARD.format(after=f["after"], expect=f["expect"], p_out=100 * f["p_out"],
                                   p_meld=100 * f["p_meld"]),)
    if kind in ("knock", "gin", "big-gin"):
        if kind == "knock":
            note = T.N_KNOCK.format(after=f["after"], opp=f["opp"], under=100 * f["undercut"])
        else:
            note = T.N_GIN.format(bonus=BIG_GIN_BONUS if kind == "big-gin" else GIN_BONUS,
                                  opp=f["opp"])
        return (note, T.N_DOUBLED) if is_spade(f["top"]) else (note,)
    if kind == "stock":
        return (T.N_STOCK.format(expect=f["expect"]),)
    if kind == "pile":
        return (T.N_PILE.format(card=card(f["card"]), then=action_text(f["then"].action)),)
    if kind == "layoff":
        if f.get("unplaceable"):
            return (T.N_UNPLACEABLE,)
        return (T.N_LAYOFF.format(after=f["after"]),)
    return ()


def _cards(idxs: Sequence[int]) -> str:
    return " ".join(card(i) for i in sorted(set(idxs)))


def _reasons(ctx: _Ctx | None, chosen: _Eval, evals: list[_Eval]) -> list[str]:
    f = chosen.facts
    kind = f["kind"]
    if kind == "layoff":
        return _layoff_reasons(chosen)
    assert ctx is not None
    t = ctx.t
    if kind == "stock":
        pile = next((e for e in evals if e.facts["kind"] == "pile"), None)
        if pile is None:
            return [T.R_STOCK_EMPTY]
        return [T.R_STOCK.format(card=card(pile.facts["card"]), pile=pile.value,
                                 stock=chosen.value, expect=f["expect"])]
    if kind == "pile":
        then: _Eval = f["then"]
        tf = then.facts
        if tf["kind"] == "knock":
            what = T.R_TAKE_THEN_KNOCK.format(card=card(tf["card"]), after=tf["after"])
        elif tf["kind"] in ("gin", "big-gin"):
            what = T.R_TAKE_THEN_GIN.format(card=card(tf.get("card", f["card"])))
        else:
            what = T.R_TAKE_THEN_DISCARD.format(card=card(tf["card"]), after=tf["after"])
        out = [T.R_TAKE.format(card=card(f["card"]), then=what, pile=chosen.value,
                               stock=f["stock"])]
        if tf["kind"] == "discard":
            out += _discard_reasons(ctx, then, [])[1:]
        return out
    if kind == "knock":
        out = [T.R_KNOCK.format(after=f["after"], opp=f["opp"], under=100 * f["undercut"]),
               T.R_KNOCK_VALUE.format(ev=chosen.value)]
        if is_spade(f["top"]):
            out.append(T.R_DOUBLED.format(card=card(f["top"])))
        return out
    if kind in ("gin", "big-gin"):
        bonus = BIG_GIN_BONUS if kind == "big-gin" else GIN_BONUS
        out = [T.R_BIG_GIN.format(bonus=bonus, opp=f["opp"]) if kind == "big-gin"
               else T.R_GIN.format(card=card(f["card"]), bonus=bonus, opp=f["opp"])]
        if is_spade(f["top"]):
            out.append(T.R_DOUBLED.format(card=card(f["top"])))
        return out
    out = _discard_reasons(ctx, chosen, evals)
    gins = [e for e in evals if e.facts["kind"] in ("gin", "big-gin")]
    knocks = [e for e in evals if e.facts["kind"] == "knock"]
    if gins and f["after"] == 0:
        best = max(gins, key=lambda e: e.value)
        spades = sum(1 for i in ctx.b.unseen if is_spade(i))
        out.insert(0, T.R_WAIT_GIN.format(spades=spades, unseen=len(ctx.b.unseen),
                                          now=best.value, wait=chosen.value))
    elif knocks:
        best = max(knocks, key=lambda e: e.value)
        bf = best.facts
        out.append(T.R_NOT_DOUBLED_KNOCK.format(card=card(bf["card"]), after=bf["after"],
                                                under=100 * bf["undercut"], ev=best.value,
                                                cont=chosen.value))
        if not is_spade(bf["top"]):
            out.append(T.R_WAIT_SPADE_KNOCK)
    del t
    return out


def _discard_reasons(ctx: _Ctx, chosen: _Eval, evals: list[_Eval]) -> list[str]:
    t = ctx.t
    f = chosen.facts
    c = f["card"]
    out = [T.R_DISCARD_LOWER.format(card=card(c), before=f["before"], after=f["after"])
           if f["after"] < f["before"] else T.R_DISCARD_KEEP.format(card=card(c),
                                                                      after=f["after"])]
    if f["after"] > 0:
        out.append(T.R_EXPECT.format(expect=f["expect"], outs=f["outs"],
                                     unseen=len(ctx.b.unseen)))
    near = set(touching(c))
    taken = [k for k in near if t.known >> k & 1]
    threw = [d for d in t.opp_discards if d in near]
    gone = (t.hand ^ 1 << c) | sum(1 << i for i in t.pile)
    dead = all(gone >> a & 1 or gone >> b & 1 for a, b in neighbours(c))
    safety = (T.R_SAFE_TAKEN.format(cards=_cards(taken)) if taken
              else T.R_SAFE_NONE_TAKEN)
    if dead and not taken:
        safety += T.R_DEAD_CARD
    else:
        if threw:
            safety += T.R_SAFE_THREW.format(cards=_cards(threw))
        safety += T.R_MELD_CHANCE.format(pct=100 * f["p_meld"])
    out.append(safety)
    if f["opp_limit"] is None:
        out.append(T.R_LIMIT_GIN_ONLY.format(pct=100 * f["p_out"]))
    else:
        out.append(T.R_LIMIT.format(limit=f["opp_limit"], pct=100 * f["p_out"]))
    if f["spade"] and f["p_out"] > 0:
        out.append(T.R_SPADE_RISK)
    others = [e for e in evals if e is not chosen and e.facts["kind"] == "discard"]
    if others:
        alt = max(others, key=lambda e: e.value)
        out.append(T.R_BETTER_THAN.format(alt=action_text(alt.action),
                                          diff=chosen.value - alt.value))
    return out


def _layoff_reasons(chosen: _Eval) -> list[str]:
    f = chosen.facts
    a = chosen.action
    if a.cards:
        out = [T.R_LAYOFF.format(cards=" ".join(map(str, a.cards)), before=f["before"],
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
