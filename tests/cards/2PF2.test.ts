// Killer Cait Grimalkin: Piloting 3; once a turn, pay 4: if she is at a sector, the opponent
// reveals no battle destiny in battles at another target sector this turn.
import { describe, it } from 'vitest';
import { game, P1, P2 } from '../kit/driver';

const cait = 'Killer Cait Grimalkin';
const sc = (caitShip: boolean) => game({
  phase: 'battle',
  row: [
    { card: 'Testland/Orbit', name: 'orbit', controller: P1, cards: [[caitShip
      ? { card: 'Plain Fighter', name: 'ship', beneath: [cait] } : 'Plain Fighter'], []] },
    { card: 'Testland/North', name: 'north', controller: P1, cards: [caitShip ? [] : [cait], []] },
    { card: 'Farland/Orbit', name: 'far', controller: P1, cards: [['Plain Fighter', 'Plain Fighter'], ['Plain Fighter', 'Plain Fighter']] },
  ],
  battle: { location: 'far', attacker: P1, step: 'window1' },
});
const blind = (sector: string) => ({ ability: 1, targets: [sector] });

describe('2PF2 Killer Cait Grimalkin', () => {
  it('2PF2 Killer Cait Grimalkin: aboard a fighter (5/5/3); pay 4: at the other sector only you reveal battle destiny', () => {
    sc(true).use(cait, blind('far')).resolve().toStep('destiny').reveal()
      .expectBattle({ step: 'window2', destiny: [3, 0] }).expectPiles(P1, { active: 2 }).expectPiles(P2, { reserve: 6 })
      .expectCard('ship', { power: 5, tactics: 5 });
  });
  it("2PF2 Killer Cait Grimalkin: her own sector is not a target (R-TGT-04); once a turn (R-ABIL-03)", () => {
    sc(true).refuses('R-TGT-04').use(cait, blind('orbit')).use(cait, blind('far')).resolve().refuses('R-ABIL-03').use(cait, blind('far'));
  });
  it('2PF2 Killer Cait Grimalkin: at a site the energy is paid and the opponent still reveals', () => {
    sc(false).use(cait, blind('far')).resolve().toStep('destiny').reveal().reveal(true, P2)
      .expectBattle({ destiny: [3, 3] }).expectPiles(P1, { active: 2 });
  });
});
