"""A readable text notation for a Klaverjassen deal or a position in the middle of one.

One ``key: value`` per line; blank lines and ``#`` comments are ignored (``docs/notation.md``)::

    rules: rotterdam verplicht
    dealer: W
    trump: ♥
    goes: N
    N: ♠A ♠10 ♥J ♥9 ♦7 ♣K ♣Q ♣8
    E: ♠K ♠Q ♠J ♥A ♦A ♦K ♣A ♣7
    S: ...
    W: ...
    trick 1: N ♥J ♥7 ♥8 ♥10
    trick 2: N ♠A ♠7

Hands are the cards still held. Each ``trick N`` line gives its leader and the cards in playing
order; the last may be unfinished. The position is rebuilt by replaying every call and card through
the engine, so an illegal card or a wrong leader is reported with its line.
"""

from __future__ import annotations

from dataclasses import replace

from ...cards import (
    SUITS,
    Card,
    format_card,
    format_cards,
    parse_card,
    parse_cards,
    parse_suit,
    sort_hand,
)
from ...errors import IllegalActionError, NotationError
from ...files import text_lines
from ...numbers import read_int
from ...seats import COMPASS, parse_seat
from ..common import on_line
from . import text as T
from .engine import CARDS, INDEX, PASS, KlaverjasState, TrumpCall, mask_cards
from .rules import KlaverjasRules, PlayRule, TrumpMethod

_KEYS = ("rules", "deal", "score", "dealer", "turned", "calls", "trump", "goes",
         *COMPASS, "trick N")


def _parse_rules(value: str, base: KlaverjasRules, line: int) -> KlaverjasRules:
    rules = base
    for tok in value.replace(",", " ").split():
        t = tok.lower()
        deals = read_int(t[6:]) if t.startswith("deals=") else None
        if t in ("rotterdam", "amsterdam"):
            rules = replace(rules, play=PlayRule(t))
        elif t in ("verplicht", "draaien", "maken"):
            rules = replace(rules, trump_method=TrumpMethod(t))
        elif t == "four-jacks-200":
            rules = replace(rules, four_jacks_200=True)
        elif deals is not None:
            try:
                rules = replace(rules, deals=deals)
            except ValueError as e:  # out of range
                raise NotationError(str(e), line=line) from None
        else:
            raise NotationError(T.POS_RULES_WORD.format(word=tok), line=line)
    return rules


