// The 'Edit Card Details' dialog of My Cards: a cooldown is said before the viewer types (and 'Use
// Now' waits for it), and text typed for a card comes back when the dialog opens again after a
// refusal. The page keeps the draft and the cooldown (my-cards-page.tsx); the server's answers that
// feed them are checked in the API tests and in the browser (stream-card-status.spec.ts).
import { screen, waitFor } from '@testing-library/react'
import { useState } from 'react'
import { expect, it } from 'vitest'
import type { OwnedCard } from '../../contract/purchases'
import { streamMessages } from '../../contract/stream'
import { UseCardDialog } from '../../src/features/my-cards/use-card-dialog'
import type { CardEdits } from '../../src/features/my-cards/viewer-edits'
import { renderWithProviders } from './render'

const card = {
  _id: 'card-1',
  transactionId: 'purchase-1',
  cardTitle: 'Sing a song',
  description: 'Any song you like',
  creatorName: 'RaviLive',
  streamerEmailId: 'streamer-1',
} as OwnedCard

/** The dialog as My Cards holds it: a draft per card, a refusal, open and closed. */
function Harness({
  cooldown = 0,
  onUse = () => {},
}: {
  cooldown?: number
  onUse?: (edits: CardEdits) => void
}) {
  const [opened, setOpened] = useState(true)
  const [draft, setDraft] = useState<CardEdits | undefined>()
  const [refusal, setRefusal] = useState<string | null>(null)
  return (
    <>
      <button type="button" onClick={() => setOpened(true)}>
        Open again
      </button>
      <UseCardDialog
        card={card}
        streamLive={false}
        opened={opened}
        busy={false}
        refusal={refusal}
        cooldown={cooldown}
        draft={draft}
        onUse={(_card, edits) => {
          onUse(edits)
          // The server refuses the text: the page shows why and closes nothing.
          setRefusal(streamMessages.linksRefused)
        }}
        onEdit={(edits) => {
          setRefusal(null)
          setDraft(edits)
        }}
        onCancel={() => setOpened(false)}
      />
    </>
  )
}

it('says the cooldown before anything is typed, and Use Now waits for it', async () => {
  await renderWithProviders(<Harness cooldown={45} />)
  const dialog = await screen.findByRole('dialog', { name: 'Edit Card Details' })
  expect(dialog).toHaveTextContent(streamMessages.usableIn(45))
  expect(screen.getByRole('button', { name: 'Use in 45 s' })).toBeDisabled()
  // The fields are there to write in meanwhile, with the card's own text.
  expect(screen.getByLabelText('Title')).toHaveValue('Sing a song')
})

it('keeps the typed text through a refusal and a reopening', async () => {
  const sent: CardEdits[] = []
  const { user } = await renderWithProviders(<Harness onUse={(edits) => sent.push(edits)} />)
  const title = await screen.findByLabelText('Title')
  await user.clear(title)
  await user.type(title, 'Sing my favourite song')
  await user.click(screen.getByRole('button', { name: 'Use Now' }))
  expect(sent).toEqual([{ cardTitle: 'Sing my favourite song', description: 'Any song you like' }])
  expect(await screen.findByRole('alert')).toHaveTextContent(streamMessages.linksRefused)
  expect(screen.getByLabelText('Title')).toHaveValue('Sing my favourite song')

  await user.click(screen.getByRole('button', { name: 'Cancel' }))
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  await user.click(screen.getByRole('button', { name: 'Open again' }))
  expect(await screen.findByLabelText('Title')).toHaveValue('Sing my favourite song')
})
