// The glossary: the game's words in our own words, each with the rules it rests on. Terms with a
// pattern are found in card text (src/learn/terms.ts) and explained on hover, focus or tap.

export interface GlossaryTerm {
  /** A stable key: lower case, hyphenated. */
  readonly id: string;
  /** The word as a player reads it. */
  readonly name: string;
  readonly text: string;
  /** Rule IDs (entries of the rules reference) the meaning rests on. */
  readonly rules: readonly string[];
  /** Other glossary terms worth reading next. */
  readonly see?: readonly string[];
  /** A keyword printed on cards (bold at the start of the game text) or a label that works like one. */
  readonly keyword?: boolean;
  /**
   * How the term appears in card text (case-insensitive, whole words), for the words a newcomer
   * needs explained there; everyday words (unit, power, target...) have none, so card text stays readable.
   */
  readonly pattern?: string;
}

export const GLOSSARY: readonly GlossaryTerm[] = [
  // Energy and piles
  { id: "energy", name: "Energy", text: "Your cards in reserve, active pile and used pile, 1 energy each. It pays for everything, and a player left with none loses.", rules: ["R-ENERGY-01", "R-WIN-01"], see: ["reserve", "active-pile", "used-pile"] },
  { id: "reserve", name: "Reserve", text: "Your face-down pile of energy waiting to be activated; all your energy starts there. Activating takes cards from its top, and so does revealing for destiny.", rules: ["R-ENERGY-02", "R-SETUP-07", "R-DESTINY-01"], see: ["activate", "destiny"], pattern: "reserves?" },
  { id: "active-pile", name: "Active pile", text: "Energy ready to spend. Costs are paid from its top, your draw phase draws from it, and it stays as it is from turn to turn.", rules: ["R-ENERGY-04", "R-ENERGY-05", "R-DRAW-01"], see: ["pay", "activate"], pattern: "active piles?" },
  { id: "used-pile", name: "Used pile", text: "Where paid energy goes, face down. At the end of every turn it goes back under the reserve.", rules: ["R-ENERGY-05", "R-ENERGY-08"], see: ["recirculate"], pattern: "used piles?" },
  { id: "lost-pile", name: "Lost pile", text: "The face-up pile of cards that are out of the game's flow: lost energy, destroyed or dismissed cards, spent lost interrupts. Its cards are not energy.", rules: ["R-ENERGY-09", "R-ENERGY-10"], see: ["lose-energy", "retrieve"], pattern: "lost piles?" },
  { id: "activate", name: "Activate", text: "Move cards from the top of your reserve to your active pile, face down. Once per turn you may activate up to your energy icons plus 1.", rules: ["R-ENERGY-03", "R-ACT-02"], see: ["energy-icon", "active-pile"], pattern: "activat(?:e|es|ed|ion)" },
  { id: "pay", name: "Pay", text: "Move cards from the top of your active pile to your used pile, face down. Energy costs are paid this way.", rules: ["R-ENERGY-05", "R-PLAY-03"], see: ["active-pile"] },
  { id: "lose-energy", name: "Lose energy", text: "Put cards from the top of your reserve, active or used pile into your lost pile, one at a time, choosing the pile each time. A card from your hand may stand in for each energy.", rules: ["R-ENERGY-06", "R-ENERGY-07"], see: ["lost-pile"], pattern: "loses? \\d+ energy" },
  { id: "recirculate", name: "Recirculate", text: "At the end of every turn both players slide their used pile, unseen and in order, under their reserve.", rules: ["R-ENERGY-08", "R-EOT-02"], see: ["used-pile"] },
  { id: "retrieve", name: "Retrieve", text: "Take a random card from your lost pile, show it, and put it on your used pile: it is energy again.", rules: ["R-ENERGY-11"], pattern: "retrieves?" },
  { id: "download", name: "Download", text: "Search your reserve for a named card, show it and take it into your hand, then shuffle the reserve.", rules: ["R-ENERGY-12"], pattern: "downloads?" },
  { id: "energy-icon", name: "Energy icon", text: "A mark along the edge of a location. Each one on your side lets you activate 1 more energy; the ones on your opponent's side are what your drains there take from them.", rules: ["R-LOC-03", "R-LOC-04", "R-ACT-02", "R-DRAIN-03"], see: ["activate", "drain"], pattern: "energy icons?" },
  { id: "support-icon", name: "Support icon", text: "A faction symbol on a location. A card's support cost asks that you have enough of its faction's icons on your side of locations in play; they are never spent.", rules: ["R-LOC-05", "R-PLAY-03", "R-CARD-08"], see: ["cost", "faction"], pattern: "support icons?" },
  { id: "cost", name: "Cost", text: "What a card asks to be played: energy paid from your active pile, support icons you must have, and any extra cost in its text. All of it is paid at once or not at all.", rules: ["R-PLAY-03", "R-PLAY-04", "R-CARD-08"], see: ["pay", "support-icon"] },

  // Destiny
  { id: "destiny", name: "Destiny", text: "The number in each card's top-right corner. To reveal for destiny, turn over the top card of your reserve, read its number and put it on your used pile. On cards, D stands for such a number.", rules: ["R-CARD-09", "R-DESTINY-01", "R-DESTINY-02"], see: ["battle-destiny"], pattern: "destiny|destinies" },
  { id: "battle-destiny", name: "Battle destiny", text: "Each side's one destiny number in a battle, 0 unless raised. A side with 4 or more tactics may reveal a card for it; it becomes attrition and adds to power.", rules: ["R-BATTLE-09", "R-BSTEP-05", "R-BSTEP-10", "R-BSTEP-17"], see: ["tactics", "attrition"], pattern: "battle destiny" },

  // The turn and the stack
  { id: "phase-action", name: "Phase action", text: "The action a phase offers the player whose turn it is: activation, drain, attack, movement or draw. It needs initiative and an empty stack.", rules: ["R-TURN-03", "R-INIT-02"], see: ["initiative"] },
  { id: "initiative", name: "Initiative", text: "The right to act next. Interrupts, activated abilities and phase actions are for the player holding it; passing hands it to the other player. Nobody holds it during a battle step.", rules: ["R-INIT-01", "R-INIT-03", "R-INIT-04", "R-INIT-05"], see: ["pass", "stack"], pattern: "initiative" },
  { id: "pass", name: "Pass", text: "Decline to act and hand initiative over. Two passes in a row resolve the newest item on the stack, or, with the stack empty, end the phase or battle step.", rules: ["R-TURN-05", "R-STACK-04", "R-STACK-06"], see: ["initiative", "stack"] },
  { id: "stack", name: "Stack", text: "Where cards being played, abilities being used and phase actions wait for answers. The newest item resolves first once both players pass.", rules: ["R-STACK-01", "R-STACK-04"], see: ["pending", "initiative"] },
  { id: "pending", name: "Pending", text: "On the stack and not yet resolved. A pending card is not in play and can still be canceled or redirected.", rules: ["R-PEND-01", "R-PEND-02"], see: ["cancel"], pattern: "pending" },
  { id: "cancel", name: "Cancel", text: "Stop something on the stack. A canceled card goes to the lost pile; a canceled ability does nothing. Costs and bullets stay spent.", rules: ["R-CANCEL-01", "R-CANCEL-02", "R-CANCEL-04"], see: ["pending"], pattern: "cancel(?:s|ed)?" },

  // Locations
  { id: "location", name: "Location", text: "A place the players fight over: a site on the ground or a sector in space. Locations cost nothing to play and supply the icons.", rules: ["R-LOC-01", "R-LOC-02"], see: ["site", "sector", "energy-icon"] },
  { id: "site", name: "Site", text: "A location on the ground: a planet, moon, station or asteroid. Units fight at sites.", rules: ["R-LOC-01"], see: ["adjacent"] },
  { id: "sector", name: "Sector", text: "A location in space. Ships fight at sectors, and units may ride aboard ships there.", rules: ["R-LOC-01", "R-LOC-14"] },
  { id: "related", name: "Related", text: "Two locations whose titles match up to the slash, like the Ganymede locations. A location is not related to itself.", rules: ["R-LOC-06"], see: ["adjacent"], pattern: "related" },
  { id: "adjacent", name: "Adjacent", text: "Side by side in a row of related sites. Only sites are ever adjacent; a sector never is.", rules: ["R-LOC-11", "R-LOC-07"], see: ["related"], pattern: "adjacent" },
  { id: "here", name: "Here", text: "The location of the card that says it; on a location, that location itself.", rules: ["R-LOC-10", "R-TERM-HERE-01"] },
  { id: "control", name: "Control", text: "You control a location where you have a unit or ship and your opponent has none. You may drain locations you control.", rules: ["R-LOC-12", "R-TERM-CONTROL-01"], see: ["drain"], pattern: "control(?:s|led)?" },
  { id: "drain", name: "Drain", text: "The control-phase action: at a location you control with an energy icon on your opponent's side, they lose 1 energy per icon there.", rules: ["R-DRAIN-01", "R-DRAIN-03"], see: ["control", "energy-icon"], pattern: "drain(?:s|ed)?" },
  { id: "battleground", name: "Battleground", text: "A location with an energy icon on each side where nothing stops cards being played or a battle starting.", rules: ["R-LOC-13"], pattern: "battlegrounds?" },

  // Cards and their numbers
  { id: "unit", name: "Unit", text: "A character, NōBot or vehicle. Units fight at sites and may ride aboard ships.", rules: ["R-CARD-04", "R-UNIT-01"] },
  { id: "fighter", name: "Fighter", text: "A small ship; the other kind is a capital ship. Cards often single out fighters.", rules: ["R-CARD-05", "R-SHIP-03"] },
  { id: "capital", name: "Capital", text: "A large ship; every ship is a capital or a fighter.", rules: ["R-CARD-05", "R-SHIP-03"] },
  { id: "power", name: "Power", text: "A unit's or ship's strength. The side with more total power, battle destiny included, wins a battle.", rules: ["R-CARD-12", "R-BSTEP-17"], see: ["casualties"] },
  { id: "tactics", name: "Tactics", text: "A unit's or ship's skill. With 4 or more tactics in a battle, a side may reveal a card for battle destiny.", rules: ["R-CARD-12", "R-BSTEP-05"], see: ["battle-destiny"] },
  { id: "defense", name: "Defense", text: "A unit's or ship's toughness. Damaged cards count their defense against attrition and casualties.", rules: ["R-CARD-12", "R-BSTEP-12", "R-BSTEP-22"], see: ["attrition", "casualties"] },
  { id: "capacity", name: "Capacity", text: "How much a ship can carry: the total size of the units aboard it, checked when one comes aboard.", rules: ["R-SHIP-04", "R-SHIP-05"], see: ["size"], pattern: "capacity" },
  { id: "aboard", name: "Aboard", text: "Riding a ship, tucked beneath it. A unit aboard is at the ship's sector and moves with it.", rules: ["R-UNIT-03", "R-LOC-14", "R-MOVE-10"], see: ["capacity"], pattern: "aboard|on board" },
  { id: "label", name: "Label", text: "A word after a bullet on the type line (WARRIOR, FIGHTER, KIZEN...). It does nothing itself; other cards refer to it.", rules: ["R-CARD-03", "R-CARD-06"] },
  { id: "kizen", name: "Kizen", text: "A label on characters with kizen powers (a heightened awareness). It does nothing itself, but many cards help or target kizen, and some weapons and assets go only on one.", rules: ["R-CARD-06", "R-CARD-03", "R-WEAPON-02"], pattern: "kizen" },
  { id: "faction", name: "Faction", text: "Earther, Gongen, Maverick, Shi or Quay; a card in none of them is Independent and has no support cost.", rules: ["R-CARD-13", "R-CARD-08"], see: ["support-icon"] },
  { id: "unique", name: "Unique", text: "Marked with a diamond before the title: while you have one copy in play, you can't play another. Your opponent may have their own.", rules: ["R-CARD-14", "R-CARD-15"], pattern: "unique" },
  { id: "bullet", name: "Bullet", text: "A dot before an interrupt's title or an activated ability: each one allows one use in each player's turn. A canceled use still counts.", rules: ["R-INTR-06", "R-ABIL-03", "R-CARD-07"], see: ["quickdraw"], pattern: "bullet(?:ed|s)?" },
  { id: "rift", name: "Rift", text: "The symbol (≈) between the cost and the effect of an activated ability.", rules: ["R-ABIL-01", "R-ABIL-02"] },
  { id: "weapon", name: "Weapon", text: "A card played beneath one of your cards of the kind it names; a card holds one weapon at most, and it is lost if its holder leaves play.", rules: ["R-WEAPON-02", "R-WEAPON-04", "R-WEAPON-06"] },
  { id: "asset", name: "Asset", text: "A lasting card, on the table alone or beneath a card of the kind it names. Cards it keeps on top of itself are not in play.", rules: ["R-ASSET-02", "R-ASSET-05"] },
  { id: "stockpile", name: "Stockpile", text: "A label on some assets that keep cards on top of themselves; other cards ask whether your stockpile asset holds a card. Cards kept there are not in play.", rules: ["R-ASSET-05", "R-CARD-16", "R-CARD-03"], see: ["asset"], keyword: true, pattern: "stockpile" },
  { id: "order", name: "Order", text: "A one-time card for your own deploy phase. Afterwards it goes to your used or lost pile, as its kind says.", rules: ["R-ORDER-01", "R-ORDER-02"] },
  { id: "interrupt", name: "Interrupt", text: "A one-time card you may play whenever you hold initiative, in any phase of either turn, except inside a battle step.", rules: ["R-INTR-01", "R-INTR-07"], see: ["bullet"] },

  // Battles
  { id: "attack", name: "Attack", text: "The battle-phase action: pay 1 energy to start a battle at a location where both players have a unit or ship.", rules: ["R-BATTLE-01", "R-BATTLE-02"] },
  { id: "attrition", name: "Attrition", text: "The damage each side must take in a battle, equal to the other side's battle destiny plus bonuses. You damage your cards in the battle until their defense covers it.", rules: ["R-BSTEP-10", "R-BSTEP-12"], see: ["battle-destiny", "immune-to-attrition", "casualties"], pattern: "attrition" },
  { id: "casualties", name: "Casualties", text: "What the loser of a battle owes: the difference in total power. Damaged cards' defense reduces it; the rest is paid by losing energy or hand cards or by damaging more cards.", rules: ["R-BSTEP-19", "R-BSTEP-22", "R-BSTEP-23"], see: ["attrition", "damaged"], pattern: "casualt(?:y|ies)" },
  { id: "damaged", name: "Damaged", text: "Turned sideways. A damaged card can't be damaged again, still adds its power, counts its defense against attrition and casualties, and is destroyed at the end of the battle.", rules: ["R-BATTLE-08", "R-BSTEP-17", "R-BSTEP-26"], see: ["attrition", "casualties"], pattern: "damag(?:e|es|ed)|undamag(?:e|es|ed)" },
  { id: "immune-to-attrition", name: "Immune to attrition", text: "Such a card need not be damaged to cover attrition; if all your undamaged cards in a battle are immune, you may ignore what is left. It gives no protection against casualties or card effects.", rules: ["R-BATTLE-15", "R-BSTEP-14"], see: ["attrition", "captain"], keyword: true, pattern: "immun(?:e|ity) to attrition" },
  { id: "destroy", name: "Destroy, dismiss, lost", text: "Destroyed and dismissed cards go to their owner's lost pile; you dismiss only your own cards but may destroy anyone's. A card that is lost was not necessarily destroyed or dismissed.", rules: ["R-TERM-DESTROY-01", "R-TERM-DESTROY-02"], see: ["lost-pile"] },

  // Movement
  { id: "movement", name: "Movement", text: "The move-phase action, 1 energy each: a ship to another sector, a unit to an adjacent related site, onto a ship at a related sector, off a ship to a related site, or from ship to ship.", rules: ["R-MOVE-01", "R-MOVE-03", "R-MOVE-09"], see: ["transport"], pattern: "movements?" },

  // Abilities
  { id: "activated-ability", name: "Activated ability", text: "An ability with a cost and a rift: you use it when you hold initiative, paying each time.", rules: ["R-ABIL-01", "R-ABIL-02"], see: ["rift", "bullet"] },
  { id: "triggered-ability", name: "Triggered ability", text: "An ability starting 'when', 'each time' or 'at' that happens by itself; it goes on the stack when a player next receives initiative.", rules: ["R-ABIL-01", "R-TRIG-01", "R-TRIG-03"] },
  { id: "ongoing-ability", name: "Ongoing ability", text: "Any other ability: it simply applies while its card is in play.", rules: ["R-ABIL-01", "R-ABIL-05"] },
  { id: "target", name: "Target", text: "A card (or place) you pick for an effect. You need legal targets to play the card, and they are checked again when it resolves.", rules: ["R-TGT-01", "R-TGT-04", "R-STACK-07"] },
  { id: "in-play", name: "In play", text: "On the table, including cards tucked beneath others. Cards in hands and piles, on the stack, kept on an asset or removed from the game are not in play.", rules: ["R-TERM-INPLAY-01", "R-TERM-INPLAY-02"] },
  { id: "owner", name: "Owner", text: "The player whose deck a card started in; lost cards always go to their owner's lost pile.", rules: ["R-SETUP-09", "R-ENERGY-10"] },
  { id: "use-as-yours", name: "Use as yours", text: "Treat an opponent's card as if you had played it; they still own it.", rules: ["R-TERM-USEAS-01"] },
  { id: "removed", name: "Removed from the game", text: "Set aside until the game ends: not in play, not energy, no effect.", rules: ["R-KW-REM-01"], pattern: "removed? from the game" },
  { id: "helper-text", name: "Helper text", text: "Bracketed italic text on a card that reminds you of a rule and adds nothing.", rules: ["R-KW-HELP-01", "R-CARD-10"] },

  // Keywords
  { id: "piloting", name: "Piloting", text: "Piloting X: while this character is aboard a ship, the ship has X more power and X more tactics. Gaining it again adds up.", rules: ["R-KW-PILOT-01", "R-KW-PILOT-02"], see: ["aboard"], keyword: true, pattern: "piloting(?: \\d+)?" },
  { id: "scouting", name: "Scouting", text: "This character may be played at a site, or this ship at a sector, where your side has no energy icon.", rules: ["R-KW-SCOUT-01", "AMB-08"], see: ["energy-icon"], keyword: true, pattern: "scouting" },
  { id: "transport", name: "Transport", text: "Transport X: when this ship or vehicle makes a movement in your move phase, up to X of your fighters (ship) or characters (vehicle) may go along for free.", rules: ["R-KW-TRANS-01", "R-MOVE-11", "R-MOVE-12"], see: ["movement"], keyword: true, pattern: "transport \\d+" },
  { id: "quickdraw", name: "Quickdraw", text: "Quickdraw X: each bulleted ability of the weapon under this card gets X more bullets, so X more uses a turn.", rules: ["R-KW-QUICK-01", "R-ABIL-04"], see: ["bullet", "weapon"], keyword: true, pattern: "quickdraw(?: \\d+)?" },
  { id: "size", name: "Size", text: "Size X: this unit takes up X of a ship's capacity instead of 1.", rules: ["R-KW-SIZE-01", "R-KW-SIZE-02"], see: ["capacity"], keyword: true, pattern: "size \\d+" },
  { id: "captain", name: "Captain", text: "Captain names a character: while that character is aboard this ship, the ship and all units aboard are immune to attrition.", rules: ["R-KW-CAPTAIN-01"], see: ["immune-to-attrition"], keyword: true, pattern: "captain" },
  { id: "unlimited", name: "Unlimited", text: "A deck may hold any number of copies of this card, not just 4.", rules: ["R-KW-UNL-01", "R-SETUP-03"], keyword: true, pattern: "unlimited" },
  { id: "encampment", name: "Encampment", text: "This location may be tucked beneath another location where you have an energy icon or a unit or ship; its icons on your side then add to your side there. One per player under a location.", rules: ["R-KW-ENC-01", "R-ENC-01", "R-ENC-03", "R-ENC-04", "R-ENC-05"], keyword: true, pattern: "encampments?" },
  { id: "inverter", name: "Inverter", text: "A label: the card has a second set of numbers, and sometimes abilities, printed upside down. It enters play upright; inverting turns it round so the other set counts, reverting turns it back.", rules: ["R-KW-INV-01", "R-KW-INV-02", "R-KW-INV-03", "R-KW-INV-04"], keyword: true, pattern: "inverter|invert(?:s|ed)?|revert(?:s|ed)?" },
];
