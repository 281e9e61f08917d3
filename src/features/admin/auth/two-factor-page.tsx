import { Trans, useLingui } from '@lingui/react/macro'
import { Text } from '@mantine/core'
import { useState } from 'react'
import { useNavigate, useSearchParams } from 'react-router'
import { twoFactorMessages } from '../../../../contract/admin-two-factor'
import { paths } from '../../../../contract/paths'
import { useLabel } from '../../../lib/use-label'
import { RecoveryCodesShown } from '../two-factor/recovery-codes'
import { TwoFactorSetup } from '../two-factor/two-factor-setup'
import { AdminAuthCard } from './admin-auth-card'

/**
 * Where an administrator goes first when the site requires two-factor (ADMIN_2FA=required) and theirs
 * is off. The set-up takes the link mailed at sign-in (`?enrol=`): the password alone is not enough.
 */
export default function AdminTwoFactorPage() {
  const { t } = useLingui()
  const show = useLabel()
  const navigate = useNavigate()
  const [search] = useSearchParams()
  const enrolToken = search.get('enrol') ?? undefined
  // Once on: the recovery codes, to be saved before the dashboard.
  const [codes, setCodes] = useState<string[] | null>(null)
  return (
    <AdminAuthCard
      title={t`Turn on two-factor authentication`}
      subtitle={t`Required for administrators of this site`}
    >
      <Text size="sm" mb="md">
        <Trans>
          Before you can manage the site, protect your account with a code from an authenticator app.
        </Trans>
      </Text>
      {codes ? (
        <RecoveryCodesShown
          codes={codes}
          doneLabel={t`Saved: go to the dashboard`}
          onDone={() => navigate(paths.admin.dashboard, { replace: true })}
        />
      ) : enrolToken ? (
        <TwoFactorSetup enrolToken={enrolToken} onEnabled={setCodes} />
      ) : (
        <Text size="sm" role="status">
          {show(twoFactorMessages.enrolByMail)}
        </Text>
      )}
    </AdminAuthCard>
  )
}
