// Profile → Notifications: this device's notifications (on, off, blocked by the browser), the
// account's kinds one by one, and the language of their texts. Turning them on here is also how a
// user who said "Not now" to the offer asks again.
import { Trans, useLingui } from '@lingui/react/macro'
import { Button, SegmentedControl, Stack, Switch, Text } from '@mantine/core'
import { PUSH_KINDS, type PushKind, pushKindLabels, pushMessages } from '../../contract/push'
import { Panel } from '../components/panel'
import { notify } from '../lib/notify'
import { useLabel } from '../lib/use-label'
import type { PushState } from '../pwa/web-push'
import { useGetPushPreferencesQuery, useSavePushPreferencesMutation } from './push-api'
import { usePush } from './use-push'

/** What the panel says of this device (the contract's words where it has them). */
function useDeviceNote(): (state: PushState | 'loading') => string {
  const { t } = useLingui()
  const show = useLabel()
  return (state) => {
    switch (state) {
      case 'loading':
        return ''
      case 'unsupported':
        return show(pushMessages.unsupported)
      case 'denied':
        return show(pushMessages.blocked)
      case 'on':
        return t`Notifications are on for this device.`
      default:
        return t`Notifications are off on this device.`
    }
  }
}

export function NotificationsPanel({ isCreator }: { isCreator: boolean }) {
  const { t } = useLingui()
  const show = useLabel()
  const deviceNote = useDeviceNote()
  const device = usePush()
  const preferences = useGetPushPreferencesQuery()
  const [save, saving] = useSavePushPreferencesMutation()
  const current = preferences.data?.preferences
  const kinds = PUSH_KINDS.filter((kind) => isCreator || kind !== 'payout-sent')

  async function change(next: { language?: 'en' | 'hi'; off?: PushKind[] }) {
    if (!current) return
    try {
      await save({ language: next.language ?? current.language, off: next.off ?? current.off }).unwrap()
      notify.success(pushMessages.preferencesSaved)
    } catch {
      notify.error(pushMessages.failed)
    }
  }
  async function turnOn() {
    try {
      if (await device.turnOn()) notify.success(pushMessages.subscribed)
    } catch {
      notify.error(pushMessages.failed)
    }
  }

  return (
    <Panel
      title={t`Notifications`}
      description={t`What Cardcast tells you on this device, even when the app is closed.`}
    >
      <Stack gap="md">
        <Text size="sm">{deviceNote(device.state)}</Text>
        {device.state === 'on' ? (
          <Button
            variant="light"
            color="gray"
            w="fit-content"
            loading={device.busy}
            onClick={() => void device.turnOff()}
          >
            {show(pushMessages.turnOff)}
          </Button>
        ) : device.state === 'off' || device.state === 'declined' ? (
          <Button w="fit-content" loading={device.busy} onClick={() => void turnOn()}>
            {show(pushMessages.turnOn)}
          </Button>
        ) : null}
        {current ? (
          <>
            <Stack gap="xs" role="group" aria-label={t`Notify me when`}>
              {kinds.map((kind) => (
                <Switch
                  key={kind}
                  label={show(pushKindLabels[kind])}
                  checked={!current.off.includes(kind)}
                  disabled={saving.isLoading}
                  onChange={(event) =>
                    void change({
                      off: event.currentTarget.checked
                        ? current.off.filter((off) => off !== kind)
                        : [...current.off, kind],
                    })
                  }
                />
              ))}
            </Stack>
            <Stack gap={4}>
              <Text size="sm" fw={500} id="push-language">
                <Trans>Language of notifications</Trans>
              </Text>
              <SegmentedControl
                aria-labelledby="push-language"
                w="fit-content"
                value={current.language}
                // Each language named in itself, in either language.
                data={[
                  { value: 'en', label: 'English' }, // i18n-ignore: a language's own name
                  { value: 'hi', label: 'हिन्दी' },
                ]}
                onChange={(value) => void change({ language: value === 'hi' ? 'hi' : 'en' })}
              />
            </Stack>
          </>
        ) : null}
      </Stack>
    </Panel>
  )
}
