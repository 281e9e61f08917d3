import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { DEFAULT_SITE_DESCRIPTION } from '../../contract/constants'
import { formatDate, formatDateTime } from '../../contract/dates'
import { hindiDates, hindiMessages, hindiPatterns } from '../../contract/hindi-messages'
import { authMessages, limitMessages } from '../../contract/messages'
import { noticeMailSubjects } from '../../contract/notice-mail'
import { MARKET_NAME } from '../../contract/paths'
import { generalSettingsSchema } from '../../contract/settings'
import { streamMessages, waitingLabel } from '../../contract/stream'
import { subscriptionMessages } from '../../contract/subscriptions'
import { translateMessage } from '../../contract/translate'
import { contractMessages, SAMPLE_LABEL } from '../support/contract-messages'

// The Hindi catalogue (contract/hindi-messages.ts) against every message the contract and the server
// write (tests/support/contract-messages.ts): none without Hindi, none left over, and a few read in
// full.

const { messages, labels, unsampled } = await contractMessages()
const hindi = (message: string) => translateMessage(message, 'hi-IN')
const DEVANAGARI = /[\u0900-\u097f]/

describe('the Hindi catalogue', () => {
  it('finds the messages it checks: the message objects, the inline zod messages, the server’s own', () => {
    // A walk that found nothing would pass everything below.
    expect(messages.size).toBeGreaterThan(800)
    expect(messages.get(authMessages.invalidCredentials)?.fixed).toBe(true)
    expect(messages.get('Choose English or Hindi.')?.where).toMatch(/^contract\/locale\.ts:/)
    expect(messages.get('Request body is too large.')?.where).toMatch(/^server\/plugins\/errors\.ts:/)
    expect(messages.get('Link must be at most 2048 characters.')?.fixed).toBe(true)
    expect(messages.get(`${SAMPLE_LABEL} must be text.`)?.fixed).toBe(false)
    expect(labels.has('Grievance officer email')).toBe(true)
  })

  it('has samples for every message function, so that each of its shapes is checked', () => {
    expect(unsampled).toEqual([])
  })

  it('has Hindi for every message: fixed texts exactly, messages built from values by a pattern', () => {
    const missing = [...messages]
      .filter(([message, { fixed }]) =>
        fixed ? hindiMessages[message] === undefined : hindi(message) === message,
      )
      .map(([message, { where }]) => `${where}: ${message}`)
    expect(missing).toEqual([])
  })

  it('has Hindi for every label a message is built from', () => {
    expect([...labels.keys()].filter((label) => hindiMessages[label] === undefined)).toEqual([])
  })

  it('holds no entry whose English is no longer written anywhere', () => {
    const stale = Object.keys(hindiMessages).filter(
      (english) => !messages.has(english) && !labels.has(english),
    )
    expect(stale).toEqual([])
  })

  it('writes Devanagari, keeping only names and codes as they are, and says आप, never तुम', () => {
    const unchanged = Object.entries(hindiMessages)
      .filter(([english, text]) => !DEVANAGARI.test(text) && text === english)
      .map(([english]) => english)
    expect(unchanged.sort()).toEqual(['Cardcast', 'Creator Pro', 'GSTIN', 'SAC', 'since', 'until'])
    expect(
      Object.values(hindiMessages).filter((text) => !DEVANAGARI.test(text) && !unchanged.includes(text)),
    ).toEqual([])
    expect(Object.values(hindiMessages).filter((text) => /तुम|तेरा|तेरी/.test(text))).toEqual([])
  })

  it('matches whole messages only', () => {
    for (const [pattern] of hindiPatterns) expect(pattern.source).toMatch(/^\^.*\$$/)
  })
})

