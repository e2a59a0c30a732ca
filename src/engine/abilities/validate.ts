// Checks that card data speaks the closed vocabulary (vocabulary.ts) for cards that do not go
// through the compiler: test-only cards in scenario files. Unknown verbs, selectors,
// conditions and keys are refused with where they are.

type Check = (x: unknown, where: string, out: string[]) => void;
const isObj = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);

function keys(allowed: string[], nested: Record<string, Check> = {}): Check {
  return (x, where, out) => {
    if (!isObj(x)) { out.push(`${where}: expected an object`); return; }
    for (const [k, v] of Object.entries(x)) {
      if (!allowed.includes(k) && !(k in nested)) out.push(`${where}: unknown key "${k}"`);
      else nested[k]?.(v, `${where}.${k}`, out);
    }
  };
}

const list = (item: Check): Check => (x, where, out) => {
  if (!Array.isArray(x)) { out.push(`${where}: expected a list`); return; }
  x.forEach((v, i) => item(v, `${where}[${i}]`, out));
};

const oneOf = (values: readonly string[]): Check => (x, where, out) => {
  if (typeof x !== 'string' || !values.includes(x)) out.push(`${where}: "${String(x)}" is not one of ${values.join(', ')}`);
};

const selector = keys(['who', 'kinds', 'label', 'faction', 'at', 'other', 'damaged', 'armed', 'piloted', 'pilot', 'titleHas', 'inverted',
  'keyword', 'iconMatchingYours', 'eligibleHost', 'sameTitleAsStacked'], { statBelow: keys(['power', 'tactics', 'defense']), statAtLeast: keys(['power', 'tactics', 'defense']), stacked: () => {} });
const amount: Check = (x, where, out) => {
  if (typeof x === 'number') return;
  keys(['times', 'plus', 'destiny', 'relatedSitesWithYourUnit', 'energyIconsHere', 'ofTarget', 'stat', 'relatedSitesControlled', 'stackedOnYourStockpile',
    'stackedOnSelf', 'eventValue', 'battleDestiny', 'highestPrinted'],
    { count: selector, locationsWith: selector, of: selector })(x, where, out);
};
const condition: Check = (x, where, out) => keys(
  ['atSite', 'atSector', 'aboardShip', 'inBattle', 'armed', 'atLeast', 'atMost', 'exactly', 'compare', 'locationTitleHas',
    'supportIconsHere', 'faction', 'supportIconsInPlay', 'mostSupportIcons', 'control', 'phase', 'turn', 'higherTacticsUnitHere',
    'higherTotalTacticsHere', 'wonBattleThisTurn', 'stackedOnYourStockpile', 'reserveCards', 'kind', 'supportIconTypes',
    'battlegroundsControlled', 'handCards', 'kinds', 'topOfPile', 'n', 'activeCards', 'card', 'attackedHere', 'battleAfter', 'attritionRemaining', 'marked'],
  { all: list(condition), any: list(condition), not: condition, count: selector, someLocation: condition, is: selector, are: selector })(x, where, out);
const affected: Check = (x, where, out) => {
  if (x === 'self' || x === 'host' || x === 'shipAboard') return;
  keys(['target'], { select: selector })(x, where, out);
};
const continuous = keys(['battleDestinyFromTop', 'gainSupportIcon', 'side', 'gainEnergyIcon', 'at', 'who', 'battleDestinyCards', 'vehiclesAddNoPower',
  'charactersFreeAboard', 'playCost', 'extraPlayCost', 'weaponDestiny', 'noBattleDestiny', 'moveCost', 'casualtiesAtMost',
  'movementsAsInMovePhase'], {
  stat: keys([], { power: amount, tactics: amount, defense: amount }), to: affected, immuneToAttrition: affected,
  cannotMove: affected, untargetable: affected, by: oneOf(['you', 'opponent', 'any']), gainKeyword: oneOf(['piloting']), value: () => {},
  generate: amount, attrition: amount, totalPower: amount, drain: amount, ifPlayer: condition, of: selector,
});
const cardOrTarget: Check = (x, w, o) => (isObj(x) && 'target' in x ? keys(['target']) : selector)(x, w, o);
const cost = keys(['pay', 'lose', 'handToUsed', 'faction', 'kinds', 'reveal', 'invertSelf'],
  { dismiss: cardOrTarget, toUsedPile: (x, w, o) => { if (x !== 'self') cardOrTarget(x, w, o); }, stackLostOnStockpile: keys(['target']) });
