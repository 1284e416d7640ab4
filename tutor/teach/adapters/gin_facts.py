"""What a Gin Rummy lesson or puzzle text says about the cards, checked against its position.

``tutor check`` hands every learner-facing text of a step (question, hint, explanation, notes on
wrong answers, the prose before a position) to :func:`check_texts` with the position it speaks
about and the seat the learner sees it from. The statements read are the forms the lessons and
puzzles use; anything else is left alone, since a checker that guesses would cry wolf.

- **Whose card.** "Player 2 holds the ♥K", "you keep ♦6 ♦7 ♥K", "Player 2's hand: ♥K ♠K", "the
  ♥J in your hand": the card is in that hand now. "your ♦4", "Player 1's ♣9": in that hand, or
  thrown from it this hand. "Player 2 took the ♥K", "the ♦6 you threw", "Player 2 threw the ♠9",
  "opened with the ♠K", "drew the ♦K", "knocks with the ♣K": what the history (or the hand) shows.
- **The pile.** "the ♣2 is on top", "the top card is the ♠9", "knocks with the ♣K under the ♠9":
  the top card; "the ♠9 and the ♦8 are on the pile", "the ♦Q on the pile": somewhere in it; "the
  ♦4 lies buried in the pile, under the ♥7", "the card under the ♣6 is the ♠7": below the top,
  right under that card. A card the player to move may be about to throw is not read ("the ♠K on
  top sets their limit"): that speaks of the pile after the discard.
- **The stock.** "Sixteen cards are left", "27 cards in the stock", "the stock still holds 29
  cards": its size, unless the sentence is about a later moment ("a discard leaves two cards in
  the stock", "if ...").
- **Deadwood.** "♦2 ♦7 ♣A, 10 points", "♠4 ♣3 is 7", "keeps ♦6 ♦7 ♥K: 23", "the ♦3 is left (3)":
  the cards' values add up to the number. "the ♦8 leaves 13 and the ♠6 15": the least deadwood the
  player to move keeps after throwing that card. "your deadwood is 53": the viewer's ten cards.
  "you may knock with 3", "a knock with 2 is allowed": a discard leaves exactly that much, within
  the limit.
- **The limit.** "the limit is 9": the knock limit of the coming discard. "the ♥K allows 10", "the
  10 the ♣Q allows", "the 7 of the ♦7", "8 points, the limit of the ♣8": the card's value as a
  limit; with "within" (or "the limit of") in a discard, that card sets the limit now.
- **Melds.** "the run ♠10 ♠J ♠Q", "♠7 ♥7 ♦7 is a set", "♠4 ♠5 ♠6 and ♦8 ♦9 ♦10 are runs": each
  is one; "your run ♠8 ♠9 ♠10": and the viewer holds it.

Statements under a negation or a condition ("does not hold", "if Player 1 takes") are not read.

A true statement may still tell the learner what they cannot know. A card *names a hidden hand*
when the text places it in the opponent's face-down hand while the learner could not know it is
there: only the pile cards the opponent was seen taking and has not thrown since (and, after a
knock, the melds laid down) are known. The stock lies face down: placing a card in it is refused
unless every card of the opponent's hand is known, and its order is never known.

The texts must also avoid the trainer's own jargon (``tutor.teach.facts``).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass

from ...cards import Card, parse_card
from ...games.gin import engine as gin
from ...games.gin.melds import (
    CARDS,
    INDEX,
    VALUES,
    best_arrangement,
    cards_mask,
    is_run,
    is_set,
    min_deadwood,
)
from ..facts import jargon
from . import gin_text as G

_CARD = r"[♠♥♦♣](?:10|[2-9AKQJ])(?![0-9A-Za-z])"
#: Cards in a row: "♠A ♠2 ♠3", "the ♠6, the ♦9 and the ♠9".
_LIST = rf"{_CARD}(?:(?:\s*,\s*|\s+and\s+|\s+)(?:the\s+)?{_CARD})*"
_NUMBER_WORDS = ("zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine",
                 "ten", "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen",
                 "seventeen", "eighteen", "nineteen", "twenty")
_TENS = {"twenty": 20, "thirty": 30, "forty": 40, "fifty": 50}
_NUM = r"(?:\d+|[A-Za-z]+(?:-[A-Za-z]+)?)"
_CARD_RE = re.compile(_CARD)

# -- Words --------------------------------------------------------------------------------------

_HOLD = "hold"  # the cards are in the subject's hand now
_OWN = "own"  # in the subject's hand, or thrown from it this hand
_TAKE = "take"  # taken from the pile by the subject this hand
_THREW = "threw"  # thrown by the subject this hand
_WITH = "with"  # only the cards after "with" are the subject's: knocks with, goes gin with
_OPEN = "open"  # the cards after "with" opened the pile


def _words(text: str) -> frozenset[str]:
    return frozenset(text.split())


_VERBS: dict[str, str] = {}
for _list, _mode in (
    ("hold holds has have keep keeps kept keeping", _HOLD),  # internal
    ("drew drawn", _OWN),  # internal
    ("take takes took taken", _TAKE),  # internal
    ("threw thrown throws discarded", _THREW),  # internal
    ("knock knocks knocked goes went", _WITH),  # internal
    ("opened opens", _OPEN),  # internal
):
    for _w in _list.split():
        _VERBS[_w] = _mode
#: Words between a subject and its verb that change nothing.
_FILLER = _words("still then also now only just already first later both all must may can "
                 "could will is was are were does did do be been has have had")  # internal
#: Words that end the stretch of text a verb reaches.
_STOP = _words("but which while because since so when after before until unless though "
               "although whereas who whom that where than on onto to into from against over "
               "under above below instead of for by beside as")  # internal
_NEGATIONS = _words("not never cannot can't won't doesn't don't didn't isn't wasn't no none "
                    "nothing neither nor without")  # internal
_CONDITIONS = _words("if suppose supposing imagine would were unless whether once when "
                     "whenever until till say had")  # internal
_HARD = frozenset(".;:!?()[]—")
#: How many words a verb's list of cards may start after the verb ("kept a single pile card,
#: the ♥J").
_REACH = 5
_POSS_ADJ = _words("the own only last lone single loose high low club spade heart diamond "
                   "clubs spades hearts diamonds run runs set sets remaining")  # internal

_TOKEN = re.compile(
    r"(?P<card>[♠♥♦♣](?:10|[2-9AKQJ]))(?![0-9A-Za-z])"
    r"|(?P<seat>Player\s+[12]|P[12])(?P<poss>['’]s)?\b"
    r"|(?P<word>[A-Za-z][A-Za-z'’-]*|[0-9]+)"
    r"|(?P<punct>[.;:!?()\[\],—])"
)


@dataclass(frozen=True, slots=True)
class _Tok:
    kind: str  # card, who, word, punct
    text: str
    start: int
    card: Card | None = None
    seat: int = -1
    poss: bool = False


@dataclass(frozen=True, slots=True)
class Claim:
    """One statement read from a text: ``seat`` holds, owns, took or threw ``cards``."""

    kind: str  # hold, own, take, threw, open
    seat: int
    who: str  # the subject as the text names it
    cards: tuple[Card, ...]
    start: int


def _card(text: str) -> Card | None:
    c = parse_card(text)
    return c if c in INDEX else None


def _tokens(text: str, viewer: int) -> list[_Tok]:
    raw: list[_Tok] = []
    for m in _TOKEN.finditer(text):
        if m.group("card"):
            raw.append(_Tok("card", m.group(0), m.start(), card=_card(m.group("card"))))
        elif m.group("seat"):
            seat = int(m.group("seat")[-1]) - 1
            raw.append(_Tok("who", " ".join(m.group("seat").split()), m.start(), seat=seat,
                            poss=bool(m.group("poss"))))
        elif m.group("word"):
            low = m.group("word").lower().replace("’", "'")
            if low in ("you", "your"):
                raw.append(_Tok("who", m.group(0), m.start(), seat=viewer, poss=low == "your"))
            elif low in ("opponent", "opponent's"):
                raw.append(_Tok("who", m.group(0), m.start(), seat=1 - viewer,
                                poss=low.endswith("'s")))
            else:
                raw.append(_Tok("word", low, m.start()))
        else:
            raw.append(_Tok("punct", m.group(0), m.start()))
    # "your opponent('s)", "the opponent('s)": the opponent; "an opponent": nobody in particular.
    out: list[_Tok] = []
    for t in raw:
        prev = out[-1] if out else None
        if t.kind == "who" and t.seat != viewer and prev is not None and t.text.lower() \
                .startswith("opponent"):
            if prev.kind == "who" and prev.poss and prev.seat == viewer:
                out[-1] = _Tok("who", f"{prev.text} {t.text}", prev.start, seat=t.seat,
                               poss=t.poss)
                continue
            if prev.kind == "word" and prev.text in ("a", "an", "any", "each", "every"):
                out.append(_Tok("word", t.text.lower(), t.start))
                continue
        out.append(t)
    return out


def read_claims(text: str, viewer: int) -> list[Claim]:
    """Every statement of whose card is where, in the order of the text."""
    toks = _tokens(text, viewer)
    claims: list[Claim] = []
    for i, t in enumerate(toks):
        if t.kind != "who" or _conditional(toks, i):
            continue
        claims.extend(_possessive(toks, i) if t.poss else _subject(toks, i))
    claims.extend(_object_first(toks))
    return [c for c in claims if c.cards]


def _conditional(toks: list[_Tok], i: int) -> bool:
    """Whether the sentence part before token ``i`` makes a condition or a supposition."""
    j = i - 1
    while j >= 0 and not (toks[j].kind == "punct" and toks[j].text in _HARD):
        if toks[j].kind == "word" and toks[j].text in _CONDITIONS:
            return True
        j -= 1
    return False


def _cards_from(toks: list[_Tok], j: int) -> tuple[list[Card], int]:
    """The list of cards starting at ``j`` ("♠A ♠2", "the ♠6, the ♦9 and the ♠9"). Commas join
    only a list that "and" closes: in "your ♠7 ♠8, the ♣4 or ..." the list is ♠7 ♠8."""
    cards: list[Card] = []
    seps: list[tuple[str, int, int]] = []  # separator, cards before it, index
    while j < len(toks):
        t = toks[j]
        if t.kind == "card":
            if t.card is not None:
                cards.append(t.card)
            j += 1
        elif t.text in ("and", ",", "the") and cards and j + 1 < len(toks) \
                and (toks[j + 1].kind == "card"
                     or (toks[j + 1].text == "the" and j + 2 < len(toks)
                         and toks[j + 2].kind == "card")):
            if t.text != "the":
                seps.append((t.text, len(cards), j))
            j += 1
        else:
            break
    commas = [s for s in seps if s[0] == ","]
    if commas and seps[-1][0] != "and":
        _, n, at = commas[0]
        return cards[:n], at
    return cards, j


def _possessive(toks: list[_Tok], i: int) -> Iterator[Claim]:
    """"Player 1's ♣9", "your ♥J and ♠J", "your own run ♠8 ♠9 ♠10", "Player 2's hand: ♥K"."""
    who = toks[i]
    j = i + 1
    adjectives: list[str] = []
    while j < len(toks) and toks[j].kind == "word" and toks[j].text in _POSS_ADJ:
        adjectives.append(toks[j].text)
        j += 1
    kind = _HOLD if set(adjectives) & {"run", "runs", "set", "sets"} else _OWN
    if j + 1 < len(toks) and toks[j].text == "hand" and toks[j + 1].text == ":":
        kind, j = _HOLD, j + 2
    cards, _ = _cards_from(toks, j)
    if cards:
        yield Claim(kind, who.seat, who.text, tuple(cards), who.start)


def _subject(toks: list[_Tok], i: int) -> Iterator[Claim]:
    j = i + 1
    # ", who threw", ", the dealer, takes"
    if j + 1 < len(toks) and toks[j].text == "," and toks[j + 1].text == "who":
        j += 2
    elif j < len(toks) and toks[j].text == ",":
        for k in range(j + 1, min(j + 5, len(toks))):
            if toks[k].text == ",":
                j = k + 1
                break
            if toks[k].kind != "word" or toks[k].text in _VERBS:
                break
    while j < len(toks) and toks[j].kind == "word" and toks[j].text not in _VERBS:
        if toks[j].text not in _FILLER:
            return
        j += 1
    if j >= len(toks) or toks[j].kind != "word":
        return
    if j + 1 < len(toks) and toks[j + 1].text in _NEGATIONS:
        return
    yield from _objects(toks, i, j)


def _objects(toks: list[_Tok], i: int, j: int) -> Iterator[Claim]:
    """The cards the verb at ``j`` (and each later verb of the clause) gives the subject."""
    who = toks[i]
    mode = _VERBS[toks[j].text]
    expecting = mode not in (_WITH, _OPEN)
    budget = _REACH
    found: dict[str, list[Card]] = {}
    k = j + 1
    while k < len(toks):
        t = toks[k]
        if t.kind == "punct" and t.text in _HARD:
            break
        if t.kind == "who":
            if not t.poss:
                break
            # "took your ♥K": a card of the possessive's, taken by the subject.
            cards, k = _cards_from(toks, k + 1)
            if mode == _TAKE and expecting:
                found.setdefault(mode, []).extend(cards)
            expecting = False
            continue
        if t.kind == "card":
            cards, k = _cards_from(toks, k)
            if expecting:
                found.setdefault(mode, []).extend(cards)
                expecting = False
            continue
        k += 1
        if t.kind == "word" and (t.text in _STOP or t.text in _CONDITIONS
                                 or t.text in _NEGATIONS):
            break
        if t.kind == "word" and t.text in _VERBS:
            mode = _VERBS[t.text]
            expecting, budget = mode not in (_WITH, _OPEN), _REACH
        elif t.text == "with" and mode in (_WITH, _OPEN):
            expecting, budget = True, _REACH
        elif expecting and t.text not in (",", "the"):
            budget -= 1
            expecting = budget > 0
    for kind, cards in found.items():
        yield Claim(_OWN if kind == _WITH else kind, who.seat, who.text,
                    tuple(dict.fromkeys(cards)), who.start)


def _object_first(toks: list[_Tok]) -> Iterator[Claim]:
    """"the ♦6 and the ♣6 you threw", "the ♣Q Player 2 took" (not "♣J ♣Q ♣K you keep", where the
    cards belong to the sentence before)."""
    for i, t in enumerate(toks):
        if t.kind != "who" or t.poss or i == 0 or toks[i - 1].kind != "card":
            continue
        if i + 1 >= len(toks) or toks[i + 1].text not in _VERBS:
            continue
        mode = _VERBS[toks[i + 1].text]
        if mode not in (_TAKE, _THREW) or _conditional(toks, i):
            continue
        k = i - 1
        while k > 0 and (toks[k - 1].kind == "card" or toks[k - 1].text in ("and", ",", "the")):
            k -= 1
        while toks[k].kind != "card":
            k += 1
        cards, _ = _cards_from(toks, k)
        if cards:
            yield Claim(mode, t.seat, t.text, tuple(cards), toks[k].start)


# -- The position --------------------------------------------------------------------------------


@dataclass(frozen=True)
class _Pos:
    state: gin.GinState
    viewer: int
    #: Card indices in the opponent's hand that the viewer cannot know are there.
    unknown: int
    #: Whether the viewer can tell which cards are in the stock (not their order).
    stock_known: bool

    def hand(self, seat: int) -> int:
        return self.state.hands[seat]

    def held(self, seat: int, i: int) -> bool:
        return bool(self.state.hands[seat] >> i & 1)

    def thrown(self, seat: int) -> set[int]:
        out = {i for s, i, took in self.state.history if s == seat and not took}
        o = self.state.out
        if o is not None and o.seat == seat and o.discard >= 0:
            out.add(o.discard)
        return out

    def taken(self, seat: int) -> set[int]:
        return {i for s, i, took in self.state.history if s == seat and took}

    def about_to_throw(self, i: int) -> bool:
        """Whether the player to move may throw card ``i`` now (a text may speak of the pile
        after that discard)."""
        st = self.state
        return st.phase in (gin.Phase.OPEN, gin.Phase.DISCARD) and self.held(st.turn, i)


def _position(state: gin.GinState, viewer: int, hidden: frozenset[int]) -> _Pos:
    other = 1 - viewer
    hidden_now = cards_mask(gin.hidden_cards(state, viewer))
    unknown = state.hands[other] & hidden_now if other in hidden else 0
    return _Pos(state, viewer, unknown, stock_known=unknown == 0)


def _where(pos: _Pos, i: int) -> str:
    """Where a card really is, in words."""
    st = pos.state
    for s in (0, 1):
        if pos.held(s, i):
            return G.SAYS_IN_HAND.format(seat=G.SEAT_LONG.format(n=s + 1))
    if st.out is not None and st.out.discard == i:
        return G.SAYS_OUT_DISCARD.format(seat=G.SEAT_LONG.format(n=st.out.seat + 1))
    if i in st.pile:
        return str(G.SAYS_TOP) if st.pile[-1] == i else str(G.SAYS_IN_PILE)
    return str(G.SAYS_IN_STOCK)


def _check_claim(claim: Claim, pos: _Pos) -> str:
    for card in claim.cards:
        i = INDEX[card]
        held = pos.held(claim.seat, i)
        if claim.kind == _HOLD and not held:
            return G.SAYS_NOT_HELD.format(who=claim.who, card=card, where=_where(pos, i))
        if claim.kind == _OWN and not held and i not in pos.thrown(claim.seat):
            return G.SAYS_NOT_OWN.format(who=claim.who, card=card, where=_where(pos, i))
        if claim.kind == _TAKE and i not in pos.taken(claim.seat):
            return G.SAYS_NOT_TAKEN.format(who=claim.who, card=card)
        if claim.kind == _THREW and i not in pos.thrown(claim.seat):
            return G.SAYS_NOT_THROWN.format(who=claim.who, card=card)
        if claim.kind == _OPEN and not (pos.state.history and pos.state.history[0][1] == i
                                        and pos.state.history[0][0] == claim.seat):
            return G.SAYS_NOT_OPENED.format(who=claim.who, card=card)
        if claim.kind in (_HOLD, _OWN) and held and pos.unknown >> i & 1:
            return G.SAYS_HIDDEN.format(who=claim.who, card=card,
                                        viewer=G.SEAT_LONG.format(n=pos.viewer + 1))
    return ""


# -- Statements read by pattern ------------------------------------------------------------------

#: A finding: (offset in the text, problem).
Found = tuple[int, str]
_Rule = Callable[[str, "_Pos | None"], Iterator[Found]]


def _number(text: str) -> int | None:
    t = text.lower()
    if t.isdigit():
        return int(t)
    if t in _NUMBER_WORDS:
        return _NUMBER_WORDS.index(t)
    head, _, tail = t.partition("-")
    if head in _TENS and (not tail or tail in _NUMBER_WORDS[1:10]):
        return _TENS[head] + (_NUMBER_WORDS.index(tail) if tail else 0)
    return None


def _cards_in(text: str) -> list[Card]:
    return [c for c in (_card(m.group(0)) for m in _CARD_RE.finditer(text)) if c is not None]


def _groups(text: str) -> list[list[Card]]:
    """A list's cards in groups: cards side by side form one, "and" and commas part them."""
    out: list[list[Card]] = []
    for part in re.split(r"\s*,\s*|\s+and\s+|\s+the\s+", text):
        cards = _cards_in(part)
        if cards:
            out.append(cards)
    return out


