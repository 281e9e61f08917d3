import { randomBytes } from 'node:crypto'
import { PRESET_CARD_IMAGES, type Rarity } from '../contract/constants'
import { rupeesToPaise } from '../contract/money'
import type { AppServices } from './app-services'
import { hasNoAccounts } from './db/probes'
import { hashPassword } from './modules/accounts'

const DEMO_CARDS: Array<{
  title: string
  description: string
  rarity: Rarity
  price: number
  categories: string[]
}> = [
  {
    title: 'Say hi to chat',
    description: 'The streamer greets you by name on stream',
    rarity: 'Common',
    price: 0,
    categories: ['Reward'],
  },
  {
    title: 'Hydrate!',
    description: 'Streamer takes a big sip of water',
    rarity: 'Common',
    price: 0,
    categories: ['Challenge'],
  },
  {
    title: 'Pistols only',
    description: 'Next round with pistols only',
    rarity: 'Rare',
    price: 29,
    categories: ['Challenge'],
  },
  {
    title: 'Silent round',
    description: 'No talking for one full round',
    rarity: 'Common',
    price: 19,
    categories: ['Punishment'],
  },
  {
    title: '10 push-ups',
    description: 'Drop and give me ten, right now',
    rarity: 'Rare',
    price: 49,
    categories: ['Punishment', 'Challenge'],
  },
  {
    title: 'Song request',
    description: 'Pick the next song on stream',
    rarity: 'Rare',
    price: 59,
    categories: ['Reward'],
  },
  {
    title: 'Accent for 5 minutes',
    description: 'Talk in an accent of chat’s choice',
    rarity: 'Epic',
    price: 99,
    categories: ['Challenge'],
  },
  {
    title: 'Choose my loadout',
    description: 'You pick the loadout for the next match',
    rarity: 'Epic',
    price: 149,
    categories: ['Reward', 'Challenge'],
  },
  {
    title: 'No HUD round',
    description: 'Play one round with the HUD turned off',
    rarity: 'Epic',
    price: 129,
    categories: ['Punishment'],
  },
  {
    title: 'Shout-out',
    description: 'A shout-out and a follow on your channel',
    rarity: 'Legendary',
    price: 249,
    categories: ['Reward'],
  },
  {
    title: 'Controller swap',
    description: 'Play with inverted controls for 10 minutes',
    rarity: 'Legendary',
    price: 299,
    categories: ['Punishment', 'Challenge'],
  },
  {
    title: 'Complete 5 headshots',
    description: 'Complete 5 headshots in the next 10 minutes. Bonus XP: 500',
    rarity: 'Legendary',
    price: 199,
    categories: ['Challenge'],
  },
]

/**
 * On an empty embedded database, seeds a demo creator, a demo viewer and a dozen cards so that a
 * newcomer sees a living market. SEED_DEMO=0 turns it off; on PostgreSQL it runs only with SEED_DEMO=1.
 */
export async function seedDemoIfEmpty(
  app: Pick<AppServices, 'config' | 'database' | 'db' | 'users' | 'cards' | 'catalogue'>,
  log: { info(msg: string): void },
): Promise<void> {
  const wanted = app.config.seedDemo ?? app.database.dialect === 'sqlite'
  if (!wanted) return
  if (!(await hasNoAccounts(app.db))) return

  // 12 random characters (72 bits): past the users' 8-character minimum and every common-password list.
  const creatorPassword = randomBytes(9).toString('base64url')
  const viewerPassword = randomBytes(9).toString('base64url')
  const creator = await app.users.create({
    username: 'DemoStreamer',
    email: 'creator@demo.cardcast',
    passwordHash: await hashPassword(creatorPassword),
    userType: 'creator',
    isVerified: true,
  })
  // On Creator Pro without an end date, so that the demo's priced cards can be bought.
  await app.users.update(creator.id, {
    description: 'A demo streamer with a deck of challenges and rewards.',
    plan: 'pro',
    pro_until: null,
  })
  await app.users.create({
    username: 'DemoViewer',
    email: 'viewer@demo.cardcast',
    passwordHash: await hashPassword(viewerPassword),
    isVerified: true,
  })
  for (const [index, card] of DEMO_CARDS.entries()) {
    await app.cards.create({
      title: card.title,
      description: card.description,
      imageUrl: PRESET_CARD_IMAGES[index % PRESET_CARD_IMAGES.length] as string,
      categories: card.categories,
      rarity: card.rarity,
      pricePaise: rupeesToPaise(card.price),
      durationSeconds: 10,
      creatorId: creator.id,
      creatorName: creator.username,
      streamerEmail: creator.email,
    })
  }
  app.catalogue.invalidate()
  log.info(
    [
      'Seeded demo data (shown once; SEED_DEMO=0 turns this off):',
      `  creator  creator@demo.cardcast  password ${creatorPassword}`,
      `  viewer   viewer@demo.cardcast   password ${viewerPassword}`,
    ].join('\n'),
  )
}
