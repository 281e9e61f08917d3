import { useLingui } from '@lingui/react/macro'
import { Button, Group, Stack } from '@mantine/core'
import { useForm } from '@mantine/form'
import type { ReactNode } from 'react'
import type { z } from 'zod'
import { twoFactorDisableSchema } from '../../../../contract/admin-two-factor'
import { PasswordField } from '../../../components/password-field'
import { zodValidate } from '../../../lib/zod-form'
import { adminFailureMessage, adminServerError } from '../admin-errors'
import { adminToast } from '../admin-notify'
import { CodeField } from './code-field'

export type PasswordAndCode = z.input<typeof twoFactorDisableSchema>

/**
 * A step of two-factor that asks the password and a code from the app (turning it off, new recovery
 * codes): the server's refusal goes under the code, any other failure to a toast.
 */
export function PasswordAndCodeForm<Answer extends { message: string }>({
  children,
  label,
  submitLabel,
  color,
  loading,
  send,
  onDone,
}: {
  /** What the step does, above the fields. */
  children: ReactNode
  label?: string
  submitLabel: string
  color?: string
  loading: boolean
  send: (values: PasswordAndCode) => Promise<Answer>
  onDone?: (answer: Answer) => void
}) {
  const { t } = useLingui()
  const form = useForm<PasswordAndCode>({
    initialValues: { password: '', code: '' },
    validate: zodValidate<PasswordAndCode>(twoFactorDisableSchema),
  })

  async function submit(values: PasswordAndCode) {
    try {
      const answer = await send(values)
      adminToast.success(answer.message)
      form.reset()
      onDone?.(answer)
    } catch (error) {
      const reason = adminServerError(error)
      if (reason) form.setFieldError('code', reason)
      else adminToast.error(adminFailureMessage(error))
    }
  }

  return (
    <form noValidate onSubmit={form.onSubmit(submit)} aria-label={label}>
      <Stack gap="md">
        {children}
        <PasswordField
          label={t`Password`}
          autoComplete="current-password"
          withAsterisk
          {...form.getInputProps('password')}
        />
        <CodeField {...form.getInputProps('code')} />
        <Group justify="flex-end">
          <Button type="submit" color={color} variant="light" loading={loading}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  )
}
