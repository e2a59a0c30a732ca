// The evaluator's judgement of what lasts: the search and the Steady level play by it, so a term
// that counts the wrong thing shows up as a habit in whole games (the Overlords games the search
// did not win held their locations in hand and bought support icons every turn).
import { describe, expect, it } from 'vitest';
import { evaluate } from '../../src/ai/evaluate';
import { energy, game, P1, P2 } from '../kit/driver';

describe('the evaluator', () => {
  it('judges a location on the table above the same location in hand (R-LOC-03: its icons work only in the row)', () => {
    const g = game({
      phase: 'deploy',
      players: [{ active: energy(6), hand: ['Ganymede/Traginium Source', 'Plain Fighter'] }, {}],
      row: [{ card: 'Testland/North', name: 'north', controller: P1, cards: [['Plain Trooper'], []] }],
    });
    const before = evaluate(g.state, P1);
    g.play('Ganymede/Traginium Source', { position: 1 }).resolve().expectCard('Ganymede/Traginium Source', { zone: 'table' });
    expect(evaluate(g.state, P1)).toBeGreaterThan(before);
  });

  it('does not count a support icon that ends with the turn as lasting (R-EFF-04), so paying for one with nothing to play judges worse', () => {
    const g = game({
      phase: 'deploy',
      players: [{ active: energy(6), hand: ['Plain Fighter'] }, {}],
      row: [{ card: 'Testland/Orbit', name: 'orbit', controller: P2, cards: [['Corporate Transport'], ['Plain Fighter']] },
        { card: 'Testland/North', name: 'north', controller: P1 }],
    });
    const before = evaluate(g.state, P1);
    g.use('Corporate Transport').resolve().expectSupportIcons('orbit', P1, { Earther: 1 });
    expect(evaluate(g.state, P1)).toBeLessThan(before);
  });
});
