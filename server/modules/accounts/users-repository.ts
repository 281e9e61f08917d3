import type { Kysely } from 'kysely'
import type { PublicUser } from '../../../contract/auth'
import { paiseToRupees } from '../../../contract/money'
import { effectivePlan, type Plan } from '../../../contract/plan-rules'
import { skeletonOf } from '../../../contract/text-normaliser'
import { newId } from '../../db/ids'
import { prepared } from '../../db/prepared'
import type { Database, UserRow, UserUpdate } from '../../db/schema'
import type { SessionRow } from '../../db/schema-sessions'
import { createRevokedTokensRepository } from './revoked-tokens-repository'

export interface NewAccount {
  username: string
  email: string
  passwordHash: string
  userType?: 'viewer' | 'creator'
  isVerified?: boolean
  dateOfBirth?: string | null
  /** A child's account: created awaiting its parent's consent, with the parent's address. */
  parentEmail?: string
}

// Takes the database or a transaction, so callers can compose it into a larger unit of work.
/**
 * The read behind every signed-in call (`signedIn`): the user, their session by the token's id, and
 * whether the token was logged out. Prepared once per dialect (server/db/prepared.ts).
 */
const signedInRead = prepared(['userId', 'jti'], (db, a: { userId: string; jti: string }) =>
  db
    .selectFrom('users')
    .leftJoin('user_sessions as session', (join) => join.on('session.id', '=', a.jti))
    .selectAll('users')
    .select([
      'session.id as session_id',
      'session.owner_id as session_owner_id',
      'session.device as session_device',
      'session.address as session_address',
      'session.created_at as session_created_at',
      'session.last_seen_at as session_last_seen_at',
      'session.expires_at as session_expires_at',
      'session.ended_at as session_ended_at',
    ])
    .select((eb) =>
      eb
        .exists(eb.selectFrom('user_revoked_tokens').select('jti').where('jti', '=', a.jti))
        .as('token_revoked'),
    )
    .where('users.id', '=', a.userId),
)

