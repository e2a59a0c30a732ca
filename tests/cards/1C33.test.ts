// Infantry Support Vehicle: 2 energy shifts it from a site next to a site battle into that battle.
import { describe, it } from 'vitest';
import { game, P1 } from '../kit/driver';

const shifted = (battleAt: string) => game({
  phase: 'battle',
  row: [
    { card: 'Testland/North', name: 'north', controller: P1, cards: [['Plain Trooper'], ['Plain Trooper']] },
    { card: 'Testland/Middle', name: 'middle', controller: P1, cards: [['Infantry Support Vehicle'], []] },
    { card: 'Testland/South', name: 'south', controller: P1, cards: [['Plain Trooper'], ['Plain Trooper']] },
    { card: 'Farland/Outpost', name: 'far', controller: P1, cards: [['Plain Trooper'], ['Plain Trooper']] },
  ],
  battle: { location: battleAt, attacker: P1, step: 'window1' },
}).use('Infantry Support Vehicle', { ability: 2 }).resolve();

describe('1C33 Infantry Support Vehicle', () => {
  it('1C33 Infantry Support Vehicle: pay 2 and it joins the battle at the adjacent site (not a movement action)', () => {
    shifted('north').expectCard('Infantry Support Vehicle', { at: 'north' }).expectPiles(P1, { active: 4 }).expectLog('not a movement action');
  });
  it('1C33 Infantry Support Vehicle: a battle at an unrelated site: paid, nothing moves', () => {
    shifted('far').expectCard('Infantry Support Vehicle', { at: 'middle' }).expectPiles(P1, { active: 4 });
  });
});
