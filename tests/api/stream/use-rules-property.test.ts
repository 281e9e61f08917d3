import fc from 'fast-check'
import { afterAll, expect, it } from 'vitest'
import { cardMessages } from '../../../contract/card-messages'
import type { Card } from '../../../contract/cards'
import type { OwnedCard } from '../../../contract/purchases'
import { refundMessages } from '../../../contract/refunds'
import {
  SKIP_GIVE_BACK_SECONDS,
  type StreamQueue,
  type StreamUse,
  streamMessages,
  type UseReadiness,
  type UseStatus,
  type ViewerTextMode,
} from '../../../contract/stream'
import { createCard } from '../../support/cards'
import { createCreatorAccount, createVerifiedAccount, type TestAccount } from '../../support/factories'
import type { JsonResponse } from '../../support/http'
import { createClockFile, refundPurchase } from '../../support/money'
import { type OverlayStream, openOverlayStream, reportShown } from '../../support/overlay'
import { setStreamSettings, streamKeyOf } from '../../support/stream'
import { describeOnEachDialect, useTestServer } from '../../support/use-test-server'

// The rules of taking a free card and using a purchase, over random sequences of what viewers and
// streamers do, run against the real server over HTTP: viewers take free cards (some refused: an
// unused free copy held, a priced card, an unknown one), buy the priced card, use their purchases
// (with their own text, edited text, a blocked word or a link; with no idempotency key, a new one,
// an earlier one, or the same call twice) and other viewers' (404), and withdraw their waiting uses;
// streamers approve, reject, clear and skip what shows (giving the card back, keeping it, or leaving
// it to the rule: a paid card only just on screen goes back); an overlay, when the run has one, reports the card it was sent
// (or an older one); an administrator refunds a paid purchase; and time passes (the server's test
// clock, CLOCK_OFFSET_FILE), by more than every cooldown and wait.
//
// A small model says what each answer must be, to the status and the contract's message, and what
// every overlay must have been sent. After each step, the My Cards and Live pages it may have changed
// must be the model's (every queue action answers its Live page too); after each sequence, all of
// them, the stored uses and purchases (each use answered stored once and no other, no purchase with
// two uses on their way), and each viewer's use-readiness (uses waiting against the cap, the cards
// cooling down). No Live page ever shows a viewer with more uses waiting than the streamer allows.
//
// It pins today's take and use path, which is the spec (docs/stream-control.md), on SQLite and
// PostgreSQL. Each run has streamers, cards and viewers of its own, so runs share nothing but the
// server and its clock (set back to 0 at each start), and a failing sequence shrinks.

/** The clock moves by this: past every cooldown (≤ 2 h), wait (1 h) and card slot here. */
const TIME_STEP_MS = 3 * 3600_000
const CARD_COOLDOWN_SECONDS = 7200
/** Shorter than the card's: when both wait, the card's is the longer, and its message is the one. */
const VIEWER_COOLDOWN_SECONDS = 3600
/** What a cooldown's seconds left may lose to the real time a run takes. */
const SLACK_SECONDS = 120
/** The longest a card shows: a use reported on screen stays 'showing' through a run, not past a step of time. */
const DURATION_SECONDS = 60
const PAID_RUPEES = 25
const VIEWERS = 2
const BLOCKED_WORD = 'pineapple'
const REJECT_REASON = 'Not tonight'

type TextKind = 'own' | 'edited' | 'blocked' | 'link'
/** No key, a new one, the key of this purchase's last keyed call, or one new key sent twice. */
type KeyKind = 'none' | 'fresh' | 'again' | 'twice'

/** The viewer's text for each kind (own: none sent, the card's). */
const TEXTS: Record<TextKind, { cardTitle?: string }> = {
  own: {},
  edited: { cardTitle: 'Play my song' },
  blocked: { cardTitle: 'Pineapple time' },
  link: { cardTitle: 'Go to scam.in now' },
}

interface StreamerPlan {
  mode: ViewerTextMode
  /** maxWaitingPerViewer. */
  cap: number
  /** defaultViewerCooldownSeconds (the cards' own viewer cooldown is the default). */
  viewerCooldown: number
  maxWaitMinutes: number
  /** An overlay connected for the whole run (it reports only when a step says so), or none. */
  overlay: boolean
}

/**
 * `pick` counts from the newest (purchase, use, card event) of the run; `foreign`: someone else
 * acts on it (another viewer, the other streamer); `waiting`: the pick is among the uses an action
 * could still move (held for approve; held or in line for withdraw and reject).
 */
type Step =
  | { kind: 'take'; viewer: number; card: number; variant: 'free' | 'priced' | 'mismatch' | 'unknown' }
  | { kind: 'buy'; viewer: number }
  | {
      kind: 'use'
      pick: number
      /** The pick is among the purchases not used (refunded or not). */
      unused: boolean
      foreign: boolean
      wrongCard: boolean
      text: TextKind
      key: KeyKind
    }
  | { kind: 'withdraw'; pick: number; foreign: boolean; waiting: boolean }
  | { kind: 'approve' | 'reject'; pick: number; foreign: boolean; waiting: boolean }
  | { kind: 'clear'; streamer: number }
  | { kind: 'skip'; streamer: number; giveBack: 'yes' | 'no' | 'default' }
  | { kind: 'report'; streamer: number; pick: number }
  | { kind: 'refund'; pick: number }
  | { kind: 'time' }

const weighted = <T>(...choices: Array<[number, T]>) =>
  fc.oneof(...choices.map(([weight, value]) => ({ weight, arbitrary: fc.constant(value) })))
const rarely = weighted([6, false], [1, true])
/** An index counted from the newest: mostly the newest, where the action is. */
const recent = fc.oneof({ weight: 3, arbitrary: fc.constant(0) }, { weight: 2, arbitrary: fc.nat(5) })
const viewer = fc.nat(VIEWERS - 1)
const streamer = fc.nat(1)

