"""Every sentence the Klaverjassen engine says to a learner, in one place for translation.

Dutch game words (roem, stuk, pit, nat, Nel, ...) are kept as players use them; the glossary gives
each a short English gloss for the first time a learner meets it.
"""

from __future__ import annotations

GLOSSARY: dict[str, str] = {
    "troef": "trump",
    "maat": "your partner, who sits opposite you",
    "uitkomen": "to lead: play the first card of a trick",
    "bekennen": "to follow suit: play a card of the suit that was led, which you must if you can",
    "gaan": "to go: to choose trump and undertake to score more than the other team",
    "roem": "bonus points for card combinations that fall together in one trick",
    "stuk": "the King and Queen of trump in one trick (20 roem)",
    "Nel": "the 9 of trump, second highest trump (14 points)",
    "Jas": "the Jack of trump, the highest trump (20 points)",
    "pit": "one team takes all eight tricks (+100 roem)",
    "nat": ("the going team failed to score more than the other team: the other team takes "
            "everything"),
    "verplicht": "the player left of the dealer must name trump and go",
    "draaien": "a card is turned from the spare stack; players may go on its suit or pass",
    "maken": "each player in turn may name a trump and go, or pass",
    "seinen": "signalling to your partner with the card you discard",
    "afseinen": "a discard (10, J, Q or K) saying: I cannot take a trick in this suit",
    "spekken": "giving points (an Ace or a 10) to a trick your partner is winning",
    "boompje": "a match of 16 deals",
}

# Legality explanations. Placeholders: {led}, {trump}, {cards}, {over}, {high}, {card},
# {winner} (the seat winning the trick).
NOT_YOUR_TURN = "It is {seat}'s turn, not yours."
GAME_OVER = "The match is over: no more actions."
CALL_PHASE = "Trump is not fixed yet: {what}."
NOT_IN_PACK = "{card} is not in the Klaverjassen pack (7 up to Ace in each suit)."
NOT_HELD = "You do not hold {card}."
MUST_FOLLOW = "You must follow suit: {led} was led and you hold {cards}."
TRUMP_LED_OVER = ("Trump was led: you must overtrump if you can: your {over} beats the {high} "
                  "on the table.")
ROT_MUST_TRUMP = "Rotterdam: you cannot follow {led}, so you must trump: play {cards}."
ROT_MUST_TRUMP_PARTNER = ("Rotterdam: you cannot follow {led}, so you must trump, even though your "
                          "partner is winning the trick: play {cards}.")
ROT_MUST_OVER = ("Rotterdam: you cannot follow {led} and must overtrump the {high}: "
                 "play {over}.")
ROT_MUST_UNDER = ("Rotterdam: you cannot follow {led} or beat the {high}, but you must still "
                  "play a trump (undertrump): play {cards}.")
AMS_PARTNER_NO_UNDER_OVER = ("Amsterdam: your partner {winner} is winning with the {high}, so you "
                             "need not trump, but you may not undertrump it while you hold a card "
                             "of another suit: play a higher trump ({over}) or a card of another "
                             "suit ({cards}).")
AMS_PARTNER_NO_UNDER = ("Amsterdam: your partner {winner} is winning with the {high}, so you need "
                        "not trump, but you may not undertrump it while you hold a card of another "
                        "suit: play a card of another suit ({cards}).")
AMS_MUST_TRUMP = ("Amsterdam: you cannot follow {led} and {winner}, an opponent, is winning the "
                  "trick, so you must trump: play {cards}.")
AMS_MUST_OVER = ("Amsterdam: you cannot follow {led} and {winner}, an opponent, is winning with "
                 "the {high}: you must overtrump: play {over}.")
AMS_OPPONENT_NO_UNDER = ("Amsterdam: you may not undertrump: {winner}'s {high} is winning the "
                         "trick, you cannot beat it, and you hold a card of another suit: play "
                         "{cards}.")
ILLEGAL_FALLBACK = "{card} is not allowed here: play one of {cards}."

# Trump decision.
CALL_VERPLICHT = "Verplicht: you must name the trump suit and go"
CALL_DRAAIEN = "Draaien: go on the turned {turned} or pass"
CALL_DRAAIEN_FORCED = "All four passed: you must name a trump other than the turned {turned} and go"
CALL_MAKEN = "Maken: name a trump and go, or pass"
CALL_MAKEN_FORCED = "All four passed: you must name a trump and go"
CANNOT_PASS = "You cannot pass: {why}."
ONLY_TURNED = "Draaien: you may only go on the turned suit {turned} (or pass)."
NOT_TURNED = "All four passed: the turned suit {turned} is out; name one of the other three."
CALL_IN_PLAY = "The trump is {trump}; now play a card."

# Events.
EV_DEAL = "Deal {no} of {total}: {dealer} deals, {leader} leads the first trick."
EV_TURNED = "The turned card is {card}: trump {suit} is on offer."
EV_PASS = "{seat} passes."
EV_GOES = "{seat} goes on {suit} ({dutch}): {suit} is trump."
EV_GOES_FORCED = "{seat} must go and names {suit} ({dutch}): {suit} is trump."
EV_CARD = "{seat} plays {card}."
EV_TRICK = ("Trick {no} ({leader} leads): {cards}. {winner} wins with {card} ({team}): "
            "{points} points{last}{roem}.")
EV_LAST = " (last trick +10 included)"
EV_ROW3 = "row of three {cards} (driekaart) 20"
EV_ROW4 = "row of four {cards} (vierkaart) 50"
EV_STUK = "stuk {cards} (trump King and Queen) 20"
EV_FOUR = "four {rank}s {cards} {points}"
EV_DEAL_MADE = ("{going} went on {trump} and made it: {gt} against {ot}, more than the other "
                "team, so each team keeps its own points.")
EV_DEAL_NAT = ("{going} went on {trump} and is nat: {gt} is not more than {ot}, so {other} "
               "takes all 162 card points and all roem: {total}.")
EV_PIT = "{team} took all eight tricks: pit, +100 roem."
EV_TEAM_LINE = "{team}: {points} card points + {roem} roem = {total}"
EV_DEAL_RESULT = "Deal {no} score: {ns} for N-S, {ew} for E-W (match: {mns} - {mew})."
EV_MATCH = "The match is over after {deals} deals: {result}."
EV_MATCH_ONE = "The match is over after 1 deal: {result}."
EV_MATCH_WIN = "{winner} wins {a} to {b}"
EV_MATCH_DRAW = "a draw, {a} each"
TEAM_NAMES = ("N-S", "E-W")
