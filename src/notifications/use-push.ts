import { useCallback, useEffect, useState } from 'react'
import {
  deviceLanguage,
  type PushState,
  pushState,
  rememberDeclined,
  subscribeDevice,
  unsubscribeDevice,
} from '../pwa/web-push'
import {
  useLazyGetPushPublicKeyQuery,
  useSubscribePushMutation,
  useUnsubscribePushMutation,
} from './push-api'

/**
 * This device's notifications: where they stand, turning them on (the browser's prompt comes on this
 * call, made only from a tap), off, and "Not now".
 */
export function usePush() {
  const [state, setState] = useState<PushState | 'loading'>('loading')
  const [busy, setBusy] = useState(false)
  const [getKey] = useLazyGetPushPublicKeyQuery()
  const [subscribe] = useSubscribePushMutation()
  const [unsubscribe] = useUnsubscribePushMutation()
  const refresh = useCallback(() => pushState().then(setState), [])
  useEffect(() => {
    void refresh()
  }, [refresh])

  /** True when the device is subscribed now. */
  async function turnOn(): Promise<boolean> {
    setBusy(true)
    try {
      const { publicKey } = await getKey(undefined, true).unwrap()
      const subscription = await subscribeDevice(publicKey)
      if (!subscription?.endpoint || !subscription.keys?.p256dh || !subscription.keys.auth) return false
      await subscribe({
        endpoint: subscription.endpoint,
        keys: { p256dh: subscription.keys.p256dh, auth: subscription.keys.auth },
        language: deviceLanguage(),
      }).unwrap()
      return true
    } finally {
      setBusy(false)
      await refresh()
    }
  }

  async function turnOff(): Promise<void> {
    setBusy(true)
    try {
      const endpoint = await unsubscribeDevice()
      if (endpoint) await unsubscribe({ endpoint }).unwrap()
    } finally {
      setBusy(false)
      await refresh()
    }
  }

  function notNow() {
    rememberDeclined()
    setState('declined')
  }

  return { state, busy, turnOn, turnOff, notNow }
}
