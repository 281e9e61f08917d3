// Disguised words and links that filters of viewer text and usernames must not let through: the ones
// a review put on a stream, and a table of our own (Latin, Cyrillic, Greek, Devanagari look-alikes,
// invisible characters, Hinglish spellings, spelt-out dots). `word` attempts hide a word of the
// default blocked list (server/lib/default-blocked-words.ts); `link` attempts an address.

export interface BypassAttempt {
  text: string
  kind: 'word' | 'link'
  how: string
}

const word = (text: string, how: string): BypassAttempt => ({ text, kind: 'word', how })
const link = (text: string, how: string): BypassAttempt => ({ text, kind: 'link', how })

/** What an attacker once put on air in the 'Viewer text goes live' mode. */
export const REVIEWED_BYPASSES: readonly BypassAttempt[] = [
  word('idi\u00adot', 'soft hyphen'),
  word('idi\u034fot', 'combining grapheme joiner'),
  word('idi\u2062ot', 'invisible times'),
  word('idi\u043et', 'Cyrillic о'),
  word('chea\u00adter', 'soft hyphen in a blocked word'),
  link('discord\u3002gg/abc', 'ideographic full stop'),
  link('evil-coins.de', 'a top-level domain outside the old list'),
  link('45.33.32.156/x', 'an IPv4 address'),
  link('evil.c\u00adom', 'soft hyphen in the domain'),
  link('evil[.]com', 'a bracketed dot'),
]

export const OWN_BYPASSES: readonly BypassAttempt[] = [
  // Invisible characters inside a word.
  word('mo\u200bron', 'zero-width space'),
  word('mor\u200don', 'zero-width joiner'),
  word('lo\u2060ser', 'word joiner'),
  word('sc\ufeffam', 'byte order mark'),
  word('fr\u180eaud', 'Mongolian vowel separator'),
  word('ch\u2063eater', 'invisible separator'),
  word('th\u00adi\u00adef', 'two soft hyphens'),
  word('id\u0301iot', 'combining acute accent'),
  word('mor\u0323on', 'combining dot below'),
  word('ṡcammer', 'precomposed accent'),
  // Look-alikes from other scripts and styles.
  word('\u0455cam', 'Cyrillic ѕ'),
  word('\u0441heater', 'Cyrillic с'),
  word('fr\u0430ud', 'Cyrillic а'),
  word('l\u043es\u0435r', 'Cyrillic о and е'),
  word('m\u03bfr\u03bfn', 'Greek ο'),
  word('\u0456d\u0456ot', 'Cyrillic і'),
  word('\u1d05\u026a\u1d04\u1d0b', 'small capitals'),
  word('\ud835\udc22\ud835\udc1d\ud835\udc22\ud835\udc28\ud835\udc2d', 'mathematical bold'),
  word('\ud835\udcc8\ud835\udcb8\ud835\udcb6\ud835\udcc2', 'mathematical script'),
  word('\uff29\uff24\uff29\uff2f\uff34', 'fullwidth letters'),
  word('\u24d8\u24d3\u24d8\u24de\u24e3', 'circled letters'),
  word('\u0455\u0441\u0430m', 'mostly Cyrillic'),
  // Stand-ins and spacing.
  word('sc@mm3r', 'at sign and digit'),
  word('1d10t', 'digits'),
  word('l0s3r', 'digits'),
  word('$cam', 'dollar sign'),
  word('i d i o t', 'letters spaced out'),
  word('f.r.a.u.d', 'letters dotted'),
  word('M-O-R-O-N', 'letters hyphenated'),
  word('IDIOT', 'capitals'),
  // Hinglish, disguised.
  word('ch\u00adutiya', 'Hinglish, soft hyphen'),
  word('chut\u0456ya', 'Hinglish, Cyrillic і'),
  word('g\u0430ndu', 'Hinglish, Cyrillic а'),
  word('k@mina', 'Hinglish, at sign'),
  word('h@r@mi', 'Hinglish, at signs'),
  word('b e w a k o o f', 'Hinglish, spaced out'),
  word('bh\u200bosdike', 'Hinglish, zero-width space'),
  word('r\u0430nd\u0456', 'Hinglish, Cyrillic letters'),
  word('naláyak', 'Hinglish, accent'),
  word('tatt\u0456', 'Hinglish, Cyrillic і'),
  // Links.
  link('evil\uff0ecom', 'fullwidth full stop'),
  link('evil\uff61com', 'halfwidth ideographic full stop'),
  link('evil\u2024com', 'one dot leader'),
  link('evil(dot)com', 'spelt-out dot'),
  link('evil (.) com', 'dot in parentheses'),
  link('evil [dot] io', 'bracketed dot word'),
  link('hxxps://evil.example', 'a made-up scheme'),
  link('ftp://files', 'another scheme'),
  link('http://192.168.1.1', 'a private address'),
  link('8.8.8.8', 'a bare address'),
  link('www .evil', 'www with a space'),
  link('bit . ly/abc', 'spaced dots before a known domain'),
  link('ev\u0456l.com', 'Cyrillic і in the name'),
  link('\u0435vil.shop', 'Cyrillic е, a newer domain'),
  link('evil.\u0441om', 'Cyrillic с in the domain'),
  link('my-site.store', 'a hyphenated name'),
  link('join discord\u3002gg', 'ideographic full stop, no path'),
  link('t.me/channel', 'a short domain'),
  link('insta.gram', 'a dotted name'),
  link('ev\u200bil.c\u200bom', 'zero-width spaces'),
]

/**
 * What a third review slipped past the filters: the dotless ı, a word cut into fragments or
 * stretched, blank-rendering characters inside it, separator marks and the spelt-out dot in an address.
 */
export const THIRD_REVIEW_BYPASSES: readonly BypassAttempt[] = [
  word('\u0131d\u0131ot', 'dotless ı'),
  word('fu ck', 'a word split by a space'),
  word('sc-am', 'a word split by a hyphen'),
  word('mo_ron', 'a word split by an underscore'),
  word("lo'ser", 'a word split by an apostrophe'),
  word('fr*aud', 'a word split by an asterisk'),
  word('b u l l shit', 'letters and a fragment'),
  word('fuuuuck', 'stretched letters'),
  word('id\u0131ooot', 'stretched, with a dotless ı'),
  word('i\u2800diot', 'Braille blank'),
  word('sc\u{1D159}am', 'musical null notehead'),
  word('f\u2022u\u2022c\u2022k', 'bullets between letters'),
  link('evil\u00b7com', 'middle dot'),
  link('evil\u2022com', 'bullet'),
  link('evil\u2219com', 'bullet operator'),
  link('evil\u22c5com', 'dot operator'),
  link('evil\u2027com', 'hyphenation point'),
  link('evil\u30fbcom', 'katakana middle dot'),
  link('evil\u0964com', 'Devanagari danda'),
  link('evil\u06d4com', 'Urdu full stop'),
  link('evil dot com', 'the word dot'),
  link('evil d0t in', 'the word d0t'),
]

export const BYPASS_ATTEMPTS: readonly BypassAttempt[] = [
  ...REVIEWED_BYPASSES,
  ...OWN_BYPASSES,
  ...THIRD_REVIEW_BYPASSES,
]
