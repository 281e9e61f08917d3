// Writes server/lib/hindi-blocked-words.ts, the Hindi and Hinglish part of the default blocked list,
// from the word list of the `allprofanity` package (MIT), less the words curated out below. Run once
// by hand when the package is updated, never by the build, so that the list is a file reviewed like
// code and no runtime dependency (docs/stream-control.md, 'Blocked words'):
//
//   mkdir -p /tmp/allprofanity && cd /tmp/allprofanity && npm pack allprofanity@2.4.0 && tar xzf allprofanity-2.4.0.tgz
//   node scripts/curate-hindi-blocked-words.mjs /tmp/allprofanity/package
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'

const packageDir = process.argv[2]
if (!packageDir)
  throw new Error('usage: node scripts/curate-hindi-blocked-words.mjs <unpacked allprofanity package>')
const { name, version, license } = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8'))
const { default: listed } = await import(
  pathToFileURL(join(packageDir, 'dist/languages/hindi-words.js')).href
)

/**
 * Words the package lists that are everyday words, names, mild teasing or a community's name, each
 * with why: the default list holds only what is never harmless on a stream. The ambiguous short forms
 * are not refused but held (default-blocked-words.ts `AMBIGUOUS_SHORT_FORMS`).
 */
const CURATED_OUT = {
  'ambiguous short forms, held rather than blocked (because, Minecraft)': ['bc', 'mc', 'बी सी', 'एम् सी'],
  'leave, let go, drop off (chhod do, chhodu kya, mujhe chodne aaya)': [
    'chod',
    'chhod',
    'chodd',
    'छोड़',
    'chhodu',
    'chodne',
  ],
  'patrol, stuffed (गश्ती दल, bharwa karela)': ['गश्ती', 'bharwa', 'भरवा'],
  'escape, discount (chhut gaya, chhoot)': ['chut', 'choot', 'chut ke'],
  'English words': ['sale', 'tat', 'goo', 'moot', 'pig', 'soar', 'item', 'lucha'],
  'Latin, Italian, a Finnish name (cum laude, dalla, Marja: the joined letters of mar ja)': [
    'laude',
    'dalla',
    'mar ja',
  ],
  'first names and surnames (Laura, Kamini, Lodha, Tati, Dalal)': [
    'laura',
    'lora',
    'loda',
    'lulla',
    'kamini',
    'tati',
    'dalal',
    'dalaal',
    'दलाल',
  ],
  'smell, or other languages (gandh, Gujarati)': ['gand', 'g@nd', 'गंड', 'गांद'],
  'six at cricket (chhakka)': ['chakka', 'chhakka', 'chaka', 'chakke', 'छक्का'],
  'a community’s name (hijra, khusra) and castrated goat meat (khassi)': [
    'hijra',
    'hijda',
    'hijraa',
    'hizra',
    'hijjra',
    'हिजड़ा',
    'khusra',
    'खुसरा',
    'khassi',
    'खस्सी',
  ],
  'boy, girl (launda, laundiya)': ['launda', 'laundiya', 'लौंडा', 'लौंडिया'],
  'little one in Tamil (kutti), dog, pig, animal': [
    'kutti',
    'kutta',
    'kutte',
    'suar',
    'suwar',
    'सूअर',
    'सुअर',
    'janwar',
    'जानवर',
    'bandar',
    'बंदर',
    'gadha',
    'gadhe',
    'gadhi',
    'गधा',
    'गधी',
    'ullu',
    'उल्लू',
    'khota',
    'खोटा',
  ],
  'the body, medicine and the farm (urine, fist, dung)': [
    'mut',
    'mutra',
    'mutna',
    'मूत',
    'मूत्र',
    'peshab',
    'पेशाब',
    'muth',
    'mutthi',
    'muthal',
    'मूठ',
    'मुठ्ठी',
    'मुठल',
    'hastmaithun',
    'हस्तमैथुन',
    'gu',
    'गू',
    'goobar',
    'गोबर',
    'tatta',
    'jantoo',
    'napunsak',
    'napunsakta',
    'नपुंसक',
  ],
  'brother in Punjabi (paaji)': ['paaji', 'paji', 'pajji', 'पाजी'],
  'goods, accounts, firecracker (maal, khaate, pataka)': [
    'maal',
    'माल',
    'khatey',
    'खाते',
    'pataka',
    'पटाका',
    'आइटम',
    'baap ka maal',
  ],
  'everyday words and mild teasing (crazy, nonsense, naughty, shameless, coward, miser, devil)': [
    'bakwaas',
    'बकवास',
    'bakait',
    'बकैत',
    'बकलोल',
    'besharam',
    'besharm',
    'besaram',
    'besharmi',
    'बेशर्म',
    'बेशर्मी',
    'behaya',
    'behayaa',
    'behayaai',
    'बेहया',
    'neech',
    'nich',
    'neech admi',
    'नीच',
    'badmaash',
    'badmash',
    'badmashi',
    'बदमाश',
    'बदमाशी',
    'luchha',
    'luchchai',
    'लुच्चा',
    'lafanga',
    'lafange',
    'lafangey',
    'lafantar',
    'लफंगा',
    'awaara',
    'आवारा',
    'shaitan',
    'शैतान',
    'rakshas',
    'राक्षस',
    'chichora',
    'चिचोरा',
    'charsi',
    'चर्सी',
    'ganjedi',
    'गंजेड़ी',
    'murkh',
    'मूर्ख',
    'paagal',
    'pagal',
    'pagla',
    'pagli',
    'पागल',
    'पगला',
    'पगली',
    'dekh lunga',
    'देख लूँगा',
    'aukat',
    'aukaat',
    'औकात',
    'chapri',
    'nibba',
    'nibbi',
    'dhakkan',
    'ढक्कन',
    'paltu',
    'पलटू',
    'chamcha',
    'चमचा',
    'bhikari',
    'भिखारी',
    'kanjoos',
    'कंजूस',
    'makhi choos',
    'मक्खीचूस',
    'phattu',
    'फट्टू',
    'darpok',
    'डरपोक',
    'kayar',
    'कायर',
    'ghatiya',
    'घटिया',
    'haram ka',
    'हराम का',
    'haram ka khana',
    'muh kala karna',
    'izzat lutna',
    'phitte muh',
    'dur fitte muh',
    'फिट्टे मुह',
    'joota',
    'nikamma',
    'निकम्मा',
    'kamchor',
    'कामचोर',
    'gawar',
    'गंवार',
    'jungli',
    'जंगली',
    'tere baap ka naukar',
    'तेरे बाप का नौकर',
    'khandan pe mat ja',
    'teri maa ki',
    'तेरी माँ की',
    'bahan ke',
    'topibaaz',
    'टोपीबाज़',
    'dhongi',
    'ढोंगी',
    'pakhandi',
    'पाखंडी',
    'ghoos khor',
    'घूसखोर',
    'char sau bees',
    'चार सौ बीस',
    'dedh shana',
    'डेढ़ शाणा',
    'bitodi',
    'chidimar',
    'natak karna',
  ],
}

