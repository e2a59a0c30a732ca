// Life Leech (erratum, CARD-28, EX-RUL-08): its extra cost returns another character of yours, fighting
// where your kizen is, to its owner's used pile; then a chosen character there is damaged.
import { describe, expect, it } from 'vitest';
import type { CardEntry } from '../../src/scenario/types';
import { game, passes, run, T } from './_gqi';

const sc = (mine: CardEntry[], battle = true) => game({
  phase: 'battle',
  players: [{ hand: [{ card: '2R133', name: 'leech' }] }, {}],
  row: [
    { card: T.quaySite, name: 'den', controller: 0, cards: [mine, [{ card: T.officer, name: 'foe' }, { card: T.tank, name: 'tank' }]] },
    { card: T.north, name: 'north', controller: 0, cards: [[{ card: T.trooper, name: 'away' }], []] },
  ],
  ...(battle ? { battle: { location: '@den', attacker: 0, step: 'window2' } } : {}),
});
const KIZEN: CardEntry = { card: T.kizen, name: 'kizen' };
const AIDE: CardEntry = { card: T.trooper, name: 'aide' };
const leech = (targets: string[], refused?: string) =>
  ({ type: 'play', seat: 0, card: '@leech', targets, ...(refused ? { refused } : {}) });

describe('2R133 Life Leech', () => {
  it('EX-RUL-08 / 2R133 Life Leech: the aide goes on its owner\'s used pile as it is played; then the target character there is damaged; Life Leech is lost', () => {
    run({ ...sc([KIZEN, AIDE]), actions: [leech(['@aide', '@foe'])],
      expect: { cards: { '@aide': { zone: 'used' }, '@foe': { damaged: false } }, stack: 1 } });
    run({ ...sc([KIZEN, AIDE]), actions: [leech(['@aide', '@foe']), ...passes()],
      expect: { cards: { '@aide': { zone: 'used' }, '@foe': { damaged: true }, '@leech': { zone: 'lost' }, '@kizen': { damaged: false } }, stack: 0,
        piles: { 0: { active: 6, used: 1 } } } });
  });
  it('EX-RUL-08 / 2R133 Life Leech: the cost is your other character: not your only kizen (R-GEN-02), not theirs, not one out of the battle (R-TGT-04)', () => {
    const r = run({ ...sc([KIZEN, AIDE]), actions: [leech(['@kizen', '@foe'], 'R-GEN-02'), leech(['@foe', '@aide'], 'R-TGT-04'), leech(['@away', '@foe'], 'R-TGT-04')],
      expect: { cards: { '@leech': { zone: 'hand' }, '@aide': { at: '@den' } } } });
    expect(r.refusals[0].refusal.reason).toBe('Life Leech can be played only if either your first target is not a Kizen, or you have at least 2 Kizens in the battle.');
    // With a second kizen there, one kizen is "other" than the other.
    run({ ...sc([KIZEN, { card: T.kizen, name: 'kizen2' }]), actions: [leech(['@kizen2', '@foe']), ...passes()],
      expect: { cards: { '@kizen2': { zone: 'used' }, '@foe': { damaged: true } } } });
  });
  it('EX-RUL-08 / 2R133 Life Leech: only in a battle at your kizen\'s location (R-GEN-02); the damaged target is a character, not a vehicle (R-TGT-04)', () => {
    run({ ...sc([AIDE, { card: T.trooper, name: 'third' }]), actions: [leech(['@aide', '@foe'], 'R-GEN-02')] });
    run({ ...sc([KIZEN, AIDE], false), actions: [leech(['@aide', '@foe'], 'R-GEN-02')] });
    run({ ...sc([KIZEN, AIDE]), actions: [leech(['@aide', '@tank'], 'R-TGT-04'), leech(['@aide'], 'R-TGT-04')] });
  });
  it('EX-RUL-08 / 2R133 Life Leech: the paid character, gone from play, is not checked again at resolution (R-STACK-07): the effect happens, here on your own kizen', () => {
    run({ ...sc([KIZEN, AIDE]), actions: [leech(['@aide', '@kizen']), ...passes()],
      expect: { cards: { '@kizen': { damaged: true }, '@aide': { zone: 'used' } } } });
  });
});
