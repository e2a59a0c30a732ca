// Sword Wall: for every asset in play, its owner either dismisses it or loses 2 energy.
import { describe, it } from 'vitest';
import { game, P1, P2 } from '../kit/driver';

const sc = () => game({
  phase: 'deploy', players: [{ hand: ['Sword Wall'], assets: [{ card: 'Test Banner', name: 'mine' }] },
    { assets: [{ card: 'Test Banner', name: 'theirs' }, { card: 'Test Medal', name: 'spare' }] }],
  row: [{ card: 'Gongland/Shrine', controller: P1, cards: [[], [{ card: 'Plain Trooper', beneath: [{ card: 'Test Medal', name: 'medal' }] }]] }],
});

describe('2R47 Sword Wall', () => {
  it('2R47 Sword Wall: you dismiss yours; your opponent keeps one by losing 2 and dismisses the others', () => {
    sc().play('Sword Wall').resolve()
      .option('dismiss').expectCard('mine', { zone: 'lost' })
      .option('lose', P2).lose('reserve', P2).lose('reserve', P2).expectCard('theirs', { zone: 'table' })
      .option('dismiss', P2).option('dismiss', P2)
      .expectCard('spare', { zone: 'lost' }).expectCard('medal', { zone: 'lost' }).expectPiles(P2, { reserve: 4 });
  });
  it('2R47 Sword Wall: you may keep yours by losing 2', () => {
    sc().play('Sword Wall').resolve().option('lose').lose('reserve').lose('reserve').expectCard('mine', { zone: 'table' })
      .option('dismiss', P2).option('dismiss', P2).option('dismiss', P2).expectPiles(P1, { reserve: 4 });
  });
});
