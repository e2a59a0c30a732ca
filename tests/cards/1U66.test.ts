// Deigan Follower: when a site battle begins at its location, you may lose 3 to damage a target
// unit there.
import { describe, it } from 'vitest';
import { game, P1 } from '../kit/driver';

const attacked = () => game({
  phase: 'battle',
  row: [{ card: 'Testland/North', name: 'site', controller: P1, cards: [['Deigan Follower'], [{ card: 'Plain Wall', name: 'wall' }]] }],
}).attack('site').resolve();

describe('1U66 Deigan Follower', () => {
  it('1U66 Deigan Follower: at the attack, target the wall, lose 3: it is damaged', () => {
    attacked().chooseTargets('wall').resolve().yes().lose('reserve').lose('reserve').lose('reserve')
      .expectCard('wall', { damaged: true }).expectPiles(P1, { lost: 3 });
  });
  it('1U66 Deigan Follower: declining costs nothing and damages nothing', () => {
    attacked().chooseTargets('wall').resolve().no().expectCard('wall', { damaged: false }).expectPiles(P1, { lost: 0 });
  });
});
