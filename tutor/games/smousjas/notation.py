"""The Smousjas and Vijfhonderden position notation: one ``key: value`` line per fact, exact round
trip.

Example::

    smousjas position
    seed: 7
    deal: 2
    score: 120 80
    dealer: P1
    trump: ♥
    turned: ♥9
    stock: 9 cards
    P1: ♠A ♠10 ♥K ♥Q ♦8 ♣J ♣9 ♣7
    P2: ♠K ♠Q ♠J ♥7 ♦A ♦K ♣A ♣8
    shown P1: ♥K ♥Q
    shown P2: -
    won P1: ♠7 ♦10 ♦9 ♣Q
    won P2: ♥8 ♦7
    phase 2 tricks: 0 0
    meld P1: ♥K ♥Q
    trick: -
    turn: P2

The first line names the rule set (``vijfhonderden position``); it may be left out. ``stock``
lists the covered cards, the next to be drawn first, or gives only how many (the unseen cards
then fill it in an order drawn from the seed); ``turned`` is the card beside the stock (``-`` once
taken). ``shown`` lists the cards of a hand the other player has seen; ``won`` the cards each
player took in tricks; ``phase 2 tricks`` how many tricks each took since the stock ran out.
Each ``meld`` line is one meld that scored this deal, in the order scored. ``trick`` holds the
card led, if any; each ``declared`` line one carré or sequence the leader declared this trick
that does not stand yet. Optional lines: ``rejected: yes`` (the declaration of this trick was
rejected), ``choose: yes`` (Smousjas: the player to move chooses between the last covered card
and the turned trump), ``uit: P1 480`` (P1 may call uit, having stood at 480 before the stuk),
and with the option ``lives`` the lines ``round``, ``lives`` and ``kip``. ``turn: over`` is a
finished match. Blank lines and lines starting with ``#`` are ignored; every error names its line.
"""

from __future__ import annotations

import random
import re
from collections.abc import Callable

from ...cards import SUITS, Card, format_card, format_cards, parse_cards, parse_suit
from ...errors import NotationError
from ...files import text_lines
from ...numbers import read_int
from ...seats import seat_name
from ..common import on_line
from . import text as T
from .engine import SmousjasState
from .melds import CARDS, INDEX, classify, make_meld, mask_cards
from .rules import RULE_SET_NAMES, SmousjasRules

_SINGLE = ("seed", "deal", "round", "score", "lives", "kip", "dealer", "trump", "turned",
           "stock", "phase 2 tricks", "trick", "rejected", "choose", "uit", "turn")  # internal
_PER_SEAT = ("shown", "won", "meld")
_REPEATED = ("meld", "declared")
_COUNT = re.compile(r"^([0-9]{1,3}) cards?$")
_YES = ("yes", "no")


def _seat(s: int) -> str:
    return seat_name(s, 2)


def format_position(state: SmousjasState) -> str:
    """The canonical text of a position; ``parse_position`` reads it back to an equal state."""
    rules = state.rules
    lines = [f"{rules.rule_set} position", f"seed: {state.seed}", f"deal: {state.deal_count}"]
    if rules.lives:
        lines.append(f"round: {state.round_no}")
    lines.append(f"score: {state.totals[0]} {state.totals[1]}")
    if rules.lives:
        lines.append(f"lives: {state.lives[0]} {state.lives[1]}")
        lines.append(f"kip: {'-' if state.kip < 0 else _seat(state.kip)}")
    lines += [f"dealer: {_seat(state.dealer)}", f"trump: {SUITS[state.trump]}",
              f"turned: {'-' if state.turned < 0 else format_card(CARDS[state.turned])}",
              f"stock: {format_cards(state.stock_cards())}"]
    lines += [f"{_seat(s)}: {format_cards(state.hand(s))}" for s in (0, 1)]
    lines += [f"shown {_seat(s)}: {format_cards(mask_cards(state.shown[s]))}" for s in (0, 1)]
    lines += [f"won {_seat(s)}: {format_cards(mask_cards(state.won[s]))}" for s in (0, 1)]
    lines.append(f"phase 2 tricks: {state.p2[0]} {state.p2[1]}")
    for s, m in state.melds:
        meld = make_meld(m, state.trump, state.rs)
        assert meld is not None
        lines.append(f"meld {_seat(s)}: {format_cards(meld.cards)}")
    lines.append(f"trick: {format_cards(CARDS[i] for i in state.trick)}")
    for m in state.pending:
        meld = make_meld(m, state.trump, state.rs)
        assert meld is not None
        lines.append(f"declared: {format_cards(meld.cards)}")
    if state.rejected:
        lines.append("rejected: yes")  # internal
    if state.choosing:
        lines.append("choose: yes")  # internal
    if state.out_offer >= 0:
        lines.append(f"uit: {_seat(state.out_offer)} {state.offer_standing}")
    lines.append(f"turn: {'over' if state.over else _seat(state.to_move() or 0)}")
    return "\n".join(lines) + "\n"


