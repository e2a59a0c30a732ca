// The evaluator's judgement of what lasts: the search and the Steady level play by it, so a term
// that counts the wrong thing shows up as a habit in whole games (the Overlords games the search
// did not win held their locations in hand and bought support icons every turn).
import { describe, expect, it } from 'vitest';
import { evaluate, playableInHand } from '../../src/ai/evaluate';
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

  it('counts a character weapon in hand as playable only once a character of its player is in play (R-WEAPON-02)', () => {
    // Found in a game the search did not finish: three character weapons in a hand with no
    // character to carry them were judged ready to play, so it never drew for a character.
    const g = game({
      phase: 'deploy',
      players: [{ active: energy(6), hand: ['Plain Rifle', 'Plain Trooper'] }, {}],
      row: [{ card: 'Testland/North', name: 'north', controller: P1 }],
    });
    expect(playableInHand(g.state, P1)).toBe(1);
    g.play('Plain Trooper', { at: 'north' }).resolve().expectCard('Plain Trooper', { zone: 'table' });
    expect(playableInHand(g.state, P1)).toBe(1);
  });
});
