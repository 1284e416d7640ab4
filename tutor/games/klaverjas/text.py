"""Every sentence the Klaverjassen engine says to a learner, in one place for translation.

Dutch game words (roem, stuk, pit, nat, Nel, ...) are kept as players use them; the glossary gives
each a short English gloss for the first time a learner meets it.
"""

from __future__ import annotations

from ...i18n import L_

GLOSSARY: dict[str, str] = {
    "troef": L_("trump"),
    "maat": L_("your partner, who sits opposite you"),
    "uitkomen": L_("to lead: play the first card of a trick"),
    "bekennen": L_(
        "to follow suit: play a card of the suit that was led, which you must if you can"),
    "gaan": L_("to go: to choose trump and undertake to score more than the other team"),
    "roem": L_("bonus points for card combinations that fall together in one trick"),
    "stuk": L_("the King and Queen of trump in one trick (20 roem)"),
    "Nel": L_("the 9 of trump, second highest trump (14 points)"),
    "Jas": L_("the Jack of trump, the highest trump (20 points)"),
    "pit": L_("one team takes all eight tricks (+100 roem)"),
    "nat": (L_("the going team failed to score more than the other team: the other team takes "
            "everything")),
    "verplicht": L_("the player left of the dealer must name trump and go"),
    "draaien": L_("a card is turned from the spare stack; players may go on its suit or pass"),
    "maken": L_("each player in turn may name a trump and go, or pass"),
    "seinen": L_("signalling to your partner with the card you discard"),
    "afseinen": L_("a discard (10, J, Q or K) saying: I cannot take a trick in this suit"),
    "spekken": L_("giving points (an Ace or a 10) to a trick your partner is winning"),
    "boompje": L_("a match of 16 deals"),
}

# Legality explanations. Placeholders: {led}, {trump}, {cards}, {over}, {high}, {card},
# {winner} (the seat winning the trick).
NOT_YOUR_TURN = L_("It is {seat}'s turn, not yours.")
GAME_OVER = L_("The match is over: no more actions.")
CALL_PHASE = L_("Trump is not fixed yet: {what}.")
NOT_IN_PACK = L_("{card} is not in the Klaverjassen pack (7 up to Ace in each suit).")
NOT_HELD = L_("You do not hold {card}.")
MUST_FOLLOW = L_("You must follow suit: {led} was led and you hold {cards}.")
TRUMP_LED_OVER = (L_("Trump was led: you must overtrump if you can: your {over} beats the {high} "
                  "on the table."))
ROT_MUST_TRUMP = L_("Rotterdam: you cannot follow {led}, so you must trump: play {cards}.")
ROT_MUST_TRUMP_PARTNER = L_(
    "Rotterdam: you cannot follow {led}, so you must trump, even though your "
    "partner is winning the trick: play {cards}."
)
ROT_MUST_OVER = (L_("Rotterdam: you cannot follow {led} and must overtrump the {high}: "
                 "play {over}."))
ROT_MUST_UNDER = (L_("Rotterdam: you cannot follow {led} or beat the {high}, but you must still "
                  "play a trump (undertrump): play {cards}."))
AMS_PARTNER_NO_UNDER_OVER = L_(
    "Amsterdam: your partner {winner} is winning with the {high}, so you "
    "need not trump, but you may not undertrump it while you hold a card "
    "of another suit: play a higher trump ({over}) or a card of another "
    "suit ({cards})."
)
AMS_PARTNER_NO_UNDER = L_(
    "Amsterdam: your partner {winner} is winning with the {high}, so you need "
    "not trump, but you may not undertrump it while you hold a card of another "
    "suit: play a card of another suit ({cards})."
)
AMS_MUST_TRUMP = (L_("Amsterdam: you cannot follow {led} and {winner}, an opponent, is winning the "
                  "trick, so you must trump: play {cards}."))
AMS_MUST_OVER = (L_("Amsterdam: you cannot follow {led} and {winner}, an opponent, is winning with "
                 "the {high}: you must overtrump: play {over}."))
AMS_OPPONENT_NO_UNDER = (L_("Amsterdam: you may not undertrump: {winner}'s {high} is winning the "
                         "trick, you cannot beat it, and you hold a card of another suit: play "
                         "{cards}."))
ILLEGAL_FALLBACK = L_("{card} is not allowed here: play one of {cards}.")

# Trump decision.
CALL_VERPLICHT = L_("Verplicht: you must name the trump suit and go")
CALL_DRAAIEN = L_("Draaien: go on the turned {turned} or pass")
CALL_DRAAIEN_FORCED = L_(
    "All four passed: you must name a trump other than the turned {turned} and go"
)
CALL_MAKEN = L_("Maken: name a trump and go, or pass")
CALL_MAKEN_FORCED = L_("All four passed: you must name a trump and go")
CANNOT_PASS = L_("You cannot pass: {why}.")
ONLY_TURNED = L_("Draaien: you may only go on the turned suit {turned} (or pass).")
NOT_TURNED = L_("All four passed: the turned suit {turned} is out; name one of the other three.")
CALL_IN_PLAY = L_("The trump is {trump}; now play a card.")

# Events.
EV_DEAL = L_("Deal {no} of {total}: {dealer} deals, {leader} leads the first trick.")
EV_TURNED = L_("The turned card is {card}: trump {suit} is on offer.")
EV_PASS = L_("{seat} passes.")
EV_GOES = L_("{seat} goes on {suit} ({dutch}): {suit} is trump.")
EV_GOES_FORCED = L_("{seat} must go and names {suit} ({dutch}): {suit} is trump.")
EV_CARD = L_("{seat} plays {card}.")
EV_TRICK = (L_("Trick {no} ({leader} leads): {cards}. {winner} wins with {card} ({team}): "
            "{points} points{last}{roem}."))
EV_LAST = L_(" (last trick +10 included)")
EV_ROW3 = L_("row of three {cards} (driekaart) 20")
EV_ROW4 = L_("row of four {cards} (vierkaart) 50")
EV_STUK = L_("stuk {cards} (trump King and Queen) 20")
EV_FOUR = L_("four {rank}s {cards} {points}")
EV_DEAL_MADE = (L_("{going} went on {trump} and made it: {gt} against {ot}, more than the other "
                "team, so each team keeps its own points."))
EV_DEAL_NAT = (L_("{going} went on {trump} and is nat: {gt} is not more than {ot}, so {other} "
               "takes all 162 card points and all roem: {total}."))
EV_PIT = L_("{team} took all eight tricks: pit, +100 roem.")
EV_TEAM_LINE = L_("{team}: {points} card points + {roem} roem = {total}")
EV_DEAL_RESULT = L_("Deal {no} score: {ns} for N-S, {ew} for E-W (match: {mns} - {mew}).")
EV_MATCH = L_("The match is over after {deals} deals: {result}.")
EV_MATCH_ONE = L_("The match is over after 1 deal: {result}.")
EV_MATCH_WIN = L_("{winner} wins {a} to {b}")
EV_MATCH_DRAW = L_("a draw, {a} each")
TEAM_NAMES = ("N-S", "E-W")