const streamerPlan: fc.Arbitrary<StreamerPlan> = fc.record({
  mode: fc.constantFrom<ViewerTextMode>('approve', 'live', 'card-only'),
  cap: weighted([3, 1], [2, 2], [1, 3]),
  viewerCooldown: fc.constantFrom(0, VIEWER_COOLDOWN_SECONDS),
  maxWaitMinutes: fc.constantFrom(0, 60),
  overlay: fc.boolean(),
})

const usually = weighted([3, true], [1, false])
const step: fc.Arbitrary<Step> = fc.oneof(
  {
    weight: 5,
    arbitrary: fc.record({
      kind: fc.constant('take' as const),
      viewer,
      card: fc.nat(2),
      variant: weighted<Extract<Step, { kind: 'take' }>['variant']>(
        [12, 'free'],
        [1, 'priced'],
        [1, 'mismatch'],
        [1, 'unknown'],
      ),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('buy' as const), viewer }) },
  {
    weight: 9,
    arbitrary: fc.record({
      kind: fc.constant('use' as const),
      pick: recent,
      unused: usually,
      foreign: weighted([9, false], [1, true]),
      wrongCard: weighted([12, false], [1, true]),
      text: weighted<TextKind>([3, 'own'], [3, 'edited'], [2, 'blocked'], [1, 'link']),
      key: weighted<KeyKind>([2, 'none'], [3, 'fresh'], [2, 'again'], [2, 'twice']),
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('withdraw' as const),
      pick: recent,
      foreign: rarely,
      waiting: usually,
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constantFrom('approve' as const, 'reject' as const),
      pick: recent,
      foreign: rarely,
      waiting: usually,
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('clear' as const), streamer }) },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('skip' as const),
      streamer,
      giveBack: weighted<'yes' | 'no' | 'default'>([1, 'yes'], [1, 'no'], [2, 'default']),
    }),
  },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('report' as const), streamer, pick: recent }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('refund' as const), pick: recent }) },
  { weight: 4, arbitrary: fc.constant({ kind: 'time' as const }) },
)

// ---- the model ----

interface MStreamer extends StreamerPlan {
  account: TestAccount
  key: string
  stream?: OverlayStream
  /**
   * Every card event its overlay must have been sent, in order (a use sent again is sent twice), and
   * whether it names its viewer ('approve' mode: once the streamer approved a use of theirs).
   */
  sends: Array<{ use: MUse; named: boolean; eventId?: number }>
  /** The viewers the streamer approved a use of. */
  approved: Set<number>
  /** Every control event its overlay must have been sent: drops of cards sent and taken back. */
  controls: Array<{ action: string; eventIds: number[] }>
}
interface MCard {
  card: Card
  streamer: MStreamer
  paid: boolean
  cooldown: number
}
interface MPurchase {
  id: string
  viewer: number
  card: MCard
  used: boolean
  usedAt: string | null
  useKey: string | null
  /** The key of the last call that sent one, for 'again'. */
  lastKey?: string
  refunded: boolean
}
/**
 * A stored use: 'sent' is in line, its card out to the overlay and not yet reported on screen;
 * 'skipped' was on screen and ended early, kept used.
 */
type UseState = 'held' | 'queued' | 'sent' | 'shown' | 'skipped' | 'rejected'
interface MUse {
  id: string
  purchase: MPurchase
  viewer: number
  card: MCard
  streamer: MStreamer
  title: string
  description: string
  viewerText: boolean
  flag: string | null
  state: UseState
  reason: string | null
  createdEpoch: number
  /** The line's order: when it began to wait (a counter), and whether it was put back in front. */
  waitingSince: number
  waitingEpoch: number
  front: boolean
  attempts: number
  /** Its card event, while sent (and after: a returned use keeps it). */
  eventId: number | null
  sentEpoch: number
  shownEpoch: number
  shownAt: string | null
}

interface Run {
  streamers: MStreamer[]
  cards: MCard[]
  viewers: TestAccount[]
  purchases: MPurchase[]
  uses: MUse[]
  epoch: number
  tick: number
  keys: number
  name: string
  /** Whose My Cards and which Live pages the step may have changed: read after it. */
  touched: { viewers: Set<number>; streamers: Set<MStreamer> }
}

/** What a viewer and the Live page call a use now. */
function statusOf(run: Run, use: MUse): UseStatus {
  if (use.state === 'sent') return 'queued'
  if (use.state === 'shown') return use.shownEpoch === run.epoch ? 'showing' : 'shown'
  return use.state
}

/** The streamer's line in the order it is served: the one sent, then the front, then by waiting time. */
function lineOf(run: Run, s: MStreamer): MUse[] {
  const rank = (use: MUse) => (use.state === 'sent' ? 0 : use.front ? 1 : 2)
  return run.uses
    .filter((use) => use.streamer === s && (use.state === 'queued' || use.state === 'sent'))
    .sort((a, b) => rank(a) - rank(b) || a.waitingSince - b.waitingSince)
}

function returnUse(use: MUse, reason: string) {
  use.state = 'rejected'
  use.reason = reason
  use.purchase.used = false
  use.purchase.usedAt = null
  use.purchase.useKey = null
}

function send(run: Run, use: MUse) {
  use.state = 'sent'
  use.front = false
  use.sentEpoch = run.epoch
  use.eventId = null // known once the overlay has it (settleOverlays)
  const s = use.streamer
  s.sends.push({ use, named: s.mode !== 'approve' || s.approved.has(use.viewer) })
}

/**
 * The line moves on (advanceLine): a sent card past its time goes back to the front once, then to
 * its viewer; while the stream is off, a use that waited past maxWaitMinutes goes back; while it is
 * on and no card is out, the first in line is sent. Past times are earlier epochs: a step of time
 * passes all of them, and nothing within one run's real seconds reaches one.
 */
