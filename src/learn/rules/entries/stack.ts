// The stack and initiative: what goes on the stack, responding, passing, pending and canceled items.
import type { Explanation } from '../types';

export const STACK: readonly Explanation[] = [
  { id: "R-STACK-01", title: "What goes on the stack", text: "Cards being played, activated abilities being used and phase actions being taken (drawing aside) all wait on the stack, after its costs are paid and before anything happens.", see: ["R-DRAW-03"] },
  { id: "R-STACK-02", title: "Empty stack only", text: "Cards other than interrupts, and phase actions, can only go on an empty stack." },
  { id: "R-STACK-03", title: "Responding", text: "Players answer with interrupts and activated abilities, which go on the stack too. Triggered abilities join it by their own rules.", see: ["R-TRIG-03"] },
  { id: "R-STACK-04", title: "Last in, first out", text: "When both players pass one after the other, the newest item on the stack resolves: it comes off and its effects happen.", see: ["EX-STACK-02"] },
  { id: "R-STACK-05", title: "A chance after each", text: "After each item resolves, players may respond again; the player whose turn it is receives initiative first.", see: ["R-INIT-03"] },
  { id: "R-STACK-06", title: "Passing on an empty stack", text: "If both players pass one after the other while the stack is empty, the game goes on to the next phase, or during a battle to the next step.", see: ["R-TURN-05"] },
  { id: "R-STACK-07", title: "Checked again on resolving", text: "When an item comes off the stack, its targets and requirements are all looked at once more. If even one target is no longer legal, or a requirement fails, the whole effect is canceled.", see: ["R-EFF-05", "EX-CANCEL-04"] },
  { id: "R-STACK-08", title: "An idea, not a pile", text: "The stack is a way of keeping track. Using a card's ability doesn't move the card anywhere." },

  { id: "R-PEND-01", title: "Pending", text: "Anything on the stack is pending. A pending card, such as a ship being played, is not in play yet.", see: ["EX-PEND-01"] },
  { id: "R-PEND-02", title: "Canceling and changing what is pending", text: "Pending cards, abilities and actions can be canceled or changed. A canceled item leaves the stack without doing anything, and the rest of the stack keeps its order.", see: ["R-CANCEL-01"] },
  { id: "R-PEND-03", title: "Canceling a pending kind of thing", text: "An effect that cancels a pending thing of some kind (an order, a drain...) must target something of that kind on the stack.", see: ["EX-PEND-02"] },
  { id: "R-PEND-04", title: "Moving is not pending", text: "A card being moved by an ability is not pending; only the ability is. A card is pending only while it is being played.", see: ["EX-PEND-03"] },
  { id: "R-PEND-05", title: "A new target for a pending item", text: "When an effect gives a pending card a new target, such as Portent sending a pending ship elsewhere, the new one must be legal.", see: ["EX-TGT-02", "R-TGT-06"] },

  { id: "R-CANCEL-01", title: "Canceled cards are lost", text: "A card that is canceled goes to its owner's lost pile, even a (USED) interrupt or order.", see: ["EX-CANCEL-01"] },
  { id: "R-CANCEL-02", title: "Canceled abilities", text: "A canceled ability just has no effect." },
  { id: "R-CANCEL-03", title: "Only the effect canceled", text: "When just the effect fails, because a target became illegal or a requirement was missed, a (USED) card still goes to the used pile.", see: ["EX-CANCEL-02", "EX-CANCEL-03"] },
  { id: "R-CANCEL-04", title: "Costs and bullets stay spent", text: "Canceling something never gives back its costs or its bullet uses.", see: ["R-PLAY-06", "R-INTR-06"] },
  { id: "R-CANCEL-05", title: "Only cards in play can be destroyed", text: "Destroy and dismiss only reach cards in play, never cards that are lost, pending or in a pile.", see: ["R-TERM-DESTROY-03"] },

  { id: "R-INIT-01", title: "Initiative", text: "Initiative belongs to exactly one player at any time, or to nobody during a battle step. Interrupts and activated abilities are for the player holding it.", see: ["R-INIT-03"] },
  { id: "R-INIT-02", title: "Initiative for your own actions", text: "The player whose turn it is may take the phase's action, or play a card other than an interrupt in their deploy phase, only when they hold initiative and nothing is on the stack." },
  { id: "R-INIT-03", title: "Receiving initiative", text: "You receive initiative at the start of each phase of your turn; on your turn, each time something finishes resolving; on your turn in a battle, after each step; and on any turn, when your opponent holds it and passes.", see: ["EX-INIT-01"] },
  { id: "R-INIT-04", title: "Keeping initiative", text: "Putting something on the stack doesn't hand over initiative: you may add to it yourself first. To let your opponent answer, you pass.", see: ["EX-INIT-01"] },
  { id: "R-INIT-05", title: "No initiative inside a battle step", text: "Inside a battle step nobody can have initiative. Each step over, the attacker gets it, and whoever holds it loses it as the next step starts.", see: ["R-BATTLE-12"] },
  { id: "R-INIT-06", title: "What happens first", text: "Each time a player would receive initiative, the automatic checks (someone out of energy, a battle with an empty side) run first, then every triggered ability waiting goes on the stack.", see: ["R-SYS-01", "R-TRIG-03"] },

  { id: "EX-STACK-01", title: "Example: nobody responds", text: "In your move phase you pay 1 energy to move a unit to an adjacent site, nobody responds, and the unit moves.", see: ["R-STACK-04"] },
  { id: "EX-STACK-02", title: "Example: newest first", text: "You pay to move a unit; your opponent answers with an interrupt; you answer that with an activated ability. They resolve newest first: your ability, then their interrupt, then your movement, with a chance to respond after each.", see: ["R-STACK-04", "R-STACK-05"] },
  { id: "EX-STACK-03", title: "Example: ending the move phase", text: "In your move phase, with nothing on the stack, you pass and your opponent passes: the game goes on to your draw phase.", see: ["R-STACK-06", "R-TURN-05"] },
  { id: "EX-STACK-04", title: "Example: the Cannon fires anyway", text: "You use your Plasma Cannon's ability on my unit; I answer with Consultation and destroy your vehicle, Cannon and all. The Cannon's ability still happens.", see: ["R-ABIL-06"] },
  { id: "EX-INIT-01", title: "Example: a drain and an answer", text: "Your control phase starts with initiative in your hands: you drain, keep initiative, then pass. Your opponent plays an interrupt and passes back; you pass; the interrupt resolves. You receive initiative again, pass, they pass, and the drain resolves: they lose energy after their interrupt has done its work.", see: ["R-INIT-03", "R-INIT-04"] },
  { id: "EX-PEND-01", title: "Example: a pending ship", text: "A ship you play waits on the stack, pending and not yet in play. Meanwhile it may be canceled or changed, for instance sent to another location.", see: ["R-PEND-01", "R-PEND-02"] },
  { id: "EX-PEND-02", title: "Example: canceling an order", text: "An interrupt that cancels a pending order can only aim at an order on the stack. That order leaves without effect and goes to the lost pile, and the rest of the stack keeps its order.", see: ["R-PEND-02", "R-PEND-03", "R-ORDER-04"] },
  { id: "EX-PEND-03", title: "Example: moved, not pending", text: "You move a unit with a port's ability: the ability is pending, the unit is not.", see: ["R-PEND-04"] },
  { id: "EX-CANCEL-01", title: "Example: Anticipation canceled", text: "You play Anticipation, a (USED) interrupt, and your opponent cancels it with Trumped: Anticipation goes to your lost pile, not your used pile.", see: ["R-CANCEL-01", "R-INTR-05"] },
  { id: "EX-CANCEL-02", title: "Example: the target is gone", text: "You play Anticipation on your kizen, which is destroyed before Anticipation resolves. Only the effect is canceled: the card still ends on your used pile.", see: ["R-CANCEL-03", "R-EFF-05"] },
  { id: "EX-CANCEL-03", title: "Example: no longer a kizen", text: "When Anticipation resolves, its target is no longer a kizen: nothing happens, and the card still ends on your used pile.", see: ["R-EFF-05"] },
  { id: "EX-CANCEL-04", title: "Example: Faded", text: "You aim Anticipation at your kizen; I answer with Faded, so you can no longer target it. Faded resolves first, Anticipation's effect is canceled, and it goes to your used pile.", see: ["R-STACK-07"] },
];
