// Shikami T.S.V.: Size 3, Transport 4; once a turn, pay 2: if at a site, target unit here is
// defense -2 until end of turn.
import { describe, it } from 'vitest';
import { energy, game, P1 } from '../kit/driver';

const setup = (active = 6) => game({
  phase: 'battle',
  players: [{ active: energy(active) }, {}],
  row: [{ card: 'Testland/North', controller: P1, cards: [['Shikami T.S.V.'], [{ card: 'Plain Officer', name: 'officer' }]] }],
});
const weaken = { ability: 2, targets: ['officer'] };

describe('1C100 Shikami T.S.V.', () => {
  it('1C100 Shikami T.S.V.: pay 2: the target unit here goes from defense 3 to 1', () => {
    setup().use('Shikami T.S.V.', weaken).resolve()
      .expectCard('officer', { defense: 1 }).expectPiles(P1, { active: 4 });
  });
  it('1C100 Shikami T.S.V.: once each turn (R-ABIL-03)', () => {
    setup().use('Shikami T.S.V.', weaken).resolve()
      .refuses('R-ABIL-03').use('Shikami T.S.V.', weaken)
      .expectCard('officer', { defense: 1 });
  });
  it('1C100 Shikami T.S.V.: not usable aboard a ship at a sector (R-GEN-02)', () => {
    game({ row: [{ card: 'Testland/Orbit', controller: P1,
      cards: [[{ card: 'Plain Capital', beneath: ['Shikami T.S.V.', { card: 'Plain Trooper', name: 'officer' }] }], []] }] })
      .refuses('R-GEN-02').use('Shikami T.S.V.', weaken);
  });
  it('1C100 Shikami T.S.V.: a unit at another site is not a legal target (R-TGT-04); with 1 energy the cost can\'t be paid (R-PLAY-04)', () => {
    game({ row: [
      { card: 'Testland/North', controller: P1, cards: [['Shikami T.S.V.'], []] },
      { card: 'Testland/Middle', controller: P1, cards: [[], [{ card: 'Plain Officer', name: 'officer' }]] },
    ] }).refuses('R-TGT-04').use('Shikami T.S.V.', weaken);
    setup(1).refuses('R-PLAY-04').use('Shikami T.S.V.', weaken);
  });
});
