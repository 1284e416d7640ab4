"""Klaverjassen bots: beginner (rules of thumb), club and expert (sampled deals searched with
the open-cards solver), and the open-cards ceiling used to measure them."""
