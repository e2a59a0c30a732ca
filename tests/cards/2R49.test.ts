// Takumi Shadow Warriors: Quickdraw 1; it may have two weapons beneath it.
import { describe, it } from 'vitest';
import { game, P1 } from '../kit/driver';

const sc = () => game({
  phase: 'deploy', players: [{ hand: [{ card: 'Test Rifle', name: 'second' }, { card: 'Test Rifle', name: 'third' }] }, {}],
  row: [{ card: 'Gongland/Shrine', name: 'here', controller: P1, cards: [[{ card: 'Takumi Shadow Warriors', name: 'takumi', beneath: ['Test Pistol'] }], []] }],
});

describe('2R49 Takumi Shadow Warriors', () => {
  it('2R49 Takumi Shadow Warriors: a second weapon may go beneath it, not a third (R-WEAPON-04)', () => {
    sc().play('second', { at: 'takumi' }).resolve().expectCard('second', { under: 'takumi' })
      .refuses('R-WEAPON-04').play('third', { at: 'takumi' });
  });
  it('2R49 Takumi Shadow Warriors: another character still takes one weapon only (R-WEAPON-04)', () => {
    game({ phase: 'deploy', players: [{ hand: [{ card: 'Test Rifle', name: 'r2' }] }, {}],
      row: [{ card: 'Gongland/Shrine', controller: P1, cards: [['Takumi Shadow Warriors', { card: 'Plain Trooper', name: 'other', beneath: ['Test Pistol'] }], []] }] })
      .refuses('R-WEAPON-04').play('r2', { at: 'other' });
  });
  it('2R49 Takumi Shadow Warriors: Quickdraw 1: its weapon\'s once-a-turn ability may be used twice (R-KW-QUICK-01, R-ABIL-04)', () => {
    game({ phase: 'battle', row: [{ card: 'Gongland/Shrine', controller: P1, cards: [[{ card: 'Takumi Shadow Warriors', beneath: ['Test Pistol'] }], []] }] })
      .use('Test Pistol').use('Test Pistol').refuses('R-ABIL-03').use('Test Pistol');
  });
});
