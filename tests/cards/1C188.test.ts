// Irama-Vishal: immune to attrition while you have no support icon at its location.
import { describe, it } from 'vitest';
import { play } from '../support/scenario';
import { game, L, passes } from './_ems';

const sc = (loc: string) => game({
  phase: 'battle',
  row: [{ card: loc, name: 'here', controller: 0, cards: [[{ card: '1C188', name: 'iv' }], [L.trooper]] }],
  battle: { location: '@here', attacker: 0, step: 'window2', destiny: [0, 3] },
  actions: passes(),
});

describe('1C188 Irama-Vishal', () => {
  it('1C188 Irama-Vishal: at a site with no support icon on your side, attrition 3 may be ignored (R-BSTEP-14)', () => {
    const s = sc(L.north);
    play({ ...s, actions: [...s.actions!, { type: 'choose', seat: 0, choice: { ignoreAttrition: true } }],
      expect: { cards: { '@iv': { damaged: false } }, battle: { step: 'window3' } } });
  });
  it('1C188 Irama-Vishal: at a site with a Shi icon on your side it must be damaged', () => {
    play({ ...sc(L.shiSite), expect: { cards: { '@iv': { damaged: true } } } });
  });
});
