// Transport Vessel (erratum, CARD-18, EX-RUL-10): once a turn, pay 4: if the unit of yours it targets,
// fighting at a related site, is destroyed later this turn, a delayed trigger (R-TRIG-09) puts it aboard.
import { describe, expect, it } from 'vitest';
import { energy, game, P1 } from '../kit/driver';
import type { Entry } from '../kit/position';

const vessel = 'Transport Vessel';
const sc = (battleAt = 'Testland/North', mine: Entry[] = [{ card: 'Plain Trooper', name: 'unit', damaged: true }], active = 6) => game({
  phase: 'battle',
  players: [{ active: energy(active) }, {}],
  row: [
    { card: battleAt, name: 'site', controller: P1, cards: [mine, [{ card: 'Plain Officer', name: 'foe' }]] },
    { card: 'Testland/South', name: 'quiet', controller: P1, cards: [[{ card: 'Plain Warrior', name: 'idle' }], []] },
    { card: 'Testland/Orbit', name: 'orbit', controller: P1, cards: [[vessel], []] },
  ],
  battle: { location: 'site', attacker: P1, step: 'window5' },
});
const save = (unit: string) => ({ targets: [unit] });

describe('1R213 Transport Vessel', () => {
  it('EX-RUL-10 / 1R213 Transport Vessel: pay 4; the unit destroyed in the end of battle step is put aboard this ship by a delayed trigger (R-TRIG-09)', () => {
    const g = sc().use(vessel, save('unit')).resolve().endBattle()
      .expectNoBattle().expectStack(1).expectCard('unit', { zone: 'lost' }).expectPiles(P1, { active: 2, used: 4 });
    expect(g.state.stack[0]).toMatchObject({ kind: 'delayed' });
    g.resolve().expectStack(0).expectCard('unit', { damaged: false, under: vessel }).expectPiles(P1, { lost: 0 });
    expect(g.state.watchers).toEqual([]);
  });
  it('EX-RUL-10 / 1R213 Transport Vessel: the target is your unit in a battle at a related site: not at an unrelated site, not out of the battle, not theirs (R-TGT-04)', () => {
    sc('Farland/Outpost').refuses('R-TGT-04').use(vessel, save('unit'));
    sc().refuses('R-TGT-04').use(vessel, save('idle')).refuses('R-TGT-04').use(vessel, save('foe'));
  });
  it('EX-RUL-10 / 1R213 Transport Vessel: once each turn (R-ABIL-03); 4 energy in the active pile (R-PLAY-04)', () => {
    sc('Testland/North', [{ card: 'Plain Trooper', name: 'unit' }, { card: 'Plain Warrior', name: 'second' }])
      .use(vessel, save('unit')).resolve().refuses('R-ABIL-03').use(vessel, save('second'));
    sc('Testland/North', undefined, 3).refuses('R-PLAY-04').use(vessel, save('unit'));
  });
  it('EX-RUL-10 / 1R213 Transport Vessel: using it moves nothing: the unit stays in the battle and the delayed trigger waits for its destruction', () => {
    const g = game({
      phase: 'battle',
      row: [
        { card: 'Testland/North', name: 'site', controller: P1, cards: [[{ card: 'Plain Trooper', name: 'unit' }], ['Plain Officer']] },
        { card: 'Testland/Orbit', name: 'orbit', controller: P1, cards: [[vessel], []] },
      ],
      battle: { location: 'site', attacker: P1, step: 'window1' },
    }).use(vessel, save('unit')).resolve().expectCard('unit', { at: 'site' });
    expect(g.state.watchers).toHaveLength(1);
  });
  it('AMB-06 / 1R213 Transport Vessel: a unit put aboard by the ability ignores capacity: a full vessel still takes it (R-SHIP-05)', () => {
    const g = game({
      phase: 'battle',
      players: [{ active: energy(6) }, {}],
      row: [
        { card: 'Testland/North', name: 'site', controller: P1,
          cards: [[{ card: 'Plain Trooper', name: 'unit', damaged: true }], [{ card: 'Plain Officer', name: 'foe' }]] },
        { card: 'Testland/Orbit', name: 'orbit', controller: P1,
          cards: [[{ card: vessel, beneath: ['Plain Trooper', 'Plain Trooper', 'Plain Trooper', 'Plain Trooper'] }], []] },
      ],
      battle: { location: 'site', attacker: P1, step: 'window5' },
    }).use(vessel, save('unit')).resolve().endBattle().resolve().expectStack(0).expectCard('unit', { under: vessel });
    const aboard = Object.values(g.state.table).filter((t) => t.under === g.id(vessel));
    expect(aboard).toHaveLength(5);
  });
});
