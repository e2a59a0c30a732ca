// Earther Bot: in your deploy phase only, returning it to its owner's used pile gives, until end of
// turn your side of the location where it was gains an Earther support icon.
import { describe, it } from 'vitest';
import type { Seat } from '../../src/engine';
import { game, P1, P2 } from '../kit/driver';

const setup = (phase: 'deploy' | 'move' = 'deploy', turnPlayer: Seat = P1) => game({
  phase, turnPlayer,
  players: [{ hand: ['Earther Recruit'] }, {}],
  row: [{ card: 'Testland/North', name: 'north', controller: P1, cards: [['Earther Bot'], []] },
    { card: 'Testland/Middle', name: 'middle', controller: P2 }],
});

describe('1U279 Earther Bot', () => {
  it('1U279 Earther Bot: the bot goes on top of the used pile and your side of its location gains 1 Earther icon', () => {
    setup().use('Earther Bot').resolve()
      .expectCard('Earther Bot', { zone: 'used' }).expectPiles(P1, { used: 1 }).expectOnTop(P1, 'used', 'Earther Bot')
      .expectSupportIcons('north', P1, { Earther: 1 }).expectSupportIcons('north', P2, {});
  });
  it('1U279 Earther Bot: with no Earther icon an Earther card is refused (R-PLAY-03); after the bot it can be played', () => {
    setup().refuses('R-PLAY-03').play('Earther Recruit', { at: 'north' })
      .use('Earther Bot').resolve().play('Earther Recruit', { at: 'north' }).resolve()
      .expectCard('Earther Recruit', { zone: 'table', at: 'north' });
  });
  it('1U279 Earther Bot: the icon lasts until end of turn only', () => {
    setup().use('Earther Bot').resolve().toPhase('activate', P2).expectSupportIcons('north', P1, {});
  });
  it('1U279 Earther Bot: only during your deploy phase (R-GEN-02): refused in your move phase', () => {
    setup('move').refuses('R-GEN-02').use('Earther Bot').expectCard('Earther Bot', { zone: 'table' });
  });
  it('1U279 Earther Bot: refused in the opponent\'s deploy phase even with initiative (R-GEN-02)', () => {
    setup('deploy', P2).pass(P2).refuses('R-GEN-02').use('Earther Bot');
  });
});
