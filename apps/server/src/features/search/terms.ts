// The words people type for Indian art, in Devanagari and in the Latin spellings in use (issue 38 item 3,
// docs/decisions/0037-search-in-the-language-people-type.md). Each line is one group of equivalent spellings:
// a search word that is any of them also finds works that use any other, both ways, so मधुबनी finds a work
// titled "Madhubani" and "Madhubani" one titled "मधुबनी". Single words only: the search matches word by word.
// Kept with Kala, not learned: a wrong equivalence would be worse than a missing one.

export const SEARCH_TERM_GROUPS: readonly (readonly string[])[] = [
  // Traditional forms and schools.
  ['madhubani', 'मधुबनी', 'mithila', 'मिथिला', 'madhubni'],
  ['warli', 'वारली', 'worli', 'varli', 'वर्ली'],
  ['gond', 'गोंड', 'गोण्ड', 'gondi'],
  ['pattachitra', 'पट्टचित्र', 'patachitra', 'पटचित्र', 'pattachithra'],
  ['kalamkari', 'कलमकारी', 'qalamkari'],
  ['tanjore', 'thanjavur', 'तंजौर', 'तंजावुर', 'tanjavur'],
  ['pichwai', 'पिछवाई', 'pichhwai', 'pichvai'],
  ['kalighat', 'कालीघाट', 'kalighaat'],
  ['phad', 'फड़', 'फड', 'phad'],
  ['bhil', 'भील'],
  ['miniature', 'लघुचित्र', 'miniatures'],
  ['mughal', 'मुगल', 'मुग़ल', 'moghul', 'mogul'],
  ['rajasthani', 'राजस्थानी'],
  ['kangra', 'कांगड़ा', 'कांगड़ा'],
  ['pahari', 'पहाड़ी', 'पहाड़ी'],
  ['sohrai', 'सोहराय', 'sohrae'],
  ['khovar', 'कोहबर', 'kohbar'],
  ['cheriyal', 'चेरियाल', 'cherial'],
  ['lippan', 'लिप्पन', 'lipan'],
  ['mandana', 'माण्डना', 'मांडना', 'mandna'],
  ['rangoli', 'रंगोली'],
  ['kolam', 'कोलम'],
  ['alpana', 'अल्पना'],
  ['aipan', 'ऐपण', 'ऐपन'],
  ['saura', 'सौरा', 'sora'],
  ['chitrakathi', 'चित्रकथी'],
  ['thangka', 'थांगका', 'tangka'],
  ['kerala', 'केरल'],
  ['mural', 'murals', 'भित्तिचित्र'],
  ['bengal', 'बंगाल'],
  ['tribal', 'आदिवासी', 'adivasi'],
  ['folk', 'लोक', 'लोककला'],
  ['traditional', 'पारंपरिक', 'paramparik'],
  // Media and techniques.
  ['watercolour', 'watercolor', 'जलरंग', 'watercolours', 'watercolors'],
  ['oil', 'तैलचित्र', 'तेल'],
  ['acrylic', 'ऐक्रेलिक', 'एक्रेलिक', 'acrylics'],
  ['sketch', 'रेखाचित्र', 'स्केच', 'sketches', 'drawing'],
  ['painting', 'चित्र', 'पेंटिंग', 'paintings', 'चित्रकला'],
  ['sculpture', 'मूर्ति', 'मूर्तिकला', 'sculptures'],
  ['photograph', 'photography', 'फोटो', 'फ़ोटो', 'छायाचित्र', 'photo'],
  ['charcoal', 'चारकोल', 'कोयला'],
  ['ink', 'स्याही'],
  ['canvas', 'कैनवास'],
  ['terracotta', 'टेराकोटा'],
  ['brass', 'पीतल'],
  ['bronze', 'कांस्य'],
  ['wood', 'लकड़ी', 'लकड़ी', 'wooden'],
  ['clay', 'मिट्टी', 'मिट्टी'],
  ['embroidery', 'कढ़ाई', 'कढ़ाई'],
  ['textile', 'वस्त्र', 'textiles'],
  ['art', 'कला', 'आर्ट'],
  // Subjects and genres.
  ['portrait', 'चित्रांकन', 'पोर्ट्रेट', 'portraits', 'vyakti'],
  ['landscape', 'परिदृश्य', 'लैंडस्केप', 'landscapes'],
  ['abstract', 'अमूर्त', 'एब्स्ट्रैक्ट'],
  ['elephant', 'हाथी', 'haathi', 'hathi', 'elephants'],
  ['peacock', 'मोर', 'mor', 'peacocks'],
  ['lotus', 'कमल', 'kamal'],
  ['tree', 'पेड़', 'पेड़', 'वृक्ष', 'trees', 'ped'],
  ['fish', 'मछली', 'machli', 'machhli'],
  ['tiger', 'बाघ', 'शेर', 'sher', 'baagh'],
  ['cow', 'गाय', 'gaay', 'cows'],
  ['horse', 'घोड़ा', 'घोड़ा', 'ghoda'],
  ['bird', 'पक्षी', 'चिड़िया', 'birds'],
  ['flower', 'फूल', 'phool', 'flowers'],
  ['sun', 'सूरज', 'सूर्य', 'suraj', 'surya'],
  ['moon', 'चाँद', 'चांद', 'chand', 'chaand'],
  ['river', 'नदी', 'nadi'],
  ['village', 'गाँव', 'गांव', 'gaon'],
  ['woman', 'महिला', 'स्त्री', 'women'],
  ['goddess', 'देवी', 'devi'],
  ['god', 'भगवान', 'bhagwan', 'deva'],
  ['krishna', 'कृष्ण', 'krishn', 'कृष्णा'],
  ['radha', 'राधा'],
  ['ganesha', 'गणेश', 'ganesh', 'ganapati', 'गणपति'],
  ['shiva', 'शिव', 'shiv'],
  ['durga', 'दुर्गा'],
  ['lakshmi', 'लक्ष्मी', 'laxmi'],
  ['buddha', 'बुद्ध', 'buddh'],
  ['rama', 'राम', 'ram'],
  ['hanuman', 'हनुमान'],
  ['wedding', 'विवाह', 'शादी', 'shaadi', 'vivah'],
  ['festival', 'त्योहार', 'उत्सव', 'utsav', 'tyohar'],
  ['diwali', 'दीवाली', 'दिवाली', 'deepavali'],
  ['holi', 'होली'],
  ['nature', 'प्रकृति', 'prakriti'],
  ['dance', 'नृत्य', 'nritya', 'dancer'],
  ['music', 'संगीत', 'sangeet'],
  ['city', 'शहर', 'shahar', 'cityscape'],
  ['mountain', 'पहाड़', 'पहाड़', 'पर्वत', 'mountains', 'pahad'],
  ['sea', 'समुद्र', 'samudra', 'ocean'],
  ['rain', 'बारिश', 'वर्षा', 'monsoon', 'baarish'],
  ['blue', 'नीला', 'neela'],
  ['red', 'लाल', 'laal'],
  ['gold', 'सोना', 'सुनहरा', 'golden'],
  ['black', 'काला', 'kaala'],
];

