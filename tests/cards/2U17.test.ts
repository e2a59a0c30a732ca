// Pompeii: while a battle is under way at its sector, each activated ability used costs 3 more.
import { describe, it } from 'vitest';
import { energy, game, P1, P2 } from '../kit/driver';

const sc = (battle = true) => game({
  phase: 'battle',
  players: [{ active: energy(10) }, { active: energy(10) }],
  row: [
    { card: 'Testland/Orbit', name: 'orbit', controller: P1,
      cards: [['Pompeii', { card: 'Plain Fighter', name: 'mount', beneath: ['Ashmahi-Anant'] }], [{ card: 'Ship 2/2/3', name: 'weak' }]] },
    { card: 'Farland/Outpost', name: 'far', controller: P1,
      cards: [[{ card: 'Plain Trooper', name: 'gunner', beneath: [{ card: 'Test Pistol', name: 'pistol' } as unknown as string] }], [{ card: 'Plain Trooper', name: 'their gunner', beneath: [{ card: 'Test Pistol', name: 'their pistol' } as unknown as string] }]] },
  ],
  ...(battle ? { battle: { location: 'orbit', attacker: P1, step: 'window1' } } : {}),
});

describe('2U17 Pompeii', () => {
  it('2U17 Pompeii: in a battle here, Ashmahi-Anant\'s 4 costs 7 (R-PLAY-04)', () => {
    sc().use('Ashmahi-Anant', { ability: 'damage', targets: ['weak'] }).expectPiles(P1, { active: 3 }).resolve().expectCard('weak', { damaged: true });
  });
  it('2U17 Pompeii: with 6 energy the 4 + 3 can\'t be paid (R-PLAY-04)', () => {
    game({ phase: 'battle', players: [{ active: energy(6) }, {}],
      row: [{ card: 'Testland/Orbit', name: 'orbit', controller: P1,
        cards: [['Pompeii', { card: 'Plain Fighter', beneath: ['Ashmahi-Anant'] }], [{ card: 'Ship 2/2/3', name: 'weak' }]] }],
      battle: { location: 'orbit', attacker: P1, step: 'window1' } })
      .refuses('R-PLAY-04').use('Ashmahi-Anant', { ability: 'damage', targets: ['weak'] });
  });
  it('2U17 Pompeii: during that battle, abilities of cards elsewhere cost 3 more too, for both players', () => {
    sc().use('pistol').expectPiles(P1, { active: 6 }).resolve().pass(P1).use('their pistol', { by: P2 }).expectPiles(P2, { active: 6 });
  });
  it('2U17 Pompeii: with no battle here, abilities cost what they say', () => {
    sc(false).use('pistol').expectPiles(P1, { active: 9 });
  });
});
