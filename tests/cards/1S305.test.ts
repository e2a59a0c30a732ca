// Ganymede/Hunters’ Camp: Unlimited; Encampment (its energy and Quay icons join your side of the host).
import { describe, it } from 'vitest';
import { game, P1 } from '../kit/driver';

const camp = 'Ganymede/Hunters’ Camp';
const setup = () => game({
  phase: 'deploy',
  players: [{ hand: [camp, 'Katal Inciter'] }, {}],
  row: [{ card: 'Testland/North', name: 'site', controller: P1 }],
});

describe('1S305 Ganymede/Hunters’ Camp', () => {
  it('1S305 Ganymede/Hunters’ Camp: encamped, its Quay icon lets a Quay card be played; activation 1 + 2 + 1 = 4', () => {
    setup().play(camp, { at: 'site', encamp: true }).resolve().play('Katal Inciter', { at: 'site' }).resolve()
      .expectActivationMax(P1, 4).expectCard('Katal Inciter', { zone: 'table' }).expectCard(camp, { under: 'site' });
  });
  it('1S305 Ganymede/Hunters’ Camp: without it the Quay card is refused (R-PLAY-03)', () => {
    setup().refuses('R-PLAY-03').play('Katal Inciter', { at: 'site' });
  });
});
