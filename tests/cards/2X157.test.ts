// Ganymede/Subterranean Passage: each time a Quay character moves here, its player may pay 8 energy
// to destroy a target character here.
import { describe, it } from 'vitest';
import type { Seat } from '../../src/engine';
import { energy, game, P1, P2 } from '../kit/driver';

const passage = 'Ganymede/Subterranean Passage';
const setup = (mover: Seat = P1) => game({
  phase: 'move', turnPlayer: mover,
  players: [{ active: energy(10) }, { active: energy(10) }],
  row: [
    { card: 'Ganymede/Test Mine', name: 'mine', controller: P1,
      cards: [mover === P1 ? [{ card: 'Quay Recruit', name: 'quay' }, 'Plain Trooper'] : [], mover === P2 ? [{ card: 'Quay Recruit', name: 'quay' }] : []] },
    { card: passage, name: 'passage', controller: P1,
      cards: [[{ card: 'Plain Officer', name: 'mine here' }], [{ card: 'Plain Officer', name: 'foe' }]] },
  ],
});

describe('2X157 Ganymede/Subterranean Passage', () => {
  it('2X157 Ganymede/Subterranean Passage: your Quay character moves here: pay 8 and the target character is destroyed', () => {
    setup().move('quay', 'passage').resolve().chooseTargets('foe').resolve().yes()
      .expectCard('foe', { zone: 'lost' }).expectPiles(P1, { active: 1 });
  });
  it('2X157 Ganymede/Subterranean Passage: it is optional; declining pays nothing', () => {
    setup().move('quay', 'passage').resolve().chooseTargets('foe').resolve().no()
      .expectCard('foe', { zone: 'table' }).expectPiles(P1, { active: 9 });
  });
  it("2X157 Ganymede/Subterranean Passage: the opponent's Quay character moving here gives the opponent the choice", () => {
    setup(P2).move('quay', 'passage').resolve().chooseTargets('mine here').resolve().yes()
      .expectCard('mine here', { zone: 'lost' }).expectPiles(P2, { active: 1 });
  });
  it('2X157 Ganymede/Subterranean Passage: a character of another faction moving here triggers nothing', () => {
    setup().move('Plain Trooper', 'passage').resolve().expectStack(0).expectDecision(null).expectCard('foe', { zone: 'table' });
  });
});
