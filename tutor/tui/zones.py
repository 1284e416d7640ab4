"""The one drawing of a game's zones in the app: the free-play board and the lessons' positions.

A ``Board`` (``tutor.zones``) says what lies where; this module draws it with the learner's card
style. At the table the seats sit around the trick as the learner sees them (the learner at the
bottom); a lesson lists every hand on its own line.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from rich.console import Group, RenderableType
from rich.text import Text

from ..cards import Card, Suit
from ..zones import (
    MARK_YOU,
    Board,
    Cards,
    Kind,
    Line,
    Part,
    Zone,
    fill,
    hand_parts,
    place,
    zone_lines,
)
from . import text as T
from .cards import DEFAULT_STYLE, CardStyle, card_text

# The board's sentences at the table, in one place for translation.
HAND_NOTE = "  ({note})"
SIDE = "{name} {count}"
MARKS = " [{marks}]"
EMPTY_SPOT = "··"


def parts_text(parts: Sequence[Part], trump: Suit | None = None,
               style: CardStyle = DEFAULT_STYLE, tone: str = "") -> Text:
    """Parts drawn: words in the line's tone, every card in its colour (trumps starred)."""
    out = Text()
    for p in parts:
        if isinstance(p, Card):
            out.append_text(card_text(p, trump=trump, style=style))
        elif isinstance(p, Cards):
            for i, c in enumerate(p.cards):
                if i:
                    out.append(" ")
                out.append_text(card_text(c, trump=trump, style=style))
        else:
            out.append(style.text(p), style=tone)
    return out


def lines_text(lines: Sequence[Line], trump: Suit | None = None,
               style: CardStyle = DEFAULT_STYLE) -> Text:
    """Lines under each other, each in its tone."""
    return Text("\n").join(parts_text(line.parts, trump, style, line.tone) for line in lines)


def _marks(zone: Zone, roles: Mapping[int, str]) -> str:
    # The role already says which seat is the learner's.
    marks = [m for m in zone.marks if m != str(MARK_YOU) or zone.owner not in roles]
    return MARKS.format(marks=", ".join(marks)) if marks else ""


def seat_line(board: Board, zone: Zone, roles: Mapping[int, str]) -> Text:
    """A seat at the table: its name, who plays it, how many cards, its marks."""
    seat = zone.owner or 0
    role = roles.get(seat, "")
    return Text(T.ZONE_SEAT.format(zone.count, name=board.names[seat], role=role,
                                   marks=_marks(zone, roles)))


def _known(board: Board, zone: Zone, style: CardStyle) -> list[Text]:
    """What the learner knows of a face-down hand (cards it took from a pile), and an open
    hand's melds as they stand."""
    out = []
    for g in zone.groups:
        if g.label:
            out.append(parts_text((f"  {g.label}: ", Cards(g.cards)), board.trump, style, "dim"))
    return out


def _compass(board: Board, trick: Zone, roles: Mapping[int, str],
             style: CardStyle) -> list[RenderableType]:
    """Four seats around the trick (the last one taken until the next card is led)."""
    by_seat = dict(trick.played)
    where = {place(s, board.viewer, 4): s for s in range(4)}

    def spot(seat: int) -> Text:
        c = by_seat.get(seat)
        if c is None:
            return Text(EMPTY_SPOT, style="dim")
        return card_text(c, trump=board.trump, style=style)

    left, right = where["left"], where["right"]
    middle = Text(SIDE.format(name=board.names[left], count=board.hand(left).count) + "   ")
    middle.append_text(spot(left))
    middle.append("          ")
    middle.append_text(spot(right))
    middle.append("   " + SIDE.format(name=board.names[right], count=board.hand(right).count))
    rows = [Text(""), spot(where["top"]), middle, spot(where["bottom"]), Text("")]
    for r in rows:
        r.justify = "center"
    return list(rows)


def board_renderable(board: Board, roles: Mapping[int, str],
                     style: CardStyle = DEFAULT_STYLE) -> RenderableType:
    """The board at the table: the other seats at the top, the trick between, the shared zones,
    the learner's seat (its cards are in the row of choices below) and the score."""
    rows: list[RenderableType] = []
    trick = board.trick()
    compass = board.players == 4 and trick is not None
    hands = board.of_kind(Kind.HAND)
    others = [z for z in hands if z.owner != board.viewer]
    for z in others:
        if compass and place(z.owner or 0, board.viewer, 4) != "top":
            continue
        line = seat_line(board, z, roles)
        line.justify = "center" if compass else "left"
        rows.append(line)
        rows.extend(_known(board, z, style))
    if compass and trick is not None:
        rows.extend(_compass(board, trick, roles, style))
    shared = [z for z in board.zones if z.kind not in (Kind.HAND, Kind.SCORE)
              and not (compass and z.kind is Kind.TRICK)]
    for z in shared:
        rows.extend(parts_text(line.parts, board.trump, style, line.tone)
                    for line in zone_lines(board, z))
    mine = board.hand(board.viewer)
    line = seat_line(board, mine, roles)
    line.justify = "center" if compass else "left"
    rows.append(line)
    if mine.groups:
        note = fill(HAND_NOTE, note=mine.note) if mine.note else ()
        rows.append(parts_text(hand_parts(mine) + note, board.trump, style))
    elif mine.note:
        rows.append(parts_text(fill(str(T.ZONE_NO_MELDS), note=mine.note), board.trump, style))
    for z in board.of_kind(Kind.SCORE):
        rows.extend(parts_text(line.parts, board.trump, style, line.tone)
                    for line in zone_lines(board, z))
    return Group(*rows)
