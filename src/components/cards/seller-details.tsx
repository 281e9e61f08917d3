// Who sells a card (docs/privacy.md 'Seller details'; the Consumer Protection (E-Commerce) Rules
// 2020): the creator's name at once, from the card, and 'Sold by <legal name>' once their KYC verified
// that name. With `responsible`, the checkout's sentence on who answers for the card.
import { Trans, useLingui } from '@lingui/react/macro'
import { Stack, Text } from '@mantine/core'
import type { Card } from '../../../contract/cards'
import { sellerMessages } from '../../../contract/seller-messages'
import { useGetSellerQuery } from '../../api/seller-api'
import { useLabel } from '../../lib/use-label'

interface SellerDetailsProps {
  card: Pick<Card, 'creatorName' | 'streamerEmailId'>
  /** Say who is responsible for the card (the checkout). */
  responsible?: boolean
}

export function SellerDetails({ card, responsible = false }: SellerDetailsProps) {
  const { t } = useLingui()
  const show = useLabel()
  const seller = useGetSellerQuery(card.streamerEmailId).data?.seller
  const creatorName = seller?.creatorName ?? (card.creatorName || card.streamerEmailId)
  const legalName = seller?.legalName ?? null
  return (
    <Stack gap={2} aria-label={t`Seller`} role="group" style={{ overflowWrap: 'anywhere' }}>
      <Text size="sm">
        <Trans>
          Creator:{' '}
          <Text span inherit fw={600}>
            {creatorName}
          </Text>
        </Trans>
      </Text>
      {legalName ? <Text size="sm">{show(sellerMessages.soldBy(legalName))}</Text> : null}
      {responsible ? (
        <Text size="xs" c="dimmed">
          {show(sellerMessages.responsible(legalName ?? creatorName))}
        </Text>
      ) : null}
    </Stack>
  )
}