const VERBS = ['draw', 'activate', 'lose', 'pay', 'retrieve', 'download', 'damage', 'undamage', 'destroy', 'dismiss', 'toHand',
  'invert', 'revert', 'lasting', 'battleDestiny', 'attrition', 'cancel', 'handToReserve', 'handToUsed', 'if', 'mayPay', 'cantDraw',
  'mayPayAmount', 'play', 'search', 'topToHand', 'move', 'choose', 'choice', 'mark',
  'nextTime', 'preventNext', 'replaceBattleDestiny', 'putInPlay', 'takeControl', 'removeFromGame', 'redirect',
  'playCard', 'each', 'revealTop', 'stackAfterResolving'];
const effect: Check = (x, where, out) => {
  if (!isObj(x)) { out.push(`${where}: expected an effect`); return; }
  oneOf(VERBS)(x.do, `${where}.do`, out);
  keys(['do', 'count', 'upTo', 'who', 'from', 'card', 'until', 'target', 'id', 'stackOn', 'at', 'costLess', 'free', 'maxCost',
    'pile', 'to', 'shuffle', 'redraw', 'as', 'key', 'event', 'undamage', 'by', 'kinds', 'reveal', 'revealedCard'], {
    count: amount, amount, select: selector, change: continuous, cond: condition, if: condition, then: list(effect), else: list(effect), cost,
    effect: list(effect),
    options: list(keys([], { if: condition, effect: list(effect) })),
  })(x, where, out);
};
const target = keys(['pending', 'upTo', 'chosenByOpponent', 'from', 'paidAsCost'], { select: selector });
/** A spec with `upTo` or `chosenByOpponent` must be the last, and a list has at most one of them:
 * the targets after it belong to it (rules/targets.ts). */
const targetList: Check = (x, where, out) => {
  list(target)(x, where, out);
  if (!Array.isArray(x)) return;
  const special = x.map((sp, i) => (isObj(sp) && (sp.upTo !== undefined || sp.chosenByOpponent) ? i : -1)).filter((i) => i >= 0);
  if (special.length > 1 || (special.length === 1 && special[0] !== x.length - 1)) {
    out.push(`${where}: only the last target may be "up to N" or chosen by the opponent`);
  }
};
const TRIGGERS = ['entersPlay', 'unitEntersPlayHere', 'vehicleEntersPlayHere', 'lostFromLocation', 'destroyed', 'drainHere',
  'opponentDrainRelated', 'battleBeginsHere', 'battleWonHere', 'battleEndsWonHere', 'attritionStepEndsHere',
  'revealBattleDestinyHere', 'revealBattleDestiny', 'damaged', 'controlPhaseStart', 'opponentBattlePhaseEnd', 'inverted',
  'opponentControlsHere', 'youDraw', 'playerDraws', 'unitDamaged', 'interruptPlayed'];

const ability: Check = (x, where, out) => {
  if (!isObj(x)) { out.push(`${where}: expected an ability`); return; }
  const common = { targets: targetList, effect: list(effect), cost: list(cost), extraCost: list(cost) };
  switch (x.kind) {
    case 'keyword': keys(['kind', 'keyword', 'value', 'title'])(x, where, out);
      oneOf(['scouting', 'unlimited', 'encampment', 'size', 'transport', 'piloting', 'quickdraw', 'captain'])(x.keyword, `${where}.keyword`, out); break;
    case 'ongoing': keys(['kind'], { while: condition, change: continuous })(x, where, out); break;
    case 'activated': keys(['kind', 'bullets', 'usableBy'], { ...common, only: condition })(x, where, out); break;
    case 'triggered': keys(['kind', 'optional', 'inStep', 'forEventPlayer'], { ...common, if: condition, on: oneOf(TRIGGERS) })(x, where, out); break;
    case 'onPlay': keys(['kind', 'mode', 'noReserveNeeded'], { ...common, only: condition })(x, where, out); break;
    case 'play': keys(['kind'], { rule: keys(['opponentHost', 'mustHaveOtherUnitHere', 'freeVia'], { freeAt: condition, onlyIf: condition, costLessPer: amount }) })(x, where, out); break;
    default: out.push(`${where}.kind: "${String(x.kind)}" is not an ability kind`);
  }
};

/** Problems with an abilities list, each naming where it is; empty when valid. */
export function validateAbilities(x: unknown, where = 'abilities'): string[] {
  const out: string[] = [];
  list(ability)(x, where, out);
  return out;
}
