// Locations and control: sites and sectors, icons, related and adjacent, encampments, drains.
import type { Explanation } from '../types';

export const LOCATIONS: readonly Explanation[] = [
  { id: "R-LOC-01", title: "Sites and sectors", text: "Locations come in two kinds. A site is a place on the ground, on a planet, a moon, a station or an asteroid; a sector is a place out in space." },
  { id: "R-LOC-02", title: "Playing a location", text: "You play a location in your own deploy phase while the stack is empty, and it costs nothing: neither energy nor support icons.", see: ["R-LOC-07", "R-LOC-08"] },
  { id: "R-LOC-03", title: "Whose side is whose", text: "A location always faces the player who put it down: the energy icons along its bottom edge are on that player's side, those along the top edge on the opponent's side. Both players' locations share one row.", see: ["R-LOC-04"] },
  { id: "R-LOC-04", title: "Energy icons", text: "Every energy icon on your side of a location adds 1 to how much you may activate, whoever played the location.", see: ["R-ACT-02"] },
  { id: "R-LOC-05", title: "Support icons", text: "Most locations show one large faction support icon. Those on your side of the locations in play meet support costs; they are never used up, and one icon can serve any number of cards each turn.", see: ["AMB-14", "EX-ENERGY-03"] },
  { id: "R-LOC-06", title: "Related locations", text: "Two locations are related when their titles match up to the slash, as Ganymede/Core Shaft does with Ganymede/Mining Platform. A location is never related to itself.", see: ["EX-LOC-01", "R-LOC-11"] },
  { id: "R-LOC-07", title: "Where a new site goes", text: "If a related site is already on the table, a new site must join that group, at either end or between two of its sites. With no related site in play, it starts a group of its own.", see: ["R-LOC-06", "R-LOC-09"] },
  { id: "R-LOC-08", title: "Where a new sector goes", text: "A sector goes at one end of its related group if there is one; otherwise it is placed on its own. The order of several sectors of one group makes no difference.", see: ["R-LOC-11"] },
  { id: "R-LOC-09", title: "Locations stay put", text: "Once a location is on the table, its position never changes." },
  { id: "R-LOC-10", title: "Here", text: "On a card, 'here' means the location where that card is. On a location card, it means that location itself." },
  { id: "R-LOC-11", title: "Adjacent", text: "Only sites can be adjacent: two related sites side by side in their row are adjacent. Sectors are never adjacent to anything.", see: ["R-LOC-06", "R-MOVE-05"] },
  { id: "R-LOC-12", title: "Control", text: "You control a location when you have at least one unit or ship there and your opponent has none.", see: ["R-DRAIN-01"] },
  { id: "R-LOC-13", title: "Battleground", text: "A location is a battleground when it has an energy icon on each side, nothing stops anyone from playing a ship (at a sector) or a unit (at a site) there, and nothing stops a battle from starting there." },
  { id: "R-LOC-14", title: "Aboard means at the sector", text: "A unit aboard a ship is at the sector where that ship is.", see: ["AMB-09"] },

  { id: "R-ENC-01", title: "Encampment", text: "A location with the Encampment keyword may be played as an ordinary location, or slid under a target location that is already in play, much as a weapon goes under a card.", see: ["R-ENC-03", "R-KW-ENC-01"] },
  { id: "R-ENC-02", title: "Beneath, it stops being a location", text: "Once it is beneath another location, an encampment no longer counts as a location or a site of its own.", see: ["R-ENC-06", "AMB-21"] },
  { id: "R-ENC-03", title: "Where an encampment may go", text: "The host location must show an energy icon on your side, or else hold a unit or ship of yours.", see: ["R-ENC-01"] },
  { id: "R-ENC-04", title: "One encampment each", text: "Each player may have at most one encampment under a given location; your opponent may have their own under that same location." },
  { id: "R-ENC-05", title: "Encampment icons", text: "Whatever energy or support icons your encampment shows on your side count as if printed on your side of the host. Icons on its other side count for nobody.", see: ["EX-LOC-02"] },
  { id: "R-ENC-06", title: "One location", text: "A location and the encampments beneath it count as a single location.", see: ["EX-LOC-02"] },

  { id: "R-DRAIN-01", title: "Drain", text: "In your control phase, with the stack empty, you may drain a location you control if your opponent's side of it shows one or more energy icons.", see: ["R-LOC-12", "R-DRAIN-03"] },
  { id: "R-DRAIN-02", title: "One drain per location", text: "Each drain targets one location, and each location can be drained once per control phase. The same units and ships may give you control of several locations, and each of those can be drained.", see: ["EX-DRAIN-01"] },
  { id: "R-DRAIN-03", title: "What a drain does", text: "A drain waits on the stack. Once it resolves, your opponent must lose 1 energy per energy icon on their side of that location, and may give up hand cards instead.", see: ["R-ENERGY-07", "EX-DRAIN-01"] },
  { id: "R-DRAIN-04", title: "Changing a drain", text: "Cards that change drains, such as one making each of your opponent's drains 1 smaller, apply as the drain resolves." },
  { id: "R-DRAIN-05", title: "Drain triggers", text: "Abilities that react each time someone drains fire when the drain resolves.", see: ["R-TRIG-11"] },
  { id: "R-DRAIN-06", title: "Canceling a drain", text: "A drain still on the stack can be canceled by cards that cancel a pending drain, such as Reconnoiterer, Quay Navigator and Tahka Quarrel.", see: ["EX-RUL-05"] },
  { id: "R-DRAIN-07", title: "A drain is checked again", text: "As the drain resolves, the table checks once more that you still control the location and that it still has an icon on the opponent's side. If not, the drain does nothing.", see: ["R-STACK-07"] },
  { id: "R-DRAIN-08", title: "Responses around drains", text: "Around drains, before, between or after them, both players may still play interrupts and use activated abilities.", see: ["EX-INIT-01"] },

  { id: "EX-LOC-01", title: "Example: the Ganymede locations", text: "The three Ganymede locations (Core Shaft, Mining Platform, Traginium Source) are all related to one another; Earth/Humanity's Home is related to none of them, and none is related to itself.", see: ["R-LOC-06"] },
  { id: "EX-LOC-02", title: "Example: an encampment's icons", text: "Your sector shows 2 energy icons and a support icon of faction A on your side, and 1 energy icon on the other. You put beneath it an encampment with 1 energy icon and a faction B support icon on your side. Together they are one location: 3 energy icons plus the A and B icons on your side, 1 energy icon on the opponent's.", see: ["R-ENC-05", "R-ENC-06"] },
  { id: "EX-DRAIN-01", title: "Example: a drain", text: "Your 3 units hold a site with 2 energy icons on your opponent's side, and they have no units there. You drain: they lose 2, choosing one hand card and the top card of their reserve. Draining that site again this phase is refused.", see: ["R-DRAIN-01", "R-DRAIN-02", "R-DRAIN-03"] },
  { id: "EX-DRAIN-02", title: "Example: a choice you can carry out", text: "While you drain, your opponent plays Syndicate Interference, offering you the choice of paying energy or dismissing each of your units at the drained location. With an empty active pile you cannot pay, so you must dismiss.", see: ["R-EFF-07"] },
  { id: "AMB-14", title: "Ruling: whose support icons count", text: "Your support icons are those on your side of any location in play. A location's printed icon is on the side of whoever played it; icons added by encampments or by cards go to the side of the player using them.", see: ["R-LOC-05", "EX-RUL-07"] },
];
