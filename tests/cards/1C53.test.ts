// Venus Garrison Fighter: +2 power, +1 tactics, +2 defense at a sector with "Venus" in its title.
import { describe, it } from 'vitest';
import { play } from '../support/scenario';
import { game, L } from './_ems';

const VENUS = { T40: { number: 'T40', title: 'Venus/Test Lane', type: 'LOCATION' as const, kind: 'Sector', unique: false, set: 1 as const,
  faction: 'Independent' as const, labels: [], energyCost: 0, destiny: 0, supportCost: {}, text: 'test sector', abilities: [],
  energyIcons: { yourSide: 2, opponentSide: 1 } } };

describe('1C53 Venus Garrison Fighter', () => {
  it('1C53 Venus Garrison Fighter: 4/2/7 at a Venus sector', () => {
    play(game({ cards: VENUS, row: [{ card: 'T40', controller: 0, cards: [[{ card: '1C53', name: 'vgf' }], []] }],
      expect: { cards: { '@vgf': { power: 4, tactics: 2, defense: 7 } } } }));
  });
  it('1C53 Venus Garrison Fighter: printed 2/1/5 at any other sector', () => {
    play(game({ row: [{ card: L.orbit, controller: 0, cards: [[{ card: '1C53', name: 'vgf' }], []] }],
      expect: { cards: { '@vgf': { power: 2, tactics: 1, defense: 5 } } } }));
  });
});
