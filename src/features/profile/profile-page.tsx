// /profile: the account, for creators the social links, bio and
// stream URL. Saving updates the stored user and role and refetches the profile (User/ME tag).
import { Button, Stack } from '@mantine/core'
import { useEffect } from 'react'
import { Link, useLocation } from 'react-router'
import type { PublicUser } from '../../../contract/auth'
import { cardMessages } from '../../../contract/card-messages'
import { paths } from '../../../contract/paths'
import { LocalePanel } from '../../components/locale-picker'
import { PageSection } from '../../components/page-section'
import { Panel } from '../../components/panel'
import { LoadError, QueryState } from '../../components/query-state'
import { InvoicesPanel } from '../../invoices/invoices-panel'
import { describeFailure, serverMessage } from '../../lib/api-error'
import { notify, toastFlows } from '../../lib/notify'
import { useRememberUser, useSession } from '../../lib/session-slice'
import { NotificationsPanel } from '../../notifications/notifications-panel'
import { PricedCardsPausedNotice } from '../../plans/priced-cards-paused-notice'
import { TiersPanel } from '../../subscriptions/tiers-panel'
import { AvatarPanel } from './avatar-panel'
import { GettingStarted } from './getting-started'
import { PlanPanel } from './plan-panel'
import { useEditUserMutation, useGetUserQuery } from './profile-api'
import { ProfileForm, type ProfileFormValues } from './profile-form'
import { SessionsPanel } from './sessions-panel'
import { StreamUrlPanel } from './stream-url-panel'
import { YourDataPanel } from './your-data-panel'

export default function ProfilePage() {
  const rememberUser = useRememberUser()
  const userQuery = useGetUserQuery()
  const { data, isError } = userQuery
  const [editUser, { isLoading: saving }] = useEditUserMutation()
  const user = data?.user

  // '#plan' and '#getting-started' (from 'Start streaming' and 'Go Creator Pro') once the page is there.
  const { hash } = useLocation()
  const loaded = Boolean(user)
  useEffect(() => {
    if (loaded && hash)
      document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView({ block: 'start' })
  }, [loaded, hash])

  // The stored copy follows the server's: a plan that ended or was granted, a role an admin changed.
  const { user: stored } = useSession()
  useEffect(() => {
    if (!user || !stored) return
    if (
      user.plan !== stored.plan ||
      user.proUntil !== stored.proUntil ||
      user.user_type !== stored.user_type
    ) {
      rememberUser(user)
    }
  }, [user, stored, rememberUser])

  useEffect(() => {
    if (isError) notify.error(cardMessages.errorLoadingUser, 'profile-load-failed')
  }, [isError])

  async function save(values: ProfileFormValues) {
    if (!user) return
    try {
      const body = await editUser({
        username: values.username.trim(),
        emailId: user.emailId,
        user_type: user.user_type,
        youtubeLink: values.youtubeLink.trim(),
        instagramLink: values.instagramLink.trim(),
        description: values.description,
        updatedAt: new Date().toISOString(),
      }).unwrap()
      rememberUser(body.user ?? { ...user, ...values, username: values.username.trim() })
      notify.success(cardMessages.profileUpdated, toastFlows.profile)
    } catch (error) {
      const failure = describeFailure(error)
      notify.error(
        failure.kind === 'http'
          ? (serverMessage(failure) ?? cardMessages.profileUpdateFailed)
          : cardMessages.profileUpdateError,
        toastFlows.profile,
      )
    }
  }

  function content(user: PublicUser) {
    return (
      <Stack gap="xl">
        <ProfileForm user={user} saving={saving} onSave={(values) => void save(values)} />
        <LocalePanel />
        <PlanPanel user={user} />
        <SessionsPanel />
        <NotificationsPanel isCreator={user.user_type === 'creator'} />
        <Panel title="Orders" description="Every card you bought or took, what you paid, and any refund.">
          <Button component={Link} to={paths.orders} variant="light" w="fit-content">
            See your orders
          </Button>
        </Panel>
        <InvoicesPanel />
        <YourDataPanel isCreator={user.user_type === 'creator'} />
        {user.user_type === 'creator' ? (
          <>
            <AvatarPanel user={user} />
            <GettingStarted />
            <StreamUrlPanel />
            <TiersPanel isPro={user.plan === 'pro'} />
          </>
        ) : null}
      </Stack>
    )
  }

  return (
    <PageSection title="Profile" description="Your account and how viewers see you.">
      <Stack maw={760}>
        <PricedCardsPausedNotice />
        <QueryState query={userQuery} loading="Loading profile..." error={cardMessages.errorLoadingUser}>
          {(body) =>
            body.user ? (
              content(body.user)
            ) : (
              <LoadError message={cardMessages.errorLoadingUser} onRetry={() => void userQuery.refetch()} />
            )
          }
        </QueryState>
      </Stack>
    </PageSection>
  )
}
