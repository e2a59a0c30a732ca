// Maverick Bot: in your deploy phase only, returning it to its owner's used pile gives, until end of
// turn your side of a target location gains a Maverick support icon.
import { describe, it } from 'vitest';
import { game, P1, P2 } from '../kit/driver';

const setup = (phase: 'deploy' | 'control' = 'deploy') => game({
  phase,
  players: [{ hand: ['Maverick Recruit'] }, {}],
  row: [{ card: 'Testland/North', name: 'north', controller: P1, cards: [['Maverick Bot'], []] },
    { card: 'Farland/Outpost', name: 'far', controller: P2, cards: [[], ['Plain Trooper']] }],
});
const at = (location: string) => ({ targets: [location] });

describe('1U283 Maverick Bot', () => {
  it('1U283 Maverick Bot: the icon goes on your side of the target location, even one the opponent played', () => {
    setup().use('Maverick Bot', at('far')).resolve()
      .expectCard('Maverick Bot', { zone: 'used' })
      .expectSupportIcons('far', P1, { Maverick: 1 }).expectSupportIcons('far', P2, {}).expectSupportIcons('north', P1, {});
  });
  it('1U283 Maverick Bot: the icon lets a Maverick card be played (refused before, R-PLAY-03)', () => {
    setup().refuses('R-PLAY-03').play('Maverick Recruit', { at: 'north' })
      .use('Maverick Bot', at('north')).resolve().play('Maverick Recruit', { at: 'north' }).resolve()
      .expectCard('Maverick Recruit', { zone: 'table' });
  });
  it('1U283 Maverick Bot: the target must be a location (R-TGT-04); none at all is refused too', () => {
    setup().refuses('R-TGT-04').use('Maverick Bot', at('Maverick Bot')).refuses('R-TGT-04').use('Maverick Bot');
  });
  it('1U283 Maverick Bot: only during your deploy phase (R-GEN-02)', () => {
    setup('control').refuses('R-GEN-02').use('Maverick Bot', at('north')).expectCard('Maverick Bot', { zone: 'table' });
  });
  it('1U283 Maverick Bot: the icon is gone at the end of the turn', () => {
    setup().use('Maverick Bot', at('far')).resolve().toPhase('activate', P2).expectSupportIcons('far', P1, {});
  });
});
