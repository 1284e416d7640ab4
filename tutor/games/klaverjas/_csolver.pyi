def solve(
    hands: tuple[int, int, int, int],
    trump: int,
    leader: int,
    trick: tuple[int, ...],
    power: tuple[int, ...],
    points: tuple[int, ...],
    higher: tuple[int, ...],
    rotterdam: bool,
    four_jacks: bool,
    moves: int,
) -> tuple[int, dict[int, int] | None, int]: ...