const normalise = (word: string) => word.normalize('NFKC').toLowerCase();

/** Each spelling (normalised as search words are) → the whole group it belongs to. */
const GROUP_OF: ReadonlyMap<string, readonly string[]> = (() => {
  const map = new Map<string, string[]>();
  for (const group of SEARCH_TERM_GROUPS) {
    const spellings = [...new Set(group.map(normalise))];
    for (const spelling of spellings) {
      // A spelling in two groups joins them (none today; a test keeps it so).
      const merged = [...new Set([...(map.get(spelling) ?? []), ...spellings])];
      for (const member of merged) map.set(member, merged);
    }
  }
  return map;
})();

/** Every spelling of the table, for typo correction. */
export const TERM_SPELLINGS: readonly string[] = [...GROUP_OF.keys()];

/** The word and its equivalent spellings (the word first), or just the word when the table does not know it. */
export function spellingsOf(word: string): string[] {
  const group = GROUP_OF.get(word);
  return group ? [word, ...group.filter((member) => member !== word)] : [word];
}

/** Whether the table holds this word (a real word: never "corrected" into another). */
export const isKnownTerm = (word: string) => GROUP_OF.has(word);

/**
 * Whether `a` becomes `b` by at most one edit: a letter added, removed or replaced, or two neighbours swapped
 * (Damerau's transposition: "madhubnai" is one edit from "madhubani", where plain Levenshtein counts two).
 * By code point, so a Devanagari vowel sign is a letter of its own.
 */
export function withinOneEdit(a: string, b: string): boolean {
  const x = [...a];
  const y = [...b];
  if (Math.abs(x.length - y.length) > 1) return false;
  let start = 0;
  while (start < x.length && start < y.length && x[start] === y[start]) start++;
  if (start === x.length && start === y.length) return true;
  const rest = (i: number, j: number) => x.slice(i).join('') === y.slice(j).join('');
  if (x.length === y.length) {
    if (rest(start + 1, start + 1)) return true;
    return x[start] === y[start + 1] && x[start + 1] === y[start] && rest(start + 2, start + 2);
  }
  return x.length > y.length ? rest(start + 1, start) : rest(start, start + 1);
}