def _clause_before(text: str, start: int) -> str:
    """The text from the last hard punctuation mark before ``start``."""
    cut = max(text.rfind(p, 0, start) for p in ".;:!?(")
    return text[cut + 1:start]


def _supposed(text: str, start: int) -> bool:
    """Whether the sentence part before ``start`` makes a condition or a supposition."""
    words = re.findall(r"[A-Za-z']+", _clause_before(text, start).lower())
    return any(w in _CONDITIONS for w in words)


def _value(card: Card) -> int:
    return VALUES[INDEX[card]]


def _limit_of(card: Card, pos: _Pos | None) -> int | None:
    """The knock limit a card sets (``None``: gin only, an ace under the first-upcard rule)."""
    if pos is not None and pos.state.rules.first_upcard and _value(card) == 1:
        return None
    return _value(card)


def _limit_words(value: int | None) -> str:
    return str(G.SAYS_GIN_ONLY) if value is None else str(value)


# Deadwood: "♦2 ♦7 ♣A, 10 points", "♠4 ♣3 is 7", "keeps ♦6 ♦7 ♥K: 23", "♦3 is left (3)".
_SUM = re.compile(
    rf"(?P<list>{_LIST})(?P<sep>\s*:\s*|\s*,\s*|\s+is\s+|\s+are\s+|\s*\(\s*|\s+count\s+"
    rf"|\s+is\s+left\s*\(\s*)(?:(?:also|only|just|exactly|then|now)\s+)*(?P<n>\d+)\b"
    rf"(?!\s*(?:[-+×x*/%]|cards?\b|hands?\b|turns?\b|of\b|to\b|more\b|less\b|in\b|or\b))")


