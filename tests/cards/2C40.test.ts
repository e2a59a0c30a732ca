// Indomitable Will: one copy per kizen (R-ASSET-04); while its kizen is at a site, each drain you make
// there with no other unit of yours there lets you retrieve a card.
import { describe, it } from 'vitest';
import { game, P1, P2 } from '../kit/driver';

const sc = (mine: string[]) => game({
  phase: 'control', players: [{ lost: ['Destiny 5'] }, {}],
  row: [{ card: 'Gongland/Shrine', name: 'here', controller: P1, cards: [[{ card: 'Plain Kizen', beneath: ['Indomitable Will'] }, ...mine], []] }],
});

describe('2C40 Indomitable Will', () => {
  it('2C40 Indomitable Will: the kizen alone drains: you may retrieve (R-ENERGY-11)', () => {
    sc([]).drain('here').resolve().lose('reserve', P2).lose('reserve', P2).resolve().yes()
      .expectPiles(P1, { lost: 0, used: 1 });
  });
  it('2C40 Indomitable Will: with another unit of yours there, nothing', () => {
    sc(['Plain Trooper']).drain('here').resolve().lose('reserve', P2).lose('reserve', P2).expectStack(0).expectPiles(P1, { lost: 1 });
  });
  it('2C40 Indomitable Will: only one beneath a kizen (R-ASSET-04)', () => {
    game({ phase: 'deploy', players: [{ hand: [{ card: 'Indomitable Will', name: 'second' }] }, {}],
      row: [{ card: 'Gongland/Shrine', controller: P1, cards: [[{ card: 'Plain Kizen', beneath: ['Indomitable Will'] }], []] }] })
      .refuses('R-ASSET-04').play('second', { at: 'Plain Kizen' });
  });
});