function advance(run: Run, s: MStreamer) {
  const live = s.stream !== undefined
  const dropped: number[] = []
  let onItsWay = false
  for (const use of lineOf(run, s).filter((u) => u.state === 'sent')) {
    if (use.sentEpoch === run.epoch) {
      onItsWay = true
      continue
    }
    dropped.push(use.eventId as number)
    if (use.attempts === 0) {
      use.state = 'queued'
      use.front = true
      use.attempts = 1
      use.eventId = null
    } else returnUse(use, streamMessages.notShownReason)
  }
  if (!live && s.maxWaitMinutes > 0) {
    for (const use of lineOf(run, s)) {
      if (use.state === 'queued' && use.waitingEpoch < run.epoch) returnUse(use, streamMessages.offlineReason)
    }
  }
  if (dropped.length > 0) s.controls.push({ action: 'drop', eventIds: dropped })
  const first = lineOf(run, s)[0]
  if (live && !onItsWay && first) send(run, first)
}

/** The cooldown a use of the card by the viewer meets now: the card's, else the viewer's. */
function cooldownOf(run: Run, viewerIndex: number, c: MCard) {
  const counts = (use: MUse) => use.state !== 'rejected' && use.createdEpoch === run.epoch
  if (c.cooldown > 0 && run.uses.some((use) => use.card === c && counts(use)))
    return { seconds: c.cooldown, message: streamMessages.cardCooldown }
  const s = c.streamer
  if (
    s.viewerCooldown > 0 &&
    run.uses.some((use) => use.streamer === s && use.viewer === viewerIndex && counts(use))
  )
    return { seconds: s.viewerCooldown, message: streamMessages.viewerCooldown }
  return undefined
}

const waitingOf = (run: Run, viewerIndex: number, s: MStreamer) =>
  run.uses.filter(
    (use) =>
      use.streamer === s && use.viewer === viewerIndex && ['held', 'queued', 'sent'].includes(use.state),
  ).length

/** What the moderation makes of the viewer's text (moderation.ts), or its refusal. */
function moderate(s: MStreamer, c: MCard, text: TextKind) {
  const own = { title: c.card.cardTitle, description: c.card.description, viewerText: false, flag: null }
  if (s.mode === 'card-only' || text === 'own') return { ...own, hold: false }
  if (text === 'link') return { refused: streamMessages.linksRefused }
  const flag = text === 'blocked' ? `${streamMessages.blockedWord}: “${BLOCKED_WORD}”` : null
  return {
    title: TEXTS[text].cardTitle as string,
    description: c.card.description,
    viewerText: true,
    flag,
    hold: s.mode === 'approve' || flag !== null,
  }
}

// ---- what the API shows, and what the model says it must ----

const fieldsOfUse = (use: StreamUse) => ({
  id: use.id,
  transactionId: use.transactionId,
  cardId: use.cardId,
  title: use.title,
  description: use.description,
  viewer: use.viewer,
  viewerText: use.viewerText,
  flag: use.flag,
  status: use.status,
  place: use.place,
  sent: use.sent,
  reason: use.reason,
})
const queueFields = (queue: StreamQueue) => ({
  live: queue.live,
  paused: queue.paused,
  showing: queue.showing && fieldsOfUse(queue.showing),
  queue: queue.queue.map(fieldsOfUse),
  held: queue.held.map(fieldsOfUse),
  history: queue.history.map(fieldsOfUse),
})

function modelUseFields(run: Run, use: MUse, place: number | null = null): ReturnType<typeof fieldsOfUse> {
  return {
    id: use.id,
    transactionId: use.purchase.id,
    cardId: use.card.card._id,
    title: use.title,
    description: use.description,
    viewer: (run.viewers[use.viewer] as TestAccount).username,
    viewerText: use.viewerText,
    flag: use.flag,
    status: statusOf(run, use),
    place,
    sent: use.state === 'sent',
    reason: use.reason,
  }
}

/** The Live page (liveQueue.read): the line, the held, the latest on screen, the history. */
function modelQueue(run: Run, s: MStreamer): ReturnType<typeof queueFields> {
  const mine = run.uses.filter((use) => use.streamer === s)
  const byNewest = [...mine].reverse()
  // The latest reported of those whose time is not up (a run reports faster than cards show).
  const showing = byNewest
    .filter((use) => statusOf(run, use) === 'showing')
    .sort((a, b) => (b.shownAt ?? '').localeCompare(a.shownAt ?? ''))[0]
  return {
    live: s.stream !== undefined,
    paused: false,
    showing: showing ? modelUseFields(run, showing) : null,
    queue: lineOf(run, s).map((use, index) => modelUseFields(run, use, index + 1)),
    held: mine.filter((use) => use.state === 'held').map((use) => modelUseFields(run, use)),
    history: byNewest
      .filter((use) => ['rejected', 'shown', 'skipped'].includes(statusOf(run, use)))
      .map((use) => modelUseFields(run, use)),
  }
}

const ownedFields = (card: OwnedCard) => ({
  transactionId: card.transactionId,
  cardId: card._id,
  isUsed: card.isUsed,
  usedAt: card.usedAt,
  refunded: card.refundedAt !== null,
  useStatus: card.useStatus,
  useId: card.useId,
  queuePlace: card.queuePlace,
  sent: card.startsAt !== null,
  shownAt: card.shownAt,
  usedTitle: card.usedTitle,
  returnedReason: card.returnedReason,
  streamLive: card.streamLive,
})