#: Before a card, a word that makes it no count: "doubled by the ♠9: 26".
_NOT_COUNTED = re.compile(r"\b(?:by|under|on|onto|with|of|to|from|than|over|beside)\s+"
                          r"(?:the\s+)?$", re.IGNORECASE)


def _sums(text: str, pos: _Pos | None) -> Iterator[Found]:
    for m in _SUM.finditer(text):
        if "(" in m.group("sep") and not text[m.end():].lstrip().startswith(")"):
            continue
        if _NOT_COUNTED.search(text, 0, m.start()):
            continue
        cards = _cards_in(m.group("list"))
        value = sum(_value(c) for c in cards)
        said = int(m.group("n"))
        if value != said:
            yield m.start(), G.SAYS_SUM.format(cards=" ".join(map(str, cards)), said=said,
                                               value=value)


# "the ♦8 leaves 13 and the ♠6 15", "the ♠6 and the ♣6 each leave 25", "(it leaves 20, the ♥5 21)"
_LEAVES = re.compile(rf"(?:(?P<list>{_LIST})|\bit)\s+(?:each\s+)?leaves?\s+(?:only\s+|just\s+)?"
                     rf"(?P<n>\d+)\b(?!\s*(?:cards?\b|in\b|[-+×]))", re.IGNORECASE)
