"""The Casino position notation: one ``key: value`` line per fact, exact round trip.

Example (two players; with four the seats are N E S W)::

    casino position
    seed: 7
    round: 2
    score: 5 3
    dealer: P1
    P1: ♠A ♥5 ♦9 ♣K
    P2: ♠2 ♥3 ♦4 ♣8
    table: ♠3 ♥K
    build: 8 P1 ♦2 ♣6
    call: 5 P2 ♠5 ♥5
    captured P1: ♠4 ♥4
    captured P2: -
    stock: 28 cards
    last capture: P1
    sweeps: 0 0
    turn: P2

``table`` holds the loose cards; each ``build`` and ``call`` line one combination: its value, its
owner and its cards. ``stock`` lists the cards to be dealt, the next first, or gives only how many
(the unseen cards then fill it in an order drawn from the seed); left out, every unseen card is
in the stock. ``score`` is the match per side. ``last capture`` names who captured last (``-``:
nobody yet), with ``sweep`` after it when that capture cleared the table. ``turn: over`` is a
finished game. Blank lines and lines starting with ``#`` are ignored; every error names its line.
"""

from __future__ import annotations

import random
import re
from dataclasses import replace

from ...cards import Card, format_cards, parse_cards
from ...errors import NotationError
from ...files import text_lines
from ...numbers import read_int
from ...seats import COMPASS, seat_name
from ..common import on_line
from . import text as T
from .engine import (
    CARDS,
    VALUE,
    CasinoState,
    Combination,
    partitions,
    sides_for,
    value_word,
)
from .rules import HAND_SIZE, MAX_BUILD, PLAYERS, TABLE_CARDS, CasinoRules

HEADER = "casino position"  # internal
_SINGLE = ("seed", "round", "score", "dealer", "table", "stock", "last capture",  # internal
           "sweeps", "turn")
_REPEATED = ("build", "call")
_COUNT = re.compile(r"^([0-9]{1,18}) cards?$")
_SEAT_KEY = re.compile(r"^(?:p([1-4])|([nesw]))$")


def format_position(state: CasinoState) -> str:
    """The canonical text of a position; ``parse_position`` reads it back to an equal state."""
    n = state.n
    lines = [HEADER, f"seed: {state.seed}", f"round: {state.round_no + 1}",
             f"score: {' '.join(map(str, state.totals))}",
             f"dealer: {seat_name(state.dealer, n)}"]
    lines += [f"{seat_name(s, n)}: {format_cards(state.hand(s))}" for s in range(n)]
    lines.append(f"table: {format_cards(state.loose_cards())}")
    for c in state.combinations():
        lines.append(f"{c.kind}: {c.value} {seat_name(c.owner, n)} {format_cards(c.cards)}")
    lines += [f"captured {seat_name(s, n)}: {format_cards(state.captured_cards(s))}"  # internal
              for s in range(n)]
    lines.append(f"stock: {format_cards(state.stock_cards())}")
    last = "-" if state.last_capturer < 0 else seat_name(state.last_capturer, n)
    lines.append(f"last capture: {last}{' sweep' if state.last_swept else ''}")  # internal
    lines.append(f"sweeps: {' '.join(map(str, state.sweeps))}")
    lines.append(f"turn: {'over' if state.over else seat_name(state.turn, n)}")
    return "\n".join(lines) + "\n"


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


def _seat(value: str, players: int, line: int) -> int:
    t = value.strip().upper()
    names = [seat_name(s, players) for s in range(players)]
    if t in names:
        return names.index(t)
    if players == 4 and t in ("P1", "P2", "P3", "P4"):
        return int(t[1]) - 1
    raise NotationError(T.POS_SEAT.format(value=value, seats=", ".join(names)), line=line)


def _seat_of_key(key: str) -> tuple[int, bool] | None:
    """(seat, compass) for a hand key ``P2`` or ``E``; ``None`` for any other key."""
    m = _SEAT_KEY.match(key)
    if m is None:
        return None
    if m[1]:
        return int(m[1]) - 1, False
    return COMPASS.index(m[2].upper()), True


