"""What a Klaverjassen lesson or puzzle text says about the cards, checked against its position.

``tutor check`` hands every learner-facing text of a step (question, hint, explanation, notes on
wrong answers, the prose before a position) to :func:`check_texts` with the position it speaks
about and the seat the learner sees it from. Three kinds of statement are read:

- a card **held** by a seat: "North holds the ♣K", "East has the ♥J", "you hold ♠K ♠8"; the card
  must be in that hand now;
- a card **belonging** to a seat: "South's ♣7", "your ♥K", "West led the ♦J", "South trumped with
  the ♣10", "East played the ♠Q, South the ♠J"; the card must be in that hand or have been played
  from it in this deal (a text may speak of a card already played, or one about to be);
- a seat **void** in a suit: "East has no spades", "West showed out of trumps"; the hand must hold
  none of it.

The subject may be a seat, a team ("East-West"), "you", "your partner" or "the opponents" (both
seen from the learner's seat). Statements under a negation or a condition ("does not hold", "if
West held") are not read: a checker that guesses would cry wolf.

A true statement may still tell the learner what they cannot know. A card *names a hidden hand*
when the text places it (held by, or belonging to, a seat or team) while it lies in a face-down
hand, and the learner could not work out that it is there: from the cards in view, the cards
played, what the rules prove (a player who did not follow suit has none of it, ...), the puzzle's
stated assumptions, and the hand sizes. Naming a hidden card without placing it ("the ♣10 is
still out") tells nothing the learner cannot see, and is fine; so is a void the play has proved.

The texts must also avoid the trainer's own jargon (``tutor.teach.facts``).
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Sequence
from dataclasses import dataclass

from ...bots.klaverjas.knowledge import Signal, master_of
from ...cards import SUITS, Card, Rank, Suit, parse_card, parse_suit
from ...games.klaverjas.engine import CARDS, INDEX, SUIT_MASK, KlaverjasState, tables
from ...games.klaverjas.resample import excluded
from ...seats import COMPASS_LONG, partner, seat_name, team_of
from ..facts import jargon
from . import klaverjas_text as K


def _long(seat: int) -> str:
    """A seat's name in the reader's language ("North", "Noord")."""
    return seat_name(seat, 4, long=True)


_TOKEN = re.compile(
    r"(?P<card>[♠♥♦♣](?:10|[2-9AKQJ]))(?![0-9A-Za-z])"
    r"|(?P<team>North-South|East-West|N-S|E-W)(?P<tposs>['’]s)?\b"
    r"|(?P<seat>North|East|South|West)(?P<poss>['’]s)?\b"
    r"|(?P<suitsym>[♠♥♦♣])"
    r"|(?P<word>[A-Za-z][A-Za-z'’-]*|[0-9]+)"
    r"|(?P<punct>[.;:!?()\[\],—])"
)

# How a verb ties the cards after it to its subject.
_OWN = "own"  # the cards it names are the subject's: plays, leads, discards, holds (past)
_HOLD = "hold"  # the cards are in the subject's hand now: holds, has, keeps
_WITH = "with"  # only the cards after "with" are the subject's: trumps, wins, takes, beats


def _words(text: str) -> frozenset[str]:
    return frozenset(text.split())


_VERBS: dict[str, str] = {}
for _list, _mode in (
    ("hold holds has have keep keeps", _HOLD),  # internal
    ("held had kept play plays played playing lead leads led leading discard discards "
     "discarded throw throws threw thrown spek spekt spekken spekked give gives gave add adds "
     "added put puts keeping signal signals signalled cash cashes cashed", _OWN),  # internal
    ("trump trumps trumped trumping overtrump overtrumps overtrumped undertrump undertrumps "
     "undertrumped win wins won winning take takes took taken taking beat beats beating "
     "follow follows followed ruff ruffs ruffed draw draws drew drawn", _WITH),  # internal
):
    for _w in _list.split():
        _VERBS[_w] = _mode
#: Words between a subject and its verb that change nothing.
_FILLER = _words("still then also now only just already first later both all must may can "
                 "could will shall should might is was are were does did do to be been "
                 "simply therefore again")  # internal
#: Words that end the stretch of text a subject's verb reaches.
_STOP = _words("but which while because since so when after before until unless though "
               "although whereas who whom that where than on onto to into from against over "
               "under above below instead of for by beside")  # internal
#: Words that make a statement one this checker does not read: a negation (a void is read
#: apart), or a condition or supposition before the subject.
_NEGATIONS = _words("not never cannot can't won't doesn't don't didn't isn't wasn't no none "
                    "nothing neither nor without")  # internal
_CONDITIONS = _words("if suppose supposing imagine would were unless whether once when "
                     "whenever until till")  # internal
_HARD = frozenset(".;:!?()[]—")
#: How many words a verb's list of cards may start after the verb ("holds only the ♣Q").
_REACH = 4
_POSS_ADJ = _words("the last only lone single remaining trump winning high low own little "
                   "small big second third first best top master highest lowest bare")  # internal
_SUIT_WORDS: dict[str, str] = {}
for _s in SUITS:
    for _name in (_s.english, _s.english[:-1], _s.dutch, _s.symbol):
        _SUIT_WORDS[_name.lower()] = _s.symbol
for _name in ("trump", "trumps", "troef", "troeven"):
    _SUIT_WORDS[_name] = "trump"


@dataclass(frozen=True, slots=True)
class _Tok:
    kind: str  # card, who, word, punct, suit
    text: str
    start: int
    card: Card | None = None
    seats: frozenset[int] = frozenset()
    poss: bool = False
    #: For ``who``: a seat or team named by name, not "you", "partner", "opponents".
    named: bool = False


@dataclass(frozen=True, slots=True)
class Claim:
    """One statement read from a text: ``who`` holds, owns, or is void in ``what``."""

    kind: str  # "hold", "own", "void"
    seats: frozenset[int]
    who: str  # the subject as the text names it
    cards: tuple[Card, ...] = ()
    #: For a void: the suits, ``None`` standing for the trump suit.
    suits: tuple[Suit | None, ...] = ()
    start: int = 0


def _who_text(text: str) -> str:
    return " ".join(text.split())


def _tokens(text: str, viewer: int, trump: Suit | None) -> list[_Tok]:
    raw: list[_Tok] = []
    for m in _TOKEN.finditer(text):
        if m.group("card"):
            card = _card(m.group("card"))
            raw.append(_Tok("card", m.group(0), m.start(), card=card))
        elif m.group("team"):
            name = m.group("team")
            team = 0 if name in ("North-South", "N-S") else 1
            raw.append(_Tok("who", name, m.start(), seats=frozenset({team, team + 2}),
                            poss=bool(m.group("tposs")), named=True))
        elif m.group("seat"):
            raw.append(_Tok("who", m.group("seat"), m.start(),
                            seats=frozenset({COMPASS_LONG.index(m.group("seat"))}),
                            poss=bool(m.group("poss")), named=True))
        elif m.group("suitsym"):
            raw.append(_Tok("suit", m.group(0), m.start()))
        elif m.group("word"):
            raw.append(_word(m.group("word"), m.start(), viewer, trump))
        else:
            raw.append(_Tok("punct", m.group(0), m.start()))
    return _merge(raw)


def _card(text: str) -> Card | None:
    c = parse_card(text)
    return c if c in INDEX else None


def _word(w: str, start: int, viewer: int, trump: Suit | None) -> _Tok:
    low = w.lower().replace("’", "'")
    poss = low.endswith("'s")
    base = low[:-2] if poss else low
    if base in ("jas", "nel") and trump is not None:
        rank = Rank.JACK if base == "jas" else Rank.NINE
        return _Tok("card", w, start, card=Card(trump, rank))
    if base in ("you", "your", "yours") or low == "you're":
        return _Tok("who", w, start, seats=frozenset({viewer}), poss=base == "your")
    if base == "partner":
        return _Tok("who", w, start, seats=frozenset({partner(viewer)}), poss=poss)
    if base in ("opponent", "opponents") or low == "opponents'":
        seats = frozenset(s for s in range(4) if team_of(s) != team_of(viewer))
        return _Tok("who", w, start, seats=seats, poss=poss or low.endswith("'"))
    return _Tok("word", low, start)


def _merge(raw: list[_Tok]) -> list[_Tok]:
    """"your partner North", "partner South", "the opponent West": the seat named is meant;
    "your partner" is the partner."""
    out: list[_Tok] = []
    for t in raw:
        prev = out[-1] if out else None
        if prev is not None and prev.kind == "who" and not prev.named and not prev.poss \
                and t.kind == "who" and t.named and len(t.seats) == 1:
            out[-1] = _Tok("who", f"{prev.text} {t.text}", prev.start, seats=t.seats,
                           poss=t.poss, named=True)
            continue
        if prev is not None and prev.kind == "who" and prev.poss and not prev.named \
                and prev.text.lower() == "your" and t.kind == "who" and not t.named:
            # "your partner('s)": the partner, not you.
            out[-1] = _Tok("who", f"{prev.text} {t.text}", prev.start, seats=t.seats,
                           poss=t.poss)
            continue
        out.append(t)
    # "a partner", "an opponent" in general are nobody in particular.
    final: list[_Tok] = []
    for i, t in enumerate(out):
        before = out[i - 1] if i else None
        if (t.kind == "who" and not t.named and before is not None and before.kind == "word"
                and before.text in ("a", "an", "any", "each", "every")):
            final.append(_Tok("word", t.text.lower(), t.start))
        else:
            final.append(t)
    return final


def read_claims(text: str, viewer: int, trump: Suit | None) -> list[Claim]:
    """Every statement :func:`check_texts` checks, in the order of the text."""
    toks = _tokens(text, viewer, trump)
    claims: list[Claim] = []
    for i, t in enumerate(toks):
        if t.kind != "who":
            continue
        if t.poss:
            claims.extend(_possessive(toks, i))
        else:
            claims.extend(_subject(toks, i))
    return [c for c in claims if c.cards or c.suits]


def _possessive(toks: list[_Tok], i: int) -> Iterator[Claim]:
    """"South's ♣7", "your ♥K and ♥10", "partner's Jas"."""
    who = toks[i]
    j = i + 1
    while j < len(toks) and toks[j].kind == "word" and toks[j].text in _POSS_ADJ:
        j += 1
    cards: list[Card] = []
    while j < len(toks):
        t = toks[j]
        if t.kind == "card":
            if t.card is not None:
                cards.append(t.card)
            j += 1
        elif t.kind in ("word", "punct") and t.text in ("and", "or", ",", "the") and cards \
                and j + 1 < len(toks) and toks[j + 1].kind in ("card", "word"):
            j += 1
        else:
            break
    if cards and not _conditional(toks, i):
        yield Claim("own", who.seats, _who_text(who.text), tuple(cards), start=who.start)


def _conditional(toks: list[_Tok], i: int) -> bool:
    """Whether the sentence part before token ``i`` makes a condition or a supposition."""
    j = i - 1
    while j >= 0 and not (toks[j].kind == "punct" and toks[j].text in _HARD):
        if toks[j].kind == "word" and toks[j].text in _CONDITIONS:
            return True
        j -= 1
    return False


def _subject(toks: list[_Tok], i: int) -> Iterator[Claim]:
    who = toks[i]
    if _conditional(toks, i):
        return
    # Elliptical: "East played the ♠Q, South the ♠J", "... and South with the ♥7".
    if who.named and i > 0 and toks[i - 1].text in (",", "and"):
        j = i + 1
        if j < len(toks) and toks[j].text == "with":
            j += 1
        if j < len(toks) and toks[j].text == "the":
            j += 1
        card = toks[j].card if j < len(toks) else None
        if card is not None:
            yield Claim("own", who.seats, _who_text(who.text), (card,), start=who.start)
            return
    j = _skip_apposition(toks, i + 1)
    verb: str | None = None
    while j < len(toks):
        t = toks[j]
        if t.kind != "word":
            break
        if t.text in ("has", "have", "had") and j + 1 < len(toks) \
                and toks[j + 1].kind == "word" and toks[j + 1].text in _VERBS:
            j += 1
            continue
        if t.text in _VERBS:
            verb = t.text
            break
        if t.text in _NEGATIONS:
            void = _void(toks, i, j)
            if void is not None:
                yield void
            return
        if t.text not in _FILLER and t.text != "showed":
            return
        if t.text == "showed":
            void = _void(toks, i, j)
            if void is not None:
                yield void
            return
        j += 1
    if verb is None:
        return
    # "has no spades", "holds no trumps"
    if _VERBS[verb] == _HOLD and j + 1 < len(toks) and toks[j + 1].text in ("no", "none"):
        void = _void(toks, i, j + 1)
        if void is not None:
            yield void
        return
    yield from _objects(toks, i, j)


def _skip_apposition(toks: list[_Tok], j: int) -> int:
    """Past ", an opponent," or ", without spades," after a subject."""
    if j < len(toks) and toks[j].text == ",":
        for k in range(j + 1, min(j + 7, len(toks))):
            t = toks[k]
            if t.text == ",":
                return k + 1
            if t.kind == "card" or (t.kind == "word" and t.text in _VERBS) \
                    or (t.kind == "punct" and t.text in _HARD):
                break
    return j


def _objects(toks: list[_Tok], i: int, j: int) -> Iterator[Claim]:
    """The cards a subject's verb (at ``j``) gives it: the first list of cards right after the
    verb (after "with" for a verb like "trumps"), and after each later verb in the clause."""
    who = toks[i]
    mode = _VERBS[toks[j].text]
    expecting = mode != _WITH  # a list of the subject's cards may start soon
    budget = _REACH
    in_list = False
    cards: dict[str, list[Card]] = {_HOLD: [], _OWN: []}
    k = j + 1
    while k < len(toks):
        t = toks[k]
        k += 1
        if t.kind == "punct" and t.text in _HARD:
            break
        if t.kind == "who":
            if not t.poss:
                break
            # "North's ♠A": the possessive's own list, not the subject's.
            while k < len(toks) and (toks[k].kind == "card" or toks[k].text in _POSS_ADJ):
                k += 1
            expecting = in_list = False
            continue
        if t.kind == "card":
            if expecting and t.card is not None:
                cards[_HOLD if mode == _HOLD else _OWN].append(t.card)
                in_list = True
            continue
        if t.kind == "word" and (t.text in _STOP or t.text in _CONDITIONS
                                 or t.text in _NEGATIONS):
            break
        if t.kind == "word" and t.text in _VERBS:
            mode = _VERBS[t.text]
            expecting, budget, in_list = mode != _WITH, _REACH, False
        elif t.text == "with":
            expecting, budget, in_list = True, _REACH, False
        elif in_list and t.text in ("and", "or", ",", "the"):
            continue
        elif in_list:
            expecting = in_list = False
        elif expecting:
            budget -= 1
            expecting = budget > 0
    for kind in (_HOLD, _OWN):
        if cards[kind]:
            yield Claim("hold" if kind == _HOLD else "own", who.seats, _who_text(who.text),
                        tuple(dict.fromkeys(cards[kind])), start=who.start)


def _void(toks: list[_Tok], i: int, j: int) -> Claim | None:
    """"has no ♠", "has no spades and no trumps", "showed out of trumps", "holds none of ♦"."""
    who = toks[i]
    k = j
    if toks[k].text == "showed":
        if not (k + 2 < len(toks) and toks[k + 1].text == "out" and toks[k + 2].text == "of"):
            return None
        k += 3
    elif toks[k].text in ("no", "none"):
        k += 1
        if toks[k - 1].text == "none" and k < len(toks) and toks[k].text == "of":
            k += 1
    else:
        return None
    suits: list[str] = []
    while k < len(toks):
        t = toks[k]
        name = _SUIT_WORDS.get(t.text.lower()) if t.kind in ("word", "suit") else None
        if name is not None:
            suits.append(name)
            k += 1
            # "(harten)": the Dutch name in brackets
            if k + 2 < len(toks) and toks[k].text == "(" and toks[k + 2].text == ")":
                k += 3
            continue
        if t.text in ("and", "or", ",", "no", "the", "any") and suits:
            k += 1
            continue
        if t.text in ("at", "all", "left", "more", "longer") and suits:
            k += 1
            continue
        break
    if not suits:
        return None
    return Claim("void", who.seats, _who_text(who.text),
                 suits=tuple(_suit_or_trump(s) for s in dict.fromkeys(suits)), start=who.start)


def _suit_or_trump(name: str) -> Suit | None:
    """A suit, or ``None`` for "trumps" (the position says which suit that is)."""
    return None if name == "trump" else parse_suit(name)


# ---------------------------------------------------------------------------------------------
# Checking


@dataclass(frozen=True)
class Known:
    """What the learner knows of the hidden hands: per unseen card, the seats that may hold it."""

    where: dict[int, frozenset[int]]  # card index -> possible seats (hidden hands only)


def knowledge(state: KlaverjasState, viewer: int, hidden: frozenset[int],
              assumptions: Sequence[str] = ()) -> Known:
    """Where each card of a face-down hand may be, as far as the learner can tell."""
    seats = sorted(s for s in hidden if s != viewer)
    hands = state.hands
    if not seats:
        return Known({})
    view = state.view(viewer)
    excl = list(excluded(view)) if view.trump is not None else [0, 0, 0, 0]
    holds = [0, 0, 0, 0]
    if assumptions:
        from .klaverjas_proof import AssumptionError, read_assumptions

        try:
            facts = read_assumptions(assumptions, state, viewer)
        except AssumptionError:
            facts = None
        if facts is not None:
            for s in range(4):
                holds[s] |= facts.holds[s]
                excl[s] |= facts.lacks[s]
            if facts.signals and state.trump >= 0:
                power = tables(state.trump).power
                left = hands[0] | hands[1] | hands[2] | hands[3]
                for s, sigs in facts.signals.items():
                    for suit, sig in sigs.items():
                        top = master_of(suit, left & SUIT_MASK[suit], power)
                        if top < 0:
                            continue
                        if sig is Signal.AF:
                            excl[s] |= 1 << top
                        else:
                            holds[s] |= 1 << top
    pool = 0
    for s in seats:
        pool |= hands[s]
    where: dict[int, set[int]] = {}
    for c in range(32):
        if not pool >> c & 1:
            continue
        fixed = [s for s in seats if holds[s] >> c & 1]
        where[c] = set(fixed) if fixed else {s for s in seats if not excl[s] >> c & 1}
    sizes = {s: hands[s].bit_count() for s in seats}
    changed = True
    while changed:
        changed = False
        for s in seats:
            sure = [c for c, w in where.items() if w == {s}]
            could = [c for c, w in where.items() if s in w]
            if len(sure) == sizes[s]:
                for c in could:
                    if len(where[c]) > 1:
                        where[c].discard(s)
                        changed = True
            if len(could) == sizes[s]:
                for c in could:
                    if len(where[c]) > 1:
                        where[c] = {s}
                        changed = True
    return Known({c: frozenset(w) for c, w in where.items()})


def _played_by(state: KlaverjasState) -> dict[int, int]:
    """Card index -> the seat that played it in this deal."""
    out: dict[int, int] = {}
    for leader, cards, _ in state.tricks:
        for k, c in enumerate(cards):
            out[c] = (leader + k) % 4
    for k, c in enumerate(state.trick):
        out[c] = (state.leader + k) % 4
    return out


def _holder(state: KlaverjasState, c: int) -> int | None:
    for s in range(4):
        if state.hands[s] >> c & 1:
            return s
    return None


def _where(state: KlaverjasState, c: int, played: dict[int, int]) -> str:
    """Where a card really is, in words."""
    h = _holder(state, c)
    if h is not None:
        return K.FACT_IN_HAND.format(seat=_long(h))
    if c in played:
        return K.FACT_PLAYED.format(seat=_long(played[c]))
    return str(K.FACT_NOWHERE)


def check_claim(claim: Claim, state: KlaverjasState, viewer: int, known: Known,
                played: dict[int, int]) -> str:
    """The problem with one statement ("" when there is none)."""
    trump = state.trump_suit
    if claim.kind == "void":
        suits = [trump if s is None else s for s in claim.suits]
        for suit in suits:
            if suit is None:
                continue
            for s in claim.seats:
                held = state.hands[s] & SUIT_MASK[suit.value]
                if held:
                    cards = " ".join(str(CARDS[c]) for c in range(32) if held >> c & 1)
                    return K.FACT_NOT_VOID.format(who=claim.who, suit=suit,
                                                  seat=_long(s), cards=cards)
            unseen = [c for c, w in known.where.items() if c >> 3 == suit.value]
            if any(claim.seats & known.where[c] for c in unseen):
                return K.FACT_HIDDEN_VOID.format(who=claim.who, suit=suit,
                                                 viewer=_long(viewer))
        return ""
    for card in claim.cards:
        c = INDEX[card]
        in_hand = any(state.hands[s] >> c & 1 for s in claim.seats)
        if claim.kind == "hold" and not in_hand:
            return K.FACT_NOT_HELD.format(who=claim.who, card=card,
                                          where=_where(state, c, played))
        if claim.kind == "own" and not in_hand and played.get(c) not in claim.seats:
            return K.FACT_NOT_OWN.format(who=claim.who, card=card,
                                         where=_where(state, c, played))
        if in_hand and c in known.where and not known.where[c] <= claim.seats:
            return K.FACT_HIDDEN.format(who=claim.who, card=card, viewer=_long(viewer))
    return ""


def check_texts(state: KlaverjasState | None, viewer: int, hidden: frozenset[int],
                texts: Sequence[str], assumptions: Sequence[str] = ()
                ) -> list[list[tuple[int, str]]]:
    """Per text, (offset, problem) for each statement that is false in the position or tells
    the learner about a hidden hand, and each word of jargon."""
    out: list[list[tuple[int, str]]] = []
    if state is None:
        return [jargon(t) for t in texts]
    trump = state.trump_suit
    if trump is None and state.turned is not None:
        trump = state.turned.suit  # draaien: the Jas and the Nel of the suit on offer
    known = knowledge(state, viewer, hidden, assumptions)
    played = _played_by(state)
    for text in texts:
        problems = jargon(text)
        for claim in read_claims(text, viewer, trump):
            why = check_claim(claim, state, viewer, known, played)
            if why:
                problems.append((claim.start, why))
        out.append(sorted(problems))
    return out
