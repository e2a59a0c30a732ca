// Venus Garrison Fighter: +2 power, +1 tactics, +2 defense at a sector with "Venus" in its title.
import { describe, it } from 'vitest';
import { game, P1 } from '../kit/driver';

const at = (sector: string) => game({ row: [{ card: sector, controller: P1, cards: [['Venus Garrison Fighter'], []] }] });

describe('1C53 Venus Garrison Fighter', () => {
  it('1C53 Venus Garrison Fighter: 4/2/7 at a Venus sector', () => {
    at('Venus/Test Lane').expectCard('Venus Garrison Fighter', { power: 4, tactics: 2, defense: 7 });
  });
  it('1C53 Venus Garrison Fighter: printed 2/1/5 at any other sector', () => {
    at('Testland/Orbit').expectCard('Venus Garrison Fighter', { power: 2, tactics: 1, defense: 5 });
  });
});