export function createUsersRepository(db: Kysely<Database>) {
  const revokedTokens = createRevokedTokensRepository(db, 'user_revoked_tokens')
  return {
    byId: (id: string) => db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst(),

    byEmail: (email: string) =>
      db.selectFrom('users').selectAll().where('email', '=', email.toLowerCase()).executeTakeFirst(),

    /**
     * Whether someone (other than `exceptId`) holds this name, or one that looks like it: the same
     * name in any case, or the same skeleton ('DemoStreameŕ', 'DEMOSTREAMER' and 'DemoStreamer').
     */
    usernameTaken: async (username: string, exceptId?: string) => {
      let query = db
        .selectFrom('users')
        .select('id')
        .where((eb) =>
          eb.or([
            eb(eb.fn('lower', ['username']), '=', username.toLowerCase()),
            eb('username_key', '=', skeletonOf(username)),
          ]),
        )
      if (exceptId) query = query.where('id', '<>', exceptId)
      return (await query.executeTakeFirst()) !== undefined
    },

    /** The user whose name this is, in any case (names are unique in any case: `usernameTaken`). */
    byUsernameIgnoringCase: (username: string) =>
      db
        .selectFrom('users')
        .select(['id', 'username', 'user_type'])
        .where((eb) => eb(eb.fn('lower', ['username']), '=', username.toLowerCase()))
        .where('erased_at', 'is', null)
        .executeTakeFirst(),

    /** The user's role alone (an auction's streamer takes money only as a creator). */
    userTypeOf: (id: string) =>
      db.selectFrom('users').select('user_type').where('id', '=', id).executeTakeFirst(),

    /** The user's name alone (a bidder's, as the auction shows it). */
    usernameOf: (id: string) =>
      db.selectFrom('users').select('username').where('id', '=', id).executeTakeFirst(),

    /** The user's id and name (an auction's streamer, as the auction shows them). */
    nameById: (id: string) =>
      db.selectFrom('users').select(['id', 'username']).where('id', '=', id).executeTakeFirst(),

    /** The plans of these users (an overlay's branding); the unknown ids are missing. */
    plansOf: (ids: string[]) =>
      db.selectFrom('users').select(['id', 'plan', 'pro_until']).where('id', 'in', ids).execute(),

    /** Of these users, those who are creators now. */
    creatorsAmong: (ids: string[]) =>
      db.selectFrom('users').select('id').where('id', 'in', ids).where('user_type', '=', 'creator').execute(),

    listCreators: () =>
      db.selectFrom('users').selectAll().where('user_type', '=', 'creator').orderBy('username').execute(),

    /** A creator by id; undefined for an unknown id and for a viewer's alike. */
    creatorById: (id: string) =>
      db
        .selectFrom('users')
        .selectAll()
        .where('id', '=', id)
        .where('user_type', '=', 'creator')
        .executeTakeFirst(),

    async create(account: NewAccount): Promise<UserRow> {
      const now = new Date().toISOString()
      return db
        .insertInto('users')
        .values({
          id: newId(),
          username: account.username,
          username_key: skeletonOf(account.username),
          email: account.email.toLowerCase(),
          password_hash: account.passwordHash,
          user_type: account.userType ?? 'viewer',
          is_verified: account.isVerified ? 1 : 0,
          date_of_birth: account.dateOfBirth ?? null,
          youtube_link: '',
          instagram_link: '',
          description: '',
          avatar: null,
          plan: 'free',
          pro_until: null,
          consent: account.parentEmail ? 'awaiting' : 'not-needed',
          parent_email: account.parentEmail?.toLowerCase() ?? null,
          created_at: now,
          updated_at: now,
        })
        .returningAll()
        .executeTakeFirstOrThrow()
    },

    /**
     * Takes the day's one notice that someone tried to sign up with this account's address: false when
     * one went in the last `everyMs` (two racing sign-ups cannot both take it).
     */
    /**
     * Takes back an account made a moment ago whose sign-up code could not be mailed (a mail limit):
     * only while unverified, so that the address can sign up again once the limit allows.
     */
    removeUnverified: (id: string) =>
      db.deleteFrom('users').where('id', '=', id).where('is_verified', '=', 0).execute(),

    async claimSignupNotice(id: string, now: Date, everyMs: number): Promise<boolean> {
      const since = new Date(now.getTime() - everyMs).toISOString()
      const taken = await db
        .updateTable('users')
        .set({ signup_notice_at: now.toISOString() })
        .where('id', '=', id)
        .where((eb) => eb.or([eb('signup_notice_at', 'is', null), eb('signup_notice_at', '<=', since)]))
        .executeTakeFirst()
      return taken.numUpdatedRows > 0n
    },

    update: (id: string, changes: Omit<UserUpdate, 'id' | 'updated_at'>) =>
      db
        .updateTable('users')
        .set({
          ...changes,
          ...(changes.username === undefined ? {} : { username_key: skeletonOf(changes.username) }),
          updated_at: new Date().toISOString(),
        })
        .where('id', '=', id)
        .executeTakeFirst(),

    /** A viewer starts streaming; only a viewer row changes, so two racing requests change it once. */
    becomeCreator: (id: string) =>
      db
        .updateTable('users')
        .set({ user_type: 'creator', updated_at: new Date().toISOString() })
        .where('id', '=', id)
        .where('user_type', '=', 'viewer')
        .execute(),

    /** Ends a single token (logout) until its own expiry. */
    revokeToken: revokedTokens.revoke,
    isTokenRevoked: revokedTokens.isRevoked,

    /**
     * What admitting a request of this user with token `jti` reads, in one query (every signed-in
     * call makes it): the user, whether the token was logged out, and its session row, if any.
     */
    async signedIn(
      userId: string,
      jti: string,
    ): Promise<{ user: UserRow; revoked: boolean; session: SessionRow | undefined } | undefined> {
      const row = (await signedInRead(db, { userId, jti })).rows[0]
      if (!row) return undefined
      const {
        session_id,
        session_owner_id,
        session_device,
        session_address,
        session_created_at,
        session_last_seen_at,
        session_expires_at,
        session_ended_at,
        token_revoked,
        ...user
      } = row
      const session =
        session_id === null
          ? undefined
          : {
              id: session_id,
              owner_id: session_owner_id as string,
              device: session_device as string,
              address: session_address as string,
              created_at: session_created_at as string,
              last_seen_at: session_last_seen_at as string,
              expires_at: session_expires_at as string,
              ended_at: session_ended_at,
            }
      // PostgreSQL answers a boolean, SQLite 0 or 1.
      return { user, revoked: Boolean(token_revoked), session }
    },
  }
}

/**
 * The `tokens_valid_after` that ends every session opened before now (ms precision: a token signed
 * later, even within the same second, stays valid). Set it with the change that calls for it.
 */
export const endSessionsNow = () => new Date().toISOString()

/** True when a token signed at `issuedAtMs` was issued before the user's sessions were last ended. */
export function tokenPredatesRevocation(user: Pick<UserRow, 'tokens_valid_after'>, issuedAtMs: number) {
  return user.tokens_valid_after !== null && issuedAtMs < Date.parse(user.tokens_valid_after)
}

export type UsersRepository = ReturnType<typeof createUsersRepository>

/** The user's plan in force now (a lapsed Creator Pro is free). */
export const planOf = (row: Pick<UserRow, 'plan' | 'pro_until'>, now = Date.now()): Plan =>
  effectivePlan({ plan: row.plan, proUntil: row.pro_until }, now)

/** The user as responses carry it: the spec's field names, never the password hash. */
export function toPublicUser(row: UserRow): PublicUser {
  const plan = planOf(row)
  return {
    _id: row.id,
    username: row.username,
    emailId: row.email,
    user_type: row.user_type,
    isVerified: row.is_verified === 1,
    dateOfBirth: row.date_of_birth,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    youtubeLink: row.youtube_link,
    instagramLink: row.instagram_link,
    description: row.description,
    avatar: row.avatar,
    plan,
    proUntil: plan === 'pro' ? row.pro_until : null,
    consent: row.consent,
    ...(row.consent === 'not-needed'
      ? {}
      : { monthlyCapRupees: row.monthly_cap_paise === null ? null : paiseToRupees(row.monthly_cap_paise) }),
  }
}