def _int(value: str, line: int, what: str, *, signed: bool = False) -> int:
    number = read_int(value, signed=signed)
    if number is None:
        raise NotationError(T.POS_NUMBER.format(what=what, value=value), line=line)
    return number


def _ints(value: str, line: int, what: str) -> tuple[int, int]:
    parts = value.split()
    if len(parts) != 2:
        raise NotationError(T.POS_TWO_NUMBERS.format(what=what, value=value), line=line)
    return _int(parts[0], line, what), _int(parts[1], line, what)


def _cards(value: str, line: int) -> list[Card]:
    with on_line(line):
        cards = parse_cards(value)
    for c in cards:
        if c.copy:
            raise NotationError(T.POS_COPY.format(card=c), line=line)
        if c not in INDEX:
            raise NotationError(T.POS_PIQUET.format(card=c), line=line)
    if len(set(cards)) != len(cards):
        raise NotationError(T.POS_REPEATED_CARD.format(value=value), line=line)
    return cards


def _mask(cards: list[Card]) -> int:
    m = 0
    for c in cards:
        m |= 1 << INDEX[c]
    return m


def _seat_of(value: str, line: int) -> int:
    t = value.strip().upper()
    if t in ("P1", "P2"):
        return int(t[1]) - 1
    raise NotationError(T.POS_SEAT.format(value=value), line=line)


def _yes(value: str, line: int, key: str) -> bool:
    t = value.strip().lower()
    if t not in _YES:
        raise NotationError(T.POS_YES.format(key=key, value=value), line=line)
    return t == "yes"


