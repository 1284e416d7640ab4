"""The ideas the Klaverjassen lessons teach, by name (``tutor.ideas``), in one place for
translation."""

from __future__ import annotations

from ...ideas import Idea

IDEAS: tuple[Idea, ...] = (
    Idea("follow", "Bekennen and trumping",
         "Follow suit if you can; if you cannot, the rules say when you must trump, overtrump "
         "or may keep your trumps.", "kj-rotterdam",
         ("following", "trumping", "overtrumping", "undertrumping", "trump-led", "rotterdam",
          "amsterdam")),
    Idea("count-points", "Count the points",
         "Count what each trick is worth, and what the going team needs to avoid going nat.",
         "kj-points", ("counting", "last-trick", "scoring")),
    Idea("roem", "Roem",
         "Rows, a stuk and four of a kind in one trick score for the team that takes it: make "
         "roem for your side, and do not hand it to the other.", "kj-roem", ("stuk",)),
    Idea("going", "Going, nat and pit",
         "The team that goes must score more than the other; a pit (every trick) earns 100.",
         "kj-going-nat-pit", ("nat", "pit", "going")),
    Idea("trump-call", "Choosing trump",
         "Go on a suit when your trumps and side aces can carry the deal; count the Jas, the "
         "Nel and the aces.", "kj-trump-methods", ("trump-methods", "verplicht", "draaien",
                                                   "maken")),
    Idea("signal", "Seinen (signalling)",
         "The first card you discard tells your maat (partner) what you hold: read it, and give "
         "it when you can.", "kj-seinen",
         ("signalling", "giving-signals", "reading-signals", "pit-signal", "afseinen",
          "vuil-seinen")),
    Idea("spek", "Spekken",
         "When your partner wins the trick, give it points: a 10 or an ace you could lose "
         "later.", "kj-spekken", ("spekken",)),
    Idea("pull-trumps", "Troef trekken (pulling trumps)",
         "As the going team, lead trumps until the others have none, so your side aces and 10s "
         "cannot be trumped.", "kj-endings", ("troef-trekken", "trumps")),
    Idea("count-to-the-end", "Count to the end",
         "Count the trumps and the masters still out; near the end you can often know every "
         "card.", "kj-endings", ("endings", "unblocking")),
    Idea("defending", "Defending",
         "Against the team that went, give little to their tricks, keep your masters, let your "
         "maat's card win, and count what makes them nat.", "kj-defending",
         ("defending", "defence", "defense")),
    Idea("opening-lead", "Uitkomen (the opening lead)",
         "Lead trumps when your team went, the Jas to a maat who went, and an Ace against the "
         "team that went.", "kj-opening-leads", ("opening-leads", "opening-lead", "uitkomen")),
)
