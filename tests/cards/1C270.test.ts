// The Beckoning: take an inverter from your used pile into hand, then shuffle that pile.
import { describe, it } from 'vitest';
import { game, P1 } from '../kit/driver';

const cast = (used: string[]) => game({
  phase: 'deploy',
  players: [{ hand: ['The Beckoning'], used: used.map((card, i) => ({ card, name: `u${i}` })) }, {}],
  row: [{ card: 'Quayland/Den', controller: P1 }],
}).play('The Beckoning').resolve();

describe('1C270 The Beckoning', () => {
  it('1C270 The Beckoning: the inverter in the used pile goes to hand; the used pile is shuffled', () => {
    cast(['Plain Trooper', 'Torrid Katal', 'Plain Officer'])
      .expectCard('u1', { zone: 'hand' }).expectCard('u0', { zone: 'used' }).expectCard('The Beckoning', { zone: 'used' })
      .expectLog('shuffles the used pile');
  });
  it('1C270 The Beckoning: with two inverters the player picks one', () => {
    cast(['Luhus Mauler', 'Torrid Katal']).pick('u0').expectCard('u0', { zone: 'hand' }).expectCard('u1', { zone: 'used' });
  });
  it('1C270 The Beckoning: with no inverter nothing is taken', () => {
    cast(['Plain Trooper']).expectPiles(P1, { hand: 0 });
  });
});
