// Portent: a target pending ship or unit enters play elsewhere: a ship at another sector, a unit at a
// site related to where it was going (R-PEND-05, EX-TGT-02).
import { describe, it } from 'vitest';
import { game, P1, P2 } from '../kit/driver';

const pending = (card: string, at: string) => {
  const g = game({
    players: [{ hand: [{ card, name: 'incoming' }] }, { hand: ['Portent'] }],
    row: [{ card: 'Quayland/Den', name: 'den', controller: P2, cards: [[], []] },
      { card: 'Testland/North', name: 'north', controller: P1, cards: [[], []] }, { card: 'Testland/Middle', name: 'middle', controller: P1, cards: [[], []] },
      { card: 'Testland/Orbit', name: 'orbit', controller: P1, cards: [[], []] }, { card: 'Farland/Orbit', name: 'far orbit', controller: P1, cards: [[], []] }],
  }).play('incoming', { at }).pass(P1);
  return g;
};

describe('1R251 Portent', () => {
  it('1R251 Portent: a pending ship goes to another sector instead (EX-TGT-02)', () => {
    const g = pending('Plain Fighter', 'orbit');
    g.play('Portent', { targets: [g.stackItem(), 'far orbit'] }).resolve().resolve()
      .expectCard('incoming', { at: 'far orbit' }).expectCard('Portent', { zone: 'lost' });
  });
  it('1R251 Portent: a pending unit goes to a site related to its destination', () => {
    const g = pending('Plain Trooper', 'north');
    g.play('Portent', { targets: [g.stackItem(), 'middle'] }).resolve().resolve().expectCard('incoming', { at: 'middle' });
  });
  it('1R251 Portent: not to its own destination, nor to an unrelated site (R-TGT-04)', () => {
    const g = pending('Plain Trooper', 'north');
    g.refuses('R-TGT-04').play('Portent', { targets: [g.stackItem(), 'north'] }).refuses('R-TGT-04').play('Portent', { targets: [g.stackItem(), 'den'] });
  });
  it('1R251 Portent: a ship can\'t be sent to a site related to its sector, nor a unit to a sector: Portent is not spent (R-TGT-04, R-PEND-05)', () => {
    const ship = pending('Plain Fighter', 'orbit');
    ship.refuses('R-TGT-04').play('Portent', { targets: [ship.stackItem(), 'north'] }).expectCard('Portent', { zone: 'hand' });
    const unit = pending('Plain Trooper', 'north');
    unit.refuses('R-TGT-04').play('Portent', { targets: [unit.stackItem(), 'far orbit'] }).expectCard('Portent', { zone: 'hand' });
  });
});

