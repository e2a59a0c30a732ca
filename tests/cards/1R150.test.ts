// Set: at no cost, while five or fewer cards are stacked on it, the top card of your reserve is stacked on
// it face up. Once a turn, three stacked cards go to the lost pile: if they share a destiny, a target unit
// in a battle is damaged.
import { describe, it } from 'vitest';
import { energy, game, P1 } from '../kit/driver';
import type { Entry } from '../kit/position';

const d = (destiny: number, name: string): Entry => ({ card: `Destiny ${destiny}`, name });

const sc = (stacked: Entry[]) => game({
  phase: 'battle',
  players: [{ assets: [{ card: 'Set', stacked }], reserve: [{ card: 'Destiny 5', name: 'top' }, ...energy(5)] }, {}],
  row: [{ card: 'Testland/North', name: 'site', controller: P1, cards: [['Plain Trooper'], [{ card: 'Plain Officer', name: 'foe' }]] }],
  battle: { location: 'site', attacker: P1, step: 'window1' },
});

describe('1R150 Set', () => {
  it('1R150 Set: at no cost, the top card of the reserve is stacked on it, shown', () => {
    sc([]).use('Set', { ability: 'stack' }).resolve()
      .expectCard('top', { zone: 'stacked' }).expectStackedOn('Set', 1).expectPiles(P1, { reserve: 5, active: 6 })
      .expectLog('Destiny 5 is stacked on Set from the top of P1\'s reserve.');
  });
  it('1R150 Set: with six stacked, nothing more is stacked: the ability is not used then (R-GEN-02)', () => {
    sc([1, 2, 3, 4, 5, 6].map((n) => d(n, `s${n}`))).refuses('R-GEN-02').use('Set', { ability: 'stack' })
      .expectStackedOn('Set', 6).expectPiles(P1, { reserve: 6 });
  });
  it('1R150 Set: three stacked cards of one destiny go to the lost pile and the target unit is damaged; once each turn (R-ABIL-03)', () => {
    sc([d(2, 'a'), d(2, 'b'), d(2, 'c'), d(1, 'd')])
      .use('Set', { ability: 'damage', targets: ['foe'], paying: ['a', 'b', 'c'] }).resolve()
      .expectCard('foe', { damaged: true }).expectStackedOn('Set', 1).expectPiles(P1, { lost: 3 })
      .refuses('R-ABIL-03').use('Set', { ability: 'damage', targets: ['Plain Trooper'], paying: ['d'] });
  });
  it('1R150 Set: with only two stacked it can\'t be paid (R-PLAY-04)', () => {
    sc([d(2, 'a'), d(2, 'b')]).refuses('R-PLAY-04').use('Set', { ability: 'damage', targets: ['foe'], paying: ['a', 'b'] });
  });
  it('1R150 Set: three stacked cards of different destinies are lost all the same, and nothing is damaged', () => {
    sc([d(2, 'a'), d(2, 'b'), d(1, 'c')])
      .use('Set', { ability: 'damage', targets: ['foe'], paying: ['a', 'b', 'c'] }).resolve()
      .expectCard('foe', { damaged: false }).expectStackedOn('Set', 0).expectPiles(P1, { lost: 3 }).expectLog('Destiny 1, stacked on Set, goes to P1\'s lost pile.');
  });
});
