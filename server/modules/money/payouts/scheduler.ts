import { PAYOUT_DAYS_OF_MONTH } from '../../../../contract/constants'
import { runPayouts } from './run-payouts'
import { type PayoutLog, resendQueuedPayouts } from './send-payout'

// Payouts on the 1st and the 15th (UTC, by the money clock). Every instance checks every few minutes,
// and once at start, whether today's run exists and runs it if not: the run key (the date) is unique
// and the run holds the payouts lock, so however many instances check, the date is paid once.

/** How often an instance checks for a due run (and sends again payouts whose answer was lost). */
export const PAYOUT_CHECK_INTERVAL_MS = 10 * 60_000

/** The run key of `now`'s date when it is a payout day (the 1st or the 15th, UTC), else undefined. */
export function scheduledRunKey(now: Date): string | undefined {
  return (PAYOUT_DAYS_OF_MONTH as readonly number[]).includes(now.getUTCDate())
    ? now.toISOString().slice(0, 10)
    : undefined
}

/** What the schedule's runs use (run-payouts.ts). */
type PayoutRunning = Parameters<typeof runPayouts>[0]

export interface SchedulerLog extends PayoutLog {
  info(obj: object, msg: string): void
  error(obj: object, msg: string): void
}

/** One check: today's run when due and not made yet, then payouts left queued by a lost answer. */
export async function checkPayoutSchedule(app: PayoutRunning, log: SchedulerLog): Promise<void> {
  const runKey = scheduledRunKey(app.clock.now())
  if (runKey && !(await app.payoutServices.payouts.batchByRunKey(runKey))) {
    const result = await runPayouts(app, { runKey, trigger: 'schedule', log })
    if (result.outcome === 'ran') {
      log.info(
        { runKey, payouts: result.batch.totals.count, amount: result.batch.totals.amount },
        'payouts run',
      )
    } else if (result.outcome === 'unavailable') {
      log.warn({ runKey }, 'payouts are due but not configured (RAZORPAYX_ACCOUNT_NUMBER)')
    }
  }
  await resendQueuedPayouts(app, log)
}

/** The periodic check, started and stopped with the app (plugins/background-work.ts). */
export function createPayoutScheduler(
  app: PayoutRunning,
  log: SchedulerLog,
  intervalMs = PAYOUT_CHECK_INTERVAL_MS,
) {
  let timer: NodeJS.Timeout | undefined
  let running: Promise<void> | undefined

  function check() {
    // A check still running (a long run) is not doubled; the next tick looks again.
    running ??= checkPayoutSchedule(app, log)
      .catch((error: unknown) => log.error({ err: error }, 'payout schedule check failed'))
      .finally(() => {
        running = undefined
      })
  }

  return {
    start() {
      if (timer) return
      timer = setInterval(check, intervalMs).unref()
      check()
    },
    /** Stops the checks and waits for one under way, so the database is not closed under it. */
    async stop() {
      if (timer) clearInterval(timer)
      timer = undefined
      await running
    },
  }
}
