// /card-inventory: the creator's own cards, 'Create New Card', and a trash icon per
// card that asks 'Confirm Deletion' before deleting. Deleting refreshes the inventory and the market.
// Each tile shows the card's cooldowns and sound, and a pencil opens 'Stream settings' to
// change them.
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { ActionIcon, Button, Group, Text, Tooltip } from '@mantine/core'
import { useState } from 'react'
import { Link } from 'react-router'
import { cardMessages } from '../../../contract/card-messages'
import type { Card } from '../../../contract/cards'
import { isFree } from '../../../contract/money'
import { paths } from '../../../contract/paths'
import { useDeleteCardMutation, useGetStreamerCardsQuery } from '../../api/cards-api'
import { CardGrid } from '../../components/cards/card-grid'
import { CardTile } from '../../components/cards/card-tile'
import { FreeBadge } from '../../components/cards/free-badge'
import { ConfirmDialog } from '../../components/confirm-dialog'
import { EmptyNote } from '../../components/empty-note'
import { Icon, type IconProps, TrashIcon } from '../../components/icons'
import { PageSection } from '../../components/page-section'
import { QueryState } from '../../components/query-state'
import { describeFailure } from '../../lib/api-error'
import { notify } from '../../lib/notify'
import { useSession } from '../../lib/session-slice'
import { PricedCardsPausedNotice } from '../../plans/priced-cards-paused-notice'
import { CardStreamSummary } from './card-stream-summary'
import { EditStreamSettingsDialog } from './edit-stream-settings-dialog'

const PencilIcon = (p: IconProps) => (
  <Icon size={18} {...p}>
    <path d="M4 20h4L19 9l-4-4L4 16v4ZM13.5 6.5l4 4" />
  </Icon>
)

export default function CardInventoryPage() {
  const { t } = useLingui()
  const { user, role } = useSession()
  const userId = user?._id ?? ''
  const cardsQuery = useGetStreamerCardsQuery(userId, { skip: !userId })
  const { data } = cardsQuery
  const [deleteCard, { isLoading: deleting }] = useDeleteCardMutation()
  const [asked, setAsked] = useState<{ card: Card; opened: boolean } | null>(null)
  const [editing, setEditing] = useState<{ card: Card; opened: boolean } | null>(null)
  const cards = data?.cards ?? []
  const count = cards.length
  const askedTitle = asked?.card.cardTitle

  async function confirmDelete() {
    if (!asked) return
    try {
      const body = await deleteCard(asked.card._id).unwrap()
      if (body.status === 'success') notify.success(cardMessages.deleted)
      else notify.error(cardMessages.deleteFailed)
    } catch (error) {
      notify.error(
        describeFailure(error).kind === 'http' ? cardMessages.deleteFailed : cardMessages.deleteError,
      )
    }
    setAsked({ ...asked, opened: false })
  }

  const createButton = (
    <Button component={Link} to={paths.createCard}>
      <Trans>Create New Card</Trans>
    </Button>
  )

  function content() {
    if (role !== 'creator') {
      return (
        <EmptyNote title={t`For creators`}>
          <Trans>
            Card inventory lists the cards a creator has published. Creator accounts can publish cards.
          </Trans>
        </EmptyNote>
      )
    }
    if (cards.length === 0) {
      return (
        <EmptyNote title={t`No cards yet`}>
          <Trans>Cards you create will appear here.</Trans>
          <br />
          <Button component={Link} to={paths.createCard} mt="md">
            <Trans>Create New Card</Trans>
          </Button>
        </EmptyNote>
      )
    }
    return (
      <CardGrid label={t`Your cards`}>
        {cards.map((card) => {
          const title = card.cardTitle
          return (
            <li key={card._id}>
              <CardTile
                card={card}
                badges={isFree(card.price) ? <FreeBadge /> : null}
                headerAction={
                  <Group gap={2} wrap="nowrap">
                    <Tooltip label={t`Stream settings`}>
                      <ActionIcon
                        variant="subtle"
                        aria-label={t`Stream settings of ${title}`}
                        onClick={() => setEditing({ card, opened: true })}
                      >
                        <PencilIcon />
                      </ActionIcon>
                    </Tooltip>
                    <Tooltip label={t`Delete card`}>
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        aria-label={t`Delete card ${title}`}
                        onClick={() => setAsked({ card, opened: true })}
                      >
                        <TrashIcon />
                      </ActionIcon>
                    </Tooltip>
                  </Group>
                }
              >
                <CardStreamSummary card={card} />
              </CardTile>
            </li>
          )
        })}
      </CardGrid>
    )
  }

  return (
    <PageSection title={t`Card Inventory`} description={t`The cards you have published.`}>
      <PricedCardsPausedNotice mb="lg" />
      {role === 'creator' && cards.length > 0 ? (
        <Group justify="space-between" mb="lg" gap="sm">
          <Text size="sm" c="dimmed">
            <Plural value={count} one="# card" other="# cards" />
          </Text>
          {createButton}
        </Group>
      ) : null}
      <QueryState query={cardsQuery} loading={cardMessages.loadingCards} error={cardMessages.cardsFailed}>
        {() => content()}
      </QueryState>
      <EditStreamSettingsDialog
        card={editing?.card ?? null}
        opened={editing?.opened ?? false}
        onClose={() => setEditing((current) => current && { ...current, opened: false })}
      />
      <ConfirmDialog
        opened={asked?.opened ?? false}
        title={t`Confirm Deletion`}
        confirmLabel={t`Yes, Delete`}
        destructive
        loading={deleting}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setAsked((current) => current && { ...current, opened: false })}
      >
        <Trans>
          Delete{' '}
          <Text span inherit fw={700} style={{ overflowWrap: 'anywhere' }}>
            {askedTitle}
          </Text>
          ? Viewers will no longer be able to buy it. Cards already bought stay usable.
        </Trans>
      </ConfirmDialog>
    </PageSection>
  )
}
