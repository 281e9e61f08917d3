import { Trans, useLingui } from '@lingui/react/macro'
import { Tabs } from '@mantine/core'
import { adminMessages } from '../../../../contract/admin'
import { QueryState } from '../../../components/query-state'
import { useLabel } from '../../../lib/use-label'
import { AdminPage } from '../components/admin-page'
import { useFailureToast } from '../components/use-failure-toast'
import { BusinessTab } from './business-tab'
import { GeneralTab } from './general-tab'
import { PaymentTab } from './payment-tab'
import { useGetAdminSettingsQuery } from './settings-api'
import { SmtpTab } from './smtp-tab'

export default function AdminSettingsPage() {
  const { t } = useLingui()
  const show = useLabel()
  const settings = useGetAdminSettingsQuery(undefined, { refetchOnMountOrArgChange: true })
  useFailureToast(settings.isError, adminMessages.fetchSettingsFailed)

  return (
    <AdminPage
      title={t`Settings`}
      description={t`Site-wide settings: general, payment, mail and the business on tax invoices`}
    >
      <QueryState
        query={settings}
        loading={t`Loading settings...`}
        error={show(adminMessages.fetchSettingsFailed)}
      >
        {(data) => (
          <Tabs defaultValue="general">
            <Tabs.List mb="lg">
              <Tabs.Tab value="general">
                <Trans>General</Trans>
              </Tabs.Tab>
              <Tabs.Tab value="payment">
                <Trans>Payment</Trans>
              </Tabs.Tab>
              <Tabs.Tab value="smtp">
                {/* i18n-ignore: the protocol's name */}
                SMTP
              </Tabs.Tab>
              <Tabs.Tab value="business">
                <Trans>Business</Trans>
              </Tabs.Tab>
            </Tabs.List>
            {/* Panels stay mounted: unsaved edits survive switching tabs. */}
            <Tabs.Panel value="general">
              <GeneralTab settings={data.general} />
            </Tabs.Panel>
            <Tabs.Panel value="payment">
              <PaymentTab settings={data.payment} />
            </Tabs.Panel>
            <Tabs.Panel value="smtp">
              <SmtpTab settings={data.smtp} />
            </Tabs.Panel>
            <Tabs.Panel value="business">
              <BusinessTab settings={data.business} />
            </Tabs.Panel>
          </Tabs>
        )}
      </QueryState>
    </AdminPage>
  )
}
