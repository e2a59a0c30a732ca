// Quarrel Energy Burst (erratum, CARD-10, EX-RUL-12; numbered 1U98 in the checklist, 1U198 in the
// card data): once a turn, show a ship from your hand and send it to your used pile: the opponent picks
// their target ship in the sector battle here (R-TGT-01) and destroys it, unless they show a ship
// of their own hand and send it to their used pile. That option is offered only while they hold a ship (R-EFF-07).
import { describe, it } from 'vitest';
import { game, P1, P2 } from '../kit/driver';
import type { Entry } from '../kit/position';

const burst = 'Quarrel Energy Burst';
const sc = (theirHand: Entry[], theirs: Entry[] = [{ card: 'Plain Fighter', name: 'a' }, { card: 'Plain Capital', name: 'b' }],
  o: { battle?: boolean; myHand?: Entry[] } = {}) => game({
  phase: 'battle',
  players: [{ hand: o.myHand ?? [{ card: 'Plain Fighter', name: 'fee' }, { card: 'Plain Trooper', name: 'grunt' }, { card: 'Plain Capital', name: 'fee2' }] },
    { hand: theirHand }],
  row: [{ card: 'Testland/Orbit', name: 'here', controller: P1,
    cards: [[{ card: 'Plain Fighter', name: 'mine', beneath: [burst] }], theirs] }],
  ...(o.battle === false ? {} : { battle: { location: 'here', attacker: P1, step: 'window2' as const } }),
});
const paying = (...cards: string[]) => ({ paying: cards });

describe('1U198 Quarrel Energy Burst', () => {
  it('EX-RUL-12 / 1U198 Quarrel Energy Burst: the opponent picks their ship, then reveals a ship from hand onto their used pile: nothing is destroyed', () => {
    sc([{ card: 'Plain Capital', name: 'spare' }, { card: 'Plain Trooper', name: 'keep' }])
      .use(burst, paying('fee')).resolve().pick('b', P2).option(0, P2)
      .expectCard('fee', { zone: 'used' }).expectCard('spare', { zone: 'used' }).expectCard('keep', { zone: 'hand' })
      .expectCard('a', { at: 'here' }).expectCard('b', { at: 'here' })
      .expectPiles(P1, { hand: 2 }).expectPiles(P2, { hand: 1, lost: 0 })
      .expectLog('puts Plain Capital, revealed, from hand on top of the used pile');
  });
  it('EX-RUL-12 / 1U198 Quarrel Energy Burst: or they destroy the ship they chose, even while holding a ship', () => {
    sc([{ card: 'Plain Capital', name: 'spare' }]).use(burst, paying('fee')).resolve().pick('b', P2).option(1, P2)
      .expectCard('b', { zone: 'lost' }).expectCard('a', { at: 'here' }).expectCard('spare', { zone: 'hand' });
  });
  it('EX-RUL-12 / 1U198 Quarrel Energy Burst: without a ship in hand (a unit does not do) the reveal is not offered: their only ship is destroyed, no choice asked', () => {
    sc([{ card: 'Plain Trooper', name: 'keep' }], [{ card: 'Plain Fighter', name: 'a' }]).use(burst, paying('fee')).resolve()
      .expectCard('a', { zone: 'lost' }).expectCard('keep', { zone: 'hand' }).expectDecision(null).expectStack(0);
  });
  it('EX-RUL-12 / 1U198 Quarrel Energy Burst: the cost is a ship from your hand: a unit does not pay it, nor does nothing (R-PLAY-04)', () => {
    sc([]).refuses('R-PLAY-04').use(burst, paying('grunt')).refuses('R-PLAY-04').use(burst, paying());
    sc([], undefined, { myHand: [{ card: 'Plain Trooper', name: 'grunt' }] }).refuses('R-PLAY-04').use(burst, paying('grunt'));
  });
  it('EX-RUL-12 / 1U198 Quarrel Energy Burst: the user names no target, and a ship of theirs must be in a battle here (R-TGT-04); once each turn (R-ABIL-03)', () => {
    sc([]).refuses('R-TGT-04').use(burst, { ...paying('fee'), targets: ['a'] });
    sc([], undefined, { battle: false }).refuses('R-TGT-04').use(burst, paying('fee'));
    sc([], [{ card: 'Plain Fighter', name: 'a' }, 'Plain Capital']).use(burst, paying('fee')).resolve().pick('a', P2)
      .refuses('R-ABIL-03').use(burst, paying('fee2'))
      .expectCard('a', { zone: 'lost' });
  });
});