/** My Cards: newest purchase first; a refunded card never used is gone. */
function modelOwned(run: Run, viewerIndex: number): Array<ReturnType<typeof ownedFields>> {
  return run.purchases
    .filter((p) => p.viewer === viewerIndex && !(p.refunded && !p.used))
    .reverse()
    .map((p) => {
      const use = run.uses.filter((u) => u.purchase === p).at(-1)
      const status = use ? statusOf(run, use) : null
      return {
        transactionId: p.id,
        cardId: p.card.card._id,
        isUsed: p.used,
        usedAt: p.usedAt,
        refunded: p.refunded,
        useStatus: status,
        useId: use?.id ?? null,
        queuePlace: use && status === 'queued' ? lineOf(run, use.streamer).indexOf(use) + 1 : null,
        sent: use?.state === 'sent',
        shownAt:
          status === 'showing' || status === 'shown' || status === 'skipped' ? (use?.shownAt ?? null) : null,
        usedTitle: use && status !== 'rejected' ? use.title : null,
        returnedReason: status === 'rejected' ? (use?.reason ?? null) : null,
        streamLive: p.card.streamer.stream !== undefined,
      }
    })
}

type Answer = JsonResponse<Record<string, unknown>>

/** A refusal: its status and the contract's message. */
function expectRefusal(answer: Answer, status: number, message: string, where: string) {
  expect({ status: answer.status, error: answer.body.error }, where).toEqual({ status, error: message })
}

