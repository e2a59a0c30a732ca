// Gongen Bot: in your deploy phase only, putting it on its owner's used pile gives your side of a
// target location a Gongen support icon until end of turn.
import { describe, it } from 'vitest';
import { game, P1, P2 } from '../kit/driver';

const setup = (phase: 'deploy' | 'control' = 'deploy') => game({
  phase,
  players: [{ hand: ['Gongen Recruit'] }, {}],
  row: [{ card: 'Testland/North', name: 'north', controller: P1, cards: [['Gongen Bot'], []] },
    { card: 'Farland/Outpost', name: 'far', controller: P2, cards: [[], ['Plain Trooper']] }],
});
const at = (location: string) => ({ targets: [location] });

describe('1U281 Gongen Bot', () => {
  it('1U281 Gongen Bot: the bot goes on top of the used pile and your side of the target gains a Gongen icon', () => {
    setup().use('Gongen Bot', at('far')).resolve()
      .expectOnTop(P1, 'used', 'Gongen Bot')
      .expectSupportIcons('far', P1, { Gongen: 1 }).expectSupportIcons('far', P2, {}).expectSupportIcons('north', P1, {});
  });
  it('1U281 Gongen Bot: the icon lets a Gongen card be played (refused before, R-PLAY-03)', () => {
    setup().refuses('R-PLAY-03').play('Gongen Recruit', { at: 'north' })
      .use('Gongen Bot', at('north')).resolve().play('Gongen Recruit', { at: 'north' }).resolve()
      .expectCard('Gongen Recruit', { zone: 'table' });
  });
  it('1U281 Gongen Bot: only during your deploy phase (R-GEN-02)', () => {
    setup('control').refuses('R-GEN-02').use('Gongen Bot', at('north')).expectCard('Gongen Bot', { zone: 'table' });
  });
  it('1U281 Gongen Bot: the icon is gone at the end of the turn', () => {
    setup().use('Gongen Bot', at('far')).resolve().toPhase('activate', P2).expectSupportIcons('far', P1, {});
  });
});
