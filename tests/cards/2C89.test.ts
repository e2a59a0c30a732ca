// Assault Carbine: once a turn, pay 1: if the target's defense < D, the opponent chooses: it is
// destroyed, or they put a hand card on their used pile.
import { describe, it } from 'vitest';
import { energy, game, P1, P2 } from '../kit/driver';

const shot = (hand: number, d = 5) => game({
  phase: 'battle',
  players: [{ reserve: energy(3, d) }, { hand: Array.from({ length: hand }, (_, i) => ({ card: 'Plain Tank', name: `h${i}` })) }],
  row: [{ card: 'Testland/North', name: 'here', controller: P1,
    cards: [[{ card: 'Plain Trooper', beneath: ['Assault Carbine'] }], [{ card: 'Plain Trooper', name: 'foe' }, 'Plain Trooper']] }],
  battle: { location: 'here', attacker: P1, step: 'window2' },
}).use('Assault Carbine', { targets: ['foe'] }).resolve();

describe('2C89 Assault Carbine', () => {
  it('2C89 Assault Carbine: D 5 > defense 2; the opponent lets the trooper be destroyed', () => {
    shot(1).option(0, P2).expectCard('foe', { zone: 'lost' }).expectCard('h0', { zone: 'hand' }).expectPiles(P1, { active: 5 });
  });
  it('2C89 Assault Carbine: or they put a hand card on their used pile; once a turn (R-ABIL-03)', () => {
    shot(1).option(1, P2).refuses('R-ABIL-03').use('Assault Carbine', { targets: ['foe'] })
      .expectCard('foe', { zone: 'table' }).expectCard('h0', { zone: 'used' });
  });
  it('2C89 Assault Carbine: with an empty hand the target is destroyed; D 2 does not beat defense 2', () => {
    shot(0).expectCard('foe', { zone: 'lost' });
    shot(0, 2).expectCard('foe', { zone: 'table' }).expectDecision(null);
  });
});
