// Battleaxe Boden: Piloting 2; once each turn, only in your deploy phase, 3 energy moves the ship he
// is aboard to another sector (a "move" effect, not a movement action: R-ABIL-08).
import { describe, it } from 'vitest';
import { energy, game, P1 } from '../kit/driver';

const setup = (opts: { phase?: 'deploy' | 'move'; aboard?: boolean; active?: number } = {}) => game({
  phase: opts.phase ?? 'deploy',
  players: [{ active: energy(opts.active ?? 8) }, {}],
  row: [
    { card: 'Testland/Orbit', name: 'orbit', controller: P1,
      cards: [[{ card: 'Plain Fighter', name: 'mount', beneath: opts.aboard === false ? [] : ['Battleaxe Boden', 'Plain Trooper'] }], []] },
    { card: 'Farland/Orbit', name: 'far', controller: P1 },
    { card: 'Testland/North', name: 'north', controller: P1, cards: [opts.aboard === false ? ['Battleaxe Boden'] : [], []] },
  ],
});
const to = (place: string) => ({ ability: 'move', targets: [place] });

describe('2R59 Battleaxe Boden', () => {
  it('2R59 Battleaxe Boden: Piloting 2: the 2/2 fighter he rides is 4/4', () => {
    setup().expectCard('mount', { power: 4, tactics: 4 });
  });
  it('2R59 Battleaxe Boden: pay 3: the ship he is aboard moves to another sector with everyone aboard (R-MOVE-10)', () => {
    setup().use('Battleaxe Boden', to('far')).resolve()
      .expectCard('mount', { at: 'far' }).expectCard('Battleaxe Boden', { under: 'mount' }).expectCard('Plain Trooper', { under: 'mount' })
      .expectPiles(P1, { active: 5 });
  });
  it('2R59 Battleaxe Boden: once each turn (R-ABIL-03)', () => {
    setup().use('Battleaxe Boden', to('far')).resolve().refuses('R-ABIL-03').use('Battleaxe Boden', to('orbit'));
  });
  it('2R59 Battleaxe Boden: only in your deploy phase (R-GEN-02); only to a sector (R-TGT-04)', () => {
    setup({ phase: 'move' }).refuses('R-GEN-02').use('Battleaxe Boden', to('far'));
    setup().refuses('R-TGT-04').use('Battleaxe Boden', to('north'));
  });
  it('2R59 Battleaxe Boden: not aboard a ship, it can\'t be used (R-GEN-02)', () => {
    setup({ aboard: false }).refuses('R-GEN-02').use('Battleaxe Boden', to('far')).expectPiles(P1, { active: 8 });
  });
});