def parse_position(text: str, rules: SmousjasRules | None = None) -> SmousjasState:
    """Read a position; raises ``NotationError`` with the line number of the first problem."""
    rules = rules or SmousjasRules()
    rs = rules.rs
    fields: dict[str, tuple[int, str]] = {}
    seats: dict[tuple[str, int], tuple[int, str]] = {}
    repeated: list[tuple[str, int, int, str]] = []  # (key, seat, line, value)
    last = 0
    for n, raw in enumerate(text_lines(text), start=1):
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        low = " ".join(line.lower().split())
        if low.endswith(" position") and not fields and not seats and not repeated:  # internal
            name = low.removesuffix(" position")  # internal
            if name not in RULE_SET_NAMES:
                raise NotationError(T.POS_HEADER.format(line=line), line=n)
            if name != rules.rule_set:
                raise NotationError(T.POS_RULE_SET.format(name=name, rules=rules.rule_set),
                                    line=n)
            continue
        key, sep, value = line.partition(":")
        k = " ".join(key.lower().split())
        value = value.strip()
        if not sep:
            raise NotationError(T.POS_KEY.format(line=line), line=n)
        last = n
        word, _, who = k.rpartition(" ")
        if k in ("p1", "p2"):
            word, who = "hand", k
        if word in (*_PER_SEAT, "hand") and who in ("p1", "p2"):
            seat = int(who[1]) - 1
            if word == "meld":
                repeated.append(("meld", seat, n, value))
                continue
            if (word, seat) in seats:
                raise NotationError(T.POS_TWICE.format(key=key.strip(),
                                                       first=seats[(word, seat)][0]), line=n)
            seats[(word, seat)] = (n, value)
        elif k == "declared":
            repeated.append(("declared", -1, n, value))
        elif k in _SINGLE:
            if k in fields:
                raise NotationError(T.POS_TWICE.format(key=key.strip(), first=fields[k][0]),
                                    line=n)
            fields[k] = (n, value)
        else:
            raise NotationError(T.POS_KEY.format(line=line), line=n)
    end = last + 1
    for k in ("dealer", "trump", "turn"):
        if k not in fields:
            raise NotationError(T.POS_MISSING.format(key=k), line=end)
    for s in (0, 1):
        if ("hand", s) not in seats:
            raise NotationError(T.POS_MISSING.format(key=_seat(s)), line=end)

    def get(k: str, default: str) -> tuple[int, str]:
        return fields.get(k, (end, default))

    n, v = get("seed", "0")
    seed = _int(v, n, "seed", signed=True)
    n, v = get("deal", "1")
    deal = _int(v, n, "deal")
    if deal < 1:
        raise NotationError(str(T.POS_FIRST_DEAL), line=n)
    n, v = get("score", "0 0")
    totals = _ints(v, n, "score")
    for k in ("round", "lives", "kip"):
        if k in fields and not rules.lives:
            raise NotationError(T.POS_NO_LIVES.format(key=k), line=fields[k][0])
    n, v = get("round", "1")
    round_no = _int(v, n, "round")
    if round_no < 1:
        raise NotationError(str(T.POS_FIRST_ROUND), line=n)
    n, v = get("lives", f"{rules.lives} {rules.lives}")
    lives = _ints(v, n, "lives")
    if rules.lives and max(lives) > rules.lives:
        raise NotationError(T.POS_LIVES.format(value=v, most=rules.lives), line=n)
    n, v = get("kip", "-")
    kip = -1 if v.strip() == "-" else _seat_of(v, n)
    n, v = fields["dealer"]
    dealer = _seat_of(v, n)
    n, v = fields["trump"]
    with on_line(n):
        trump = parse_suit(v).value

    seen: dict[int, str] = {}

    def claim(mask: int, where: str, line: int) -> None:
        for i in range(32):
            if mask >> i & 1:
                if i in seen:
                    raise NotationError(T.POS_TWO_PLACES.format(card=CARDS[i], where=where,
                                                                other=seen[i]), line=line)
                seen[i] = where

    hands = [0, 0]
    for s in (0, 1):
        n, v = seats[("hand", s)]
        hands[s] = _mask(_cards(v, n))
        claim(hands[s], T.POS_WHERE_HAND.format(seat=_seat(s)), n)
    won = [0, 0]
    for s in (0, 1):
        n, v = seats.get(("won", s), (end, "-"))
        won[s] = _mask(_cards(v, n))
        claim(won[s], T.POS_WHERE_WON.format(seat=_seat(s)), n)
        if won[s].bit_count() % 2:
            raise NotationError(T.POS_WON_ODD.format(seat=_seat(s)), line=n)
    n, v = get("trick", "-")
    trick_cards = _cards(v, n)
    if len(trick_cards) > 1:
        raise NotationError(str(T.POS_TRICK), line=n)
    trick = [INDEX[c] for c in trick_cards]
    claim(_mask(trick_cards), str(T.POS_WHERE_TRICK), n)
    turned_line, v = get("turned", "-")
    turned = -1
    if v.strip() != "-":
        cards = _cards(v, turned_line)
        if len(cards) != 1:
            raise NotationError(T.POS_TURNED.format(value=v), line=turned_line)
        turned = INDEX[cards[0]]
        if turned >> 3 != trump:
            raise NotationError(T.POS_TURNED_SUIT.format(card=cards[0], trump=SUITS[trump]),
                                line=turned_line)
        claim(1 << turned, str(T.POS_WHERE_TURNED), turned_line)
    stock_line, v = get("stock", "")
    unseen = [i for i in range(32) if i not in seen]
    count = _COUNT.match(v.strip())
    if not v.strip() or count:
        if count and int(count[1]) != len(unseen):
            raise NotationError(T.POS_STOCK_COUNT.format(given=count[1], left=len(unseen)),
                                line=stock_line)
        stock = unseen
        random.Random(f"{rs.name}:{seed}:{deal}:position").shuffle(stock)
    else:
        stock = [INDEX[c] for c in _cards(v, stock_line)]
        claim(_mask([CARDS[i] for i in stock]), str(T.POS_WHERE_STOCK), stock_line)
        missing = [CARDS[i] for i in range(32) if i not in seen]
        if missing:
            raise NotationError(T.POS_CARDS_MISSING.format(cards=format_cards(missing)),
                                line=stock_line)
    if stock and turned < 0:
        raise NotationError(str(T.POS_STOCK_NO_TURNED), line=turned_line)
    if turned >= 0 and not stock:
        raise NotationError(str(T.POS_TURNED_NO_STOCK), line=stock_line)

    shown = [0, 0]
    for s in (0, 1):
        n, v = seats.get(("shown", s), (end, "-"))
        shown[s] = _mask(_cards(v, n))
        if shown[s] & ~hands[s]:
            raise NotationError(T.POS_SHOWN.format(seat=_seat(s),
                                                   cards=format_cards(mask_cards(
                                                       shown[s] & ~hands[s]))), line=n)
    n, v = get("phase 2 tricks", "0 0")  # internal
    p2 = _ints(v, n, "phase 2 tricks")  # internal
    p2_line = n

    def meld_of(value: str, line: int, ok: Callable[[bool], bool]) -> int:
        m = _mask(_cards(value, line))
        found = classify(m, trump, rs)
        if found is None or not ok(found[0].mariage):
            raise NotationError(T.POS_NOT_MELD.format(cards=value), line=line)
        return m

    melds: list[tuple[int, int]] = []
    pending: list[int] = []
    for key, s, n, v in repeated:
        if key == "meld":
            m = meld_of(v, n, lambda _: True)
            if any(m == x for _, x in melds):
                raise NotationError(T.POS_MELD_TWICE.format(cards=v), line=n)
            melds.append((s, m))
        else:
            pending.append(meld_of(v, n, lambda mariage: not mariage))

    turn_line, v = fields["turn"]
    over = v.strip().lower() == "over"
    turn = 1 - dealer if over else _seat_of(v, turn_line)
    leader = turn if not trick else 1 - turn
    n, v = get("rejected", "no")
    rejected = _yes(v, n, "rejected")
    choose_line, v = get("choose", "no")
    choosing = _yes(v, choose_line, "choose")
    n, v = get("uit", "-")
    out_offer, standing = -1, 0
    if v.strip() != "-":
        words = v.split()
        if len(words) != 2:
            raise NotationError(T.POS_UIT.format(value=v), line=n)
        out_offer = _seat_of(words[0], n)
        standing = _int(words[1], n, "uit")
        if out_offer != turn or not rs.out_at or standing < rs.out_at:
            raise NotationError(T.POS_UIT_RULE.format(at=rs.out_at or 480), line=n)

    # The sizes fit a deal played by the rules.
    sizes = [hands[0].bit_count(), hands[1].bit_count()]
    size = rs.hand_size
    phase1 = turned >= 0
    if choosing and (not rs.winner_chooses or len(stock) != 1 or trick):
        raise NotationError(str(T.POS_CHOOSE), line=choose_line)
    if not over:
        want = list(sizes)
        full = size - 1 if choosing else (size if phase1 else sizes[1 - leader])
        want[leader] = full - (1 if trick else 0)
        want[1 - leader] = full
        if sizes != want or not 1 <= full <= size or (phase1 and not choosing
                                                      and full != size):
            raise NotationError(T.POS_SIZES.format(a=sizes[0], b=sizes[1], seat=_seat(turn),
                                                   n=size), line=turn_line)
        if phase1 and len(stock) % 2 != 1:
            raise NotationError(str(T.POS_STOCK_ODD), line=stock_line)
    p2_played = (won[0].bit_count() + won[1].bit_count()) // 2 - (16 - size)
    if (phase1 and p2[0] + p2[1]) or (not phase1 and p2[0] + p2[1] > p2_played):
        raise NotationError(T.POS_P2.format(value=f"{p2[0]} {p2[1]}"), line=p2_line)
    if pending:
        n = next(n for key, _, n, _ in repeated if key == "declared")
        held = hands[leader] | (1 << trick[0] if trick else 0)
        if rejected or choosing or over or any(m & ~held for m in pending):
            raise NotationError(str(T.POS_DECLARED), line=n)
        if not phase1 and p2[0] + p2[1]:
            raise NotationError(str(T.POS_DECLARED), line=n)
    if rejected and not trick:
        raise NotationError(str(T.POS_REJECTED), line=fields["rejected"][0])

    return SmousjasState.from_parts(
        rules, seed=seed, deal_count=deal, round_no=round_no, totals=totals, lives=lives,
        kip=kip, dealer=dealer, trump=trump, turned=turned, hands=hands, stock=stock,
        shown=shown, won=won, p2=p2, melds=melds, trick=trick, leader=leader,
        pending=pending, rejected=rejected, choosing=choosing, out_offer=out_offer,
        offer_standing=standing, over=over)


__all__ = ["format_position", "parse_position"]
