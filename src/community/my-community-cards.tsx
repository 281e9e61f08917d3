// On My Cards: the open community cards the user chipped in on (or runs), each with its bar, read
// again every few seconds. Nothing when there is none.
import { Trans } from '@lingui/react/macro'
import { Card, Stack, Title } from '@mantine/core'
import { COMMUNITY_POLL_MS, useGetMyCommunitiesQuery } from './community-api'
import { CommunityProgress } from './community-progress'

export function MyCommunityCards() {
  const { data } = useGetMyCommunitiesQuery(undefined, {
    refetchOnMountOrArgChange: true,
    refetchOnFocus: true,
    pollingInterval: COMMUNITY_POLL_MS,
  })
  if (!data || data.communities.length === 0) return null
  return (
    <Stack gap="sm" component="section" aria-labelledby="my-community-cards" mb="xl">
      <Title order={2} size="h4" id="my-community-cards">
        <Trans>Community cards</Trans>
      </Title>
      {data.communities.map((community) => (
        <Card key={community.id} withBorder radius="lg" padding="md">
          <CommunityProgress community={community} clockOffsetMs={data.clockOffsetMs} />
        </Card>
      ))}
    </Stack>
  )
}
