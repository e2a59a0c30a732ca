// Key Keeper: immune to attrition while a stockpile asset of yours holds a card.
import { describe, it } from 'vitest';
import { game, P1 } from '../kit/driver';

const battle = (stacked: string[]) => game({
  phase: 'battle',
  players: [{ assets: [{ card: 'Traginium Hoard', stacked }] }, {}],
  row: [{ card: 'Testland/North', name: 'site', controller: P1, cards: [['Key Keeper', { card: 'Plain Trooper', name: 'mine' }], ['Plain Trooper']] }],
  battle: { location: 'site', attacker: P1, step: 'window2', destiny: [0, 9] },
}).toStep('attrition');

describe('2C100 Key Keeper', () => {
  it('2C100 Key Keeper: with a card stacked, only the trooper takes attrition; the rest is ignored (R-BSTEP-14)', () => {
    battle(['Destiny 1']).expectCard('mine', { damaged: true }).ignoreAttrition().expectCard('Key Keeper', { damaged: false });
  });
  it('2C100 Key Keeper: with the stockpile empty it is not immune (R-BSTEP-13)', () => {
    battle([]).refuses('R-BSTEP-13').ignoreAttrition().damage('mine').expectCard('Key Keeper', { damaged: true });
  });
});
