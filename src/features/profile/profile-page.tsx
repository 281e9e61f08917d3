// /profile (spec sections 2 and 4, 'Profile save'): the account, for creators the social links, bio and
// stream URL. Saving updates the stored user and role and refetches the profile (User/ME tag).
import { Stack } from '@mantine/core'
import { useEffect } from 'react'
import { useDispatch } from 'react-redux'
import { PageSection } from '../../components/page-section'
import { LoadError, QueryState } from '../../components/query-state'
import type { PublicUser } from '../../contract/auth'
import { cardMessages } from '../../contract/cards'
import { describeFailure, serverMessage } from '../../lib/api-error'
import { notify } from '../../lib/notify'
import { readSession, SESSION_KEYS } from '../../lib/session'
import { sessionChanged } from '../../lib/session-slice'
import { useEditUserMutation, useGetUserQuery } from './profile-api'
import { ProfileForm, type ProfileFormValues } from './profile-form'
import { StreamUrlPanel } from './stream-url-panel'

export default function ProfilePage() {
  const dispatch = useDispatch()
  const userQuery = useGetUserQuery()
  const { data, isError } = userQuery
  const [editUser, { isLoading: saving }] = useEditUserMutation()
  const user = data?.user

  useEffect(() => {
    if (isError) notify.error(cardMessages.errorLoadingUser, 'profile-load-failed')
  }, [isError])

  /** The stored session follows the saved profile: the header's name and the creator-only links. */
  function rememberUser(saved: PublicUser) {
    localStorage.setItem(SESSION_KEYS.user, JSON.stringify(saved))
    localStorage.setItem(SESSION_KEYS.userRole, saved.user_type)
    dispatch(sessionChanged(readSession()))
  }

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
      notify.success(cardMessages.profileUpdated)
    } catch (error) {
      const failure = describeFailure(error)
      notify.error(
        failure.kind === 'http'
          ? (serverMessage(failure) ?? cardMessages.profileUpdateFailed)
          : cardMessages.profileUpdateError,
      )
    }
  }

  function content(user: PublicUser) {
    return (
      <Stack gap="xl">
        <ProfileForm user={user} saving={saving} onSave={(values) => void save(values)} />
        {user.user_type === 'creator' ? <StreamUrlPanel /> : null}
      </Stack>
    )
  }

  return (
    <PageSection title="Profile" description="Your account and how viewers see you.">
      <Stack maw={760}>
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
