// Defensive Grid: once a turn, during a battle at a location where your side has two or more support
// icons: your battle destiny in it +D.
import { describe, it } from 'vitest';
import { energy, game, P1 } from '../kit/driver';

const sc = (site: string) => game({
  phase: 'battle', players: [{ hand: [{ card: 'Defensive Grid', name: 'grid' }, { card: 'Defensive Grid', name: 'second' }], reserve: energy(4, 5) }, {}],
  row: [...(site === 'Depots/Earther Depot' ? [] : [{ card: 'Depots/Earther Depot', controller: P1 }]),
    { card: site, name: 'here', controller: P1, cards: [['Plain Trooper'], ['Plain Trooper']] }],
  battle: { location: 'here', attacker: P1, step: 'window1', destiny: [1, 0] },
});

describe('2C5 Defensive Grid', () => {
  it('2C5 Defensive Grid: at the depot (3 Earther icons) a destiny-5 reveal makes battle destiny 1 + 5 = 6', () => {
    sc('Depots/Earther Depot').play('grid').resolve().expectBattle({ destiny: [6, 0] }).expectCard('grid', { zone: 'lost' });
  });
  it('2C5 Defensive Grid: at a site with no support icon it can\'t be played (R-GEN-02)', () => {
    sc('Testland/North').refuses('R-GEN-02').play('grid');
  });
  it('2C5 Defensive Grid: one play each turn (R-INTR-06)', () => {
    sc('Depots/Earther Depot').play('grid').resolve().refuses('R-INTR-06').play('second');
  });
});