def parse_position(text: str, rules: KlaverjasRules | None = None, *,
                   finished_deal_ends_match: bool = False) -> KlaverjasState:
    """Build the state a position text describes; ``NotationError`` names the line.

    A text that plays all eight tricks of a deal before the match's last is refused (the engine
    would deal the next hand at once), unless ``finished_deal_ends_match``: then the match is
    read as ending with that deal, so the finished deal stays on the table (when the text's
    own ``rules:`` line sets no match length).
    """
    rules = rules or KlaverjasRules()
    fields: dict[str, tuple[int, str]] = {}
    tricks: dict[int, tuple[int, str]] = {}
    for n, raw in enumerate(text_lines(text), start=1):
        line = raw.split("#", 1)[0].strip()
        if not line:
            continue
        key, sep, value = line.partition(":")
        if not sep:
            raise NotationError(T.POS_KEY_VALUE.format(line=line), line=n)
        key = key.strip()
        value = value.strip()
        low = key.lower()
        if low.startswith("trick"):
            num = read_int(low[5:], low=1, high=8)
            if num is None:
                raise NotationError(T.POS_TRICK_NUMBER.format(key=key), line=n)
            if num in tricks:
                raise NotationError(T.POS_TRICK_TWICE.format(n=num), line=n)
            tricks[num] = (n, value)
            continue
        name = key.upper() if key.upper() in COMPASS else low
        if name not in _KEYS:
            raise NotationError(T.POS_UNKNOWN_KEY.format(key=key, keys=", ".join(_KEYS)),
                                line=n)
        if name in fields:
            raise NotationError(T.POS_KEY_TWICE.format(key=key, first=fields[name][0]), line=n)
        fields[name] = (n, value)

    if "rules" in fields:
        rules = _parse_rules(fields["rules"][1], rules, fields["rules"][0])
    deal_no = 0
    if "deal" in fields:
        n, v = fields["deal"]
        num = read_int(v.split()[0] if v else "", low=1, high=rules.deals)
        if num is None:
            raise NotationError(T.POS_DEAL_NUMBER.format(value=v, deals=rules.deals), line=n)
        deal_no = num - 1
    totals = (0, 0)
    if "score" in fields:
        n, v = fields["score"]
        numbers = [read_int(p) for p in v.replace("-", " ").split()]
        if len(numbers) != 2 or None in numbers:
            raise NotationError(T.POS_SCORE.format(value=v), line=n)
        totals = (numbers[0] or 0, numbers[1] or 0)
    if "dealer" not in fields:
        raise NotationError(T.POS_NO_DEALER)
    dealer = _seat(fields["dealer"])

    # Hands now, plus the cards each seat has played, give the dealt hands.
    seen: dict[Card, int] = {}
    held: list[list[Card]] = []
    for name in COMPASS:
        if name not in fields:
            raise NotationError(T.POS_NO_HAND.format(seat=name))
        n, v = fields[name]
        held.append(_cards(v, n, seen))
    played: list[tuple[int, int, list[Card]]] = []  # (line, leader, cards)
    for k in range(1, len(tricks) + 1):
        if k not in tricks:
            raise NotationError(T.POS_TRICK_MISSING.format(n=k), line=tricks[max(tricks)][0])
        n, v = tricks[k]
        seat_tok, _, rest = v.partition(" ")
        leader = _seat((n, seat_tok))
        cards = _cards(rest, n, seen)
        if not 1 <= len(cards) <= 4:
            raise NotationError(T.POS_TRICK_SIZE.format(n=k), line=n)
        if len(cards) < 4 and k != len(tricks):
            raise NotationError(T.POS_TRICK_UNFINISHED.format(n=k, next=k + 1), line=n)
        played.append((n, leader, cards))
    if len(seen) != 32:
        missing = [c for c in CARDS if c not in seen]
        raise NotationError(T.POS_CARDS_MISSING.format(cards=" ".join(map(str, missing))))
    dealt = [list(h) for h in held]
    for _, leader, cards in played:
        for j, c in enumerate(cards):
            dealt[(leader + j) % 4].append(c)
    for s, name in enumerate(COMPASS):
        if len(dealt[s]) != 8:
            n = fields[name][0]
            raise NotationError(T.POS_HAND_SIZE.format(
                seat=name, held=len(held[s]), played=len(dealt[s]) - len(held[s]),
                total=len(dealt[s])), line=n)

    turned = None
    if "turned" in fields:
        n, v = fields["turned"]
        with on_line(n):
            turned = parse_card(v)
        if turned.rank > 6:
            raise NotationError(T.POS_TURNED_RANK.format(card=turned), line=n)
    if rules.trump_method is TrumpMethod.DRAAIEN and turned is None:
        raise NotationError(T.POS_TURNED_NEEDED)
    state = _replay(rules, dealt, dealer, turned, deal_no, totals, fields, played)
    if state.deal_no != deal_no and not state.is_terminal():
        # The engine deals the next hand as soon as a deal is scored: a position of it would
        # show new cards that the text never gave.
        if finished_deal_ends_match and "deals=" not in fields.get("rules", (0, ""))[1]:
            return _replay(replace(rules, deals=deal_no + 1), dealt, dealer, turned, deal_no,
                           totals, fields, played)
        raise NotationError(T.POS_DEAL_FINISHED.format(no=deal_no + 1, deals=rules.deals),
                            line=played[-1][0])
    return state


def _replay(rules: KlaverjasRules, dealt: list[list[Card]], dealer: int, turned: Card | None,
            deal_no: int, totals: tuple[int, int], fields: dict[str, tuple[int, str]],
            played: list[tuple[int, int, list[Card]]]) -> KlaverjasState:
    """The dealt hands with the calls and tricks of the text played on them."""
    state = KlaverjasState.from_hands(rules, dealt, dealer=dealer, turned=turned, seed=0,
                                      deal_no=deal_no, totals=totals)
    _replay_calls(state, fields)
    for n, leader, cards in played:
        if state.to_move() != leader:
            raise NotationError(T.POS_LEADER.format(seat=COMPASS[leader],
                                                    leader=COMPASS[state.to_move() or 0]), line=n)
        for c in cards:
            try:
                state.apply(c)
            except IllegalActionError as e:
                raise NotationError(T.POS_CANNOT_PLAY.format(card=c, error=e), line=n) from None
    return state


