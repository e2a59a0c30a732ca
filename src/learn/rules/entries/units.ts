// Units, ships, weapons and assets: where each enters play, capacity and size.
import type { Explanation } from '../types';

export const UNITS: readonly Explanation[] = [
  { id: "R-UNIT-01", title: "Characters, NōBots, vehicles", text: "A character is one or more people, bots or aliens; a NōBot is a fighting bot; a vehicle is a war machine with its crew. All three fight on the ground, and all three are units.", see: ["R-CARD-04"] },
  { id: "R-UNIT-02", title: "When units are played", text: "You play a unit in your deploy phase while the stack is empty." },
  { id: "R-UNIT-03", title: "Where units enter play", text: "A unit goes either to a target site or aboard one of your ships at a sector, tucked beneath that ship.", see: ["R-UNIT-04", "R-UNIT-05"] },
  { id: "R-UNIT-04", title: "Playing a unit at a site", text: "The site must show an energy icon on your side, or else already hold a unit of yours.", see: ["R-UNIT-06"] },
  { id: "R-UNIT-05", title: "Playing a unit aboard", text: "The ship needs enough room left in its capacity for the unit's size.", see: ["R-SHIP-04", "EX-CAP-02"] },
  { id: "R-UNIT-06", title: "Scouting characters", text: "A character with Scouting may be played at a site where your side has no energy icon.", see: ["R-KW-SCOUT-01", "AMB-08"] },
  { id: "R-UNIT-07", title: "Units aboard in a sector battle", text: "In a battle at a sector only ships count: units aboard add neither tactics nor power, though a pilot's Piloting does raise its ship's numbers.", see: ["R-KW-PILOT-01", "AMB-09"] },
  { id: "R-UNIT-08", title: "Cards that need company", text: "Zealous Squad, Heavy Juggernaut and Howler's Blades must be dismissed when played if you have no other unit at their location.", see: ["EX-RUL-02"] },

  { id: "R-SHIP-01", title: "Playing a ship", text: "A ship is played at a target sector, in your deploy phase, with nothing on the stack." },
  { id: "R-SHIP-02", title: "Where a ship may go", text: "The sector must show an energy icon on your side, or else already hold a ship of yours. A ship with Scouting may go to a sector without one.", see: ["R-KW-SCOUT-01"] },
  { id: "R-SHIP-03", title: "Fighters and capitals", text: "Every ship is either a smaller FIGHTER or a bigger CAPITAL, and ships fight only in space, at sectors.", see: ["R-CARD-05"] },
  { id: "R-SHIP-04", title: "Capacity", text: "A ship's capacity, shown on its type line, is the total size of units it can carry. Each unit takes up its size, which is 1 unless it has Size.", see: ["R-KW-SIZE-01", "EX-CAP-01"] },
  { id: "R-SHIP-05", title: "When capacity is checked", text: "Capacity is checked when a unit is played aboard and when a unit moves aboard with a movement. Nothing checks it later: a unit that grows (by inverting, say) is never thrown off.", see: ["AMB-06", "EX-CAP-03"] },

  { id: "R-WEAPON-01", title: "Playing a weapon", text: "A weapon is played in your deploy phase while the stack is empty." },
  { id: "R-WEAPON-02", title: "What a weapon goes on", text: "The word in brackets on a weapon's type line, such as (CHARACTER), (SHIP), (FIGHTER) or (KIZEN), says which of your cards it goes under. A (SHIP) weapon fits any of your ships; a (FIGHTER) weapon only your fighters." },
  { id: "R-WEAPON-03", title: "Only on your own cards", text: "A weapon can only go under one of your own cards." },
  { id: "R-WEAPON-04", title: "One weapon per card", text: "A card can carry only one weapon." },
  { id: "R-WEAPON-05", title: "Weapons stay where they are", text: "A weapon never switches to another card, and you cannot throw one away on purpose to make room for another." },
  { id: "R-WEAPON-06", title: "Weapons follow their card", text: "A weapon travels with the card it is under; if that card leaves play, the weapon is lost.", see: ["R-TERM-LEAVE-02", "R-MOVE-10"] },
  { id: "R-WEAPON-07", title: "The best time for weapons", text: "The window just before the end of battle step is the last, and often the best, moment to use a weapon's ability in a battle.", see: ["R-BSTEP-25"] },

  { id: "R-ASSET-01", title: "Playing an asset", text: "An asset is played in your deploy phase while the stack is empty." },
  { id: "R-ASSET-02", title: "Where an asset goes", text: "An asset without a kind in brackets sits on the table alone. One with a kind, like (CHARACTER), (SITE), (SECTOR), (LOCATION) or (KIZEN), goes under a target card of that kind." },
  { id: "R-ASSET-03", title: "Whose card it goes under", text: "Normally an asset goes under one of your own cards; some say they may go under an opponent's card instead." },
  { id: "R-ASSET-04", title: "Any number of assets", text: "A card may carry any number of assets, unless an asset says only one of its kind may sit under a card." },
  { id: "R-ASSET-05", title: "Cards kept on an asset", text: "Cards an asset stacks on top of itself are not in play.", see: ["R-CARD-16", "AMB-21"] },
  { id: "R-ASSET-06", title: "Assets follow their card", text: "An asset travels with the card it is under and is lost when that card leaves play.", see: ["R-TERM-LEAVE-02"] },
  { id: "R-ASSET-07", title: "Moving an asset", text: "When an effect moves an asset to an eligible card, the new card must be one the asset could legally be played on at that moment.", see: ["EX-RUL-04"] },

  { id: "EX-CAP-01", title: "Example: room aboard", text: "Your capacity-4 ship carries one size-1 unit. A size-2 unit may still be played aboard, after which 1 capacity is left: room for one more size-1 unit.", see: ["R-KW-SIZE-01", "R-SHIP-04"] },
  { id: "EX-CAP-02", title: "Example: no room for Deigan", text: "A capacity-3 ship carries Hannya, upright and size 1. Deigan, size 3, cannot be played aboard: only 2 capacity is left.", see: ["R-UNIT-05"] },
  { id: "EX-CAP-03", title: "Example: growing aboard", text: "A capacity-4 ship is full with Hannya (size 1) and Deigan (size 3). Hannya may still invert and become size 3: the ship then carries 6 in a space of 4, and nothing is removed, since capacity is only checked as units come aboard.", see: ["R-SHIP-05", "R-KW-INV-03"] },
  { id: "AMB-06", title: "Ruling: capacity checks", text: "This table checks capacity when a unit is played aboard and when it moves aboard by a movement (forms 3 and 5), and at no other time. No unit is ever removed for overfilling a ship.", see: ["R-SHIP-05", "R-MOVE-06", "R-MOVE-08"] },
  { id: "AMB-07", title: "Ruling: which cards have Size", text: "Any unit may have Size, and an inverter may have a different Size on each side. A unit without it is size 1.", see: ["R-KW-SIZE-02"] },
  { id: "EX-RUL-02", title: "Example: needing another unit", text: "Heavy Juggernaut, Howler's Blades or Zealous Squad played where you have no other unit is dismissed straight away, to the lost pile. If another unit of yours is there, it stays.", see: ["R-UNIT-08"] },
  { id: "EX-RUL-04", title: "Example: Ominous Presence", text: "Ominous Presence can't be moved onto the opponent's kizen, since you could not have played it there.", see: ["R-ASSET-07"] },
];
