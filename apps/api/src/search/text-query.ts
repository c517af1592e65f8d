import type { Category } from "@capital/contract/catalogue";
import type { TextSearchReading } from "@capital/contract/search";

/**
 * What search_normalize() does in SQL (migrations 0001 and 0012), for reading a query here: alef
 * forms to ا, taa marbuta to ه, alef maqsura to ي, hamza on waw and yaa to و and ي, harakat,
 * superscript alef and tatweel dropped, Arabic-Indic and Persian digits to 0-9, Latin lowered.
 */
export function normalizeSearchText(text: string): string {
  return text
    .replace(/[أإآٱ]/g, "ا")
    .replace(/ة/g, "ه")
    .replace(/ى/g, "ي")
    .replace(/ؤ/g, "و")
    .replace(/ئ/g, "ي")
    .replace(/[\u064B-\u0652\u0670\u0640]/g, "")
    .replace(/[٠-٩]/g, (d) => String(d.charCodeAt(0) - 0x0660))
    .replace(/[۰-۹]/g, (d) => String(d.charCodeAt(0) - 0x06f0))
    .toLowerCase();
}

const VILLAS: Category[] = ["duplex-villas", "detached-villas", "twin-house"];

/**
 * Property words, normalised, singular and plural, Arabic and English, each with the categories
 * it means. Two-word names are matched before single words.
 */
const VOCABULARY: [string, Category[]][] = [
  ["توين هاوس", ["twin-house"]],
  ["twin house", ["twin-house"]],
  ["twin houses", ["twin-house"]],
  ["فيلا مستقله", ["detached-villas"]],
  ["فيلات مستقله", ["detached-villas"]],
  ["detached villa", ["detached-villas"]],
  ["detached villas", ["detached-villas"]],
  ["وحده فندقيه", ["hotel-units"]],
  ["وحدات فندقيه", ["hotel-units"]],
  ["hotel unit", ["hotel-units"]],
  ["hotel units", ["hotel-units"]],
  ["كوفي شوب", ["coffee-shops"]],
  ["coffee shop", ["coffee-shops"]],
  ["coffee shops", ["coffee-shops"]],
  ["شقه", ["apartment"]],
  ["شقق", ["apartment"]],
  ["apartment", ["apartment"]],
  ["apartments", ["apartment"]],
  ["flat", ["apartment"]],
  ["flats", ["apartment"]],
  ["محل", ["shops"]],
  ["محلات", ["shops"]],
  ["shop", ["shops"]],
  ["shops", ["shops"]],
  ["store", ["shops"]],
  ["stores", ["shops"]],
  ["فيلا", VILLAS],
  ["فلل", VILLAS],
  ["فيلات", VILLAS],
  ["villa", VILLAS],
  ["villas", VILLAS],
  ["عياده", ["clinics"]],
  ["عيادات", ["clinics"]],
  ["clinic", ["clinics"]],
  ["clinics", ["clinics"]],
  ["مكتب", ["office"]],
  ["مكاتب", ["office"]],
  ["office", ["office"]],
  ["offices", ["office"]],
  ["صيدليه", ["pharmacies"]],
  ["صيدليات", ["pharmacies"]],
  ["pharmacy", ["pharmacies"]],
  ["pharmacies", ["pharmacies"]],
  ["دوبلكس", ["duplex-villas"]],
  ["duplex", ["duplex-villas"]],
  ["townhouse", ["twin-house"]],
  ["استوديو", ["studio"]],
  ["ستوديو", ["studio"]],
  ["studio", ["studio"]],
  ["studios", ["studio"]],
  ["كافيه", ["coffee-shops"]],
  ["كافيهات", ["coffee-shops"]],
  ["cafe", ["coffee-shops"]],
  ["cafes", ["coffee-shops"]],
  ["مطعم", ["restaurants"]],
  ["مطاعم", ["restaurants"]],
  ["restaurant", ["restaurants"]],
  ["restaurants", ["restaurants"]],
  ["بارتيشن", ["partitions"]],
  ["partition", ["partitions"]],
  ["partitions", ["partitions"]],
];

const ROOM_NOUNS = new Set([
  "غرف",
  "غرفه",
  "الغرف",
  "حجرات",
  "حجره",
  "rooms",
  "room",
  "bedrooms",
  "bedroom",
  "beds",
  "bed",
  "br",
  "bd",
]);
/** A noun that carries its own number: the dual, and the singular alone. */
const COUNTED_ROOM_NOUNS = new Map([
  ["غرفتين", 2],
  ["غرفتان", 2],
  ["حجرتين", 2],
  ["غرفه", 1],
  ["حجره", 1],
]);
const NUMBER_WORDS = new Map([
  ["واحده", 1],
  ["واحد", 1],
  ["one", 1],
  ["اثنين", 2],
  ["اتنين", 2],
  ["اثنان", 2],
  ["two", 2],
  ["ثلاث", 3],
  ["ثلاثه", 3],
  ["تلات", 3],
  ["تلاته", 3],
  ["three", 3],
  ["اربع", 4],
  ["اربعه", 4],
  ["four", 4],
  ["خمس", 5],
  ["خمسه", 5],
  ["five", 5],
  ["ست", 6],
  ["سته", 6],
  ["six", 6],
]);
/** Words that say nothing about what is sought. */
const FILLER = new Set([
  "في",
  "ب",
  "من",
  "مع",
  "للبيع",
  "بيع",
  "in",
  "at",
  "for",
  "sale",
  "with",
  "the",
  "a",
  "an",
]);

/**
 * Reads a search text: the property kinds it names (شقق، apartments), a number of rooms
 * (٣ غرف، 3 bedrooms، غرفتين) and the words left over for names and addresses.
 */
export function readSearchText(text: string): TextSearchReading {
  const tokens = normalizeSearchText(text)
    .replace(/(\d+)\s*(br|bd)\b/g, "$1 $2")
    .split(/[^\p{L}\p{N}-]+/u)
    .filter(Boolean);
  const categories = new Set<Category>();
  let roomsNumber: number | null = null;
  const words: string[] = [];

  for (let i = 0; i < tokens.length; i += 1) {
    const pair = `${tokens[i]} ${tokens[i + 1] ?? ""}`;
    const twoWords = VOCABULARY.find(([phrase]) => phrase === pair);
    if (twoWords) {
      for (const category of twoWords[1]) categories.add(category);
      i += 1;
      continue;
    }
    const token = tokens[i] ?? "";
    const word = VOCABULARY.find(([phrase]) => phrase === token);
    if (word) {
      for (const category of word[1]) categories.add(category);
      continue;
    }
    const count = /^\d+$/.test(token) ? Number(token) : NUMBER_WORDS.get(token);
    const next = tokens[i + 1] ?? "";
    if (count !== undefined && count <= 20 && ROOM_NOUNS.has(next)) {
      roomsNumber = count;
      i += 1;
      continue;
    }
    if (COUNTED_ROOM_NOUNS.has(token)) {
      const after = NUMBER_WORDS.get(next);
      roomsNumber = after ?? COUNTED_ROOM_NOUNS.get(token) ?? null;
      if (after !== undefined) i += 1;
      continue;
    }
    if (FILLER.has(token)) continue;
    words.push(token);
  }
  return { categories: [...categories], roomsNumber, words: words.join(" ") };
}
