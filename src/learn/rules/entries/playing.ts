// Playing cards: when, the steps of a play, costs, the deploy phase, orders and interrupts.
import type { Explanation } from '../types';

export const PLAYING: readonly Explanation[] = [
  { id: "R-PLAY-01", title: "When cards can be played", text: "Outside your own deploy phase you can only play interrupts. Every other card needs your deploy phase, an empty stack and initiative, unless a card says otherwise (Sheltered and Amorian Shipyard do).", see: ["R-INTR-02", "R-DEPLOY-03"] },
  { id: "R-PLAY-02", title: "The steps of playing a card", text: "Show the card and put it on the stack; meet its requirements (a card with D needs a card in the reserve of whoever will reveal); pick any options; choose its targets, all legal; pay all costs. The card is then pending. If any step can't be done, the play never happened: the card returns to your hand and everything is as before.", see: ["R-PEND-01", "EX-DESTINY-04"] },
  { id: "R-PLAY-03", title: "Three kinds of cost", text: "A card may ask for energy (paid from your active pile), support icons (you only need enough of the right faction on your side), and any other cost its text names, such as losing energy, dismissing a card or showing a card from your hand.", see: ["R-ENERGY-05", "R-LOC-05", "EX-ENERGY-02"] },
  { id: "R-PLAY-04", title: "Pay everything or nothing", text: "All the costs of a card or ability are paid together. If any part can't be paid in full, you cannot play or use it." },
  { id: "R-PLAY-05", title: "Each cost paid separately", text: "If two of your cards ask the same cost, you pay each of them; one payment never buys both." },
  { id: "R-PLAY-06", title: "Costs stay paid", text: "Once paid, costs are never refunded, whatever later happens to the card, ability or action: canceled, prevented or changed.", see: ["R-CANCEL-04"] },
  { id: "R-PLAY-07", title: "Paying for nothing is allowed", text: "You may pay for something that will turn out to do nothing, but you still need a full set of legal targets at the moment you play or use it.", see: ["R-EFF-03", "R-TGT-04"] },
  { id: "R-PLAY-08", title: "Where a card enters play is a target", text: "The place a card goes into play counts as one of its targets: the site or sector for a unit or ship, your ship for a unit going aboard, the host card for a weapon or asset, the host location for an encampment. So it is checked again on resolution, and cards like Portent can change it, but only to another legal place.", see: ["R-PEND-05", "AMB-19"] },
  { id: "R-PLAY-09", title: "Abilities that work from outside play", text: "A few abilities work before their card is in play. Those that begin 'you may play' or 'you may only play' apply while the card is in your hand, your lost pile or stacked on a card; an extra cost to play the card applies while it is on the stack." },
  { id: "R-PLAY-10", title: "Cheaper cards", text: "Abilities that make a card cost less (Komoku's, for one) change how much energy you pay. This table never lets a cost go below 0.", see: ["AMB-25", "EX-ABIL-03"] },
  { id: "R-PLAY-11", title: "What resolving a card does", text: "For a location, unit, ship, weapon or asset, resolving simply means arriving in play. Orders and interrupts do what they say and then go to their pile." },

  { id: "R-DEPLOY-01", title: "Deploy phase", text: "In your deploy phase you may play as many cards from your hand as you like. Each card other than an interrupt needs an empty stack and goes through the usual steps of playing a card.", see: ["R-PLAY-02"] },
  { id: "R-DEPLOY-02", title: "Responses in the deploy phase", text: "Around the cards you play, both players may still play interrupts and use activated abilities." },
  { id: "R-DEPLOY-03", title: "Only your own deploy phase", text: "Cards other than interrupts can be played only in your own deploy phase, never in your opponent's.", see: ["R-PLAY-01"] },

  { id: "R-ORDER-01", title: "Orders", text: "An order may be played only in your own deploy phase with the stack empty. It does its work once." },
  { id: "R-ORDER-02", title: "Used and lost orders", text: "Once done, an order marked (USED) goes on top of your used pile and one marked (LOST) to your lost pile. This table also allows (USED OR LOST) orders, where the effect you pick decides the pile.", see: ["R-ENERGY-13", "R-INTR-03"] },
  { id: "R-ORDER-03", title: "Orders never enter play", text: "An order is never in play: all its effects happen before it goes to its pile." },
  { id: "R-ORDER-04", title: "A canceled order", text: "If the order itself is canceled while pending, it goes to the lost pile, whatever its kind.", see: ["R-CANCEL-01", "EX-PEND-02"] },

  { id: "R-INTR-01", title: "Interrupts", text: "Holding initiative, you may play an interrupt in any phase of your turn or your opponent's, even on top of other things on the stack.", see: ["R-INIT-01"] },
  { id: "R-INTR-02", title: "Only interrupts outside the deploy phase", text: "Interrupts are the only cards you may play outside your own deploy phase.", see: ["R-PLAY-01"] },
  { id: "R-INTR-03", title: "Kinds of interrupt", text: "An interrupt is (USED), (LOST) or (USED OR LOST). For the last kind you pick one of its two effects as you play it, and that pick decides which pile it ends in.", see: ["R-ENERGY-13"] },
  { id: "R-INTR-04", title: "Interrupts never enter play", text: "An interrupt is never in play: all its effects happen, then it goes to its pile." },
  { id: "R-INTR-05", title: "Canceled card or canceled effect", text: "If the interrupt card itself is canceled, it goes to the lost pile even if it is (USED). If only its effect fails, say because its target became illegal, it goes to its usual pile.", see: ["EX-CANCEL-01", "EX-CANCEL-02"] },
  { id: "R-INTR-06", title: "Bullets on interrupts", text: "Each bullet before an interrupt's title allows you one play of it in each player's turn. A play that gets canceled still uses up its bullet.", see: ["AMB-15", "EX-ABIL-09"] },
  { id: "R-INTR-07", title: "No interrupts during a battle step", text: "During a battle step nobody holds initiative, so no interrupt can be played then; use the windows between the steps.", see: ["R-BATTLE-11", "R-BATTLE-12"] },

  { id: "EX-ABIL-09", title: "Example: a canceled bullet still counts", text: "You play Syndicate Interference, a bulleted interrupt, and your opponent cancels it with Outmaneuvered. Your copy goes to the lost pile, and you cannot play another copy this turn: the bullet is spent.", see: ["R-INTR-06", "R-CANCEL-01"] },
  { id: "AMB-15", title: "Ruling: what a bullet counts", text: "Bullets count per player and per turn. For interrupts the count goes by title; for activated abilities it goes by card in play and by ability. A canceled use still counts.", see: ["R-INTR-06", "R-ABIL-03"] },
  { id: "AMB-19", title: "Ruling: a place that became illegal", text: "If the place a card was headed for stops being legal while the card is pending (an icon disappears, the ship fills up, the host leaves), the card does not enter play. Its effect is canceled and it goes to its owner's used pile.", see: ["R-PLAY-08", "R-CANCEL-03"] },
  { id: "AMB-25", title: "Ruling: costs below 0", text: "An energy cost reduced below 0 costs 0. Support costs are never reduced.", see: ["R-PLAY-10", "R-MOD-01"] },
];