def _seat(field: tuple[int, str]) -> int:
    n, v = field
    with on_line(n):
        return parse_seat(v, 4)


def _cards(value: str, line: int, seen: dict[Card, int]) -> list[Card]:
    with on_line(line):
        cards = parse_cards(value)
    for c in cards:
        if c not in INDEX:
            raise NotationError(T.POS_NOT_IN_PACK.format(card=c), line=line)
        if c in seen:
            raise NotationError(T.POS_CARD_TWICE.format(card=c, first=seen[c]), line=line)
        seen[c] = line
    return cards


def _replay_calls(state: KlaverjasState, fields: dict[str, tuple[int, str]]) -> None:
    trump_f = fields.get("trump")
    goes_f = fields.get("goes")
    if "calls" in fields:
        n, v = fields["calls"]
        for item in (x.strip() for x in v.split(",") if x.strip()):
            seat_tok, _, what = item.partition(" ")
            seat = _seat((n, seat_tok))
            if state.to_move() != seat:
                raise NotationError(T.POS_CALL_TURN.format(seat=COMPASS[seat],
                                                           turn=COMPASS[state.to_move() or 0]),
                                    line=n)
            try:
                call = PASS if what.strip().lower() == "pass" else TrumpCall(parse_suit(what))
                state.apply(call)
            except (NotationError, IllegalActionError) as e:
                raise NotationError(f"{item!r}: {e}", line=n) from None
        if trump_f and state.trump_suit is not None and parse_suit(trump_f[1]) != state.trump_suit:
            raise NotationError(T.POS_CALLS_TRUMP.format(trump=state.trump_suit, given=trump_f[1]),
                                line=trump_f[0])
        return
    if trump_f is None:
        if goes_f is not None:
            raise NotationError(T.POS_GOES_TRUMP, line=goes_f[0])
        return
    with on_line(trump_f[0]):
        suit = parse_suit(trump_f[1])
    going = _seat(goes_f) if goes_f else (state.dealer + 1) % 4
    state._fix_trump(suit.value, going)


def format_position(state: KlaverjasState) -> str:
    """The notation of a state's current deal; ``parse_position`` reads it back."""
    r = state.rules
    words = [r.play.value, r.trump_method.value]
    if r.four_jacks_200:
        words.append("four-jacks-200")
    if r.deals != KlaverjasRules().deals:
        words.append(f"deals={r.deals}")
    lines = [f"rules: {' '.join(words)}"]
    # A finished match still holds its last deal; write that deal and the score before it.
    deal_no, totals = state.deal_no, tuple(state.totals)
    if state.is_terminal() and state.results:
        last = state.results[-1].score
        deal_no, totals = deal_no - 1, (totals[0] - last[0], totals[1] - last[1])
    if deal_no or r.deals != 1:
        lines.append(f"deal: {deal_no + 1} of {r.deals}")
    if any(totals):
        lines.append(f"score: {totals[0]} {totals[1]}")
    lines.append(f"dealer: {COMPASS[state.dealer]}")
    if state.turned is not None:
        lines.append(f"turned: {format_card(state.turned)}")
    if state.calls:
        calls = ", ".join(f"{COMPASS[s]} {'pass' if x < 0 else TrumpCall(SUITS[x])}"
                          for s, x in state.calls)
        lines.append(f"calls: {calls}")
    elif state.trump_suit is not None:
        lines.append(f"trump: {state.trump_suit}")
        lines.append(f"goes: {COMPASS[state.going]}")
    for s, name in enumerate(COMPASS):
        lines.append(f"{name}: {format_cards(sort_hand(mask_cards(state.hands[s])))}")
    k = 0
    for k, (leader, cards, _w) in enumerate(state.tricks, start=1):
        lines.append(f"trick {k}: {COMPASS[leader]} {format_cards(CARDS[i] for i in cards)}")
    if state.trick:
        lines.append(f"trick {k + 1}: {COMPASS[state.leader]} "
                     f"{format_cards(CARDS[i] for i in state.trick)}")
    return "\n".join(lines) + "\n"

