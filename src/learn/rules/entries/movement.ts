// Movement: the move phase, the five forms of movement, what comes along, and Transport.
import type { Explanation } from '../types';

export const MOVEMENT: readonly Explanation[] = [
  { id: "R-MOVE-01", title: "Movement actions", text: "In your move phase, with the stack empty, you may pay 1 energy to move a ship or unit with a movement action.", see: ["R-MOVE-03"] },
  { id: "R-MOVE-02", title: "No limit", text: "You may take as many movement actions as you like, and move the same card more than once." },
  { id: "R-MOVE-03", title: "Say what you do", text: "When you pay, you say which of the five kinds of movement you are making, what is moving and where to.", see: ["R-MOVE-04", "R-MOVE-05", "R-MOVE-06", "R-MOVE-07", "R-MOVE-08"] },
  { id: "R-MOVE-04", title: "Form 1: ship to sector", text: "Your ship at a sector flies to any other sector. The two need not be related." },
  { id: "R-MOVE-05", title: "Form 2: site to adjacent site", text: "Your unit at a site goes to a related site right next to it.", see: ["R-LOC-11"] },
  { id: "R-MOVE-06", title: "Form 3: site to ship", text: "Your unit at a site boards one of your ships at a related sector, if the ship has room.", see: ["AMB-06"] },
  { id: "R-MOVE-07", title: "Form 4: ship to site", text: "Your unit aboard a ship at a sector goes down to a related site." },
  { id: "R-MOVE-08", title: "Form 5: ship to ship", text: "Your unit aboard a ship moves aboard another of your ships at the same sector, if that ship has room.", see: ["AMB-06"] },
  { id: "R-MOVE-09", title: "What 'movement' means", text: "When a card says movement, it means one of these five forms. Other effects that move cards are not movements.", see: ["R-ABIL-08", "EX-MOVE-03"] },
  { id: "R-MOVE-10", title: "Passengers come along", text: "A moving card takes its weapons and assets with it, and a moving ship takes the units aboard, with their own weapons and assets." },
  { id: "R-MOVE-11", title: "Transport", text: "Transport X, on ships and vehicles, lets up to X of your cards go along for free each time that card makes a movement: a ship takes fighters, a vehicle takes characters.", see: ["R-KW-TRANS-01", "AMB-12"] },
  { id: "R-MOVE-12", title: "When Transport works", text: "Transport only works with a movement action in your own move phase: not with other moves, and not with movements a card grants at other times (such as Simple Wager's).", see: ["EX-MOVE-02", "EX-MOVE-03"] },
  { id: "R-MOVE-13", title: "Responses around movement", text: "Around movement actions, both players may still play interrupts and use activated abilities." },

  { id: "EX-MOVE-01", title: "Example: a move that is not a movement", text: "Your ship's ability sets a vehicle from aboard down at a related site for 3 energy. It costs 3, not 4, because it isn't a movement action.", see: ["R-ABIL-08", "R-MOVE-09"] },
  { id: "EX-MOVE-02", title: "Example: no Transport for the Zocho", text: "During the opponent's turn, Ranarti-Anant's ability sends the Zocho to a sector battle elsewhere. The Zocho goes, but its Transport can't bring the four fighters along.", see: ["R-MOVE-12"] },
  { id: "EX-MOVE-03", title: "Example: Simple Wager's movements", text: "Simple Wager grants movements: only the five forms qualify, so the moves that Alnak Station/Launch Bay or Themis/Landing Pad offer don't, and Transport can't be used with them.", see: ["R-MOVE-09", "R-MOVE-12"] },
  { id: "AMB-12", title: "Ruling: how Transport works here", text: "Transport works with movements from one location to another (forms 1 and 2). The carried cards start where the mover starts and end where it ends. A ship carries your fighters, a vehicle your characters, and capacity doesn't matter since nothing goes aboard.", see: ["R-MOVE-11"] },
];
