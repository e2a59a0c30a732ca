// The shape of the rules reference: one explanation per rule ID of the checklist (and per worked
// example, ruling and card ruling the project cites), each in a group a player would look in.

/** The groups, in the order the reference lists them. */
export const GROUP_IDS = [
  'basics', 'cards', 'turn', 'energy', 'destiny', 'locations', 'playing', 'units',
  'battles', 'movement', 'stack', 'abilities', 'keywords', 'terms', 'cardRulings', 'xcom',
] as const;

export type GroupId = (typeof GROUP_IDS)[number];

/** What an ID names, read from its prefix: a rule, a worked example, a ruling of this table, a card's ruling. */
export type EntryKind = 'rule' | 'example' | 'ruling' | 'card';

/** One explanation as written in an entries file. */
export interface Explanation {
  /** The checklist's ID: R-AREA-NN, EX-AREA-NN, AMB-NN or CARD-NN; for X-COM Incursion, XR-AREA-NN
   * or XRU-NN (docs/xcom/). */
  readonly id: string;
  /** A few words a player would look for. */
  readonly title: string;
  /** One to three sentences in our own words. */
  readonly text: string;
  /** IDs of other entries worth reading next. */
  readonly see?: readonly string[];
  /** For a ruling of this table: why it was decided so. */
  readonly why?: string;
}

export interface RuleEntry extends Explanation {
  readonly group: GroupId;
  readonly kind: EntryKind;
}

export interface Group {
  readonly id: GroupId;
  readonly title: string;
  /** One line saying what the group covers. */
  readonly blurb: string;
}
