// The turn: the six phases, phase actions, ending a phase, drawing and the end of a turn.
import type { Explanation } from '../types';

export const TURN: readonly Explanation[] = [
  { id: "R-TURN-01", title: "Six phases", text: "Each turn runs through six phases in order: activate, control, deploy, battle, move and draw. Then the turn ends and the other player takes theirs.", see: ["R-TURN-03", "R-EOT-01"] },
  { id: "R-TURN-02", title: "Initiative at each phase", text: "As each phase of your turn starts, you receive initiative.", see: ["R-INIT-03"] },
  { id: "R-TURN-03", title: "Phase actions", text: "Most phases have an action of their own: activating in the activate phase, draining in the control phase, attacking in the battle phase, moving in the move phase and drawing in the draw phase. Only the player whose turn it is may take it, in that phase, while holding initiative, with nothing on the stack.", see: ["R-ACT-01", "R-DRAIN-01", "R-BATTLE-01", "R-MOVE-01", "R-DRAW-01"] },
  { id: "R-TURN-04", title: "Interrupts in every phase", text: "Whatever the phase, either player may play interrupts or use activated abilities around the phase actions, as initiative allows.", see: ["R-INIT-01"] },
  { id: "R-TURN-05", title: "Ending a phase", text: "Phase actions are never required. A phase is over when both players pass one after the other with nothing on the stack; play then moves on to the next phase (in a battle, the next step).", see: ["R-STACK-06", "EX-STACK-03"] },

  { id: "R-DRAW-01", title: "Drawing", text: "A draw takes the top card of your active pile into your hand. You may draw only in your draw phase, while the stack is empty.", see: ["R-ENERGY-15"] },
  { id: "R-DRAW-02", title: "Draw as many as you like", text: "Each card is a separate draw and there is no limit; you see each card before deciding whether to take another." },
  { id: "R-DRAW-03", title: "Drawing skips the stack", text: "A draw does not go on the stack: the card comes to your hand at once. Abilities it triggers still use the stack.", see: ["AMB-01"] },
  { id: "R-DRAW-04", title: "Cards that stop drawing", text: "An effect that forbids drawing beats the draw-phase rule, so you cannot draw while it lasts.", see: ["R-GEN-02", "EX-ABIL-05"] },
  { id: "R-DRAW-05", title: "Draws from card effects", text: "When a card makes you draw, the cards come from wherever it says, often your reserve.", see: ["EX-DESTINY-01"] },

  { id: "R-EOT-01", title: "End of turn: effects expire", text: "After the six phases, every effect that lasts until end of turn stops.", see: ["AMB-18"] },
  { id: "R-EOT-02", title: "End of turn: recirculate", text: "Then both players move their used piles under their reserves.", see: ["R-ENERGY-08"] },
  { id: "R-EOT-03", title: "Active piles stay", text: "Active piles are left as they are.", see: ["R-ENERGY-04"] },
  { id: "R-EOT-04", title: "The next turn", text: "Then the opponent's turn begins; they receive initiative as their activate phase opens." },
  { id: "R-EOT-05", title: "Counts that start over", text: "Per-turn limits start again each turn: bullet uses and effects for this turn. Per-phase limits start again each phase: one drain and one attack per location.", see: ["R-DRAIN-02", "R-BATTLE-02", "R-INTR-06"] },

  { id: "AMB-01", title: "Ruling: drawing and the stack", text: "At this table a draw does not use the stack: the card is in your hand at once. Abilities that react to a draw still go on the stack.", see: ["R-DRAW-03"] },
  { id: "AMB-18", title: "Ruling: the order at end of turn", text: "First the effects lasting until end of turn stop, then both players recirculate; abilities triggered along the way go on the stack once the next player receives initiative as their activate phase opens.", see: ["R-EOT-01", "R-EOT-02"] },
  { id: "EX-ABIL-05", title: "Example: a turn without draws", text: "While an effect says you can't draw any more cards this turn, your draw phase offers you no draw.", see: ["R-GEN-02", "R-DRAW-04"] },
];
