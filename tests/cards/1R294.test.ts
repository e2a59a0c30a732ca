// Alnak Station/Hallway (erratum in effect, CARD-25, EX-TRIG-04): once a turn, lose 1, only while
// no characters are here: if the character of yours it targets is lost later this turn, a delayed
// trigger (R-TRIG-09) puts it here.
import { describe, expect, it } from 'vitest';
import { game, P1, P2 } from '../kit/driver';
import type { Entry, Position } from '../kit/position';

const hallway = 'Alnak Station/Hallway';
const sc = (atHallway: [Entry[], Entry[]] = [[], []], more: Position = {}) => game({
  ...more,
  phase: 'battle',
  row: [
    { card: 'Testland/North', name: 'site', controller: P1,
      cards: [[{ card: 'Plain Trooper', name: 'unit', damaged: true }, { card: 'Plain Officer', name: 'aide' }], [{ card: 'Plain Officer', name: 'foe' }]] },
    { card: hallway, name: 'hallway', controller: P1, cards: atHallway },
  ],
  battle: { location: 'site', attacker: P1, step: 'window5' },
});
const save = (target: string) => ({ targets: [target] });

describe('1R294 Alnak Station/Hallway', () => {
  it('EX-TRIG-04 / 1R294 Alnak Station/Hallway: lose 1; the damaged unit lost in the end of battle step is put at the Hallway by the delayed trigger', () => {
    // The end of battle step destroys the damaged unit; the delayed trigger waits for initiative.
    const g = sc().use('hallway', save('unit')).lose('reserve').resolve().endBattle()
      .expectNoBattle().expectStack(1).expectCard('unit', { zone: 'lost' }).expectPiles(P1, { lost: 2, reserve: 5, active: 6 });
    expect(g.state.stack[0]).toMatchObject({ kind: 'delayed' });
    g.resolve().expectStack(0).expectCard('unit', { zone: 'table', at: 'hallway', damaged: false }).expectPiles(P1, { lost: 1 });
    expect(g.state.watchers).toEqual([]);
  });
  it('1R294 Alnak Station/Hallway: usable only while no characters are here, either player\'s (R-GEN-02)', () => {
    sc([['Plain Trooper'], []]).refuses('R-GEN-02').use('hallway', save('unit'));
    sc([[], ['Plain Trooper']]).refuses('R-GEN-02').use('hallway', save('unit'));
  });
  it('1R294 Alnak Station/Hallway: the target is a character of yours (R-TGT-04); once each turn (R-ABIL-03); only its controller uses it (R-ABIL-02)', () => {
    sc().refuses('R-TGT-04').use('hallway', save('foe'));
    sc().use('hallway', save('unit')).lose('reserve').resolve().refuses('R-ABIL-03').use('hallway', save('aide'));
    sc(undefined, { initiative: P2 }).refuses('R-ABIL-02').use('hallway', { ...save('foe'), by: P2 });
  });
  it('1R294 Alnak Station/Hallway: "this turn": a character not lost by the end of the turn stays where it is, the trigger gone', () => {
    const g = game({
      phase: 'draw',
      row: [{ card: 'Testland/North', name: 'site', controller: P1, cards: [[{ card: 'Plain Trooper', name: 'unit' }], []] },
        { card: hallway, name: 'hallway', controller: P1 }],
    }).use('hallway', save('unit')).lose('reserve').resolve().toPhase('activate', P2)
      .expectCard('unit', { at: 'site' });
    expect(g.state.watchers).toEqual([]);
  });
});