describe('translateMessage', () => {
  it('answers English for English, and English for a message it does not know', () => {
    expect(translateMessage(authMessages.invalidCredentials, 'en-IN')).toBe(authMessages.invalidCredentials)
    expect(hindi('Something nobody wrote.')).toBe('Something nobody wrote.')
  })

  it('reads a few in full', () => {
    expect(hindi(authMessages.invalidCredentials)).toBe('ईमेल या पासवर्ड गलत है।')
    expect(hindi(authMessages.otpTriesLeft(1))).toBe('1 कोशिश बाकी।')
    expect(hindi(authMessages.otpTriesLeft(3))).toBe('3 कोशिशें बाकी।')
    expect(hindi(streamMessages.usableIn(7260))).toBe('आप यह कार्ड यहाँ 2 घंटे 1 मिनट में इस्तेमाल कर सकते हैं।')
    expect(hindi(waitingLabel(2))).toBe('स्ट्रीम का इंतज़ार (कतार में दूसरे स्थान पर)')
    expect(hindi(streamMessages.anonymousViewer)).toBe('एक दर्शक')
  })

  it('keeps the brand, rupees and the users’ own names as they are', () => {
    expect(hindi(noticeMailSubjects.proReceipt)).toBe('आपकी Cardcast रसीद: Creator Pro')
    expect(hindi(noticeMailSubjects.auctionWon('₹1,250', '10:02 pm IST'))).toBe(
      'आप जीत गए: 10:02 अपराह्न IST तक ₹1,250 का भुगतान करें',
    )
    // A name that looks like a message stays the name.
    expect(hindi(noticeMailSubjects.outbid('You were outbid: Golden mic'))).toBe(
      'आपसे ऊँची बोली लगी: You were outbid: Golden mic',
    )
  })

  it('writes dates with Hindi months, in IST as every screen does', () => {
    expect(hindiDates(formatDateTime('2026-12-06T17:10:00.000Z'))).toBe('6 दिसंबर 2026, 10:40 अपराह्न IST')
    expect(hindi(subscriptionMessages.cancelled(formatDate('2027-01-06T00:00:00.000Z')))).toBe(
      'सदस्यता रद्द हो गई। आपके फ़ायदे 6 जनवरी 2027 तक रहेंगे; अब कोई और शुल्क नहीं लगेगा।',
    )
    expect(hindi(limitMessages.tryAgainAt('9:05 am IST'))).toBe('आप 9:05 पूर्वाह्न IST पर फिर कोशिश कर सकते हैं।')
  })

  it("translates a zod message built from a field's label, label and all", () => {
    const parsed = generalSettingsSchema.safeParse({
      siteName: 42,
      siteDescription: '',
      siteLogo: '',
      favicon: '',
    })
    const message = parsed.error?.issues[0]?.message ?? ''
    expect(message).toBe('Site name must be text.')
    expect(hindi(message)).toBe('साइट का नाम टेक्स्ट होना चाहिए।')
  })
})

describe('the contract texts the shell shows through Lingui', () => {
  // The default site description (src/app/routes/root-layout.tsx) and the market's name in the menus
  // (src/app/shell/nav-items.ts) are Lingui messages in the app: the entry every page loads does not
  // carry this dictionary. The server and the pages that load it say them through translateMessage:
  // both must read the same, in English and in Hindi.
  const shell = readFileSync(join(import.meta.dirname, '../../src/locales/hi-IN/shell.po'), 'utf8')
  const shellHindi = (english: string) =>
    new RegExp(`^msgid "${english}"\\nmsgstr "(.*)"$`, 'm').exec(shell)?.[1]

  it('has the same Hindi in the shell catalogue as in the contract’s dictionary', () => {
    expect(shellHindi(DEFAULT_SITE_DESCRIPTION)).toBe('आपका कार्ड प्लेटफ़ॉर्म')
    expect(shellHindi(DEFAULT_SITE_DESCRIPTION)).toBe(hindiMessages[DEFAULT_SITE_DESCRIPTION])
    expect(shellHindi(MARKET_NAME)).toBe('ट्रेंडिंग कार्ड')
    expect(shellHindi(MARKET_NAME)).toBe(hindiMessages[MARKET_NAME])
  })
})
