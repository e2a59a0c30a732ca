// Titan/Raving Red’s Refuge (erratum in effect, CARD-26, EX-RUL-14): like Alnak Station/Hallway, for
// fighters: once a turn, lose 1, only while no fighters are here: if the fighter of yours it targets
// is lost later this turn, a delayed trigger (R-TRIG-09) puts it here.
import { describe, expect, it } from 'vitest';
import { game, P1 } from '../kit/driver';
import type { Entry } from '../kit/position';

const refuge = 'Titan/Raving Red’s Refuge';
const sc = (atRefuge: [Entry[], Entry[]] = [[], []]) => game({
  phase: 'battle',
  row: [
    { card: 'Testland/Orbit', name: 'orbit', controller: P1,
      cards: [[{ card: 'Plain Fighter', name: 'fighter', damaged: true }, { card: 'Plain Capital', name: 'capital' }],
        [{ card: 'Plain Fighter', name: 'theirs' }]] },
    { card: refuge, name: 'refuge', controller: P1, cards: atRefuge },
  ],
  battle: { location: 'orbit', attacker: P1, step: 'window5' },
});
const save = (target: string) => ({ targets: [target] });

describe('1R324 Titan/Raving Red’s Refuge', () => {
  it('EX-RUL-14 / 1R324 Titan/Raving Red’s Refuge: lose 1; the fighter lost in the end of battle step comes back at the Refuge by a delayed trigger', () => {
    const g = sc().use('refuge', save('fighter')).lose('active').resolve().endBattle()
      .expectNoBattle().expectStack(1).expectCard('fighter', { zone: 'lost' }).expectCard('capital', { at: 'orbit' })
      .expectPiles(P1, { active: 5 });
    expect(g.state.stack[0]).toMatchObject({ kind: 'delayed' });
    g.resolve().expectStack(0).expectCard('fighter', { at: 'refuge', damaged: false });
    expect(g.state.watchers).toEqual([]);
  });
  it('EX-RUL-14 / 1R324 Titan/Raving Red’s Refuge: usable only if no fighters are here (R-GEN-02); a capital here does not stop it', () => {
    sc([[], ['Plain Fighter']]).refuses('R-GEN-02').use('refuge', save('fighter'));
    sc([['Plain Fighter'], []]).refuses('R-GEN-02').use('refuge', save('fighter'));
    sc([['Plain Capital'], []]).use('refuge', save('fighter')).lose('active').expectPiles(P1, { active: 5, lost: 1 });
  });
  it('EX-RUL-14 / 1R324 Titan/Raving Red’s Refuge: only your fighter is a legal target, not a capital or theirs (R-TGT-04); once each turn (R-ABIL-03)', () => {
    sc().refuses('R-TGT-04').use('refuge', save('capital')).refuses('R-TGT-04').use('refuge', save('theirs'));
    sc().use('refuge', save('fighter')).lose('active').resolve().refuses('R-ABIL-03').use('refuge', save('fighter'));
  });
});
