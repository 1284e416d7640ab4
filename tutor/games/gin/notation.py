"""The Gin Rummy position notation: one ``key: value`` line per fact, exact round trip.

See ``docs/gin-notation.md``. Example::

    gin-rummy position
    seed: 7
    hand: 3
    score: 45 20
    won: 1 1
    dealer: P1
    upcard: ♦4
    P1: ♠A ♠2 ♠3 ♥9 ♦9 ♣9 ♣4 ♣5 ♦K ♥Q ♠7
    P2: ...
    pile: ♦4 ♥7
    stock: ♣9 ♠J ...
    turn: P1 discard (drew from the stock)
    limit: 7 (♥7 on the pile)
    history: P2 ♦4, P1 takes ♦4, P1 ♥7

Blank lines and lines starting with ``#`` are ignored; every error names its line.
"""

from __future__ import annotations

import random
import re

from ...cards import Card, format_card, format_cards, parse_card, parse_cards
from ...errors import IllegalActionError, NotationError
from ...files import text_lines
from ...numbers import read_int
from ...seats import parse_seat, seat_name
from ..common import on_line
from . import text as T
from .engine import BigGin, Gin, GinState, Knock, Melds, Phase, _split_melds
from .melds import CARDS, mask_cards
from .rules import DEAD_STOCK, HAND_SIZE, NON_DEALER_DEAL, GinRules

HEADER = "gin-rummy position"  # internal
_KEYS = ("seed", "hand", "score", "won", "dealer", "upcard", "p1", "p2", "pile", "stock",
         "turn", "limit", "out", "history")
_REQUIRED = ("dealer", "p1", "p2", "pile", "stock", "turn")
_TURN = re.compile(
    r"^(?P<seat>\S+)\s+(?:(?P<open>open)|(?P<draw>draw)|(?P<lay>lay off)"  # internal
    r"|discard \((?:drew from the (?P<stock>stock)|took (?P<took>\S+) from the pile)\))$")
_COUNT = re.compile(r"^([0-9]{1,18}) cards?$")


def _p(seat: int) -> str:
    return seat_name(seat, 2)


def format_position(state: GinState) -> str:
    """The canonical text of a position; ``parse_position`` reads it back to an equal state."""
    phase = state.phase
    lines = [HEADER, f"seed: {state.seed}", f"hand: {state.hand_no + 1}",
             f"score: {state.totals[0]} {state.totals[1]}"]
    won = state.hands_won()
    if any(won):
        lines.append(f"won: {won[0]} {won[1]}")
    lines += [f"dealer: {_p(state.dealer)}",
              f"upcard: {format_card(CARDS[state.upcard]) if state.upcard >= 0 else '-'}",
              f"P1: {format_cards(state.hand(0))}", f"P2: {format_cards(state.hand(1))}",
              f"pile: {format_cards(state.pile_cards())}",
              f"stock: {format_cards(state.stock_cards())}"]
    seat = _p(state.turn)
    if phase is Phase.OPEN:
        lines.append(f"turn: {seat} open")
    elif phase is Phase.DRAW:
        lines.append(f"turn: {seat} draw")
    elif phase is Phase.DISCARD:
        if state.took >= 0:
            took = format_card(CARDS[state.took])
            lines.append(f"turn: {seat} discard (took {took} from the pile)")  # internal
        else:
            lines.append(f"turn: {seat} discard (drew from the stock)")  # internal
        lines.append(f"limit: {state.limit_text(canonical=True)}")
    elif phase is Phase.LAYOFF:
        lines.append(f"turn: {seat} lay off")  # internal
        assert state.out is not None
        lines.append(f"out: {_p(state.out.seat)} {_out_text(state)}")
    else:
        lines.append("turn: over")  # internal
    moves = [f"{_p(s)} takes {format_card(CARDS[i])}" if took  # internal
             else f"{_p(s)} {format_card(CARDS[i])}" for s, i, took in state.history]
    lines.append(f"history: {', '.join(moves) if moves else '-'}")
    return "\n".join(lines) + "\n"


