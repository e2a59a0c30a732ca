// The groups of the rules reference, as a player would look things up.
import type { Group, GroupId } from './types';

export const GROUPS: Readonly<Record<GroupId, Group>> = {
  basics: { id: 'basics', title: 'Basics', blurb: 'Building a deck, starting the game, winning it, and which rules win when two disagree.' },
  cards: { id: 'cards', title: 'Reading a card', blurb: 'Types, labels, costs, numbers, factions and unique cards.' },
  turn: { id: 'turn', title: 'The turn', blurb: 'The six phases, phase actions, drawing and the end of a turn.' },
  energy: { id: 'energy', title: 'Energy', blurb: 'Your deck is your energy: reserve, active pile, used pile, lost pile and activation.' },
  destiny: { id: 'destiny', title: 'Destiny', blurb: 'Revealing a card for destiny and the D symbol.' },
  locations: { id: 'locations', title: 'Locations and control', blurb: 'Sites and sectors, icons, related and adjacent, encampments, control and drains.' },
  playing: { id: 'playing', title: 'Playing cards', blurb: 'When and how cards are played, costs, orders and interrupts.' },
  units: { id: 'units', title: 'Units, ships, weapons, assets', blurb: 'Where each kind of card enters play, capacity and size.' },
  battles: { id: 'battles', title: 'Battles', blurb: 'Attacking, the battle steps, attrition, power, casualties and damage.' },
  movement: { id: 'movement', title: 'Movement', blurb: 'The move phase, the five forms of movement and Transport.' },
  stack: { id: 'stack', title: 'The stack and initiative', blurb: 'Responding, passing, what resolves first, pending and canceled cards, who acts next.' },
  abilities: { id: 'abilities', title: 'Abilities and effects', blurb: 'Activated, triggered and ongoing abilities, replacement effects, modifiers and targets.' },
  keywords: { id: 'keywords', title: 'Keywords', blurb: 'Captain, Piloting, Scouting, Size, Transport, Quickdraw, Unlimited, Encampment and inverters.' },
  terms: { id: 'terms', title: 'Words on cards', blurb: 'In play, leaving play, destroy and dismiss, your, here, look and reveal.' },
  cardRulings: { id: 'cardRulings', title: 'Card rulings', blurb: 'Corrections and rulings for single cards.' },
  xcom: { id: 'xcom', title: 'X-COM Incursion', blurb: 'The second game on this table: its turn, interception and melds, panic, research and how it is won.' },
};
