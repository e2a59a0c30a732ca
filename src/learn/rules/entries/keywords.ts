// Keywords: Captain, Piloting, Scouting, Size, Transport, Quickdraw, Unlimited, Encampment, and
// the inverter label with invert and revert.
import type { Explanation } from '../types';

export const KEYWORDS: readonly Explanation[] = [
  { id: "R-KW-CAPTAIN-01", title: "Captain", text: "Captain on a ship names a character. While that character is aboard, the ship and every unit on it are immune to attrition.", see: ["R-BATTLE-15", "R-BSTEP-14"] },
  { id: "R-KW-PILOT-01", title: "Piloting", text: "Piloting X is an ongoing ability of characters: a ship with such a character aboard has X more power and X more tactics.", see: ["R-UNIT-07", "EX-ABIL-10"] },
  { id: "R-KW-PILOT-02", title: "Piloting adds up", text: "A character that gains Piloting again adds the numbers together.", see: ["R-MOD-04", "EX-ABIL-10"] },
  { id: "R-KW-SCOUT-01", title: "Scouting", text: "Scouting is ongoing: it lets a character be played at a site, or a ship at a sector, where your side has no energy icon.", see: ["R-UNIT-06", "R-SHIP-02", "AMB-08"] },
  { id: "R-KW-SIZE-01", title: "Size", text: "Size X means the unit takes up X of a ship's capacity. A unit without Size takes up 1.", see: ["R-SHIP-04", "EX-CAP-01"] },
  { id: "R-KW-SIZE-02", title: "Who has Size", text: "This table treats Size as something any unit can have: the rules name vehicles and NōBots, but their examples give characters a size too.", see: ["AMB-07"] },
  { id: "R-KW-TRANS-01", title: "Transport", text: "Transport X is a triggered ability of ships and vehicles: each time the card makes a movement, up to X of your cards may go along, fighters with a ship, characters with a vehicle.", see: ["R-MOVE-11", "R-MOVE-12"] },
  { id: "R-KW-QUICK-01", title: "Quickdraw", text: "Quickdraw X adds X bullets to each bulleted activated ability of the weapon under the card.", see: ["R-ABIL-04"] },
  { id: "R-KW-UNL-01", title: "Unlimited", text: "Unlimited lets a deck contain any number of copies of the card.", see: ["R-SETUP-03"] },
  { id: "R-KW-ENC-01", title: "Encampment", text: "Encampment lets a location be tucked under another location instead of being played on its own.", see: ["R-ENC-01", "R-ENC-05"] },
  { id: "R-KW-INV-01", title: "Inverter", text: "INVERTER is a label rather than a keyword. The card carries an upside-down second set of numbers (power, tactics, defense), at times with other abilities or another size on that side.", see: ["R-KW-INV-03"] },
  { id: "R-KW-INV-02", title: "Inverters start upright", text: "An inverter comes into play the right way up, and only its upright numbers and abilities count." },
  { id: "R-KW-INV-03", title: "Invert", text: "To invert is to turn an upright inverter around; from then on only the other set counts. A card already inverted can't be inverted again.", see: ["R-KW-INV-04", "EX-CAP-03"] },
  { id: "R-KW-INV-04", title: "Revert", text: "To revert is to turn an inverted card back, so its original set counts again. A card that isn't inverted can't be reverted." },
  { id: "R-KW-INV-05", title: "Leaving play resets", text: "A card that leaves play stops being inverted, and stops being damaged too.", see: ["R-TERM-LEAVE-03"] },
  { id: "R-KW-REM-01", title: "Removed from the game", text: "A card removed from the game is set aside for the rest of this game: it can't be used, affects nothing, isn't in play and isn't energy. After the game it goes back to its owner's deck." },
  { id: "R-KW-HELP-01", title: "Helper text", text: "Words in italics between brackets, usually after a keyword, only remind you of a rule.", see: ["R-CARD-10"] },
  { id: "R-KW-GEN-01", title: "Numbered keywords add up", text: "Gaining a keyword with a number that a card already has adds the numbers.", see: ["R-MOD-04"] },
  { id: "AMB-08", title: "Ruling: Scouting", text: "Scouting lets a character go to a site, and a ship to a sector, with no energy icon on your side.", see: ["R-KW-SCOUT-01"] },
];
