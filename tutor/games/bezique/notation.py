"""The position notation of Bezique, Rubicon Bezique and Fildinski: one ``key: value`` line per
fact, exact round trip.

Example::

    bezique position
    seed: 7
    deal: 1
    score: 0 0
    dealer: P2
    trump: ♥
    turned: ♥9
    stock: 33 cards
    P1: ♠A ♠10 ♥K ♦8 ♣J ♣9 ♣7
    P2: ♠K ♠Q' ♠J ♥7 ♦A ♦K ♣A ♣8
    table P1: ♥Q ♠Q
    meld P1: ♠Q ♦J
    won P1: ♠7 ♦10
    won P2: ♥8 ♦7
    trick: ♣10
    turn: P2

Identical cards are told apart by copy marks (``♠Q'`` is the second ♠Q). ``P1`` lists the
concealed hand, ``table P1`` the melded cards lying face up (Fildinski has none: its melds come
from ``won``). ``stock`` lists the covered cards from the top down or gives only how many (the
unseen cards then fill it in an order drawn from the seed); ``turned`` is the card beside the
stock (``-`` once taken, and always in Rubicon). ``shown`` lists concealed cards the other player
has seen. Each ``meld`` line is one meld scored this deal, in the order declared. ``sevens`` gives
the points each player has for trump 7s, ``dix`` who made the dix and ``blanche`` who showed
carte blanche. After a trick, ``declaring`` names the winner (who may declare before the draw),
``just won`` the two cards of that trick, and ``this turn`` how many of the last meld lines were
declared in this turn. ``turn: over`` is a finished match. Blank lines and lines starting with
``#`` are ignored; every error names its line.
"""

from __future__ import annotations

import random
import re

from ...cards import SUITS, Card, format_card, format_cards, parse_cards, parse_suit
from ...errors import NotationError
from ...files import text_lines
from ...numbers import read_int
from ...seats import seat_name
from ..common import on_line
from . import text as N
from .engine import BeziqueState
from .melds import (
    CARDS,
    COURT_MASK,
    INDEX,
    Meld,
    classify,
    mask_cards,
    meld_name,
    pack_mask,
    sort_meld,
)
from .rules import RULE_SET_NAMES, BeziqueRules

_SINGLE = ("seed", "deal", "score", "dealer", "trump", "turned", "stock", "trick", "turn",
           "sevens", "dix", "blanche", "blanche to say", "declaring", "just won",  # internal
           "this turn")  # internal
_PER_SEAT = ("table", "shown", "won", "meld")
_COUNT = re.compile(r"^([0-9]{1,3}) cards?$")


def _seat(s: int) -> str:
    return seat_name(s, 2)


def format_position(state: BeziqueState) -> str:
    """The canonical text of a position; ``parse_position`` reads it back to an equal state."""
    rules = state.rules
    lines = [f"{rules.rule_set} position", f"seed: {state.seed}", f"deal: {state.deal_count}",
             f"score: {state.totals[0]} {state.totals[1]}", f"dealer: {_seat(state.dealer)}",
             f"trump: {'-' if state.trump < 0 else SUITS[state.trump]}",
             f"turned: {'-' if state.turned < 0 else format_card(CARDS[state.turned])}",
             f"stock: {format_cards(state.stock_cards())}"]
    lines += [f"{_seat(s)}: {format_cards(state.hand(s))}" for s in (0, 1)]
    for key, masks in (("table", state.table), ("shown", state.seen), ("won", state.won)):
        lines += [f"{key} {_seat(s)}: {format_cards(mask_cards(masks[s]))}" for s in (0, 1)]
    lines += [f"meld {_seat(m.seat)}: {format_cards(m.cards)}" for m in state.melds]
    lines.append(f"sevens: {state.sevens[0]} {state.sevens[1]}")
    lines.append("dix: " + (" ".join(_seat(s) for s in (0, 1) if state.dix_pts[s]) or "-"))
    if state.rs.carte_blanche:
        lines.append("blanche: " + (" ".join(_seat(s) for s in (0, 1) if state.blanche[s])
                                    or "-"))
        if state.blanche_pending:
            pending = " ".join(_seat(s) for s in state.blanche_pending)
            lines.append(f"blanche to say: {pending}")  # internal
    lines.append(f"trick: {format_cards(CARDS[i] for i in state.trick)}")
    if state.melder >= 0:
        lines += [f"declaring: {_seat(state.melder)}",
                  f"just won: {format_cards(mask_cards(state.just_won))}",  # internal
                  f"this turn: {state.turn_melds}{' dix' if state.turn_dix else ''}"]  # internal
    lines.append(f"turn: {'over' if state.over else _seat(state.to_move() or 0)}")
    return "\n".join(lines) + "\n"


