// The tests shared by the Incursion bots that leave play for an icon (Quay Bot, Shi Bot): in your
// deploy phase, putting the bot on top of its owner's used pile gives your side of a target location
// a support icon of its faction until the end of the turn.
import { describe, it } from 'vitest';
import type { Faction } from '../../src/engine/cards/types';
import { game, P1, P2 } from '../kit/driver';

export function deployBotTests(number: string, title: string, faction: Faction): void {
  const name = `${number} ${title}`;
  const recruit = `${faction} Recruit`;
  const setup = (phase: 'deploy' | 'control' = 'deploy') => game({
    phase,
    players: [{ hand: [recruit] }, {}],
    row: [{ card: 'Testland/North', name: 'north', controller: P1, cards: [[title], []] },
      { card: 'Farland/Outpost', name: 'far', controller: P2, cards: [[], ['Plain Trooper']] }],
  });
  const at = (location: string) => ({ targets: [location] });

  describe(name, () => {
    it(`${name}: the bot goes on top of the used pile and your side of the target gains a ${faction} icon, even on the opponent's location`, () => {
      setup().use(title, at('far')).resolve()
        .expectOnTop(P1, 'used', title)
        .expectSupportIcons('far', P1, { [faction]: 1 }).expectSupportIcons('far', P2, {}).expectSupportIcons('north', P1, {});
    });
    it(`${name}: the icon lets a ${faction} card be played (refused before, R-PLAY-03)`, () => {
      setup().refuses('R-PLAY-03').play(recruit, { at: 'north' })
        .use(title, at('north')).resolve().play(recruit, { at: 'north' }).resolve()
        .expectCard(recruit, { zone: 'table' });
    });
    it(`${name}: the target must be a location (R-TGT-04)`, () => {
      setup().refuses('R-TGT-04').use(title, at(title));
    });
    it(`${name}: only during your deploy phase (R-GEN-02)`, () => {
      setup('control').refuses('R-GEN-02').use(title, at('north')).expectCard(title, { zone: 'table' });
    });
    it(`${name}: the icon is gone at the end of the turn`, () => {
      setup().use(title, at('far')).resolve().toPhase('activate', P2).expectSupportIcons('far', P1, {});
    });
  });
}
