// Restricted Passage: any player playing a location that prints no support icon must also lose 2 energy.
import { describe, it } from 'vitest';
import { game, P1 } from '../kit/driver';

const sc = () => game({ phase: 'deploy', players: [{ assets: ['Restricted Passage'], hand: ['Testland/South', 'Shiland/Shrine'] }, {}],
  row: [{ card: 'Testland/North', controller: P1 }] });

describe('2U148 Restricted Passage', () => {
  it('2U148 Restricted Passage: a location with no support icon costs 2 energy lost on top (R-PLAY-03)', () => {
    sc().play('Testland/South', { position: 1 }).lose('reserve').lose('reserve').resolve().expectPiles(P1, { lost: 2 }).expectCard('Testland/South', { zone: 'table' });
  });
  it('2U148 Restricted Passage: one with a support icon costs nothing more', () => {
    sc().play('Shiland/Shrine', { position: 1 }).resolve().expectPiles(P1, { lost: 0 }).expectCard('Shiland/Shrine', { zone: 'table' });
  });
});
