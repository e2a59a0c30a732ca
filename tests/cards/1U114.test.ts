// Boxer: Size 3, Transport 2; when your battle destiny is revealed in a site battle at its site,
// 1 energy raises that card by 1, for one card per turn.
import { describe, it } from 'vitest';
import { loadScenario } from '../../src/scenario/load';
import { play } from '../support/scenario';
import { game, L, passes } from './_ems';

const sc = (loc: string) => game({
  phase: 'battle',
  row: [{ card: loc, name: 'here', controller: 0,
    cards: [[{ card: '1U114', name: 'boxer' }, L.officer], [L.trooper]] }],
  battle: { location: '@here', attacker: 0, step: 'window1' },
  actions: [...passes(), { type: 'choose', seat: 0, choice: { reveal: true } }],
});

describe('1U114 Boxer', () => {
  it('1U114 Boxer: reveal 3 in a site battle here, pay 1 within the battle destiny step (R-TRIG-04): battle destiny 4', () => {
    const s = sc(L.north);
    play({ ...s, actions: [...s.actions!, { type: 'choose', seat: 0, choice: { yes: true } }],
      expect: { battle: { destiny: [4, 0], step: 'window2' }, piles: { 0: { active: 5 } } } });
  });
  it('1U114 Boxer: once this turn already: no offer', () => {
    const s = sc(L.north);
    const boxer = loadScenario(s).names.get('boxer');
    play({ ...s, counters: { bullets: { [`${boxer}#mark:destiny`]: 1 } },
      expect: { battle: { destiny: [3, 0] }, stack: 0, decision: null } });
  });
  it('1U114 Boxer: declining costs nothing and changes nothing', () => {
    const s = sc(L.north);
    play({ ...s, actions: [...s.actions!, { type: 'choose', seat: 0, choice: { yes: false } }],
      expect: { battle: { destiny: [3, 0] }, piles: { 0: { active: 6 } } } });
  });
  it('1U114 Boxer: size 3 does not fit a capacity-2 fighter (R-MOVE-06)', () => {
    play(game({ phase: 'move',
      row: [{ card: L.north, controller: 0, cards: [[{ card: '1U114', name: 'boxer' }], []] },
        { card: L.orbit, controller: 0, cards: [[{ card: L.fighter, name: 'f' }], []] }],
      actions: [{ type: 'move', seat: 0, card: '@boxer', to: '@f', refused: 'R-MOVE-06' }] }));
  });
});
