"""Seats around the table. Play passes clockwise: the next seat is the player on the left."""

from __future__ import annotations

from . import text as T

#: Compass names for four players, clockwise; partners sit opposite (N-S, E-W).
COMPASS: tuple[str, ...] = ("N", "E", "S", "W")
#: The long names in English, as lessons and files write them; ``seat_name(..., long=True)`` gives
#: them in the language spoken now.
COMPASS_LONG: tuple[str, ...] = ("North", "East", "South", "West")


def next_seat(seat: int, players: int) -> int:
    """The seat to the left (clockwise next)."""
    return (seat + 1) % players


def partner(seat: int) -> int:
    """The partner opposite in a four-player team game."""
    return (seat + 2) % 4


def team_of(seat: int) -> int:
    """Team 0 is N-S (seats 0 and 2), team 1 is E-W (seats 1 and 3)."""
    return seat & 1


def seat_name(seat: int, players: int, *, long: bool = False) -> str:
    """Compass name for four players; ``P1``.. otherwise. The short names are notation, the same
    in every language; the long ones ("North", "Player 1") are in the language spoken now."""
    if players == 4:
        return str(T.COMPASS_LONG[seat]) if long else COMPASS[seat]
    return T.PLAYER_LONG.format(number=seat + 1) if long else f"P{seat + 1}"


def english_name(seat: int, players: int) -> str:
    """The long name in English whatever the language spoken: for what must read the same in
    every language (a puzzle's fingerprint)."""
    if players == 4:
        return T.COMPASS_LONG[seat].msgid
    return T.PLAYER_LONG.msgid.format(number=seat + 1)


def parse_seat(text: str, players: int) -> int:
    """Read a seat given as a compass letter/name (four players; the long name in English or
    in the language spoken now) or a 1-based number."""
    from .errors import NotationError
    from .numbers import read_int

    t = text.strip()
    if players == 4:
        for i, (short, long) in enumerate(zip(COMPASS, COMPASS_LONG, strict=True)):
            if t.upper() == short or t.lower() in (long.lower(), str(T.COMPASS_LONG[i]).lower()):
                return i
    number = read_int(t.upper().removeprefix("P"), low=1, high=players)
    if number is not None:
        return number - 1
    names = ", ".join(COMPASS) if players == 4 else f"P1..P{players}"
    raise NotationError(T.BAD_SEAT.format(text=text, names=names))