_LEAVES_MORE = re.compile(rf"(?:\s*,\s*|\s+and\s+)(?:the\s+)?(?P<card>{_CARD})\s+(?P<n>\d+)\b"
                          rf"(?!\s*(?:cards?\b|[-+×]))")


def _leaves(text: str, pos: _Pos | None) -> Iterator[Found]:
    if pos is None or pos.state.phase is not gin.Phase.DISCARD:
        return
    hand = pos.hand(pos.state.turn)
    for m in _LEAVES.finditer(text):
        said = [(c, int(m.group("n")), m.start()) for c in _cards_in(m.group("list") or "")]
        end = m.end()
        while (more := _LEAVES_MORE.match(text, end)) is not None:
            card = _card(more.group("card"))
            if card is not None:
                said.append((card, int(more.group("n")), more.start("card")))
            end = more.end()
        for card, n, start in said:
            i = INDEX[card]
            if not hand >> i & 1:
                continue  # not the mover's card: some other hand's count
            value = min_deadwood(hand & ~(1 << i))
            if value != n:
                arr = best_arrangement(hand & ~(1 << i))
                yield start, G.SAYS_LEAVES.format(card=card, said=n, value=value,
                                                  arrangement=arr.describe())


_YOUR_DEADWOOD = re.compile(r"\byour\s+deadwood\s+(?:now\s+)?is\s+(?:now\s+)?(?:only\s+)?"
                            r"(?P<n>\d+)\b", re.IGNORECASE)


