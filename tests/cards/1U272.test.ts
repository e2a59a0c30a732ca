// Tunnels: choose a site and any number of your units there; reveal a destiny: if fewer units were chosen
// than it, they move (not a movement, R-ABIL-08) to a site related to that one, which you choose.
import { describe, it } from 'vitest';
import { energy, game, P1 } from '../kit/driver';

const sc = (destiny: number) => game({
  phase: 'deploy',
  players: [{ hand: ['Tunnels'], reserve: energy(3, destiny) }, {}],
  row: [
    { card: 'Quayland/Den', name: 'den', controller: P1, cards: [[], []] },
    { card: 'Testland/North', name: 'north', controller: P1, cards: [[{ card: 'Plain Trooper', name: 'a' }, { card: 'Plain Officer', name: 'b' }, { card: 'Plain Wall', name: 'c' }], []] },
    { card: 'Testland/Middle', name: 'middle', controller: P1, cards: [[], []] },
    { card: 'Testland/South', name: 'south', controller: P1, cards: [[], []] },
  ],
});

describe('1U272 Tunnels', () => {
  it('1U272 Tunnels: two units chosen, a destiny of 3: both go to the related site picked; the third stays', () => {
    sc(3).play('Tunnels', { targets: ['north', 'a', 'b'] }).resolve().pick('south')
      .expectCard('a', { at: 'south' }).expectCard('b', { at: 'south' }).expectCard('c', { at: 'north' })
      .expectCard('Tunnels', { zone: 'used' });
  });
  it('1U272 Tunnels: two units chosen, a destiny of 2: not fewer, so they stay', () => {
    sc(2).play('Tunnels', { targets: ['north', 'a', 'b'] }).resolve()
      .expectCard('a', { at: 'north' }).expectCard('b', { at: 'north' }).expectDecision(null);
  });
  it('1U272 Tunnels: only units of yours at the target site (R-TGT-04)', () => {
    sc(3).refuses('R-TGT-04').play('Tunnels', { targets: ['middle', 'a'] });
  });
});
