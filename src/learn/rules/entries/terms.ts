// Words on cards: in play, leaving play, destroy and dismiss, use as yours, your, look and reveal.
import type { Explanation } from '../types';

export const TERMS: readonly Explanation[] = [
  { id: "R-TERM-INPLAY-01", title: "Not in play", text: "Cards in a hand, the reserve, an active, used or lost pile, cards stacked on top of another card (an asset's store, say), pending cards and removed cards are not in play. Interrupts and orders never are. Every other card on the table is.", see: ["R-TERM-INPLAY-02"] },
  { id: "R-TERM-INPLAY-02", title: "Cards beneath are in play", text: "Units aboard ships are in play, and so are weapons and assets under cards and encampments under locations. Cards an asset keeps on top of itself are not.", see: ["AMB-21", "R-ASSET-05"] },
  { id: "R-TERM-LEAVE-01", title: "Leaving play", text: "A card leaves play when it goes from in play to anywhere else." },
  { id: "R-TERM-LEAVE-02", title: "What goes with it", text: "A card leaving play, however it happens, takes everything under it along to the lost piles of their owners: the units aboard, its weapons, assets and encampments, and any cards kept on top of it. Those cards leave play too.", see: ["R-WEAPON-06", "R-ASSET-06", "AMB-09"] },
  { id: "R-TERM-LEAVE-03", title: "Status is lost", text: "A card leaving play loses every status, such as damaged or inverted.", see: ["R-KW-INV-05"] },
  { id: "R-TERM-DESTROY-01", title: "Destroy and dismiss", text: "Destroyed or dismissed cards go to their owner's lost pile. You may only dismiss your own cards; you may destroy anyone's.", see: ["R-TERM-DESTROY-02"] },
  { id: "R-TERM-DESTROY-02", title: "Lost is not destroyed", text: "Lost doesn't mean destroyed or dismissed: a destroyed card wasn't dismissed and a dismissed one wasn't destroyed, though both are lost. It matters to abilities that react to one or the other.", see: ["AMB-02", "R-ENERGY-16"] },
  { id: "R-TERM-DESTROY-03", title: "Only cards in play", text: "Cards that aren't in play can't be destroyed or dismissed.", see: ["R-CANCEL-05"] },
  { id: "R-TERM-CONTROL-01", title: "Control", text: "Controlling a location means having a unit or ship there while your opponent has none.", see: ["R-LOC-12"] },
  { id: "R-TERM-USEAS-01", title: "Use as yours", text: "Using an opponent's card as yours means treating it as if you had played it, while they still own it, so it goes to their lost pile if lost. You can't take a unique card this way if you already have a copy in play.", see: ["R-SETUP-09", "R-CARD-18"] },
  { id: "R-TERM-YOUR-01", title: "Your", text: "'Your' before a kind of card ('your unit', 'your warrior') always means one you have in play.", see: ["EX-ABIL-08"] },
  { id: "R-TERM-OPPUSE-01", title: "Your opponent may use this ability", text: "An ability with this phrase may also be used by your opponent, for their own cards.", see: ["R-ABIL-07"] },
  { id: "R-TERM-LOOK-01", title: "Look", text: "To look at a card is to see all of it yourself without showing your opponent; then it usually goes back where it was." },
  { id: "R-TERM-REVEAL-01", title: "Reveal", text: "To reveal a card is to show all of it to both players; then it usually goes back where it was." },
  { id: "R-TERM-OWNER-01", title: "Owner", text: "The owner of a card is the player whose deck it started in.", see: ["R-SETUP-09"] },
  { id: "R-TERM-BENEATH-01", title: "Cards beneath are public", text: "Either player may ask at any time to see the cards tucked under the opponent's cards; they are not secret.", see: ["R-GEN-07"] },
  { id: "R-TERM-HERE-01", title: "Here", text: "'Here' means the location of the card that says it.", see: ["R-LOC-10"] },
  { id: "R-TERM-INBATTLE-01", title: "In a battle", text: "A card is in a battle while it is at the attacked location.", see: ["R-BATTLE-06", "R-BATTLE-07"] },
  { id: "R-TERM-CANT-01", title: "Can't, and cards over rules", text: "A 'can't' beats a 'can', and a card's text beats a rule.", see: ["R-GEN-02", "R-GEN-03"] },
  { id: "R-TERM-COMPARE-01", title: "> and <", text: "'>' means strictly greater and '<' strictly less.", see: ["R-DESTINY-07"] },
  { id: "AMB-21", title: "Ruling: stacked cards", text: "Cards under another card (units aboard, weapons, assets, encampments) are in play; cards an asset keeps on top of itself are not. An encampment under a location is in play as part of it, but is no longer a location.", see: ["R-TERM-INPLAY-02", "R-ENC-02"] },
];
