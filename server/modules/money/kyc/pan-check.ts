import type { Config } from '../../../config'

/** A PAN check's answer: whether the PAN exists, and the name the Income Tax Department holds for it. */
export type PanCheck = { found: true; registeredName: string } | { found: false }

/** The PAN is fine but the check could not be made (no answer, a fault): try again later. */
export class PanCheckUnavailableError extends Error {}

/** A PAN verification service (a KYC provider's PAN API), behind this one call. */
export interface PanChecker {
  check(pan: string, legalName: string): Promise<PanCheck>
}

/**
 * The PAN checker: `KYC_PAN_CHECK_URL` (with `KYC_PAN_CHECK_KEY` as a bearer token) when set, which
 * takes `POST {pan}` and answers `{valid, registered_name}`; otherwise, outside production, a
 * simulated one that finds every well-formed PAN registered to the name given. Production without a
 * checker verifies nobody: payouts wait.
 */
export function createPanChecker(config: Config): PanChecker | undefined {
  const { panCheckUrl, panCheckKey } = config.kyc
  if (panCheckUrl) {
    return {
      async check(pan) {
        const response = await fetch(panCheckUrl, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            ...(panCheckKey ? { authorization: `Bearer ${panCheckKey}` } : {}),
          },
          body: JSON.stringify({ pan }),
          signal: AbortSignal.timeout(15_000),
        }).catch((error: unknown) => {
          throw new PanCheckUnavailableError(`PAN check unreachable: ${String(error)}`)
        })
        if (response.status >= 500)
          throw new PanCheckUnavailableError(`PAN check answered ${response.status}`)
        const body = (await response.json().catch(() => ({}))) as {
          valid?: boolean
          registered_name?: string
        }
        if (response.status === 404 || body.valid === false) return { found: false }
        if (!response.ok || typeof body.registered_name !== 'string') {
          throw new PanCheckUnavailableError(`PAN check answered ${response.status} without a name`)
        }
        return { found: true, registeredName: body.registered_name }
      },
    }
  }
  if (config.production && !config.paymentsSimulated) return undefined
  return { check: async (_pan, legalName) => ({ found: true, registeredName: legalName }) }
}
