// Europa/The Gambler's Hideaway: for 2 energy, a fighter of yours here moves to a moon sector where a
// battle is under way. Either player may use it, each for their own fighters; it is a "move"
// ability, not a movement action (R-ABIL-08).
import { describe, it } from 'vitest';
import type { Seat } from '../../src/engine';
import { energy, game, P1, P2 } from '../kit/driver';

const hideaway = 'Europa/The Gambler’s Hideaway';
const setup = (opts: { battleAt?: string; initiative?: Seat; active?: number } = {}) => game({
  phase: 'battle',
  players: [{ active: energy(opts.active ?? 6) }, {}],
  row: [
    { card: hideaway, name: 'hideaway', controller: P1,
      cards: [[{ card: 'Plain Fighter', name: 'mine' }, { card: 'Plain Capital', name: 'big' }], [{ card: 'Plain Fighter', name: 'theirs' }]] },
    { card: 'Ganymede/Orbital Expanse', name: 'moon', controller: P1, cards: [['Plain Fighter'], ['Plain Fighter']] },
    { card: 'Testland/Orbit', name: 'orbit', controller: P1, cards: [['Plain Fighter'], ['Plain Fighter']] },
  ],
  battle: { location: opts.battleAt ?? 'moon', attacker: P1, step: 'window1' },
  ...(opts.initiative !== undefined ? { initiative: opts.initiative } : {}),
});
const send = (ship: string, to = 'moon') => ({ targets: [ship, to] });

describe('1U299 Europa/The Gambler’s Hideaway', () => {
  it('1U299 Europa/The Gambler’s Hideaway: pay 2: your fighter here joins the battle at the moon sector (R-ABIL-08: only the 2 is paid)', () => {
    setup().use('hideaway', send('mine')).resolve()
      .expectCard('mine', { at: 'moon' }).expectPiles(P1, { active: 4 });
  });
  it('1U299 Europa/The Gambler’s Hideaway: your opponent may use it too, for their own fighter only (R-ABIL-07)', () => {
    setup({ initiative: P2 }).refuses('R-TGT-04').use('hideaway', { ...send('mine'), by: P2 })
      .use('hideaway', { ...send('theirs'), by: P2 }).resolve()
      .expectCard('theirs', { at: 'moon' }).expectCard('mine', { at: 'hideaway' }).expectPiles(P2, { active: 4 });
  });
  it('1U299 Europa/The Gambler’s Hideaway: only a fighter (not a capital), and only to a moon sector with a battle (R-TGT-04)', () => {
    setup().refuses('R-TGT-04').use('hideaway', send('big'))
      .refuses('R-TGT-04').use('hideaway', send('mine', 'orbit'));
    setup({ battleAt: 'orbit' }).refuses('R-TGT-04').use('hideaway', send('mine'));
  });
  it('1U299 Europa/The Gambler’s Hideaway: with 1 active energy it can\'t be paid (R-PLAY-04)', () => {
    setup({ active: 1 }).refuses('R-PLAY-04').use('hideaway', send('mine'));
  });
});
