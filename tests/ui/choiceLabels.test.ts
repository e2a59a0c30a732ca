// Options told apart: over whole seeded random games, every decision's options read differently
// (copies of one card out of play are offered once), and every option still names a legal action.
import { describe, expect, it } from 'vitest';
import { apply, createGame, legalActions, pendingDecision } from '../../src/engine';
import { next } from '../../src/engine/rng';
import { playableStarterDecks } from '../../src/sim/decks';
import { optionsFor } from '../../src/ui/dialogs/choiceLabels';

describe('decision options', () => {
  it('read differently from one another in every decision of random starter-deck games', () => {
    const starters = playableStarterDecks();
    let decisions = 0;
    let toldApart = 0;
    starters.forEach((d, g) => {
      let s = createGame({ seed: 100 + g, decks: [d.cards, starters[(g + 3) % starters.length].cards], firstPlayer: 'random' });
      let rng = 77 + g;
      for (let i = 0; i < 3000 && s.winner === null; i++) {
        const legal = legalActions(s);
        if (pendingDecision(s)) {
          const choices = legal.filter((a) => a.type === 'choose');
          const options = optionsFor(s, choices);
          const labels = options.map((o) => o.label);
          expect(new Set(labels).size, labels.join(' | ')).toBe(labels.length);
          for (const o of options) expect(choices).toContain(o.action);
          decisions++;
          if (options.some((o) => / — (first|second|third) of | \(one of \d+ copies\)| \(at /.test(o.label))) toldApart++;
        }
        const [r, f] = next(rng);
        rng = r;
        const real = legal.filter((a) => a.type !== 'pass');
        const pool = real.length && f < 0.85 ? real : legal;
        const res = apply(s, pool[Math.floor(((f * 7919) % 1) * pool.length)]);
        if (!res.ok) throw new Error(res.refusal.reason);
        s = res.state;
      }
    });
    expect(decisions).toBeGreaterThan(100);
    expect(toldApart).toBeGreaterThan(0);
  }, 120_000);
});
