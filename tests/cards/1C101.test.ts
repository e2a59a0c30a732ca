// Shikami Warrior: arriving where one of your bots already stands lets you retrieve one card.
import { describe, it } from 'vitest';
import { game, P1 } from '../kit/driver';

const entered = (mine: string[]) => game({
  phase: 'deploy',
  players: [{ hand: ['Shikami Warrior'], lost: ['Destiny 4'] }, {}],
  row: [{ card: 'Gongland/Shrine', name: 'site', controller: P1, cards: [mine, []] }],
}).play('Shikami Warrior', { at: 'site' }).resolve();

describe('1C101 Shikami Warrior', () => {
  it('1C101 Shikami Warrior: with your Gongen Bot there, you retrieve the lost card to the used pile (R-ENERGY-11)', () => {
    entered(['Gongen Bot']).resolve().yes().expectCard('Destiny 4', { zone: 'used' });
  });
  it('1C101 Shikami Warrior: it is optional', () => {
    entered(['Gongen Bot']).resolve().no().expectCard('Destiny 4', { zone: 'lost' });
  });
  it('1C101 Shikami Warrior: with no bot there nothing happens', () => {
    entered(['Plain Trooper']).expectStack(0).expectDecision(null).expectCard('Destiny 4', { zone: 'lost' });
  });
});
