// Ashmahi-Anant: Piloting 3; once each turn, 4 energy aims her at an opposing ship in the sector
// battle where she is, damaging it if its defense is below her piloting (3) or her tactics (4).
import { describe, it } from 'vitest';
import { energy, game, P1 } from '../kit/driver';

const setup = (opts: { battle?: boolean; active?: number } = {}) => game({
  phase: 'battle',
  players: [{ active: energy(opts.active ?? 8) }, {}],
  row: [
    { card: 'Testland/Orbit', name: 'orbit', controller: P1,
      cards: [[{ card: 'Plain Fighter', name: 'mount', beneath: ['Ashmahi-Anant'] }],
        [{ card: 'Ship 2/2/3', name: 'weak' }, { card: 'Ship 2/2/4', name: 'tough' }]] },
    { card: 'Farland/Orbit', name: 'far', controller: P1, cards: [[], [{ card: 'Ship 2/2/1', name: 'elsewhere' }]] },
  ],
  ...(opts.battle === false ? {} : { battle: { location: 'orbit', attacker: P1, step: 'window1' } }),
});
const aim = (ship: string) => ({ ability: 'damage', targets: [ship] });

describe('2R88 Ashmahi-Anant', () => {
  it('2R88 Ashmahi-Anant: Piloting 3: the 2/2 fighter she rides is 5/5', () => {
    setup().expectCard('mount', { power: 5, tactics: 5 });
  });
  it('2R88 Ashmahi-Anant: pay 4: an opposing ship of defense 3 (below her tactics 4) is damaged', () => {
    setup().use('Ashmahi-Anant', aim('weak')).resolve().expectCard('weak', { damaged: true }).expectPiles(P1, { active: 4 });
  });
  it('2R88 Ashmahi-Anant: defense 4 is not below 3 or 4: not damaged, the 4 stays paid', () => {
    setup().use('Ashmahi-Anant', aim('tough')).resolve().expectCard('tough', { damaged: false }).expectPiles(P1, { active: 4 });
  });
  it('2R88 Ashmahi-Anant: once each turn (R-ABIL-03)', () => {
    setup().use('Ashmahi-Anant', aim('tough')).resolve().refuses('R-ABIL-03').use('Ashmahi-Anant', aim('weak'));
  });
  it('2R88 Ashmahi-Anant: only an opposing ship in the battle where she is (R-TGT-04); with 3 energy it can\'t be paid (R-PLAY-04)', () => {
    setup().refuses('R-TGT-04').use('Ashmahi-Anant', aim('elsewhere')).refuses('R-TGT-04').use('Ashmahi-Anant', aim('mount'));
    setup({ battle: false }).refuses('R-TGT-04').use('Ashmahi-Anant', aim('weak'));
    setup({ active: 3 }).refuses('R-PLAY-04').use('Ashmahi-Anant', aim('weak'));
  });
});