def _your_deadwood(text: str, pos: _Pos | None) -> Iterator[Found]:
    if pos is None:
        return
    hand = pos.hand(pos.viewer)
    if hand.bit_count() != 10:
        return  # eleven cards: which discard is meant is not said
    for m in _YOUR_DEADWOOD.finditer(text):
        if _supposed(text, m.start()):
            continue
        arr = best_arrangement(hand)
        if arr.value != int(m.group("n")):
            yield m.start(), G.SAYS_DEADWOOD.format(said=m.group("n"), value=arr.value,
                                                    arrangement=arr.describe())


_MAY_KNOCK = re.compile(r"\byou\s+(?:may|can)\s+knock\s+with\s+(?P<n>\d+)\b"
                        r"|\ba\s+knock\s+with\s+(?P<n2>\d+)\s+is\s+allowed\b", re.IGNORECASE)


def _may_knock(text: str, pos: _Pos | None) -> Iterator[Found]:
    if pos is None:
        return
    st = pos.state
    for m in _MAY_KNOCK.finditer(text):
        if _supposed(text, m.start()):
            continue
        said = int(m.group("n") or m.group("n2"))
        if st.phase is not gin.Phase.DISCARD or st.turn != pos.viewer:
            yield m.start(), G.SAYS_KNOCK_NOT_NOW.format(said=said)
            continue
        hand = st.hands[st.turn]
        left = sorted({min_deadwood(hand & ~(1 << i)) for i in range(52)
                       if hand >> i & 1 and i != st.took})
        limit = st.limit()
        if said not in left:
            yield m.start(), G.SAYS_KNOCK_COUNT.format(
                said=said, values=", ".join(map(str, left)))
        elif limit is None or said > limit:
            yield m.start(), G.SAYS_KNOCK_LIMIT.format(said=said, limit=st.limit_text())


