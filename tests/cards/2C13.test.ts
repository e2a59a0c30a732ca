// Mouthpiece: Quickdraw 1: its weapon's bulleted abilities may be used once more each turn.
import { describe, it } from 'vitest';
import { play } from '../support/scenario';
import { game, L, passes } from './_ems';

const sc = (host: string) => game({
  phase: 'battle',
  row: [{ card: L.north, name: 'here', controller: 0,
    cards: [[{ card: host, name: 'host', beneath: [{ card: '1U19', name: 'flic' }] }], [{ card: L.trooper, name: 'foe' }, { card: L.trooper, name: 'foe2' }]] }],
  battle: { location: '@here', attacker: 0, step: 'window2' },
});
const use = (t: string, refused?: string) => ({ type: 'use', seat: 0, card: '@flic', ability: 1, targets: [t], ...(refused ? { refused } : {}) });

describe('2C13 Mouthpiece', () => {
  it('2C13 Mouthpiece: a one-bullet weapon beneath it is used twice; the third use is refused (R-ABIL-04, R-ABIL-03)', () => {
    play({ ...sc('2C13'), actions: [use('@foe'), ...passes(), use('@foe2'), ...passes(), use('@foe', 'R-ABIL-03')],
      expect: { piles: { 0: { active: 4 } } } });
  });
  it('2C13 Mouthpiece: without Quickdraw the same weapon is used once', () => {
    play({ ...sc(L.trooper), actions: [use('@foe'), ...passes(), use('@foe2', 'R-ABIL-03')] });
  });
});
