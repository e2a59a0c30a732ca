// The tests shared by the transports (Corporate: Earther, Independent: Maverick, Opulent: Shi,
// Pilgrims': Gongen, Salvaged: Quay): 2 energy gives your side of the ship's location a support
// icon of the faction until end of turn. No bullet, so it may be used again.
import { describe, it } from 'vitest';
import type { Faction } from '../../src/engine/cards/types';
import { energy, game, P1, P2 } from '../kit/driver';

export function iconShipTests(number: string, title: string, faction: Faction): void {
  const name = `${number} ${title}`;
  // The card to play needs 2 icons of the faction.
  const veteran = `${faction} Veteran`;
  const setup = (active = 6) => game({
    phase: 'deploy',
    players: [{ active: energy(active), hand: [veteran, 'Test Wrecker'] }, {}],
    row: [{ card: 'Testland/Orbit', name: 'orbit', controller: P2, cards: [[title], ['Plain Fighter']] },
      { card: 'Testland/North', name: 'north', controller: P1 }],
  });

  describe(name, () => {
    it(`${name}: pay 2: your side of the ship's sector gains 1 ${faction} icon (the opponent's side gains none)`, () => {
      setup().use(title).resolve()
        .expectPiles(P1, { active: 4, used: 2 })
        .expectSupportIcons('orbit', P1, { [faction]: 1 }).expectSupportIcons('orbit', P2, {}).expectSupportIcons('north', P1, {});
    });
    it(`${name}: used twice it gives 2 icons, enough for a card needing 2 ${faction} (refused with 1, R-PLAY-03)`, () => {
      setup().use(title).resolve()
        .refuses('R-PLAY-03').play(veteran, { at: 'north' })
        .use(title).resolve().play(veteran, { at: 'north' }).resolve()
        .expectCard(veteran, { zone: 'table' }).expectPiles(P1, { active: 1 });
    });
    it(`${name}: with 1 active energy the cost can't be paid (R-PLAY-04)`, () => {
      setup(1).refuses('R-PLAY-04').use(title);
    });
    it(`${name}: the icon stays at that location after the ship is destroyed, until end of turn`, () => {
      const wrecked = () => setup().use(title).resolve().play('Test Wrecker', { targets: [title] }).resolve();
      wrecked().expectCard(title, { zone: 'lost' }).expectSupportIcons('orbit', P1, { [faction]: 1 });
      wrecked().toPhase('activate', P2).expectSupportIcons('orbit', P1, {});
    });
  });
}