_LIMIT_IS = re.compile(r"\bthe\s+(?:knock\s+)?limit\s+is\s+(?:now\s+)?(?:only\s+)?(?P<n>\d+)\b",
                       re.IGNORECASE)


def _limit_is(text: str, pos: _Pos | None) -> Iterator[Found]:
    if pos is None or pos.state.phase is not gin.Phase.DISCARD:
        return
    for m in _LIMIT_IS.finditer(text):
        if _supposed(text, m.start()):
            continue
        if pos.state.limit() != int(m.group("n")):
            yield m.start(), G.SAYS_LIMIT.format(said=m.group("n"),
                                                 limit=pos.state.limit_text())


# "the 10 the ♣Q allows", "the 7 of the ♦7", "the ♥K allows 10", "8 points, the limit of the ♣8"
_ALLOWS = re.compile(
    rf"\bthe\s+(?P<n>\d+)\s+(?:that\s+)?the\s+(?P<card>{_CARD})(?:\s+on\s+(?:the\s+pile|top))?"
    rf"\s+allows\b"
    rf"|\bthe\s+(?P<n2>\d+)\s+of\s+the\s+(?P<card2>{_CARD})"
    rf"|(?P<card3>{_CARD})(?:\s+on\s+(?:the\s+pile|top))?\s+allows\s+(?:only\s+|up\s+to\s+)?"
    rf"(?P<n3>\d+)\b"
    rf"|\b(?P<n4>\d+)\s+points?,\s+the\s+limit\s+of\s+the\s+(?P<card4>{_CARD})", re.IGNORECASE)


def _allows(text: str, pos: _Pos | None) -> Iterator[Found]:
    for m in _ALLOWS.finditer(text):
        k = next(k for k in ("", "2", "3", "4") if m.group("card" + k))
        card = _card(m.group("card" + k))
        if card is None:
            continue
        said = int(m.group("n" + k))
        value = _limit_of(card, pos)
        if value != said:
            yield m.start(), G.SAYS_CARD_LIMIT.format(card=card, said=said,
                                                      value=_limit_words(value))
            continue
        before = text[max(0, m.start() - 12):m.start()].lower()
        sets_now = k == "4" or (k in ("", "2") and re.search(r"\bwithin\s*$", before))
        if pos is not None and sets_now and pos.state.phase is gin.Phase.DISCARD \
                and pos.state.limit_card() != card:
            yield m.start(), G.SAYS_LIMIT_CARD.format(card=card, limit=pos.state.limit_text())


# The pile. "on top of it" (a run) is not the pile; nor is "on top" where cards are laid off.
_OF_PILE = r"(?!\s+of\b(?!\s+the\s+pile))"
_LAYING = re.compile(r"\b(?:lay|lays|laid|laying|layoff|goes|go|fits?)\b", re.IGNORECASE)
_TOP = re.compile(
    rf"(?P<card>{_CARD})\s+(?:is|lies)\s+(?:now\s+|still\s+)?on\s+top\b{_OF_PILE}"
    rf"|\bthe\s+(?P<card2>{_CARD})\s+on\s+top\b{_OF_PILE}"
    rf"|\bthe\s+top\s+card\s+(?:now\s+)?is\s+(?:now\s+)?(?:the\s+)?(?P<card3>{_CARD})"
    rf"|\bthe\s+card\s+on\s+top(?:\s+of\s+(?:the\s+pile|it))?,?\s+(?:is\s+)?(?:the\s+)?"
    rf"(?P<card4>{_CARD})"
    rf"|(?P<card5>{_CARD})(?:\s+under\s+it)?\s+is\s+(?:now\s+)?the\s+top(?:\s+card)?\s+of\s+the"
    rf"\s+pile"
    rf"|\bknock(?:s|ed|ing)?\b(?:\s+(?!under\b)[^\s.;:!?,]+){{0,4}}\s+under\s+the\s+"
    rf"(?P<card6>{_CARD})", re.IGNORECASE)
