import { Alert, Center, Loader, Tabs } from '@mantine/core'
import { adminMessages } from '../../../contract/admin'
import { AdminPage } from '../components/admin-page'
import { useFailureToast } from '../components/use-failure-toast'
import { GeneralTab } from './general-tab'
import { PaymentTab } from './payment-tab'
import { useGetAdminSettingsQuery } from './settings-api'
import { SmtpTab } from './smtp-tab'

export default function AdminSettingsPage() {
  const settings = useGetAdminSettingsQuery(undefined, { refetchOnMountOrArgChange: true })
  useFailureToast(settings.isError, adminMessages.fetchSettingsFailed)

  let content: React.ReactNode
  if (settings.data) {
    content = (
      <Tabs defaultValue="general">
        <Tabs.List mb="lg">
          <Tabs.Tab value="general">General</Tabs.Tab>
          <Tabs.Tab value="payment">Payment</Tabs.Tab>
          <Tabs.Tab value="smtp">SMTP</Tabs.Tab>
        </Tabs.List>
        {/* Panels stay mounted: unsaved edits survive switching tabs. */}
        <Tabs.Panel value="general">
          <GeneralTab settings={settings.data.general} />
        </Tabs.Panel>
        <Tabs.Panel value="payment">
          <PaymentTab settings={settings.data.payment} />
        </Tabs.Panel>
        <Tabs.Panel value="smtp">
          <SmtpTab settings={settings.data.smtp} />
        </Tabs.Panel>
      </Tabs>
    )
  } else if (settings.isError) {
    content = (
      <Alert color="red" variant="light">
        {adminMessages.fetchSettingsFailed}
      </Alert>
    )
  } else {
    content = (
      <Center py="xl" role="status" aria-label="Loading">
        <Loader />
      </Center>
    )
  }

  return (
    <AdminPage title="Settings" description="Site-wide settings: general, payment and mail">
      {content}
    </AdminPage>
  )
}