def parse_position(text: str, rules: CasinoRules | None = None) -> CasinoState:
    """Read a position; raises ``NotationError`` with the line number of the first problem.

    The position's hands decide the number of players (the rules' ``players`` is set to it)."""
    rules = rules or CasinoRules()
    fields: dict[str, tuple[int, str]] = {}
    repeated: list[tuple[str, int, str]] = []
    hands_at: dict[int, tuple[int, str]] = {}
    captured_at: dict[str, tuple[int, str, str]] = {}
    compass: set[bool] = set()
    seat_style: dict[int, bool] = {}  # each hand line's naming: compass or not
    for n, raw in enumerate(text_lines(text), start=1):
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        if line.lower() == HEADER and not fields and not hands_at:
            continue
        key, sep, value = line.partition(":")
        k = " ".join(key.lower().split())
        value = value.strip()
        if not sep:
            raise NotationError(T.POS_KEY.format(line=line), line=n)
        seat = _seat_of_key(k)
        if seat is not None:
            if seat[0] in hands_at:
                raise NotationError(T.POS_TWICE.format(key=key.strip(),
                                                       first=hands_at[seat[0]][0]), line=n)
            compass.add(seat[1])
            seat_style[n] = seat[1]
            hands_at[seat[0]] = (n, value)
        elif k.startswith("captured "):  # internal
            who = k.removeprefix("captured ")  # internal
            if who in captured_at:
                raise NotationError(T.POS_TWICE.format(key=key.strip(),
                                                       first=captured_at[who][0]), line=n)
            captured_at[who] = (n, value, key.strip())
        elif k in _REPEATED:
            repeated.append((k, n, value))
        elif k in _SINGLE:
            if k in fields:
                raise NotationError(T.POS_TWICE.format(key=key.strip(), first=fields[k][0]),
                                    line=n)
            fields[k] = (n, value)
        else:
            raise NotationError(T.POS_KEY.format(line=line), line=n)
    last = max([n for n, _ in fields.values()] + [n for n, _ in hands_at.values()]
               + [n for _, n, _ in repeated] + [n for n, _, _ in captured_at.values()], default=0)
    end = last + 1
    for k in ("dealer", "turn"):
        if k not in fields:
            raise NotationError(T.POS_MISSING.format(key=k), line=end)

    # The players: the hand lines.
    if len(compass) > 1:
        # The first hand line named the other way from the first hand line.
        order = sorted(seat_style.items())
        odd = next(n for n, k in order if k != order[0][1])
        raise NotationError(str(T.POS_SEAT_NAMES), line=odd)
    players = 4 if compass == {True} else max(hands_at, default=-1) + 1
    if players not in PLAYERS or sorted(hands_at) != list(range(players)):
        names = [seat_name(s, max(players, 2)) for s in range(max(players, 2))]
        raise NotationError(T.POS_PLAYERS.format(seats=", ".join(names)),
                            line=max((n for n, _ in hands_at.values()), default=end))
    rules = replace(rules, players=players)
    sides = sides_for(players, rules.partners)

    def get(k: str, default: str) -> tuple[int, str]:
        return fields.get(k, (end, default))

    n, v = get("seed", "0")
    seed = _int(v, n, "seed", signed=True)
    n, v = get("round", "1")
    round_no = _int(v, n, "round")
    if round_no < 1:
        raise NotationError(str(T.POS_FIRST_ROUND), line=n)
    n, v = get("score", " ".join("0" for _ in sides))
    parts = v.split()
    if len(parts) != len(sides):
        raise NotationError(T.POS_SCORE.format(value=v, sides=len(sides)), line=n)
    totals = [_int(p, n, "score") for p in parts]
    n, v = fields["dealer"]
    dealer = _seat(v, players, n)

    seen: dict[Card, str] = {}

    def claim(cards: list[Card], where: str, line: int) -> None:
        for c in cards:
            if c in seen:
                raise NotationError(T.POS_TWO_PLACES.format(card=c, where=where,
                                                            other=seen[c]), line=line)
            seen[c] = where

    hands: list[list[Card]] = []
    for s in range(players):
        n, v = hands_at[s]
        cards = _cards(v, n)
        claim(cards, T.POS_WHERE_HAND.format(seat=seat_name(s, players)), n)
        hands.append(cards)
    n, v = get("table", "-")
    loose = _cards(v, n)
    claim(loose, str(T.POS_WHERE_TABLE), n)
    combos: list[Combination] = []
    for kind, n, v in repeated:
        combo = _combination(kind, v, players, n)
        where = T.POS_WHERE_CALL if combo.call else T.POS_WHERE_BUILD
        claim(list(combo.cards), where.format(value=combo.value), n)
        combos.append(combo)
    captured: list[list[Card]] = [[] for _ in range(players)]
    captured_line: dict[int, int] = {}
    for who, (n, v, said) in captured_at.items():
        s = _seat(who, players, n)
        if s in captured_line:  # the same seat by another name (``N`` and ``P1``)
            raise NotationError(T.POS_TWICE.format(key=said, first=captured_line[s]), line=n)
        captured_line[s] = n
        cards = _cards(v, n)
        claim(cards, T.POS_WHERE_CAPTURED.format(seat=seat_name(s, players)), n)
        captured[s] = cards

    stock_line, v = get("stock", "")
    unseen = [c for c in CARDS if c not in seen]
    count = _COUNT.match(v)
    if not v or count:
        if count and int(count[1]) != len(unseen):
            raise NotationError(T.POS_STOCK_COUNT.format(given=count[1], left=len(unseen)),
                                line=stock_line)
        stock = unseen
        random.Random(f"casino:{seed}:{round_no - 1}:position").shuffle(stock)
    else:
        stock = _cards(v, stock_line)
        claim(stock, str(T.POS_WHERE_STOCK), stock_line)
        missing = [c for c in CARDS if c not in seen]
        if missing:
            raise NotationError(T.POS_CARDS_MISSING.format(cards=format_cards(missing)),
                                line=stock_line)

    turn_line, v = fields["turn"]
    over = v.strip().lower() == "over"
    turn = dealer if over else _seat(v, players, turn_line)

    n, v = get("last capture", "-")  # internal
    words = v.split()
    swept = len(words) == 2 and words[1].lower() == "sweep"
    if not words or len(words) > 2 or (len(words) == 2 and not swept):
        raise NotationError(T.POS_LAST.format(value=v), line=n)
    last_capturer = None if words[0] == "-" else _seat(words[0], players, n)
    if last_capturer is None and (swept or any(captured)):
        raise NotationError(str(T.POS_LAST_NEEDED), line=n)
    if last_capturer is not None and not captured[last_capturer]:
        raise NotationError(T.POS_LAST_EMPTY.format(seat=seat_name(last_capturer, players)),
                            line=n)
    n, v = get("sweeps", " ".join("0" for _ in range(players)))
    parts = v.split()
    if len(parts) != players:
        raise NotationError(T.POS_SWEEPS.format(value=v, players=players), line=n)
    sweeps = [_int(p, n, "sweeps") for p in parts]
    for s in range(players):
        if sweeps[s] > len(captured[s]):
            raise NotationError(T.POS_SWEEPS_CAPTURED.format(seat=seat_name(s, players)),
                                line=n)
    if swept and last_capturer is not None and not sweeps[last_capturer]:
        raise NotationError(T.POS_SWEEP_COUNTED.format(seat=seat_name(last_capturer, players)),
                            line=n)

    _check_deal(players, dealer, turn, over, hands, loose, combos, stock, turn_line,
                stock_line, last_capturer is None)
    for combo, (_, n, _) in zip(combos, repeated, strict=True):
        if not any(VALUE_OF[c] == combo.value for c in hands[combo.owner]):
            raise NotationError(T.POS_OWNER_CARD.format(
                seat=seat_name(combo.owner, players), combo=combo.describe(),
                value=value_word(combo.value)), line=n)

    return CasinoState.from_parts(rules, seed=seed, round_no=round_no - 1, totals=totals,
                                  dealer=dealer, hands=hands, loose=loose, combinations=combos,
                                  captured=captured, stock=stock, turn=turn,
                                  last_capturer=last_capturer, sweeps=sweeps, last_swept=swept,
                                  over=over)


