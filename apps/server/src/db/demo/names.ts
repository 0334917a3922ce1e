import { intBetween, pick, type Random } from '../../lib/prng.ts';
import { COUNTRIES, NICK_WORDS, TEAM_SUFFIXES, type CountryNames } from './name-tables.ts';

/** Nicknames the way players pick them: own name plus a number, a country code, a word, … */
export function nicknameFor(random: Random, country: CountryNames): string {
  const style = random();
  const name = pick(random, country.names);
  const number = String(intBetween(random, 1, 99)).padStart(2, '0');
  if (style < 0.28) return random() < 0.5 ? `${name}${number}` : `${name}_${number}`;
  if (style < 0.42) return random() < 0.5 ? `${name}_${country.code}` : `${name}${country.code}`;
  if (style < 0.56) return `${pick(random, NICK_WORDS)}${random() < 0.3 ? '_' : ''}${name}`;
  if (style < 0.66) return `${name}${pick(random, NICK_WORDS)}`;
  if (style < 0.74) return random() < 0.5 ? `x${name}x` : `xX${name}Xx`;
  if (style < 0.84) return `${name.toLowerCase()}${intBetween(random, 1975, 2010)}`;
  if (style < 0.94) return `${pick(random, NICK_WORDS)}${pick(random, NICK_WORDS)}${number}`;
  const native = country.nativeNames;
  return native && native.length > 0
    ? `${pick(random, native)}${intBetween(random, 1, 99)}`
    : `${name}${number}`;
}

/** Words that come before the city ("Real Madrid"); every other club word follows it ("Bursa Spor"). */
const PREFIX_WORDS = new Set([
  'Real',
  'Atlético',
  'Deportivo',
  'Unión',
  'Olympique',
  'Stade',
  'Racing',
  'Borussia',
  'Eintracht',
  'Fortuna',
  'Sporting',
  'Virtus',
  'Académica',
  'Vitória',
  'Ajax',
  'Willem',
  'Go Ahead',
  'Legia',
  'Polonia',
  'Górnik',
  'Dynamo',
  'Spartak',
  'Torpedo',
  'Lokomotiv',
  'Al Nasr',
  'Al Ahly',
  'Al Shabab',
  'Esporte',
  'Grêmio',
  'Club Atlético',
  'Estudiantes',
  'Asteras',
  'Aris',
]);
const CLUB_INITIALS = ['FC', 'AC', 'SC', 'FK', 'CD', 'AS', 'SV'];
const TOTAL_WEIGHT = COUNTRIES.reduce((sum, c) => sum + c.weight, 0);

/** A country index drawn by weight. */
export function drawCountry(random: Random): number {
  let ticket = random() * TOTAL_WEIGHT;
  for (let i = 0; i < COUNTRIES.length; i++) {
    ticket -= COUNTRIES[i]?.weight ?? 0;
    if (ticket < 0) return i;
  }
  return COUNTRIES.length - 1;
}

export function countryAt(index: number): CountryNames {
  return COUNTRIES[index] ?? (COUNTRIES[0] as CountryNames);
}

/**
 * Club names from a country's cities and club words. A name drawn again gets a roman numeral
 * ("Izmir Falcons II"), so even the 50,000 teams of the large world are told apart.
 */
export function teamNameFor(random: Random, used: Map<string, number>): string {
  const country = countryAt(drawCountry(random));
  const city = pick(random, country.cities);
  const style = random();
  let name: string;
  if (style < 0.45 || !country.clubWords) name = `${city} ${pick(random, TEAM_SUFFIXES)}`;
  else if (style < 0.72) {
    const word = pick(random, country.clubWords);
    name = PREFIX_WORDS.has(word) ? `${word} ${city}` : `${city} ${word}`;
  } else if (style < 0.9) name = `${pick(random, CLUB_INITIALS)} ${city}`;
  else name = `${city} ${intBetween(random, 1885, 1990)}`;
  const seen = used.get(name) ?? 0;
  used.set(name, seen + 1);
  return seen === 0 ? name : `${name} ${roman(seen + 1)}`;
}

function roman(n: number): string {
  const numerals: [number, string][] = [
    [1000, 'M'],
    [900, 'CM'],
    [500, 'D'],
    [400, 'CD'],
    [100, 'C'],
    [90, 'XC'],
    [50, 'L'],
    [40, 'XL'],
    [10, 'X'],
    [9, 'IX'],
    [5, 'V'],
    [4, 'IV'],
    [1, 'I'],
  ];
  let rest = n;
  let out = '';
  for (const [value, symbol] of numerals) {
    while (rest >= value) {
      out += symbol;
      rest -= value;
    }
  }
  return out;
}

/** Crockford base-32: no I, L, O or U, so a code read aloud or typed is not misread. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const SPACE_MASK = 0x3fffffff;

/**
 * PS- plus six characters, unique per player id and random-looking: the id goes through a
 * bijection of the 2^30 codes (odd multipliers and xor-shifts are invertible), then base 32.
 */
export function referralIdFor(id: number): string {
  let x = (Math.imul(id, 0x2545f491) + 0x1b873593) & SPACE_MASK;
  x ^= x >>> 15;
  x = Math.imul(x, 0x5851f42d | 1) & SPACE_MASK;
  x ^= x >>> 13;
  let code = '';
  for (let i = 0; i < 6; i++) {
    code = (ALPHABET[x & 31] ?? '0') + code;
    x >>>= 5;
  }
  return `PS-${code}`;
}