describeOnEachDialect('the take and use rules over random sequences of viewer actions on %s', (dialect) => {
  const clock = createClockFile()
  const { server, client, admin } = useTestServer(dialect, {
    admin: { email: 'use-rules-admin@cardcast.test', password: 'admin-secret-1' },
    // No delivery sweep between two steps: only the steps move the lines (it would on its own after
    // a step of time).
    env: { CLOCK_OFFSET_FILE: clock.file, DELIVERY_SWEEP_SECONDS: '3600' },
  })
  const streams: OverlayStream[] = []
  afterAll(() => {
    for (const stream of streams) stream.close()
    clock.remove()
  })

  async function setUp(plans: StreamerPlan[], name: string): Promise<Run> {
    clock.set(0)
    const run: Run = {
      streamers: [],
      cards: [],
      viewers: [],
      purchases: [],
      uses: [],
      epoch: 0,
      tick: 0,
      keys: 0,
      name,
      touched: { viewers: new Set(), streamers: new Set() },
    }
    for (const [index, plan] of plans.entries()) {
      const account = await createCreatorAccount(server)
      await setStreamSettings(client, account, {
        viewerText: plan.mode,
        blockedWords: [BLOCKED_WORD],
        defaultCooldownSeconds: 0,
        defaultViewerCooldownSeconds: plan.viewerCooldown,
        maxWaitMinutes: plan.maxWaitMinutes,
        maxWaitingPerViewer: plan.cap,
      })
      const s: MStreamer = {
        ...plan,
        account,
        key: await streamKeyOf(client, account),
        sends: [],
        approved: new Set(),
        controls: [],
      }
      const make = async (title: string, options: { price?: number; cooldownSeconds?: number } = {}) => {
        const card = await createCard(client, account, {
          cardTitle: title,
          description: `${title} on stream`,
          duration: DURATION_SECONDS,
          ...options,
        })
        const paid = (options.price ?? 0) > 0
        run.cards.push({ card, streamer: s, paid, cooldown: options.cooldownSeconds ?? 0 })
      }
      if (index === 0) {
        await make('Sing')
        await make('Dance', { cooldownSeconds: CARD_COOLDOWN_SECONDS })
        await make('Shout', { price: PAID_RUPEES })
      } else await make('Wave')
      if (plan.overlay) {
        const stream = await openOverlayStream(server.url, s.key, { reportShown: false })
        streams.push(stream)
        expect(stream.status).toBe(200)
        // Written once the server counts it connected: the next use sees the stream on.
        await stream.waitFor(() => stream.cursor() !== undefined)
        s.stream = stream
      }
      run.streamers.push(s)
    }
    for (let i = 0; i < VIEWERS; i++) run.viewers.push(await createVerifiedAccount(server))
    return run
  }

  const newPurchase = (run: Run, id: string, viewerIndex: number, c: MCard) =>
    run.purchases.push({
      id,
      viewer: viewerIndex,
      card: c,
      used: false,
      usedAt: null,
      useKey: null,
      refunded: false,
    })

  async function take(run: Run, next: Extract<Step, { kind: 'take' }>, where: string) {
    const account = run.viewers[next.viewer] as TestAccount
    const free = run.cards.filter((card) => !card.paid)
    const c =
      next.variant === 'priced'
        ? (run.cards.find((card) => card.paid) as MCard)
        : (free[next.card % free.length] as MCard)
    const body = {
      cardId: next.variant === 'unknown' ? 'no-such-card' : c.card._id,
      paymentId: 'free',
      orderId: next.variant === 'mismatch' ? 'order_not_free' : 'free',
    }
    const answer = await client.post('/auth/user/createTransaction', body, { token: account.token })
    run.touched.viewers.add(next.viewer)
    if (next.variant === 'unknown') return expectRefusal(answer, 404, cardMessages.cardNotFound, where)
    if (c.paid || next.variant === 'mismatch')
      return expectRefusal(answer, 400, cardMessages.notFreeCard, where)
    const unused = run.purchases.some((p) => p.viewer === next.viewer && p.card === c && !p.used)
    if (unused) return expectRefusal(answer, 409, streamMessages.unusedFreeCard, where)
    expect(answer.status, where).toBe(201)
    const transaction = answer.body.transaction as Record<string, unknown>
    expect(transaction, where).toMatchObject({
      cardId: c.card._id,
      streamerEmailId: c.streamer.account.userId,
      title: c.card.cardTitle,
      isUsed: false,
      amount: 0,
      paymentId: 'free',
      orderId: 'free',
    })
    newPurchase(run, transaction._id as string, next.viewer, c)
  }

  /** The priced card bought as the browser does, with the simulated provider. */
  async function buy(run: Run, next: Extract<Step, { kind: 'buy' }>, where: string) {
    const account = run.viewers[next.viewer] as TestAccount
    const c = run.cards.find((card) => card.paid) as MCard
    const token = { token: account.token }
    const order = await client.post<{ orderId: string }>(
      '/auth/user/payment-order',
      { cardId: c.card._id, amount: c.card.price, currency: 'INR' },
      token,
    )
    expect(order.status, where).toBe(200)
    const paid = await client.post<{ orderId: string; paymentId: string; signature: string }>(
      '/auth/user/payment-simulate',
      { orderId: order.body.orderId, outcome: 'success' },
      token,
    )
    expect(paid.status, where).toBe(200)
    expect((await client.post('/auth/user/payment-verify', paid.body, token)).status, where).toBe(200)
    const answer = await client.post<{ transaction: { _id: string; amount: number; isUsed: boolean } }>(
      '/auth/user/createTransaction',
      { cardId: c.card._id, paymentId: paid.body.paymentId, orderId: paid.body.orderId },
      token,
    )
    expect(answer.status, where).toBe(200)
    expect(answer.body.transaction, where).toMatchObject({ amount: PAID_RUPEES, isUsed: false })
    run.touched.viewers.add(next.viewer)
    newPurchase(run, answer.body.transaction._id, next.viewer, c)
  }

  /** One call of useCard, its answer checked against the model, which it then moves on. */
  async function callUse(
    run: Run,
    viewerIndex: number,
    p: MPurchase,
    cardId: string,
    text: TextKind,
    key: string | undefined,
    where: string,
  ): Promise<Answer> {
    const account = run.viewers[viewerIndex] as TestAccount
    const answer = await client.post(
      '/auth/user/useCard',
      { cardId, transactionId: p.id, ...TEXTS[text], ...(key ? { idempotencyKey: key } : {}) },
      { token: account.token },
    )
    if (key && p.viewer === viewerIndex) p.lastKey = key
    const c = p.card
    const s = c.streamer
    run.touched.viewers.add(viewerIndex).add(p.viewer)
    run.touched.streamers.add(s)
    if (p.viewer !== viewerIndex || cardId !== c.card._id) {
      expectRefusal(answer, 404, cardMessages.purchaseNotFound, where)
      return answer
    }
    if (p.used && key !== undefined && p.useKey === key) {
      // The same use again: the first answer, as the use now stands (held until approved).
      const use = run.uses.filter((u) => u.purchase === p).at(-1) as MUse
      const held = use.state === 'held'
      expect({ status: answer.status, body: answer.body }, where).toEqual({
        status: 200,
        body: {
          status: 'success',
          message: held ? streamMessages.held : cardMessages.used,
          transactionId: p.id,
          usedAt: p.usedAt,
          useId: use.id,
          useStatus: held ? 'held' : 'queued',
          maxWaitMinutes: s.maxWaitMinutes,
        },
      })
      return answer
    }
    if (p.used) {
      expectRefusal(answer, 409, cardMessages.alreadyUsed, where)
      return answer
    }
    if (p.refunded) {
      expectRefusal(answer, 409, refundMessages.cardRefunded, where)
      return answer
    }
    const moderated = moderate(s, c, text)
    if ('refused' in moderated) {
      expectRefusal(answer, 400, moderated.refused as string, where)
      return answer
    }
    const cooldown = cooldownOf(run, viewerIndex, c)
    if (cooldown) {
      const seconds = answer.body.retryAfterSeconds as number
      expect({ status: answer.status, error: answer.body.error }, where).toEqual({
        status: 429,
        error: cooldown.message(seconds),
      })
      expect(seconds, where).toBeLessThanOrEqual(cooldown.seconds)
      expect(seconds, where).toBeGreaterThan(cooldown.seconds - SLACK_SECONDS)
      expect(answer.headers.get('retry-after'), where).toBe(String(seconds))
      return answer
    }
    if (waitingOf(run, viewerIndex, s) >= s.cap) {
      expect({ status: answer.status, body: answer.body }, where).toMatchObject({
        status: 429,
        body: { error: streamMessages.tooManyWaiting(s.cap), waitingLimit: s.cap },
      })
      return answer
    }
    const { hold, ...shown } = moderated
    expect({ status: answer.status, body: answer.body }, where).toEqual({
      status: 200,
      body: {
        status: 'success',
        message: hold ? streamMessages.held : cardMessages.used,
        transactionId: p.id,
        usedAt: expect.any(String),
        useId: expect.any(String),
        useStatus: hold ? 'held' : 'queued',
        maxWaitMinutes: s.maxWaitMinutes,
      },
    })
    p.used = true
    p.usedAt = answer.body.usedAt as string
    p.useKey = key ?? null
    const tick = ++run.tick
    run.uses.push({
      id: answer.body.useId as string,
      purchase: p,
      viewer: viewerIndex,
      card: c,
      streamer: s,
      ...shown,
      state: hold ? 'held' : 'queued',
      reason: null,
      createdEpoch: run.epoch,
      waitingSince: tick,
      waitingEpoch: run.epoch,
      front: false,
      attempts: 0,
      eventId: null,
      sentEpoch: -1,
      shownEpoch: -1,
      shownAt: null,
    })
    advance(run, s)
    return answer
  }

  /** Another viewer than this one (foreign steps). */
  const otherViewer = (viewerIndex: number) => (viewerIndex + 1) % VIEWERS

  /** The pick-th newest of these, if any. */
  const newest = <T>(list: T[], pick: number) => list[list.length - 1 - (pick % Math.max(list.length, 1))]

  async function use(run: Run, next: Extract<Step, { kind: 'use' }>, where: string) {
    const p = newest(
      next.unused ? run.purchases.filter((purchase) => !purchase.used) : run.purchases,
      next.pick,
    )
    if (!p) return
    const actor = next.foreign ? otherViewer(p.viewer) : p.viewer
    const otherCard = run.cards.find((c) => c !== p.card) as MCard
    const cardId = next.wrongCard ? otherCard.card._id : p.card.card._id
    const fresh = () => `${run.name}-use-${++run.keys}`
    const key = next.key === 'none' ? undefined : next.key === 'again' ? (p.lastKey ?? fresh()) : fresh()
    const first = await callUse(run, actor, p, cardId, next.text, key, where)
    if (next.key !== 'twice') return
    // The app's retry of the same call: the same answer, and no second use.
    const again = await callUse(run, actor, p, cardId, next.text, key, `${where} (sent again)`)
    if (first.status === 200) expect(again.body, where).toEqual(first.body)
  }

  const inLineOrHeld = (use: MUse) => ['held', 'queued', 'sent'].includes(use.state)

  async function withdraw(run: Run, next: Extract<Step, { kind: 'withdraw' }>, where: string) {
    const target = newest(next.waiting ? run.uses.filter(inLineOrHeld) : run.uses, next.pick)
    if (!target) return
    const actor = next.foreign ? otherViewer(target.viewer) : target.viewer
    const account = run.viewers[actor] as TestAccount
    const answer = await client.post(`/auth/user/uses/${target.id}/withdraw`, {}, { token: account.token })
    run.touched.viewers.add(actor).add(target.viewer)
    run.touched.streamers.add(target.streamer)
    if (target.viewer !== actor) return expectRefusal(answer, 404, streamMessages.useNotFound, where)
    if (target.state !== 'held' && target.state !== 'queued')
      return expectRefusal(answer, 409, streamMessages.cannotWithdraw, where)
    expect({ status: answer.status, body: answer.body }, where).toEqual({
      status: 200,
      body: { status: 'success', message: streamMessages.withdrawn },
    })
    returnUse(target, streamMessages.withdrawnReason)
    advance(run, target.streamer)
  }

  /** A queue action's answer: its message and the Live page as the model has it after the action. */
  function expectQueueAnswer(run: Run, s: MStreamer, answer: Answer, message: string, where: string) {
    expect(answer.status, where).toBe(200)
    const body = answer.body as unknown as StreamQueue & { message: string }
    expect({ message: body.message, ...queueFields(body) }, where).toEqual({
      message,
      ...modelQueue(run, s),
    })
  }

  async function decide(run: Run, next: Extract<Step, { kind: 'approve' | 'reject' }>, where: string) {
    const movable = next.kind === 'approve' ? (use: MUse) => use.state === 'held' : inLineOrHeld
    const target = newest(next.waiting ? run.uses.filter(movable) : run.uses, next.pick)
    if (!target) return
    const s = next.foreign ? run.streamers.find((other) => other !== target.streamer) : target.streamer
    if (!s) return
    const answer = await client.post(
      `/auth/user/stream-queue/${target.id}/${next.kind}`,
      next.kind === 'reject' ? { reason: REJECT_REASON } : {},
      { token: s.account.token },
    )
    if (target.streamer !== s) return expectRefusal(answer, 403, streamMessages.useNotFound, where)
    if (next.kind === 'approve') {
      if (target.state !== 'held') return expectRefusal(answer, 409, streamMessages.notHeld, where)
      target.state = 'queued'
      s.approved.add(target.viewer)
      target.waitingSince = ++run.tick
      target.waitingEpoch = run.epoch
      advance(run, s)
      return expectQueueAnswer(run, s, answer, streamMessages.approved, where)
    }
    if (!inLineOrHeld(target)) return expectRefusal(answer, 409, streamMessages.cannotReject, where)
    const wasSent = target.state === 'sent'
    returnUse(target, REJECT_REASON)
    if (wasSent) s.controls.push({ action: 'drop', eventIds: [target.eventId as number] })
    advance(run, s)
    expectQueueAnswer(run, s, answer, streamMessages.rejected, where)
  }

  async function clear(run: Run, next: Extract<Step, { kind: 'clear' }>, where: string) {
    const s = run.streamers[next.streamer % run.streamers.length] as MStreamer
    const answer = await client.post('/auth/user/stream-queue/clear', {}, { token: s.account.token })
    const held = run.uses.filter((use) => use.streamer === s && use.state === 'held')
    const line = lineOf(run, s)
    const dropped = line.filter((use) => use.state === 'sent').map((use) => use.eventId as number)
    for (const use of [...held, ...line]) returnUse(use, streamMessages.clearedReason)
    if (dropped.length > 0) s.controls.push({ action: 'drop', eventIds: dropped })
    advance(run, s)
    expectQueueAnswer(run, s, answer, streamMessages.cleared(held.length + line.length), where)
  }

  /** The use on the streamer's screen now, as the Live page has it (modelQueue's `showing`). */
  const showingOf = (run: Run, s: MStreamer) =>
    run.uses
      .filter((use) => use.streamer === s && statusOf(run, use) === 'showing')
      .sort((a, b) => (b.shownAt ?? '').localeCompare(a.shownAt ?? ''))[0]

  /**
   * The streamer skips what shows: it goes back to its viewer when asked to, or, left to the rule, when
   * it is paid and appeared at most SKIP_GIVE_BACK_SECONDS ago on the server's clock. Close to that
   * edge a run cannot tell which side the server's clock is on: the step then says what it wants.
   */
  async function skip(run: Run, next: Extract<Step, { kind: 'skip' }>, where: string) {
    const s = run.streamers[next.streamer % run.streamers.length] as MStreamer
    const showing = showingOf(run, s)
    let giveBack = next.giveBack === 'yes' ? true : next.giveBack === 'no' ? false : undefined
    let expected = giveBack ?? false
    if (giveBack === undefined && showing?.card.paid) {
      const elapsed = Date.now() + run.epoch * TIME_STEP_MS - Date.parse(showing.shownAt as string)
      const edge = SKIP_GIVE_BACK_SECONDS * 1000
      if (Math.abs(elapsed - edge) < 2000) giveBack = false
      expected = giveBack ?? elapsed <= edge
    }
    const answer = await client.post(
      '/auth/user/stream-queue/skip',
      giveBack === undefined ? {} : { giveBack },
      { token: s.account.token },
    )
    run.touched.streamers.add(s)
    if (!showing) return expectRefusal(answer, 409, streamMessages.nothingShowing, where)
    run.touched.viewers.add(showing.viewer)
    if (expected) returnUse(showing, streamMessages.skippedReason(s.account.username))
    else showing.state = 'skipped'
    s.controls.push({ action: 'skip', eventIds: [showing.eventId as number] })
    advance(run, s)
    expectQueueAnswer(
      run,
      s,
      answer,
      expected ? streamMessages.skippedGivenBack : streamMessages.skipped,
      where,
    )
  }

  /** The overlay reports a card it was sent on screen: mostly the latest, now and then an older one. */
  async function report(run: Run, next: Extract<Step, { kind: 'report' }>, where: string) {
    const s = run.streamers[next.streamer % run.streamers.length] as MStreamer
    const sent = newest(s.sends, next.pick)
    if (!s.stream || !sent) return
    const eventId = sent.eventId as number
    const answer = await reportShown(server.url, s.key, eventId)
    run.touched.streamers.add(s)
    const target = run.uses.find((use) => use.eventId === eventId)
    // Sent again since (its first event deleted): no card of this stream has that event.
    if (!target) return expectRefusal(answer as Answer, 404, streamMessages.eventNotFound, where)
    if (target.state === 'rejected')
      return expectRefusal(answer as Answer, 409, streamMessages.useReturned, where)
    // Sent: shown from now. Shown already: the same answer again.
    if (target.state === 'sent') {
      target.state = 'shown'
      target.front = false
      target.shownEpoch = run.epoch
      target.shownAt = answer.body.shownAt as string
    }
    expect({ status: answer.status, body: answer.body }, where).toEqual({
      status: 200,
      body: { status: 'success', message: streamMessages.shownRecorded, shownAt: target.shownAt },
    })
    advance(run, s)
  }

  async function refund(run: Run, next: Extract<Step, { kind: 'refund' }>, where: string) {
    const target = newest(
      run.purchases.filter((p) => p.card.paid),
      next.pick,
    )
    if (!target) return
    const answer = (await refundPurchase(client, admin.token, target.id)) as unknown as Answer
    run.touched.viewers.add(target.viewer)
    if (target.refunded) return expectRefusal(answer, 409, refundMessages.alreadyRefunded, where)
    expect({ status: answer.status, message: answer.body.message }, where).toEqual({
      status: 200,
      message: refundMessages.processed,
    })
    target.refunded = true
  }

  /**
   * Each overlay has been sent exactly the model's cards and drops (they arrive a moment after the
   * answer, or after the line moved right after a commit that found it held): the cards' events give
   * the model their ids.
   */
  async function settleOverlays(run: Run, where: string) {
    for (const [index, s] of run.streamers.entries()) {
      const stream = s.stream
      if (!stream) continue
      const cards = () => stream.events.filter((event) => event.kind === 'card')
      // Not there in time: the comparisons below say what is missing.
      await stream
        .waitFor(() => cards().length >= s.sends.length && stream.controls.length >= s.controls.length, 5000)
        .catch(() => undefined)
      const received = cards()
      const shows = (event: { title: string; description: string; usedBy?: string | null }) => ({
        title: event.title,
        description: event.description,
        usedBy: event.usedBy,
      })
      expect(received.map(shows), `${where}: cards sent to the overlay of streamer ${index}`).toEqual(
        s.sends.map(({ use, named }) => ({
          title: use.title,
          description: use.description,
          usedBy: named ? (run.viewers[use.viewer] as TestAccount).username : streamMessages.anonymousViewer,
        })),
      )
      for (const [position, sent] of s.sends.entries()) {
        const event = received[position]
        expect(event?.duration, where).toBe(DURATION_SECONDS)
        if (sent.eventId === undefined) {
          sent.eventId = event?.id
          if (sent.use.state === 'sent' && sent.use.eventId === null) sent.use.eventId = event?.id ?? null
        }
      }
      const controls = stream.controls.map((control) => ({
        action: control.action,
        eventIds: control.eventIds,
      }))
      expect(controls, `${where}: controls sent to the overlay of streamer ${index}`).toEqual(s.controls)
    }
  }

  /** My Cards of each viewer and each streamer's Live page, as the model has them. */
  async function checkViews(
    run: Run,
    where: string,
    viewers: Iterable<number> = run.viewers.keys(),
    streamers: Iterable<MStreamer> = run.streamers,
  ) {
    for (const index of viewers) {
      const account = run.viewers[index] as TestAccount
      const mine = await client.get<{ cards: OwnedCard[] }>('/auth/user/getUserCards', {
        token: account.token,
      })
      expect(mine.body.cards.map(ownedFields), `${where}: My Cards of viewer ${index}`).toEqual(
        modelOwned(run, index),
      )
    }
    for (const s of streamers) {
      const index = run.streamers.indexOf(s)
      const queue = await client.get<StreamQueue>('/auth/user/stream-queue', { token: s.account.token })
      expect(queueFields(queue.body), `${where}: Live page of streamer ${index}`).toEqual(modelQueue(run, s))
      // Never more of one viewer's uses waiting than the streamer allows.
      for (const viewer of run.viewers) {
        const waiting = [...queue.body.held, ...queue.body.queue].filter((u) => u.viewer === viewer.username)
        expect(waiting.length, `${where}: waiting uses of ${viewer.username}`).toBeLessThanOrEqual(s.cap)
      }
    }
  }

  /**
   * What is stored: each use answered once, with its purchase, and none other; no purchase with two
   * uses on their way; every purchase, used or not, as the model has it. Then each viewer's readiness
   * on each stream: the uses waiting against the cap, and the cards cooling down.
   */
  async function checkEnd(run: Run) {
    const { db } = server.app
    const rows = await db
      .selectFrom('stream_uses')
      .select(['id', 'purchase_id', 'status'])
      .where(
        'streamer_id',
        'in',
        run.streamers.map((s) => s.account.userId),
      )
      .orderBy('id')
      .execute()
    const byId = (a: { id: string }, b: { id: string }) => a.id.localeCompare(b.id)
    expect(rows).toEqual(
      run.uses.map((use) => ({ id: use.id, purchase_id: use.purchase.id, status: use.state })).sort(byId),
    )
    const onTheirWay = rows.filter((row) => row.status !== 'rejected').map((row) => row.purchase_id)
    expect(new Set(onTheirWay).size).toBe(onTheirWay.length)
    const purchases = await db
      .selectFrom('purchases')
      .select(['id', 'card_id', 'is_used', 'use_key', 'refunded_at'])
      .where(
        'user_id',
        'in',
        run.viewers.map((v) => v.userId),
      )
      .orderBy('id')
      .execute()
    expect(
      purchases.map((row) => ({
        id: row.id,
        card_id: row.card_id,
        is_used: Number(row.is_used),
        use_key: row.use_key,
        refunded: row.refunded_at !== null,
      })),
    ).toEqual(
      run.purchases
        .map((p) => ({
          id: p.id,
          card_id: p.card.card._id,
          is_used: p.used ? 1 : 0,
          use_key: p.useKey,
          refunded: p.refunded,
        }))
        .sort(byId),
    )

    for (const [viewerIndex, account] of run.viewers.entries()) {
      for (const s of run.streamers) {
        const readiness = await client.get<UseReadiness>(`/auth/user/use-readiness/${s.account.userId}`, {
          token: account.token,
        })
        const { cards, ...rest } = readiness.body
        expect(rest).toEqual({
          status: 'success',
          live: s.stream !== undefined,
          waitingUses: waitingOf(run, viewerIndex, s),
          waitingLimit: s.cap,
        })
        expect(readiness.body.waitingUses).toBeLessThanOrEqual(s.cap)
        const cooling = run.cards.flatMap((c) => {
          const wait = c.streamer === s ? cooldownOf(run, viewerIndex, c) : undefined
          return wait ? [{ cardId: c.card._id, seconds: wait.seconds }] : []
        })
        expect(cards.map((card) => card.cardId).sort()).toEqual(cooling.map((card) => card.cardId).sort())
        for (const card of cards) {
          const seconds = cooling.find((wait) => wait.cardId === card.cardId)?.seconds ?? 0
          expect(card.usableInSeconds).toBeLessThanOrEqual(seconds)
          expect(card.usableInSeconds).toBeGreaterThan(seconds - SLACK_SECONDS)
        }
      }
    }
  }

  async function perform(run: Run, next: Step, where: string) {
    switch (next.kind) {
      case 'take':
        return take(run, next, where)
      case 'buy':
        return buy(run, next, where)
      case 'use':
        return use(run, next, where)
      case 'withdraw':
        return withdraw(run, next, where)
      case 'approve':
      case 'reject':
        return decide(run, next, where)
      case 'clear':
        return clear(run, next, where)
      case 'skip':
        return skip(run, next, where)
      case 'report':
        return report(run, next, where)
      case 'refund':
        return refund(run, next, where)
      case 'time':
        run.epoch += 1
        clock.set(run.epoch * TIME_STEP_MS)
    }
  }

  it('answers every take, use, withdrawal, decision, skip and report as the model does, and ends in its state', {
    timeout: 150_000,
  }, async () => {
    let runs = 0
    try {
      await fc.assert(
        fc.asyncProperty(
          fc.array(streamerPlan, { minLength: 1, maxLength: 2 }),
          fc.array(step, { minLength: 8, maxLength: 24, size: 'max' }),
          async (plans, steps) => {
            const run = await setUp(plans, `r${++runs}x${Date.now().toString(36)}`)
            try {
              for (const [index, next] of steps.entries()) {
                const where = `step ${index} ${JSON.stringify(next)}`
                await perform(run, next, where)
                // A use wakes its line after its answer (live-queue.ts advanceSoon); the model moves it
                // with the step, so the views are read once that move is done, before time moves on.
                await server.app.liveQueue.settle()
                await settleOverlays(run, where)
                await checkViews(run, where, run.touched.viewers, run.touched.streamers)
                run.touched = { viewers: new Set(), streamers: new Set() }
              }
              await checkViews(run, 'at the end')
              await checkEnd(run)
            } finally {
              for (const s of run.streamers) s.stream?.close()
            }
          },
        ),
        // A failure shrinks (each run is on accounts of its own) for as long as the limit allows, then
        // reports the smallest sequence found so far. The runs take about 10 s on PostgreSQL.
        // PROPERTY_SEED (and PROPERTY_PATH) replay a reported failure.
        {
          numRuns: 20,
          plugins: [fc.interruptAfterTimeLimit(100_000)],
          ...(process.env.PROPERTY_SEED ? { seed: Number(process.env.PROPERTY_SEED) } : {}),
          ...(process.env.PROPERTY_PATH ? { path: process.env.PROPERTY_PATH } : {}),
        },
      )
    } finally {
      clock.set(0)
    }
  })
})
