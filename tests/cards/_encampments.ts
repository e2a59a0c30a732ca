// The tests shared by the encampments that only add icons (the Ganymede camps, which are also
// Unlimited, and the Nowhere to Hide stations and routes): their energy and support icons join your
// side of the host location.
import { describe, it } from 'vitest';
import { game, P1, P2 } from '../kit/driver';

export function encampmentTests(number: string, title: string): void {
  const name = `${number} ${title}`;
  const setup = (beneath: string[]) => game({
    phase: 'deploy',
    players: [{ hand: [{ card: title, name: 'camp' }] }, {}],
    row: [{ card: 'Testland/North', name: 'site', controller: P1, beneath: [beneath, []] }, { card: 'Farland/Outpost', controller: P2 }],
  });

  describe(name, () => {
    it(`${name}: stacked beneath your site it adds an energy icon: activation 1 + 2 + 2 + 1 = 6`, () => {
      setup([]).play('camp', { at: 'site', encamp: true }).resolve()
        .expectActivationMax(P1, 6).expectActivationMax(P2, 5).expectCard('camp', { under: 'site' });
    });
    it(`${name}: one encampment of yours per location (R-ENC-04)`, () => {
      setup(['Ganymede/Pilgrims’ Camp']).refuses('R-ENC-04').play('camp', { at: 'site', encamp: true });
    });
  });
}
