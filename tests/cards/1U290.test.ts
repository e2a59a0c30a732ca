// Shi Bot: in your deploy phase only, putting it on top of its owner's used pile gives your side of
// a target location a Shi support icon until the end of the turn.
import { describe, it } from 'vitest';
import { game, P1, P2 } from '../kit/driver';

const setup = (phase: 'deploy' | 'control' = 'deploy') => game({
  phase,
  players: [{ hand: ['Shi Recruit'] }, {}],
  row: [{ card: 'Testland/North', name: 'north', controller: P1, cards: [['Shi Bot'], []] },
    { card: 'Farland/Outpost', name: 'far', controller: P2, cards: [[], ['Plain Trooper']] }],
});
const at = (location: string) => ({ targets: [location] });

describe('1U290 Shi Bot', () => {
  it("1U290 Shi Bot: the bot goes on top of the used pile and your side of the target gains a Shi icon, even on the opponent's location", () => {
    setup().use('Shi Bot', at('far')).resolve()
      .expectOnTop(P1, 'used', 'Shi Bot')
      .expectSupportIcons('far', P1, { Shi: 1 }).expectSupportIcons('far', P2, {}).expectSupportIcons('north', P1, {});
  });
  it('1U290 Shi Bot: the icon lets a Shi card be played (refused before, R-PLAY-03)', () => {
    setup().refuses('R-PLAY-03').play('Shi Recruit', { at: 'north' })
      .use('Shi Bot', at('north')).resolve().play('Shi Recruit', { at: 'north' }).resolve()
      .expectCard('Shi Recruit', { zone: 'table' });
  });
  it('1U290 Shi Bot: the target must be a location (R-TGT-04)', () => {
    setup().refuses('R-TGT-04').use('Shi Bot', at('Shi Bot'));
  });
  it('1U290 Shi Bot: only during your deploy phase (R-GEN-02)', () => {
    setup('control').refuses('R-GEN-02').use('Shi Bot', at('north')).expectCard('Shi Bot', { zone: 'table' });
  });
  it('1U290 Shi Bot: the icon is gone at the end of the turn', () => {
    setup().use('Shi Bot', at('far')).resolve().toPhase('activate', P2).expectSupportIcons('far', P1, {});
  });
});