#: The most cards a build or call line may hold (ten aces and twos could not lie there).
MAX_CARDS = 16
VALUE_OF: dict[Card, int] = {c: VALUE[i] for i, c in enumerate(CARDS)}


def _combination(kind: str, value: str, players: int, line: int) -> Combination:
    """``8 P1 ♦2 ♣6``: a build or call line's value, owner and cards."""
    words = value.split(maxsplit=2)
    if len(words) < 3:
        raise NotationError(T.POS_COMBO.format(kind=kind), line=line)
    v = _int(words[0], line, kind)
    owner = _seat(words[1], players, line)
    cards = _cards(words[2], line)
    if len(cards) > MAX_CARDS:
        raise NotationError(T.POS_COMBO_CARDS.format(kind=kind, most=MAX_CARDS), line=line)
    faces = [c for c in cards if not VALUE_OF[c]]
    if faces:
        raise NotationError(T.POS_COMBO_FACE.format(card=faces[0], kind=kind), line=line)
    if not 1 <= v <= MAX_BUILD:
        raise NotationError(T.POS_COMBO_VALUE.format(kind=kind, value=v, most=MAX_BUILD),
                            line=line)
    values = [VALUE_OF[c] for c in cards]
    if kind == "build":
        if len(cards) < 2 or sum(values) != v:
            raise NotationError(T.POS_BUILD_SUM.format(cards=format_cards(cards),
                                                       total=sum(values), value=v), line=line)
    elif sum(values) < 2 * v or not partitions(values, v):
        raise NotationError(T.POS_CALL_SPLIT.format(cards=format_cards(cards), value=v),
                            line=line)
    return Combination(tuple(sorted(cards, key=CARDS.index)), v, owner, kind == "call")


