// Waylaid: a target character in a site battle gets -X power and -X tactics, X the tactics of a
// kizen of yours in that battle; no duration is printed, so it lasts while the character is in play.
import { describe, it } from 'vitest';
import { game, P1, P2 } from '../kit/driver';

const sc = (kizen = true) => game({
  phase: 'battle', players: [{ hand: ['Waylaid'] }, {}],
  row: [{ card: 'Quayland/Den', name: 'den', controller: P1,
    cards: [[kizen ? 'Plain Kizen' : 'Plain Trooper'], [{ card: 'Plain Officer', name: 'foe' }, 'Plain Wall']] }],
  battle: { location: 'den', attacker: P1, step: 'window1' },
});

describe('1R274 Waylaid', () => {
  it('1R274 Waylaid: X is the kizen\'s tactics 1: the officer goes from 1/4 to 0/3 and is used, not lost', () => {
    sc().play('Waylaid', { targets: ['foe'] }).resolve().expectCard('foe', { power: 0, tactics: 3 }).expectCard('Waylaid', { zone: 'used' });
  });
  it('1R274 Waylaid: the change outlasts the turn (no duration printed)', () => {
    sc().play('Waylaid', { targets: ['foe'] }).resolve().toStep('loss').damage('Plain Wall').endBattle().toPhase('activate', P2).expectCard('foe', { tactics: 3 });
  });
  it('1R274 Waylaid: with no kizen of yours in the battle, nothing changes', () => {
    sc(false).play('Waylaid', { targets: ['foe'] }).resolve().expectCard('foe', { power: 1, tactics: 4 });
  });
  it('1R274 Waylaid: only a character in a site battle is a target (R-TGT-04)', () => {
    game({ phase: 'deploy', players: [{ hand: ['Waylaid'] }, {}], row: [{ card: 'Quayland/Den', controller: P1, cards: [['Plain Kizen'], [{ card: 'Plain Officer', name: 'foe' }]] }] })
      .refuses('R-TGT-04').play('Waylaid', { targets: ['foe'] });
  });
});