const fold = (text) => text.normalize('NFKC').toLowerCase().trim().replace(/\s+/g, ' ')
const out = new Set(Object.values(CURATED_OUT).flat().map(fold))
const kept = [...new Set(listed.map(fold))].filter((word) => !out.has(word))
const singles = new Set(kept.filter((word) => !word.includes(' ')))
// A phrase holding a word the list blocks on its own adds nothing: whole words are matched anywhere.
const words = kept.filter((word) => !word.includes(' ') || !word.split(' ').some((part) => singles.has(part)))
const unused = [...out].filter((word) => !listed.map(fold).includes(word))
if (unused.length > 0) throw new Error(`curated out but not in the package: ${unused.join(', ')}`)

const latin = words.filter((word) => /^[\p{Script=Latin}\s@]+$/u.test(word))
const devanagari = words.filter((word) => !latin.includes(word))
const lines = (list) => list.map((word) => `  '${word}',`).join('\n')
writeFileSync(
  new URL('../server/lib/hindi-blocked-words.ts', import.meta.url),
  `// Generated by scripts/curate-hindi-blocked-words.mjs from ${name}@${version} (${license},
// dist/languages/hindi-words.js): do not edit by hand; change the script's curated-out words and run it
// again. Hindi and Hinglish abuse in Latin and Devanagari spellings, less the everyday words the package
// lists (the script says which and why) and the phrases that hold a word listed on its own.
export const HINDI_BLOCKED_SOURCE = '${name}@${version}'

export const HINDI_BLOCKED_WORDS: readonly string[] = [
  // Latin (Hinglish)
${lines(latin)}
  // Devanagari
${lines(devanagari)}
]
`,
)
console.log(
  `${words.length} words (${latin.length} Latin, ${devanagari.length} Devanagari) from ${name}@${version}`,
)
