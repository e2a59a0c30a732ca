// Luna Garrison Fighter: at a sector with "Luna" in its title it gets +2 power, +1 tactics, +2 defense.
import { describe, it } from 'vitest';
import { game, P1 } from '../kit/driver';

const at = (sector: string) => game({ row: [{ card: sector, controller: P1, cards: [['Luna Garrison Fighter'], []] }] });

describe('1C39 Luna Garrison Fighter', () => {
  it('1C39 Luna Garrison Fighter: at Luna/Test Lane the 2/1/5 fighter is 4/2/7', () => {
    at('Luna/Test Lane').expectCard('Luna Garrison Fighter', { power: 4, tactics: 2, defense: 7 });
  });
  it('1C39 Luna Garrison Fighter: at a sector of another name it keeps its printed 2/1/5', () => {
    at('Venus/Test Lane').expectCard('Luna Garrison Fighter', { power: 2, tactics: 1, defense: 5 });
  });
});