def _out_text(state: GinState) -> str:
    """``knock ♠5``, ``gin ♠5`` or ``big gin``, with ``melds ...`` when the player chose an
    arrangement other than the engine's."""
    out = state.out
    assert out is not None
    chosen: Melds | None = None
    if out.arrangement.reason == "chosen":
        chosen = tuple(mask_cards(m) for m in out.arrangement.melds)
    action: Knock | Gin | BigGin
    if out.kind == "big-gin":
        action = BigGin(chosen)
    elif out.kind == "gin":
        action = Gin(CARDS[out.discard], chosen)
    else:
        action = Knock(CARDS[out.discard], chosen)
    return str(action)


def _int(value: str, line: int, what: str, *, signed: bool = False) -> int:
    number = read_int(value, signed=signed)
    if number is None:
        raise NotationError(T.POS_NUMBER.format(what=what, value=value), line=line)
    return number


def _cards(value: str, line: int) -> list[Card]:
    with on_line(line):
        cards = parse_cards(value)
    for c in cards:
        if c.copy:
            raise NotationError(T.POS_COPY.format(card=c), line=line)
    return cards


def _seat(value: str, line: int) -> int:
    with on_line(line):
        return parse_seat(value, 2)


def parse_position(text: str, rules: GinRules | None = None) -> GinState:
    """Read a position; raises ``NotationError`` with the line number of the first problem."""
    rules = rules or GinRules()
    fields: dict[str, tuple[int, str]] = {}
    for n, raw in enumerate(text_lines(text), start=1):
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        if line.lower() == HEADER and not fields:
            continue
        key, sep, value = line.partition(":")
        k = key.strip().lower()
        if not sep or k not in _KEYS:
            raise NotationError(T.POS_KEY.format(keys=", ".join(_KEYS), line=line), line=n)
        if k in fields:
            raise NotationError(T.POS_TWICE.format(key=key.strip(), first=fields[k][0]),
                                line=n)
        fields[k] = (n, value.strip())
    last = max((n for n, _ in fields.values()), default=0)
    for k in _REQUIRED:
        if k not in fields:
            raise NotationError(T.POS_MISSING.format(key=k.upper() if k[0] == "p" else k),
                                line=last + 1)

    def get(k: str, default: str) -> tuple[int, str]:
        return fields.get(k, (last + 1, default))

    n, v = get("seed", "0")
    seed = _int(v, n, "seed", signed=True)
    n, v = get("hand", "1")
    hand_no = _int(v, n, "hand")
    if hand_no < 1:
        raise NotationError(str(T.POS_FIRST_HAND), line=n)
    n, v = get("score", "0 0")
    parts = v.split()
    if len(parts) != 2:
        raise NotationError(T.POS_SCORE.format(value=v), line=n)
    totals = (_int(parts[0], n, "score"), _int(parts[1], n, "score"))
    won = _won(get("won", "0 0"), hand_no, totals)
    n, v = fields["dealer"]
    dealer = _seat(v, n)

    # Cards: every card once across the hands, the pile, the stock and a face-down discard.
    seen: dict[Card, str] = {}

    def claim(cards: list[Card], where: str, line: int) -> None:
        for c in cards:
            if c in seen:
                raise NotationError(T.POS_TWO_PLACES.format(card=c, where=where, other=seen[c]),
                                    line=line)
            seen[c] = where

    hands: list[list[Card]] = []
    for s, k in enumerate(("p1", "p2")):
        n, v = fields[k]
        cards = _cards(v, n)
        claim(cards, T.POS_WHERE_HAND.format(seat=_p(s)), n)
        hands.append(cards)
    n, v = fields["pile"]
    pile = _cards(v, n)
    claim(pile, str(T.POS_WHERE_PILE), n)

    # The turn decides the phase.
    turn_line, v = fields["turn"]
    took: Card | None = None
    if v.lower() in ("over", "none"):
        phase, turn = Phase.OVER, 0
    else:
        m = _TURN.match(v)
        if m is None:
            raise NotationError(str(T.POS_TURN), line=turn_line)
        turn = _seat(m["seat"], turn_line)
        if m["open"]:
            phase = Phase.OPEN
        elif m["draw"]:
            phase = Phase.DRAW
        elif m["lay"]:
            phase = Phase.LAYOFF
        else:
            phase = Phase.DISCARD
            if m["took"]:
                with on_line(turn_line):
                    took = parse_card(m["took"])

    out: tuple[int, str, Card | None, Melds | None] | None = None
    out_line = 0
    if "out" in fields:
        n, v = fields["out"]
        out_line = n
        if phase is not Phase.LAYOFF:
            raise NotationError(str(T.POS_OUT_PHASE), line=n)
        try:
            head, melds = _split_melds(" ".join(v.lower().split()), v)
        except NotationError:
            raise NotationError(T.POS_OUT.format(value=v), line=n) from None
        words = head.split()
        out_seat = _seat(words[0], n) if words else 0
        rest = " ".join(words[1:])
        if rest in ("big gin", "big-gin", "biggin"):  # internal
            out = (out_seat, "big-gin", None, melds)
        elif len(words) == 3 and words[1] in ("knock", "gin"):
            with on_line(n):
                discard = parse_card(words[2])
            claim([discard], str(T.POS_WHERE_DISCARD), n)
            out = (out_seat, words[1], discard, melds)
        else:
            raise NotationError(T.POS_OUT.format(value=v), line=n)
        for c in (c for meld in melds or () for c in meld if c.copy):
            raise NotationError(T.POS_COPY.format(card=c), line=n)
        if out_seat == turn:
            raise NotationError(str(T.POS_OUT_SEAT), line=n)
    elif phase is Phase.LAYOFF:
        raise NotationError(str(T.POS_OUT_MISSING), line=last + 1)

    n, v = fields["stock"]
    count = _COUNT.match(v)
    if count:
        # Only the size is given: the unseen cards fill the stock in a seeded order.
        stock = [c for c in CARDS if c not in seen]
        if int(count[1]) != len(stock):
            raise NotationError(T.POS_STOCK_COUNT.format(given=count[1], left=len(stock)),
                                line=n)
        random.Random(f"gin-rummy:{seed}:{hand_no - 1}:position").shuffle(stock)
    else:
        stock = _cards(v, n)
        claim(stock, str(T.POS_WHERE_STOCK), n)
        missing = [c for c in CARDS if c not in seen]
        if missing:
            raise NotationError(T.POS_CARDS_MISSING.format(cards=format_cards(missing)),
                                line=n)

    n, v = get("upcard", "-")
    if v == "-":
        upcard = pile[0] if pile and "upcard" not in fields else None
    else:
        ups = _cards(v, n)
        if len(ups) != 1:
            raise NotationError(T.POS_UPCARD_ONE.format(value=v), line=n)
        upcard = ups[0]
    if phase is Phase.OPEN and (upcard is not None or pile):
        raise NotationError(str(T.POS_UPCARD_OPEN), line=n)
    if phase not in (Phase.OPEN, Phase.OVER) and upcard is None:
        raise NotationError(str(T.POS_UPCARD_NEEDED), line=n)

    _check_sizes(phase, turn, dealer, hands, stock, out, took, turn_line)

    history: list[tuple[int, Card, bool]] = []
    if "history" in fields:
        n, v = fields["history"]
        if v != "-":
            history = _history(v, n)
            _check_history(history, pile, upcard, dealer, n)

    try:
        state = GinState.from_parts(rules, seed=seed, hand_no=hand_no - 1, totals=totals,
                                    dealer=dealer, hands=hands, pile=pile, stock=stock,
                                    upcard=upcard, phase=phase, turn=turn, took=took,
                                    history=history, out=out, won=won)
    except IllegalActionError as e:
        # Only a chosen arrangement is checked there: melds that are not the player's cards,
        # not melds, or not among those that leave the least deadwood.
        raise NotationError(T.POS_OUT_MELDS.format(error=e), line=out_line) from None
    if "limit" in fields:
        n, v = fields["limit"]
        if phase is not Phase.DISCARD:
            raise NotationError(str(T.POS_LIMIT_PHASE), line=n)
        want = state.limit_text(canonical=True)
        if v not in (want, state.limit_text()):
            raise NotationError(T.POS_LIMIT.format(want=want, value=v), line=n)
    return state