def _int(value: str, line: int, what: str, *, signed: bool = False) -> int:
    number = read_int(value, signed=signed)
    if number is None:
        raise NotationError(N.POS_NUMBER.format(what=what, value=value), line=line)
    return number


def _ints(value: str, line: int, what: str) -> tuple[int, int]:
    parts = value.split()
    if len(parts) != 2:
        raise NotationError(N.POS_TWO_NUMBERS.format(what=what, value=value), line=line)
    return _int(parts[0], line, what), _int(parts[1], line, what)


def _seat_of(value: str, line: int) -> int:
    t = value.strip().upper()
    if t in ("P1", "P2"):
        return int(t[1]) - 1
    raise NotationError(N.POS_SEAT.format(value=value), line=line)


def _seats(value: str, line: int) -> set[int]:
    if value.strip() == "-":
        return set()
    out = set()
    for w in value.split():
        s = _seat_of(w, line)
        if s in out:
            raise NotationError(N.POS_SEAT.format(value=value), line=line)
        out.add(s)
    return out


def parse_position(text: str, rules: BeziqueRules | None = None) -> BeziqueState:
    """Read a position; raises ``NotationError`` with the line number of the first problem."""
    rules = rules or BeziqueRules()
    rs = rules.rs
    pack = pack_mask(rs.copies)
    fields: dict[str, tuple[int, str]] = {}
    seats: dict[tuple[str, int], tuple[int, str]] = {}
    meld_lines: list[tuple[int, int, str]] = []
    last = 0
    for n, raw in enumerate(text_lines(text), start=1):
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        low = " ".join(line.lower().split())
        if low.endswith(" position") and not fields and not seats and not meld_lines:  # internal
            name = low.removesuffix(" position")  # internal
            if name not in RULE_SET_NAMES:
                raise NotationError(N.POS_HEADER.format(line=line), line=n)
            if name != rules.rule_set:
                raise NotationError(N.POS_RULE_SET.format(name=name, rules=rules.rule_set),
                                    line=n)
            continue
        key, sep, value = line.partition(":")
        k = " ".join(key.lower().split())
        value = value.strip()
        if not sep:
            raise NotationError(N.POS_KEY.format(line=line), line=n)
        last = n
        word, _, who = k.rpartition(" ")
        if k in ("p1", "p2"):
            word, who = "hand", k
        if word in (*_PER_SEAT, "hand") and who in ("p1", "p2"):
            seat = int(who[1]) - 1
            if word == "meld":
                meld_lines.append((seat, n, value))
                continue
            if (word, seat) in seats:
                raise NotationError(N.POS_TWICE.format(key=key.strip(),
                                                       first=seats[(word, seat)][0]), line=n)
            seats[(word, seat)] = (n, value)
        elif k in _SINGLE:
            if k in fields:
                raise NotationError(N.POS_TWICE.format(key=key.strip(), first=fields[k][0]),
                                    line=n)
            fields[k] = (n, value)
        else:
            raise NotationError(N.POS_KEY.format(line=line), line=n)
    end = last + 1
    for k in ("dealer", "trump", "turn"):
        if k not in fields:
            raise NotationError(N.POS_MISSING.format(key=k), line=end)
    for s in (0, 1):
        if ("hand", s) not in seats:
            raise NotationError(N.POS_MISSING.format(key=_seat(s)), line=end)

    def get(k: str, default: str) -> tuple[int, str]:
        return fields.get(k, (end, default))

    def cards(value: str, line: int) -> list[Card]:
        with on_line(line):
            found = parse_cards(value)
        for c in found:
            if c not in INDEX or not pack >> INDEX[c] & 1:
                raise NotationError(N.POS_PACK.format(card=c, copies=rs.copies), line=line)
        if len(set(found)) != len(found):
            raise NotationError(N.POS_REPEATED_CARD.format(value=value), line=line)
        return found

    def mask(found: list[Card]) -> int:
        m = 0
        for c in found:
            m |= 1 << INDEX[c]
        return m

    n, v = get("seed", "0")
    seed = _int(v, n, "seed", signed=True)
    n, v = get("deal", "1")
    deal = _int(v, n, "deal")
    if deal < 1:
        raise NotationError(str(N.POS_FIRST_DEAL), line=n)
    n, v = get("score", "0 0")
    totals = _ints(v, n, "score")
    n, v = fields["dealer"]
    dealer = _seat_of(v, n)
    trump_line, v = fields["trump"]
    trump = -1
    if v.strip() != "-":
        with on_line(trump_line):
            trump = parse_suit(v).value
    elif not rs.trump_fixed_by_meld:
        raise NotationError(str(N.POS_NO_TRUMP), line=trump_line)

    placed: dict[int, str] = {}

    def claim(m: int, where: str, line: int) -> None:
        for i in range(128):
            if m >> i & 1:
                if i in placed:
                    raise NotationError(N.POS_TWO_PLACES.format(card=CARDS[i], where=where,
                                                                other=placed[i]), line=line)
                placed[i] = where

    hands, table, won, shown = [0, 0], [0, 0], [0, 0], [0, 0]
    for s in (0, 1):
        n, v = seats[("hand", s)]
        hands[s] = mask(cards(v, n))
        claim(hands[s], N.POS_WHERE_HAND.format(seat=_seat(s)), n)
        n, v = seats.get(("table", s), (end, "-"))
        table[s] = mask(cards(v, n))
        if table[s] and rs.from_won:
            raise NotationError(str(N.POS_TABLE_FILDINSKI), line=n)
        claim(table[s], N.POS_WHERE_TABLE.format(seat=_seat(s)), n)
        n, v = seats.get(("won", s), (end, "-"))
        won[s] = mask(cards(v, n))
        if won[s].bit_count() % 2:
            raise NotationError(N.POS_WON_ODD.format(seat=_seat(s)), line=n)
        claim(won[s], N.POS_WHERE_WON.format(seat=_seat(s)), n)
    n, v = get("trick", "-")
    trick_cards = cards(v, n)
    if len(trick_cards) > 1:
        raise NotationError(str(N.POS_TRICK), line=n)
    trick = [INDEX[c] for c in trick_cards]
    claim(mask(trick_cards), str(N.POS_WHERE_TRICK), n)
    turned_line, v = get("turned", "-")
    turned = -1
    if v.strip() != "-":
        found = cards(v, turned_line)
        if len(found) != 1 or not rs.turned_trump:
            raise NotationError(N.POS_TURNED.format(value=v), line=turned_line)
        turned = INDEX[found[0]]
        if (turned & 31) >> 3 != trump:
            raise NotationError(N.POS_TURNED_SUIT.format(card=found[0], trump=SUITS[trump]),
                                line=turned_line)
        claim(1 << turned, str(N.POS_WHERE_TURNED), turned_line)
    stock_line, v = get("stock", "")
    unseen = [i for i in range(128) if pack >> i & 1 and i not in placed]
    count = _COUNT.match(v.strip())
    if not v.strip() or count:
        if count and int(count[1]) != len(unseen):
            raise NotationError(N.POS_STOCK_COUNT.format(given=count[1], left=len(unseen)),
                                line=stock_line)
        stock = unseen
        random.Random(f"{rs.name}:{seed}:{deal}:position").shuffle(stock)
    else:
        stock = [INDEX[c] for c in cards(v, stock_line)]
        claim(mask([CARDS[i] for i in stock]), str(N.POS_WHERE_STOCK), stock_line)
        missing = [CARDS[i] for i in range(128) if pack >> i & 1 and i not in placed]
        if missing:
            raise NotationError(N.POS_CARDS_MISSING.format(cards=format_cards(missing)),
                                line=stock_line)
    if rs.turned_trump and stock and turned < 0:
        raise NotationError(str(N.POS_STOCK_NO_TURNED), line=turned_line)
    if turned >= 0 and not stock:
        raise NotationError(str(N.POS_TURNED_NO_STOCK), line=stock_line)
    for s in (0, 1):
        n, v = seats.get(("shown", s), (end, "-"))
        shown[s] = mask(cards(v, n))
        if shown[s] & ~hands[s]:
            raise NotationError(N.POS_SHOWN.format(seat=_seat(s), cards=format_cards(
                mask_cards(shown[s] & ~hands[s]))), line=n)

    # The melds, in order: each must be a meld when declared, its cards where a meld's cards
    # can be now (on the table or played; Fildinski: won).
    now = -1 if rs.trump_fixed_by_meld else trump
    melds: list[Meld] = []
    played = pack & ~(hands[0] | hands[1] | table[0] | table[1] | (1 << turned if turned >= 0
                                                                     else 0))
    for s, n, v in meld_lines:
        m = mask(cards(v, n))
        shape = classify(m, now, rs, rules.kh_bezique, rules.trump_queen_bezique)
        if shape is None:
            raise NotationError(N.POS_NOT_MELD.format(cards=v), line=n)
        where = won[s] if rs.from_won else (table[s] | played)
        if not stock and turned < 0:  # the last tricks: melded cards are back in the hands
            where |= hands[s]
        if m & ~where:
            raise NotationError(N.POS_MELD_CARDS.format(cards=v, seat=_seat(s)), line=n)
        if any(x.mask == m for x in melds):
            raise NotationError(N.POS_MELD_TWICE.format(cards=v), line=n)
        if shape.fixes >= 0:
            now = shape.fixes
        melds.append(Meld(s, sort_meld([CARDS[i] for i in range(128) if m >> i & 1]),
                          shape.kind, shape.points, shape.suit, shape.fixes, 0,
                          meld_name(shape.kind, shape.suit, rs), m))
    if now != trump:
        raise NotationError(str(N.POS_TRUMP_MELDS), line=trump_line)
    n, v = get("sevens", "0 0")
    sevens = _ints(v, n, "sevens")
    if any(x % 10 or x > 30 for x in sevens) or (not rs.seven and any(sevens)):
        raise NotationError(N.POS_SEVENS.format(value=v), line=n)
    n, v = get("dix", "-")
    dix = _seats(v, n)
    if (dix and not rs.dix) or len(dix) > 1:
        raise NotationError(str(N.POS_DIX), line=n)
    n, v = get("blanche", "-")
    blanche = _seats(v, n)
    if blanche and not rs.carte_blanche:
        raise NotationError(str(N.POS_BLANCHE), line=n)

    turn_line, v = fields["turn"]
    over = v.strip().lower() == "over"
    turn = 1 - dealer if over else _seat_of(v, turn_line)
    melder = -1
    just_won = 0
    turn_melds = 0
    turn_dix = False
    if "declaring" in fields:
        n, v = fields["declaring"]
        melder = _seat_of(v, n)
        jl, jv = get("just won", "")  # internal
        just_won = mask(cards(jv, jl))
        if melder != turn or trick or just_won.bit_count() != 2 or just_won & ~won[melder]:
            raise NotationError(str(N.POS_DECLARING), line=n)
        tl, tv = get("this turn", "0")  # internal
        words = tv.split()
        turn_dix = words[-1:] == ["dix"]
        if turn_dix:
            words = words[:-1]
        turn_melds = _int(" ".join(words) or "0", tl, "this turn")  # internal
        if turn_melds > len(melds) or any(m.seat != melder
                                          for m in melds[len(melds) - turn_melds:]):
            raise NotationError(str(N.POS_THIS_TURN), line=tl)
        if turn_dix and melder not in dix:
            raise NotationError(str(N.POS_THIS_TURN), line=tl)
    else:
        for k in ("just won", "this turn"):  # internal
            if k in fields:
                raise NotationError(str(N.POS_DECLARING), line=fields[k][0])
    leader = turn if not trick else 1 - turn
    if melder >= 0:
        leader = melder

    # The sizes fit a deal played by the rules.
    size = rs.hand_size
    sizes = [(hands[s] | table[s]).bit_count() for s in (0, 1)]
    in_stock = len(stock) + (turned >= 0)
    stock_phase = in_stock > 0
    if not over:
        if stock_phase:
            if in_stock % 2:
                raise NotationError(str(N.POS_STOCK_ODD), line=stock_line)
            full = size - 1 if melder >= 0 else size
            want = [full, full]
            if trick:
                want[leader] -= 1
        else:
            if melder >= 0:
                raise NotationError(str(N.POS_DECLARING), line=fields["declaring"][0])
            full = sizes[1 - leader]
            want = [full - (1 if trick else 0), full]
            if leader == 1:
                want.reverse()
            if not 1 <= full <= size:
                want = [-1, -1]
        if sizes != want:
            raise NotationError(N.POS_SIZES.format(a=sizes[0], b=sizes[1], seat=_seat(turn),
                                                   n=size), line=turn_line)
        if not stock_phase and (table[0] | table[1]):
            raise NotationError(str(N.POS_TABLE_END), line=turn_line)
    started = bool(trick or won[0] or won[1] or melds)
    for s in sorted(blanche):
        if not started and hands[s] & COURT_MASK:
            raise NotationError(str(N.POS_BLANCHE), line=fields["blanche"][0])
    n, v = get("blanche to say", "-")  # internal
    pending = [_seat_of(w, n) for w in v.split()] if v.strip() != "-" else []
    if pending and (not rs.carte_blanche or started or over or pending[0] != turn
                    or len(set(pending)) != len(pending)
                    or any(s in blanche or hands[s] & COURT_MASK for s in pending)
                    or (pending[-1] != dealer and len(pending) == 2)):
        raise NotationError(str(N.POS_BLANCHE), line=n)

    st = BeziqueState.from_parts(
        rules, seed=seed, deal_count=deal, totals=totals, dealer=dealer, trump=trump,
        turned=turned, hands=hands, table=table, won=won, seen=shown, stock=stock, melds=melds,
        sevens=sevens, dix=[rs.dix if s in dix else 0 for s in (0, 1)],
        blanche=[rs.carte_blanche if s in blanche else 0 for s in (0, 1)], trick=trick,
        leader=leader, melder=melder, just_won=just_won, turn_melds=turn_melds,
        turn_dix=turn_dix, over=over, blanche_pending=pending)
    if not over and st.to_move() != turn:
        raise NotationError(N.POS_TURN.format(value=_seat(turn)), line=turn_line)
    return st


__all__ = ["format_position", "parse_position"]