def _check_deal(players: int, dealer: int, turn: int, over: bool, hands: list[list[Card]],
                loose: list[Card], combos: list[Combination], stock: list[Card],
                turn_line: int, stock_line: int, nobody_captured: bool) -> None:
    """The hands, table and stock fit a round dealt by the rules and played in turn (at the
    end the table is empty, unless nobody captured in the last round)."""
    per_deal = players * HAND_SIZE
    dealt = len(CARDS) - TABLE_CARDS - len(stock)
    if dealt < per_deal * (not over) or dealt % per_deal:
        raise NotationError(T.POS_STOCK_SIZE.format(n=len(stock), per=per_deal,
                                                    first=len(CARDS) - TABLE_CARDS - per_deal),
                            line=stock_line)
    sizes = [len(h) for h in hands]
    if over:
        if any(sizes) or stock or combos or (loose and not nobody_captured):
            raise NotationError(str(T.POS_OVER), line=turn_line)
        return
    first = (dealer + 1) % players
    order = [(first + k) % players for k in range(players)]
    at = order.index(turn)
    h = sizes[turn]
    want = [h - 1 if order.index(s) < at else h for s in range(players)]
    if not 1 <= h <= HAND_SIZE or sizes != want:
        shown = " ".join(str(x) for x in sizes)
        raise NotationError(T.POS_SIZES.format(sizes=shown, seat=seat_name(turn, players),
                                               first=seat_name(first, players),
                                               most=HAND_SIZE), line=turn_line)


__all__ = ["HEADER", "format_position", "parse_position"]
