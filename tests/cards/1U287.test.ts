// Quay Bot: in your deploy phase only, putting it on top of its owner's used pile gives your side of
// a target location a Quay support icon until the end of the turn.
import { describe, it } from 'vitest';
import { game, P1, P2 } from '../kit/driver';

const setup = (phase: 'deploy' | 'control' = 'deploy') => game({
  phase,
  players: [{ hand: ['Quay Recruit'] }, {}],
  row: [{ card: 'Testland/North', name: 'north', controller: P1, cards: [['Quay Bot'], []] },
    { card: 'Farland/Outpost', name: 'far', controller: P2, cards: [[], ['Plain Trooper']] }],
});
const at = (location: string) => ({ targets: [location] });

describe('1U287 Quay Bot', () => {
  it("1U287 Quay Bot: the bot goes on top of the used pile and your side of the target gains a Quay icon, even on the opponent's location", () => {
    setup().use('Quay Bot', at('far')).resolve()
      .expectOnTop(P1, 'used', 'Quay Bot')
      .expectSupportIcons('far', P1, { Quay: 1 }).expectSupportIcons('far', P2, {}).expectSupportIcons('north', P1, {});
  });
  it('1U287 Quay Bot: the icon lets a Quay card be played (refused before, R-PLAY-03)', () => {
    setup().refuses('R-PLAY-03').play('Quay Recruit', { at: 'north' })
      .use('Quay Bot', at('north')).resolve().play('Quay Recruit', { at: 'north' }).resolve()
      .expectCard('Quay Recruit', { zone: 'table' });
  });
  it('1U287 Quay Bot: the target must be a location (R-TGT-04)', () => {
    setup().refuses('R-TGT-04').use('Quay Bot', at('Quay Bot'));
  });
  it('1U287 Quay Bot: only during your deploy phase (R-GEN-02)', () => {
    setup('control').refuses('R-GEN-02').use('Quay Bot', at('north')).expectCard('Quay Bot', { zone: 'table' });
  });
  it('1U287 Quay Bot: the icon is gone at the end of the turn', () => {
    setup().use('Quay Bot', at('far')).resolve().toPhase('activate', P2).expectSupportIcons('far', P1, {});
  });
});
