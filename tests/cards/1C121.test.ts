// Dubious Contact: each time an opposing unit enters play here, if it is at a site, you may activate 1.
import { describe, it } from 'vitest';
import { game, P1, P2 } from '../kit/driver';

const sc = () => game({
  phase: 'deploy', turnPlayer: P2, players: [{}, { hand: [{ card: 'Plain Trooper', name: 'newcomer' }, { card: 'Plain Trooper', name: 'other' }] }],
  row: [{ card: 'Testland/North', name: 'here', controller: P2, cards: [['Dubious Contact'], []] }, { card: 'Testland/South', name: 'far', controller: P2 }],
});

describe('1C121 Dubious Contact', () => {
  it('1C121 Dubious Contact: the opponent plays a trooper here: you may activate 1', () => {
    sc().play('newcomer', { at: 'here' }).resolve().resolve().yes(P1).expectPiles(P1, { active: 7, reserve: 5 });
  });
  it('1C121 Dubious Contact: you may decline', () => {
    sc().play('newcomer', { at: 'here' }).resolve().resolve().no(P1).expectPiles(P1, { active: 6 });
  });
  it('1C121 Dubious Contact: a unit played at another site does not trigger it', () => {
    sc().play('other', { at: 'far' }).resolve().expectStack(0).expectPiles(P1, { active: 6 });
  });
});
