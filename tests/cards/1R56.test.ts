// Amorian Shipyard (CARD-06, CARD-17, EX-TRIG-05): a fighter of yours lost from a battle may be stacked on
// it while nothing is; in your deploy phase, pay 2: play a fighter stacked on it, at full cost, at an
// asteroid sector.
import { describe, it } from 'vitest';
import { game, P1, P2 } from '../kit/driver';

describe('1R56 Amorian Shipyard', () => {
  it('1R56 Amorian Shipyard: your fighter destroyed in the battle may be stacked on it; a second one that turn may not', () => {
    game({ phase: 'battle', players: [{ assets: ['Amorian Shipyard'] }, { hand: [{ card: 'Test Strike', name: 's1' }, { card: 'Test Strike', name: 's2' }] }],
      row: [{ card: 'Gongland/Orbit', name: 'here', controller: P1, cards: [[{ card: 'Plain Fighter', name: 'f1' }, { card: 'Plain Fighter', name: 'f2' }, 'Plain Capital'], ['Plain Capital']] }],
      battle: { location: 'here', attacker: P1, step: 'window1' } })
      .pass(P1).play('s1', { targets: ['f1'] }).resolve().resolve().yes().expectStackedOn('Amorian Shipyard', 1).expectCard('f1', { zone: 'stacked' })
      .pass(P1).play('s2', { targets: ['f2'] }).resolve().expectStack(0).expectCard('f2', { zone: 'lost' }).expectPiles(P2, { hand: 0 });
  });
  it('1R56 Amorian Shipyard: pay 2: the stacked fighter is played at the asteroid sector for its cost', () => {
    game({ phase: 'deploy', players: [{ assets: [{ card: 'Amorian Shipyard', stacked: ['Tamon Interceptor'] }] }, {}],
      row: [{ card: 'Gongland/Orbit', controller: P1 }, { card: 'Belt/Test Rock', name: 'rock', controller: P1 }] })
      .use('Amorian Shipyard', { ability: 'play' }).resolve().pick('Tamon Interceptor').resolve()
      .expectCard('Tamon Interceptor', { at: 'rock' }).expectPiles(P1, { active: 2 });
  });
  it('1R56 Amorian Shipyard: a Reliable Quarrel played from it costs nothing (CARD-17)', () => {
    game({ phase: 'deploy', players: [{ assets: [{ card: 'Amorian Shipyard', stacked: ['Reliable Quarrel'] }] }, {}],
      row: [{ card: 'Shiland/Orbit', controller: P1, cards: [['Plain Fighter'], []] }, { card: 'Belt/Test Rock', name: 'rock', controller: P1, cards: [['Plain Fighter'], []] }] })
      .use('Amorian Shipyard', { ability: 'play' }).resolve().pick('Reliable Quarrel').resolve().expectCard('Reliable Quarrel', { at: 'rock' }).expectPiles(P1, { active: 4 });
  });
  it('1R56 Amorian Shipyard: only in your deploy phase (R-GEN-02)', () => {
    game({ phase: 'move', players: [{ assets: [{ card: 'Amorian Shipyard', stacked: ['Tamon Interceptor'] }] }, {}] }).refuses('R-GEN-02').use('Amorian Shipyard', { ability: 'play' });
  });
});