_IN_PILE = re.compile(rf"(?P<list>{_LIST})\s+(?:is|are|lies|lie)\s+(?:still\s+)?(?:on|in)\s+the"
                      rf"\s+pile\b|\bthe\s+(?P<card>{_CARD})\s+on\s+the\s+pile\b", re.IGNORECASE)
_BURIED = re.compile(rf"(?P<card>{_CARD})\s+(?:lies|is)\s+buried\b(?:\s+in\s+the\s+pile)?"
                     rf"(?:,?\s+under\s+the\s+(?P<above>{_CARD}))?", re.IGNORECASE)
_UNDER = re.compile(
    rf"\bthe\s+card\s+under\s+the\s+(?P<above>{_CARD})(?:\s+is|\s*,)\s+(?:the\s+)?"
    rf"(?P<card>{_CARD})"
    rf"|(?P<card2>{_CARD})\s+(?:is|lies)\s+(?:still\s+)?under\s+the\s+(?P<above2>{_CARD})",
    re.IGNORECASE)


def _card_group(m: re.Match[str], name: str) -> tuple[Card | None, int]:
    for k in ("", "2", "3", "4", "5", "6"):
        if name + k in m.re.groupindex and m.group(name + k):
            return _card(m.group(name + k)), m.start(name + k)
    return None, m.start()


def _pile(text: str, pos: _Pos | None) -> Iterator[Found]:
    if pos is None:
        return
    pile = pos.state.pile
    top = CARDS[pile[-1]] if pile else None
    for m in _TOP.finditer(text):
        card, start = _card_group(m, "card")
        if card is None or pos.about_to_throw(INDEX[card]) or _supposed(text, m.start()) \
                or _LAYING.search(_clause_before(text, m.start())):
            continue
        if card != top:
            yield start, G.SAYS_NOT_TOP.format(card=card, top=top or G.SAYS_EMPTY_PILE,
                                               where=_where(pos, INDEX[card]))
    for m in _IN_PILE.finditer(text):
        cards = _cards_in(m.group("list") or m.group("card"))
        for card in cards:
            i = INDEX[card]
            if i not in pile and not pos.about_to_throw(i) and not _supposed(text, m.start()):
                yield m.start(), G.SAYS_NOT_IN_PILE.format(card=card, where=_where(pos, i))
    for m in _BURIED.finditer(text):
        card = _card(m.group("card"))
        if card is None or _supposed(text, m.start()):
            continue
        i = INDEX[card]
        if i not in pile[:-1]:
            yield m.start(), G.SAYS_NOT_BURIED.format(card=card, where=_where(pos, i))
        elif m.group("above"):
            yield from _under(pos, card, _card(m.group("above")), m.start())
    for m in _UNDER.finditer(text):
        card, start = _card_group(m, "card")
        above, _ = _card_group(m, "above")
        if card is not None and not _supposed(text, m.start()):
            yield from _under(pos, card, above, start)


def _under(pos: _Pos, card: Card, above: Card | None, start: int) -> Iterator[Found]:
    if above is None or pos.about_to_throw(INDEX[above]):
        return
    pile = pos.state.pile
    a, i = INDEX[above], INDEX[card]
    if a not in pile or pile.index(a) == 0 or pile[pile.index(a) - 1] != i:
        below = pile[pile.index(a) - 1] if a in pile and pile.index(a) > 0 else -1
        actual = (G.SAYS_UNDER_IS.format(above=above, below=CARDS[below]) if below >= 0
                  else _where(pos, a) if a not in pile else G.SAYS_UNDER_NONE.format(above=above))
        yield start, G.SAYS_NOT_UNDER.format(card=card, above=above, actual=actual)


# The stock.
_STOCK_COUNT = re.compile(
    rf"\b(?P<n>{_NUM})\s+cards?\s+(?:are\s+|is\s+)?(?:still\s+)?(?:left\s+)?in\s+the\s+stock\b"
    rf"|\bthe\s+stock\s+(?:still\s+)?holds\s+(?P<n2>{_NUM})\s+cards?\b"
    rf"|\b(?P<n3>{_NUM})\s+cards?\s+(?:are\s+)?left\b(?=\s*(?:[.,;:!?]|and\b|$))",
    re.IGNORECASE)