def _won(field: tuple[int, str], hand_no: int, totals: tuple[int, int]) -> tuple[int, int]:
    """The hands each player won before this one: at most the hands played before it, and
    only by a player with points."""
    n, v = field
    parts = v.split()
    if len(parts) != 2:
        raise NotationError(T.POS_WON.format(value=v), line=n)
    won = (_int(parts[0], n, "won"), _int(parts[1], n, "won"))
    if won[0] + won[1] > hand_no - 1:
        raise NotationError(T.POS_WON_HANDS.format(won=won[0] + won[1], hand=hand_no,
                                                   before=hand_no - 1), line=n)
    for seat in (0, 1):
        if won[seat] and not totals[seat]:
            raise NotationError(T.POS_WON_SCORE.format(seat=_p(seat), p1=totals[0],
                                                       p2=totals[1]), line=n)
    return won


def _check_sizes(phase: Phase, turn: int, dealer: int, hands: list[list[Card]],
                 stock: list[Card], out: tuple[int, str, Card | None, Melds | None] | None,
                 took: Card | None, line: int) -> None:
    sizes = [len(h) for h in hands]
    want = [HAND_SIZE, HAND_SIZE]
    if phase is Phase.OVER:
        return
    if phase is Phase.OPEN:
        if turn == dealer:
            raise NotationError(str(T.POS_OPENER), line=line)
        want[turn] = NON_DEALER_DEAL
    elif phase is Phase.DISCARD:
        want[turn] = HAND_SIZE + 1
    elif phase is Phase.LAYOFF and out is not None and out[1] == "big-gin":
        want[out[0]] = HAND_SIZE + 1
    if sizes != want:
        raise NotationError(T.POS_SIZES.format(a=sizes[0], b=sizes[1], wa=want[0], wb=want[1]),
                            line=line)
    low = DEAD_STOCK + 1 if phase in (Phase.DRAW, Phase.OPEN) else DEAD_STOCK
    if phase is not Phase.LAYOFF and len(stock) < low:
        raise NotationError(T.POS_STOCK_LOW.format(n=len(stock), dead=DEAD_STOCK), line=line)
    if took is not None and took not in hands[turn]:
        raise NotationError(T.POS_TOOK.format(seat=_p(turn), card=took), line=line)


