"""Every sentence the Klaverjassen engine says to a learner, in one place for translation.

Dutch game words (roem, stuk, pit, nat, Nel, ...) are kept as players use them; the glossary gives
each a short English gloss for the first time a learner meets it.
"""

from __future__ import annotations

from ...cards import Rank
from ...i18n import L_, P_, Text

GLOSSARY: dict[str, Text] = {
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
NOT_AN_ACTION = L_("{action!r} is not a Klaverjassen action.")
BAD_ACTION = L_("bad action {text!r}: expected a card such as ♥J or h10, or while trump is being "
                "fixed a suit (♥ or h), 'go' or 'pass'")

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
EV_TRICK = L_("Trick {no} ({leader} leads): {cards}. {winner} wins with {card} ({team}): "
              "{points} points.")
EV_TRICK_LAST = L_("Trick {no} ({leader} leads): {cards}. {winner} wins with {card} ({team}): "
                   "{points} points (last trick +10 included).")
EV_TRICK_ROEM = L_("Trick {no} ({leader} leads): {cards}. {winner} wins with {card} ({team}): "
                   "{points} points + roem {roem}.")
EV_TRICK_LAST_ROEM = L_("Trick {no} ({leader} leads): {cards}. {winner} wins with {card} "
                        "({team}): {points} points (last trick +10 included) + roem {roem}.")
#: Between the roem items of a trick.
ROEM_SEP = ", "
EV_ROW3 = L_("row of three {cards} (driekaart) 20")
EV_ROW4 = L_("row of four {cards} (vierkaart) 50")
EV_STUK = L_("stuk {cards} (trump King and Queen) 20")
EV_FOUR: dict[Rank, Text] = {
    Rank.ACE: L_("four aces {cards} {points}"),
    Rank.KING: L_("four kings {cards} {points}"),
    Rank.QUEEN: L_("four queens {cards} {points}"),
    Rank.JACK: L_("four jacks {cards} {points}"),
    Rank.TEN: L_("four tens {cards} {points}"),
    Rank.NINE: L_("four nines {cards} {points}"),
    Rank.EIGHT: L_("four eights {cards} {points}"),
    Rank.SEVEN: L_("four sevens {cards} {points}"),
}
EV_DEAL_MADE = (L_("{going} went on {trump} and made it: {gt} against {ot}, more than the other "
                "team, so each team keeps its own points."))
EV_DEAL_NAT = (L_("{going} went on {trump} and is nat: {gt} is not more than {ot}, so {other} "
               "takes all 162 card points and all roem: {total}."))
EV_PIT = L_("{team} took all eight tricks: pit, +100 roem.")
EV_TEAM_LINE = L_("{team}: {points} card points + {roem} roem = {total}")
EV_DEAL_RESULT = L_("Deal {no} score: {ns} for N-S, {ew} for E-W (match: {mns} - {mew}).")
EV_MATCH = P_("The match is over after {n} deal: {result}.",
              "The match is over after {n} deals: {result}.")
EV_MATCH_WIN = L_("{winner} wins {a} to {b}")
EV_MATCH_DRAW = L_("a draw, {a} each")
TEAM_NAMES = ("N-S", "E-W")

# The rules in one line (KlaverjasRules.describe): the play rule and the trump method as the
# rules options name them.
RULES = L_("{play}, {method}, {deals}")
RULES_FOUR_JACKS = L_("{play}, {method}, four jacks 200, {deals}")
RULES_DEALS = P_("{n} deal", "{n} deals")

# Rules options errors.
OPTION_DEALS = L_("rules option 'deals': {value} is not between 1 and 1000")

# Position notation errors (the line number is added by NotationError).
POS_RULES_WORD = L_("unknown rules word {word!r}: expected rotterdam or amsterdam, verplicht, "
                    "draaien or maken, four-jacks-200, deals=N")
POS_KEY_VALUE = L_("expected 'key: value', got {line!r}")
POS_TRICK_NUMBER = L_("bad trick number in {key!r}: expected 'trick 1' to 'trick 8'")
POS_TRICK_TWICE = L_("trick {n} is given twice")
POS_UNKNOWN_KEY = L_("unknown key {key!r}: expected one of {keys}")
POS_KEY_TWICE = L_("{key!r} is given twice (first on line {first})")
POS_DEAL_NUMBER = L_("bad deal number {value!r}: expected 1 to {deals}")
POS_SCORE = L_("bad score {value!r}: expected the match totals 'N-S E-W', e.g. 'score: 340 290'")
POS_NO_DEALER = L_("missing 'dealer:' line (N, E, S or W)")
POS_NO_HAND = L_("missing the hand of {seat} ('{seat}: ♠A ♥10 ...')")
POS_TRICK_MISSING = L_("trick {n} is missing (tricks are numbered from 1 on)")
POS_TRICK_SIZE = L_("trick {n} needs its leader and 1 to 4 cards")
POS_TRICK_UNFINISHED = L_("trick {n} is unfinished but trick {next} follows")
POS_CARDS_MISSING = L_("the deal must hold all 32 cards; missing: {cards}")
POS_HAND_SIZE = L_("{seat} holds {held} cards and played {played}: that makes {total}, but each "
                   "player is dealt 8")
POS_TURNED_RANK = L_("the turned card comes from the spare stack (2 to 6), not {card}")
POS_TURNED_NEEDED = L_("draaien needs the turned card: 'turned: ♦5'")
POS_DEAL_FINISHED = L_("all eight tricks of deal {no} are played, so the next deal would begin "
                       "with cards this position does not give; show the finished deal as the "
                       "match's last ('deal: {deals} of {deals}', or 'rules: deals=1')")
POS_LEADER = L_("{seat} cannot lead here: {leader} is to lead")
POS_CANNOT_PLAY = L_("{card} cannot be played: {error}")
POS_NOT_IN_PACK = L_("{card} is not in the Klaverjassen pack (7 up to Ace)")
POS_CARD_TWICE = L_("{card} appears twice (also on line {first})")
POS_CALL_TURN = L_("{seat} cannot call now: it is {turn}'s turn")
POS_CALLS_TRUMP = L_("the calls fix {trump} as trump, not {given}")
POS_GOES_TRUMP = L_("'goes:' needs a 'trump:' line")

# The settings screen's words for this game, and what it calls one round of a match.
ROUND_NAME = L_("deal")
#: A trump call that names no suit, as the notation writes it, shown and typed in the reader's
#: language (``tutor.actions``); the other actions are cards and suits.
ACTION_FORMS = (L_("pass"),)
LEVEL_LABEL = L_("Klaverjassen bots")
PLAY_LABEL = L_("Klaverjassen play rules")
TRUMP_LABEL = L_("Klaverjassen trump method")
JACKS_LABEL = L_("Four jacks count 200")

# The table as zones.
TB_HEADING = L_("deal {deal}/{deals} · {trump} · N-S {ns} · E-W {ew}")
TB_TRUMP = L_("trump {suit} ({dutch}), {going} goes")
TB_TRUMP_NONE = L_("trump not fixed yet")
TB_TRICK = L_("Trick")
TB_TURNED = L_("Turned card")
TB_POINTS = L_("This deal: N-S {ns_p} + {ns_r} roem · E-W {ew_p} + {ew_r} roem")

# The ideas the lessons teach (tutor.ideas): each one's name and its sentence.
IDEA_FOLLOW_NAME = L_("Bekennen and trumping")
IDEA_FOLLOW = L_(
    "Follow suit if you can; if you cannot, the rules say when you must trump, overtrump or may "
    "keep your trumps."
)
IDEA_COUNT_POINTS_NAME = L_("Count the points")
IDEA_COUNT_POINTS = L_(
    "Count what each trick is worth, and what the going team needs to avoid going nat."
)
IDEA_ROEM_NAME = L_("Roem")
IDEA_ROEM = L_(
    "Rows, a stuk and four of a kind in one trick score for the team that takes it: make roem for "
    "your side, and do not hand it to the other."
)
IDEA_GOING_NAME = L_("Going, nat and pit")
IDEA_GOING = L_("The team that goes must score more than the other; a pit (every trick) earns 100.")
IDEA_TRUMP_CALL_NAME = L_("Choosing trump")
IDEA_TRUMP_CALL = L_(
    "Go on a suit when your trumps and side aces can carry the deal; count the Jas, the Nel and "
    "the aces."
)
IDEA_SIGNAL_NAME = L_("Seinen (signalling)")
IDEA_SIGNAL = L_(
    "The first card you discard tells your maat (partner) what you hold: read it, and give it when "
    "you can."
)
IDEA_SPEK_NAME = L_("Spekken")
IDEA_SPEK = L_(
    "When your partner wins the trick, give it points: a 10 or an ace you could lose later."
)
IDEA_PULL_TRUMPS_NAME = L_("Troef trekken (pulling trumps)")
IDEA_PULL_TRUMPS = L_(
    "As the going team, lead trumps until the others have none, so your side aces and 10s cannot "
    "be trumped."
)
IDEA_COUNT_TO_THE_END_NAME = L_("Count to the end")
IDEA_COUNT_TO_THE_END = L_(
    "Count the trumps and the masters still out; near the end you can often know every card."
)
IDEA_DEFENDING_NAME = L_("Defending")
IDEA_DEFENDING = L_(
    "Against the team that went, give little to their tricks, keep your masters, let your maat's "
    "card win, and count what makes them nat."
)
IDEA_OPENING_LEAD_NAME = L_("Uitkomen (the opening lead)")
IDEA_OPENING_LEAD = L_(
    "Lead trumps when your team went, the Jas to a maat who went, and an Ace against the team that "
    "went."
)

#: The puzzles' themes by the files' word (``themes = [...]``), as the puzzle's heading names
#: them: in English the word itself.
THEME_NAMES = {
    "afseinen": L_("afseinen"), "amsterdam": L_("amsterdam"),
    "count-to-the-end": L_("count-to-the-end"), "counting": L_("counting"),
    "defending": L_("defending"), "denying-roem": L_("denying-roem"), "draaien": L_("draaien"),
    "endings": L_("endings"), "following": L_("following"), "giving-signals": L_("giving-signals"),
    "going": L_("going"), "last-trick": L_("last-trick"), "maken": L_("maken"),
    "making-roem": L_("making-roem"), "nat": L_("nat"), "opening-leads": L_("opening-leads"),
    "overtrumping": L_("overtrumping"), "pit": L_("pit"), "pit-signal": L_("pit-signal"),
    "reading-signals": L_("reading-signals"), "roem": L_("roem"), "rotterdam": L_("rotterdam"),
    "signalling": L_("signalling"), "spekken": L_("spekken"), "stuk": L_("stuk"),
    "troef-trekken": L_("troef-trekken"), "trump-call": L_("trump-call"),
    "trump-led": L_("trump-led"), "trump-methods": L_("trump-methods"), "trumping": L_("trumping"),
    "trumps": L_("trumps"), "unblocking": L_("unblocking"), "undertrumping": L_("undertrumping"),
    "verplicht": L_("verplicht"), "vuil-seinen": L_("vuil-seinen"),
}

#: The cards called by a name, the Jas and Nel of the trump suit (``tutor check``: a title must not
#: name its answer by it).
CARD_NAMES = {"jas": "J", "nel": "9"}  # internal
