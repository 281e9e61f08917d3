import { expect, it } from 'vitest'
import { bid, startAuction } from '../../support/auctions'
import { buyPaidCard, createCard, getFreeCard } from '../../support/cards'
import { createCreatorAccount, createVerifiedAccount, type TestAccount } from '../../support/factories'
import { allowBackToBackUses, submitUse } from '../../support/stream'
import { describeOnEachDialect, useTestServer } from '../../support/use-test-server'

// The mail an account gets speaks the account's language (users.locale), subject and body, whoever's
// request caused it: a streamer in English rejecting a Hindi viewer's card, an English bidder
// outbidding a Hindi one. An English account gets the same mails in English.
describeOnEachDialect('mail in the account’s language on %s', (dialect) => {
  const { server, client } = useTestServer(dialect)
  const ENGLISH = { 'accept-language': 'en-IN' }

  async function rejectedUse(viewer: TestAccount) {
    const creator = await createCreatorAccount(server)
    await allowBackToBackUses(server.app.db, creator.userId)
    const card = await createCard(client, creator, {
      cardTitle: 'Gaana',
      description: 'Ek gaana',
      duration: 30,
    })
    const purchase = await getFreeCard(client, viewer, card)
    // Edited text waits for the streamer's approval; the streamer, in English, rejects it.
    const held = await submitUse(client, viewer, card, purchase._id, { cardTitle: 'Mera gaana' })
    const rejected = await client.post(
      `/auth/user/stream-queue/${held.body.useId}/reject`,
      { reason: 'Not tonight' },
      { token: creator.token, headers: ENGLISH },
    )
    expect(rejected.status).toBe(200)
    // The streamer's own answer is in the streamer's language.
    expect(rejected.body).toMatchObject({ message: 'Rejected: the card went back to the viewer.' })
  }

  it('mails a hi-IN viewer their rejected card in Hindi, and an en-IN viewer in English', async () => {
    const hindi = await createVerifiedAccount(server, { locale: 'hi-IN' })
    await rejectedUse(hindi)
    const mail = await server.smtp.waitForMail(hindi.emailId, { subject: /Mera gaana/ })
    expect(mail.subject).toBe('आपका कार्ड अस्वीकार हुआ: Mera gaana')
    expect(mail.text).toContain(`नमस्ते ${hindi.username},`)
    expect(mail.text).toContain('स्ट्रीमर ने आपका कार्ड Mera gaana अस्वीकार कर दिया, इसलिए यह स्ट्रीम पर नहीं दिखा।')
    // The streamer's reason, as they wrote it.
    expect(mail.text).toContain('वजह: Not tonight')
    expect(mail.text).toContain('आपके कार्ड कहाँ हैं: ')
    expect(mail.text).not.toMatch(/Hello|The streamer rejected|Reason:/)

    const english = await createVerifiedAccount(server)
    await rejectedUse(english)
    const englishMail = await server.smtp.waitForMail(english.emailId, { subject: /Mera gaana/ })
    expect(englishMail.subject).toBe('Your card was rejected: Mera gaana')
    expect(englishMail.text).toContain(
      'The streamer rejected your card Mera gaana, so it did not show on stream.',
    )
  })

  it('mails a hi-IN bidder that they were outbid in Hindi', async () => {
    const streamer = await createCreatorAccount(server)
    const card = await createCard(client, streamer, { cardTitle: 'Bollywood gaana' })
    const auction = await startAuction(client, streamer, { cardId: card._id, reserve: 150 })
    const hindi = await createVerifiedAccount(server, { locale: 'hi-IN' })
    const english = await createVerifiedAccount(server)
    expect((await bid(client, hindi, auction.id, 150)).status).toBe(201)
    expect((await bid(client, english, auction.id, 160)).status).toBe(201)
    const mail = await server.smtp.waitForMail(hindi.emailId, { subject: /Bollywood gaana/ })
    expect(mail.subject).toBe('आपसे ऊँची बोली लगी: Bollywood gaana')
    expect(mail.text).toContain('किसी ने Bollywood gaana पर ₹160 की बोली लगाई: सबसे ऊँची बोली अब आपकी नहीं है।')
    // The deadline in IST, with the month in Hindi.
    expect(mail.text).toMatch(
      /बोली \d{1,2} (जनवरी|फ़रवरी|मार्च|अप्रैल|मई|जून|जुलाई|अगस्त|सितंबर|अक्टूबर|नवंबर|दिसंबर) \d{4}, \d{1,2}:\d{2} (पूर्वाह्न|अपराह्न) IST पर खत्म होगी/,
    )
    expect(mail.text).toContain(`/auctions/${auction.id}`)
  })

  it('mails a hi-IN buyer the receipt of a paid card in Hindi, the amount as every receipt writes it', async () => {
    const creator = await createCreatorAccount(server)
    const card = await createCard(client, creator, { cardTitle: 'Dance', price: 49 })
    const buyer = await createVerifiedAccount(server, { locale: 'hi-IN' })
    await buyPaidCard(client, buyer, card)
    const mail = await server.smtp.waitForMail(buyer.emailId, { subject: /Dance/ })
    expect(mail.subject).toBe('आपकी Cardcast रसीद: Dance')
    expect(mail.text).toContain('आपकी खरीद के लिए धन्यवाद। यह आपकी रसीद है।')
    expect(mail.text).toContain('भुगतान की गई रकम: ₹49.00')
    expect(mail.text).toContain(`स्ट्रीमर: ${creator.username}`)
  })
})