_LATER = re.compile(r"\b(?:leaves?|leaving|left|would|after)\s*$", re.IGNORECASE)
_STOCK_CARD = re.compile(
    rf"(?P<card>{_CARD})\s+(?:is|lies)\s+(?:still\s+)?in\s+the\s+stock\b"
    rf"|\bthe\s+stock\s+(?:still\s+)?holds\s+(?:the\s+)?(?P<list>{_LIST})"
    rf"|\b(?:top|next)\s+card\s+(?:of|in|from)\s+the\s+stock\s+is\s+(?:the\s+)?(?P<card2>{_CARD})"
    rf"|(?P<card3>{_CARD})\s+(?:is|lies)\s+on\s+top\s+of\s+the\s+stock\b", re.IGNORECASE)


def _stock(text: str, pos: _Pos | None) -> Iterator[Found]:
    if pos is None:
        return
    size = len(pos.state.stock)
    for m in _STOCK_COUNT.finditer(text):
        word = m.group("n") or m.group("n2") or m.group("n3")
        said = _number(word)
        if said is None or _supposed(text, m.start()) \
                or _LATER.search(text[max(0, m.start() - 12):m.start()]) \
                or re.match(r"\s+after\b", text[m.end():]):
            continue
        if said != size:
            yield m.start(), G.SAYS_STOCK_COUNT.format(said=word, n=size)
    stock = set(pos.state.stock)
    viewer = G.SEAT_LONG.format(n=pos.viewer + 1)
    for m in _STOCK_CARD.finditer(text):
        order = bool(m.group("card2") or m.group("card3"))
        for card in _cards_in(m.group("card") or m.group("list") or m.group("card2")
                              or m.group("card3")):
            i = INDEX[card]
            if i not in stock:
                yield m.start(), G.SAYS_NOT_IN_STOCK.format(card=card, where=_where(pos, i))
            elif order:
                yield m.start(), G.SAYS_STOCK_ORDER.format(card=card)
            elif not pos.stock_known:
                yield m.start(), G.SAYS_STOCK_HIDDEN.format(card=card, viewer=viewer)


# Melds: "the run ♠10 ♠J ♠Q", "♠7 ♥7 ♦7 is a set", "♠4 ♠5 ♠6 and ♦8 ♦9 ♦10 ♦J are runs".
_MELD_BEFORE = re.compile(rf"\b(?P<kind>runs?|sets?)\s+(?P<list>{_LIST})", re.IGNORECASE)
_MELD_AFTER = re.compile(
    rf"(?P<list>{_LIST})\s+(?:(?:is|stays?|remains?)\s+(?:still\s+)?(?:also\s+)?)?an?\s+"
    rf"(?:[a-z]+-card\s+)?(?P<kind>run|set)\b"
    rf"|(?P<list2>{_LIST})\s+are\s+(?:all\s+)?(?P<kind2>runs|sets)\b", re.IGNORECASE)


def _melds(text: str, pos: _Pos | None) -> Iterator[Found]:
    for m in _MELD_BEFORE.finditer(text):
        kind = m.group("kind").lower()
        groups = _groups(m.group("list"))
        yield from _shapes(groups if kind.endswith("s") else groups[:1], kind.rstrip("s"),
                           m.start("list"))
    for m in _MELD_AFTER.finditer(text):
        if _CARD_RE.match(text[m.end():].lstrip()) or len(_cards_in(m.group(0))) < 2:
            continue  # "the ♠6 a run ♠6 ♠7 ♠8": the run is named after the word
        if m.group("list"):
            yield from _shapes(_groups(m.group("list"))[-1:], m.group("kind").lower(),
                               m.start())
        else:
            yield from _shapes(_groups(m.group("list2")), m.group("kind2").lower()[:-1],
                               m.start())


def _shapes(groups: list[list[Card]], kind: str, start: int) -> Iterator[Found]:
    for cards in groups:
        mask = cards_mask(cards)
        ok = is_run(mask) if kind == "run" else is_set(mask)
        if not ok:
            words = G.SAYS_NOT_RUN if kind == "run" else G.SAYS_NOT_SET
            yield start, words.format(cards=" ".join(map(str, cards)))


_RULES: tuple[_Rule, ...] = (_sums, _leaves, _your_deadwood, _may_knock, _limit_is, _allows,
                             _pile, _stock, _melds)


def check_texts(state: gin.GinState | None, viewer: int, hidden: frozenset[int],
                texts: Sequence[str], assumptions: Sequence[str] = ()) -> list[list[Found]]:
    """Per text, (offset, problem) for each statement that is false in the position or tells
    the learner about a face-down card, and each word of jargon. Without a position (cards
    given alone) only what the cards themselves show is read: values, runs and sets."""
    pos = _position(state, viewer, hidden) if state is not None else None
    out: list[list[Found]] = []
    for text in texts:
        problems = jargon(text)
        for rule in _RULES:
            problems.extend(rule(text, pos))
        if pos is not None:
            for claim in read_claims(text, viewer):
                why = _check_claim(claim, pos)
                if why:
                    problems.append((claim.start, why))
        out.append(sorted(set(problems)))
    return out
