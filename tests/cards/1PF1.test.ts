// Jossel Swin: once per turn, 3 energy shields her from attrition for the rest of the turn. When you
// are about to reveal battle destiny in a battle where she is, you may spend 3 to reveal the top
// three of your reserve instead and choose the one that counts; all three go on the used pile.
import { describe, expect, it } from 'vitest';
import { play } from '../support/scenario';
import { energy, game, L, passes } from './_ems';

// P1 (Jossel Swin, tactics 3, and an officer, tactics 4) attacks P2's trooper; P1's reserve
// holds destiny 1, 6 and 2 on top.
const battle = (active = 6) => game({
  phase: 'battle',
  players: [{ reserve: [{ card: L.d1, name: 'one' }, { card: L.d6, name: 'six' }, { card: L.d2, name: 'two' }, ...energy(3)], active: energy(active) }, {}],
  row: [{ card: L.north, name: 'site', controller: 0, cards: [[{ card: '1PF1', name: 'jossel' }, L.officer], [L.trooper]] }],
  battle: { location: '@site', attacker: 0, step: 'window1' },
});

describe('1PF1 Jossel Swin', () => {
  it('1PF1 Jossel Swin: pay 3 to reveal three for battle destiny and pick the 6: battle destiny 6, three cards on the used pile', () => {
    const r = play({ ...battle(), actions: [...passes(),
      { type: 'choose', seat: 0, choice: { revealFromTop: 3 } },
      { type: 'choose', seat: 0, choice: { pick: '@six' } },
      { type: 'choose', seat: 0, choice: { pick: '@one' } }, { type: 'choose', seat: 0, choice: { pick: '@two' } }],
      expect: { piles: { 0: { active: 3, used: 6, reserve: 3 } }, log: ['P1 chooses Destiny 6 for battle destiny.', "Destiny 6 counts for P1's battle destiny: destiny 6."] } });
    expect(r.state.battle?.destiny[0]).toBe(6);
  });
  it('1PF1 Jossel Swin: without paying, the top card alone counts (destiny 1)', () => {
    const r = play({ ...battle(), actions: [...passes(), { type: 'choose', seat: 0, choice: { reveal: true } }] });
    expect(r.state.battle?.destiny[0]).toBe(1);
  });
  it('1PF1 Jossel Swin: the option is not offered with fewer than 3 energy in the active pile (R-BSTEP-05)', () => {
    play({ ...battle(2), actions: [...passes(), { type: 'choose', seat: 0, choice: { revealFromTop: 3 }, refused: 'R-BSTEP-05' }],
      expect: { decision: 'revealDestiny' } });
  });
  it('1PF1 Jossel Swin: once each turn, pay 3 to be immune to attrition; a second use is refused (R-ABIL-03)', () => {
    play({ ...battle(), actions: [{ type: 'use', seat: 0, card: '@jossel', ability: 0 }, ...passes(),
      { type: 'use', seat: 0, card: '@jossel', ability: 0, refused: 'R-ABIL-03' }],
      expect: { piles: { 0: { active: 3 } } } });
  });
  it('1PF1 Jossel Swin: the player puts the three revealed cards on the used pile in the order they choose, top first', () => {
    const r = play({ ...battle(), actions: [...passes(),
      { type: 'choose', seat: 0, choice: { revealFromTop: 3 } },
      { type: 'choose', seat: 0, choice: { pick: '@six' } },
      { type: 'choose', seat: 0, choice: { pick: '@two' } }, { type: 'choose', seat: 0, choice: { pick: '@six' } }],
      expect: { piles: { 0: { reserve: 3 } }, battle: { destiny: [6, 0] },
        log: ['P1 puts Destiny 2, Destiny 6 and Destiny 1 on top of the used pile, Destiny 2 on top.'] } });
    expect(r.state.players[0].used.slice(0, 3)).toEqual(['@two', '@six', '@one'].map((n) => r.loaded.ref(n, n)));
  });
});