def _history(value: str, line: int) -> list[tuple[int, Card, bool]]:
    out = []
    for item in value.split(","):
        words = item.split()
        took = len(words) == 3 and words[1].lower() == "takes"
        if len(words) != (3 if took else 2):
            raise NotationError(T.POS_HISTORY_ITEM.format(item=item.strip()), line=line)
        seat = _seat(words[0], line)
        with on_line(line):
            card = parse_card(words[-1])
        out.append((seat, card, took))
    return out


def _check_history(history: list[tuple[int, Card, bool]], pile: list[Card],
                   upcard: Card | None, dealer: int, line: int) -> None:
    first_seat, first, first_took = history[0]
    if first_took or first != upcard or first_seat == dealer:
        raise NotationError(T.POS_HISTORY_START.format(upcard=upcard), line=line)
    stack: list[Card] = []
    for seat, card, took in history:
        if took:
            if not stack or stack[-1] != card:
                raise NotationError(T.POS_HISTORY_TAKE.format(seat=_p(seat), card=card),
                                    line=line)
            stack.pop()
        else:
            stack.append(card)
    if stack != pile:
        raise NotationError(T.POS_HISTORY_PILE.format(got=format_cards(stack),
                                                       pile=format_cards(pile)), line=line)


def position_cards(state: GinState) -> list[Card]:
    """Every card of a position once (a conservation check for tests and tools)."""
    cards = list(state.hand(0)) + list(state.hand(1)) + list(state.pile_cards())
    cards += state.stock_cards()
    if state.out is not None and state.out.discard >= 0:
        cards.append(CARDS[state.out.discard])
    return cards


__all__ = ["HEADER", "format_position", "parse_position", "position_cards"]
