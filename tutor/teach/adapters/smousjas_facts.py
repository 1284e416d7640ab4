"""What a Smousjas or Vijfhonderden lesson text says about the cards, checked against its position.

``tutor check`` hands every learner-facing text of a step (question, hint, explanation, notes on
wrong answers, the prose before a position) to :func:`check_texts` with the position it speaks
about, the seat the learner sees it from and the hands shown face down. The statements read are
the sentence forms the lessons use:

- a card **held**: "P2 holds the ♠A", "you have ♥K and ♥Q", "P1 still holds the Jas"; the card
  must be in that hand now;
- a card **belonging** to a player: "P1 led the ♣10", "your ♦Q", "P2's ♥K", "P1 declared ♥Q ♥J
  ♥10"; the card must be in that hand, or have been played from it (a card in a trick pile whose
  player the position does not record is given the benefit of the doubt);
- a **void**: "P2 has no spades", "you have no trumps"; the hand must hold none of the suit;
- a card **in the stock**: "the ♣9 is in the stock", "the stock holds the ♠7", "the next card is
  the ♦A"; always refused, since the covered cards lie face down for both players;
- the **trump** and the **turned card**: "hearts are trump", "the turned card is the ♥9".

A true statement may still tell the learner what they cannot see: a card placed in a face-down
hand, unless the learner can know it (the other player showed it in a meld, took the turned card,
or the stock is empty, when every card not in your hand or played is in the other hand). A void
of a face-down hand is refused the same way. Statements under a negation or a condition ("does
not hold", "if P2 held") are not read. The texts must also avoid the trainer's own jargon
(``tutor.teach.facts``).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from ...cards import SUITS, Card, Rank, Suit, parse_card
from ...games.smousjas.engine import SmousjasState, hidden_cards
from ...games.smousjas.melds import INDEX, SUIT_MASK, mask_cards
from ..facts import jargon
from . import smousjas_text as S

_SEATS = ("P1", "P2")
_CARD = r"(?:[♠♥♦♣](?:10|[7-9AKQJ])(?![0-9A-Za-z])|\b(?:Jas|Nel)\b)"
_CARDS = rf"{_CARD}(?:\s*(?:,|\band\b|\bor\b)?\s*(?:the\s+)?{_CARD})*"
_WHO = (r"(?P<who>\bP1\b|\bP2\b|\bPlayer [12]\b|\byour opponent\b|\bthe opponent\b"
        r"|\bthe other player\b|\byou\b)")  # internal
_FILL = r"(?:(?:still|also|now|only|then|already|first|just)\s+)*"
_ART = r"(?:(?:the|a|an|only|both|just|still|his|her|their|its|last|lone)\s+)*"
_SUIT_WORD = (r"(?P<suit>spades?|hearts?|diamonds?|clubs?|schoppen|harten|ruiten|klaveren"
              r"|trumps?|troef|troeven|[♠♥♦♣])")

_HOLD = re.compile(rf"{_WHO}\s+{_FILL}(?:holds?|has|have|keeps?|kept|held)\s+{_ART}"
                   rf"(?P<cards>{_CARDS})", re.IGNORECASE)
_VOID = re.compile(rf"{_WHO}\s+{_FILL}(?:has|have|holds?)\s+no\s+(?:more\s+)?{_SUIT_WORD}",
                   re.IGNORECASE)
_OWN = re.compile(rf"{_WHO}\s+{_FILL}(?:leads|led|plays|played|declares|declared|shows|showed"
                  rf"|drew|throws|threw|discards|discarded)\s+{_ART}(?P<cards>{_CARDS})",
                  re.IGNORECASE)
_POSS = re.compile(rf"(?:(?P<whos>\bP1|\bP2|\bPlayer [12]|\byour opponent"  # internal
                   rf"|\bthe opponent|\bthe other player)['’]s|(?P<your>\byour))\s+"
                   rf"(?:(?:last|only|lone|trump|own|high|low|two)\s+)*(?P<cards>{_CARDS})",
                   re.IGNORECASE)
_STOCK = re.compile(rf"(?P<cards>{_CARDS})\s+(?:is|are|lies|lie)\s+(?:still\s+)?(?:in|under|among)"
                    rf"\s+the\s+stock|\bthe\s+stock\s+(?:holds|has|contains|hides)\s+{_ART}"
                    rf"(?P<cards2>{_CARDS})|\b(?:next|covered)\s+card\s+is\s+{_ART}"
                    rf"(?P<cards3>{_CARDS})", re.IGNORECASE)
_TRUMP = re.compile(r"\b(?P<s1>spades|hearts|diamonds|clubs|[♠♥♦♣])\s+(?:is|are)\s+trumps?\b"
                    r"|\btrump\s+is\s+(?P<s2>spades|hearts|diamonds|clubs|[♠♥♦♣])",
                    re.IGNORECASE)
_TURNED = re.compile(rf"\bturned\s+card\s+is\s+{_ART}(?P<cards>{_CARD})", re.IGNORECASE)
_CARD_RE = re.compile(_CARD)
_CLAUSE_END = re.compile(r"[.;:!?()\[\]—]")
_BLOCKERS = frozenset(("not", "never", "cannot", "can't", "won't", "doesn't", "don't", "didn't",
                       "isn't", "wasn't", "if", "suppose", "supposing", "imagine", "would",
                       "were", "unless", "whether", "when", "whenever", "until"))
_WORD = re.compile(r"[A-Za-z][A-Za-z'’-]*")


@dataclass(frozen=True, slots=True)
class Claim:
    kind: str  # hold, own, void, stock, trump, turned
    start: int
    seat: int = -1
    who: str = ""
    cards: tuple[Card, ...] = ()
    suit: Suit | None = None


def _seat(who: str, viewer: int) -> int:
    w = " ".join(who.lower().split())
    if w in ("p1", "player 1"):
        return 0
    if w in ("p2", "player 2"):
        return 1
    if w in ("you", "your"):
        return viewer
    return 1 - viewer


def _cards(text: str, trump: Suit | None) -> tuple[Card, ...]:
    out: list[Card] = []
    for m in _CARD_RE.finditer(text):
        word = m.group(0)
        if word in ("Jas", "Nel"):
            if trump is not None:
                out.append(Card(trump, Rank.JACK if word == "Jas" else Rank.NINE))
            continue
        card = parse_card(word)
        if card in INDEX:
            out.append(card)
    return tuple(dict.fromkeys(out))


def _suit(word: str, trump: Suit | None) -> Suit | None:
    w = word.lower()
    if w.startswith("trump") or w.startswith("troe"):
        return trump
    for s in SUITS:
        if w in (s.symbol, s.english.lower(), s.english.lower()[:-1], s.dutch.lower()):
            return s
    return None


def _blocked(text: str, start: int, end: int) -> bool:
    """Whether a negation or a condition governs the statement at ``start:end``: a word of
    ``_BLOCKERS`` in its clause, before or inside it."""
    begin = 0
    for m in _CLAUSE_END.finditer(text, 0, start):
        begin = m.end()
    return any(w.group(0).lower() in _BLOCKERS for w in _WORD.finditer(text, begin, end))


def read_claims(text: str, viewer: int, trump: Suit | None) -> list[Claim]:
    """Every statement :func:`check_texts` checks, in the order of the text."""
    found: list[Claim] = []

    def keep(m: re.Match[str]) -> bool:
        return not _blocked(text, m.start(), m.end())

    for m in _HOLD.finditer(text):
        if keep(m):
            found.append(Claim("hold", m.start(), _seat(m.group("who"), viewer),
                               m.group("who"), _cards(m.group("cards"), trump)))
    for m in _OWN.finditer(text):
        if keep(m):
            found.append(Claim("own", m.start(), _seat(m.group("who"), viewer), m.group("who"),
                               _cards(m.group("cards"), trump)))
    for m in _POSS.finditer(text):
        if keep(m):
            who = m.group("whos") or m.group("your")
            found.append(Claim("own", m.start(), _seat(who, viewer), who,
                               _cards(m.group("cards"), trump)))
    for m in _VOID.finditer(text):
        suit = _suit(m.group("suit"), trump)
        if suit is not None and not _blocked(text, m.start(), m.start() + len(m.group("who"))):
            found.append(Claim("void", m.start(), _seat(m.group("who"), viewer), m.group("who"),
                               suit=suit))
    for m in _STOCK.finditer(text):
        if keep(m):
            cards = m.group("cards") or m.group("cards2") or m.group("cards3") or ""
            found.append(Claim("stock", m.start(), cards=_cards(cards, trump)))
    for m in _TRUMP.finditer(text):
        suit = _suit(m.group("s1") or m.group("s2"), trump)
        if suit is not None and keep(m):
            found.append(Claim("trump", m.start(), suit=suit))
    for m in _TURNED.finditer(text):
        if keep(m):
            found.append(Claim("turned", m.start(), cards=_cards(m.group("cards"), trump)))
    return sorted((c for c in found if c.cards or c.suit is not None), key=lambda c: c.start)


# ---------------------------------------------------------------------------------------------
# Checking


def _played_by(state: SmousjasState) -> dict[Card, int]:
    out: dict[Card, int] = {}
    for t in state.view(0).tricks:
        for k, c in enumerate(t.cards):
            out[c] = (t.leader + k) % 2
    if state.trick:
        out[mask_cards(1 << state.trick[0])[0]] = state.leader
    return out


def _where(state: SmousjasState, card: Card) -> str:
    i = INDEX[card]
    for s in (0, 1):
        if state.hands[s] >> i & 1:
            return S.IN_HAND.format(seat=_SEATS[s])
    if i in state.stock:
        return str(S.IN_STOCK)
    if state.turned == i:
        return str(S.IS_TURNED)
    if i in state.trick:
        return str(S.IN_TRICK)
    for s in (0, 1):
        if state.won[s] >> i & 1:
            return S.TAKEN.format(seat=_SEATS[s])
    return str(S.IN_STOCK)


def _known(state: SmousjasState, viewer: int) -> frozenset[Card]:
    """The cards of the other hand the learner cannot know: none once the stock is empty."""
    if not state.stock and state.turned < 0:
        return frozenset()
    return hidden_cards(state, viewer)


def check_claim(claim: Claim, state: SmousjasState, viewer: int, hidden: frozenset[int],
                played: dict[Card, int]) -> str:
    """The problem with one statement ("" when there is none)."""
    unseen = _known(state, viewer)
    if claim.kind == "trump":
        return "" if claim.suit is state.trump_suit else S.FACT_TRUMP.format(
            suit=claim.suit, trump=state.trump_suit)
    if claim.kind == "turned":
        turned = mask_cards(1 << state.turned)[0] if state.turned >= 0 else None
        card = claim.cards[0]
        if card == turned:
            return ""
        return S.FACT_TURNED.format(card=card, where=S.TURNED_IS.format(card=turned)
                                    if turned is not None else S.NO_TURNED)
    if claim.kind == "stock":
        card = claim.cards[0]
        if INDEX[card] in state.stock:
            return S.FACT_STOCK.format(card=card)
        return S.FACT_STOCK_FALSE.format(card=card, where=_where(state, card))
    seat = claim.seat
    face_down = seat in hidden and seat != viewer
    if claim.kind == "void":
        assert claim.suit is not None
        held = state.hands[seat] & SUIT_MASK[claim.suit.value]
        if held:
            return S.FACT_NOT_VOID.format(who=claim.who, suit=claim.suit, seat=_SEATS[seat],
                                          cards=" ".join(map(str, mask_cards(held))))
        if face_down and any(c.suit is claim.suit for c in unseen):
            return S.FACT_HIDDEN_VOID.format(who=claim.who, suit=claim.suit,
                                             viewer=_SEATS[viewer])
        return ""
    for card in claim.cards:
        i = INDEX[card]
        in_hand = bool(state.hands[seat] >> i & 1)
        if claim.kind == "hold" and not in_hand:
            return S.FACT_NOT_HELD.format(who=claim.who, card=card, where=_where(state, card))
        if claim.kind == "own" and not in_hand:
            by = played.get(card)
            in_piles = bool((state.won[0] | state.won[1]) >> i & 1)
            if by == seat or (by is None and in_piles):
                continue
            return S.FACT_NOT_OWN.format(who=claim.who, card=card, where=_where(state, card))
        if in_hand and face_down and card in unseen:
            return S.FACT_HIDDEN.format(who=claim.who, card=card, viewer=_SEATS[viewer])
    return ""


def check_texts(state: SmousjasState | None, viewer: int, hidden: frozenset[int],
                texts: Sequence[str]) -> list[list[tuple[int, str]]]:
    """Per text, (offset, problem) for each statement that is false in the position or tells
    the learner about a card they cannot see, and each word of jargon."""
    if state is None:
        return [list(jargon(t)) for t in texts]
    played = _played_by(state)
    return check_each(texts, viewer, state.trump_suit,
                      lambda claim: check_claim(claim, state, viewer, hidden, played))


def check_each(texts: Sequence[str], viewer: int, trump: Suit | None,
               check: Callable[[Claim], str]) -> list[list[tuple[int, str]]]:
    """Per text, (offset, problem) for each word of jargon and each statement ``check`` finds a
    problem with (games whose statements read alike share this)."""
    out: list[list[tuple[int, str]]] = []
    for text in texts:
        problems = list(jargon(text))
        for claim in read_claims(text, viewer, trump):
            why = check(claim)
            if why:
                problems.append((claim.start, why))
        out.append(sorted(problems))
    return out
